import { ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { ErrorCode, Messages, rpcErrorSchema, toFieldIssues, type RpcErrorPayload } from '@avtalt/contracts';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import { z } from 'zod';
import { isDatabaseUnavailable } from './database-unavailable.rules';
import { describeError } from './error-summary.rules';

/**
 * A failure the caller can act on: a code from the contracts, a Norwegian message a user may see,
 * and optional details (e.g. field issues).
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** For INTERNAL: the id the service that failed logged the error under (shown to the user). */
    readonly errorId?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toPayload(): RpcErrorPayload {
    return {
      code: this.code,
      message: this.message,
      ...(this.details === undefined ? {} : { details: this.details }),
      ...(this.errorId === undefined ? {} : { errorId: this.errorId }),
    };
  }

  /** Rebuilds a DomainError from an RPC error payload, or returns undefined when it is not one. */
  static fromPayload(value: unknown): DomainError | undefined {
    const parsed = rpcErrorSchema.safeParse(value);
    if (!parsed.success) return undefined;
    return new DomainError(parsed.data.code, parsed.data.message, parsed.data.details, parsed.data.errorId);
  }
}

/**
 * A write refused because its caller stops waiting before it could commit (deadline.ts): the caller
 * answers 503, so the write must not happen. SERVICE_UNAVAILABLE, logged as a warning.
 */
export class DeadlinePassedError extends DomainError {
  constructor() {
    super(ErrorCode.ServiceUnavailable, Messages.serviceUnavailable);
    this.name = 'DeadlinePassedError';
  }
}

/** A validation failure with the field issues of a zod error as details. */
export function validationError(error: z.ZodError, message: string = Messages.invalidBody): DomainError {
  const issues = toFieldIssues(error);
  return new DomainError(ErrorCode.ValidationFailed, issues[0]?.message ?? message, issues);
}

/** Parses `value` with `schema`, throwing a validation DomainError on failure. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * Turns every error thrown by a message handler into an RPC error payload. Domain errors keep
 * their code and message; a database that cannot be reached is SERVICE_UNAVAILABLE (503, try again);
 * anything else becomes INTERNAL with an errorId that is also logged, so no stack trace ever leaves
 * the service. The log line carries the error's summary (`describeError`): class, code, constraint
 * and table, stack frames — never the statement, its values or the message of a database error.
 */
@Catch()
export class RpcErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    return throwError(() => this.toPayload(exception));
  }

  toPayload(exception: unknown): RpcErrorPayload {
    if (exception instanceof DeadlinePassedError)
      this.logger.warn('write not committed: its caller stops waiting');
    if (exception instanceof DomainError) return exception.toPayload();
    if (exception instanceof z.ZodError) return validationError(exception).toPayload();
    if (exception instanceof RpcException) {
      const fromRpc = DomainError.fromPayload(exception.getError());
      if (fromRpc) return fromRpc.toPayload();
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn({ err: describeError(exception) }, 'database unavailable');
      return { code: ErrorCode.ServiceUnavailable, message: Messages.serviceUnavailable };
    }
    const errorId = randomUUID();
    this.logger.error({ err: describeError(exception), errorId }, 'unexpected error in message handler');
    return { code: ErrorCode.Internal, message: Messages.internal, errorId };
  }
}
