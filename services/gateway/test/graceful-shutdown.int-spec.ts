/**
 * Graceful shutdown of the gateway (docs/graceful-shutdown.md): on SIGTERM a WebSocket gets close code
 * 1001 ("going away", the browser reconnects to another gateway), an HTTP request in flight completes
 * with its real answer (stored: checked with SQL), and the process exits 0.
 */
import {
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  testDatabase,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import type { Client } from 'pg';
import WebSocket from 'ws';

const REDIS_DB = 12;

let services: ServiceProcess[] = [];
let gateway: GatewayProcess;
let db: Client;

beforeAll(async () => {
  services = [await startBackendService('identity', { database: 'it_shutdown_gw_identity' })];
  gateway = await startGatewayProcess(REDIS_DB, { SHUTDOWN_GRACE_MS: '8000' });
  db = await testDatabase('it_shutdown_gw_identity');
}, 60_000);

afterAll(async () => {
  await db?.end();
  await gateway?.stop();
  for (const service of services) await service.stop();
});

it('closes WebSockets with 1001, answers the request in flight, and exits 0', async () => {
  const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}/ws`, {
    headers: { origin: gateway.url },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const exited = new Promise<number | null>((resolve) => gateway.child.once('exit', (code) => resolve(code)));

  // A registration (a password hash in identity: tens of milliseconds) in flight at SIGTERM.
  const id = unique();
  const http = new TestClient(gateway.url, { 'x-forwarded-for': '10.21.0.1' });
  const inFlight = http.post('/api/auth/register', {
    firstName: 'Kari',
    lastName: 'Stopp',
    username: `kari_${id}`,
    email: `kari.${id}@example.no`,
    password: 'passord123',
  });
  await new Promise((resolve) => setTimeout(resolve, 5));
  const signalledAt = Date.now();
  gateway.child.kill('SIGTERM');

  expect((await inFlight).status).toBe(201);
  expect(await closed).toEqual({ code: 1001, reason: expect.any(String) });
  expect(await exited).toBe(0);
  const stoppedMs = Date.now() - signalledAt;
  expect(stoppedMs).toBeLessThan(8000);
  const { rows } = await db.query('select count(*)::int as n from users where username = $1', [`kari_${id}`]);
  expect(rows[0].n).toBe(1);
  expect(gateway.logs.some((l) => l.includes('WebSockets closed (1001 going away)'))).toBe(true);
  expect(gateway.logs.some((l) => l.includes('shut down cleanly'))).toBe(true);
  // A new connection is refused once it has stopped listening.
  await expect(fetch(`${gateway.url}/api/topics`)).rejects.toThrow();
  process.stdout.write(`graceful shutdown (gateway): exit 0 after ${stoppedMs} ms\n`);
}, 60_000);
