import type { Agreement, AgreementQuestion, Comparison } from '@avtalt/contracts';
import { computePath, nextQuestion, previousQuestion, type AnswerValue } from '@avtalt/logic';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { apiErrorCode, apiErrorDetails, apiErrorMessage } from '../../api/http';
import { ErrorScreen } from '../../components/error-screen';
import { LoginPrompt } from '../../components/login-prompt';
import { PageSpinner } from '../../components/spinner';
import { useToast } from '../../components/toast/toast-context';
import { visuallyHidden } from '../../components/visually-hidden';
import { useAgreement } from '../../hooks/use-agreement';
import { useAgreementQuestions } from '../../hooks/use-agreement-questions';
import { useAgreementSocket } from '../../hooks/use-agreement-socket';
import { useSaveAnswer, useSubmitAnswers } from '../../hooks/use-answers';
import { useUser } from '../../hooks/use-auth';
import { useComparison } from '../../hooks/use-comparison';
import { pageAfterSubmit, questionPageRedirect } from '../../lib/agreement-next-step.rules';
import { rememberReturnTo } from '../../lib/return-to';
import { showsPreviousAnswers } from '../../lib/settled-by.rules';
import { partyCountOf, wordedClauses } from '../../lib/answer-clauses.rules';
import { ANSWERS_SAVED_TITLE, AnsweredWithoutAccount } from './answered-without-account';
import {
  AnswerButton,
  AnswerClauses,
  ChoiceButtons,
  FactSuggestion,
  PreviousAnswers,
  SettledNote,
  ValueAnswer,
} from './answer-inputs';
import {
  answerCounts,
  choiceCounts,
  confirmingAnswer,
  counterText,
  logicAnswers,
  partyChoices,
  prefilledAnswers,
  progressDots,
  progressPercent,
  questionCounter,
  selfIdsOf,
  shouldPromptLogin,
  startQuestion,
  submittableAnswers,
  toLogicQuestions,
  toLogicRules,
  withoutAnswer,
  type FlowAnswers,
} from './question-flow.rules';
import {
  confirmedWarningIds,
  firstNamedQuestion,
  osloToday,
  serverVerdict,
  valueVerdict,
  type ValueCheckVerdict,
} from './value-checks.rules';

const GENERIC_ERROR = 'Noe gikk galt. Prøv igjen senere.';
/**
 * Spec §9: the login notice shows 5 s, a skip notice 3 s. The spec's 2-second wait before the login
 * page is gone (ux.md problem 4): a visitor is offered «Registrer» by a button instead.
 */
const LOGIN_TOAST_MS = 5000;
const SKIP_TOAST_MS = 3000;

/**
 * /avtale/{id}/sporsmal: one question at a time (spec §2 'Question flow', §4): Ja/Nei, a button per
 * option, or a value input of the question's format (docs/typed-answers.md).
 */
export default function QuestionFlowPage() {
  const { id = '' } = useParams();
  const questions = useAgreementQuestions(id);
  const agreement = useAgreement(id);
  const comparison = useComparison(id);
  // Keeps the answer badges current while others answer (the socket refetches on agreement_updated).
  useAgreementSocket(id);
  const navigate = useNavigate();
  // Issue 34 (ux.md problem 12): someone with nothing to answer here (a closed or signed agreement, a round
  // they have answered, e.g. from an old mail's link) goes where their next step is, decided once from this
  // visit's agreement; after a submit the flow itself decides where to go.
  const [leaving, setLeaving] = useState<string | null>(null);
  const decided = useRef(false);
  const freshAgreement = agreement.isFetchedAfterMount ? agreement.data : undefined;
  useEffect(() => {
    if (decided.current || !freshAgreement) return;
    decided.current = true;
    const to = questionPageRedirect(id, freshAgreement);
    if (to) {
      setLeaving(to);
      navigate(to, { replace: true });
    }
  }, [freshAgreement, id, navigate]);

  // Questions cached from an earlier visit may belong to an earlier round: wait for this visit's answer.
  const waiting = questions.isLoading || (questions.isFetching && !questions.isFetchedAfterMount);
  const deciding = !decided.current && agreement.isFetching && !agreement.isFetchedAfterMount;
  if (waiting || deciding || leaving) return <PageSpinner label="Laster spørsmål..." showLabel />;
  if (questions.isError || !questions.data || questions.data.length === 0) {
    return <ErrorScreen message="Kunne ikke laste inn spørsmål for denne avtalen." />;
  }

  const list = questions.data;
  return (
    <QuestionFlow
      // A new round brings other questions: start afresh.
      key={list.map((q) => q.id).join(',')}
      agreementId={id}
      title={agreement.data?.title ?? comparison.data?.title ?? ''}
      round={agreement.data?.currentRound ?? comparison.data?.currentRound ?? 1}
      questions={list}
      comparison={comparison.data}
      agreement={agreement.data}
    />
  );
}

interface QuestionFlowProps {
  agreementId: string;
  title: string;
  round: number;
  questions: AgreementQuestion[];
  comparison: Comparison | undefined;
  /** The agreement's participants: the caller's own id (party answers and rules) and the party choices. */
  agreement: Agreement | undefined;
}

function QuestionFlow({ agreementId, title, round, questions, comparison, agreement }: QuestionFlowProps) {
  const { user } = useUser();
  const toast = useToast();
  const navigate = useNavigate();
  const saveAnswer = useSaveAnswer(agreementId);
  const submitAnswers = useSubmitAnswers(agreementId);

  const logicQuestions = useMemo(() => toLogicQuestions(questions), [questions]);
  const rules = useMemo(() => toLogicRules(questions), [questions]);
  // A party answer naming the caller (their participant id, or self) is 'self' to the rules.
  const selfIds = useMemo(() => selfIdsOf(agreement), [agreement]);
  const parties = useMemo(() => partyChoices(agreement), [agreement]);
  // "Dette betyr" is worded for the parties ('den andre parten' with two), as the document will be.
  const partyCount = partyCountOf(agreement ?? comparison ?? { participants: [] }, { countCaller: true });
  const [answers, setAnswers] = useState<FlowAnswers>(() => prefilledAnswers(questions));
  const [currentId, setCurrentId] = useState<string | null>(() =>
    startQuestion(logicQuestions, rules, prefilledAnswers(questions), selfIdsOf(agreement)),
  );
  const [finished, setFinished] = useState(false);
  // Issue 33 (docs/value-checks.md): the questions whose value-check warnings the person confirmed, the
  // server's verdicts from its last 400 by question, and a counter that gives the refused question's
  // input a fresh start (showing the verdict on the value that was sent). «Today» is read at each
  // verdict, as the server reads it at each request (a page left open past midnight).
  const [confirmedWarnings, setConfirmedWarnings] = useState<ReadonlySet<string>>(() => new Set());
  const [serverVerdicts, setServerVerdicts] = useState<Record<string, ValueCheckVerdict>>({});
  const [refusals, setRefusals] = useState(0);
  // A visitor's answers are in: where registering (or logging in) leads back to.
  const [signUpReturnTo, setSignUpReturnTo] = useState<string | null>(null);
  // Logged in meanwhile (in another tab): on to that page.
  useEffect(() => {
    if (user && signUpReturnTo) navigate(signUpReturnTo, { replace: true });
  }, [user, signUpReturnTo, navigate]);
  // Keyboard and screen readers (docs/accessibility.md): the question heading takes focus when the flow
  // opens and after each answer; an answer given while the next question is not yet shown is ignored.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(true);
  const moving = useRef(false);

  const path = useMemo(
    () => computePath(logicQuestions, rules, logicAnswers(logicQuestions, answers, selfIds)).path,
    [logicQuestions, rules, answers, selfIds],
  );
  const following = (given: FlowAnswers, from: string) =>
    nextQuestion(logicQuestions, rules, logicAnswers(logicQuestions, given, selfIds), from);
  const position = Math.max(0, currentId ? path.indexOf(currentId) : 0);
  const total = path.length;
  // 'Spørsmål 5 av 12 – flere kan komme' while a later answer can still show questions not counted.
  const counter = useMemo(
    () =>
      questionCounter(
        logicQuestions,
        rules,
        logicAnswers(logicQuestions, answers, selfIds),
        currentId ?? path[0] ?? null,
      ),
    [logicQuestions, rules, answers, selfIds, currentId, path],
  );
  const current = questions.find((q) => q.id === (currentId ?? path[0]));
  const counts = answerCounts(comparison, current?.id ?? '');
  const optionCounts = current?.options ? choiceCounts(comparison, current, current.options) : [];
  const busy = submitAnswers.isPending || finished;

  useEffect(() => {
    moving.current = false;
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [current?.id]);

  /** Goes to another question; focus follows to its heading when `focus` (always, going forward). */
  const goTo = (questionId: string, focus = true) => {
    moving.current = true;
    focusHeading.current = focus;
    setCurrentId(questionId);
  };

  /**
   * The server's 400 naming answers (a value check the browser could not judge, e.g. against an answer
   * of an earlier round): each named question gets the verdict under its field, and the flow goes to the
   * first of them; true when the error named any.
   */
  const showServerVerdicts = (error: unknown, saved?: string): boolean => {
    const details = apiErrorDetails(error);
    const code = apiErrorCode(error);
    const named = saved ? [saved] : path.filter((id) => serverVerdict(code, details, id) !== null);
    const verdicts = Object.fromEntries(
      named.flatMap((id) => {
        const verdict = serverVerdict(code, details, id, saved !== undefined);
        return verdict ? [[id, verdict] as const] : [];
      }),
    );
    if (Object.keys(verdicts).length === 0) return false;
    setServerVerdicts((before) => ({ ...before, ...verdicts }));
    setRefusals((n) => n + 1);
    const first = saved ?? firstNamedQuestion(details, path);
    if (first && first !== current?.id) goTo(first);
    return true;
  };

  const submit = async (
    finalAnswers: FlowAnswers,
    { skippedLast, confirmed = confirmedWarnings }: { skippedLast: boolean; confirmed?: ReadonlySet<string> },
  ) => {
    moving.current = true;
    // Issue 34 (ux.md problem 1): the next page follows the state after the submit: the comparison when the
    // round is closed, the result page when the agreement is complete, the share page while others answer.
    let nextPath: string;
    try {
      const sent = submittableAnswers(logicQuestions, rules, finalAnswers, selfIds);
      const after = await submitAnswers.mutateAsync({
        answers: sent,
        confirmedWarnings: confirmedWarningIds(confirmed, sent),
      });
      nextPath = pageAfterSubmit(agreementId, after);
    } catch (error) {
      moving.current = false;
      showServerVerdicts(error);
      toast({
        title: 'Feil ved lagring av svarene',
        description: apiErrorMessage(error, GENERIC_ERROR),
        variant: 'destructive',
      });
      return;
    }
    setFinished(true);
    if (user) {
      if (skippedLast) {
        toast({
          title: 'Spørsmålet ble hoppet over',
          description: 'Svarene dine er sendt uten svar på det siste spørsmålet.',
          duration: SKIP_TOAST_MS,
        });
      }
      navigate(nextPath);
      return;
    }
    toast({
      title: ANSWERS_SAVED_TITLE,
      description:
        'Registrer deg for å følge avtalen og få beskjed når de andre har svart. Har du en konto, logger du inn.',
      variant: 'success',
      duration: LOGIN_TOAST_MS,
    });
    rememberReturnTo(nextPath);
    setSignUpReturnTo(nextPath);
  };

  /**
   * Saves an answer (its canonical value) and goes on, or submits after the last question.
   * `confirmedWarning`: the person ticked «Ja, verdien er riktig» for this value's warnings.
   */
  const answer = (response: AnswerValue, confirmedWarning = false) => {
    if (!current || busy || moving.current) return;
    const next = { ...answers, [current.id]: response };
    setAnswers(next);
    const questionId = current.id;
    const confirmed = new Set(confirmedWarnings);
    if (confirmedWarning) confirmed.add(questionId);
    else confirmed.delete(questionId);
    setConfirmedWarnings(confirmed);
    setServerVerdicts(({ [questionId]: _answered, ...rest }) => rest);
    const nextId = following(next, current.id);
    if (nextId) {
      // The last answer travels with the final submit; saving it separately could race with it.
      saveAnswer.mutate(
        { questionId, response, confirmedWarning },
        {
          onError: (error) => {
            showServerVerdicts(error, questionId);
            toast({
              title: 'Feil ved lagring av svar',
              description: apiErrorMessage(error, GENERIC_ERROR),
              variant: 'destructive',
            });
          },
        },
      );
      goTo(nextId);
    } else {
      void submit(next, { skippedLast: false, confirmed });
    }
  };

  const skip = () => {
    if (!current || busy || moving.current) return;
    const next = withoutAnswer(answers, current.id);
    setAnswers(next);
    const nextId = following(next, current.id);
    if (nextId) goTo(nextId);
    else void submit(next, { skippedLast: true });
  };

  const back = () => {
    if (!current || busy) return;
    const previousId = previousQuestion(
      logicQuestions,
      rules,
      logicAnswers(logicQuestions, answers, selfIds),
      current.id,
    );
    // Focus stays on 'Tilbake' unless it becomes disabled (the first question): then the heading.
    if (previousId) goTo(previousId, path.indexOf(previousId) === 0);
  };

  /** Holding Enter or Space repeats the key: only the first press may answer (or skip, or go back). */
  const ignoreRepeats = (event: KeyboardEvent) => {
    const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
    if (event.repeat && !typing && (event.key === 'Enter' || event.key === ' ')) event.preventDefault();
  };

  if (!current) return <ErrorScreen message="Kunne ikke laste inn spørsmål for denne avtalen." />;

  const yourAnswer = answers[current.id];
  const worded = wordedClauses(current, partyCount);
  const confirming = confirmingAnswer(current, current.suggestion, { selfIds, partyCount });
  const isFirst = position === 0;
  const isLast = following(answers, current.id) === null;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.5 }}>
        {round > 1 ? `Runde ${round}` : 'Dine svar'}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mb: 2.5, overflowWrap: 'anywhere' }}>
        {title || 'Avtale'}
      </Typography>

      <LinearProgress
        variant="determinate"
        value={progressPercent(position, total)}
        aria-label="Fremdrift"
        sx={{ height: 8, borderRadius: 4, mb: 1.5 }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {counterText(counter)}
        </Typography>
        <Stack direction="row" spacing={0.75} aria-hidden="true" data-testid="progress-dots">
          {progressDots(position, total).map((dot, i) => (
            <Box
              key={i}
              sx={(t) => ({
                width: dot === 'current' ? 22 : 8,
                height: 8,
                borderRadius: 4,
                transition: 'width 200ms, background-color 200ms',
                bgcolor:
                  dot === 'todo'
                    ? alpha(t.palette.text.primary, 0.15)
                    : dot === 'done'
                      ? t.palette.primary.light
                      : t.palette.primary.main,
              })}
            />
          ))}
        </Stack>
      </Box>

      <Box role="status" sx={visuallyHidden} data-testid="question-announcement">
        Spørsmål {position + 1}: {current.text}
      </Box>

      {signUpReturnTo && !user ? (
        <AnsweredWithoutAccount returnTo={signUpReturnTo} />
      ) : (
        <Card component="section" aria-labelledby="question-text" onKeyDownCapture={ignoreRepeats}>
          <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
            {current.section?.trim() ? (
              <Typography
                variant="overline"
                component="p"
                color="primary"
                data-testid="question-section"
                sx={{
                  lineHeight: 1.4,
                  mb: 0.75,
                  fontWeight: 700,
                  letterSpacing: '0.08em',
                  overflowWrap: 'anywhere',
                }}
              >
                {current.section}
              </Typography>
            ) : null}
            <Typography
              id="question-text"
              ref={headingRef}
              tabIndex={-1}
              variant="h5"
              component="h2"
              sx={{ lineHeight: 1.35, mb: current.description ? 1.5 : 3.5 }}
            >
              {current.text}
            </Typography>
            {current.description ? (
              <Typography color="text.secondary" sx={{ mb: 3.5, lineHeight: 1.6 }}>
                {current.description}
              </Typography>
            ) : null}

            <SettledNote
              settledBy={current.settledBy}
              onConfirm={
                current.type !== 'free_text' && yourAnswer !== undefined && yourAnswer !== null
                  ? () => answer(yourAnswer)
                  : undefined
              }
              confirmLabel={isLast ? 'Send svar' : 'Bekreft'}
              submitLabel={isLast ? 'Send svar' : 'Neste'}
              disabled={busy}
            />

            {showsPreviousAnswers(current.settledBy) ? (
              <PreviousAnswers answers={current.previousAnswers ?? []} />
            ) : null}

            {current.suggestion && confirming !== null ? (
              <FactSuggestion
                userName={current.suggestion.userName}
                display={current.suggestion.display}
                disabled={busy}
                onConfirm={() => answer(confirming)}
              />
            ) : null}

            {current.type === 'multiple_choice' ? (
              <ChoiceButtons
                options={current.options ?? []}
                counts={optionCounts}
                selected={yourAnswer}
                disabled={busy}
                onChoose={answer}
              />
            ) : current.type === 'free_text' ? (
              <ValueAnswer
                // A fresh input per question, starting from the answer given before (and after a refusal).
                key={`${current.id}:${refusals}`}
                question={worded}
                saved={yourAnswer}
                parties={parties}
                selfIds={selfIds}
                submitLabel={isLast ? 'Send svar' : 'Neste'}
                disabled={busy}
                verdictFor={(value) =>
                  valueVerdict(questions, answers, current.id, value, osloToday(), selfIds)
                }
                serverVerdict={serverVerdicts[current.id] ?? null}
                onAnswer={answer}
              />
            ) : (
              <Stack direction="row" spacing={2}>
                <AnswerButton
                  label="Ja"
                  count={counts.yes}
                  selected={yourAnswer === true}
                  disabled={busy}
                  onClick={() => answer(true)}
                />
                <AnswerButton
                  label="Nei"
                  count={counts.no}
                  selected={yourAnswer === false}
                  disabled={busy}
                  onClick={() => answer(false)}
                />
              </Stack>
            )}

            <AnswerClauses question={worded} selected={yourAnswer} />

            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 3 }}>
              <Button startIcon={<ArrowBackIcon />} onClick={back} disabled={isFirst || busy} sx={{ ml: -1 }}>
                Tilbake
              </Button>
              {submitAnswers.isPending ? <CircularProgress size={22} aria-label="Sender svarene..." /> : null}
              <Button
                endIcon={<SkipNextIcon />}
                onClick={skip}
                disabled={busy}
                color="inherit"
                sx={{ mr: -1, color: 'text.secondary' }}
              >
                Hopp over
              </Button>
            </Box>
          </CardContent>
        </Card>
      )}

      {shouldPromptLogin(position, total, Boolean(user)) && !signUpReturnTo ? (
        <Box sx={{ mt: 3 }}>
          <LoginPrompt
            title="Logg inn for å følge avtalen"
            text="Med en konto kan du dele lenken, se når de andre har svart og laste ned den ferdige avtalen."
          />
        </Box>
      ) : null}
    </Container>
  );
}
