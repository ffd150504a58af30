import { defineRpc, ErrorCode } from '@avtalt/contracts';
import type { ClientProxy } from '@nestjs/microservices';
import { z } from 'zod';
import { rpcRequest } from './nats';
import { REQUEST_ID_HEADER, runWithRequestId } from './request-context';
import { DomainError } from './rpc-errors';

const ping = defineRpc(
  'test.ping.v1',
  z.strictObject({ n: z.number() }),
  z.object({ pong: z.number() }),
  1234,
);

/** A client whose NATS connection answers every request with `reply`, recording what was sent. */
function fakeClient(reply: unknown) {
  const sent: { subject: string; data: string; timeout: number; requestId?: string }[] = [];
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
        requestId: options.headers?.get(REQUEST_ID_HEADER),
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
});
