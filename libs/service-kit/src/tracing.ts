import { randomFillSync } from 'node:crypto';
import type { Attributes, Context, Span } from '@opentelemetry/api';
import type { TracingSdk } from './tracing-sdk';
import { isValidSpanId, isValidTraceId, type TraceContext, type TraceParent } from './tracing.rules';

/**
 * Traces (docs/tracing.md). The W3C trace context always flows — gateway → NATS headers → services —
 * and every log line of a request carries its `traceId` and `spanId`. The OpenTelemetry SDK is loaded
 * and spans are exported only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set ({@link initTracing}); otherwise
 * each hop makes an id for its part of the work (a span nobody records) and nothing else happens.
 */

/** The trace of the work being done here; `span` is the recording OpenTelemetry span when export is on. */
export interface ActiveTrace extends TraceContext {
  span?: Span;
}

/** The SDK when export is on, else undefined: the one check the hot path makes. */
let sdk: TracingSdk | undefined;

/**
 * Starts the OpenTelemetry SDK when `OTEL_EXPORTER_OTLP_ENDPOINT` (or the traces-only
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set; returns whether it did. Call it first thing in a
 * process, before any traffic. Without the variable no SDK module is even loaded. `requestIdOf` gives the
 * id of the request being handled, added to each database query's span.
 */
export function initTracing(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
  requestIdOf?: () => string | undefined,
): boolean {
  if (sdk) return true;
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (!endpoint || env.OTEL_SDK_DISABLED === 'true') return false;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startTracingSdk } = require('./tracing-sdk') as typeof import('./tracing-sdk');
  sdk = startTracingSdk(serviceName, env, requestIdOf);
  // The buffered spans are exported by the graceful shutdown (shutdown.ts) as its last step before the exit.
  return true;
}

/** Whether spans are recorded and exported in this process. */
export function tracingEnabled(): boolean {
  return sdk !== undefined;
}

/** Exports the spans still buffered and stops the SDK (no-op when export is off). */
export async function shutdownTracing(): Promise<void> {
  const current = sdk;
  sdk = undefined;
  await current?.shutdown();
}

/**
 * Random bytes for ids, taken from a pool refilled 4 KB at a time: one `randomBytes` call per id cost
 * more than the rest of the trace context together (docs/tracing.md, "Cost").
 */
const pool = Buffer.allocUnsafe(4096);
let poolOffset = pool.length;

function randomHex(bytes: number): string {
  if (poolOffset + bytes > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const hex = pool.toString('hex', poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return hex;
}

/** A new random trace id (32 hex digits, not all zero). */
export function newTraceId(): string {
  const id = randomHex(16);
  return isValidTraceId(id) ? id : newTraceId();
}

/** A new random span id (16 hex digits, not all zero). */
export function newSpanId(): string {
  const id = randomHex(8);
  return isValidSpanId(id) ? id : newSpanId();
}

/** The OpenTelemetry context whose current span is the (possibly remote) parent. */
function parentContext(
  api: TracingSdk['api'],
  parent: TraceParent | ActiveTrace | undefined,
  tracestate?: string,
): Context {
  if (!parent) return api.ROOT_CONTEXT;
  if ('span' in parent && parent.span) return api.trace.setSpan(api.ROOT_CONTEXT, parent.span);
  const spanId = 'parentSpanId' in parent ? parent.parentSpanId : parent.spanId;
  return api.trace.setSpanContext(api.ROOT_CONTEXT, {
    traceId: parent.traceId,
    spanId,
    traceFlags: parent.sampled ? api.TraceFlags.SAMPLED : api.TraceFlags.NONE,
    isRemote: 'parentSpanId' in parent,
    traceState: tracestate ? api.createTraceState(tracestate) : undefined,
  });
}

function fromSpan(span: Span, tracestate: string | undefined): ActiveTrace {
  const { traceId, spanId, traceFlags } = span.spanContext();
  return { traceId, spanId, sampled: (traceFlags & 1) === 1, tracestate, span };
}

/**
 * Starts the work of one incoming request or message: a server span, child of the caller's
 * `traceparent` (or the root of a new trace). Without export, an id for this hop in the caller's trace
 * (or a new one, not sampled).
 */
export function startServerSpan(
  name: string,
  parent: TraceParent | undefined,
  tracestate: string | undefined,
  attributes: Attributes,
): ActiveTrace {
  if (!sdk) {
    return parent
      ? { traceId: parent.traceId, spanId: newSpanId(), sampled: parent.sampled, tracestate }
      : { traceId: newTraceId(), spanId: newSpanId(), sampled: false };
  }
  const span = sdk.tracer.startSpan(
    name,
    { kind: sdk.api.SpanKind.SERVER, attributes },
    parentContext(sdk.api, parent, tracestate),
  );
  return fromSpan(span, tracestate);
}

/**
 * Starts an outgoing call made as part of `parent` (the current request's trace): a client span when
 * export is on; without export the caller's own span is the callee's parent, and a call made outside
 * any request starts a new (unsampled) trace.
 */
export function startClientSpan(
  name: string,
  parent: ActiveTrace | undefined,
  attributes: Attributes,
): ActiveTrace {
  if (!sdk) return parent ?? { traceId: newTraceId(), spanId: newSpanId(), sampled: false };
  const span = sdk.tracer.startSpan(
    name,
    { kind: sdk.api.SpanKind.CLIENT, attributes },
    parent ? parentContext(sdk.api, parent, parent.tracestate) : sdk.api.context.active(),
  );
  return fromSpan(span, parent?.tracestate);
}

/** Ends a span started by this module (no-op without export); an error code marks it failed. */
export function endSpan(trace: ActiveTrace | undefined, errorCode?: string, attributes?: Attributes): void {
  const span = trace?.span;
  if (!span || !sdk) return;
  if (attributes) span.setAttributes(attributes);
  if (errorCode !== undefined) {
    span.setAttribute('avtalt.error_code', errorCode);
    span.setStatus({ code: sdk.api.SpanStatusCode.ERROR, message: errorCode });
  }
  span.end();
}

/** Runs `work` with `trace`'s span current for OpenTelemetry (so the `pg` query spans are its children). */
export function runInSpan<T>(trace: ActiveTrace | undefined, work: () => T): T {
  if (!sdk || !trace?.span) return work();
  return sdk.api.context.with(sdk.api.trace.setSpan(sdk.api.context.active(), trace.span), work);
}
