/**
 * Amendments (docs/amendments.md), with real identity, templates, agreements, documents and the gateway: Kari
 * and Ola sign an agreement; Kari proposes to change one answer and to add a question. The new version is a new
 * agreement (checked with SQL): round 1 holds the signed answers, round 2 asks only what changes; once both
 * agree, its redline shows the old and the new clause; both sign it, and the signed version is replaced from
 * that moment — its row, text and trail unchanged byte for byte. Refusals: a visitor, someone not a party, an
 * agreement not signed, a second amendment while one is open, a question not in the agreement.
 */
import type { Agreement, AgreementQuestion, AgreementSummary, Verification } from '@avtalt/contracts';
import {
  eventually,
  fittingAnswers,
  type GatewayProcess,
  type ServiceProcess,
  registerConfirmed,
  startBackendService,
  signWithPassword,
  startGatewayProcess,
  testAuditKey,
  testDatabase,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';

const REDIS_DB = 12;
const DATABASE = 'it_amendments';
const PASSWORD = 'passord123';
const services: ServiceProcess[] = [];
let gateway: GatewayProcess;
let db: Client;
let ip = 1;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'avtalt-amend-'));

const user = (firstName: string): Promise<TestClient> =>
  registerConfirmed(gateway.url, `${DATABASE}_identity`, {
    firstName,
    lastName: 'Endring',
    password: PASSWORD,
    ip: `10.45.0.${ip++}`,
  });

async function answer(p: TestClient, id: string, pick?: (q: AgreementQuestion) => unknown): Promise<void> {
  const questions = (await p.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  const answers = fittingAnswers(questions);
  if (pick) for (const q of questions) if (pick(q) !== undefined) answers[q.id] = pick(q) as never;
  const res = await p.post(`/api/agreements/${id}/answers`, { answers });
  expect([res.status, JSON.stringify(res.body)]).toEqual([200, expect.any(String)]);
}

async function signAll(id: string, parties: TestClient[], details = true): Promise<void> {
  if (details)
    for (const [i, p] of parties.entries())
      expect(
        (await p.put(`/api/agreements/${id}/party-details`, { birthDate: `198${i}-01-0${i + 1}` })).status,
      ).toBe(200);
  for (const p of parties) await signWithPassword(p, id, PASSWORD);
}

/** The sealed PDF of a signed agreement, once documents has made it. */
function sealedPdf(p: TestClient, id: string): Promise<Buffer> {
  return eventually(
    async () => {
      const res = await fetch(`${gateway.url}/api/agreements/${id}/pdf`, {
        headers: { cookie: p.cookieHeader },
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      return res.status === 200 && res.headers.get('content-type')?.includes('pdf') ? bytes : undefined;
    },
    60_000,
    'the sealed PDF',
  );
}

/** The text of a PDF (poppler's pdftotext). */
function pdfText(pdf: Buffer): string {
  const file = path.join(tmp, `${unique()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

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
  services.push(
    await startBackendService('documents', {
      database: `${DATABASE}_documents`,
      redisDb: REDIS_DB,
      env: { SIGNING_CERT_DIR: path.join(tmp, 'signing') },
    }),
  );
  gateway = await startGatewayProcess(REDIS_DB);
  db = await testDatabase(`${DATABASE}_agreements`);
}, 180_000);

afterAll(async () => {
  await db?.end();
  await gateway?.stop();
  for (const s of [...services].reverse()) await s.stop();
  rmSync(tmp, { recursive: true, force: true });
});

it('amends a signed agreement: version 2 asks only what changes, shows the redline, and replaces version 1 once signed', async () => {
  const [kari, ola, per] = [await user('Kari'), await user('Ola'), await user('Per')];
  const created = await kari.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: `Samboere ${unique()}`,
    description: 'Vi flytter sammen og deler utgifter og innbo.',
  });
  const v1 = created.body.id;
  const questions = (await kari.get<AgreementQuestion[]>(`/api/agreements/${v1}/questions`)).body;
  const yesNo = questions.find((q) => q.type === 'yes_no')!;
  expect(yesNo).toBeDefined();
  const yes = (q: AgreementQuestion) => (q.id === yesNo.id ? true : undefined);
  await answer(kari, v1, yes);
  // Not signed yet: nothing to amend.
  expect((await kari.post(`/api/agreements/${v1}/amendments`, { questionIds: [yesNo.id] })).status).toBe(409);
  await answer(ola, v1, yes);
  await signAll(v1, [kari, ola]);
  const before = (
    await db.query(
      `select a.*, (select json_agg(e order by seq) from audit_events e where e.agreement_id = a.id) as trail
         from agreements a where id = $1`,
      [v1],
    )
  ).rows[0];
  expect(before.status).toBe('signed');
  const sealedV1 = await sealedPdf(kari, v1);

  // A party is offered the questions as signed to choose from; someone else is offered nothing.
  const offered = (await kari.get<Agreement>(`/api/agreements/${v1}`)).body.amendableQuestions;
  expect(offered?.map((q) => q.id)).toContain(yesNo.id);
  expect((await per.get<Agreement>(`/api/agreements/${v1}`)).body.amendableQuestions).toBeUndefined();

  // Refused: a bad body, a visitor, someone not a party, a question not in the agreement.
  expect((await kari.post(`/api/agreements/${v1}/amendments`, {})).status).toBe(400);
  expect((await kari.post(`/api/agreements/${v1}/amendments`, { questionIds: ['x'] })).status).toBe(400);
  const visitor = new TestClient(gateway.url);
  expect((await visitor.post(`/api/agreements/${v1}/amendments`, { questionIds: [yesNo.id] })).status).toBe(
    401,
  );
  expect((await per.post(`/api/agreements/${v1}/amendments`, { questionIds: [yesNo.id] })).status).toBe(403);
  const unknown = await kari.post(`/api/agreements/${v1}/amendments`, {
    questionIds: ['00000000-0000-4000-8000-000000000000'],
  });
  expect(unknown.status).toBe(400);

  const amended = await kari.post<{ id: string }>(`/api/agreements/${v1}/amendments`, {
    questionIds: [yesNo.id],
    newQuestions: [{ text: 'Skal vi dele strømregningen likt?', clauseYes: 'Strømregningen deles likt.' }],
  });
  expect([amended.status, JSON.stringify(amended.body)]).toEqual([201, expect.any(String)]);
  const v2 = amended.body.id;
  // One open amendment at a time.
  expect((await ola.post(`/api/agreements/${v1}/amendments`, { questionIds: [yesNo.id] })).status).toBe(409);

  const row = (await db.query('select * from agreements where id = $1', [v2])).rows[0];
  expect(row).toMatchObject({ amends_id: v1, version_number: 2, current_round: 2, status: 'in_progress' });
  // The chosen question, the new one, and what a logic rule makes depend on the chosen one.
  const reopened: string[] = row.reopened_question_ids;
  expect(reopened.length).toBeGreaterThanOrEqual(2);
  const copied = await db.query<{ question_id: string; n: number }>(
    'select question_id, count(*)::int as n from answers where agreement_id = $1 and round = 1 group by question_id',
    [v2],
  );
  // Round 1 holds both parties' signed answers to the questions that stay, and none to those reopened.
  expect(copied.rows.length).toBeGreaterThan(0);
  for (const r of copied.rows) {
    expect(r.n).toBe(2);
    expect(reopened).not.toContain(r.question_id);
  }

  // Round 2 asks only reopened questions: the chosen one and the new one among them.
  const asked = (await ola.get<AgreementQuestion[]>(`/api/agreements/${v2}/questions`)).body;
  for (const q of asked) expect(reopened).toContain(q.id);
  expect(asked.map((q) => q.text)).toEqual(
    expect.arrayContaining([yesNo.text, 'Skal vi dele strømregningen likt?']),
  );
  const no = (q: AgreementQuestion) =>
    q.text === yesNo.text ? false : q.type === 'yes_no' ? true : undefined;
  await answer(kari, v2, no);
  await answer(ola, v2, no);
  const view = (await kari.get<Agreement>(`/api/agreements/${v2}`)).body;
  expect(view.status).toBe('completed');
  expect(view.version).toMatchObject({ number: 2, amends: { id: v1, number: 1 }, replacedBy: null });
  expect(view.version!.changes).toEqual(
    expect.arrayContaining([
      { question: 'Skal vi dele strømregningen likt?', before: null, after: 'Strømregningen deles likt.' },
      expect.objectContaining({ question: yesNo.text }),
    ]),
  );

  // The parties' details come with them from version 1.
  await signAll(v2, [kari, ola], false);
  const replaced = (await db.query('select replaced_by_id, replaced_at from agreements where id = $1', [v1]))
    .rows[0];
  expect(replaced.replaced_by_id).toBe(v2);
  expect(replaced.replaced_at).not.toBeNull();
  const v1View = (await ola.get<Agreement>(`/api/agreements/${v1}`)).body;
  expect(v1View.version).toMatchObject({ number: 1, amends: null, replacedBy: { id: v2 } });
  expect(v1View.amendableQuestions).toBeUndefined();
  // Version 1 is kept as it was signed: its text and trail byte for byte.
  const after = (
    await db.query(
      `select a.*, (select json_agg(e order by seq) from audit_events e where e.agreement_id = a.id) as trail
         from agreements a where id = $1`,
      [v1],
    )
  ).rows[0];
  for (const column of ['frozen_text', 'frozen_text_sha256', 'legal_text', 'status', 'trail'])
    expect(after[column]).toEqual(before[column]);
  // Version 2's sealed PDF names version 1's by SHA-256; version 1's is the same bytes as before; /verifiser
  // shows the chain from either file.
  const sealedV2 = await sealedPdf(ola, v2);
  expect((await sealedPdf(ola, v1)).equals(sealedV1)).toBe(true);
  const [sha1, sha2] = [sealedV1, sealedV2].map((b) => createHash('sha256').update(b).digest('hex'));
  const text = pdfText(sealedV2);
  expect(text).toContain('Denne avtalen erstatter versjon 1');
  expect(text.replace(/\s+/g, '')).toContain(sha1);
  const anyone = new TestClient(gateway.url);
  expect((await anyone.get<Verification>(`/api/verify/${sha2}`)).body.version).toEqual({
    number: 2,
    replaces: { sha256: sha1, number: 1 },
    replacedBy: null,
  });
  expect((await anyone.get<Verification>(`/api/verify/${sha1}`)).body.version).toEqual({
    number: 1,
    replaces: null,
    replacedBy: { sha256: sha2, number: 2, sealedAt: expect.any(String) },
  });
  // The dashboard shows the current version, and the one it replaced as such.
  const finished = (await kari.get<AgreementSummary[]>('/api/agreements/completed')).body;
  expect(finished.find((c) => c.id === v2)).toMatchObject({ versionNumber: 2, status: 'signed' });
  expect(finished.find((c) => c.id === v2)?.replaced).toBeUndefined();
  expect(finished.find((c) => c.id === v1)).toMatchObject({ replaced: true });
  // And it can be amended no more.
  expect((await kari.post(`/api/agreements/${v1}/amendments`, { questionIds: [yesNo.id] })).status).toBe(409);
}, 240_000);

it('ends a signed agreement together: a version whose one question is the ending; once both say yes and sign, it has ended', async () => {
  const [kari, ola, per] = [await user('Kari'), await user('Ola'), await user('Per')];
  const created = await kari.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: `Felles båt ${unique()}`,
    description: 'Vi eier en båt sammen og deler utgiftene.',
  });
  const v1 = created.body.id;
  await answer(kari, v1);
  const endsOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  // Not signed yet: nothing to end.
  expect((await kari.post(`/api/agreements/${v1}/ending`, { endsOn })).status).toBe(409);
  await answer(ola, v1);
  await signAll(v1, [kari, ola]);

  // Refused: a date that has been, one too far ahead, not a date, a visitor, someone not a party.
  const past = await kari.post<{ message: string }>(`/api/agreements/${v1}/ending`, { endsOn: '2020-01-01' });
  expect([past.status, past.body.message]).toEqual([
    400,
    'Avtalen kan ikke avsluttes fra en dato som har vært',
  ]);
  expect((await kari.post(`/api/agreements/${v1}/ending`, { endsOn: '2099-01-01' })).status).toBe(400);
  expect((await kari.post(`/api/agreements/${v1}/ending`, { endsOn: '2027-02-30' })).status).toBe(400);
  expect((await new TestClient(gateway.url).post(`/api/agreements/${v1}/ending`, { endsOn })).status).toBe(
    401,
  );
  expect((await per.post(`/api/agreements/${v1}/ending`, { endsOn })).status).toBe(403);

  const proposed = await kari.post<{ id: string }>(`/api/agreements/${v1}/ending`, { endsOn });
  expect([proposed.status, JSON.stringify(proposed.body)]).toEqual([201, expect.any(String)]);
  const v2 = proposed.body.id;
  const row = (
    await db.query('select amends_id, version_number, ends_on::text, status from agreements where id = $1', [
      v2,
    ])
  ).rows[0];
  expect(row).toEqual({ amends_id: v1, version_number: 2, ends_on: endsOn, status: 'in_progress' });
  // Round 2 asks one question: the ending.
  const asked = (await ola.get<AgreementQuestion[]>(`/api/agreements/${v2}/questions`)).body;
  const ending = asked.find((q) => q.text.startsWith('Skal avtalen opphøre fra og med'));
  expect(ending?.type).toBe('yes_no');
  expect((await ola.get<Agreement>(`/api/agreements/${v2}`)).body.version?.ending).toEqual({
    endsOn,
    agreed: false,
  });

  const yes = (q: AgreementQuestion) => (q.id === ending!.id ? true : undefined);
  await answer(kari, v2, yes);
  await answer(ola, v2, yes);
  expect((await kari.get<Agreement>(`/api/agreements/${v2}`)).body.version?.ending).toEqual({
    endsOn,
    agreed: true,
  });
  await signAll(v2, [kari, ola], false);

  // Ended: version 1 replaced, version 2 signed with its date; no further change, no review.
  const after = (
    await db.query(
      'select id, status, replaced_by_id, ends_on::text from agreements where id = any($1) order by version_number',
      [[v1, v2]],
    )
  ).rows;
  expect(after).toEqual([
    { id: v1, status: 'signed', replaced_by_id: v2, ends_on: null },
    { id: v2, status: 'signed', replaced_by_id: null, ends_on: endsOn },
  ]);
  const view = (await ola.get<Agreement>(`/api/agreements/${v2}`)).body;
  expect(view.amendableQuestions).toBeUndefined();
  const summaries = (await ola.get<{ id: string; endsOn?: string }[]>('/api/agreements/completed')).body;
  expect(summaries.find((s) => s.id === v2)?.endsOn).toBe(endsOn);
  const again = await kari.post<{ message: string }>(`/api/agreements/${v2}/ending`, { endsOn });
  expect([again.status, again.body.message]).toEqual([409, 'Avtalen er avsluttet og kan ikke endres']);
  expect((await kari.get<{ status: string }>(`/api/agreements/${v2}/review`)).body.status).toBe('ended');
  // The sealed PDF of version 2 carries the ending clause.
  expect(pdfText(await sealedPdf(kari, v2)).replace(/\s+/g, ' ')).toContain('opphører fra og med');
}, 240_000);
