import type { LogicQuestion } from './logic.types';

/** Questions in form order, with each question's position in it. */
export interface QuestionIndex {
  sorted: LogicQuestion[];
  /** Position in `sorted`, by question id. */
  position: Map<string, number>;
  /** The question, by id. */
  byId: Map<string, LogicQuestion>;
}

/**
 * The questions in form order: by `order` ascending (a numeric string such as the templates' '3' is read
 * as its number; a missing or non-finite order sorts last), ties
 * broken by `id` (plain code-unit comparison, the same in every browser and in Node). When two entries
 * share an id only the first in that order is kept, and entries without a string id are dropped, so
 * every id appears once. The input is not changed.
 */
export function sortQuestions(questions: readonly LogicQuestion[]): LogicQuestion[] {
  return indexQuestions(questions).sorted;
}

/** {@link sortQuestions} plus lookups by id; shared by the flow and the validation. */
export function indexQuestions(questions: readonly LogicQuestion[]): QuestionIndex {
  const candidates = questions
    .filter((question) => question != null && typeof question.id === 'string' && question.id !== '')
    .map((question, input) => ({ question, input, key: orderKey(question.order) }));
  candidates.sort((a, b) => {
    if (a.key !== b.key) return a.key < b.key ? -1 : 1;
    if (a.question.id !== b.question.id) return a.question.id < b.question.id ? -1 : 1;
    return a.input - b.input;
  });
  const sorted: LogicQuestion[] = [];
  const position = new Map<string, number>();
  const byId = new Map<string, LogicQuestion>();
  for (const { question } of candidates) {
    if (byId.has(question.id)) continue;
    position.set(question.id, sorted.length);
    byId.set(question.id, question);
    sorted.push(question);
  }
  return { sorted, position, byId };
}

function orderKey(order: unknown): number {
  const key =
    typeof order === 'number'
      ? order
      : typeof order === 'string' && order.trim() !== ''
        ? Number(order)
        : NaN;
  return Number.isFinite(key) ? key : Infinity;
}
