import {
  answersForLogic,
  answersOnPath,
  computePath,
  formatOf,
  parseAnswer,
  type AnswerValue,
  type ValueQuestion,
  evaluateVisibility,
  isAnswered,
  nextQuestion,
  previousQuestion,
  type Answers,
  type LogicQuestion,
  type LogicRule,
} from '@avtalt/logic';

/** Where a question stands in a test run, for the overview next to the question. */
export type QuestionStatus = 'current' | 'on_path' | 'hidden' | 'skipped' | 'after_end';

/** One step of the logic tester: the question shown and what the buttons may do. */
export interface TesterStep {
  /** The question to show, or null when none remain (all answered or hidden). */
  currentId: string | null;
  /** 1-based place of the current question on the path, and the path's length. */
  position: number;
  total: number;
  previousId: string | null;
  nextId: string | null;
  /** Neste is disabled on the last question and while a required question is unanswered (admin spec §2/§5). */
  canGoNext: boolean;
  canGoBack: boolean;
  statuses: Record<string, QuestionStatus>;
  /**
   * The end of the form, when the current question is the last one on the path: `rule` when a logic rule ends
   * the form after it, `last` when no question follows; `complete` once it is answered and every required
   * question on the path is too (a participant would send the answers now); `missingRequired` while a required
   * one on the path is unanswered. Null before the last question.
   */
  end: { by: 'rule' | 'last'; complete: boolean; missingRequired: boolean } | null;
}

/**
 * Evaluates the test run with the logic engine. `at` is the question the admin is on (null before the
 * first step); when it has left the path (an earlier answer changed), the run continues at the next
 * question on the path after it. Throws whatever the engine throws.
 */
export function testerStep(
  questions: readonly LogicQuestion[],
  rules: readonly LogicRule[],
  answers: Answers,
  at: string | null,
): TesterStep {
  const flow = computePath(questions, rules, answers);
  const onPath = new Set(flow.path);
  const currentId = at !== null && onPath.has(at) ? at : nextQuestion(questions, rules, answers, at);
  const current = currentId === null ? undefined : questions.find((q) => q.id === currentId);
  const nextId = currentId === null ? null : nextQuestion(questions, rules, answers, currentId);
  const previousId =
    currentId === null
      ? previousQuestion(questions, rules, answers, null)
      : previousQuestion(questions, rules, answers, currentId);
  const unansweredRequired =
    current !== undefined && current.required === true && !isAnswered(current.type, answers[current.id]);

  const visible = evaluateVisibility(questions, rules, answers);
  const endIndex = flow.endedBy === null ? -1 : flow.path.indexOf(flow.endedBy);
  const sorted = [...questions].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));
  const endOrder =
    flow.endedBy === null ? Infinity : (questions.find((q) => q.id === flow.endedBy)?.order ?? Infinity);
  const statuses: Record<string, QuestionStatus> = {};
  for (const question of sorted) {
    if (question.id === currentId) statuses[question.id] = 'current';
    else if (onPath.has(question.id)) statuses[question.id] = 'on_path';
    else if (!visible.has(question.id)) statuses[question.id] = 'hidden';
    else if (endIndex >= 0 && question.order > endOrder) statuses[question.id] = 'after_end';
    else statuses[question.id] = 'skipped';
  }

  return {
    currentId,
    position: currentId === null ? 0 : flow.path.indexOf(currentId) + 1,
    total: flow.path.length,
    previousId,
    nextId,
    canGoNext: currentId !== null && nextId !== null && !unansweredRequired,
    canGoBack: previousId !== null,
    statuses,
    end:
      current !== undefined && nextId === null
        ? {
            by: flow.endedBy === current.id ? 'rule' : 'last',
            complete: flow.missingRequired.length === 0 && isAnswered(current.type, answers[current.id]),
            missingRequired: flow.missingRequired.length > 0,
          }
        : null,
  };
}

/** What the admin entered per question: a boolean (Ja/Nei), an option, 'self'/'other', or typed text. */
export type TesterInputs = Record<string, unknown>;

/** The answers read from the inputs, and the reason (Norwegian, from parseAnswer) for each unreadable one. */
export interface TesterAnswers {
  /** Canonical answers as an agreement would store them (12 000 → 12000, 1.3.2027 → '2027-03-01'). */
  answers: Record<string, AnswerValue>;
  errors: Record<string, string>;
}

/**
 * Reads each input as the answer to its question with the shared `parseAnswer` (docs/typed-answers.md):
 * a blank input is no answer, an unreadable one is no answer with its message ('Skriv et beløp i
 * kroner, for eksempel 12 000').
 */
export function readTesterAnswers(
  questions: readonly (ValueQuestion & { id: string })[],
  inputs: TesterInputs,
): TesterAnswers {
  const answers: Record<string, AnswerValue> = {};
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const input = inputs[question.id];
    if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) continue;
    const parsed = parseAnswer(question, input);
    if (parsed.ok) answers[question.id] = parsed.value;
    else errors[question.id] = parsed.message;
  }
  return { answers, errors };
}

/**
 * The answers as the logic rules compare them (the same `answersForLogic` the services use): the tester
 * is the one answering, so a party answer 'self' is 'Meg selv' and any other 'Den andre parten'.
 */
export function testerLogicAnswers(
  questions: readonly (ValueQuestion & { id: string })[],
  answers: Record<string, AnswerValue>,
): Answers {
  return answersForLogic(questions, answers, []);
}

/**
 * The answers that count on this route, as a participant's would be stored (`answersOnPath` of the logic
 * engine): an answer to a question the rules now hide or skip is dropped, as the server drops it. `dropped`
 * counts them, so the page can say why an answer given earlier is gone.
 */
export function testerAnswersOnPath(
  questions: readonly (LogicQuestion & ValueQuestion)[],
  rules: readonly LogicRule[],
  answers: Record<string, AnswerValue>,
): { answers: Record<string, AnswerValue>; dropped: number } {
  const onPath = new Set(
    Object.keys(answersOnPath(questions, rules, testerLogicAnswers(questions, answers))),
  );
  const kept = Object.fromEntries(Object.entries(answers).filter(([id]) => onPath.has(id)));
  return { answers: kept, dropped: Object.keys(answers).length - Object.keys(kept).length };
}

/** How the tester asks a question: Ja/Nei or option buttons, a party select, or a value field of the format. */
export type TesterInputKind =
  'yes_no' | 'option' | 'party' | 'date' | 'number' | 'amount' | 'percent' | 'text';

export function testerInputKind(question: ValueQuestion): TesterInputKind {
  if (question.type === 'yes_no') return 'yes_no';
  if (question.type === 'multiple_choice') return 'option';
  return formatOf(question) ?? 'text';
}
