import { defineConfig, type Options, ReflectMetadataProvider } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { DefaultLogger, type LoggerNamespace, type LogContext, type MigrationObject } from '@mikro-orm/core';
import { Client } from 'pg';
import { DeadlineCommitGuard } from './deadline';

/**
 * Creates the service's own database when it does not exist yet, so a fresh Postgres cluster
 * needs nothing but a role with CREATEDB. Safe when several replicas start at once.
 */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Unsupported database name: ${database}`);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (existing.rowCount === 0) {
      await client.query(`CREATE DATABASE "${database}"`).catch((error: { code?: string }) => {
        // 42P04 duplicate_database, 23505 unique_violation: another replica created it first.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` while holding a Postgres session-level advisory lock on `key` in the given database, so
 * that processes (replicas starting at once) run it one at a time.
 */
export async function withAdvisoryLock<T>(
  databaseUrl: string,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    // Ending the session releases the lock even when the unlock is not reached.
    await client.end();
  }
}

export interface OrmSettings {
  clientUrl: string;
  entities: Options['entities'];
  migrations: MigrationObject[];
}

/**
 * MikroORM's logger without its query log: a logged query carries its parameter values (e-mail
 * addresses, password hashes), and `MIKRO_ORM_DEBUG` in the environment (or a `.env` file) would turn
 * it on behind the options' back. Its other messages (warnings, deprecations) stay.
 */
export class OrmLoggerWithoutQueries extends DefaultLogger {
  override logQuery(_context: { query: string } & LogContext): void {
    // never: see the class comment
  }

  override isEnabled(namespace: LoggerNamespace, context?: LogContext): boolean {
    return namespace !== 'query' && namespace !== 'query-params' && super.isEnabled(namespace, context);
  }
}

/**
 * MikroORM options shared by every service: entities given as classes (no file globs), migrations
 * compiled in, each run in a transaction, timestamps in UTC. Every commit made while handling a
 * message checks the caller's deadline first ({@link DeadlineCommitGuard}); queries are never logged
 * ({@link OrmLoggerWithoutQueries}).
 */
export function ormOptions(settings: OrmSettings): Options {
  return defineConfig({
    clientUrl: settings.clientUrl,
    entities: settings.entities,
    metadataProvider: ReflectMetadataProvider,
    // A service may keep its SQL in a repository of its own and declare no entities (agreements).
    discovery: { disableDynamicFileAccess: true, warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: {
      migrationsList: settings.migrations,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    debug: false,
    loggerFactory: (options) => new OrmLoggerWithoutQueries(options),
    subscribers: [new DeadlineCommitGuard()],
    allowGlobalContext: false,
  });
}
