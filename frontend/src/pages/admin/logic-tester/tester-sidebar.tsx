import type { QuestionTemplate } from '@avtalt/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { QuestionStatus, TesterStep } from './logic-tester.rules';
import { useAdminLogicTesterTexts } from './texts';

interface TesterSidebarProps {
  templates: readonly QuestionTemplate[];
  /** The answers that count on the route, and how many were dropped from it. */
  kept: { answers: unknown; dropped: number };
  step: TesterStep | null;
}

/** Beside the question: the answers as they would be sent ('Svar'), and every question's status ('Oversikt'). */
export function TesterSidebar({ templates, kept, step }: TesterSidebarProps) {
  const t = useAdminLogicTesterTexts();
  return (
    <Stack spacing={3}>
      <Card component="section" aria-labelledby="tester-answers-title">
        <CardContent>
          <Typography id="tester-answers-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('sidebar.answers')}
          </Typography>
          <Box
            component="pre"
            sx={(theme) => ({
              m: 0,
              p: 2,
              borderRadius: 2,
              bgcolor: alpha(theme.palette.text.primary, 0.04),
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              fontSize: 13,
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-all',
              maxHeight: 320,
              overflow: 'auto',
            })}
          >
            {JSON.stringify(kept.answers, null, 2)}
          </Box>
          {kept.dropped > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('sidebar.dropped', { count: kept.dropped })}
            </Typography>
          ) : null}
        </CardContent>
      </Card>

      {step ? (
        <Card component="section" aria-labelledby="tester-overview-title">
          <CardContent>
            <Typography id="tester-overview-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t('sidebar.overview')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('sidebar.overviewHelp')}
            </Typography>
            {/* Numbers, not texts: the question text appears once on the page (in the question card). */}
            <Box
              component="ol"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {templates.map((template) => (
                <li key={template.id} title={template.text}>
                  <StatusChip order={template.order} status={step.statuses[template.id] ?? 'skipped'} />
                  {/* The tooltip is hover-only: a screen reader reads the question here. */}
                  <Box component="span" sx={visuallyHidden}>
                    {` ${template.text}`}
                  </Box>
                </li>
              ))}
            </Box>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}

const STATUS_COLORS: Record<QuestionStatus, 'primary' | 'success' | 'default' | 'warning' | 'error'> = {
  current: 'primary',
  on_path: 'success',
  hidden: 'default',
  skipped: 'warning',
  after_end: 'error',
};

function StatusChip({ order, status }: { order: string; status: QuestionStatus }) {
  const t = useAdminLogicTesterTexts();
  return (
    <Chip
      size="small"
      label={`${order}. ${t(`statuses.${status}`)}`}
      color={STATUS_COLORS[status]}
      variant={status === 'current' ? 'filled' : 'outlined'}
    />
  );
}
