import { type AnswerValue, parseAnswer } from '@avtalt/logic';
import type { QuestionType, ValueFormat } from '../templates/templates.schema';

/** What checking an answer needs to know about its question (an agreement's own copy of it). */
export interface AnswerQuestion {
  id: string;
  text: string;
  type: QuestionType;
  options?: readonly string[] | null;
  format?: ValueFormat | null;
}

export interface AnswerValueIssue {
  /** `answers.<questionId>` for an answer set, `response` for one answer. */
  path: string;
  /** Names the question: `«Hvor mye er husleien?»: Skriv et beløp i kroner, for eksempel 12 000`. */
  message: string;
}

/** `«question»: message`, so a 400 says which answer is wrong. */
export function answerIssueMessage(question: Pick<AnswerQuestion, 'text'>, message: string): string {
  const text = question.text.trim().replace(/\s+/g, ' ');
  const short = text.length > 120 ? `${text.slice(0, 117)}…` : text;
  return `«${short}»: ${message}`;
}

/**
 * Checks each answer of a request against its question (docs/typed-answers.md) and returns the
 * canonical values (`12 000,00` → 12000, `1.3.2027` → '2027-03-01', an option in the question's own
 * spelling). Answers to ids that are not questions here are left out of both lists: the round rules
 * refuse those with their own message. Any issue means nothing of the request may be stored.
 */
export function checkAnswerValues(
  questions: readonly AnswerQuestion[],
  answers: Readonly<Record<string, unknown>>,
  path: (questionId: string) => string = (id) => `answers.${id}`,
): { values: Record<string, AnswerValue>; issues: AnswerValueIssue[] } {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const values: Record<string, AnswerValue> = {};
  const issues: AnswerValueIssue[] = [];
  for (const [id, raw] of Object.entries(answers)) {
    const question = byId.get(id);
    if (!question) continue;
    const parsed = parseAnswer(question, raw);
    if (parsed.ok) values[id] = parsed.value;
    else issues.push({ path: path(id), message: answerIssueMessage(question, parsed.message) });
  }
  return { values, issues };
}
