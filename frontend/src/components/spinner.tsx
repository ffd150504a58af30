import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCommonTexts } from './texts';

/**
 * A centred spinner for a page whose data is not known yet; `label` ('Laster...' when not given) also names it
 * for screen readers.
 */
export function PageSpinner({ label, showLabel = false }: { label?: string; showLabel?: boolean }) {
  const t = useCommonTexts();
  const text = label ?? t('spinner.loading');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 10,
      }}
    >
      <CircularProgress aria-label={text} />
      {showLabel ? <Typography color="text.secondary">{text}</Typography> : null}
    </Box>
  );
}
