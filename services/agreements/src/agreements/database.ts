import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

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

/** Raw queries may return timestamps as strings (the ORM's type parsers); rows always carry Dates. */
export type Timestamps<T, K extends keyof T> = Omit<T, K> & { [P in K]: Date | string };
