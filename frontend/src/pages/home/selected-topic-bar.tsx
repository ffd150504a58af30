import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';

interface SelectedTopicBarProps {
  title: string;
  pending: boolean;
  onStart: () => void;
}

/**
 * After 'Velg' (issue 16, review D10: the chosen card can be six screens below 'Lag ny avtale'): a bar
 * fixed to the bottom of the screen with the button that starts the agreement on the chosen topic. On
 * every width (issue 34: on a desktop the hero's button is ~900 px up too); wide screens get the button
 * at its own width, centred, instead of across the screen.
 */
export function SelectedTopicBar({ title, pending, onStart }: SelectedTopicBarProps) {
  const { t } = useTranslation();
  return (
    <>
      {/* Room under the page's last content, so the bar never covers it. */}
      <Box aria-hidden="true" sx={{ height: 88 }} />
      <Paper
        component="section"
        aria-label={t('home.picker.chosenBar')}
        elevation={8}
        square
        data-testid="selected-topic-bar"
        sx={(t) => ({
          display: 'flex',
          justifyContent: 'center',
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
          onClick={onStart}
          disabled={pending}
          endIcon={<ArrowForwardIcon />}
          sx={{
            width: { xs: '100%', md: 'auto' },
            maxWidth: { md: 720 },
            minWidth: { md: 320 },
            overflowWrap: 'anywhere',
            textAlign: 'left',
          }}
        >
          {pending ? t('home.creating') : t('home.newAgreementFor', { title })}
        </Button>
      </Paper>
    </>
  );
}
