import { ConnectionException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { PostgreSqlExceptionConverter } from '@mikro-orm/postgresql';
import { isDatabaseUnavailable } from './database-unavailable.rules';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** An error as pg reports it and MikroORM converts it (the same path a query failure takes). */
const converted = (message: string, fields: Record<string, unknown> = {}) =>
  new PostgreSqlExceptionConverter().convertException(Object.assign(new Error(message), fields));

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'connection refused (Postgres stopped)',
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'every address of localhost refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
    ['an idle connection ended by the server', new Error('Connection terminated unexpectedly')],
    ['knex naming the statement first', converted('select 1 - Connection terminated unexpectedly')],
    [
      'admin shutdown (pg_ctl stop)',
      converted('terminating connection due to administrator command', { code: '57P01', severity: 'FATAL' }),
    ],
    [
      'crash shutdown (stop -m immediate)',
      converted('terminating connection because of crash of another server process', {
        code: '57P02',
        severity: 'FATAL',
      }),
    ],
    ['starting up', converted('the database system is starting up', { code: '57P03', severity: 'FATAL' })],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    [
      'no pool connection in time',
      Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), {
        name: 'KnexTimeoutError',
      }),
    ],
    ['MikroORM’s connection exception', new ConnectionException(new Error('x'))],
    [
      'wrapped as a cause',
      new Error('load failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }),
    ],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [
      'a unique violation',
      new UniqueConstraintViolationException(Object.assign(new Error('duplicate key'), { code: '23505' })),
    ],
    [
      'a syntax error',
      converted('select from - syntax error at or near "from"', { code: '42601', severity: 'ERROR' }),
    ],
    ['a NUL byte in text', withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a value that is not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
