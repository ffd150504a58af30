import type { TestClient } from '@avtalt/service-kit/testing';
import WebSocket from 'ws';

/** Joins the agreement's discussion as `p`, posts a message and returns the frame that answered it. */
export async function postInChat(
  p: TestClient,
  gatewayUrl: string,
  agreementId: string,
  content: string,
): Promise<{ type: string; code?: string }> {
  const socket = new WebSocket(`${gatewayUrl.replace('http', 'ws')}/ws`, {
    headers: { cookie: p.cookieHeader, origin: gatewayUrl },
  });
  try {
    const frames: { type: string; code?: string }[] = [];
    let wake = () => {};
    socket.on('message', (data) => {
      frames.push(JSON.parse(data.toString()));
      wake();
    });
    const next = async (type: string | string[]) => {
      const types = Array.isArray(type) ? type : [type];
      for (;;) {
        const i = frames.findIndex((f) => types.includes(f.type));
        if (i >= 0) return frames.splice(i, 1)[0]!;
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no ${types.join('/')} frame`)), 10_000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    };
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'join', agreementId }));
    await next('history');
    socket.send(JSON.stringify({ type: 'message', agreementId, content }));
    return await next(['message', 'error']);
  } finally {
    socket.close();
  }
}
