/**
 * `agreement.deleted` is durable: written to the agreements outbox in the deleting transaction,
 * published to JetStream, and consumed by chat and documents with durable consumers. A service that is
 * down when an agreement is deleted deletes its data when it comes back.
 */
import type { AgreementQuestion } from '@avtalt/contracts';
import {
  eventually,
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  testDatabase,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { WsTestClient } from './ws-client';

const REDIS_DB = 7;
let services: ServiceProcess[] = [];
let chat: ServiceProcess;
let documents: ServiceProcess;
let gateway: GatewayProcess;
const db: Record<'agreements' | 'chat' | 'documents', Client> = {} as never;
const sockets: WsTestClient[] = [];
let ip = 1;

const startChat = () => startBackendService('chat', { database: 'it_durable_chat' });
const startDocuments = () =>
  startBackendService('documents', { database: 'it_durable_documents', redisDb: REDIS_DB });

async function user(): Promise<TestClient> {
  const http = new TestClient(gateway.url, {
    'x-forwarded-for': `10.7.${Math.floor(ip / 250)}.${ip++ % 250}`,
  });
  const id = unique();
  const res = await http.post('/api/auth/register', {
    firstName: 'Eli',
    lastName: `Varig${id.slice(-4)}`,
    username: `eli_${id}`,
    email: `eli.${id}@example.no`,
    password: 'passord123',
  });
  expect(res.status).toBe(201);
  return http;
}

/** A completed agreement of two, one chat message in it and its PDF stored. */
async function agreementWithData(a: TestClient, b: TestClient): Promise<string> {
  const created = await a.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    // A title the offline generator reads no relation in: the bank's Ja/Nei questions, which this test answers
    // with Ja and Nei (a relation's typed questions are answered in custom-topic.int-spec.ts and the e2e).
    title: `Avtale om planene ${unique()}`,
    description: 'Vi deler en båt.',
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  const questions = (await a.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  const answers = Object.fromEntries(questions.map((q) => [q.id, true]));
  for (const http of [a, b])
    expect((await http.post(`/api/agreements/${id}/answers`, { answers })).status).toBe(200);
  // The final text (and so the PDF) waits for each party's date of birth or address (docs/final-text.md).
  for (const http of [a, b])
    expect((await http.put(`/api/agreements/${id}/party-details`, { birthDate: '1980-03-01' })).status).toBe(
      200,
    );
  const socket = await WsTestClient.connect(gateway.url, { cookie: a.cookieHeader });
  sockets.push(socket);
  socket.send({ type: 'join', agreementId: id });
  await socket.next('history');
  socket.send({ type: 'message', agreementId: id, content: 'Dette skal bort når avtalen slettes' });
  await socket.next('message');
  // 202 while the render job runs; asked again until the stored PDF comes.
  let pdf = await fetch(`${gateway.url}/api/agreements/${id}/pdf`, { headers: { cookie: a.cookieHeader } });
  for (const deadline = Date.now() + 30_000; pdf.status === 202 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    pdf = await fetch(`${gateway.url}/api/agreements/${id}/pdf`, { headers: { cookie: a.cookieHeader } });
  }
  expect(pdf.status).toBe(200);
  return id;
}

async function count(client: Client, query: string, id: string): Promise<number> {
  return (await client.query<{ n: number }>(query, [id])).rows[0].n;
}
const messages = (id: string) =>
  count(db.chat, 'select count(*)::int as n from chat_messages where agreement_id = $1', id);
const pdfs = (id: string) =>
  count(db.documents, 'select count(*)::int as n from pdf_agreements where agreement_id = $1', id);
const outbox = (id: string) =>
  count(db.agreements, "select count(*)::int as n from outbox where payload->>'agreementId' = $1", id);
const gone = (read: () => Promise<number>, what: string) =>
  eventually(async () => ((await read()) === 0 ? true : undefined), 15_000, what);

beforeAll(async () => {
  services = [
    await startBackendService('identity', { database: 'it_durable_identity' }),
    await startBackendService('templates', {
      database: 'it_durable_templates',
      redisDb: REDIS_DB,
      env: { CUSTOM_TOPIC_QUESTIONS: '3' },
    }),
    await startBackendService('agreements', { database: 'it_durable_agreements' }),
  ];
  chat = await startChat();
  documents = await startDocuments();
  gateway = await startGatewayProcess(REDIS_DB);
  db.agreements = await testDatabase('it_durable_agreements');
  db.chat = await testDatabase('it_durable_chat');
  db.documents = await testDatabase('it_durable_documents');
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all(Object.values(db).map((client) => client.end()));
  await gateway?.stop();
  await chat?.stop();
  await documents?.stop();
  for (const service of services.reverse()) await service.stop();
});

it('deletes the chat messages and PDFs of an agreement deleted while chat and documents were down', async () => {
  const [a, b] = [await user(), await user()];
  const id = await agreementWithData(a, b);
  expect(await messages(id)).toBe(1);
  expect(await pdfs(id)).toBe(1);

  await chat.stop();
  await documents.stop();
  expect((await a.request('DELETE', `/api/agreements/${id}`)).status).toBe(204);
  // The event left the outbox: JetStream holds it. Nobody has deleted anything yet.
  await gone(() => outbox(id), 'outbox row published');
  expect(await messages(id)).toBe(1);
  expect(await pdfs(id)).toBe(1);

  chat = await startChat();
  documents = await startDocuments();
  await gone(() => messages(id), 'chat messages deleted');
  await gone(() => pdfs(id), 'PDF links deleted');
  const orphans = await db.documents.query(
    'select count(*)::int as n from pdfs p where not exists (select 1 from pdf_agreements l where l.hash = p.hash)',
  );
  expect(orphans.rows[0].n).toBe(0);
});

it('publishes an event that a crash left in the outbox', async () => {
  const [a, b] = [await user(), await user()];
  const id = await agreementWithData(a, b);
  // As if the agreements process had died between committing a deletion and publishing it.
  const eventId = randomUUID();
  const payload = { eventId, agreementId: id, occurredAt: new Date().toISOString() };
  await db.agreements.query(
    "insert into outbox (id, subject, payload) values ($1, 'agreement.deleted', $2)",
    [eventId, JSON.stringify(payload)],
  );
  await gone(() => outbox(id), 'outbox row published');
  await gone(() => messages(id), 'chat messages deleted');
  await gone(() => pdfs(id), 'PDF links deleted');
});
