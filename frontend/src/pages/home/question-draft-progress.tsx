import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { DraftProgress } from '../../hooks/use-question-draft';
import { useCustomTopicTexts } from './custom-topic/texts';

/**
 * The questions of a custom topic are being made (a job on the server): a progress bar and a status
 * that screen readers announce; the page continues by itself when they are ready. When it failed: why,
 * in an alert (the dialog's 'Prøv igjen' starts again).
 */
export function QuestionDraftProgress({ progress }: { progress: Exclude<DraftProgress, { phase: 'idle' }> }) {
  const t = useCustomTopicTexts();
  if (progress.phase === 'failed') {
    return (
      <Alert severity="error" sx={{ my: 1 }}>
        {progress.message}
      </Alert>
    );
  }
  return (
    <Box role="status" aria-live="polite" sx={{ py: 2 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('progress.pending')}
      </Typography>
      <LinearProgress aria-label={t('progress.label')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('progress.madeFrom', { title: progress.request.title })}
      </Typography>
    </Box>
  );
}
