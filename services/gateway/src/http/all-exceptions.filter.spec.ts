import { ErrorCode, UserMessages, ValidationMessages } from '@avtalt/contracts';
import { createLogger, DomainError } from '@avtalt/service-kit';
import { type ArgumentsHost, NotFoundException } from '@nestjs/common';
import type { Response } from 'express';
import pino from 'pino';
import { ClientOfflineError, TimeoutError } from 'redis';
import { RedisUnavailableError } from '../redis/redis-errors';
import { HTTP_STATUS_BY_CODE } from '../rpc/http-status.table';
import { AllExceptionsFilter, toHttpError } from './all-exceptions.filter';
import { callerLanguage } from './error-language';

const logger = pino({ level: 'silent' });

describe('HTTP_STATUS_BY_CODE', () => {
  it('gives every error code of the contracts a status', () => {
    for (const code of Object.values(ErrorCode))
      expect(HTTP_STATUS_BY_CODE[code]).toEqual(expect.any(Number));
  });
});

describe('toHttpError', () => {
  it.each([
    [ErrorCode.ValidationFailed, 400],
    [ErrorCode.InvalidCredentials, 401],
    [ErrorCode.LoginRequired, 401],
    [ErrorCode.NotParticipant, 403],
    [ErrorCode.NotInitiator, 403],
    [ErrorCode.JoinClosed, 403],
    [ErrorCode.AgreementClosed, 409],
    [ErrorCode.RoundNotClosed, 409],
    [ErrorCode.NoDisagreement, 409],
    [ErrorCode.LastRound, 409],
    [ErrorCode.OnlyFirstRound, 409],
    [ErrorCode.Forbidden, 403],
    [ErrorCode.NotFound, 404],
    [ErrorCode.Conflict, 409],
    [ErrorCode.RateLimited, 429],
    [ErrorCode.ServiceUnavailable, 503],
  ])('maps %s to %i with the domain message', (code, status) => {
    expect(toHttpError(new DomainError(code, 'Melding', [{ path: 'x', message: 'y' }]), logger)).toEqual({
      status,
      body: { code, message: 'Melding', details: [{ path: 'x', message: 'y' }] },
    });
  });

  it('answers a Norwegian JSON 404 for unknown routes', () => {
    expect(toHttpError(new NotFoundException('Cannot GET /api/x'), logger)).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Fant ikke ressursen' },
    });
  });

  it('maps body-parser failures to 400 and 413', () => {
    expect(
      toHttpError(
        Object.assign(new SyntaxError('Unexpected token'), { type: 'entity.parse.failed', status: 400 }),
        logger,
      ),
    ).toEqual({
      status: 400,
      body: { code: 'INVALID_JSON', message: 'Ugyldig JSON i forespørselen' },
    });
    expect(
      toHttpError(Object.assign(new Error('too large'), { type: 'entity.too.large', status: 413 }), logger)
        .body.code,
    ).toBe('PAYLOAD_TOO_LARGE');
  });

  it('hides unexpected errors behind an errorId, without a stack trace', () => {
    const result = toHttpError(new TypeError('Cannot read properties of undefined'), logger);
    expect(result.status).toBe(500);
    expect(result.body).toEqual({
      code: 'INTERNAL',
      message: 'Noe gikk galt. Prøv igjen senere.',
      errorId: expect.any(String),
    });
    expect(toHttpError(new DomainError(ErrorCode.Internal, 'intern detalj'), logger).body.message).toBe(
      'Noe gikk galt. Prøv igjen senere.',
    );
  });

  it.each([
    ['Redis down (offline queue disabled)', new ClientOfflineError()],
    ['a Redis command that timed out', new TimeoutError()],
    ['a Redis transaction the gateway gave up on', new RedisUnavailableError('timeout')],
  ])('answers 503 SERVICE_UNAVAILABLE in Norwegian for %s, never 500', (_label, error) => {
    expect(toHttpError(error, logger)).toEqual({
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE', message: 'Tjenesten er midlertidig utilgjengelig' },
    });
  });

  it('answers with the errorId the failing service logged, and logs a summary without SQL or personal data', () => {
    expect(
      toHttpError(new DomainError(ErrorCode.Internal, 'Noe gikk galt', undefined, 'e-from-identity'), logger)
        .body.errorId,
    ).toBe('e-from-identity');
    const lines: string[] = [];
    const capturing = createLogger('gateway', 'info', { write: (line: string) => void lines.push(line) });
    const { body } = toHttpError(new Error("update users set email = 'ola@example.no' - timeout"), capturing);
    expect(JSON.parse(lines[0])).toMatchObject({ errorId: body.errorId, err: { message: '[SQL utelatt]' } });
    expect(lines[0]).not.toContain('ola@example.no');
  });
});

/** What the filter sent: status, headers and the JSON body. */
function sent(exception: unknown, headers: Record<string, string>) {
  const answer: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
  const response = {
    headersSent: false,
    setHeader: (name: string, value: string) => void (answer.headers[name.toLowerCase()] = value),
    status: (status: number) => {
      answer.status = status;
      return response;
    },
    json: (body: unknown) => void (answer.body = body),
  };
  const host = {
    switchToHttp: () => ({
      getRequest: () => ({ headers }),
      getResponse: () => response as unknown as Response,
    }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter(logger).catch(exception, host);
  return answer;
}

describe('AllExceptionsFilter', () => {
  const invalid = () =>
    new DomainError(ErrorCode.ValidationFailed, UserMessages.firstName, [
      { path: 'firstName', message: UserMessages.firstName },
      { path: '', message: ValidationMessages.unknownFields('isAdmin') },
    ]);

  it('answers in English by Accept-Language, with Content-Language, status, code and paths unchanged', () => {
    expect(sent(invalid(), { 'accept-language': 'en-GB,en;q=0.9' })).toEqual({
      status: 400,
      headers: { 'content-language': 'en' },
      body: {
        code: 'VALIDATION_FAILED',
        message: 'The first name must be at least 2 characters long',
        details: [
          { path: 'firstName', message: 'The first name must be at least 2 characters long' },
          { path: '', message: 'Unknown field: isAdmin' },
        ],
      },
    });
  });

  it('answers in nynorsk by the avtalt_lang cookie, which wins over Accept-Language', () => {
    const answer = sent(invalid(), { cookie: 'avtalt.sid=s%3Aabc; avtalt_lang=nn', 'accept-language': 'en' });
    expect(answer.headers).toEqual({ 'content-language': 'nn' });
    expect(answer.body).toMatchObject({
      message: 'Førenamnet må ha minst 2 teikn',
      details: [
        { path: 'firstName', message: 'Førenamnet må ha minst 2 teikn' },
        { path: '', message: 'Ukjent felt: isAdmin' },
      ],
    });
    expect(sent(new NotFoundException(), { 'accept-language': 'nn-NO' }).body).toEqual({
      code: 'NOT_FOUND',
      message: 'Fann ikkje ressursen',
    });
  });

  it('answers in bokmål, as the services wrote it, by cookie, by header and without either', () => {
    const callers: Record<string, string>[] = [
      { cookie: 'avtalt_lang=nb', 'accept-language': 'en' },
      { 'accept-language': 'nb-NO' },
      {},
    ];
    for (const headers of callers) {
      const answer = sent(invalid(), headers);
      expect(answer.headers).toEqual({ 'content-language': 'nb' });
      expect(answer.body).toMatchObject({
        message: UserMessages.firstName,
        details: [{ path: 'firstName', message: UserMessages.firstName }, { path: '' }],
      });
    }
  });

  it('keeps the errorId of an unexpected error and a message it does not know', () => {
    const internal = sent(new DomainError(ErrorCode.Internal, 'x', undefined, 'e-7'), {
      'accept-language': 'en',
    });
    expect(internal).toMatchObject({
      status: 500,
      body: { code: 'INTERNAL', message: 'Something went wrong. Please try again later.', errorId: 'e-7' },
    });
    const unknown = sent(new DomainError(ErrorCode.Conflict, 'Beløpet må være minst 100 kr'), {
      'accept-language': 'en',
    });
    expect(unknown.body).toEqual({ code: 'CONFLICT', message: 'Beløpet må være minst 100 kr' });
  });
});

describe('callerLanguage', () => {
  it('reads the cookie, then Accept-Language, else bokmål', () => {
    expect(callerLanguage({ headers: { cookie: 'a=1; avtalt_lang=en' } })).toBe('en');
    expect(callerLanguage({ headers: { cookie: 'avtalt_lang=sv', 'accept-language': 'nn' } })).toBe('nn');
    expect(callerLanguage({ headers: { 'accept-language': '*' } })).toBe('nb');
    expect(callerLanguage({ headers: {} })).toBe('nb');
  });
});
