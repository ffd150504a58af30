/**
 * @int-alone (it measures response times: another file's processes on the same cores would be measured too)
 *
 * Review M3 (docs/limits.md, "Costly work"; docs/performance.md, "The rendered comparison under load"): 30
 * clients fetch the server-rendered comparison of a 50-participant agreement on the largest topic
 * (Samværsavtale for barn, 19 questions) as fast as they can, each from an address of its own, without a
 * cookie (a new visitor every time), while one more client asks for `/api/topics` every 200 ms. The
 * topics' p50 must stay under 100 ms (it was ~1.5 s when every visit rendered the page on the gateway's
 * event loop). Real identity, templates, agreements and gateway, with the real frontend build
 * (frontend/dist, its server bundle included).
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
    const res = await client.post(`/api/agreements/${id}/questions/${q.id}/answers`, { response: answerFor(q, p) });
    if (res.status >= 300 && res.status !== 400) throw new Error(`answer: ${res.status} ${res.text.slice(0, 200)}`);
  }
  const drafted = await client.get<{ id: string; yourAnswer: unknown }[]>(`/api/agreements/${id}/questions`);
  const answers = Object.fromEntries(drafted.body.filter((q) => q.yourAnswer !== null).map((q) => [q.id, q.yourAnswer]));
  const submitted = await client.post(`/api/agreements/${id}/answers`, { answers });
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${submitted.text.slice(0, 200)}`);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 2 });

/** One GET without a cookie; the body is read and dropped. Resolves with its status, time and whether it was rendered. */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; ms: number; rendered: boolean }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      let rendered = false;
      let tail = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const text = tail + chunk;
        if (text.includes('id="avtalt-data"')) rendered = true;
        tail = text.slice(-32);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, rendered }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

beforeAll(async () => {
  if (!existsSync(path.join(FRONTEND_DIST, '.vite', 'prerender', 'entry-prerender.js')))
    throw new Error('frontend/dist has no server bundle: build the frontend first (npx nx build frontend)');
  services = [
    await startBackendService('identity', { database: 'it_renderload_identity' }),
    await startBackendService('templates', { database: 'it_renderload_templates', redisDb: REDIS_DB }),
    await startBackendService('agreements', { database: 'it_renderload_agreements' }),
  ];
  // The production limit of rendered pages per address (the test harness raises it for other files).
  gateway = await startGatewayProcess(REDIS_DB, { FRONTEND_DIST, COMPARISON_RENDERS_PER_IP: String(RENDERS_PER_IP) });
}, 120_000);

afterAll(async () => {
  agent.destroy();
  await gateway?.stop();
  for (const service of services.reverse()) await service.stop();
});

it('keeps /api/topics under 100 ms (p50) while 30 clients fetch the rendered comparison of a 50-participant agreement', async () => {
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
  const id = created.body.id;
  await join(anne, id, 0);
  // 49 more, each a browser of its own (an anonymous participant), a few at a time.
  const others = Array.from({ length: PARTICIPANTS - 1 }, (_, i) => new TestClient(gateway.url, { 'x-forwarded-for': `10.40.1.${i + 1}` }));
  for (let i = 0; i < others.length; i += 7) await Promise.all(others.slice(i, i + 7).map((c, k) => join(c, id, i + k + 1)));
  // A visitor's view, as the load below asks for it: every participant, most of the 19 questions (the
  // answers' logic hides a few).
  const visitor = new TestClient(gateway.url, { 'x-forwarded-for': '10.40.2.2' });
  const comparison = await visitor.get<{ participants: unknown[]; questionAnswers: unknown[] }>(`/api/agreements/${id}/comparison`);
  if (!comparison.body.participants) throw new Error(`comparison: ${comparison.status} ${comparison.text.slice(0, 300)}`);
  expect(comparison.body.participants).toHaveLength(PARTICIPANTS);
  expect(comparison.body.questionAnswers.length).toBeGreaterThanOrEqual(15);
  // The first render also loads the page's lazy modules; on a busy machine it can give up (the built page is
  // then sent, as before). The load below is about every later visit.
  const pageHeaders = { 'user-agent': 'Mozilla/5.0', accept: 'text/html', 'accept-encoding': 'identity' };
  let warmUp = 0;
  await eventually(async () => ((await get(`${gateway.url}/avtale/${id}/sammenligning`, { ...pageHeaders, 'x-forwarded-for': `10.40.3.${++warmUp}` })).rendered ? true : undefined), 60_000, 'a first render');

  // Idle: the topics' time with nothing else to do.
  const idle: number[] = [];
  for (let i = 0; i < 10; i++) idle.push((await get(`${gateway.url}/api/topics`, { 'x-forwarded-for': '10.40.2.1' })).ms);

  /**
   * 30 clients at `url` as fast as they can for LOAD_MS, each from an address of its own, while /api/topics
   * is asked every 200 ms: the answers and the topics' times.
   */
  const underLoad = async (url: string, addressPrefix: string) => {
    const answers: { status: number; ms: number; rendered: boolean }[] = [];
    const topicTimes: number[] = [];
    const until = Date.now() + LOAD_MS;
    const client = async (n: number) => {
      const headers = { ...pageHeaders, 'x-forwarded-for': `${addressPrefix}.${n + 1}` };
      while (Date.now() < until) answers.push(await get(url, headers));
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
  };

  // The yardstick: the same clients asking the API for the same comparison (JSON, no render).
  const control = await underLoad(`${gateway.url}/api/agreements/${id}/comparison`, '10.42.0');
  const { answers: pages, topicTimes } = await underLoad(`${gateway.url}/avtale/${id}/sammenligning`, '10.41.0');

  const report = {
    idleTopicsP50: Math.round(percentile(idle, 50)),
    controlTopicsP50: Math.round(percentile(control.topicTimes, 50)),
    controlPerSecond: Math.round((control.answers.length / LOAD_MS) * 1000),
    topicsP50: Math.round(percentile(topicTimes, 50)),
    topicsP95: Math.round(percentile(topicTimes, 95)),
    topicsMax: Math.round(Math.max(...topicTimes)),
    topicSamples: topicTimes.length,
    pagesPerSecond: Math.round((pages.length / LOAD_MS) * 1000),
    pageP50: Math.round(percentile(pages.map((p) => p.ms), 50)),
    rendered: pages.filter((p) => p.rendered).length,
    pages: pages.length,
  };
  // The numbers docs/performance.md records.
  process.stdout.write(`comparison render under load: ${JSON.stringify(report)}\n`);
  expect(pages.every((p) => p.status === 200)).toBe(true);
  // Each address got its first pages rendered (the kept render of this version), at most the limit per
  // window (LOAD_MS is within one window), then the page as built.
  expect(report.rendered).toBeGreaterThanOrEqual(CLIENTS);
  expect(report.rendered).toBeLessThanOrEqual(CLIENTS * RENDERS_PER_IP);
  // The goal: under 100 ms. On a machine that other work keeps busy (then the API's own JSON comparison
  // slows /api/topics too), the rendered page may cost no more than that JSON answer.
  expect(report.topicsP50).toBeLessThan(Math.max(100, 1.5 * report.controlTopicsP50 + 50));
}, 300_000);
