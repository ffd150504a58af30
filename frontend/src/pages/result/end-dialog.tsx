import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useProposeEnding } from '../../hooks/use-amendments';
import { endingBodyOf, endingDateRange } from './end-dialog.rules';
import { useGoToVersion, VersionDialog } from './version-dialog';

/**
 * «Avslutt avtalen»: the party picks the date the signed agreement is to end from; the next version is made,
 * whose one question is whether it ends then, and they go on to answer it. The other parties are told by mail.
 * `today` (Oslo) and the button's icon come from the version card: this lazily loaded chunk imports nothing of
 * the result page's own chunk (see ./end-dialog.rules.ts).
 */
export default function EndDialog({
  agreementId,
  today,
  icon,
  onClose,
}: {
  agreementId: string;
  today: string;
  icon: ReactNode;
  onClose: () => void;
}) {
  const goToVersion = useGoToVersion();
  const [endsOn, setEndsOn] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const propose = useProposeEnding(agreementId, {
    errorToast: { title: 'Kunne ikke foreslå å avslutte avtalen' },
  });
  const range = endingDateRange(today);

  const submit = () => {
    // Today again: the dialog may have stood open past midnight.
    const result = endingBodyOf(endsOn, today);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    propose.mutate(result.body, { onSuccess: goToVersion });
  };

  return (
    <VersionDialog
      id="end"
      title="Avslutte avtalen sammen"
      error={error}
      errorId="end-date-error"
      action="Foreslå å avslutte"
      icon={icon}
      pending={propose.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, lineHeight: 1.6 }}>
        Dere kan avslutte avtalen når dere er enige om det. Det blir en ny versjon av avtalen med ett
        spørsmål: om den skal opphøre fra denne datoen. Når alle har svart ja og signert, er avtalen
        avsluttet. Til da gjelder den som før.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5, lineHeight: 1.6 }}>
        Det som allerede er gjort opp etter avtalen, står ved lag. Beløp som har forfalt før datoen, skal
        fortsatt betales; det som ville ha forfalt senere, faller bort.
      </Typography>
      <TextField
        id="end-date"
        label="Avtalen opphører fra og med"
        type="date"
        value={endsOn}
        onChange={(e) => {
          setEndsOn(e.target.value);
          setError(null);
        }}
        error={!!error}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            min: range.min,
            max: range.max,
            'aria-describedby': error ? 'end-date-error' : undefined,
          },
        }}
      />
    </VersionDialog>
  );
}
