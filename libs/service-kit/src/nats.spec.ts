import { defineRpc, ErrorCode } from '@avtalt/contracts';
import type { ClientProxy } from '@nestjs/microservices';
import { z } from 'zod';
import { rpcRequest } from './nats';
import { DEADLINE_HEADER, REQUEST_ID_HEADER, runInRequest, runWithRequestId } from './request-context';
import { DomainError } from './rpc-errors';
import { parseTraceparent, TRACEPARENT_HEADER } from './tracing.rules';

const ping = defineRpc(
  'test.ping.v1',
  z.strictObject({ n: z.number() }),
  z.object({ pong: z.number() }),
  1234,
);

/** A client whose NATS connection answers every request with `reply`, recording what was sent. */
function fakeClient(reply: unknown) {
  const sent: { subject: string; data: string; timeout: number; requestId?: string; deadline?: number }[] =
    [];
  const connection = {
    request: async (
      subject: string,
      data: string,
      options: { timeout: number; headers?: { get(k: string): string } },
    ) => {
      sent.push({
        subject,
        data,
        timeout: options.timeout,
        requestId: options.headers?.get(REQUEST_ID_HEADER) || undefined,
        deadline: Number(options.headers?.get(DEADLINE_HEADER)),
      });
      if (reply instanceof Error) throw reply;
      return { string: () => JSON.stringify(reply) };
    },
  };
  const client = { connect: async () => undefined, unwrap: () => connection } as unknown as ClientProxy;
  return { client, sent };
}

describe('rpcRequest', () => {
  it('sends on the definition’s subject with its time limit and returns the validated reply', async () => {
    const { client, sent } = fakeClient({ response: { pong: 2, extra: 'dropped' } });
    await expect(rpcRequest(client, ping, { n: 1 })).resolves.toEqual({ pong: 2 });
    expect(sent[0]).toMatchObject({ subject: 'test.ping.v1', timeout: 1234 });
    expect(JSON.parse(sent[0].data)).toMatchObject({ pattern: 'test.ping.v1', data: { n: 1 } });
  });

  it('refuses a reply that does not match the reply schema (INTERNAL, never passed on)', async () => {
    const { client } = fakeClient({ response: { pong: 'two' } });
    await expect(rpcRequest(client, ping, { n: 1 })).rejects.toMatchObject({ code: ErrorCode.Internal });
  });

  it('keeps the callee’s domain errors and turns a timeout into SERVICE_UNAVAILABLE', async () => {
    const refused = fakeClient({ err: { code: 'NOT_PARTICIPANT', message: 'Bare deltakere' } });
    await expect(rpcRequest(refused.client, ping, { n: 1 })).rejects.toEqual(
      new DomainError(ErrorCode.NotParticipant, 'Bare deltakere'),
    );
    const down = fakeClient(new Error('TIMEOUT'));
    await expect(rpcRequest(down.client, ping, { n: 1 })).rejects.toMatchObject({
      code: ErrorCode.ServiceUnavailable,
    });
  });

  it('passes the current request id on in a header', async () => {
    const { client, sent } = fakeClient({ response: { pong: 1 } });
    await runWithRequestId('req-42', () => rpcRequest(client, ping, { n: 1 }));
    await rpcRequest(client, ping, { n: 2 });
    await rpcRequest(client, ping, { n: 3 }, { requestId: 'req-43' });
    expect(sent.map((s) => s.requestId)).toEqual(['req-42', undefined, 'req-43']);
  });

  it('sends the moment it stops waiting as an absolute deadline (now + its time limit)', async () => {
    const { client, sent } = fakeClient({ response: { pong: 1 } });
    const before = Date.now();
    await rpcRequest(client, ping, { n: 1 });
    expect(sent[0].deadline).toBeGreaterThanOrEqual(before + 1234);
    expect(sent[0].deadline).toBeLessThanOrEqual(Date.now() + 1234);
    expect(sent[0].timeout).toBeLessThanOrEqual(1234);
  });

  it('passes on the earlier deadline of the message it handles, and waits no longer than it', async () => {
    const { client, sent } = fakeClient({ response: { pong: 1 } });
    const deadline = Date.now() + 300;
    await runInRequest({ requestId: 'r', deadline }, () => rpcRequest(client, ping, { n: 1 }));
    expect(sent[0].deadline).toBe(deadline);
    expect(sent[0].timeout).toBeLessThanOrEqual(300);
    // A later deadline of our caller does not lengthen our own limit.
    await runInRequest({ requestId: 'r', deadline: Date.now() + 60_000 }, () =>
      rpcRequest(client, ping, { n: 2 }),
    );
    expect(sent[1].timeout).toBeLessThanOrEqual(1234);
  });

  it('sends nothing once its own caller has given up', async () => {
    const { client, sent } = fakeClient({ response: { pong: 1 } });
    await expect(
      runInRequest({ requestId: 'r', deadline: Date.now() - 1 }, () => rpcRequest(client, ping, { n: 1 })),
    ).rejects.toMatchObject({ code: ErrorCode.ServiceUnavailable });
    expect(sent).toHaveLength(0);
  });
});

describe('rpcRequest: the W3C trace context', () => {
  const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

  function tracedClient() {
    const traceparents: (string | undefined)[] = [];
    const connection = {
      request: async (_s: string, _d: string, options: { headers?: { get(k: string): string } }) => {
        traceparents.push(options.headers?.get(TRACEPARENT_HEADER) || undefined);
        return { string: () => JSON.stringify({ response: { pong: 1 } }) };
      },
    };
    const client = { connect: async () => undefined, unwrap: () => connection } as unknown as ClientProxy;
    return { client, traceparents };
  }

  it('passes on the given trace, the caller’s span as the parent (export off)', async () => {
    const { client, traceparents } = tracedClient();
    await rpcRequest(
      client,
      ping,
      { n: 1 },
      { trace: { traceId: TRACE, spanId: 'aaaaaaaaaaaaaaaa', sampled: true } },
    );
    expect(traceparents).toEqual([`00-${TRACE}-aaaaaaaaaaaaaaaa-01`]);
  });

  it('passes on the trace of the message being handled, and starts one for a call outside any', async () => {
    const { client, traceparents } = tracedClient();
    const trace = { traceId: TRACE, spanId: 'bbbbbbbbbbbbbbbb', sampled: false };
    await runInRequest({ requestId: 'r', trace }, () => rpcRequest(client, ping, { n: 1 }));
    await rpcRequest(client, ping, { n: 1 });
    expect(traceparents[0]).toBe(`00-${TRACE}-bbbbbbbbbbbbbbbb-00`);
    expect(parseTraceparent(traceparents[1])?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(parseTraceparent(traceparents[1])?.traceId).not.toBe(TRACE);
  });
});
