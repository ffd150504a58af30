/**
 * Retention (docs/data-rights.md): real identity, templates, agreements and the gateway make four agreements —
 * one nobody answered, one half answered, one finished and not signed, one signed by both — and then the
 * agreements service's own module, built in this process on the same database and NATS, sweeps with the clock
 * moved forward (`RetentionService.sweep(now)`). Each sweep deletes exactly what is past its time (checked with
 * SQL): nothing before 12 months, the two unfinished ones after 12, the unsigned one after 3 years, the signed
 * one only once its own period has ended; `agreement.deleted` goes with each.
 */
import 'reflect-metadata';
import {
  type GatewayProcess,
  type ServiceProcess,
  eventually,
  fittingAnswers,
  registerConfirmed,
  startBackendService,
  signWithPassword,
  startGatewayProcess,
  testAuditKey,
  testDatabase,
  testInfra,
  testNatsCredentialsEnv,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import type { AgreementQuestion } from '@avtalt/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';
import type { ClientProxy } from '@nestjs/microservices';
import { NATS_CLIENT } from '../src/agreements/nats-client';
import { AppModule } from '../src/app.module';
import { loadAgreementsConfig } from '../src/config/agreements.config';
import { retentionEnd, retentionFactsOf, type RetentionRow } from '../src/privacy/retention.rules';
import { RETENTION_SELECT } from '../src/privacy/person-data.repository';
import { RetentionService } from '../src/privacy/retention.service';

const REDIS_DB = 11;
const DATABASE = 'it_retention';
const PASSWORD = 'passord123';
const services: ServiceProcess[] = [];
let gateway: GatewayProcess;
let db: Client;
let app: INestApplicationContext;
let ip = 1;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'avtalt-retention-'));

// Signing asks for a confirmed address.
const user = (): Promise<TestClient> =>
  registerConfirmed(gateway.url, `${DATABASE}_identity`, {
    firstName: 'Rita',
    lastName: 'Lagring',
    password: PASSWORD,
    ip: `10.44.0.${ip++}`,
  });

async function create(owner: TestClient): Promise<string> {
  const res = await owner.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: `Samboere ${unique()}`,
    description: 'Vi flytter sammen og deler utgifter og innbo.',
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function answer(p: TestClient, id: string): Promise<void> {
  const questions = (await p.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  expect((await p.post(`/api/agreements/${id}/answers`, { answers: fittingAnswers(questions) })).status).toBe(
    200,
  );
}

const present = async (ids: string[]) =>
  (
    await db.query<{ id: string }>('select id from agreements where id = any($1::uuid[]) order by id', [ids])
  ).rows
    .map((r) => r.id)
    .sort();

const at = (from: Date, days: number) => new Date(from.getTime() + days * 24 * 3600 * 1000);

beforeAll(async () => {
  services.push(await startBackendService('identity', { database: `${DATABASE}_identity` }));
  services.push(
    await startBackendService('templates', {
      database: `${DATABASE}_templates`,
      redisDb: REDIS_DB,
      env: { CUSTOM_TOPIC_QUESTIONS: '3' },
    }),
  );
  services.push(
    await startBackendService('agreements', {
      database: `${DATABASE}_agreements`,
      env: { AUDIT_HMAC_KEY: testAuditKey(), RETENTION_SWEEP_MINUTES: '0' },
    }),
  );
  // The final text (what is signed) is rendered by documents.
  services.push(
    await startBackendService('documents', {
      database: `${DATABASE}_documents`,
      redisDb: REDIS_DB,
      env: { SIGNING_CERT_DIR: path.join(tmp, 'signing') },
    }),
  );
  gateway = await startGatewayProcess(REDIS_DB);
  db = await testDatabase(`${DATABASE}_agreements`);
  const infra = testInfra();
  const config = loadAgreementsConfig({
    NATS_URL: infra.natsUrl,
    ...testNatsCredentialsEnv('agreements', infra),
    DATABASE_URL: `${infra.postgresBase}/${DATABASE}_agreements`,
    AUDIT_HMAC_KEY: testAuditKey(),
    RETENTION_SWEEP_MINUTES: '0',
    LOG_LEVEL: 'warn',
  });
  app = await NestFactory.createApplicationContext(AppModule.register(config), { logger: false });
}, 180_000);

afterAll(async () => {
  // The module's NATS client is the process's (a service process ends with it): closed here, or jest never exits.
  const nats = app?.get<ClientProxy>(NATS_CLIENT);
  await app?.close();
  await nats?.close();
  await db?.end();
  await gateway?.stop();
  for (const s of [...services].reverse()) await s.stop();
  rmSync(tmp, { recursive: true, force: true });
});

it('deletes exactly what is past its time as the clock moves: 12 months idle, 3 years unsigned, a signed one after its own period', async () => {
  const [a, b] = [await user(), await user()];
  const untouched = await create(a);
  const half = await create(a);
  await answer(a, half);
  const unsigned = await create(a);
  await answer(a, unsigned);
  await answer(b, unsigned);
  const signed = await create(a);
  await answer(a, signed);
  await answer(b, signed);
  for (const [p, birthDate] of [
    [a, '1980-01-01'],
    [b, '1981-02-02'],
  ] as const)
    expect((await p.put(`/api/agreements/${signed}/party-details`, { birthDate })).status).toBe(200);
  for (const p of [a, b]) await signWithPassword(p, signed, PASSWORD);

  const all = [untouched, half, unsigned, signed];
  const rows = (await db.query<RetentionRow>(`${RETENTION_SELECT} where a.id = any($1::uuid[])`, [all])).rows;
  const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
  expect(status).toEqual({
    [untouched]: 'pending',
    [half]: 'pending',
    [unsigned]: 'completed',
    [signed]: 'signed',
  });
  const latest = new Date(Math.max(...rows.map((r) => new Date(r.updated_at).getTime())));
  const signedEnd = retentionEnd(retentionFactsOf(rows.find((r) => r.id === signed)!)).until;
  const retention = app.get(RetentionService);

  // Eleven months on: nothing.
  expect(await retention.sweep(at(latest, 334))).toEqual({
    idle: 0,
    unsigned: 0,
    signed: 0,
    loan: 0,
    'child-support': 0,
  });
  expect(await present(all)).toEqual([...all].sort());
  // A year and a day: the two unfinished ones.
  expect(await retention.sweep(at(latest, 367))).toEqual({
    idle: 2,
    unsigned: 0,
    signed: 0,
    loan: 0,
    'child-support': 0,
  });
  expect(await present(all)).toEqual([unsigned, signed].sort());
  // Three years and a day: the unsigned one; the signed one is kept until its own end.
  const threeYears = at(latest, 3 * 365 + 2);
  expect((await retention.sweep(threeYears)).unsigned).toBe(1);
  expect(await present(all)).toEqual(signedEnd > threeYears ? [signed] : []);
  // Past the signed one's end: gone too, and a second sweep finds nothing.
  expect((await retention.sweep(at(signedEnd, 1))).signed).toBe(signedEnd > threeYears ? 1 : 0);
  expect(await present(all)).toEqual([]);
  expect(await retention.sweep(at(signedEnd, 2))).toEqual({
    idle: 0,
    unsigned: 0,
    signed: 0,
    loan: 0,
    'child-support': 0,
  });
  // Each deletion wrote `agreement.deleted` to the outbox, which the relay published and removed.
  await eventually(
    async () => ((await db.query('select 1 from outbox')).rowCount === 0 ? true : undefined),
    10_000,
    'the outbox published',
  );
}, 180_000);

it('knows a samværsavtale with a private barnebidrag from its answers, and the youngest child from the text', async () => {
  const a = await user();
  const topics = (await a.get<{ id: string; title: string }[]>('/api/topics')).body;
  const samvaer = topics.find((t) => t.title === 'Samværsavtale for barn')!;
  /** A samværsavtale answered with the children's births and the barnebidrag private or not: what retention reads. */
  const childSupportOf = async (privateBidrag: boolean) => {
    const created = await a.post<{ id: string }>('/api/agreements', {
      topic: samvaer.id,
      title: `Samvær ${unique()}`,
      description: '',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const questions = (await a.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
    // The answers on the path these take: without a private bidrag, who pays it is not asked.
    const answers = fittingAnswers(questions, {
      [questions.find((q) => q.text === 'Hvilke barn gjelder avtalen?')!.id]:
        'Emma Hansen, født 3. mai 2016, og Jonas Hansen, født 17.11.2019',
      [questions.find((q) => q.text.includes('barnebidraget privat'))!.id]: privateBidrag,
    });
    const res = await a.post(`/api/agreements/${id}/answers`, { answers });
    expect(res.status).toBe(200);
    const [row] = (await db.query<RetentionRow>(`${RETENTION_SELECT} where a.id = $1`, [id])).rows;
    return retentionFactsOf(row).childSupport;
  };
  expect(await childSupportOf(false)).toBeNull();
  expect(await childSupportOf(true)).toEqual({ youngestBorn: new Date('2019-11-17T00:00:00Z') });
}, 60_000);
