import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A centred spinner for a page whose data is not known yet; `label` also names it for screen readers. */
export function PageSpinner({
  label = 'Laster...',
  showLabel = false,
}: {
  label?: string;
  showLabel?: boolean;
}) {
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
      <CircularProgress aria-label={label} />
      {showLabel ? <Typography color="text.secondary">{label}</Typography> : null}
    </Box>
  );
}
