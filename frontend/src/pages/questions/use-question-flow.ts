import type { Agreement, AgreementQuestion, Comparison } from '@avtalt/contracts';
import { computePath, nextQuestion, previousQuestion, type AnswerValue } from '@avtalt/logic';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorCode, apiErrorDetails } from '../../api/http';
import { useToast } from '../../components/toast/toast-context';
import { useSaveAnswer, useSubmitAnswers } from '../../hooks/use-answers';
import { useUser } from '../../hooks/use-auth';
import { useLanguage } from '../../hooks/use-language';
import { pageAfterSubmit } from '../../lib/agreement-next-step.rules';
import { checkMessagesIn } from '../../lib/question-wording.rules';
import { partyCountOf } from '../../lib/answer-clauses.rules';
import { rememberReturnTo } from '../../lib/return-to';
import {
  answerCounts,
  choiceCounts,
  logicAnswers,
  partyChoices,
  prefilledAnswers,
  questionCounter,
  selfIdsOf,
  startQuestion,
  submittableAnswers,
  toLogicQuestions,
  toLogicRules,
  withoutAnswer,
  type FlowAnswers,
} from './question-flow.rules';
import { useQuestionsTexts } from './texts';
import {
  confirmedWarningIds,
  firstNamedQuestion,
  serverVerdict,
  type ValueCheckVerdict,
} from './value-checks.rules';

/**
 * Spec §9: the login notice shows 5 s, a skip notice 3 s. The spec's 2-second wait before the login
 * page is gone: a visitor is offered «Registrer» by a button instead.
 */
const LOGIN_TOAST_MS = 5000;
const SKIP_TOAST_MS = 3000;

export interface QuestionFlowInput {
  agreementId: string;
  questions: AgreementQuestion[];
  comparison: Comparison | undefined;
  /** The agreement's participants: the caller's own id (party answers and rules) and the party choices. */
  agreement: Agreement | undefined;
}

/**
 * The state of the question flow (one round's questions, one at a time): the answers so far, the question
 * shown, the path the answers lead to, the server's verdicts, and the commands answer, skip and back. Saving
 * and the final submit go through hooks/use-answers.ts, whose meta shows a refusal in a toast; the skip
 * notice and a visitor's «answers saved» are this flow's own toasts (they depend on how it ended).
 */
export function useQuestionFlow({ agreementId, questions, comparison, agreement }: QuestionFlowInput) {
  const t = useQuestionsTexts();
  const { user } = useUser();
  const toast = useToast();
  const navigate = useNavigate();
  const language = useLanguage();
  // A refusal's toast says the topic's check message in the reader's language, as the field under it does.
  const checkWords = useMemo(() => checkMessagesIn(questions, language), [questions, language]);
  const saveAnswer = useSaveAnswer(agreementId, checkWords);
  const submitAnswers = useSubmitAnswers(agreementId, checkWords);

  const logicQuestions = useMemo(() => toLogicQuestions(questions), [questions]);
  const rules = useMemo(() => toLogicRules(questions), [questions]);
  // A party answer naming the caller (their participant id, or self) is 'self' to the rules.
  const selfIds = useMemo(() => selfIdsOf(agreement), [agreement]);
  const parties = useMemo(() => partyChoices(agreement, t), [agreement, t]);
  // "Dette betyr" is worded for the parties ('den andre parten' with two), as the document will be.
  const partyCount = partyCountOf(agreement ?? comparison ?? { participants: [] }, { countCaller: true });
  const [answers, setAnswers] = useState<FlowAnswers>(() => prefilledAnswers(questions));
  const [currentId, setCurrentId] = useState<string | null>(() =>
    startQuestion(logicQuestions, rules, prefilledAnswers(questions), selfIdsOf(agreement)),
  );
  const [finished, setFinished] = useState(false);
  // Value checks (docs/value-checks.md): the questions whose value-check warnings the person confirmed, the
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
    // The next page follows the state after the submit: the comparison when the
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
      // The error toast is the hook's meta (hooks/use-answers.ts); the verdicts go under their fields.
      moving.current = false;
      showServerVerdicts(error);
      return;
    }
    setFinished(true);
    if (user) {
      if (skippedLast) {
        toast({
          title: t('flow.skippedTitle'),
          description: t('flow.skippedText'),
          duration: SKIP_TOAST_MS,
        });
      }
      navigate(nextPath);
      return;
    }
    toast({
      title: t('noAccount.title'),
      description: t('flow.savedText'),
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
        { onError: (error) => showServerVerdicts(error, questionId) },
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

  const isLast = current ? following(answers, current.id) === null : false;

  return {
    user,
    current,
    answers,
    position,
    total,
    counter,
    counts,
    optionCounts,
    busy,
    submitting: submitAnswers.isPending,
    headingRef,
    signUpReturnTo,
    refusals,
    serverVerdicts,
    checkWords,
    parties,
    selfIds,
    partyCount,
    isLast,
    answer,
    skip,
    back,
    ignoreRepeats,
  };
}
