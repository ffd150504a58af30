/**
 * «Slett kontoen min» (docs/data-rights.md), the whole system: REAL identity, templates, agreements, documents,
 * chat, notifications, TWO privacy processes and the gateway, and a real SMTP server. Kari has an agreement
 * nobody else joined, one with Ola that is not signed (answers, a chat message, a rendered PDF) and one with
 * Per that both signed (a sealed PDF), and an export. She sees what deletion would do, gets 400 with a wrong
 * password (nothing changed), and deletes her account with the right one: her sessions end, the mail reaches
 * her confirmed address with the signed agreement and the date it is kept to; then NOTHING in any table of
 * any service's database, any Redis key or queued job, or any service's log names her (id, address, name,
 * date of birth, the digest of her client) — except the signed agreement's own rows, which the test lists.
 * Per still downloads and verifies the sealed PDF; Ola sees «Tidligere deltaker» and her message without her
 * name. A visitor's answers go when their session ends; a visitor who logs in keeps theirs, moved to the
 * account. It lives here because the SMTP server and its helpers are the notifications tests'.
 */
import {
  type AgreementQuestion,
  type EraseAccountReply,
  type ErasurePlan,
  FORMER_PARTICIPANT,
} from '@avtalt/contracts';
import {
  confirmAddressForTests,
  eventually,
  fittingAnswers,
  type GatewayProcess,
  type ServiceProcess,
  signWithPassword,
  testInfra,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';
import { postInChat } from './chat-socket';
import type { SmtpSink } from './smtp-sink';
import { startWholeSystem, type WholeSystem } from './whole-system';

const REDIS_DB = 10;
const DATABASE = 'it_erasure';
const PASSWORD = 'passord123';
const DATABASES = ['identity', 'templates', 'agreements', 'documents', 'chat', 'notifications', 'privacy'];

const tmp = mkdtempSync(path.join(os.tmpdir(), 'avtalt-erasure-'));
let system: WholeSystem;
let services: ServiceProcess[] = [];
let gateway: GatewayProcess;
let smtp: SmtpSink;
let db: Record<string, Client> = {};

type Person = TestClient & { name: string; email: string; id: string; ip: string };
let ip = 1;

/** A surname no other test uses, so a hit in Redis or a log is this person's. */
const surname = () =>
  'Glemt' +
  Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');

async function register(firstName: string): Promise<Person> {
  const address = `10.43.0.${ip++}`;
  const http = new TestClient(gateway.url, { 'x-forwarded-for': address });
  const lastName = surname();
  const email = `${firstName.toLowerCase()}.${unique()}@example.no`;
  const res = await http.post<{ id: string }>('/api/auth/register', {
    firstName,
    lastName,
    username: `del_${unique()}`,
    email,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  await confirmAddressForTests(`${DATABASE}_identity`, email);
  return Object.assign(http, { name: `${firstName} ${lastName}`, email, id: res.body.id, ip: address });
}

async function agreementWith(initiator: Person, others: Person[], title: string): Promise<string> {
  const created = await initiator.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: `${title} ${unique()}`,
    description: 'Vi deler utgiftene og skriver ned hva vi er enige om.',
  });
  expect(created.status).toBe(201);
  for (const p of [initiator, ...others]) {
    const questions = (await p.get<AgreementQuestion[]>(`/api/agreements/${created.body.id}/questions`)).body;
    const answered = await p.post(`/api/agreements/${created.body.id}/answers`, {
      answers: fittingAnswers(questions),
    });
    expect(answered.status).toBe(200);
  }
  return created.body.id;
}

async function download(p: TestClient, url: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(gateway.url + url, { headers: { cookie: p.cookieHeader } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/**
 * Every row of every table of every database whose text holds one of the needles, as `database.table` and
 * the agreement it belongs to (its `agreement_id`, or its `id` in agreements' own table).
 */
async function rowsNaming(
  needles: readonly string[],
): Promise<{ where: string; agreementId: string | null }[]> {
  const hits: { where: string; agreementId: string | null }[] = [];
  for (const name of DATABASES) {
    const tables = await db[name].query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name: table } of tables.rows) {
      const found = await db[name].query<{ agreement_id: string | null }>(
        `select coalesce(to_jsonb(t)->>'agreement_id', case when $2 then to_jsonb(t)->>'id' end) as agreement_id
           from "${table}" t where t::text ilike any($1)`,
        [needles.map((n) => `%${n}%`), name === 'agreements' && table === 'agreements'],
      );
      for (const row of found.rows) hits.push({ where: `${name}.${table}`, agreementId: row.agreement_id });
    }
  }
  return hits;
}

/** Every Redis key (of every database) whose name or value holds one of the needles. */
async function redisKeysNaming(needles: readonly string[]): Promise<string[]> {
  const hits: string[] = [];
  for (let dbIndex = 0; dbIndex < 16; dbIndex += 1) {
    const redis = new Redis(testInfra().redisUrl, { db: dbIndex, lazyConnect: true });
    await redis.connect();
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'COUNT', 500);
        cursor = next;
        for (const key of keys) {
          const type = await redis.type(key);
          const value =
            type === 'string'
              ? await redis.get(key)
              : type === 'hash'
                ? JSON.stringify(await redis.hgetall(key))
                : type === 'list'
                  ? JSON.stringify(await redis.lrange(key, 0, -1))
                  : type === 'set'
                    ? JSON.stringify(await redis.smembers(key))
                    : type === 'zset'
                      ? JSON.stringify(await redis.zrange(key, 0, -1))
                      : type === 'stream'
                        ? JSON.stringify(await redis.xrange(key, '-', '+'))
                        : '';
          const text = `${key} ${value ?? ''}`.toLowerCase();
          if (needles.some((n) => text.includes(n.toLowerCase()))) hits.push(`${dbIndex}:${key}`);
        }
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  }
  return hits;
}

beforeAll(async () => {
  // The gateway looks for expired visitors every second (the last test).
  system = await startWholeSystem(DATABASE, REDIS_DB, tmp, { VISITOR_SWEEP_SECONDS: '1' });
  ({ smtp, gateway, services, db } = system);
}, 180_000);

afterAll(async () => {
  await system?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

it('deletes the account: nothing anywhere names her but the signed agreement, which the other party still verifies', async () => {
  const kari = await register('Kari');
  const ola = await register('Ola');
  const per = await register('Per');
  const birthDate = '1979-02-17';

  // Alone: nobody else took part.
  const alone = await kari.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: `Bare meg ${unique()}`,
    description: 'Et utkast ingen andre har sett.',
  });
  expect(alone.status).toBe(201);
  // With Ola, not signed: answers, a message, her date of birth, a rendered PDF.
  const withOla = await agreementWith(kari, [ola], 'Hytta');
  expect(await postInChat(kari, gateway.url, withOla, 'Skal vi dele vedlikeholdet likt?')).toMatchObject({
    type: 'message',
  });
  await kari.put(`/api/agreements/${withOla}/party-details`, { birthDate });
  await ola.put(`/api/agreements/${withOla}/party-details`, { birthDate: '1982-11-03' });
  await eventually(
    async () => ((await download(kari, `/api/agreements/${withOla}/pdf`)).status === 200 ? true : undefined),
    60_000,
    'the PDF of the unsigned agreement',
  );
  // With Per, signed by both with their passwords.
  const signed = await agreementWith(kari, [per], 'Samboere');
  await kari.put(`/api/agreements/${signed}/party-details`, { birthDate });
  await per.put(`/api/agreements/${signed}/party-details`, { birthDate: '1990-05-05' });
  for (const p of [kari, per]) await signWithPassword(p, signed, PASSWORD);

  const sealed = await eventually(
    async () => {
      const res = await download(per, `/api/agreements/${signed}/pdf`);
      return res.status === 200 ? res.bytes : undefined;
    },
    60_000,
    'the sealed PDF',
  );
  // Ola's own agreement, where she only saved a draft answer: it is his, not hers to delete.
  const olasOwn = await ola.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: `Olas avtale ${unique()}`,
    description: 'Vi deler utgiftene og skriver ned hva vi er enige om.',
  });
  const olasQuestions = (await kari.get<AgreementQuestion[]>(`/api/agreements/${olasOwn.body.id}/questions`))
    .body;
  const first = olasQuestions[0];
  const draft = await kari.post(`/api/agreements/${olasOwn.body.id}/questions/${first.id}/answers`, {
    response: fittingAnswers(olasQuestions)[first.id],
  });
  expect(draft.status).toBe(204);
  // An export, so there is a ZIP of all her data to delete as well.
  expect((await kari.post('/api/auth/export')).status).toBe(202);
  await eventually(async () => smtp.to(kari.email, 'data-export')[0], 60_000, 'the export');
  const clientDigests = (
    await db.agreements.query<{ d: string }>(
      `select details->>'clientDigest' as d from audit_events where actor_name = $1 and details ? 'clientDigest'`,
      [kari.name],
    )
  ).rows.map((r) => r.d);
  expect(clientDigests.length).toBeGreaterThan(0);

  // What deletion would do, before she confirms.
  const plan = await kari.get<ErasurePlan>('/api/auth/account/erasure');
  expect(plan.status).toBe(200);
  const outcome = Object.fromEntries(plan.body.agreements.map((a) => [a.agreementId, a]));
  expect(outcome[alone.body.id]).toMatchObject({ outcome: 'deleted', keptUntil: null });
  expect(outcome[withOla]).toMatchObject({ outcome: 'anonymised', keptUntil: null });
  expect(outcome[olasOwn.body.id]).toMatchObject({ outcome: 'anonymised', keptUntil: null });
  expect(outcome[signed].outcome).toBe('kept');
  // Three years after it ends (or a later agreed date) at least.
  expect(new Date(outcome[signed].keptUntil!).getTime()).toBeGreaterThan(
    Date.now() + 3 * 364 * 24 * 3600 * 1000,
  );

  // A wrong password changes nothing; a bad body is a 400 in Norwegian; a visitor is 401.
  const wrong = await kari.request('DELETE', '/api/auth/account', {
    password: 'feil-passord',
    chatMessages: 'anonymise',
  });
  expect(wrong.status).toBe(400);
  expect((await kari.request('DELETE', '/api/auth/account', { chatMessages: 'kanskje' })).status).toBe(400);
  expect(
    (await new TestClient(gateway.url).request('DELETE', '/api/auth/account', { password: PASSWORD })).status,
  ).toBe(401);
  expect((await db.identity.query('select 1 from users where id = $1', [kari.id])).rowCount).toBe(1);
  expect((await db.privacy.query('select 1 from erasures')).rowCount).toBe(0);

  const deleted = await kari.request<EraseAccountReply>('DELETE', '/api/auth/account', {
    password: PASSWORD,
    chatMessages: 'anonymise',
  });
  expect(deleted.status).toBe(200);
  expect(deleted.body.plan.agreements).toHaveLength(4);
  // Her session is over, and she cannot log in again.
  expect((await kari.get('/api/auth/user')).status).toBe(401);
  const again = new TestClient(gateway.url, { 'x-forwarded-for': kari.ip });
  expect((await again.post('/api/auth/login', { email: kari.email, password: PASSWORD })).status).toBe(401);

  // The job finishes (either privacy process), and leaves a record that names nobody.
  const done = await eventually(
    async () => {
      const rows = await db.privacy.query('select * from erasures');
      return rows.rows[0]?.status === 'done' ? rows.rows[0] : undefined;
    },
    60_000,
    'the deletion done',
  );
  expect(done).toMatchObject({ user_id: null, names: null, emails: null, confirmed_email: null });
  expect(Number(done.counts.users)).toBe(1);

  // The last mail: to her confirmed address, with the signed agreement and the date it is kept to.
  const mail = await eventually(async () => smtp.to(kari.email, 'account-deleted')[0], 30_000, 'the mail');
  expect(mail.parsed.subject).toBe('Kontoen din i Avtalt er slettet');
  expect(mail.text).toContain('Samboere');
  expect(mail.text).toContain('https://avtalt.test/personvern');

  // Nothing names her, except the signed agreement's own rows (kept for Per: GDPR art. 17(3)(e)).
  const needles = [kari.id, kari.email, kari.name, birthDate, ...clientDigests];
  await eventually(
    async () => {
      const mails = await db.notifications.query(
        `select 1 from mails where kind = 'account-deleted' and state = 'sent'`,
      );
      return mails.rowCount === 1 ? true : undefined;
    },
    30_000,
    'the mail logged as sent',
  );
  const hits = await rowsNaming(needles);
  const outside = hits.filter((h) => h.agreementId !== signed);
  expect(outside).toEqual([]);
  expect([...new Set(hits.map((h) => h.where))].sort()).toEqual(
    expect.arrayContaining(['agreements.participants', 'agreements.signatures', 'agreements.audit_events']),
  );
  // Not even in the kept agreement's rows is her account: the link to it is gone.
  const keptHits = await rowsNaming([kari.id]);
  expect(keptHits).toEqual([]);
  expect(await redisKeysNaming([kari.id, kari.email, kari.name])).toEqual([]);
  const logs = [...services.flatMap((s) => s.logs), ...gateway.logs].join('\n');
  for (const needle of [kari.email, kari.name, birthDate]) expect(logs).not.toContain(needle);

  // The agreement nobody else joined is gone; Ola's reads «Tidligere deltaker», her message without her name.
  expect(
    (await db.agreements.query('select 1 from agreements where id = $1', [alone.body.id])).rowCount,
  ).toBe(0);
  const seen = await ola.get<{ participants: { userName: string }[] }>(`/api/agreements/${withOla}`);
  expect(seen.status).toBe(200);
  expect(seen.body.participants.map((p) => p.userName)).toContain(FORMER_PARTICIPANT);
  const messages = await db.chat.query(
    'select user_name, content from chat_messages where agreement_id = $1',
    [withOla],
  );
  expect(messages.rows).toEqual([
    { user_name: FORMER_PARTICIPANT, content: 'Skal vi dele vedlikeholdet likt?' },
  ]);
  // The rewritten trail of Ola's agreement still holds: the party-erased entry names the head it replaced.
  const trail = await db.agreements.query(
    'select kind from audit_events where agreement_id = $1 order by seq',
    [withOla],
  );
  expect(trail.rows.at(-1)).toEqual({ kind: 'party-erased' });

  // Per still downloads the same sealed PDF, and anyone can verify it.
  const later = await download(per, `/api/agreements/${signed}/pdf`);
  expect(later.status).toBe(200);
  expect(later.bytes.equals(sealed)).toBe(true);
  const verified = await new TestClient(gateway.url).get<{ valid: boolean }>(
    `/api/verify/${createHash('sha256').update(sealed).digest('hex')}`,
  );
  expect(verified.status).toBe(200);
  expect(JSON.stringify(verified.body)).toContain(kari.name);
}, 300_000);

/** The session id behind a client's cookie (`s:<id>.<signature>`). */
function sessionIdOf(client: TestClient): string {
  const value = /avtalt\.sid=([^;]+)/.exec(client.cookieHeader)?.[1];
  if (!value) throw new Error('no session cookie');
  return decodeURIComponent(value).slice(2).split('.')[0];
}

it('forgets a visitor’s answers when their session ends, and keeps those of a visitor who logs in', async () => {
  const ola = await register('Ola');
  const redis = new Redis(testInfra().redisUrl, { db: REDIS_DB });
  try {
    const visitor = new TestClient(gateway.url, { 'x-forwarded-for': '10.43.1.1' });
    const alone = await visitor.post<{ id: string }>('/api/agreements', {
      topic: 'custom',
      title: `Bare besøkende ${unique()}`,
      description: 'Et utkast ingen andre har sett.',
    });
    expect(alone.status).toBe(201);
    const withOla = await agreementWith(ola, [], 'Hytta');
    const questions = (await visitor.get<AgreementQuestion[]>(`/api/agreements/${withOla}/questions`)).body;
    const answered = await visitor.post(`/api/agreements/${withOla}/answers`, {
      answers: fittingAnswers(questions),
    });
    expect(answered.status).toBe(200);
    const anonymousId = (
      await db.agreements.query<{ initiator_id: string }>(
        'select initiator_id from agreements where id = $1',
        [alone.body.id],
      )
    ).rows[0].initiator_id;
    // The session's end, as the store keeps it (30 days ahead), in the visitors' set.
    const end = Number(await redis.zscore('visitor-sessions', anonymousId));
    expect(end).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    // A second visitor answers and then registers: their answers move to the account, and they leave the set.
    const second = new TestClient(gateway.url, { 'x-forwarded-for': '10.43.1.2' });
    const olasSecond = await agreementWith(ola, [], 'Båten');
    const secondQuestions = (await second.get<AgreementQuestion[]>(`/api/agreements/${olasSecond}/questions`))
      .body;
    expect(
      (
        await second.post(`/api/agreements/${olasSecond}/answers`, {
          answers: fittingAnswers(secondQuestions),
        })
      ).status,
    ).toBe(200);
    const secondId = (await redis.zrange('visitor-sessions', 0, -1)).find((id) => id !== anonymousId)!;
    const email = `besok.${unique()}@example.no`;
    const registered = await second.post<{ id: string }>('/api/auth/register', {
      firstName: 'Siri',
      lastName: surname(),
      username: `vis_${unique()}`,
      email,
      password: PASSWORD,
    });
    expect(registered.status).toBe(201);
    expect(await redis.zscore('visitor-sessions', secondId)).toBeNull();

    // The first visitor's session ends: Redis drops it (here: now, rather than in 30 days) and its end in the
    // set is past. The gateway's sweep hands the visitor over; the privacy job has agreements forget them.
    await redis.del(`sess:${sessionIdOf(visitor)}`);
    await redis.zadd('visitor-sessions', Date.now() - 10 * 60_000, anonymousId);
    await eventually(
      async () => ((await rowsNaming([anonymousId])).length === 0 ? true : undefined),
      60_000,
      'the visitor forgotten in every database',
    );
    expect(
      (await db.agreements.query('select 1 from agreements where id = $1', [alone.body.id])).rowCount,
    ).toBe(0);
    const seen = await ola.get<{ participants: { userName: string }[] }>(`/api/agreements/${withOla}`);
    expect(seen.status).toBe(200);
    expect(seen.body.participants.map((p) => p.userName)).toContain(FORMER_PARTICIPANT);
    // The one who registered is a participant under the account.
    const kept = await ola.get<{ participants: { userId: string }[] }>(`/api/agreements/${olasSecond}`);
    expect(kept.body.participants.map((p) => p.userId)).toContain(registered.body.id);
    let left: string[] = [];
    await eventually(
      async () => ((left = await redisKeysNaming([anonymousId])).length === 0 ? true : undefined),
      30_000,
      'nothing in Redis names the visitor',
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}: ${left.join(', ')}`);
    });
    expect(gateway.logs.join('\n')).toContain('1 expired visitor(s) handed over to be forgotten');
  } finally {
    redis.disconnect();
  }
}, 180_000);
