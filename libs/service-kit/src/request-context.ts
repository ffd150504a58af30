import { AsyncLocalStorage } from 'node:async_hooks';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { headers as natsHeaders, type MsgHdrs } from 'nats';
import type { Logger } from 'pino';
import { Observable } from 'rxjs';

/** The header (HTTP and NATS) that carries the id of the user's request through every service. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id we accept from outside: short, plain characters (anything else is replaced). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

const store = new AsyncLocalStorage<{ requestId: string }>();

export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && SANE_REQUEST_ID.test(value);
}

/** Runs `work` (and everything it starts) as part of the request with this id. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return store.run({ requestId }, work);
}

/** The id of the request being handled here, if any. */
export function currentRequestId(): string | undefined {
  return store.getStore()?.requestId;
}

/** NATS headers for an outgoing message: the current request id travels on. */
export function outgoingHeaders(): MsgHdrs | undefined {
  const requestId = currentRequestId();
  if (!requestId) return undefined;
  const headers = natsHeaders();
  headers.set(REQUEST_ID_HEADER, requestId);
  return headers;
}

/**
 * Runs every NATS message handler inside the request it belongs to (the id from the message's
 * headers), so each log line it writes carries `requestId` and each call it makes passes it on. Logs
 * one line per handled message at debug level.
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const nats = context.switchToRpc().getContext<NatsContext>();
    const incoming = nats?.getHeaders?.()?.get(REQUEST_ID_HEADER);
    if (!isSaneRequestId(incoming)) return next.handle();
    const subject = nats.getSubject();
    const started = performance.now();
    return new Observable((subscriber) =>
      runWithRequestId(incoming, () =>
        next.handle().subscribe({
          next: (value) => subscriber.next(value),
          error: (error: unknown) => {
            this.logger.debug({ subject, durationMs: Math.round(performance.now() - started), failed: true }, 'message handled');
            subscriber.error(error);
          },
          complete: () => {
            this.logger.debug({ subject, durationMs: Math.round(performance.now() - started) }, 'message handled');
            subscriber.complete();
          },
        }),
      ),
    );
  }
}
