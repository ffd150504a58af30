import type { QuestionTemplate } from '@avtalt/contracts';
import { formatAnswer, parseAnswer, PARTY_OTHER, PARTY_SELF, VALUE_FORMAT_LABELS } from '@avtalt/logic';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../api/http';
import { useToast } from '../../../components/toast/toast-context';
import { useAdminTopics } from '../../../hooks/use-admin-topics';
import { useTopicLogic } from '../../../hooks/use-logic-rules';
import { useTopicTemplates } from '../../../hooks/use-question-templates';
import { visuallyHidden } from '../../../components/visually-hidden';
import { byOrder, toLogicQuestions } from '../logic/logic-rules.rules';
import { QUESTION_TYPE_LABELS } from '../questions/question-labels';
import { topicsMatching } from '../topics/topic-list.rules';
import {
  QUESTION_STATUS_LABELS,
  readTesterAnswers,
  testerAnswersOnPath,
  testerInputKind,
  testerLogicAnswers,
  testerStep,
  type QuestionStatus,
  type TesterInputs,
  type TesterStep,
} from './logic-tester.rules';

/** /admin/logikk-test (admin spec §2): step through a topic's questions with its logic rules. */
export default function LogicTesterPage() {
  const [params, setParams] = useSearchParams();
  const topics = useAdminTopics();
  const topicId = params.get('tema');
  const topic = (topicId && topics.data?.find((t) => t.id === topicId)) || null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Button component={RouterLink} to="/admin" startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        Tilbake til admin
      </Button>
      <Typography variant="h3" component="h1">
        Logikktester
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Svar på spørsmålene i et tema og se hvordan logikkreglene viser, skjuler og hopper over spørsmål.
      </Typography>

      <Card sx={{ mb: 3 }}>
        <CardContent>
          {/* A combobox to type in: with 40 topics a plain select meant scrolling for the one wanted. */}
          <Autocomplete
            id="tester-topic"
            options={topics.data ?? []}
            value={topic}
            onChange={(_event, chosen) =>
              setParams(chosen ? new URLSearchParams({ tema: chosen.id }) : new URLSearchParams())
            }
            getOptionLabel={(t) => t.title}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(options, { inputValue }) => topicsMatching(options, inputValue)}
            disabled={topics.isLoading || topics.isError}
            noOptionsText="Ingen temaer har dette i tittelen"
            openText="Vis temaene"
            closeText="Lukk"
            clearText="Tøm"
            loadingText="Laster temaer …"
            sx={{ maxWidth: { sm: 480 } }}
            renderInput={(input) => (
              <TextField
                {...input}
                label="Søk etter tema"
                error={topics.isError}
                helperText={
                  topics.isError
                    ? apiErrorMessage(topics.error, 'Kunne ikke hente temaene.')
                    : 'Velg temaet du vil teste. Skriv en del av tittelen for å søke.'
                }
              />
            )}
          />
        </CardContent>
      </Card>

      {topic ? <TesterRun key={topic.id} topicId={topic.id} /> : null}
    </Container>
  );
}

/** One test run of a topic; remounted per topic, so answers start empty. */
function TesterRun({ topicId }: { topicId: string }) {
  const templatesQuery = useTopicTemplates(topicId);
  const rulesQuery = useTopicLogic(topicId);
  const toast = useToast();
  const [inputs, setInputs] = useState<TesterInputs>({});
  const [at, setAt] = useState<string | null>(null);

  const templates = useMemo(() => byOrder(templatesQuery.data ?? []), [templatesQuery.data]);
  const questions = useMemo(() => toLogicQuestions(templates), [templates]);
  const rules = rulesQuery.data;
  // What was entered, read as each question's answer (12 000 → 12000) with a reason for what cannot be.
  const { answers, errors } = useMemo(() => readTesterAnswers(questions, inputs), [questions, inputs]);

  const evaluation = useMemo((): { step: TesterStep | null; failed: boolean } => {
    if (!rules) return { step: null, failed: false };
    try {
      return {
        step: testerStep(questions, rules, testerLogicAnswers(questions, answers), at),
        failed: false,
      };
    } catch {
      return { step: null, failed: true };
    }
  }, [questions, rules, answers, at]);

  // The answers that count on this route (those to questions now hidden or skipped are dropped, as the server
  // drops them). The inputs stay: changing the earlier answer back brings the question and its answer back.
  const kept = useMemo(() => {
    if (!rules || evaluation.failed) return { answers, dropped: 0 };
    try {
      return testerAnswersOnPath(questions, rules, answers);
    } catch {
      return { answers, dropped: 0 };
    }
  }, [questions, rules, answers, evaluation.failed]);

  useEffect(() => {
    if (evaluation.failed)
      toast({ title: 'Error', description: 'Failed to evaluate question logic', variant: 'destructive' });
  }, [evaluation, toast]);

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
  const answer = (id: string, value: unknown) => setInputs((previous) => ({ ...previous, [id]: value }));
  const restart = () => {
    setInputs({});
    setAt(null);
  };

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
                onClick={() => step && setAt(step.previousId)}
              >
                Forrige
              </Button>
              <Button
                variant="contained"
                endIcon={<ArrowForwardIcon />}
                disabled={!step?.canGoNext}
                onClick={() => step && setAt(step.nextId)}
              >
                Neste
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Grid>

      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3}>
          <Card component="section" aria-labelledby="tester-answers-title">
            <CardContent>
              <Typography id="tester-answers-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                Svar
              </Typography>
              <Box
                component="pre"
                sx={(t) => ({
                  m: 0,
                  p: 2,
                  borderRadius: 2,
                  bgcolor: alpha(t.palette.text.primary, 0.04),
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
                  {kept.dropped === 1
                    ? '1 svar er tatt ut fordi spørsmålet nå er skjult eller hoppet over.'
                    : `${kept.dropped} svar er tatt ut fordi spørsmålene nå er skjult eller hoppet over.`}
                </Typography>
              ) : null}
            </CardContent>
          </Card>

          {step ? (
            <Card component="section" aria-labelledby="tester-overview-title">
              <CardContent>
                <Typography id="tester-overview-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                  Oversikt
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  Hvert spørsmål etter nummer. Hold pekeren over et nummer for å se spørsmålet.
                </Typography>
                {/* Numbers, not texts: the question text appears once on the page (in the question card). */}
                <Box
                  component="ol"
                  sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
                >
                  {templates.map((t) => (
                    <li key={t.id} title={t.text}>
                      <StatusChip order={t.order} status={step.statuses[t.id] ?? 'skipped'} />
                      {/* The tooltip is hover-only: a screen reader reads the question here. */}
                      <Box component="span" sx={visuallyHidden}>
                        {` ${t.text}`}
                      </Box>
                    </li>
                  ))}
                </Box>
              </CardContent>
            </Card>
          ) : null}
        </Stack>
      </Grid>
    </Grid>
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
  return (
    <Chip
      size="small"
      label={`${order}. ${QUESTION_STATUS_LABELS[status]}`}
      color={STATUS_COLORS[status]}
      variant={status === 'current' ? 'filled' : 'outlined'}
    />
  );
}

/** A row of buttons of which one is chosen (Ja/Nei, the options, the parties). */
function ChoiceButtons({
  choices,
  value,
  onChange,
}: {
  choices: { label: string; answer: unknown }[];
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      role="group"
      aria-label="Ditt svar"
      sx={{ flexWrap: 'wrap' }}
    >
      {choices.map(({ label, answer }) => (
        <Button
          key={label}
          size="large"
          variant={value === answer ? 'contained' : 'outlined'}
          aria-pressed={value === answer}
          onClick={() => onChange(answer)}
          sx={{ minWidth: 120 }}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}

const UNITS = { amount: 'kr', percent: '%' } as const;

/**
 * The answer of a question by its type and format (admin spec §2, docs/typed-answers.md): Ja/Nei and
 * option buttons, 'Meg selv'/'Den andre parten' for a party (the tester is the one answering), a date
 * picker, a number field with its unit, or a text box; a value that cannot be read shows why.
 */
function AnswerInput({
  template,
  value,
  error,
  onChange,
}: {
  template: QuestionTemplate;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}) {
  const kind = testerInputKind(template);
  if (kind === 'yes_no') {
    return (
      <ChoiceButtons
        choices={[
          { label: 'Ja', answer: true },
          { label: 'Nei', answer: false },
        ]}
        value={value}
        onChange={onChange}
      />
    );
  }
  if (kind === 'option') {
    return (
      <ChoiceButtons
        choices={(template.options ?? []).map((option) => ({ label: option, answer: option }))}
        value={value}
        onChange={onChange}
      />
    );
  }
  if (kind === 'party') {
    return (
      <ChoiceButtons
        choices={[
          { label: 'Meg selv', answer: PARTY_SELF },
          { label: 'Den andre parten', answer: PARTY_OTHER },
        ]}
        value={value}
        onChange={onChange}
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (kind === 'date') {
    return (
      <TextField
        id={`tester-answer-${template.id}`}
        type="date"
        label="Ditt svar"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  }
  if (kind === 'number' || kind === 'amount' || kind === 'percent') {
    const parsed = text.trim() === '' ? undefined : parseAnswer(template, text);
    const unit = kind === 'number' ? undefined : UNITS[kind];
    return (
      <TextField
        id={`tester-answer-${template.id}`}
        label="Ditt svar"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? (parsed?.ok ? `Leses som ${formatAnswer(template, parsed.value)}` : ' ')}
        slotProps={{
          htmlInput: { inputMode: kind === 'number' ? 'numeric' : 'decimal' },
          input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
        }}
      />
    );
  }
  return (
    <TextField
      id={`tester-answer-${template.id}`}
      label="Ditt svar"
      value={text}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      multiline
      minRows={3}
    />
  );
}
