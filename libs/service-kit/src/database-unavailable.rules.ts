import { ConnectionException } from '@mikro-orm/core';

/** System error codes of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say the database is not there (rather than that the statement is wrong): class 08
 * (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now
 * (starting up, shutting down, recovery), 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATE = /^(?:08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What pg, its pool and knex say when a connection breaks or none can be had. */
const UNAVAILABLE_MESSAGE = new RegExp(
  [
    'Connection terminated',
    'Connection ended unexpectedly',
    'Client has encountered a connection error and is not queryable',
    'Client was closed and is not queryable',
    'Timeout acquiring a connection',
    'timeout exceeded when trying to connect',
    'the database system is (?:starting up|shutting down|in recovery mode)',
    'terminating connection due to administrator command',
  ].join('|'),
  'i',
);

const MAX_DEPTH = 4;

/**
 * Whether an error means "the database cannot be reached right now" — Postgres stopped, restarting,
 * the connection lost, no free connection in time — so the caller gets SERVICE_UNAVAILABLE (503, try
 * again) instead of INTERNAL (500, a bug). Looks through `cause` and AggregateError's `errors`
 * (a connection attempt to every address of `localhost`).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return false;
  if (error instanceof ConnectionException) return true;
  const { code, name } = error as Error & { code?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (name === 'KnexTimeoutError') return true;
  // knex puts the statement first: `<sql> - Connection terminated unexpectedly`.
  if (UNAVAILABLE_MESSAGE.test(error.message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e: unknown) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
