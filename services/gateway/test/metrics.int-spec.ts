/**
 * Issue 20, metrics: every process serves `/metrics`, `/livez` and `/readyz` on its own operations
 * port (METRICS_PORT=0 here: a free one, read from its log line), never on the public port. After real
 * traffic (HTTP, a WebSocket, a PDF job) the named series are there with sensible labels, and their
 * values agree with what was stored (SQL). `/readyz` follows the database: 503 naming it while the
 * service's own Postgres is stopped, 200 again when it is back (docs/metrics.md).
 */
import { AgreementsRpc } from '@avtalt/contracts';
import {
  eventually,
  findSamples,
  type GatewayProcess,
  metricsUrlOf,
  parsePrometheusText,
  type PrivatePostgres,
  type PromSample,
  sampleSum,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  startPrivatePostgres,
  testDatabase,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { WsTestClient } from './support/ws-client';

const REDIS_DB = 1;
let services: ServiceProcess[] = [];
let documents: ServiceProcess;
let agreements: ServiceProcess;
let chat: ServiceProcess;
let gateway: GatewayProcess;
let privatePg: PrivatePostgres;
const sockets: WsTestClient[] = [];
let ip = 1;

async function scrape(process: ServiceProcess): Promise<PromSample[]> {
  const res = await fetch(`${metricsUrlOf(process)}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return parsePrometheusText(await res.text());
}

async function user(): Promise<TestClient> {
  const http = new TestClient(gateway.url, {
    'x-forwarded-for': `10.20.${Math.floor(ip / 250)}.${ip++ % 250}`,
  });
  const id = unique();
  const res = await http.post('/api/auth/register', {
    firstName: 'Måle',
    lastName: `Tall${id.slice(-4)}`,
    username: `male_${id}`,
    email: `male.${id}@example.no`,
    password: 'passord123',
  });
  expect(res.status).toBe(201);
  return http;
}

beforeAll(async () => {
  privatePg = await startPrivatePostgres();
  services = [
    await startBackendService('identity', { database: 'it_metrics_identity' }),
    await startBackendService('templates', {
      database: 'it_metrics_templates',
      redisDb: REDIS_DB,
      env: { CUSTOM_TOPIC_QUESTIONS: '3' },
    }),
    (agreements = await startBackendService('agreements', { database: 'it_metrics_agreements' })),
    (documents = await startBackendService('documents', {
      database: 'it_metrics_documents',
      redisDb: REDIS_DB,
    })),
    // Chat on a Postgres of the test's own, which the last test stops.
    (chat = await startBackendService('chat', {
      env: { DATABASE_URL: `${privatePg.postgresBase}/it_metrics_chat` },
    })),
  ];
  gateway = await startGatewayProcess(REDIS_DB);
});

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await gateway?.stop();
  for (const service of services.reverse()) await service.stop();
  privatePg?.destroy();
});

describe('the operations endpoint after real traffic', () => {
  let agreementId: string;

  beforeAll(async () => {
    const [a, b] = [await user(), await user()];
    const created = await a.post<{ id: string }>('/api/agreements', {
      topic: 'custom',
      title: `Målt avtale ${unique()}`,
      description: 'Vi måler alt.',
    });
    expect(created.status).toBe(201);
    agreementId = created.body.id;
    const questions = (await a.get<{ id: string }[]>(`/api/agreements/${agreementId}/questions`)).body;
    const answers = Object.fromEntries(questions.map((q) => [q.id, true]));
    for (const http of [a, b])
      expect((await http.post(`/api/agreements/${agreementId}/answers`, { answers })).status).toBe(200);
    for (const http of [a, b])
      expect(
        (await http.put(`/api/agreements/${agreementId}/party-details`, { birthDate: '1980-03-01' })).status,
      ).toBe(200);
    // An agreement that does not exist: NOT_FOUND from agreements, on both sides of NATS.
    expect((await a.get(`/api/agreements/${randomUUID()}`)).status).toBe(404);
    // The comparison (answered with @Res from kept bytes): found, not found, an id that is no UUID.
    expect((await a.get(`/api/agreements/${agreementId}/comparison`)).status).toBe(200);
    expect((await a.get(`/api/agreements/${randomUUID()}/comparison`)).status).toBe(404);
    expect((await a.get('/api/agreements/ikke-en-id/comparison')).status).toBe(400);
    const socket = await WsTestClient.connect(gateway.url, { cookie: a.cookieHeader });
    sockets.push(socket);
    socket.send({ type: 'join', agreementId });
    await socket.next('history');
    socket.send({ type: 'message', agreementId, content: 'Telles dette?' });
    await socket.next('message');
    let pdf = await fetch(`${gateway.url}/api/agreements/${agreementId}/pdf`, {
      headers: { cookie: a.cookieHeader },
    });
    for (const deadline = Date.now() + 30_000; pdf.status === 202 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      pdf = await fetch(`${gateway.url}/api/agreements/${agreementId}/pdf`, {
        headers: { cookie: a.cookieHeader },
      });
    }
    expect(pdf.status).toBe(200);
  });

  it('gateway: HTTP latency per route pattern and status, never a raw URL', async () => {
    const samples = await scrape(gateway);
    const count = 'avtalt_http_request_duration_seconds_count';
    expect(
      sampleSum(samples, count, {
        service: 'gateway',
        method: 'POST',
        route: '/api/agreements',
        status: '201',
      }),
    ).toBe(1);
    expect(
      sampleSum(samples, count, { method: 'POST', route: '/api/agreements/:id/answers', status: '200' }),
    ).toBe(2);
    expect(sampleSum(samples, count, { method: 'GET', route: '/api/agreements/:id', status: '404' })).toBe(1);
    expect(
      sampleSum(samples, count, { method: 'GET', route: '/api/agreements/:id/pdf', status: '200' }),
    ).toBe(1);
    for (const status of ['200', '404', '400'])
      expect(
        sampleSum(samples, count, { method: 'GET', route: '/api/agreements/:id/comparison', status }),
      ).toBe(1);
    const routes = new Set(findSamples(samples, count).map((s) => s.labels.route));
    expect([...routes].filter((route) => /[0-9a-f]{8}-[0-9a-f]{4}-/.test(route))).toEqual([]);
    expect(
      findSamples(samples, 'avtalt_http_request_duration_seconds_bucket', {
        route: '/api/agreements',
        le: '+Inf',
      }).length,
    ).toBe(1);
  });

  it('the comparison, sent from kept bytes, carries the headers of every API answer', async () => {
    const cookie = (await user()).cookieHeader;
    const asked = (path: string) => fetch(`${gateway.url}${path}`, { headers: { cookie } });
    const [comparison, other] = [
      await asked(`/api/agreements/${agreementId}/comparison`),
      await asked(`/api/agreements/${agreementId}`),
    ];
    expect([comparison.status, other.status]).toEqual([200, 200]);
    for (const name of [
      'content-security-policy',
      'permissions-policy',
      'cache-control',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
    ]) {
      expect(comparison.headers.get(name)).toBeTruthy();
      expect(comparison.headers.get(name)).toBe(other.headers.get(name));
    }
    expect(comparison.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(comparison.headers.get('x-powered-by')).toBeNull();
    expect(comparison.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('gateway: NATS requests per subject as the caller, with the error code of a failure', async () => {
    const samples = await scrape(gateway);
    const count = 'avtalt_nats_client_request_duration_seconds_count';
    expect(
      sampleSum(samples, count, { service: 'gateway', subject: AgreementsRpc.get.subject, outcome: 'error' }),
    ).toBe(1);
    expect(
      sampleSum(samples, 'avtalt_nats_client_errors_total', {
        subject: AgreementsRpc.get.subject,
        code: 'NOT_FOUND',
      }),
    ).toBe(1);
    expect(sampleSum(samples, count, { subject: AgreementsRpc.create.subject, outcome: 'ok' })).toBe(1);
  });

  it('gateway: WebSocket connections and messages in and out', async () => {
    const samples = await scrape(gateway);
    expect(sampleSum(samples, 'avtalt_ws_connections', { service: 'gateway' })).toBe(1);
    expect(sampleSum(samples, 'avtalt_ws_messages_total', { direction: 'in' })).toBe(2);
    // history + the message back to its author
    expect(sampleSum(samples, 'avtalt_ws_messages_total', { direction: 'out' })).toBeGreaterThanOrEqual(2);
    sockets[0].terminate();
    await eventually(
      async () => (sampleSum(await scrape(gateway), 'avtalt_ws_connections') === 0 ? true : undefined),
      5000,
      'socket counted out',
    );
  });

  it('agreements: NATS requests per subject as the handler, and its Postgres pool', async () => {
    const samples = await scrape(agreements);
    const count = 'avtalt_nats_server_request_duration_seconds_count';
    expect(
      sampleSum(samples, count, {
        service: 'agreements',
        subject: AgreementsRpc.create.subject,
        outcome: 'ok',
      }),
    ).toBe(1);
    expect(
      sampleSum(samples, 'avtalt_nats_server_errors_total', {
        subject: AgreementsRpc.get.subject,
        code: 'NOT_FOUND',
      }),
    ).toBe(1);
    expect(sampleSum(samples, 'avtalt_db_pool_max', { service: 'agreements' })).toBe(10);
    const pool = findSamples(samples, 'avtalt_db_pool_connections', { service: 'agreements' });
    expect(pool.map((s) => s.labels.state).sort()).toEqual(['free', 'pending', 'used']);
    expect(
      sampleSum(samples, 'avtalt_db_pool_connections', { state: 'free' }) +
        sampleSum(samples, 'avtalt_db_pool_connections', { state: 'used' }),
    ).toBeGreaterThan(0);
    expect(
      sampleSum(samples, 'avtalt_process_resident_memory_bytes', { service: 'agreements' }),
    ).toBeGreaterThan(0);
  });

  it('documents: PDFs rendered as stored, and its queue read on scrape', async () => {
    const samples = await scrape(documents);
    const db = await testDatabase('it_metrics_documents');
    try {
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from pdfs');
      expect(rows[0].n).toBe(1);
      expect(sampleSum(samples, 'avtalt_pdfs_rendered_total', { service: 'documents' })).toBe(rows[0].n);
    } finally {
      await db.end();
    }
    for (const state of ['waiting', 'active', 'delayed', 'failed'])
      expect(
        findSamples(samples, 'avtalt_queue_jobs', { service: 'documents', queue: 'pdf-render', state }),
      ).toHaveLength(1);
    expect(sampleSum(samples, 'avtalt_queue_jobs', { queue: 'pdf-render', state: 'waiting' })).toBe(0);
    expect(findSamples(samples, 'avtalt_queue_oldest_waiting_seconds', { queue: 'pdf-render' })).toHaveLength(
      1,
    );
    expect(findSamples(samples, 'avtalt_queue_job_failures_total', { queue: 'pdf-render' })).toHaveLength(1);
  });

  it('templates: its generation queue and NATS handling', async () => {
    const templates = services.find((s) => s.name === 'templates')!;
    const samples = await scrape(templates);
    for (const state of ['waiting', 'active', 'delayed', 'failed'])
      expect(
        findSamples(samples, 'avtalt_queue_jobs', {
          service: 'templates',
          queue: 'question-generation',
          state,
        }),
      ).toHaveLength(1);
    expect(
      sampleSum(samples, 'avtalt_nats_server_request_duration_seconds_count', { service: 'templates' }),
    ).toBeGreaterThan(0);
  });

  it('the public port has no /metrics, /livez or /readyz', async () => {
    for (const path of ['/metrics', '/livez', '/readyz']) {
      const res = await fetch(`${gateway.url}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Fant ikke ressursen' });
    }
  });

  it('/livez and /readyz answer on each operations port', async () => {
    for (const process of [gateway, ...services]) {
      expect((await fetch(`${metricsUrlOf(process)}/livez`)).status).toBe(200);
      const ready = await fetch(`${metricsUrlOf(process)}/readyz`);
      expect({ name: process.name, status: ready.status }).toEqual({ name: process.name, status: 200 });
    }
    const body = (await (await fetch(`${metricsUrlOf(documents)}/readyz`)).json()) as {
      checks: Record<string, string>;
    };
    expect(body.checks).toEqual({ database: 'ok', nats: 'ok', redis: 'ok' });
    const gatewayBody = (await (await fetch(`${metricsUrlOf(gateway)}/readyz`)).json()) as {
      checks: Record<string, string>;
    };
    expect(gatewayBody.checks).toEqual({ nats: 'ok', redis: 'ok' });
  });
});

describe('/readyz follows the database', () => {
  it('is 503 naming the database while it is down, and 200 again when it is back', async () => {
    const readyz = `${metricsUrlOf(chat)}/readyz`;
    expect((await fetch(readyz)).status).toBe(200);
    privatePg.stop('immediate');
    const down = await eventually(
      async () => {
        const res = await fetch(readyz);
        return res.status === 503 ? ((await res.json()) as { notReady: string[] }) : undefined;
      },
      10_000,
      'chat not ready',
    );
    expect(down.notReady).toEqual(['database']);
    // Alive all the while: not ready is not dead.
    expect((await fetch(`${metricsUrlOf(chat)}/livez`)).status).toBe(200);
    privatePg.start();
    await eventually(
      async () => ((await fetch(readyz)).status === 200 ? true : undefined),
      20_000,
      'chat ready again',
    );
  });
});
