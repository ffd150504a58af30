import { AsyncLocalStorage } from 'node:async_hooks';
import { headers as natsHeaders, type MsgHdrs } from 'nats';
import type { Attributes } from '@opentelemetry/api';
import { type ActiveTrace, startServerSpan } from './tracing';
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
