import { AsyncLocalStorage } from 'node:async_hooks';
import { ErrorCode, Messages } from '@avtalt/contracts';
import { type NatsOptions, ServerNats } from '@nestjs/microservices';
import { headers as natsHeaders, type Msg as NatsMsg, type MsgHdrs } from 'nats';
import type { Attributes } from '@opentelemetry/api';
import type { Logger } from 'pino';
import { metrics } from './metrics';
import { natsOutcome } from './operations.rules';
import { type ActiveTrace, endSpan, runInSpan, startServerSpan } from './tracing';
import {
  formatTraceparent,
  type TraceContext,
  parseTraceparent,
  saneTracestate,
  TRACEPARENT_HEADER,
  TRACESTATE_HEADER,
} from './tracing.rules';

/** The header (HTTP and NATS) that carries the id of the user's request through every service. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The NATS header with the moment (epoch milliseconds) the caller stops waiting for the reply. A
 * service does not start a message whose deadline has passed, and commits no write after it
 * (docs/deadlines-and-failure-answers.md).
 */
export const DEADLINE_HEADER = 'x-deadline';

/** A request id we accept from outside: short, plain characters (anything else is replaced). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Epoch milliseconds as sent in {@link DEADLINE_HEADER}. */
const SANE_DEADLINE = /^\d{1,15}$/;

interface RequestContext {
  requestId?: string;
  /** Epoch milliseconds at which the caller stops waiting; undefined outside a request. */
  deadline?: number;
  /** The trace and span of the work (docs/tracing.md): every log line names both. */
  trace?: ActiveTrace;
}

const store = new AsyncLocalStorage<RequestContext>();

export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && SANE_REQUEST_ID.test(value);
}

/** Runs `work` (and everything it starts) as part of the request with this id. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return store.run({ requestId }, work);
}

/** Runs `work` (and everything it starts) as part of a request: its id and its caller's deadline. */
export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return store.run(context, work);
}

/**
 * Runs `work` in the current request but without its deadline: for work shared by several callers
 * with deadlines of their own (the agreements writer's batches check each command's deadline).
 */
export function runWithoutDeadline<T>(work: () => T): T {
  const current = store.getStore();
  if (!current?.deadline) return work();
  return store.run({ requestId: current.requestId, trace: current.trace }, work);
}

/** The id of the request being handled here, if any. */
export function currentRequestId(): string | undefined {
  return store.getStore()?.requestId;
}

/** The request being handled here (its id, deadline and trace), if any: one lookup for the logger. */
export function currentRequest(): Readonly<RequestContext> | undefined {
  return store.getStore();
}

/** The trace of the message being handled here, if any. */
export function currentTrace(): ActiveTrace | undefined {
  return store.getStore()?.trace;
}

/** When the caller of the message being handled here stops waiting (epoch ms), if it said. */
export function currentDeadline(): number | undefined {
  return store.getStore()?.deadline;
}

/**
 * NATS headers for an outgoing message: the request id (when there is one), the deadline and the W3C
 * trace context (`traceparent` naming the caller's span — the client span when export is on — and
 * `tracestate` when the trace has one).
 */
export function requestHeaders(
  requestId: string | undefined,
  deadline?: number,
  trace?: TraceContext,
): MsgHdrs | undefined {
  if (!requestId && deadline === undefined && !trace) return undefined;
  const headers = natsHeaders();
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  if (deadline !== undefined) headers.set(DEADLINE_HEADER, String(deadline));
  if (trace) {
    headers.set(TRACEPARENT_HEADER, formatTraceparent(trace.traceId, trace.spanId, trace.sampled));
    if (trace.tracestate) headers.set(TRACESTATE_HEADER, trace.tracestate);
  }
  return headers;
}

/**
 * The request an incoming NATS message (a request or a JetStream event) belongs to: the sender's
 * request id when it is sane, and a `process <subject>` server span continuing the sender's trace context
 * (a new trace without one). `attributes` are added to the span's messaging attributes.
 */
export function incomingMessage(
  subject: string,
  headers: MsgHdrs | undefined,
  attributes: Attributes = {},
): { requestId: string | undefined; trace: ActiveTrace } {
  const header = headers?.get(REQUEST_ID_HEADER);
  const requestId = isSaneRequestId(header) ? header : undefined;
  const trace = startServerSpan(
    `process ${subject}`,
    parseTraceparent(headers?.get(TRACEPARENT_HEADER)),
    saneTracestate(headers?.get(TRACESTATE_HEADER)),
    {
      'messaging.system': 'nats',
      'messaging.operation.name': 'process',
      'messaging.destination.name': subject,
      ...attributes,
      ...(requestId ? { 'avtalt.request_id': requestId } : {}),
    },
  );
  return { requestId, trace };
}

/**
 * Who caused work that outlives the request, such as an event written to an outbox and published later:
 * the request's id and W3C trace context, as stored with the work and sent on with it.
 */
export interface RequestOrigin {
  requestId?: string;
  traceparent?: string;
  tracestate?: string;
}

/** The origin of work started now: the current request's id and trace (empty outside a request). */
export function currentOrigin(): RequestOrigin {
  const current = store.getStore();
  const origin: RequestOrigin = {};
  if (current?.requestId) origin.requestId = current.requestId;
  const trace = current?.trace;
  if (trace) {
    origin.traceparent = formatTraceparent(trace.traceId, trace.spanId, trace.sampled);
    if (trace.tracestate) origin.tracestate = trace.tracestate;
  }
  return origin;
}

/**
 * NATS headers for a message sent later on behalf of `origin` (the outbox relay): its request id and
 * trace context, so the consumer logs under the same request id and continues the same trace.
 * Undefined when the origin is empty; what is not well-formed is left out.
 */
export function originHeaders(origin: RequestOrigin): MsgHdrs | undefined {
  const requestId = isSaneRequestId(origin.requestId) ? origin.requestId : undefined;
  const parent = parseTraceparent(origin.traceparent);
  const trace = parent && {
    traceId: parent.traceId,
    spanId: parent.parentSpanId,
    sampled: parent.sampled,
    tracestate: saneTracestate(origin.tracestate),
  };
  return requestHeaders(requestId, undefined, trace);
}

/** The deadline a message carries, or undefined when it has none (or a malformed one). */
export function deadlineOf(headers: MsgHdrs | undefined): number | undefined {
  const raw = headers?.get(DEADLINE_HEADER);
  return raw && SANE_DEADLINE.test(raw) ? Number(raw) : undefined;
}

/**
 * Nest's NATS server, with every incoming message handled inside the request it belongs to (the id
 * from its `x-request-id` header, the deadline from `x-deadline`): each log line written meanwhile
 * carries `requestId`, each call made meanwhile passes both on, and each transaction committed
 * meanwhile checks the deadline first (database.ts). A message whose deadline has already passed
 * (it waited in NATS or in this process, e.g. while the process was stopped) is not handled at all:
 * its caller has answered 503, so doing the work now would apply a write the user was told failed.
 * It gets SERVICE_UNAVAILABLE in case its caller still listens (clocks a little apart).
 *
 * Wrapping the transport's own entry point costs one AsyncLocalStorage `run` per message; a Nest
 * interceptor doing the same cost ~8 % of the comparison's throughput (docs/performance.md). Each
 * handled message is logged at debug level.
 */
export class RequestContextServerNats extends ServerNats {
  constructor(
    options: NonNullable<NatsOptions['options']>,
    private readonly requestLogger: Logger,
  ) {
    super(options);
  }

  /** When each message being handled arrived (for the latency histogram, docs/metrics.md). */
  private readonly arrivals = new WeakMap<NatsMsg, bigint>();
  /** The span of each message being handled, ended with its last reply packet (docs/tracing.md). */
  private readonly traces = new WeakMap<NatsMsg, ActiveTrace>();

  override handleMessage(channel: string, natsMsg: NatsMsg): Promise<unknown> {
    this.arrivals.set(natsMsg, process.hrtime.bigint());
    const { requestId, trace } = incomingMessage(natsMsg.subject, natsMsg.headers);
    const deadline = deadlineOf(natsMsg.headers);
    this.traces.set(natsMsg, trace);
    return runInRequest({ requestId, deadline, trace }, () =>
      runInSpan(trace, () => {
        if (deadline !== undefined && Date.now() >= deadline) return this.refuseExpired(natsMsg, deadline);
        if (this.requestLogger.isLevelEnabled('debug'))
          this.requestLogger.debug({ subject: natsMsg.subject }, 'message received');
        const handled = super.handleMessage(channel, natsMsg);
        // A message without a reply subject has no last packet: its span ends when its handler does.
        if (!natsMsg.reply && trace.span) void handled.finally(() => endSpan(trace)).catch(() => undefined);
        return handled;
      }),
    );
  }

  /**
   * Nest's reply function for a message, which also records the message's latency and outcome per
   * subject once its last packet (an error, or the disposing one) goes out.
   */
  override getPublisher(
    natsMsg: NatsMsg,
    id: string,
    ctx: Parameters<ServerNats['getPublisher']>[2],
  ): (response: unknown) => unknown {
    const publish = super.getPublisher(natsMsg, id, ctx) as (response: unknown) => unknown;
    if (!natsMsg.reply) return publish;
    let replied = false;
    return (response: unknown) => {
      const packet = response as { err?: unknown; isDisposed?: boolean } | undefined;
      const last =
        !replied &&
        packet !== undefined &&
        packet !== null &&
        (packet.isDisposed === true || (packet.err !== undefined && packet.err !== null));
      if (!last) return publish(response);
      replied = true;
      try {
        return publish(response);
      } finally {
        // After the reply, whatever publish did: bookkeeping must not hide publish's own error.
        try {
          this.onReplied(
            natsMsg,
            packet.err === undefined || packet.err === null ? undefined : errorCodeOf(packet.err),
          );
        } catch (error) {
          this.requestLogger.error({ subject: natsMsg.subject, err: error }, 'recording a reply failed');
        }
      }
    };
  }

  /**
   * Called once per message with a reply subject, when its last reply packet (the disposing one, or an
   * error) has been published; `code` is the error's. Records the latency and outcome; a subclass that
   * counts the messages in flight (DrainingServerNats) extends it.
   */
  protected onReplied(natsMsg: NatsMsg, code: string | undefined): void {
    this.observe(natsMsg, code);
  }

  private observe(natsMsg: NatsMsg, code: string | undefined): void {
    const arrived = this.arrivals.get(natsMsg);
    const seconds = arrived === undefined ? 0 : Number(process.hrtime.bigint() - arrived) / 1e9;
    metrics.natsServerDuration().observe({ subject: natsMsg.subject, outcome: natsOutcome(code) }, seconds);
    if (code !== undefined) metrics.natsServerErrors().inc({ subject: natsMsg.subject, code });
    endSpan(this.traces.get(natsMsg), code);
  }

  /** Answers a message that arrived after its caller gave up, without handling it. */
  private async refuseExpired(natsMsg: NatsMsg, deadline: number): Promise<void> {
    this.requestLogger.warn(
      { subject: natsMsg.subject, lateMs: Date.now() - deadline },
      'message refused: its caller stopped waiting',
    );
    if (!natsMsg.reply) return endSpan(this.traces.get(natsMsg), ErrorCode.ServiceUnavailable);
    let id: unknown;
    try {
      id = (JSON.parse(natsMsg.string()) as { id?: unknown }).id;
    } catch {
      // not Nest's packet: answer without an id
    }
    this.observe(natsMsg, ErrorCode.ServiceUnavailable);
    natsMsg.respond(
      JSON.stringify({
        id,
        isDisposed: true,
        err: { code: ErrorCode.ServiceUnavailable, message: Messages.serviceUnavailable },
      }),
    );
  }
}

/** The code of an error packet (`{code, message}` of a DomainError), or UNKNOWN for anything else. */
function errorCodeOf(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'UNKNOWN';
}
