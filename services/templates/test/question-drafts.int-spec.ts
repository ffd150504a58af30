/**
 * Question drafts of custom topics: a BullMQ job in the templates service makes the questions while
 * the client asks how it stands (202, then `ready` or `failed`). Generation goes to a local stand-in
 * for an OpenAI-compatible model that can answer, fail or hold its answer (a slow model). Every test
 * reads the stored draft with SQL.
 */
import type { QuestionDraft } from '@avtalt/contracts';
import {
  type FakeLlm,
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startFakeLlm,
  startGatewayProcess,
  testDatabase,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import type { Client } from 'pg';

const REDIS_DB = 12;
const DATABASE = 'it_drafts_templates';

let llm: FakeLlm;
let templates: ServiceProcess;
let gateway: GatewayProcess;
let db: Client;
let ip = 1;

function startTemplates(): Promise<ServiceProcess> {
  return startBackendService('templates', {
    database: DATABASE,
    redisDb: REDIS_DB,
    env: {
      SEED_CATALOGUE: 'false',
      LLM_BASE_URL: llm.url,
      LLM_TIMEOUT_MS: '20000',
      CUSTOM_TOPIC_QUESTIONS: '3',
      DRAFT_RATE_LIMIT: '3',
      // A job whose worker died is taken up again after 2 s (30 s in production).
      GENERATION_LOCK_MS: '2000',
    },
  });
}

/** A browser of its own: a session, so a draft owner of its own. */
function visitor(): TestClient {
  return new TestClient(gateway.url, { 'x-forwarded-for': `10.12.0.${ip++}` });
}

async function startDraft(http: TestClient, title = `Felles båt ${unique()}`) {
  const started = Date.now();
  // A draft, or an error body (`code`, `message`).
  const res = await http.post<QuestionDraft & { code?: string }>('/api/question-drafts', {
    title,
    description: 'Vi deler en seilbåt.',
  });
  return { ...res, ms: Date.now() - started };
}

/** Asks for the draft until it is no longer pending, as the web app does. */
async function finished(http: TestClient, id: string, timeoutMs = 20_000): Promise<QuestionDraft> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await http.get<QuestionDraft>(`/api/question-drafts/${id}`);
    if (res.status === 200 && res.body.status !== 'pending') return res.body;
    if (Date.now() > deadline)
      throw new Error(`draft ${id} still ${res.status} ${res.text} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function storedDraft(id: string) {
  const { rows } = await db.query<{
    status: string;
    questions: unknown[] | null;
    message: string | null;
    owner_id: string;
    finished_at: Date | null;
  }>('select status, questions, message, owner_id, finished_at from question_drafts where id = $1', [id]);
  return rows[0];
}

beforeAll(async () => {
  llm = await startFakeLlm('answer');
  templates = await startTemplates();
  gateway = await startGatewayProcess(REDIS_DB);
  db = await testDatabase(DATABASE);
}, 60_000);

afterAll(async () => {
  await db?.end();
  await gateway?.stop();
  await templates?.stop();
  await llm?.close();
});

afterEach(() => {
  llm.mode = 'answer';
  llm.release();
});

it('starts a draft at once (202), keeps it pending while the model works, then stores and serves its questions', async () => {
  llm.mode = 'hold';
  const http = visitor();
  const title = `Planene ${unique()}`;
  const before = llm.requests;
  const started = await startDraft(http, title);
  expect(started.status).toBe(202);
  expect(started.ms).toBeLessThan(2000);
  expect(started.body).toMatchObject({ status: 'pending', title, questions: [], message: null });
  expect(started.headers.get('location')).toBe(`/api/question-drafts/${started.body.id}`);
  expect(started.headers.get('retry-after')).toBe('1');

  // The job is running (the model has the request), and the draft says so.
  await llm.waitForRequests(before + 1);
  const pending = await http.get<QuestionDraft>(`/api/question-drafts/${started.body.id}`);
  expect([pending.status, pending.body.status, pending.headers.get('retry-after')]).toEqual([
    200,
    'pending',
    '1',
  ]);
  expect((await storedDraft(started.body.id)).status).toBe('pending');

  llm.release();
  const ready = await finished(http, started.body.id);
  expect(ready.status).toBe('ready');
  expect(ready.questions.map((q) => q.text)).toEqual(
    [1, 2, 3].map((i) => `Skal dere avtale punkt ${i} om ${title}?`),
  );
  const row = await storedDraft(started.body.id);
  expect(row.status).toBe('ready');
  expect(row.questions).toEqual(ready.questions);
  expect(row.finished_at).not.toBeNull();
});

it('tells, in the reply that starts it and every reply after, that a testament or an ektepakt cannot be made in Avtalt (issue 31)', async () => {
  const http = visitor();
  const started = await startDraft(http, `Testamentet vårt ${unique()}`);
  expect(started.status).toBe(202);
  expect(started.body.formNotices.map((n) => [n.kind, n.title, n.source])).toEqual([
    ['testament', 'Avtalt kan ikke lage et testament', 'arveloven §§ 42 og 43'],
  ]);
  expect(started.body.formNotices[0].text).toContain('foran to vitner');
  // The user may go on: the questions are made as for any other topic, and the notice stays with them.
  const ready = await finished(http, started.body.id);
  expect(ready.status).toBe('ready');
  expect(ready.formNotices.map((n) => n.kind)).toEqual(['testament']);

  const heirs = await http.post<QuestionDraft>('/api/question-drafts', {
    title: `Arveoppgjør etter mor ${unique()}`,
    description: 'Tre søsken deler arven.',
  });
  expect([heirs.status, heirs.body.formNotices]).toEqual([202, []]);
});

it('shows a draft only to the session that started it', async () => {
  const [owner, other] = [visitor(), visitor()];
  const { body } = await startDraft(owner);
  await finished(owner, body.id);
  const foreign = await other.get(`/api/question-drafts/${body.id}`);
  expect([foreign.status, foreign.body.code, foreign.body.message]).toEqual([
    404,
    'NOT_FOUND',
    'Fant ikke spørsmålene til avtalen. Prøv igjen.',
  ]);
  expect(foreign.text).not.toContain('Skal dere');
  expect((await owner.get(`/api/question-drafts/${body.id}`)).status).toBe(200);
  expect((await owner.get('/api/question-drafts/ikke-en-id')).status).toBe(400);
});

it('validates the body in Norwegian', async () => {
  const http = visitor();
  const empty = await http.post('/api/question-drafts', { title: '  ' });
  expect([empty.status, empty.body.message]).toEqual([400, 'Vennligst angi en tittel']);
  const extra = await http.post('/api/question-drafts', { title: 'Båt', count: 30 });
  expect([extra.status, extra.body.message]).toEqual([400, 'Ukjent felt: count']);
});

it('reads a title while it is typed (nothing stored), and refuses what is not a title in Norwegian', async () => {
  const http = visitor();
  const before = await db.query('select count(*)::int as n from question_drafts');
  const read = await http.post('/api/question-drafts/reading', {
    title: 'Leie ut hesten til en venninne',
    description: '',
  });
  expect([read.status, read.body]).toEqual([200, { kinds: ['rent'], object: 'hesten', guessed: false }]);
  const guessed = await http.post('/api/question-drafts/reading', { title: 'Snøfreseren' });
  expect(guessed.body).toEqual({ kinds: ['own-together'], object: 'snøfreseren', guessed: true });
  for (const [body, message] of [
    [{ title: '' }, 'Vennligst angi en tittel'],
    [{ title: 'Hytta', kinds: ['rent'] }, 'Ukjent felt: kinds'],
    [{ title: { a: { b: [1] } } }, 'Vennligst angi en tittel'],
  ] as const) {
    const res = await http.post('/api/question-drafts/reading', body);
    expect([res.status, res.body.message]).toEqual([400, message]);
  }
  const after = await db.query('select count(*)::int as n from question_drafts');
  expect(after.rows[0].n).toBe(before.rows[0].n);
});

it('stores the kinds of agreement the person chose with the draft, and answers them back; refuses kinds not on the list', async () => {
  const http = visitor();
  const title = `Snøfreseren ${unique()}`;
  const res = await http.post<QuestionDraft>('/api/question-drafts', {
    title,
    description: 'Per får låne den i vinter.',
    kinds: ['lend-thing'],
  });
  expect(res.status).toBe(202);
  const draft = await finished(http, res.body.id);
  expect(draft).toMatchObject({
    status: 'ready',
    kinds: ['lend-thing'],
    document: { heading: 'Låneavtale' },
  });
  const { rows } = await db.query('select kinds from question_drafts where id = $1', [res.body.id]);
  expect(rows[0].kinds).toEqual(['lend-thing']);

  for (const kinds of [['other'], ['rent', 'rent'], [], ['rent', 'care', 'company', 'estate']]) {
    const refused = await http.post('/api/question-drafts', { title: `${title} ${kinds.length}`, kinds });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'Velg hva slags avtale det er fra listen (høyst tre)',
    ]);
  }
  const stored = await db.query('select count(*)::int as n from question_drafts where title like $1', [
    `${title} %`,
  ]);
  expect(stored.rows[0].n).toBe(0);
});

it('fails a draft whose generation fails with a Norwegian message that asks to try again; a new draft then succeeds', async () => {
  llm.mode = 'fail';
  const http = visitor();
  const { body } = await startDraft(http);
  const failed = await finished(http, body.id);
  expect(failed).toMatchObject({
    status: 'failed',
    questions: [],
    message: 'Kunne ikke lage spørsmål til avtalen. Prøv igjen.',
  });
  expect(await storedDraft(body.id)).toMatchObject({
    status: 'failed',
    questions: null,
    message: 'Kunne ikke lage spørsmål til avtalen. Prøv igjen.',
  });

  llm.mode = 'answer';
  const again = await startDraft(http);
  expect((await finished(http, again.body.id)).status).toBe('ready');
});

it('limits how many drafts one session starts (429), and stores none past the limit', async () => {
  const [http, neighbour] = [visitor(), visitor()];
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await startDraft(http);
    expect(res.status).toBe(202);
    ids.push(res.body.id);
  }
  const refused = await startDraft(http);
  expect([refused.status, refused.body.code, refused.body.message]).toEqual([
    429,
    'RATE_LIMITED',
    'Du har laget spørsmål til mange avtaler på kort tid. Vent litt og prøv igjen.',
  ]);
  const owner = (await storedDraft(ids[0])).owner_id;
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from question_drafts where owner_id = $1',
    [owner],
  );
  expect(rows[0].n).toBe(3);
  // Another session is not affected.
  expect((await startDraft(neighbour)).status).toBe(202);
});

it('counts simultaneous starts of one session exactly (no more than the limit pass)', async () => {
  const http = visitor();
  // The session (and its anonymous id) exists before the burst, so all five have one owner.
  const first = await startDraft(http);
  expect(first.status).toBe(202);
  const burst = await Promise.all(Array.from({ length: 5 }, () => startDraft(http)));
  expect(burst.filter((r) => r.status === 202)).toHaveLength(2);
  expect(burst.filter((r) => r.status === 429)).toHaveLength(3);
  const owner = (await storedDraft(first.body.id)).owner_id;
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from question_drafts where owner_id = $1',
    [owner],
  );
  expect(rows[0].n).toBe(3);
});

it('finishes a draft whose job was running when the templates service was killed, once the service is back', async () => {
  llm.mode = 'hold';
  const http = visitor();
  const before = llm.requests;
  const { body } = await startDraft(http);
  await llm.waitForRequests(before + 1);

  // The worker dies holding the job (its request to the model is cut off).
  const exited = new Promise((resolve) => templates.child.once('exit', resolve));
  templates.child.kill('SIGKILL');
  await exited;
  llm.mode = 'answer';
  llm.release();
  expect((await storedDraft(body.id)).status).toBe('pending');

  templates = await startTemplates();
  const ready = await finished(http, body.id, 30_000);
  expect(ready.status).toBe('ready');
  expect(ready.questions).toHaveLength(3);
  // The job ran again after the restart: the model was asked a second time.
  expect(llm.requests).toBeGreaterThanOrEqual(before + 2);
  expect(await storedDraft(body.id)).toMatchObject({ status: 'ready', questions: ready.questions });
}, 60_000);

it('answers 503 within the normal RPC time limit while the templates service is frozen', async () => {
  const http = visitor();
  const { body } = await startDraft(http);
  await finished(http, body.id);
  process.kill(templates.child.pid!, 'SIGSTOP');
  let start: Awaited<ReturnType<typeof startDraft>>;
  let read: { status: number; ms: number };
  try {
    start = await startDraft(http);
    const t = Date.now();
    read = { status: (await http.get(`/api/question-drafts/${body.id}`)).status, ms: 0 };
    read.ms = Date.now() - t;
  } finally {
    process.kill(templates.child.pid!, 'SIGCONT');
  }
  expect([start.status, start.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
  expect(start.ms).toBeGreaterThanOrEqual(4500);
  expect(start.ms).toBeLessThan(6500);
  expect(read.status).toBe(503);
  expect(read.ms).toBeLessThan(6500);
  expect((await http.get(`/api/question-drafts/${body.id}`)).status).toBe(200);
});
