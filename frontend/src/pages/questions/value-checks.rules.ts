import type { AgreementQuestion } from '@avtalt/contracts';
import { checkableAnswers, checkValues, type AnswerValue } from '@avtalt/logic';
import type { FieldIssue } from '../../api/http';
import { toLogicQuestions, toLogicRules, type FlowAnswers } from './question-flow.rules';

/**
 * Issue 33 (docs/value-checks.md): the value checks of the question flow. The browser runs the same
 * checks as the server (checkValues of @avtalt/logic) on the value as soon as it is read, so an error
 * shows under the field before anything is sent and a warning asks for «Ja, verdien er riktig».
 */

/** What the checks say about one value: the first error (it blocks the answer) and the warnings. */
export interface ValueCheckVerdict {
  error: string | null;
  warnings: string[];
}

export const NO_VERDICT: ValueCheckVerdict = { error: null, warnings: [] };

/** Today's date in Norway (`YYYY-MM-DD`), as the server judges «not in the future». */
export function osloToday(now: Date = new Date()): string {
  // sv-SE formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The verdict on `value` as the answer to `questionId`, with the other answers of the flow on the path
 * they lead to: the question's own checks, and those of later answers that name it (a payout changed
 * after the due date). A check naming a question not answered here is skipped; the server, which knows
 * the answers of earlier rounds too, may still refuse it, and its 400 is shown the same way:
 * {@link serverVerdict}.
 */
export function valueVerdict(
  questions: readonly AgreementQuestion[],
  answers: FlowAnswers,
  questionId: string,
  value: AnswerValue,
  today: string,
  selfIds: readonly string[] = [],
): ValueCheckVerdict {
  if (!questions.some((q) => q.checks && q.checks.length > 0)) return NO_VERDICT;
  const onPath = checkableAnswers(
    toLogicQuestions(questions),
    toLogicRules(questions),
    { ...answers, [questionId]: value },
    selfIds,
  );
  const issues = checkValues(questions, onPath, today, { questionIds: [questionId], selfIds });
  return {
    error: issues.find((i) => i.severity === 'error')?.message ?? null,
    warnings: issues.filter((i) => i.severity === 'warning').map((i) => i.message),
  };
}

/** A verdict with its messages in the reader's language (`checkMessagesIn`). */
export function verdictIn(verdict: ValueCheckVerdict, words: (message: string) => string): ValueCheckVerdict {
  if (verdict.error === null && verdict.warnings.length === 0) return verdict;
  return {
    error: verdict.error === null ? null : words(verdict.error),
    warnings: verdict.warnings.map(words),
  };
}

/**
 * The question ids whose warnings the person confirmed and that are among the answers sent (a
 * confirmation of an answer since removed is not sent).
 */
export function confirmedWarningIds(confirmed: ReadonlySet<string>, answers: FlowAnswers): string[] {
  return [...confirmed].filter((id) => answers[id] !== undefined);
}

/**
 * The server's 400 about one question as a verdict (VALIDATION_FAILED of a check: an error; its own code
 * VALUE_WARNINGS_UNCONFIRMED: warnings): the issues at `answers.<id>` of an answer set, or every issue
 * of a saved answer (`response`). Null when the 400 says nothing about the question.
 */
export function serverVerdict(
  code: string | null,
  details: readonly FieldIssue[],
  questionId: string,
  saved = false,
): ValueCheckVerdict | null {
  const mine = details
    .filter((d) => d.path === `answers.${questionId}` || (saved && d.path === 'response'))
    .map((d) => d.message);
  if (mine.length === 0) return null;
  if (code === 'VALUE_WARNINGS_UNCONFIRMED') return { error: null, warnings: mine };
  return { error: mine[0], warnings: [] };
}

/** The first question of `ids` (in flow order) the server's 400 names at `answers.<id>`, or null. */
export function firstNamedQuestion(details: readonly FieldIssue[], ids: readonly string[]): string | null {
  const named = new Set(details.map((d) => d.path.replace(/^answers\./, '')));
  return ids.find((id) => named.has(id)) ?? null;
}
