import type { FormRequirementNotice } from '@avtalt/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCustomTopicTexts } from './custom-topic/texts';

/**
 * Issue 31: a custom topic that names a testament or an ektepakt is told, before any question, that Avtalt
 * cannot make it and why (the same notices `POST /api/question-drafts` answers in `formNotices`). Polite,
 * not assertive: it appears while the user types.
 */
export function FormRequirementNotices({ notices }: { notices: readonly FormRequirementNotice[] }) {
  const t = useCustomTopicTexts();
  if (notices.length === 0) return null;
  return (
    <Stack spacing={1} role="status" aria-live="polite" sx={{ my: 1 }}>
      {notices.map((notice) => (
        <Alert key={notice.kind} severity="warning" data-testid={`form-notice-${notice.kind}`}>
          <AlertTitle>{t(`notices.${notice.kind}.title`)}</AlertTitle>
          {t(`notices.${notice.kind}.text`)}
          <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
            {t('notices.source', { source: t(`notices.${notice.kind}.source`) })}
          </Typography>
        </Alert>
      ))}
    </Stack>
  );
}
