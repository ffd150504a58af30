import { ErrorCode } from '@avtalt/contracts';
import pino from 'pino';
import { Observable } from 'rxjs';
import { createLogger } from './logger';
import { natsMessage as message } from './nats-message.spec-helper';
import { RequestContextServerNats } from './nats-server';
import {
  currentDeadline,
  currentRequestId,
  currentTrace,
  DEADLINE_HEADER,
  REQUEST_ID_HEADER,
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

  it("sends one message per request: the first packet, marked as the last; a stream's later values are dropped", async () => {
    const nats = new RequestContextServerNats({ servers: ['nats://127.0.0.1:1'] }, pino({ level: 'silent' }));
    // An observable whose values arrive apart: Nest would publish each, and its closing packet after them.
    nats.addHandler(
      'test.stream.v1',
      async () =>
        new Observable((subscriber) => {
          subscriber.next({ part: 1 });
          setImmediate(() => {
            subscriber.next({ part: 2 });
            subscriber.complete();
          });
        }),
    );
    const { msg, replies } = message();
    await nats.handleMessage('test.stream.v1', msg);
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(replies).toEqual([{ id: 'p1', response: { part: 1 }, isDisposed: true }]);
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
});
