import { ErrorCode } from '@avtalt/contracts';
import pino from 'pino';
import { lastValueFrom } from 'rxjs';
import { z } from 'zod';
import { createLogger } from './logger';
import { DomainError, parseOrThrow, RpcErrorFilter } from './rpc-errors';

describe('RpcErrorFilter', () => {
  const filter = new RpcErrorFilter(pino({ level: 'silent' }));

  it('keeps the code and message of a domain error', () => {
    expect(filter.toPayload(new DomainError(ErrorCode.Conflict, 'Brukernavnet er allerede i bruk'))).toEqual({
      code: 'CONFLICT',
      message: 'Brukernavnet er allerede i bruk',
    });
  });

  it('turns a zod error into a validation failure with field details', () => {
    const result = z.object({ age: z.number('Alder må være et tall') }).safeParse({ age: 'x' });
    const payload = filter.toPayload(result.error);
    expect(payload.code).toBe('VALIDATION_FAILED');
    expect(payload.message).toBe('Alder må være et tall');
    expect(payload.details).toEqual([{ path: 'age', message: 'Alder må være et tall' }]);
  });

  it('hides unexpected errors behind an errorId', async () => {
    const payload = filter.toPayload(new TypeError('secret internals at line 3'));
    expect(payload).toEqual({
      code: 'INTERNAL',
      message: 'Noe gikk galt. Prøv igjen senere.',
      errorId: expect.any(String),
    });
    expect(JSON.stringify(payload)).not.toContain('secret');
    await expect(lastValueFrom(filter.catch(new Error('x'), {} as never))).rejects.toMatchObject({
      code: 'INTERNAL',
    });
  });
});

describe('RpcErrorFilter with a database that cannot be reached', () => {
  it('answers SERVICE_UNAVAILABLE (503, try again), not INTERNAL', () => {
    const lines: string[] = [];
    const filter = new RpcErrorFilter(
      createLogger('test', 'info', { write: (line: string) => void lines.push(line) }),
    );
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(filter.toPayload(refused)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Tjenesten er midlertidig utilgjengelig',
    });
    expect(JSON.parse(lines[0])).toMatchObject({
      msg: 'database unavailable',
      err: { code: 'ECONNREFUSED' },
    });
  });

  it('logs an unexpected error as its summary under the errorId it answers with', () => {
    const lines: string[] = [];
    const filter = new RpcErrorFilter(
      createLogger('test', 'info', { write: (line: string) => void lines.push(line) }),
    );
    const payload = filter.toPayload(new Error("insert into users values ('ola@example.no') - boom"));
    expect(JSON.parse(lines[0])).toMatchObject({
      errorId: payload.errorId,
      err: { type: 'Error', message: '[SQL utelatt]' },
    });
    expect(lines[0]).not.toContain('ola@example.no');
  });
});

describe('parseOrThrow', () => {
  it('returns parsed data or throws a validation DomainError', () => {
    const schema = z.object({ n: z.coerce.number() });
    expect(parseOrThrow(schema, { n: '4' })).toEqual({ n: 4 });
    expect(() => parseOrThrow(z.object({ n: z.number() }), {})).toThrow(DomainError);
  });

  it('round-trips a payload through DomainError.fromPayload', () => {
    const error = DomainError.fromPayload({ code: 'NOT_FOUND', message: 'Fant ikke brukeren' });
    expect(error).toBeInstanceOf(DomainError);
    expect(error?.code).toBe('NOT_FOUND');
    expect(DomainError.fromPayload({ status: 'error', message: 'Internal server error' })).toBeUndefined();
    // The errorId of an INTERNAL travels on, so the user's id is the one in the failing service's log.
    const internal = DomainError.fromPayload({ code: 'INTERNAL', message: 'Noe gikk galt', errorId: 'e-42' });
    expect(internal?.errorId).toBe('e-42');
    expect(internal?.toPayload()).toEqual({ code: 'INTERNAL', message: 'Noe gikk galt', errorId: 'e-42' });
  });
});
