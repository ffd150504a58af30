/**
 * Typed answers end to end (docs/typed-answers.md): two people answer a topic with a choice, an amount,
 * a date, a party and a text question; they disagree on the amount in round 1 and agree in round 2
 * (`12 000` and `12000,00`). The stored jsonb values are read with SQL; the completed legal text and
 * its PDF (pdftotext) carry the option's clause, `12 000 kr`, `1. mars 2027` and the party's name.
 * Wrong types, unknown options and parties who are not in the agreement are 400s that store nothing.
 *
 * The topic is made by an admin through the gateway in the real templates service (typed templates with
 * their option clauses, clause templates and a rule on the amount), which agreements copies from.
 */
import type { Agreement, AgreementQuestion, AnswerClauses, Comparison, QuestionTemplate, Topic } from '@avtalt/contracts';
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
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';

// The one Redis database no other integration test file uses (1–15 are taken).
const REDIS_DB = 0;
const ADMIN_EMAIL = `typed.admin.${unique()}@avtalt.test`;
let TOPIC_ID = '';
const T = {
  split: randomUUID(),
  rent: randomUUID(),
  deposit: randomUUID(),
  from: randomUUID(),
  tenant: randomUUID(),
  boat: randomUUID(),
};

function template(id: string, order: number, fields: Partial<QuestionTemplate>): QuestionTemplate {
  return {
    id,
    topicId: TOPIC_ID,
    text: '',
    type: 'free_text',
    options: null,
    order: String(order),
    description: null,
    required: false,
    hasLogic: false,
    clauseYes: null,
    clauseNo: null,
    format: null,
    optionClauses: null,
    clauseTemplate: null,
    ...fields,
  };
}

const questionnaire = {
  topic: {
    id: TOPIC_ID,
    title: 'Leie av leilighet',
    description: 'Husleie, depositum og hvem som står på kontrakten.',
    featured: false,
    isPublic: true,
    isCustom: false,
    createdBy: null,
    createdAt: new Date('2026-11-01T10:00:00Z').toISOString(),
  },
  templates: [
    template(T.split, 1, {
      text: 'Hvordan deles husleien?',
      type: 'multiple_choice',
      options: ['Likt', 'Etter inntekt'],
      optionClauses: ['Husleien deles likt mellom partene.', 'Husleien deles etter inntekt.'],
    }),
    template(T.rent, 2, { text: 'Hvor mye er husleien?', format: 'amount', clauseTemplate: 'Husleien er {{svar}} per måned.' }),
    // Shown when the rent is over 10 000 kr: logic on a typed value, judged by the server.
    template(T.deposit, 3, { text: 'Skal det betales depositum?', type: 'yes_no', hasLogic: true, clauseYes: 'Det betales depositum.', clauseNo: 'Det betales ikke depositum.' }),
    template(T.from, 4, { text: 'Fra hvilken dato gjelder avtalen?', format: 'date' }),
    template(T.tenant, 5, { text: 'Hvem står på leiekontrakten?', format: 'party', clauseTemplate: '{{svar}} står alene som leietaker.' }),
    template(T.boat, 6, { text: 'Hva heter katten?', format: 'text', clauseTemplate: 'Katten heter {{svar}}.' }),
  ],
  rules: [
    { id: randomUUID(), questionId: T.deposit, sourceQuestionId: T.rent, operator: 'greater_than', value: '10 000', action: 'show', targetQuestionId: null },
  ],
};

const services: ServiceProcess[] = [];
let gateway: GatewayProcess;
let db: Client;
let ip = 1;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'avtalt-typed-'));

/** The admin makes the topic, its typed templates (with the ids above) and the rule, as the admin pages do. */
async function createTopic(): Promise<void> {
  const admin = new TestClient(gateway.url, { 'x-forwarded-for': '10.21.0.1' });
  const id = unique();
  const registered = await admin.post('/api/auth/register', { firstName: 'Ada', lastName: 'Admin', username: `a_${id}`, email: ADMIN_EMAIL, password: 'passord123' });
  expect(registered.status).toBe(201);
  expect((await admin.post('/api/admin/setup', { email: ADMIN_EMAIL })).status).toBe(200);
  const { title, description } = questionnaire.topic;
  const topic = await admin.post<Topic>('/api/admin/topics', { title: `${title} ${id}`, description, featured: false });
  expect(topic.status).toBe(201);
  TOPIC_ID = topic.body.id;
  for (const t of questionnaire.templates) {
    const { topicId: _topicId, hasLogic: _hasLogic, ...body } = t;
    const created = await admin.post<QuestionTemplate>(`/api/admin/topics/${TOPIC_ID}/templates`, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: t.id, type: t.type, format: t.format, optionClauses: t.optionClauses, clauseTemplate: t.clauseTemplate });
  }
  for (const { questionId, sourceQuestionId, operator, value, action } of questionnaire.rules) {
    const rule = await admin.post(`/api/admin/templates/${questionId}/logic`, { sourceQuestionId, operator, value, action });
    expect(rule.status).toBe(201);
  }
}

async function user(firstName: string): Promise<TestClient & { name: string }> {
  const http = new TestClient(gateway.url, { 'x-forwarded-for': `10.20.${Math.floor(ip / 250)}.${ip++ % 250}` });
  const id = unique();
  const lastName = `Typesen${id.slice(-4)}`;
  const res = await http.post('/api/auth/register', { firstName, lastName, username: `t_${id}`, email: `t.${id}@example.no`, password: 'passord123' });
  expect(res.status).toBe(201);
  return Object.assign(http, { name: `${firstName} ${lastName}` });
}

async function newAgreement(owner: TestClient): Promise<string> {
  const res = await owner.post<{ id: string }>('/api/agreements', { topic: TOPIC_ID, title: `Leiligheten ${unique()}`, description: 'Vi leier en leilighet sammen.' });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** The agreement's own question ids by the template they were copied from (same order). */
async function questionIds(http: TestClient, id: string): Promise<typeof T> {
  const res = await http.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`);
  expect(res.status).toBe(200);
  const byText = new Map(res.body.map((q) => [q.text, q.id]));
  const ids = Object.fromEntries(
    Object.entries(T).map(([key, templateId]) => [key, byText.get(questionnaire.templates.find((t) => t.id === templateId)!.text)!]),
  );
  return ids as typeof T;
}

/** Stored answers of a round, by participant name and question, as jsonb read by pg: the JS values. */
async function storedAnswers(agreementId: string, round: number): Promise<{ name: string; question: string; response: unknown; kind: string }[]> {
  const { rows } = await db.query<{ name: string; question: string; response: unknown; kind: string }>(
    `select p.user_name as name, q.text as question, a.response, jsonb_typeof(a.response) as kind
       from answers a join participants p on p.id = a.participant_id join agreement_questions q on q.id = a.question_id
      where a.agreement_id = $1 and a.round = $2 order by p.joined_at, q.position`,
    [agreementId, round],
  );
  return rows;
}

const count = async (sql: string, params: unknown[]): Promise<number> => (await db.query<{ n: number }>(sql, params)).rows[0].n;
const version = async (id: string): Promise<number> => Number((await db.query<{ v: string }>('select version::text as v from agreements where id = $1', [id])).rows[0].v);

/** Text of HTML or a PDF with every run of white space (the no-break spaces of `12 000 kr` too) as one space. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
const htmlText = (html: string) => plain(html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' '));

function pdfText(pdf: Buffer): string {
  const file = path.join(tmp, `${unique()}.pdf`);
  writeFileSync(file, pdf);
  return plain(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
}

/** `GET …/pdf` until it is no longer 202 (the PDF is rendered by a job). */
async function download(http: TestClient, id: string): Promise<{ status: number; pdf: Buffer }> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await fetch(`${gateway.url}/api/agreements/${id}/pdf`, { headers: { cookie: http.cookieHeader } });
    const pdf = Buffer.from(await res.arrayBuffer());
    if (res.status !== 202 || Date.now() > deadline) return { status: res.status, pdf };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  services.push(await startBackendService('identity', { database: 'it_typed_identity', env: { ADMIN_EMAILS: ADMIN_EMAIL } }));
  services.push(await startBackendService('templates', { database: 'it_typed_templates', redisDb: REDIS_DB }));
  // Every write is read back by the service and compared with what it cached (VERIFY_WRITES).
  services.push(await startBackendService('agreements', { database: 'it_typed_agreements', env: { VERIFY_WRITES: 'true' } }));
  services.push(await startBackendService('documents', { database: 'it_typed_documents', redisDb: REDIS_DB }));
  gateway = await startGatewayProcess(REDIS_DB);
  db = await testDatabase('it_typed_agreements');
  await createTopic();
}, 90_000);

afterAll(async () => {
  await db?.end();
  await gateway?.stop();
  for (const service of services.reverse()) await service.stop();
  rmSync(tmp, { recursive: true, force: true });
});

it('copies the typed questions and answers them through two rounds to a legal text and a PDF with the typed clauses', async () => {
  const [kari, ola] = [await user('Kari'), await user('Ola')];
  const id = await newAgreement(kari);

  // The agreement's own copy keeps type, options, format and clauses.
  const { rows: copied } = await db.query(
    `select text, type, options, format, option_clauses, clause_template from agreement_questions where agreement_id = $1 order by position`,
    [id],
  );
  expect(copied.map((q) => [q.type, q.format])).toEqual([
    ['multiple_choice', null],
    ['free_text', 'amount'],
    ['yes_no', null],
    ['free_text', 'date'],
    ['free_text', 'party'],
    ['free_text', 'text'],
  ]);
  expect(copied[0]).toMatchObject({ options: ['Likt', 'Etter inntekt'], option_clauses: ['Husleien deles likt mellom partene.', 'Husleien deles etter inntekt.'] });
  expect(copied[1].clause_template).toBe('Husleien er {{svar}} per måned.');

  const asked = (await kari.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  expect(asked.map((q) => [q.type, q.options, q.format, q.yourAnswer, q.previousAnswers])).toEqual([
    ['multiple_choice', ['Likt', 'Etter inntekt'], null, null, []],
    ['free_text', null, 'amount', null, []],
    ['yes_no', null, null, null, []],
    ['free_text', null, 'date', null, []],
    ['free_text', null, 'party', null, []],
    ['free_text', null, 'text', null, []],
  ]);
  // The clauses each answer produces, as the flow shows them ("Dette betyr"), copied from the stored rows.
  const clausesOf = (x: AnswerClauses) => [x.clauseYes, x.clauseNo, x.optionClauses, x.clauseTemplate];
  const clauses = [
    [null, null, ['Husleien deles likt mellom partene.', 'Husleien deles etter inntekt.'], null],
    [null, null, null, 'Husleien er {{svar}} per måned.'],
    ['Det betales depositum.', 'Det betales ikke depositum.', null, null],
    [null, null, null, null],
    [null, null, null, '{{svar}} står alene som leietaker.'],
    [null, null, null, 'Katten heter {{svar}}.'],
  ];
  expect(asked.map(clausesOf)).toEqual(clauses);
  const q = await questionIds(kari, id);

  // A saved answer is a draft with its canonical value; 'self' stays 'self'.
  expect((await kari.post(`/api/agreements/${id}/questions/${q.rent}/answers`, { response: '12 000 kr' })).status).toBe(204);
  expect((await kari.post(`/api/agreements/${id}/questions/${q.tenant}/answers`, { response: 'self' })).status).toBe(204);
  const { rows: drafts } = await db.query(
    `select question_id, response, jsonb_typeof(response) as kind from draft_answers where agreement_id = $1 order by saved_at, question_id`,
    [id],
  );
  expect(drafts.map((d) => [d.question_id, d.response, d.kind])).toEqual([
    [q.rent, 12000, 'number'],
    [q.tenant, 'self', 'string'],
  ]);
  const mine = (await kari.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  expect(mine.find((x) => x.id === q.rent)?.yourAnswer).toBe(12000);
  expect(mine.find((x) => x.id === q.tenant)?.yourAnswer).toBe('self');

  // Round 1: they disagree on the amount only.
  const script = '<script>alert(1)</script>';
  const first = await kari.post<Agreement>(`/api/agreements/${id}/answers`, {
    answers: { [q.split]: 'Likt', [q.rent]: '12000', [q.deposit]: true, [q.from]: '2027-03-01', [q.tenant]: 'self', [q.boat]: script },
  });
  expect(first.status).toBe(200);
  const before = await version(id);
  const second = await ola.post<Agreement>(`/api/agreements/${id}/answers`, {
    answers: { [q.split]: ' likt', [q.rent]: '11 000', [q.deposit]: true, [q.from]: '1.3.2027', [q.tenant]: 'other', [q.boat]: script },
  });
  expect(second.status).toBe(200);
  expect(second.body.status).toBe('in_progress');
  // The version triggers still fire on answers (the read cache depends on them).
  expect(await version(id)).toBeGreaterThan(before);

  expect(await storedAnswers(id, 1)).toEqual([
    { name: kari.name, question: 'Hvordan deles husleien?', response: 'Likt', kind: 'string' },
    { name: kari.name, question: 'Hvor mye er husleien?', response: 12000, kind: 'number' },
    { name: kari.name, question: 'Skal det betales depositum?', response: true, kind: 'boolean' },
    { name: kari.name, question: 'Fra hvilken dato gjelder avtalen?', response: '2027-03-01', kind: 'string' },
    { name: kari.name, question: 'Hvem står på leiekontrakten?', response: 'self', kind: 'string' },
    { name: kari.name, question: 'Hva heter katten?', response: script, kind: 'string' },
    { name: ola.name, question: 'Hvordan deles husleien?', response: 'Likt', kind: 'string' },
    { name: ola.name, question: 'Hvor mye er husleien?', response: 11000, kind: 'number' },
    { name: ola.name, question: 'Skal det betales depositum?', response: true, kind: 'boolean' },
    { name: ola.name, question: 'Fra hvilken dato gjelder avtalen?', response: '2027-03-01', kind: 'string' },
    { name: ola.name, question: 'Hvem står på leiekontrakten?', response: 'other', kind: 'string' },
    { name: ola.name, question: 'Hva heter katten?', response: script, kind: 'string' },
  ]);
  // Submitting the set took the place of Kari's drafts.
  expect(await count('select count(*)::int as n from draft_answers where agreement_id = $1', [id])).toBe(0);

  const round1 = (await ola.get<Comparison>(`/api/agreements/${id}/comparison`)).body;
  const row = (questionId: string) => round1.questionAnswers.find((x) => x.questionId === questionId)!;
  expect(round1.questionAnswers.map((x) => [x.type, x.format, x.status])).toEqual([
    ['multiple_choice', null, 'agreed'],
    ['free_text', 'amount', 'disagreed'],
    ['yes_no', null, 'agreed'],
    ['free_text', 'date', 'agreed'],
    ['free_text', 'party', 'agreed'],
    ['free_text', 'text', 'agreed'],
  ]);
  expect(round1.questionAnswers.map(clausesOf)).toEqual(clauses);
  expect(row(q.split).options).toEqual(['Likt', 'Etter inntekt']);
  expect(row(q.rent).answers.map((a) => [a.userName, a.response, a.display])).toEqual([
    [kari.name, 12000, '12\u00a0000\u00a0kr'],
    [ola.name, 11000, '11\u00a0000\u00a0kr'],
  ]);
  expect(row(q.from).answers.map((a) => a.display)).toEqual(['1. mars 2027', '1. mars 2027']);
  // Kari's 'self' and Ola's 'other' both name Kari.
  expect(row(q.tenant).answers.map((a) => [a.response, a.display])).toEqual([
    ['self', kari.name],
    ['other', kari.name],
  ]);
  expect(row(q.deposit).answers.map((a) => a.display)).toEqual(['Ja', 'Ja']);

  // Round 2 asks the amount again, showing what each answered.
  expect((await kari.post<Agreement>(`/api/agreements/${id}/nextRound`)).status).toBe(200);
  const again = (await ola.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  expect(again.map((x) => x.id)).toEqual([q.rent]);
  expect(again[0].previousAnswers).toEqual([
    { participantId: expect.any(String), userName: kari.name, isYou: false, response: 12000, display: '12\u00a0000\u00a0kr' },
    { participantId: expect.any(String), userName: ola.name, isYou: true, response: 11000, display: '11\u00a0000\u00a0kr' },
  ]);

  expect((await kari.post(`/api/agreements/${id}/answers`, { answers: { [q.rent]: '12 000' } })).status).toBe(200);
  const done = await ola.post<Agreement>(`/api/agreements/${id}/answers`, { answers: { [q.rent]: '12000,00' } });
  expect(done.status).toBe(200);
  expect(done.body.status).toBe('completed');
  expect((await storedAnswers(id, 2)).map((a) => [a.name, a.response, a.kind])).toEqual([
    [kari.name, 12000, 'number'],
    [ola.name, 12000, 'number'],
  ]);

  // The legal text stored at completion fills the values into the clauses, escaped.
  const legalText = await eventually(async () => {
    const { rows } = await db.query<{ legal_text: string | null }>('select legal_text from agreements where id = $1', [id]);
    return rows[0].legal_text ?? undefined;
  });
  const text = htmlText(legalText);
  expect(text).toContain('Husleien deles likt mellom partene.');
  expect(text).toContain('Husleien er 12 000 kr per måned.');
  expect(text).toContain('Det betales depositum.');
  expect(text).toContain('Partene har svart «1. mars 2027» på spørsmålet «Fra hvilken dato gjelder avtalen?».');
  expect(text).toContain(`${kari.name} står alene som leietaker.`);
  expect(legalText).not.toContain(script);
  expect(legalText).toContain('Katten heter &lt;script&gt;alert(1)&lt;/script&gt;.');

  const { status, pdf } = await download(kari, id);
  expect(status).toBe(200);
  const inPdf = pdfText(pdf);
  expect(inPdf).toContain('Husleien deles likt mellom partene.');
  expect(inPdf).toContain('Husleien er 12 000 kr per måned.');
  expect(inPdf).toContain('1. mars 2027');
  expect(inPdf).toContain(`${kari.name} står alene som leietaker.`);
  expect(inPdf).toContain('Katten heter <script>alert(1)</script>.');
});

it('answers wrong types, unknown options and parties outside the agreement with a 400 naming the question, and stores nothing', async () => {
  const [kari, ola] = [await user('Kari'), await user('Ola')];
  const id = await newAgreement(kari);
  const q = await questionIds(kari, id);
  const valid = { [q.split]: 'Etter inntekt', [q.rent]: 9000, [q.from]: '2027-03-01', [q.tenant]: 'self', [q.boat]: 'Pus' };
  expect((await kari.post(`/api/agreements/${id}/answers`, { answers: valid })).status).toBe(200);
  const stored = async () => ({
    answers: await count('select count(*)::int as n from answers where agreement_id = $1', [id]),
    participants: await count('select count(*)::int as n from participants where agreement_id = $1', [id]),
    drafts: await count('select count(*)::int as n from draft_answers where agreement_id = $1', [id]),
    version: await version(id),
  });
  const before = await stored();
  expect(before).toMatchObject({ answers: 5, participants: 1, drafts: 0 });

  const refused = [
    { answers: { ...valid, [q.rent]: true }, path: `answers.${q.rent}`, message: '«Hvor mye er husleien?»: Skriv et beløp i kroner, for eksempel 12 000' },
    { answers: { ...valid, [q.rent]: '12 000,005' }, path: `answers.${q.rent}`, message: '«Hvor mye er husleien?»: Et beløp kan ha høyst to desimaler (øre)' },
    { answers: { ...valid, [q.split]: 'Etter alder' }, path: `answers.${q.split}`, message: '«Hvordan deles husleien?»: Svaret må være et av alternativene' },
    { answers: { ...valid, [q.split]: 1 }, path: `answers.${q.split}`, message: '«Hvordan deles husleien?»: Svaret må være et av alternativene' },
    { answers: { ...valid, [q.from]: '30.2.2027' }, path: `answers.${q.from}`, message: '«Fra hvilken dato gjelder avtalen?»: Skriv en gyldig dato, for eksempel 1.3.2027' },
    { answers: { ...valid, [q.tenant]: randomUUID() }, path: `answers.${q.tenant}`, message: '«Hvem står på leiekontrakten?»: Velg en av partene i avtalen' },
    { answers: { ...valid, [q.tenant]: 'Kari' }, path: `answers.${q.tenant}`, message: '«Hvem står på leiekontrakten?»: Velg en av partene i avtalen' },
  ];
  for (const wrong of refused) {
    const res = await ola.post(`/api/agreements/${id}/answers`, { answers: wrong.answers });
    expect([res.status, res.body.code, res.body.message]).toEqual([400, 'VALIDATION_FAILED', wrong.message]);
    expect(res.body.details).toEqual([{ path: wrong.path, message: wrong.message }]);
  }
  const one = await ola.post(`/api/agreements/${id}/questions/${q.rent}/answers`, { response: 'mye' });
  expect([one.status, one.body.message, one.body.details]).toEqual([
    400,
    '«Hvor mye er husleien?»: Skriv et beløp i kroner, for eksempel 12 000',
    [{ path: 'response', message: '«Hvor mye er husleien?»: Skriv et beløp i kroner, for eksempel 12 000' }],
  ]);
  const option = await ola.post(`/api/agreements/${id}/questions/${q.split}/answers`, { response: 'Etter alder' });
  expect([option.status, option.body.message]).toEqual([400, '«Hvordan deles husleien?»: Svaret må være et av alternativene']);
  // Neither Ola's answers nor a participant row nor a draft was stored, and nothing changed the version.
  expect(await stored()).toEqual(before);

  // Logic on a typed value, judged by the server from the stored drafts with the new answer: the deposit
  // question is shown only for a rent over 10 000 kr.
  const hidden = await kari.post(`/api/agreements/${id}/answers`, { answers: { ...valid, [q.deposit]: true } });
  expect([hidden.status, hidden.body.message]).toEqual([400, 'Spørsmålet er skjult med svarene du har gitt']);
  const save = (questionId: string, response: unknown) => ola.post(`/api/agreements/${id}/questions/${questionId}/answers`, { response });
  expect((await save(q.deposit, true)).status).toBe(400);
  expect((await save(q.rent, '12 000')).status).toBe(204);
  expect((await save(q.deposit, true)).status).toBe(204);
  const olaDrafts = async () =>
    Object.fromEntries(
      (await db.query('select question_id, response from draft_answers where agreement_id = $1', [id])).rows.map((d) => [d.question_id, d.response]),
    );
  expect(await olaDrafts()).toEqual({ [q.rent]: 12000, [q.deposit]: true });
  // 9 000 kr hides the question again, and its draft goes.
  expect((await save(q.rent, '9 000')).status).toBe(204);
  expect(await olaDrafts()).toEqual({ [q.rent]: 9000 });

  // The same person's valid answer set is taken (Kari's participant id is a party of the agreement).
  const kariId = (await kari.get<Agreement>(`/api/agreements/${id}`)).body.participants[0].id;
  const ok = await ola.post<Agreement>(`/api/agreements/${id}/answers`, { answers: { ...valid, [q.tenant]: kariId } });
  expect(ok.status).toBe(200);
  expect(ok.body.status).toBe('completed');
  expect((await storedAnswers(id, 1)).filter((a) => a.name === ola.name && a.question === 'Hvem står på leiekontrakten?').map((a) => a.response)).toEqual([kariId]);
});

it('makes the final text only when every party has an account: a visitor who completes it is asked to log in, then named', async () => {
  const kari = await user('Kari');
  const id = await newAgreement(kari);
  const q = await questionIds(kari, id);
  const set = { [q.split]: 'Likt', [q.rent]: 9000, [q.from]: '2027-03-01', [q.boat]: 'Pus' };
  expect((await kari.post(`/api/agreements/${id}/answers`, { answers: { ...set, [q.tenant]: 'self' } })).status).toBe(200);
  // A visitor with the link answers the same and completes the agreement without an account.
  const visitor = new TestClient(gateway.url, { 'x-forwarded-for': `10.20.250.${ip++ % 250}` });
  const done = await visitor.post<Agreement>(`/api/agreements/${id}/answers`, { answers: { ...set, [q.tenant]: 'other' } });
  expect([done.status, done.body.status, done.body.legalText]).toEqual([200, 'completed', null]);
  const stored = async () => (await db.query<{ legal_text: string | null }>('select legal_text from agreements where id = $1', [id])).rows[0].legal_text;
  expect(await stored()).toBeNull();

  // Nobody gets a final text with 'Deltaker 2' as a party: the text and the PDF say who must log in.
  const waiting = await kari.get<{ code: string; message: string }>(`/api/agreements/${id}/legal-text`);
  expect([waiting.status, waiting.body.code]).toEqual([409, 'PARTIES_WITHOUT_ACCOUNT']);
  expect(waiting.body.message).toBe(
    'Avtaleteksten lages når alle partene har logget inn med fullt navn. Dette mangler for: Deltaker 2. De kan logge inn eller registrere seg fra lenken til avtalen.',
  );
  expect((await download(kari, id)).status).toBe(409);
  expect(await stored()).toBeNull();

  // The visitor registers (which logs them in): the text is made, stored once, and names them.
  const suffix = unique();
  const registered = await visitor.post('/api/auth/register', {
    firstName: 'Vilde', lastName: `Visitor${suffix.slice(-4)}`, username: `v_${suffix}`, email: `v.${suffix}@example.no`, password: 'passord123',
  });
  expect(registered.status).toBe(201);
  const vilde = `Vilde Visitor${suffix.slice(-4)}`;
  const text = await kari.get<{ html: string }>(`/api/agreements/${id}/legal-text`);
  expect(text.status).toBe(200);
  const body = htmlText(text.body.html);
  expect(body).toContain(vilde);
  expect(body).toContain(`${kari.name} står alene som leietaker.`);
  expect(body).not.toContain('Deltaker 2');
  expect(await stored()).toBe(text.body.html);
  const pdf = await download(kari, id);
  expect(pdf.status).toBe(200);
  expect(pdfText(pdf.pdf)).toContain(vilde);
});
