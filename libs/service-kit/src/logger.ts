import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { describeError, errorText, scrubText } from './error-summary.rules';
import { currentRequest } from './request-context';

/** Keys whose values never reach a log line. */
const REDACT = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'cookie',
  'req.headers.cookie',
  'authorization',
  'sessionId',
  'token',
  'email',
];

/**
 * A pino logger writing JSON lines to stdout, tagged with the service name. Errors logged under `err`
 * or `error` are written as their summary (`describeError`): never a statement with its values, a
 * password hash, an e-mail address or a session id.
 */
export function createLogger(
  service: string,
  level = process.env.LOG_LEVEL ?? 'info',
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service },
    redact: { paths: [...REDACT, ...REDACT.map((k) => `*.${k}`)], censor: '[redacted]' },
    serializers: { err: describeError, error: describeError },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // Every line written while handling a user's request names it, and its trace and span
    // (request-context.ts, docs/tracing.md).
    mixin: () => {
      const request = currentRequest();
      if (!request) return {};
      const { requestId, trace } = request;
      if (!trace) return requestId ? { requestId } : {};
      return requestId
        ? { requestId, traceId: trace.traceId, spanId: trace.spanId }
        : { traceId: trace.traceId, spanId: trace.spanId };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A framework message as a log text: an error as its summary, any text scrubbed. */
const textOf = (message: unknown): string =>
  message instanceof Error ? errorText(message) : scrubText(String(message));

/** Stack frames of a trace Nest passes along (its first line repeats the error's message). */
function framesOf(trace: string | undefined): string | undefined {
  if (trace === undefined) return undefined;
  const frames = trace.split('\n').filter((line) => /^\s+at\s/.test(line));
  return frames.length > 0 ? frames.map((line) => scrubText(line.trim())).join('\n') : scrubText(trace);
}

/**
 * Nest's logger interface on top of pino, so framework messages are JSON lines too. Nest (and code
 * using its `Logger`) passes text, which may quote an error: it is scrubbed like error messages.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, textOf(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace: framesOf(trace) }, textOf(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, textOf(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, textOf(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, textOf(message));
  }
}
