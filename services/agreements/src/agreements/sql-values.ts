import type { AnswerValue } from '@avtalt/logic';

/*
 * What the agreements repositories share to write many rows in one statement and to refuse a write that
 * did not happen.
 */

/** `(?, ?, …), (?, ?, …)` for `rows` rows of the given column casts. */
export function valuesList<T>(
  rows: readonly T[],
  casts: string[],
  params: (row: T) => unknown[],
): { sql: string; params: unknown[] } {
  const tuple = `(${casts.map((cast) => `?::${cast}`).join(', ')})`;
  return { sql: rows.map(() => tuple).join(', '), params: rows.flatMap(params) };
}

/**
 * An answer as a jsonb parameter (`?::jsonb`): its JSON text, so `true`, `12000`, `"2027-03-01"` and
 * `"self"` are stored as the JSON boolean, number and strings they are (read back as the same JS values).
 */
export const jsonValue = (value: AnswerValue): string => JSON.stringify(value);

/** A statement that changed fewer rows than it had to: the transaction must not commit. */
export function expectCount(what: string, written: unknown[], expected: number): void {
  if (written.length !== expected) throw new Error(`${what}: ${written.length} of ${expected} rows written`);
}

/** `?, ?, …` for a list of values. */
export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');
