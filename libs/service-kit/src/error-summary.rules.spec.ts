import { PostgreSqlExceptionConverter } from '@mikro-orm/postgresql';
import { Writable } from 'node:stream';
import { describeError, errorText, scrubText } from './error-summary.rules';
import { createLogger, PinoNestLogger } from './logger';

const EMAIL = 'kari.nordmann@example.no';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';

/**
 * The error identity's register gets from a unique violation, built the way the drivers build it:
 * pg's DatabaseError fields, knex's message (`<statement with its values> - <postgres message>`) and
 * MikroORM's conversion (which appends `detail` to the message).
 */
function uniqueViolationOnRegister(): Error {
  const pgError = Object.assign(
    new Error(
      `insert into "users" ("first_name", "last_name", "username", "email", "password_hash") values ('Kari', 'Nordmann', 'kari', '${EMAIL}', '${HASH}') returning "id" - duplicate key value violates unique constraint "users_email_unique"`,
    ),
    {
      name: 'error',
      severity: 'ERROR',
      code: '23505',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      schema: 'public',
      table: 'users',
      constraint: 'users_email_unique',
      routine: '_bt_check_unique',
    },
  );
  return new PostgreSqlExceptionConverter().convertException(pgError);
}

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('describeError', () => {
  it('keeps class, SQLSTATE, constraint and table of a database error, never its statement, e-mail or hash', () => {
    const error = uniqueViolationOnRegister();
    // The driver's own message does carry them: that is what must not be logged.
    expect(error.message).toContain(HASH);
    expect(error.message).toContain(EMAIL);
    const summary = describeError(error);
    expect(summary).toMatchObject({
      type: 'UniqueConstraintViolationException',
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
      routine: '_bt_check_unique',
      message: 'database error 23505',
    });
    const text = JSON.stringify(summary);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain(EMAIL);
    expect(text).not.toMatch(/insert into/i);
    expect(text).not.toContain('Key (email)');
  });

  it('scrubs hashes, e-mail addresses, session ids and statements out of other messages', () => {
    expect(scrubText(`login for ${EMAIL} failed`)).toBe('login for [e-post] failed');
    expect(scrubText(`hash ${HASH} is odd`)).toBe('hash [hash] is odd');
    expect(scrubText('cookie avtalt.sid=s%3AAbCdEfGhIjKlMnOpQrStUvWxYz012345.sig%2Bnature')).toBe(
      'cookie avtalt.sid=[sesjon]',
    );
    expect(scrubText('missing sess:AbCdEfGhIjKlMnOpQrSt in redis')).toBe('missing sess:[sesjon] in redis');
    expect(scrubText(`update "users" set "email" = '${EMAIL}' where "id" = 1 - deadlock`)).toBe(
      '[SQL utelatt]',
    );
    expect(scrubText('x'.repeat(1000))).toHaveLength(301);
  });

  it('summarises causes, aggregate errors and values that are not errors, and keeps stack frames only', () => {
    const wrapped = new Error(`could not save ${EMAIL}`, { cause: uniqueViolationOnRegister() });
    const summary = describeError(wrapped);
    expect(summary.message).toBe('could not save [e-post]');
    expect(summary.cause).toMatchObject({ type: 'UniqueConstraintViolationException', code: '23505' });
    expect(summary.stack).toMatch(/^at /);
    expect(summary.stack).not.toContain(EMAIL);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(describeError(new AggregateError([refused], 'all failed')).errors?.[0]).toMatchObject({
      code: 'ECONNREFUSED',
    });
    expect(describeError(`text with ${EMAIL}`)).toEqual({ type: 'string', message: 'text with [e-post]' });
    expect(describeError({ message: HASH, code: 'X' })).toEqual({
      type: 'Object',
      message: '[hash]',
      code: 'X',
    });
    expect(describeError(describeError(wrapped))).toEqual(summary);
    expect(errorText(uniqueViolationOnRegister())).toBe(
      'UniqueConstraintViolationException 23505: database error 23505',
    );
    // What the driver says about a lost connection carries no data of the request: it is kept.
    const cut = new PostgreSqlExceptionConverter().convertException(
      new Error(`select * from users where email = '${EMAIL}' - Connection terminated unexpectedly`),
    );
    expect(describeError(cut).message).toBe('database error: Connection terminated unexpectedly');
  });
});

describe('logs written through createLogger and PinoNestLogger', () => {
  it('carry the summary of an error logged under err, and no e-mail or hash anywhere', () => {
    const { lines, stream } = capture();
    const logger = createLogger('identity', 'info', stream);
    logger.error({ err: uniqueViolationOnRegister(), errorId: 'e-1' }, 'unexpected error in message handler');
    logger.info({ user: { email: EMAIL, passwordHash: HASH } }, 'a careless line');
    new PinoNestLogger(logger).error(
      uniqueViolationOnRegister(),
      uniqueViolationOnRegister().stack,
      'ExceptionsHandler',
    );
    new PinoNestLogger(logger).warn(`legal text not stored: ${String(uniqueViolationOnRegister())}`);
    const output = lines.join('');
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[0])).toMatchObject({
      errorId: 'e-1',
      err: { type: 'UniqueConstraintViolationException', constraint: 'users_email_unique' },
    });
    expect(output).not.toContain(EMAIL);
    expect(output).not.toContain('argon2');
    expect(output).not.toMatch(/insert into/i);
  });
});
