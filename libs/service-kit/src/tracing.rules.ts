/**
 * W3C trace context (https://www.w3.org/TR/trace-context/): the `traceparent` and `tracestate`
 * headers that carry a trace from the browser or a proxy through the gateway and every NATS hop
 * (docs/tracing.md). Pure: parsing and formatting only.
 */

/** The HTTP and NATS header naming the caller's trace and span. */
export const TRACEPARENT_HEADER = 'traceparent';
/** The vendors' part of the trace context, passed on unchanged next to {@link TRACEPARENT_HEADER}. */
export const TRACESTATE_HEADER = 'tracestate';

/** The trace a piece of work belongs to, and the id of the span (the unit of work) doing it. */
export interface TraceContext {
  /** 32 lower-case hex digits, not all zero. */
  traceId: string;
  /** 16 lower-case hex digits, not all zero: the span doing the work here. */
  spanId: string;
  /** Whether the trace is sampled (recorded), the W3C `sampled` flag. */
  sampled: boolean;
  /** The caller's `tracestate`, passed on as it came. */
  tracestate?: string;
}

const TRACE_ID = /^[0-9a-f]{32}$/;
const SPAN_ID = /^[0-9a-f]{16}$/;
const ZERO_TRACE_ID = '0'.repeat(32);
const ZERO_SPAN_ID = '0'.repeat(16);
/** version-traceid-parentid-flags, and for a future version anything after a further dash. */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
/** A `tracestate` we pass on: `key=value` list members of printable ASCII, at most 512 characters. */
const SANE_TRACESTATE = /^[\x20-\x7e]*=[\x20-\x7e]*$/;

export function isValidTraceId(value: string): boolean {
  return TRACE_ID.test(value) && value !== ZERO_TRACE_ID;
}

export function isValidSpanId(value: string): boolean {
  return SPAN_ID.test(value) && value !== ZERO_SPAN_ID;
}

/** A `traceparent` as the caller sent it: its trace, the caller's span (the parent) and the sampled flag. */
export interface TraceParent {
  traceId: string;
  parentSpanId: string;
  sampled: boolean;
}

/**
 * Parses a `traceparent` header. Anything that is not a valid W3C value (upper-case hex, all-zero ids,
 * version ff, a version-00 value with extra fields, a list of several values) is undefined: the caller
 * then starts a new trace.
 */
export function parseTraceparent(value: unknown): TraceParent | undefined {
  if (typeof value !== 'string' || value.length > 512) return undefined;
  const match = TRACEPARENT.exec(value.trim());
  if (!match) return undefined;
  const [, version, traceId, parentSpanId, flags, rest] = match;
  if (version === 'ff') return undefined;
  if (version === '00' && rest !== undefined) return undefined;
  if (!isValidTraceId(traceId) || !isValidSpanId(parentSpanId)) return undefined;
  return { traceId, parentSpanId, sampled: (parseInt(flags, 16) & 1) === 1 };
}

/** The `traceparent` (version 00) naming `spanId` of `traceId` as the parent of the callee's work. */
export function formatTraceparent(traceId: string, spanId: string, sampled: boolean): string {
  return `00-${traceId}-${spanId}-${sampled ? '01' : '00'}`;
}

/** The `tracestate` to pass on, or undefined when it is missing, empty or malformed. */
export function saneTracestate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > 512 || !SANE_TRACESTATE.test(trimmed)) return undefined;
  return trimmed;
}

/** At most this much of a statement goes into a span. */
const MAX_STATEMENT = 2000;

/**
 * A SQL statement as a span may carry it: every literal replaced by `?`. MikroORM writes the values of
 * a query into its text (`… where user_id = '899b…'`, an e-mail address, a password hash), so the
 * statement the `pg` instrumentation records would carry them; this keeps its shape only. String
 * literals (also `E'…'` and dollar-quoted ones) and numbers standing alone become `?`; identifiers such as
 * `p2` keep their digits. Cut at 2000 characters.
 */
export function sqlWithoutValues(text: string): string {
  const shape = text
    .replace(/\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, '?')
    .replace(/[EeXxBbNn]?'(?:[^']|'')*'/g, '?')
    .replace(/(?<![\w$.])-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?![\w$])/g, '?');
  return shape.length > MAX_STATEMENT ? `${shape.slice(0, MAX_STATEMENT)}…` : shape;
}
