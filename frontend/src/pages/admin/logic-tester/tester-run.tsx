import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage } from '../../../api/http';
import { questionTypeLabel, valueFormatLabel } from '../questions/question-labels';
import { AnswerInput } from './tester-answer-input';
import { TesterSidebar } from './tester-sidebar';
import { useAdminLogicTesterTexts } from './texts';
import { useLogicTester } from './use-logic-tester';

/** One test run of a topic; remounted per topic, so answers start empty. */
export function TesterRun({ topicId }: { topicId: string }) {
  const t = useAdminLogicTesterTexts();
  const { templatesQuery, rulesQuery, templates, inputs, errors, evaluation, kept, answer, restart, goTo } =
    useLogicTester(topicId);

  if (templatesQuery.isLoading || rulesQuery.isLoading) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('run.loading')}>
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  if (templatesQuery.isError || rulesQuery.isError) {
    return (
      <Alert severity="error">
        {apiErrorMessage(templatesQuery.error ?? rulesQuery.error, t('run.loadFailed'))}
      </Alert>
    );
  }
  if (templates.length === 0) {
    return (
      <Box
        sx={{
          py: 6,
          textAlign: 'center',
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 3,
        }}
      >
        <Typography color="text.secondary">{t('run.noQuestions')}</Typography>
      </Box>
    );
  }

  const step = evaluation.step;
  const current = step?.currentId ? templates.find((template) => template.id === step.currentId) : undefined;

  return (
    <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card component="section" aria-label={t('run.question')}>
          <CardContent>
            {evaluation.failed ? (
              <Alert severity="error">{t('run.evaluationFailed')}</Alert>
            ) : current && step ? (
              <Box>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}
                >
                  <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                    {t('run.position', { position: step.position, total: step.total, order: current.order })}
                  </Typography>
                  <Chip size="small" variant="outlined" label={questionTypeLabel(current.type)} />
                  {current.type === 'free_text' ? (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={valueFormatLabel(current.format ?? 'text')}
                    />
                  ) : null}
                  {current.required ? (
                    <Chip size="small" color="primary" variant="outlined" label={t('run.required')} />
                  ) : null}
                </Stack>
                <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {current.text}
                </Typography>
                {current.description ? (
                  <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                    {current.description}
                  </Typography>
                ) : null}
                <Box sx={{ mt: 3 }}>
                  <AnswerInput
                    template={current}
                    value={inputs[current.id]}
                    error={errors[current.id]}
                    onChange={(value) => answer(current.id, value)}
                  />
                </Box>
                <Box role="status" aria-live="polite" sx={{ mt: step.end ? 3 : 0 }}>
                  {step.end ? (
                    <Alert severity={step.end.complete ? 'success' : 'info'} data-testid="tester-end">
                      <strong>{step.end.complete ? t('end.finished') : t('end.endOfForm')}</strong>{' '}
                      {step.end.by === 'rule' ? t('end.byRule') : t('end.last')}{' '}
                      {step.end.complete ? t('end.canSend') : null}
                      {step.end.missingRequired ? t('end.answerRequired') : null}
                    </Alert>
                  ) : null}
                </Box>
              </Box>
            ) : (
              <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
                {t('run.allDone')}
              </Typography>
            )}

            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider', alignItems: 'center' }}
            >
              <Button
                startIcon={<RestartAltIcon />}
                onClick={restart}
                color="inherit"
                sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'inline-flex' } }}
              >
                {t('run.restart')}
              </Button>
              {/* On phones the three buttons share one row: the restart button shrinks to its icon. */}
              <IconButton
                aria-label={t('run.restart')}
                onClick={restart}
                sx={{ color: 'text.secondary', display: { xs: 'inline-flex', sm: 'none' } }}
              >
                <RestartAltIcon />
              </IconButton>
              <Box sx={{ flex: 1 }} />
              <Button
                variant="outlined"
                startIcon={<ArrowBackIcon />}
                disabled={!step?.canGoBack}
                onClick={() => step && goTo(step.previousId)}
              >
                {t('run.previous')}
              </Button>
              <Button
                variant="contained"
                endIcon={<ArrowForwardIcon />}
                disabled={!step?.canGoNext}
                onClick={() => step && goTo(step.nextId)}
              >
                {t('run.next')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Grid>

      <Grid size={{ xs: 12, md: 5 }}>
        <TesterSidebar templates={templates} kept={kept} step={step} />
      </Grid>
    </Grid>
  );
}
