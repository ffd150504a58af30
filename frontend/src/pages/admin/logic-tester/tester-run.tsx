import { VALUE_FORMAT_LABELS } from '@avtalt/logic';
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
import { QUESTION_TYPE_LABELS } from '../questions/question-labels';
import { AnswerInput } from './tester-answer-input';
import { TesterSidebar } from './tester-sidebar';
import { useLogicTester } from './use-logic-tester';

/** One test run of a topic; remounted per topic, so answers start empty. */
export function TesterRun({ topicId }: { topicId: string }) {
  const { templatesQuery, rulesQuery, templates, inputs, errors, evaluation, kept, answer, restart, goTo } =
    useLogicTester(topicId);

  if (templatesQuery.isLoading || rulesQuery.isLoading) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Laster spørsmål">
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  if (templatesQuery.isError || rulesQuery.isError) {
    return (
      <Alert severity="error">
        {apiErrorMessage(
          templatesQuery.error ?? rulesQuery.error,
          'Kunne ikke hente spørsmålene og logikkreglene.',
        )}
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
        <Typography color="text.secondary">Ingen spørsmål funnet for valgt tema</Typography>
      </Box>
    );
  }

  const step = evaluation.step;
  const current = step?.currentId ? templates.find((t) => t.id === step.currentId) : undefined;

  return (
    <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card component="section" aria-label="Spørsmål">
          <CardContent>
            {evaluation.failed ? (
              <Alert severity="error">Failed to evaluate question logic</Alert>
            ) : current && step ? (
              <Box>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}
                >
                  <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                    {/* The path's count, and the question's number in the topic as the overview's chips name it. */}
                    Spørsmål {step.position} av {step.total} · nr. {current.order}
                  </Typography>
                  <Chip size="small" variant="outlined" label={QUESTION_TYPE_LABELS[current.type]} />
                  {current.type === 'free_text' ? (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={VALUE_FORMAT_LABELS[current.format ?? 'text']}
                    />
                  ) : null}
                  {current.required ? (
                    <Chip size="small" color="primary" variant="outlined" label="Påkrevd" />
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
                      <strong>{step.end.complete ? 'Skjemaet er ferdig. ' : 'Slutten av skjemaet. '}</strong>
                      {step.end.by === 'rule'
                        ? 'En logikkregel avslutter skjemaet etter dette spørsmålet.'
                        : 'Dette er det siste spørsmålet.'}{' '}
                      {step.end.complete ? 'En deltaker kan nå sende svarene.' : null}
                      {step.end.missingRequired
                        ? 'Svar på de påkrevde spørsmålene for å kunne sende svarene.'
                        : null}
                    </Alert>
                  ) : null}
                </Box>
              </Box>
            ) : (
              <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
                Alle spørsmål er besvart eller skjult
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
                Start på nytt
              </Button>
              {/* On phones the three buttons share one row: the restart button shrinks to its icon. */}
              <IconButton
                aria-label="Start på nytt"
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
                Forrige
              </Button>
              <Button
                variant="contained"
                endIcon={<ArrowForwardIcon />}
                disabled={!step?.canGoNext}
                onClick={() => step && goTo(step.nextId)}
              >
                Neste
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
