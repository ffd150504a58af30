import { ErrorCode } from '@avtalt/contracts';
import pino from 'pino';
import { createLogger } from './logger';
import { natsMessage as message } from './nats-message.spec-helper';
import {
  currentDeadline,
  currentOrigin,
  currentRequestId,
  currentTrace,
  DEADLINE_HEADER,
  originHeaders,
  REQUEST_ID_HEADER,
  RequestContextServerNats,
  requestHeaders,
  runInRequest,
} from './request-context';
import { type TraceContext, TRACEPARENT_HEADER, TRACESTATE_HEADER } from './tracing.rules';

function server() {
  const seen: { requestId?: string; deadline?: number }[] = [];
  const nats = new RequestContextServerNats({ servers: ['nats://127.0.0.1:1'] }, pino({ level: 'silent' }));
  nats.addHandler('test.write.v1', async () => {
    seen.push({ requestId: currentRequestId(), deadline: currentDeadline() });
    return { written: true };
  });
  return { nats, seen };
}

describe('RequestContextServerNats', () => {
  it('runs a message in its request id and deadline, so its writes and calls see both', async () => {
    const { nats, seen } = server();
    const deadline = Date.now() + 5000;
    const { msg, replies } = message({ [REQUEST_ID_HEADER]: 'req-1', [DEADLINE_HEADER]: String(deadline) });
    await nats.handleMessage('test.write.v1', msg);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([{ requestId: 'req-1', deadline }]);
    expect(replies[0]).toMatchObject({ id: 'p1', response: { written: true } });
  });

  it('does not handle a message whose caller has stopped waiting, and answers SERVICE_UNAVAILABLE', async () => {
    const { nats, seen } = server();
    const { msg, replies } = message({
      [REQUEST_ID_HEADER]: 'req-2',
      [DEADLINE_HEADER]: String(Date.now() - 1),
    });
    await nats.handleMessage('test.write.v1', msg);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([]);
    expect(replies).toEqual([
      {
        id: 'p1',
        isDisposed: true,
        err: { code: ErrorCode.ServiceUnavailable, message: expect.any(String) },
      },
    ]);
  });

  it('ignores a malformed deadline (handled as if none was sent)', async () => {
    const { nats, seen } = server();
    const { msg } = message({ [DEADLINE_HEADER]: 'soon' });
    await nats.handleMessage('test.write.v1', msg);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([{ requestId: undefined, deadline: undefined }]);
  });
});

describe('RequestContextServerNats: the W3C trace context', () => {
  const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
  const PARENT = '00f067aa0ba902b7';

  function tracingServer(destination?: pino.DestinationStream) {
    const seen: { trace?: TraceContext; requestId?: string }[] = [];
    const logger = createLogger('test', 'debug', destination ?? { write: () => undefined });
    const nats = new RequestContextServerNats({ servers: ['nats://127.0.0.1:1'] }, logger);
    nats.addHandler('test.write.v1', async () => {
      seen.push({ trace: currentTrace(), requestId: currentRequestId() });
      logger.info('handled');
      return { written: true };
    });
    return { nats, seen };
  }

  it('handles a message in the caller’s trace, as a span of its own (the caller’s span its parent)', async () => {
    const lines: Record<string, unknown>[] = [];
    const { nats, seen } = tracingServer({ write: (line: string) => void lines.push(JSON.parse(line)) });
    const { msg } = message({
      [REQUEST_ID_HEADER]: 'req-t1',
      [TRACEPARENT_HEADER]: `00-${TRACE}-${PARENT}-01`,
      [TRACESTATE_HEADER]: 'vendor=abc',
    });
    await nats.handleMessage('test.write.v1', msg);
    await new Promise((resolve) => setImmediate(resolve));
    const trace = seen[0].trace!;
    expect(trace).toMatchObject({ traceId: TRACE, sampled: true, tracestate: 'vendor=abc' });
    expect(trace.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(trace.spanId).not.toBe(PARENT);
    // every line written meanwhile names the request, the trace and this hop's span
    const handled = lines.find((line) => line.msg === 'handled');
    expect(handled).toMatchObject({ requestId: 'req-t1', traceId: TRACE, spanId: trace.spanId });
    expect(lines.find((line) => line.msg === 'message received')).toMatchObject({
      requestId: 'req-t1',
      traceId: TRACE,
    });
  });

  it('begins a new (unsampled) trace for a message without a valid traceparent', async () => {
    const { nats, seen } = tracingServer();
    await nats.handleMessage(
      'test.write.v1',
      message({ [REQUEST_ID_HEADER]: 'r', [TRACEPARENT_HEADER]: 'garbage' }).msg,
    );
    await nats.handleMessage('test.write.v1', message({ [REQUEST_ID_HEADER]: 'r' }).msg);
    await new Promise((resolve) => setImmediate(resolve));
    const [first, second] = seen.map((s) => s.trace!);
    expect(first.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(second.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(first.traceId).not.toBe(second.traceId);
    expect(first.sampled).toBe(false);
  });

  it('writes traceparent (and tracestate when there is one) into outgoing headers', () => {
    const headers = requestHeaders('req-h', 1000, {
      traceId: TRACE,
      spanId: PARENT,
      sampled: false,
      tracestate: 'a=b',
    })!;
    expect(headers.get(TRACEPARENT_HEADER)).toBe(`00-${TRACE}-${PARENT}-00`);
    expect(headers.get(TRACESTATE_HEADER)).toBe('a=b');
    expect(headers.get(REQUEST_ID_HEADER)).toBe('req-h');
    const plain = requestHeaders(undefined, undefined, { traceId: TRACE, spanId: PARENT, sampled: true })!;
    expect(plain.get(TRACEPARENT_HEADER)).toBe(`00-${TRACE}-${PARENT}-01`);
    expect(plain.has(TRACESTATE_HEADER)).toBe(false);
    expect(requestHeaders(undefined)).toBeUndefined();
  });
});

describe('currentOrigin and originHeaders: a request carried by work that outlives it', () => {
  const trace = {
    traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    spanId: '00f067aa0ba902b7',
    sampled: true,
    tracestate: 'vendor=1',
  };

  it("gives the current request's id and trace context, and nothing outside a request", () => {
    expect(currentOrigin()).toEqual({});
    const origin = runInRequest({ requestId: 'req-9', trace }, () => currentOrigin());
    expect(origin).toEqual({
      requestId: 'req-9',
      traceparent: `00-${trace.traceId}-${trace.spanId}-01`,
      tracestate: 'vendor=1',
    });
  });

  it('turns an origin into the headers a consumer reads, leaving out what is malformed', () => {
    const headers = originHeaders({
      requestId: 'req-9',
      traceparent: `00-${trace.traceId}-${trace.spanId}-01`,
      tracestate: 'vendor=1',
    })!;
    expect(headers.get(REQUEST_ID_HEADER)).toBe('req-9');
    expect(headers.get(TRACEPARENT_HEADER)).toBe(`00-${trace.traceId}-${trace.spanId}-01`);
    expect(headers.get(TRACESTATE_HEADER)).toBe('vendor=1');
    expect(originHeaders({})).toBeUndefined();
    expect(originHeaders({ requestId: 'bad id with spaces', traceparent: 'nonsense' })).toBeUndefined();
    const onlyId = originHeaders({ requestId: 'req-10', traceparent: 'nonsense', tracestate: 'vendor=1' })!;
    expect(onlyId.get(REQUEST_ID_HEADER)).toBe('req-10');
    expect(onlyId.has(TRACEPARENT_HEADER)).toBe(false);
    expect(onlyId.has(TRACESTATE_HEADER)).toBe(false);
  });
});
