import {
  currentOrigin,
  originHeaders,
  REQUEST_ID_HEADER,
  requestHeaders,
  runInRequest,
} from './request-context';
import { TRACEPARENT_HEADER, TRACESTATE_HEADER } from './tracing.rules';

describe('requestHeaders: the W3C trace context of an outgoing message', () => {
  const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
  const PARENT = '00f067aa0ba902b7';

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
