import { DriverException } from '@mikro-orm/core';

/**
 * What a log line says about an error: enough to find the cause (class, code, constraint and table,
 * where in the code), never the data the failing request carried. Database errors are the dangerous
 * case: the driver puts the whole statement with its parameters in `message` (an INSERT into users
 * carries the e-mail address and the password hash) and Postgres puts key values in `detail`
 * (`Key (email)=(…) already exists`). Those fields are never copied; other messages are scrubbed.
 */
export interface ErrorSummary {
  /** The error's class, e.g. `UniqueConstraintViolationException`, `TypeError`. */
  type: string;
  message: string;
  /** SQLSTATE of a database error, errno code of a system error, or a DomainError's code. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  /** The Postgres function that raised a database error (e.g. `_bt_check_unique`). */
  routine?: string;
  /** Stack frames only: the first line of `stack` repeats the message. */
  stack?: string;
  cause?: ErrorSummary;
  /** The first errors of an AggregateError (e.g. one connection attempt per address). */
  errors?: ErrorSummary[];
}

const MAX_MESSAGE = 300;
const MAX_INPUT = 20_000;
const MAX_FRAMES = 12;
const MAX_DEPTH = 3;

const ARGON2_HASH = /\$argon2(?:id|i|d)\$[A-Za-z0-9+/=$,.-]*/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** A signed express-session cookie value (`s:<id>.<signature>`, URL-encoded or not), or a session key. */
const SESSION_COOKIE = /s(?::|%3A)[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_/+=%-]+/gi;
const SESSION_KEY = /sess:[A-Za-z0-9_-]{8,}/g;
/** A statement the driver put in a message (knex: `<sql with values> - <postgres message>`). */
const SQL_STATEMENT =
  /\b(?:insert\s+into|update\s+\S+\s+set|delete\s+from|select\s[\s\S]*?\sfrom|with\s+\S+\s+as\s*\()\s[\s\S]*/i;

/**
 * A text with what must not reach a log replaced: SQL statements (with their values), password
 * hashes, e-mail addresses and session ids. Cut to a few hundred characters.
 */
export function scrubText(text: string): string {
  // Very long texts are cut first (keeping whole words, so no half address slips through).
  const bounded = text.length > MAX_INPUT ? text.slice(0, MAX_INPUT).replace(/\S*$/, '') : text;
  const scrubbed = bounded
    .replace(SQL_STATEMENT, '[SQL utelatt]')
    .replace(ARGON2_HASH, '[hash]')
    .replace(SESSION_COOKIE, '[sesjon]')
    .replace(SESSION_KEY, 'sess:[sesjon]')
    .replace(EMAIL, '[e-post]');
  return scrubbed.length > MAX_MESSAGE ? `${scrubbed.slice(0, MAX_MESSAGE)}…` : scrubbed;
}

type Fields = Record<string, unknown>;

/**
 * Driver messages that carry no data of a request (about the connection, not the statement): kept in
 * the summary of a database error, so a log says *why* the database failed.
 */
const SAFE_DRIVER_MESSAGE =
  /^(?:Connection terminated[a-z ]*|Connection ended unexpectedly|terminating connection [a-z ]+|the database system is [a-z ]+|sorry, too many clients already|Knex: Timeout acquiring a connection[A-Za-z .]*)$/;

/** The message of a database error when it is one of the safe ones (after knex's `<sql> - `). */
function safeDriverMessage(message: string): string | undefined {
  const cut = message.lastIndexOf(' - ');
  const tail = (cut >= 0 ? message.slice(cut + 3) : message).split('\n')[0].trim();
  return SAFE_DRIVER_MESSAGE.test(tail) ? tail : undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A Postgres (or driver) error: MikroORM's wrapper, or pg's own DatabaseError. */
export function isDatabaseError(error: unknown): boolean {
  if (error instanceof DriverException) return true;
  if (!(error instanceof Error)) return false;
  const fields = error as unknown as Fields;
  return (
    error.name === 'DatabaseError' ||
    (typeof fields.severity === 'string' && /^[0-9A-Z]{5}$/.test(String(fields.code)))
  );
}

function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const lines = stack
    .split('\n')
    .filter((line) => /^\s+at\s/.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => scrubText(line.trim()));
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/**
 * The loggable summary of anything thrown (see {@link ErrorSummary}). Used as pino's `err`
 * serializer by every service, by the RPC error filter and by the gateway's exception filter.
 */
export function describeError(error: unknown, depth = 0): ErrorSummary {
  // Already a summary (a caller summarised before handing it to a logger that summarises too).
  if (typeof error === 'object' && error !== null && summaries.has(error)) return error as ErrorSummary;
  const summary = summarise(error, depth);
  summaries.add(summary);
  return summary;
}

const summaries = new WeakSet<object>();

function summarise(error: unknown, depth: number): ErrorSummary {
  if (!(error instanceof Error)) {
    if (error === null || error === undefined || typeof error !== 'object') {
      return { type: typeof error, message: scrubText(String(error)) };
    }
    const fields = error as Fields;
    return {
      type: error.constructor?.name ?? 'Object',
      message: scrubText(text(fields.message) ?? '[not an Error]'),
      ...(text(fields.code) ? { code: String(fields.code) } : {}),
    };
  }
  const fields = error as unknown as Fields;
  const database = isDatabaseError(error);
  const summary: ErrorSummary = {
    type: error.name && error.name !== 'Error' ? error.name : (error.constructor?.name ?? 'Error'),
    // Never the message of a database error: it is the statement with its values, or names them.
    message: database
      ? `database error${text(fields.code) ? ` ${String(fields.code)}` : ''}${safeDriverMessage(error.message) ? `: ${safeDriverMessage(error.message)}` : ''}`
      : scrubText(error.message),
  };
  const code = fields.code ?? fields.errno;
  if (typeof code === 'string' || typeof code === 'number') summary.code = String(code);
  if (database) {
    for (const key of ['constraint', 'table', 'column', 'schema', 'routine'] as const) {
      const value = text(fields[key]);
      if (value) summary[key] = value;
    }
  }
  const stack = frames(error.stack);
  if (stack) summary.stack = stack;
  if (depth < MAX_DEPTH) {
    if (error.cause !== undefined) summary.cause = describeError(error.cause, depth + 1);
    if (error instanceof AggregateError && Array.isArray(error.errors)) {
      summary.errors = error.errors.slice(0, 3).map((e: unknown) => describeError(e, depth + 1));
    }
  }
  return summary;
}

/** One line for loggers that take text (Nest's `Logger`): `Type CODE: message`. */
export function errorText(error: unknown): string {
  const { type, code, message } = describeError(error);
  return `${type}${code ? ` ${code}` : ''}: ${message}`;
}
