import type { AgreementQuestion, Comparison } from '@avtalt/contracts';
import { answersOnPath, computePath, type LogicQuestion, type LogicRule } from '@avtalt/logic';

/** Spec §9: at most ten dots, and the login prompt from 75 % of the questions. */
export const MAX_DOTS = 10;
export const LOGIN_PROMPT_AT = 0.75;

export type Dot = 'done' | 'current' | 'todo';
export type YesNoAnswers = Record<string, boolean>;

/** The agreement's questions as the logic engine reads them. */
export function toLogicQuestions(questions: readonly AgreementQuestion[]): LogicQuestion[] {
  return questions.map((q) => ({ id: q.id, type: q.type, order: q.order, required: q.required }));
}

/** The rules of every question in one list (a rule is listed once even if two questions carry it). */
export function toLogicRules(questions: readonly AgreementQuestion[]): LogicRule[] {
  const byId = new Map<string, LogicRule>();
  for (const question of questions) {
    for (const rule of question.rules ?? []) if (!byId.has(rule.id)) byId.set(rule.id, { ...rule });
  }
  return [...byId.values()];
}

/** The caller's saved answers of this round, to start from. */
export function prefilledAnswers(questions: readonly AgreementQuestion[]): YesNoAnswers {
  const answers: YesNoAnswers = {};
  for (const q of questions) if (typeof q.yourAnswer === 'boolean') answers[q.id] = q.yourAnswer;
  return answers;
}

/** Where the flow opens: the first unanswered question on the path, else the first question. */
export function startQuestion(
  questions: LogicQuestion[],
  rules: LogicRule[],
  answers: YesNoAnswers,
): string | null {
  const { path, firstUnanswered } = computePath(questions, rules, answers);
  return firstUnanswered ?? path[0] ?? null;
}

/** What the final submit sends: only the yes/no answers to questions on the path the answers lead to. */
export function submittableAnswers(
  questions: LogicQuestion[],
  rules: LogicRule[],
  answers: YesNoAnswers,
): YesNoAnswers {
  const onPath = answersOnPath(questions, rules, answers);
  const result: YesNoAnswers = {};
  for (const [id, value] of Object.entries(onPath)) if (typeof value === 'boolean') result[id] = value;
  return result;
}

/** The answers without one question's (skipping a question leaves it unanswered). */
export function withoutAnswer(answers: YesNoAnswers, questionId: string): YesNoAnswers {
  const rest = { ...answers };
  delete rest[questionId];
  return rest;
}

/** The progress bar: question X of N as a percentage (0 when there are no questions). */
export function progressPercent(position: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round(((position + 1) / total) * 100)));
}

/**
 * The progress dots: one per question up to ten; with more questions each dot stands for an equal share
 * of them, and the dot holding the current question is `current`.
 */
export function progressDots(position: number, total: number, max = MAX_DOTS): Dot[] {
  if (total <= 0) return [];
  const count = Math.min(total, max);
  const clamped = Math.min(Math.max(position, 0), total - 1);
  const current = Math.min(count - 1, Math.floor((clamped * count) / total));
  return Array.from({ length: count }, (_, i) => (i < current ? 'done' : i === current ? 'current' : 'todo'));
}

/** Spec §2: the login prompt shows to a logged-out respondent who has reached 75 % of the questions. */
export function shouldPromptLogin(position: number, total: number, loggedIn: boolean): boolean {
  if (loggedIn || total <= 0) return false;
  return (position + 1) / total >= LOGIN_PROMPT_AT;
}

/** The red badges on Ja and Nei: how many have answered each, from the comparison. */
export function answerCounts(
  comparison: Comparison | null | undefined,
  questionId: string,
): { yes: number; no: number } {
  const row = comparison?.questionAnswers.find((qa) => qa.questionId === questionId);
  let yes = 0;
  let no = 0;
  for (const answer of row?.answers ?? []) {
    if (answer.response === true) yes += 1;
    else if (answer.response === false) no += 1;
  }
  return { yes, no };
}
