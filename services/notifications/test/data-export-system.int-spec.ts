/**
 * «Last ned dataene mine» (docs/data-rights.md), the whole system: REAL identity, templates, agreements,
 * documents, chat, notifications, TWO privacy processes and the gateway, and a real SMTP server. Kari takes
 * part in an agreement with Ola, answers, writes in the discussion and gets a PDF; she asks for her data: the
 * job gathers it from every service, the ZIP is stored (SQL), the ready mail reaches her confirmed address,
 * and the ZIP holds every row the services' databases have about her (compared with SQL), the agreement and
 * comparison as she saw them, the PDF and a README, and no secret (password hash, token or code hashes).
 * Only she can list and download it; three a day hold under parallel requests to both processes; an expired
 * export is gone. It lives here because the SMTP server and its helpers are the notifications tests'.
 */
import { type AgreementQuestion, type DataExport, ErrorCode, EXPORTS_PER_DAY } from '@avtalt/contracts';
import {
  confirmAddressForTests,
  eventually,
  fittingAnswers,
  type GatewayProcess,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import { strFromU8, unzipSync } from 'fflate';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';
import { postInChat } from './chat-socket';
import type { SmtpSink } from './smtp-sink';
import { startWholeSystem, type WholeSystem } from './whole-system';

const REDIS_DB = 9;
const DATABASE = 'it_data_export';
const PASSWORD = 'passord123';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'avtalt-export-'));
let system: WholeSystem;
let gateway: GatewayProcess;
let smtp: SmtpSink;
let db: Record<string, Client> = {};

type Person = TestClient & { name: string; email: string; id: string };
let ip = 1;

async function register(firstName: string, lastName: string): Promise<Person> {
  const http = new TestClient(gateway.url, { 'x-forwarded-for': `10.42.0.${ip++}` });
  const email = `${firstName.toLowerCase()}.${unique()}@example.no`;
  const res = await http.post<{ id: string }>('/api/auth/register', {
    firstName,
    lastName,
    username: `exp_${unique()}`,
    email,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  await confirmAddressForTests(`${DATABASE}_identity`, email);
  return Object.assign(http, { name: `${firstName} ${lastName}`, email, id: res.body.id });
}

async function answer(p: Person, id: string): Promise<void> {
  const questions = (await p.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  expect((await p.post(`/api/agreements/${id}/answers`, { answers: fittingAnswers(questions) })).status).toBe(
    200,
  );
}

async function download(
  p: TestClient,
  url: string,
): Promise<{ status: number; bytes: Buffer; type: string }> {
  const res = await fetch(gateway.url + url, { headers: { cookie: p.cookieHeader } });
  return {
    status: res.status,
    bytes: Buffer.from(await res.arrayBuffer()),
    type: res.headers.get('content-type') ?? '',
  };
}

async function count(database: string, query: string, params: unknown[]): Promise<number> {
  return (await db[database].query(`select count(*)::int as n from (${query}) t`, params)).rows[0].n;
}

beforeAll(async () => {
  system = await startWholeSystem(DATABASE, REDIS_DB, tmp);
  ({ smtp, gateway, db } = system);
}, 180_000);

afterAll(async () => {
  await system?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

it('gathers everything about the person from every service into a ZIP only they can download, mailed when ready; three a day under parallel requests; gone when expired', async () => {
  const kari = await register('Kari', 'Nordmann');
  const ola = await register('Ola', 'Hansen');
  const created = await kari.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: `Hytta på fjellet ${unique()}`,
    description: 'Vi eier hytta sammen og deler på ukene.',
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  await answer(kari, id);
  await answer(ola, id);
  expect(await postInChat(kari, gateway.url, id, 'Skal vi dele vedlikeholdet likt?')).toMatchObject({
    type: 'message',
  });
  await kari.put(`/api/agreements/${id}/party-details`, { birthDate: '1985-04-12' });
  await ola.put(`/api/agreements/${id}/party-details`, { birthDate: '1982-11-03' });
  await eventually(
    async () => ((await download(kari, `/api/agreements/${id}/pdf`)).status === 200 ? true : undefined),
    60_000,
    'the PDF',
  );

  // Logged out: no export. Logged in: 202, pending, stored as pending.
  const visitor = new TestClient(gateway.url, { 'x-forwarded-for': '10.42.9.1' });
  expect((await visitor.post('/api/auth/export')).status).toBe(401);
  expect((await visitor.get('/api/auth/exports')).status).toBe(401);
  const started = await kari.post<DataExport>('/api/auth/export');
  expect(started.status).toBe(202);
  expect(started.body).toMatchObject({ status: 'pending', sizeBytes: null });

  // The ready mail reaches her confirmed address, linking to her profile; it names no file and holds no data.
  const mail = await eventually(async () => smtp.to(kari.email, 'data-export')[0], 60_000, 'the ready mail');
  expect(mail.parsed.subject).toBe('Dataene dine fra Avtalt er klare');
  expect(mail.text).toContain('https://avtalt.test/profile#dataene-dine');
  expect(mail.text).not.toContain(id);
  // Marked as mailed once notifications took the mail (which may reach the SMTP server first).
  const stored = await eventually(
    async () => {
      const found = await db.privacy.query(
        'select user_id, status, size_bytes, zip is not null as has_zip, mailed_at is not null as mailed from data_exports',
      );
      return found.rows[0]?.mailed ? found : undefined;
    },
    10_000,
    'the export marked as mailed',
  );
  expect(stored.rows).toEqual([
    { user_id: kari.id, status: 'ready', size_bytes: expect.any(Number), has_zip: true, mailed: true },
  ]);

  const listed = await kari.get<{ exports: DataExport[] }>('/api/auth/exports');
  expect(listed.body.exports).toEqual([expect.objectContaining({ id: started.body.id, status: 'ready' })]);
  expect(listed.body.exports[0].sizeBytes).toBe(stored.rows[0].size_bytes);

  // Only she can fetch it: Ola gets 404 and sees none in his list; a bad id is a 400.
  expect((await download(ola, `/api/auth/exports/${started.body.id}`)).status).toBe(404);
  expect((await ola.get<{ exports: DataExport[] }>('/api/auth/exports')).body.exports).toEqual([]);
  expect((await kari.get('/api/auth/exports/not-a-uuid')).status).toBe(400);

  const zip = await download(kari, `/api/auth/exports/${started.body.id}`);
  expect([zip.status, zip.type]).toEqual([200, 'application/zip']);
  expect(zip.bytes.length).toBe(stored.rows[0].size_bytes);
  const files = unzipSync(new Uint8Array(zip.bytes));
  const json = (name: string) =>
    JSON.parse(strFromU8(files[name])) as Record<string, Record<string, unknown>[]>;
  expect(Object.keys(files).sort()).toEqual(
    expect.arrayContaining([
      'LES-MEG.txt',
      'avtaler.json',
      'diskusjon.json',
      'e-post.json',
      'konto.json',
      'revisjonslogg.json',
      'signaturer.json',
      'svar.json',
    ]),
  );
  expect(Object.keys(files).filter((name) => name.startsWith('pdf/'))).toHaveLength(1);
  expect(strFromU8(files['LES-MEG.txt'])).toContain('svar.json');

  // Every row the databases hold about her is in it.
  const konto = json('konto.json');
  expect(konto.users).toEqual([
    expect.objectContaining({ id: kari.id, email: kari.email, first_name: 'Kari' }),
  ]);
  const svar = json('svar.json');
  const avtaler = json('avtaler.json');
  const mine = `select id from participants where user_id = $1`;
  for (const [file, table, database, query] of [
    [avtaler, 'participants', 'agreements', 'select 1 from participants where user_id = $1'],
    [svar, 'answers', 'agreements', `select 1 from answers where participant_id in (${mine})`],
    [svar, 'submissions', 'agreements', `select 1 from submissions where participant_id in (${mine})`],
    [json('diskusjon.json'), 'chat_messages', 'chat', 'select 1 from chat_messages where user_id = $1'],
    // Mails go on being sent while the export is made (the ready mail last of all): every one logged before
    // it was asked for is in it.
    [
      json('e-post.json'),
      'mails_received',
      'notifications',
      `select 1 from mails where recipient_user_id = $1 and created_at <= '${started.body.createdAt}'`,
    ],
    [konto, 'account_tokens', 'identity', 'select 1 from account_tokens where user_id = $1'],
  ] as const) {
    const expected = await count(database, query, [kari.id]);
    expect({ table, rows: file[table].length }).toEqual({ table, rows: expected });
  }
  expect(svar.answers.length).toBeGreaterThan(0);
  expect(avtaler.participants[0]).toMatchObject({ birth_date: expect.stringContaining('1985-04-1') });
  // The agreement and its comparison as she saw them.
  const seen = avtaler.agreements_as_seen as {
    agreement_id: string;
    agreement: { title: string };
    comparison: unknown;
  }[];
  expect(seen).toEqual([expect.objectContaining({ agreement_id: id, comparison: expect.anything() })]);
  expect(JSON.parse(strFromU8(files['diskusjon.json'])).chat_messages[0].content).toBe(
    'Skal vi dele vedlikeholdet likt?',
  );
  // No secrets: the password's hash, a link's token hash.
  const everything = Object.entries(files)
    .filter(([name]) => name.endsWith('.json'))
    .map(([, bytes]) => strFromU8(bytes))
    .join('\n');
  const secrets = await db.identity.query('select password_hash from users where id = $1', [kari.id]);
  expect(everything).not.toContain(secrets.rows[0].password_hash);
  expect(everything).not.toMatch(/password_hash|token_hash|code_hash/);

  // Three a day, whatever the number of requests at once to the two processes.
  const burst = await Promise.all(Array.from({ length: 20 }, () => kari.post('/api/auth/export')));
  const accepted = burst.filter((r) => r.status === 202).length;
  expect(accepted).toBe(EXPORTS_PER_DAY - 1);
  expect(burst.filter((r) => r.status === 429).every((r) => r.body.code === ErrorCode.RateLimited)).toBe(
    true,
  );
  expect(await count('privacy', 'select 1 from data_exports where user_id = $1', [kari.id])).toBe(
    EXPORTS_PER_DAY,
  );

  // Seven days on, it is gone: not listed, not downloadable, and deleted at the next start.
  await db.privacy.query(`update data_exports set expires_at = now() - interval '1 second' where id = $1`, [
    started.body.id,
  ]);
  expect(
    (await kari.get<{ exports: DataExport[] }>('/api/auth/exports')).body.exports.map((e) => e.id),
  ).not.toContain(started.body.id);
  expect((await download(kari, `/api/auth/exports/${started.body.id}`)).status).toBe(404);
  await kari.post('/api/auth/export');
  expect(await count('privacy', 'select 1 from data_exports where id = $1', [started.body.id])).toBe(0);
}, 240_000);
