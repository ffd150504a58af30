import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';

interface SelectedTopicBarProps {
  title: string;
  pending: boolean;
  onStart: () => void;
}

/**
 * After 'Velg' on a phone or a narrow screen (issue 16, review D10: the chosen card can be six screens
 * below 'Lag ny avtale'): a bar fixed to the bottom of the screen with the button that starts the
 * agreement on the chosen topic. Wide screens show the choice next to the hero's button and get no bar.
 */
export function SelectedTopicBar({ title, pending, onStart }: SelectedTopicBarProps) {
  return (
    <>
      {/* Room under the page's last content, so the bar never covers it. */}
      <Box aria-hidden="true" sx={{ display: { xs: 'block', md: 'none' }, height: 88 }} />
      <Paper
        component="section"
        aria-label="Valgt tema"
        elevation={8}
        square
        data-testid="selected-topic-bar"
        sx={(t) => ({
          display: { xs: 'block', md: 'none' },
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: t.zIndex.appBar,
          px: 2,
          pt: 1.5,
          pb: 'calc(12px + env(safe-area-inset-bottom, 0px))',
          borderTop: 1,
          borderColor: 'divider',
        })}
      >
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={onStart}
          disabled={pending}
          endIcon={<ArrowForwardIcon />}
          sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}
        >
          {pending ? 'Lager avtale...' : `Lag ny avtale: ${title}`}
        </Button>
      </Paper>
    </>
  );
}
