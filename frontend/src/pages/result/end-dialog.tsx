import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useProposeEnding } from '../../hooks/use-amendments';
import { useSmallScreen } from '../../hooks/use-small-screen';
import { endingBodyOf, endingDateRange } from './end-dialog.rules';

/**
 * «Avslutt avtalen»: the party picks the date the signed agreement is to end from; the next version is made,
 * whose one question is whether it ends then, and they go on to answer it. The other parties are told by mail.
 */
/**
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
  const navigate = useNavigate();
  const fullScreen = useSmallScreen();
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
    propose.mutate(result.body, {
      onSuccess: ({ id }) => void navigate(`/avtale/${id}/sporsmal`),
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="end-title"
    >
      <DialogTitle id="end-title">Avslutte avtalen sammen</DialogTitle>
      <DialogContent>
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
        {error ? (
          <Typography id="end-date-error" role="alert" color="error" variant="body2" sx={{ mt: 1.5 }}>
            {error}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Avbryt</Button>
        <Button variant="contained" startIcon={icon} onClick={submit} disabled={propose.isPending}>
          Foreslå å avslutte
        </Button>
      </DialogActions>
    </Dialog>
  );
}
