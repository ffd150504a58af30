import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useProposeEnding } from '../../hooks/use-amendments';
import { endingBodyOf, endingDateRange } from './end-dialog.rules';
import { useGoToVersion, VersionDialog } from './version-dialog';
import { useVersionDialogTexts } from './version-dialog/texts';

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
  const t = useVersionDialogTexts();
  const goToVersion = useGoToVersion();
  const [endsOn, setEndsOn] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const propose = useProposeEnding(agreementId, {
    errorToast: { title: t('end.failed') },
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
      title={t('end.title')}
      error={error}
      errorId="end-date-error"
      action={t('end.action')}
      icon={icon}
      pending={propose.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, lineHeight: 1.6 }}>
        {t('end.intro')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5, lineHeight: 1.6 }}>
        {t('end.settled')}
      </Typography>
      <TextField
        id="end-date"
        label={t('end.date')}
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
