/**
 * A client's kept-alive connection outlives the client's idle time. Node's default keepAliveTimeout
 * (5 s) closed it after five idle seconds, so a client that reused the socket in that moment got
 * ECONNRESET for a request that never arrived (an e2e run's PUT in CI on 51a1748).
 */
import nodeHttp from 'node:http';
import { type GatewayProcess, startGateway } from './support/system';

const REDIS_DB = 12;
let gateway: GatewayProcess;

beforeAll(async () => {
  gateway = await startGateway(REDIS_DB);
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
});

function get(agent: nodeHttp.Agent, urlPath: string): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = nodeHttp.get(`${gateway.url}${urlPath}`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
  });
}

it('keeps an idle connection open longer than Node’s default five seconds', async () => {
  const agent = new nodeHttp.Agent({ keepAlive: true, maxSockets: 1 });
  let closedByServer = false;
  agent.on('free', (socket) => socket.once('close', () => (closedByServer = true)));
  try {
    const first = await get(agent, '/api/no-such-route');
    expect(first).toEqual({ status: 404, reused: false });
    const head = await fetch(`${gateway.url}/api/health`);
    expect(head.headers.get('keep-alive')).toBe('timeout=65');

    await new Promise((resolve) => setTimeout(resolve, 6500));
    expect(closedByServer).toBe(false);
    const second = await get(agent, '/api/no-such-route');
    expect(second).toEqual({ status: 404, reused: true });
  } finally {
    agent.destroy();
  }
}, 30_000);
