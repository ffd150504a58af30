/**
 * @int-alone (it measures response times: another file's processes on the same cores would be measured too)
 *
 * Review M3 (docs/limits.md, "Costly work"; docs/performance.md, "The rendered comparison under load"): 30
 * clients fetch the server-rendered comparison of a 50-participant agreement on the largest topic
 * (Samværsavtale for barn, 23 questions since issue 33) as fast as they can while one more client asks for `/api/topics`
 * every 200 ms. The topics' p50 must stay under 100 ms (it was ~1.5 s when every visit rendered the page on
 * the gateway's event loop). Two kinds of client:
 * - without a cookie (a new visitor every time), each from an address of its own: an outsider's view, whose
 *   render is kept and shared;
 * - each one of the agreement's participants, with that participant's cookie, every request from another
 *   address (X-Forwarded-For; the test gateway trusts its loopback proxy): a participant's page is theirs,
 *   rendered per request and never kept, and the per-address limit does not hold many addresses back, so
 *   the gateway's render budget (COMPARISON_RENDER_BUDGET_MS_PER_SECOND) is what bounds the renders.
 * Real identity, templates, agreements and gateway, with the real frontend build (frontend/dist, its server
 * bundle included).
 */
import type { Topic } from '@avtalt/contracts';
import {
  eventually,
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const REDIS_DB = 14;
const FRONTEND_DIST = path.resolve(__dirname, '../../../frontend/dist');
const PARTICIPANTS = Number(process.env.RENDER_LOAD_PARTICIPANTS ?? 50);
const CLIENTS = 30;
const LOAD_MS = Number(process.env.RENDER_LOAD_SECONDS ?? 15) * 1000;
const TOPICS_EVERY_MS = 200;
const RENDERS_PER_IP = 30;

let services: ServiceProcess[] = [];
let gateway: GatewayProcess;

interface QuestionView {
  id: string;
  type: 'yes_no' | 'multiple_choice' | 'free_text';
  options: string[] | null;
  format: string | null;
}

/** A plausible answer of participant `p` (mixed: some agree, some not); one the question refuses is skipped. */
function answerFor(q: QuestionView, p: number): unknown {
  if (q.type === 'yes_no') return p % 3 !== 0;
  if (q.type === 'multiple_choice') return q.options?.[p % q.options.length] ?? null;
  switch (q.format) {
    case 'amount':
      return 1000 + 100 * (p % 5);
    case 'percent':
      return 40 + (p % 3) * 10;
    case 'number':
      return 1 + (p % 4);
    case 'date':
      return `2027-0${1 + (p % 9)}-01`;
    case 'party':
      return 'self';
    default:
      return `Forslag ${p % 4}`;
  }
}

async function join(client: TestClient, id: string, p: number): Promise<void> {
  const got = await client.get<QuestionView[]>(`/api/agreements/${id}/questions`);
  if (!Array.isArray(got.body)) throw new Error(`questions: ${got.status} ${got.text.slice(0, 200)}`);
  for (const q of got.body) {
    const res = await client.post(`/api/agreements/${id}/questions/${q.id}/answers`, {
      response: answerFor(q, p),
    });
    if (res.status >= 300 && res.status !== 400)
      throw new Error(`answer: ${res.status} ${res.text.slice(0, 200)}`);
  }
  const drafted = await client.get<{ id: string; yourAnswer: unknown }[]>(`/api/agreements/${id}/questions`);
  const answers = Object.fromEntries(
    drafted.body.filter((q) => q.yourAnswer !== null).map((q) => [q.id, q.yourAnswer]),
  );
  const submitted = await client.post(`/api/agreements/${id}/answers`, { answers });
  if (submitted.status !== 200)
    throw new Error(`submit: ${submitted.status} ${submitted.text.slice(0, 200)}`);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 2 });

interface Answer {
  status: number;
  ms: number;
  /** The page carried the comparison rendered on the server (else it was the page as built). */
  rendered: boolean;
  /** The rendered comparison was the caller's own view (a participant marked as 'you'). */
  own: boolean;
}

/** One GET; the body is read and dropped. Resolves with its status, time and what was rendered. */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      let rendered = false;
      let own = false;
      let tail = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const text = tail + chunk;
        if (text.includes('id="avtalt-data"')) rendered = true;
        if (text.includes('"isYou":true')) own = true;
        tail = text.slice(-32);
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, rendered, own }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const pageHeaders = { 'user-agent': 'Mozilla/5.0', accept: 'text/html', 'accept-encoding': 'identity' };
let id: string;
/** Every participant's browser (the initiator first), each with its session cookie. */
let participants: TestClient[] = [];
const idle: number[] = [];
let control: { answers: Answer[]; topicTimes: number[] };

/**
 * 30 clients at `url` as fast as they can for LOAD_MS, client n's k-th request with `headersFor(n, k)`,
 * while /api/topics is asked every 200 ms: the answers and the topics' times.
 */
async function underLoad(url: string, headersFor: (n: number, k: number) => Record<string, string>) {
  const answers: Answer[] = [];
  const topicTimes: number[] = [];
  const until = Date.now() + LOAD_MS;
  const client = async (n: number) => {
    for (let k = 0; Date.now() < until; k++) answers.push(await get(url, headersFor(n, k)));
  };
  const sampler = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the load is under way
    while (Date.now() < until) {
      topicTimes.push((await get(`${gateway.url}/api/topics`, { 'x-forwarded-for': '10.40.2.1' })).ms);
      await new Promise((resolve) => setTimeout(resolve, TOPICS_EVERY_MS));
    }
  };
  await Promise.all([...Array.from({ length: CLIENTS }, (_, n) => client(n)), sampler()]);
  return { answers, topicTimes };
}

/** The figures docs/performance.md records. */
function reportOf(pages: Answer[], topicTimes: number[]) {
  return {
    idleTopicsP50: Math.round(percentile(idle, 50)),
    controlTopicsP50: Math.round(percentile(control.topicTimes, 50)),
    controlPerSecond: Math.round((control.answers.length / LOAD_MS) * 1000),
    topicsP50: Math.round(percentile(topicTimes, 50)),
    topicsP95: Math.round(percentile(topicTimes, 95)),
    topicsMax: Math.round(Math.max(...topicTimes)),
    topicSamples: topicTimes.length,
    pagesPerSecond: Math.round((pages.length / LOAD_MS) * 1000),
    pageP50: Math.round(
      percentile(
        pages.map((p) => p.ms),
        50,
      ),
    ),
    rendered: pages.filter((p) => p.rendered).length,
    renderedPerSecond: Math.round((pages.filter((p) => p.rendered).length / LOAD_MS) * 10_000) / 10,
    pages: pages.length,
  };
}

beforeAll(async () => {
  if (!existsSync(path.join(FRONTEND_DIST, '.vite', 'prerender', 'entry-prerender.js')))
    throw new Error('frontend/dist has no server bundle: build the frontend first (npx nx build frontend)');
  services = [
    await startBackendService('identity', { database: 'it_renderload_identity' }),
    await startBackendService('templates', { database: 'it_renderload_templates', redisDb: REDIS_DB }),
    await startBackendService('agreements', { database: 'it_renderload_agreements' }),
  ];
  // The production limits of rendered pages (the test harness raises the per-address one for other files) and
  // the production render budget, with the size cap raised to let this page of 49 × up to 23 be rendered (the
  // default, 250 cells, sends it as built): what is measured is the budget under the costliest renders.
  gateway = await startGatewayProcess(REDIS_DB, {
    FRONTEND_DIST,
    COMPARISON_RENDERS_PER_IP: String(RENDERS_PER_IP),
    COMPARISON_RENDER_MAX_CELLS: '1200',
  });

  const anne = new TestClient(gateway.url, { 'x-forwarded-for': '10.40.0.1' });
  const topics = await anne.get<Topic[]>('/api/topics');
  const samvaer = topics.body.find((t) => t.title === 'Samværsavtale for barn');
  if (!samvaer) throw new Error('no Samværsavtale for barn in the catalogue');
  const created = await anne.post<{ id: string }>('/api/agreements', {
    topic: samvaer.id,
    title: `Samvær ${unique()}`,
    description: 'Samvær for barna',
    expectedParticipants: PARTICIPANTS,
  });
  expect(created.status).toBe(201);
  id = created.body.id;
  await join(anne, id, 0);
  // 48 more, each a browser of its own (an anonymous participant), a few at a time. One of the 50 does not
  // answer, so the round stays open: a participant's comparison of a finished round with disagreements also
  // computes the negotiation's trades, which for 50 people took the agreements service over the RPC's 5 s
  // (a finding of its own). This file measures the gateway's render, of up to 49 × 23 cells.
  const others = Array.from(
    { length: PARTICIPANTS - 2 },
    (_, i) => new TestClient(gateway.url, { 'x-forwarded-for': `10.40.1.${i + 1}` }),
  );
  for (let i = 0; i < others.length; i += 7)
    await Promise.all(others.slice(i, i + 7).map((c, k) => join(c, id, i + k + 1)));
  participants = [anne, ...others];
  // A visitor's view, as the load below asks for it: every participant, most of the 23 questions (the
  // answers' logic hides a few).
  // On a busy machine the agreements service is still catching up with the answers' follow-up work for
  // a while (its comparison then answers 503 after the RPC's 5 s): asked until it answers.
  const visitor = new TestClient(gateway.url, { 'x-forwarded-for': '10.40.2.2' });
  const comparison = await eventually(
    async () => {
      const res = await visitor.get<{ participants: unknown[]; questionAnswers: unknown[] }>(
        `/api/agreements/${id}/comparison`,
      );
      return res.status === 503 ? undefined : res;
    },
    120_000,
    'the comparison',
  );
  if (!comparison.body.participants)
    throw new Error(`comparison: ${comparison.status} ${comparison.text.slice(0, 300)}`);
  expect(comparison.body.participants).toHaveLength(PARTICIPANTS - 1);
  expect(comparison.body.questionAnswers.length).toBeGreaterThanOrEqual(15);
  // The first render also loads the page's lazy modules; on a busy machine it can give up (the built page is
  // then sent, as before). The load below is about every later visit.
  let warmUp = 0;
  await eventually(
    async () =>
      (
        await get(`${gateway.url}/avtale/${id}/sammenligning`, {
          ...pageHeaders,
          'x-forwarded-for': `10.40.3.${++warmUp}`,
        })
      ).rendered
        ? true
        : undefined,
    60_000,
    'a first render',
  );

  // Idle: the topics' time with nothing else to do.
  for (let i = 0; i < 10; i++)
    idle.push((await get(`${gateway.url}/api/topics`, { 'x-forwarded-for': '10.40.2.1' })).ms);
  // The yardstick: the same clients asking the API for the same comparison (JSON, no render).
  control = await underLoad(`${gateway.url}/api/agreements/${id}/comparison`, (n) => ({
    ...pageHeaders,
    'x-forwarded-for': `10.42.0.${n + 1}`,
  }));
}, 300_000);

afterAll(async () => {
  agent.destroy();
  await gateway?.stop();
  for (const service of services.reverse()) await service.stop();
});

it('keeps /api/topics under 100 ms (p50) while 30 clients without a cookie fetch the rendered comparison of a 50-participant agreement', async () => {
  const { answers: pages, topicTimes } = await underLoad(
    `${gateway.url}/avtale/${id}/sammenligning`,
    (n) => ({
      ...pageHeaders,
      'x-forwarded-for': `10.41.0.${n + 1}`,
    }),
  );
  const report = reportOf(pages, topicTimes);
  process.stdout.write(`comparison render under load, visitors: ${JSON.stringify(report)}\n`);
  expect(pages.every((p) => p.status === 200)).toBe(true);
  // Each address got its first pages rendered (the kept render of this version), at most the limit per
  // window (LOAD_MS is within one window), then the page as built.
  expect(report.rendered).toBeGreaterThanOrEqual(CLIENTS);
  expect(report.rendered).toBeLessThanOrEqual(CLIENTS * RENDERS_PER_IP);
  // The goal: under 100 ms. On a machine that other work keeps busy (then the API's own JSON comparison
  // slows /api/topics too), the rendered page may cost no more than that JSON answer.
  expect(report.topicsP50).toBeLessThan(Math.max(100, 1.5 * report.controlTopicsP50 + 50));
}, 300_000);

it('keeps /api/topics under 100 ms (p50) while 30 participants fetch their own rendered comparison, each request from another address', async () => {
  const { answers: pages, topicTimes } = await underLoad(
    `${gateway.url}/avtale/${id}/sammenligning`,
    (n, k) => ({
      ...pageHeaders,
      cookie: participants[n].cookieHeader,
      'x-forwarded-for': `10.43.${n}.${(k % 250) + 1}`,
    }),
  );
  const report = { ...reportOf(pages, topicTimes), own: pages.filter((p) => p.own).length };
  process.stdout.write(`comparison render under load, participants: ${JSON.stringify(report)}\n`);
  expect(pages.every((p) => p.status === 200)).toBe(true);
  // What was rendered was each caller's own page (not an outsider's kept render), and some were rendered.
  expect(report.own).toBe(report.rendered);
  expect(report.rendered).toBeGreaterThan(0);
  expect(report.topicsP50).toBeLessThan(Math.max(100, 1.5 * report.controlTopicsP50 + 50));
}, 300_000);
