import { headers as natsHeaders, type Msg } from 'nats';

/** A NATS message as the server receives it: Nest's packet, headers, and a way to record replies. */
export function natsMessage(headers: Record<string, string> = {}) {
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
