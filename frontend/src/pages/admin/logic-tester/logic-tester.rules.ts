import {
  computePath,
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

export const QUESTION_STATUS_LABELS: Readonly<Record<QuestionStatus, string>> = {
  current: 'Nå',
  on_path: 'Vises',
  hidden: 'Skjult',
  skipped: 'Hoppet over',
  after_end: 'Etter slutt',
};

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
  };
}
