import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyConnectionTimeouts } from '../http/connection-timeouts';
import { drainHttpServer } from './gateway-shutdown';

/** A server whose `/slow` answers after `ms`, and a keep-alive agent (as a browser or ingress keeps sockets). */
async function slowServer(ms: number) {
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('ferdig'), ms).unref();
    else res.end('ok');
  });
  // The gateway's own timeouts: idle connections would otherwise stay open 65 s.
  applyConnectionTimeouts(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true });
  const get = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
  return { server, agent, get };
}

describe('drainHttpServer', () => {
  it('answers the request in flight, closes idle keep-alive sockets, refuses new connections, then resolves true', async () => {
    const { server, agent, get } = await slowServer(300);
    expect(await get('/fast')).toEqual({ status: 200, body: 'ok' }); // leaves an idle keep-alive socket
    const inFlight = get('/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const drained = drainHttpServer(server, 5000);
    await expect(
      new Promise((resolve, reject) =>
        http
          .get(
            {
              host: '127.0.0.1',
              port: (server.address() as AddressInfo | null)?.port ?? 1,
              path: '/fast',
              agent: false,
            },
            resolve,
          )
          .on('error', reject),
      ),
    ).rejects.toThrow();
    expect(await inFlight).toEqual({ status: 200, body: 'ferdig' });
    expect(await drained).toBe(true);
    expect(Date.now() - started).toBeLessThan(1500); // not the keep-alive timeout (65 s)
    agent.destroy();
  });

  it('cuts what is still running when the time is up and resolves false', async () => {
    const { server, agent, get } = await slowServer(5000);
    const inFlight = get('/slow').catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await drainHttpServer(server, 200)).toBe(false);
    expect(await inFlight).toMatchObject({ code: 'ECONNRESET' });
    agent.destroy();
  });
});
