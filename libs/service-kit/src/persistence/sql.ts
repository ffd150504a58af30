import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The persistence kit: what repositories that write SQL share (docs/persistence.md). SQL itself lives
 * only in `*.repository.ts` files; services call repositories.
 */

/** A connection, or the transaction a writer runs in (both send SQL the same way). */
export interface Sql {
  execute<T>(sql: string, params?: unknown[]): Promise<T>;
}

/**
 * The ORM's connection or transactional entity manager as {@link Sql}. The row type of each query is
 * stated by the repository method that sends it, next to the SQL whose column aliases produce it.
 */
export function sqlOf(target: { execute(sql: string, params?: unknown[]): Promise<unknown> }): Sql {
  return { execute: <T>(sql: string, params: unknown[] = []) => target.execute(sql, params) as Promise<T> };
}

/** Runs `work` in one transaction (committed when it resolves, rolled back when it throws). */
export function inTransaction<T>(
  em: EntityManager,
  work: (tx: Sql) => Promise<T>,
  isolation?: 'repeatable read',
): Promise<T> {
  const options = isolation ? { isolationLevel: IsolationLevel.REPEATABLE_READ } : {};
  return em.fork().transactional((tx) => work(sqlOf(tx)), options);
}

/** `(?, ?, …), (?, ?, …)` for `rows` rows of the given column casts. */
export function valuesList<T>(
  rows: readonly T[],
  casts: string[],
  params: (row: T) => unknown[],
): { sql: string; params: unknown[] } {
  const tuple = `(${casts.map((cast) => `?::${cast}`).join(', ')})`;
  return { sql: rows.map(() => tuple).join(', '), params: rows.flatMap(params) };
}

/** `?, ?, …` for a list of values. */
export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

/** A statement that changed fewer rows than it had to: the transaction must not commit. */
export function expectCount(what: string, written: unknown[], expected: number): void {
  if (written.length !== expected) throw new Error(`${what}: ${written.length} of ${expected} rows written`);
}

/** Raw queries may return timestamps as strings (the ORM's type parsers); rows always carry Dates. */
export type Timestamps<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | string };

/** A row read with {@link Timestamps} as the row type says it is: each of `keys` a Date. */
export function withDates<T, K extends keyof T>(row: Timestamps<T, K>, keys: readonly K[]): T {
  const copy: Record<string, unknown> = { ...row };
  for (const key of keys) {
    const value = copy[key as string];
    if (value !== null && value !== undefined) copy[key as string] = new Date(value as Date | string);
  }
  return copy as T;
}
