import { ErrorCode } from '@avtalt/contracts';
import { headers as natsHeaders, type Msg } from 'nats';
import pino from 'pino';
import { currentDeadline, currentRequestId, DEADLINE_HEADER, REQUEST_ID_HEADER, RequestContextServerNats } from './request-context';

/** A NATS message as the server receives it: Nest's packet, headers, and a way to record replies. */
function message(headers: Record<string, string>) {
  const replies: unknown[] = [];
  const hdrs = natsHeaders();
  for (const [key, value] of Object.entries(headers)) hdrs.set(key, value);
  const packet = JSON.stringify({ pattern: 'test.write.v1', data: { n: 1 }, id: 'p1' });
  const msg = {
    subject: 'test.write.v1',
    reply: '_INBOX.1',
    headers: hdrs,
    data: new TextEncoder().encode(packet),
    string: () => packet,
    respond: (data: Uint8Array | string) => {
      replies.push(JSON.parse(typeof data === 'string' ? data : new TextDecoder().decode(data)));
      return true;
    },
  } as unknown as Msg;
  return { msg, replies };
}

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
    const { msg, replies } = message({ [REQUEST_ID_HEADER]: 'req-2', [DEADLINE_HEADER]: String(Date.now() - 1) });
    await nats.handleMessage('test.write.v1', msg);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([]);
    expect(replies).toEqual([{ id: 'p1', isDisposed: true, err: { code: ErrorCode.ServiceUnavailable, message: expect.any(String) } }]);
  });

  it('ignores a malformed deadline (handled as if none was sent)', async () => {
    const { nats, seen } = server();
    const { msg } = message({ [DEADLINE_HEADER]: 'soon' });
    await nats.handleMessage('test.write.v1', msg);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([{ requestId: undefined, deadline: undefined }]);
  });
});
