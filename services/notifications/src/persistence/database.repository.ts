import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** A connection or the transaction a handler runs in; the repositories write their statements on it. */
export interface Sql {
  execute<T = Record<string, unknown>[]>(sql: string, params?: unknown[]): Promise<T>;
}

/** `?, ?, ?` for a list bound as separate values. */
export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

function sqlOf(em: EntityManager): Sql {
  return { execute: <T>(query: string, params: unknown[] = []) => em.execute(query, params) as Promise<T> };
}

/**
 * Where the service's connections and transactions come from. It holds no statement: each table family's
 * statements are in its `*.repository.ts`, called with the `Sql` this gives.
 */
@Injectable()
export class Database {
  constructor(private readonly em: EntityManager) {}

  /** A fresh connection outside any transaction. */
  sql(): Sql {
    return sqlOf(this.em.fork());
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.em.fork().transactional((em) => work(sqlOf(em)));
  }
}
