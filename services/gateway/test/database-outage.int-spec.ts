/**
 * Postgres down → 503, not 500 (security review F8.5). The services run on a Postgres cluster of this
 * test's own, which is stopped with `pg_ctl stop -m immediate` (every connection cut, as in a crash):
 * reads, a login and a write answer 503 SERVICE_UNAVAILABLE quickly, no service process dies, and once
 * Postgres runs again the same requests answer 200.
 */
import type { AgreementQuestion, Topic } from '@avtalt/contracts';
import {
  eventually,
  fittingAnswer,
  type GatewayProcess,
  type PrivatePostgres,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  startPrivatePostgres,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import { Client } from 'pg';

const REDIS_DB = 14;

let postgres: PrivatePostgres;
let services: ServiceProcess[] = [];
let gateway: GatewayProcess;
let http: TestClient;
let credentials: { email: string; password: string };
let agreementId: string;
let questionId: string;
let response: ReturnType<typeof fittingAnswer>;

const database = (name: string) => ({ DATABASE_URL: `${postgres.postgresBase}/${name}` });

/** The requests a user makes, by name: reads of three services, a login and a write. */
const requests = {
  topics: () => new TestClient(gateway.url).get('/api/topics'),
  agreement: () => http.get(`/api/agreements/${agreementId}`),
  login: () =>
    new TestClient(gateway.url, { 'x-forwarded-for': '10.14.0.2' }).post('/api/auth/login', credentials),
  answer: () => http.post(`/api/agreements/${agreementId}/questions/${questionId}/answers`, { response }),
};

async function timed(request: () => Promise<{ status: number; body: unknown }>) {
  const started = Date.now();
  const { status, body } = await request();
  return { status, body, ms: Date.now() - started };
}

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  services = [
    await startBackendService('identity', { env: database('outage_identity') }),
    await startBackendService('templates', { redisDb: REDIS_DB, env: database('outage_templates') }),
    await startBackendService('agreements', { env: database('outage_agreements') }),
  ];
  gateway = await startGatewayProcess(REDIS_DB);
  http = new TestClient(gateway.url, { 'x-forwarded-for': '10.14.0.1' });
  const id = unique();
  credentials = { email: `ute.${id}@example.no`, password: 'passord123' };
  expect(
    (
      await http.post('/api/auth/register', {
        firstName: 'Ute',
        lastName: 'Av',
        username: `ute_${id}`,
        ...credentials,
      })
    ).status,
  ).toBe(201);
  const topics = await http.get<Topic[]>('/api/topics');
  const created = await http.post<{ id: string }>('/api/agreements', {
    topic: topics.body[0].id,
    title: 'Databasen borte',
  });
  expect(created.status).toBe(201);
  agreementId = created.body.id;
  const [first] = (await http.get<AgreementQuestion[]>(`/api/agreements/${agreementId}/questions`)).body;
  questionId = first.id;
  response = fittingAnswer(first);
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  for (const service of services.reverse()) await service.stop();
  postgres?.destroy();
});

it('answers 503 (not 500) while Postgres is down, keeps every service running, and 200 once it is back', async () => {
  for (const request of Object.values(requests)) expect((await request()).status).toBeLessThan(300);

  // A write waiting for a row lock when Postgres goes: its connection is cut in the middle of a statement.
  const holder = new Client({ connectionString: `${postgres.postgresBase}/outage_agreements` });
  holder.on('error', () => undefined);
  await holder.connect();
  await holder.query('begin');
  await holder.query('select 1 from agreements where id = $1 for update', [agreementId]);
  const cutMidStatement = timed(requests.answer);
  await new Promise((resolve) => setTimeout(resolve, 500));

  postgres.stop('immediate');
  const during: Record<string, { status: number; body: unknown; ms: number }> = {
    'answer waiting for a lock': await cutMidStatement,
  };
  await holder.end().catch(() => undefined);
  // Twice: the first request finds the pool's connections cut, the second finds no server at all.
  for (const round of [1, 2]) {
    for (const [name, request] of Object.entries(requests)) during[`${name}#${round}`] = await timed(request);
  }
  for (const [name, result] of Object.entries(during)) {
    expect({ name, status: result.status, body: result.body }).toEqual({
      name,
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE', message: 'Tjenesten er midlertidig utilgjengelig' },
    });
    // Well within the gateway's 5 s RPC limit: the services answer, they do not hang.
    expect(result.ms).toBeLessThan(3000);
  }
  for (const service of services)
    expect({ service: service.name, exitCode: service.child.exitCode }).toEqual({
      service: service.name,
      exitCode: null,
    });
  const logs = services.flatMap((s) => s.logs).join('\n');
  expect(logs).toContain('database unavailable');
  expect(logs).not.toContain('unexpected error');

  postgres.start();
  for (const [name, request] of Object.entries(requests)) {
    await eventually(
      async () => ((await request()).status < 300 ? true : undefined),
      15_000,
      `${name} answering again`,
    );
  }
  for (const service of services) expect(service.child.exitCode).toBeNull();
});
