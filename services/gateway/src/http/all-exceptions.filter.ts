import { ErrorCode, Messages, type ErrorBody } from '@avtalt/contracts';
import { describeError, DomainError } from '@avtalt/service-kit';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { isRedisUnavailable } from '../redis/redis-errors';
import { sendError } from './error-language';
import { TOO_DEEP_BODY } from './json-body';
import { CODE_BY_HTTP_STATUS, HTTP_STATUS_BY_CODE } from '../rpc/http-status.table';

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: Messages.invalidBody,
  401: Messages.unauthenticated,
  403: Messages.forbidden,
  404: Messages.notFound,
  413: Messages.payloadTooLarge,
  503: Messages.serviceUnavailable,
};

const codeOf = (status: number): ErrorCode => CODE_BY_HTTP_STATUS[status] ?? ErrorCode.ValidationFailed;

/**
 * Maps an error to an HTTP status and a JSON body `{code, message, details?, errorId?}`: the status
 * from the one table of codes, never a stack trace.
 */
export function toHttpError(exception: unknown, logger: Logger): { status: number; body: ErrorBody } {
  if (exception instanceof DomainError) {
    const status = HTTP_STATUS_BY_CODE[exception.code];
    if (exception.code === ErrorCode.Internal || status === undefined) return internal(exception, logger);
    return {
      status,
      body: {
        code: exception.code,
        message: exception.message,
        ...(exception.details === undefined ? {} : { details: exception.details }),
      },
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status >= 500) return internal(exception, logger);
    const response = exception.getResponse();
    const custom =
      typeof response === 'object' && response !== null && 'avtaltMessage' in response
        ? String(response.avtaltMessage)
        : undefined;
    return {
      status,
      body: { code: codeOf(status), message: custom ?? MESSAGE_BY_STATUS[status] ?? Messages.invalidBody },
    };
  }
  // Redis down or not answering (sessions, login limits): the request is fine, try again later.
  if (isRedisUnavailable(exception))
    return {
      status: HTTP_STATUS_BY_CODE[ErrorCode.ServiceUnavailable],
      body: { code: ErrorCode.ServiceUnavailable, message: Messages.serviceUnavailable },
    };
  const status = (exception as { status?: number; type?: string }).status;
  const type = (exception as { type?: string }).type;
  if (type === 'entity.parse.failed')
    return { status: 400, body: { code: ErrorCode.InvalidJson, message: Messages.invalidJson } };
  if (type === TOO_DEEP_BODY)
    return { status: 400, body: { code: ErrorCode.InvalidJson, message: Messages.tooDeeplyNested } };
  if (type === 'entity.too.large')
    return { status: 413, body: { code: ErrorCode.PayloadTooLarge, message: MESSAGE_BY_STATUS[413] } };
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      status,
      body: { code: codeOf(status), message: MESSAGE_BY_STATUS[status] ?? Messages.invalidBody },
    };
  }
  return internal(exception, logger);
}

/**
 * A 500 with an errorId. An INTERNAL answered by a service keeps the id that service logged the error
 * under, so the id a user reports finds the line with the cause. Logged as its summary (describeError).
 */
function internal(exception: unknown, logger: Logger): { status: number; body: ErrorBody } {
  const fromService = exception instanceof DomainError ? exception.errorId : undefined;
  const errorId = fromService ?? randomUUID();
  if (fromService) logger.error({ errorId }, 'unexpected error in a service');
  else logger.error({ err: describeError(exception), errorId }, 'unexpected error');
  return { status: 500, body: { code: ErrorCode.Internal, message: Messages.internal, errorId } };
}

/** The HTTP exception filter of the gateway: every error leaves as JSON, in the caller's language. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const { status, body } = toHttpError(exception, this.logger);
    if (response.headersSent) return;
    sendError(http.getRequest<Request>(), response, status, body);
  }
}
