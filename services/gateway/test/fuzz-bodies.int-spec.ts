/**
 * The security review's fuzz corpus as a test (issue 32: N1, N2, the line breaks of M4 and the
 * generate-questions body). Every JSON route of the gateway, read from its controllers, gets strange
 * bodies — 90 kB of nested arrays and objects, lone surrogates in every text field, NUL and control
 * characters, huge numbers, wrong types, prototype keys, duplicate keys, invalid UTF-8, an empty body,
 * the wrong content type, 101 kB — as a visitor, a user and an admin: no answer may be a 5xx, and the
 * gateway must go on answering `/api/topics` quickly. What could have been stored is checked with SQL.
 */
import { type AgreementQuestion, ErrorCode, Messages, TemplateMessages } from '@avtalt/contracts';
import {
  confirmAddressForTests,
  fittingAnswers,
  type ServiceProcess,
  startBackendService,
  TestClient,
  testDatabase,
  unique,
} from '@avtalt/service-kit/testing';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import type { Client } from 'pg';
import 'reflect-metadata';
import { type GatewayProcess, startGateway, startIdentity, startTemplates } from './support/system';
import { WsTestClient } from './support/ws-client';

const REDIS_DB = 8;
const DB = {
  identity: 'it_fuzz_identity',
  templates: 'it_fuzz_templates',
  agreements: 'it_fuzz_agreements',
  documents: 'it_fuzz_documents',
  chat: 'it_fuzz_chat',
  notifications: 'it_fuzz_notifications',
  privacy: 'it_fuzz_privacy',
};
const ADMIN_EMAIL = 'fuzz-admin@avtalt.test';
const PASSWORD = 'hemmelig123';
const SOURCE = path.resolve(__dirname, '../src');

// ---- The routes, as the controllers declare them -------------------------------------------------

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `/api/agreements/:id/answers` */
  path: string;
}

const METHOD_NAMES: Partial<Record<RequestMethod, Route['method']>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.DELETE]: 'DELETE',
};

function controllerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return controllerFiles(full);
    return entry.name.endsWith('.controller.ts') ? [full] : [];
  });
}

const joinPath = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((part) => part.split('/'))
    .filter((part) => part !== '')
    .join('/');

/** Every HTTP route of the gateway: each handler of each `*.controller.ts`, read from Nest's metadata. */
async function gatewayRoutes(): Promise<Route[]> {
  const routes: Route[] = [];
  for (const file of controllerFiles(SOURCE)) {
    const exported = (await import(file)) as Record<string, unknown>;
    for (const candidate of Object.values(exported)) {
      if (typeof candidate !== 'function') continue;
      const base = Reflect.getMetadata(PATH_METADATA, candidate) as string | string[] | undefined;
      if (base === undefined) continue;
      const prototype = (candidate as { prototype: Record<string, unknown> }).prototype;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = METHOD_NAMES[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const own = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (method === undefined || own === undefined) continue;
        for (const basePath of [base].flat())
          for (const ownPath of [own].flat())
            routes.push({ method, path: joinPath('api', basePath, ownPath) });
      }
    }
  }
  return routes;
}

// ---- The corpus ------------------------------------------------------------------------------

interface FuzzBody {
  name: string;
  body?: string | Buffer;
  contentType?: string;
}

const nestedArrays = '['.repeat(45_000) + ']'.repeat(45_000);
const nestedObjects = '{"a":'.repeat(15_000) + '1' + '}'.repeat(15_000);
const LONE = ['\ud800', '\udfff', 'x\udbffy'];

/** Bodies sent to every route that reads one, whatever it expects. */
const CORPUS: FuzzBody[] = [
  { name: '90 kB of nested arrays', body: nestedArrays },
  { name: '90 kB of nested objects', body: nestedObjects },
  {
    name: 'lone surrogates in common fields',
    body: JSON.stringify({
      title: 'x\ud800y',
      text: '\udfff',
      firstName: '\ud800',
      email: 'a\udc00@x.no',
      content: 'hei\ud83d',
    }),
  },
  { name: 'a lone surrogate as a key', body: '{"\\ud800":1,"title":"ok"}' },
  { name: 'NUL', body: JSON.stringify({ title: 'a\u0000b', email: '\u0000', description: 'x' }) },
  {
    name: 'control characters',
    body: JSON.stringify({ title: '\u0007\u001b[31m', answers: { x: '\u0008' } }),
  },
  {
    name: 'huge numbers',
    body: '{"count":1e308,"expectedParticipants":1e400,"response":123456789012345678901234567890,"answers":{"x":-1e999}}',
  },
  {
    name: 'wrong types',
    body: JSON.stringify({
      title: 123,
      answers: 'x',
      emails: {},
      blind: 'ja',
      count: [1],
      response: { a: 1 },
    }),
  },
  { name: 'an array', body: '[1,2,3]' },
  { name: 'a string', body: '"tekst"' },
  { name: 'null', body: 'null' },
  { name: '__proto__', body: '{"__proto__":{"isAdmin":true},"title":"x"}' },
  { name: 'constructor.prototype', body: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { name: 'duplicate keys', body: '{"title":"a","title":"b\\ud800","count":1,"count":"hello"}' },
  {
    name: 'invalid UTF-8',
    body: Buffer.from([
      0x7b, 0x22, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80,
      0x22, 0x7d,
    ]),
  },
  { name: 'an empty body', body: '' },
  { name: 'no body' },
  { name: 'JSON as text/plain', body: '{"title":"x"}', contentType: 'text/plain' },
  { name: 'a form', body: 'title=x&count=hello', contentType: 'application/x-www-form-urlencoded' },
  {
    name: 'UTF-16 JSON',
    body: Buffer.from(`{"a":${nestedArrays.slice(0, 40)}}`, 'utf16le'),
    contentType: 'application/json; charset=utf-16le',
  },
  { name: 'an unknown charset', body: '{}', contentType: 'application/json; charset=utf-7' },
  { name: 'a 101 kB body', body: JSON.stringify({ title: 'x'.repeat(101 * 1024) }) },
  { name: 'a 90 kB string', body: JSON.stringify({ title: 'x'.repeat(90_000), count: 'x'.repeat(90_000) }) },
  {
    name: 'a line break in a title',
    body: JSON.stringify({ title: 'Kontoen din er sperret.\nLogg inn på https://evil.example' }),
  },
];

/** Variants of a valid body: each text in it (and each key) made ill-formed in turn. */
function loneSurrogateVariants(body: Record<string, unknown>): FuzzBody[] {
  const variants: FuzzBody[] = [];
  const visit = (value: unknown, replace: (next: unknown) => unknown, where: string) => {
    if (typeof value === 'string') {
      for (const lone of LONE)
        variants.push({
          name: `${lone === LONE[0] ? 'lone surrogate' : 'lone surrogate ' + LONE.indexOf(lone)} in ${where}`,
          body: JSON.stringify(replace(value + lone)),
        });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) =>
        visit(
          item,
          (next) => replace(value.map((old, i) => (i === index ? next : old))),
          `${where}.${index}`,
        ),
      );
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        visit(item, (next) => replace({ ...value, [key]: next }), `${where}.${key}`);
        variants.push({
          name: `lone surrogate in the key ${where}.${key}`,
          body: JSON.stringify(replace({ ...value, [`${key}\ud800`]: item })),
        });
      }
    }
  };
  visit(body, (next) => next, 'body');
  return variants;
}

// ---- The system ------------------------------------------------------------------------------

let services: ServiceProcess[] = [];
let gateway: GatewayProcess;
let anonymous: TestClient;
let user: TestClient;
let admin: TestClient;
let agreementId: string;
let topicId: string;
let questionId: string;
let freeTextQuestionId: string | undefined;
let agreementsDb: Client;
let identityDb: Client;
let templatesDb: Client;
let chatDb: Client;

let ipCounter = 1;
const client = () =>
  new TestClient(gateway.url, {
    'x-forwarded-for': `10.77.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`,
  });

async function registered(email = `fuzz.${unique()}@example.no`): Promise<TestClient> {
  const http = client();
  const res = await http.post('/api/auth/register', {
    firstName: 'Kari',
    lastName: 'Nordmann',
    username: `kari_${unique()}`,
    email,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  return http;
}

/** The path with its parameters filled in: the user's agreement and its question; fresh ids elsewhere. */
function concrete(route: Route): string {
  const inAgreement = route.path.startsWith('/api/agreements/:id');
  return route.path
    .replace(':id', inAgreement ? agreementId : randomUUID())
    .replace(':questionId', questionId)
    .replace(/:(participantId|proposalId|ruleId)/, () => randomUUID())
    .replace(':token', 'A'.repeat(43))
    .replace(':sha256', '0'.repeat(64));
}

interface Sent {
  who: string;
  route: string;
  body: string;
  status: number;
  text: string;
  ms: number;
}

async function send(
  http: TestClient,
  method: string,
  url: string,
  fuzz: FuzzBody,
): Promise<{ status: number; text: string; ms: number }> {
  const headers: Record<string, string> = { 'x-forwarded-for': '10.78.0.1' };
  if (http.cookieHeader) headers.cookie = http.cookieHeader;
  if (fuzz.body !== undefined || fuzz.contentType)
    headers['content-type'] = fuzz.contentType ?? 'application/json';
  const started = performance.now();
  const request = () =>
    fetch(gateway.url + url, {
      method,
      headers,
      body: method === 'GET' ? undefined : fuzz.body,
      redirect: 'manual',
    });
  try {
    const res = await request();
    const text = await res.text();
    return { status: res.status, text, ms: performance.now() - started };
  } catch (error) {
    // A kept-alive connection the gateway closed as idle just as this request went out on it ("other side
    // closed", ECONNRESET; seen under a load average above 5, when the test process had not run for seconds,
    // and then every pooled connection may be such a one). No answer came, so nothing was judged: sent again
    // once, on a connection of its own. A gateway that is down, or that drops this body's connection every
    // time, fails the second attempt as well.
    // By name: fetch's TypeError is of Node's realm, not of the test's (jest runs it in a VM context).
    const failed = error as (Error & { cause?: unknown }) | undefined;
    if (failed?.name !== 'TypeError') throw error;
    transportRetries.push(
      `${method} ${url} «${fuzz.name}»: ${String((failed.cause as Error | undefined)?.message)}`,
    );
    const res = await onNewConnection(
      method,
      gateway.url + url,
      headers,
      method === 'GET' ? undefined : fuzz.body,
    );
    return { ...res, ms: performance.now() - started };
  }
}

/** One request on a TCP connection of its own, closed after the answer. */
function onNewConnection(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The requests `send` had to send twice (printed with the corpus's summary). */
const transportRetries: string[] = [];

/** Runs `work` over `items`, `lanes` at a time. */
async function inLanes<T>(items: T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** CPU time (user + system) a process has used so far, from /proc (Linux clock ticks of 10 ms). */
function cpuMs(service: ServiceProcess): number {
  const fields = readFileSync(`/proc/${service.child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * `senders` loops posting `body` to `/api/auth/login` for `ms`, in a node process of their own (so the
 * test's samples measure the gateway, not this process); resolves with the count, the statuses and the
 * median time.
 */
function sendBodies(
  baseUrl: string,
  text: string,
  senders: number,
  ms: number,
): Promise<{ requests: number; statuses: Record<string, number>; p50: number }> {
  const script = `
    const body = Buffer.from(process.env.BODY);
    const until = Date.now() + ${ms};
    const statuses = {}; const times = [];
    async function sender() {
      while (Date.now() < until) {
        const started = performance.now();
        const res = await fetch(${JSON.stringify(baseUrl)} + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] || 0) + 1;
        times.push(performance.now() - started);
      }
    }
    Promise.all(Array.from({ length: ${senders} }, sender)).then(() => {
      times.sort((a, b) => a - b);
      process.stdout.write(JSON.stringify({ requests: times.length, statuses, p50: Math.round(times[Math.floor(times.length / 2)]) }));
    });`;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', script],
      { timeout: ms + 30_000, env: { ...process.env, BODY: text }, maxBuffer: 1 << 20 },
      (error, stdout) => {
        if (error) reject(error);
        else
          resolve(JSON.parse(stdout) as { requests: number; statuses: Record<string, number>; p50: number });
      },
    );
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? Number.NaN;

beforeAll(async () => {
  services = [
    await startIdentity(DB.identity, { ADMIN_EMAILS: ADMIN_EMAIL }),
    await startTemplates(DB.templates, REDIS_DB),
    await startBackendService('agreements', { database: DB.agreements }),
    await startBackendService('documents', { database: DB.documents, redisDb: REDIS_DB }),
    await startBackendService('chat', { database: DB.chat }),
    await startBackendService('notifications', { database: DB.notifications, redisDb: REDIS_DB }),
    await startBackendService('privacy', { database: DB.privacy, redisDb: REDIS_DB }),
  ];
  gateway = await startGateway(REDIS_DB, {
    LOGIN_MAX_FAILURES_PER_IP: '100000',
    PASSWORD_RESET_MAX_PER_IP: '100000',
  });
  agreementsDb = await testDatabase(DB.agreements);
  identityDb = await testDatabase(DB.identity);
  templatesDb = await testDatabase(DB.templates);
  chatDb = await testDatabase(DB.chat);

  anonymous = client();
  user = await registered();
  admin = await registered(ADMIN_EMAIL);
  await confirmAddressForTests(DB.identity, ADMIN_EMAIL);
  expect((await admin.post('/api/admin/setup', { email: ADMIN_EMAIL })).status).toBe(200);

  const topics = await anonymous.get<{ id: string }[]>('/api/topics');
  expect(topics.status).toBe(200);
  topicId = topics.body[0]?.id as string;
  const created = await user.post('/api/agreements', {
    topic: topicId,
    title: 'Planene',
    description: 'Linje 1\nLinje 2',
  });
  expect(created.status).toBe(201);
  agreementId = created.body.id;
  const questions = await user.get<{ id: string; type: string; format?: string | null }[]>(
    `/api/agreements/${agreementId}/questions`,
  );
  questionId = questions.body[0]?.id as string;
  freeTextQuestionId = questions.body.find(
    (q) => q.type === 'free_text' && (q.format ?? 'text') === 'text',
  )?.id;
}, 240_000);

afterAll(async () => {
  await agreementsDb?.end();
  await identityDb?.end();
  await templatesDb?.end();
  await chatDb?.end();
  await gateway?.stop();
  for (const service of services) await service.stop();
});

// ---- The tests -------------------------------------------------------------------------------

describe('N1: deeply nested JSON', () => {
  it('is refused with 400 before it is parsed, on every route that reads JSON', async () => {
    for (const url of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/agreements',
      `/api/agreements/${agreementId}/answers`,
    ]) {
      for (const body of [nestedArrays, nestedObjects]) {
        const res = await send(user, 'POST', url, { name: 'nested', body });
        expect({ url, status: res.status, body: JSON.parse(res.text) as unknown }).toEqual({
          url,
          status: 400,
          body: { code: ErrorCode.InvalidJson, message: Messages.tooDeeplyNested },
        });
        expect(res.ms).toBeLessThan(500);
      }
    }
    // 32 levels are read (and then judged by the route's schema); 33 are not.
    const ok = await send(user, 'POST', '/api/agreements', {
      name: '32',
      body: `{"title":${'['.repeat(31)}${']'.repeat(31)}}`,
    });
    expect(JSON.parse(ok.text)).toMatchObject({ code: ErrorCode.ValidationFailed });
    const deep = await send(user, 'POST', '/api/agreements', {
      name: '33',
      body: `{"title":${'['.repeat(32)}${']'.repeat(32)}}`,
    });
    expect(JSON.parse(deep.text)).toEqual({ code: ErrorCode.InvalidJson, message: Messages.tooDeeplyNested });
  });

  it('leaves /api/topics fast while 8 senders post the nested body (the review measured 24 → 1,664 ms)', async () => {
    const sampleTopics = async (until: number) => {
      const times: number[] = [];
      while (Date.now() < until) {
        const started = performance.now();
        const res = await fetch(`${gateway.url}/api/topics`);
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return times;
    };
    /** 8 senders of `body` for 6 s while /api/topics is sampled; the gateway's CPU time per body. */
    const underLoad = async (body: string) => {
      const cpuBefore = cpuMs(gateway);
      const senders = sendBodies(gateway.url, body, 8, 6000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const topics = await sampleTopics(Date.now() + 5500);
      const sent = await senders;
      const cpuPerBody = (cpuMs(gateway) - cpuBefore) / sent.requests;
      return {
        p50: Math.round(median(topics)),
        p95: Math.round(percentile(topics, 0.95)),
        samples: topics.length,
        cpuPerBody: Number(cpuPerBody.toFixed(2)),
        sent,
      };
    };
    const quiet = Math.round(median(await sampleTopics(Date.now() + 3000)));
    // The same senders with a flat 90 kB body (refused by the login schema): what any large junk body costs.
    const flat = await underLoad(JSON.stringify({ email: 'x'.repeat(90_000), password: 'x' }));
    const nested = await underLoad(nestedArrays);
    const line = (name: string, run: typeof nested) =>
      `${name}: /api/topics p50 ${run.p50} ms, p95 ${run.p95} ms (${run.samples} samples); ${run.sent.requests} bodies ` +
      `${JSON.stringify(run.sent.statuses)} p50 ${run.sent.p50} ms; gateway CPU ${run.cpuPerBody} ms per body`;
    console.log(
      `N1 load, 8 senders for 6 s: /api/topics p50 ${quiet} ms quiet\n${line('flat 90 kB body', flat)}\n${line('nested 90 kB body', nested)}`,
    );
    expect(Object.keys(nested.sent.statuses)).toEqual(['400']);
    // Before the fix one nested body cost the gateway 93–292 ms of CPU; now no more than any 90 kB body.
    expect(nested.cpuPerBody).toBeLessThan(Math.max(5, 1.5 * flat.cpuPerBody));
    // The CPU figure above is what proves the fix; latency is only bounded loosely, because this file shares
    // the machine with the other integration shard, whose load differs between the two windows. Before
    // the fix the review measured a p50 of 1 664 ms; under 100 ms on a machine of its own (docs/performance.md).
    expect(nested.p50).toBeLessThan(Math.max(1000, 2 * flat.p50 + 100));
  });
});

describe('N2: lone surrogates', () => {
  const countRows = async (db: Client, sql: string, values: unknown[]) =>
    Number((await db.query<{ n: string }>(sql, values)).rows[0]?.n);

  it('are refused with 400 in a title, a description, an answer, a name and party details, and nothing is stored', async () => {
    const before = await countRows(agreementsDb, 'select count(*) as n from agreements', []);
    for (const body of [
      { topic: topicId, title: 'x\ud800y', description: 'd' },
      { topic: topicId, title: 'Planene', description: 'slutt\udfff' },
      { topic: 'custom', title: '\udbff', description: 'd' },
    ]) {
      const res = await user.post('/api/agreements', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: ErrorCode.ValidationFailed, message: Messages.illFormedText });
    }
    expect(await countRows(agreementsDb, 'select count(*) as n from agreements', [])).toBe(before);

    const answers = await user.post(`/api/agreements/${agreementId}/answers`, {
      answers: { [freeTextQuestionId ?? questionId]: 'Som avtalt\ud800' },
    });
    expect(answers.status).toBe(400);
    expect(answers.body.message).toBe(Messages.illFormedText);
    const one = await user.post(
      `/api/agreements/${agreementId}/questions/${freeTextQuestionId ?? questionId}/answers`,
      { response: '\udfff' },
    );
    expect(one.status).toBe(400);
    const stored = await countRows(
      agreementsDb,
      'select (select count(*) from answers where agreement_id = $1) + (select count(*) from draft_answers where agreement_id = $1) as n',
      [agreementId],
    );
    expect(stored).toBe(0);

    const details = await user.put(`/api/agreements/${agreementId}/party-details`, {
      address: 'Storgata 1\ud800',
    });
    expect(details.status).toBe(400);
    expect(details.body.details).toEqual([{ path: 'address', message: Messages.illFormedText }]);

    const username = `kari_${unique()}`;
    const register = await client().post('/api/auth/register', {
      firstName: 'Kari\ud800',
      lastName: 'Nordmann',
      username,
      email: `${username}@example.no`,
      password: PASSWORD,
    });
    expect(register.status).toBe(400);
    expect(register.body.message).toBe(Messages.illFormedText);
    expect(
      await countRows(identityDb, 'select count(*) as n from users where username = $1', [username]),
    ).toBe(0);

    const topic = await user.post('/api/admin/topics', { title: 'Tema\udc00', description: 'd' });
    expect(topic.status).toBe(400);
    expect(
      await countRows(templatesDb, "select count(*) as n from topics where title like 'Tema%'", []),
    ).toBe(0);
  });

  it('pass when the pair is whole: an emoji is a character like any other', async () => {
    const res = await user.post('/api/agreements', {
      topic: topicId,
      title: 'Hytta 🏔️',
      description: 'Sol ☀️',
    });
    expect(res.status).toBe(201);
    const { rows } = await agreementsDb.query<{ title: string }>(
      'select title from agreements where id = $1',
      [res.body.id],
    );
    expect(rows[0]?.title).toBe('Hytta 🏔️');
  });

  it('in a query string are not read as text that reaches a service', async () => {
    const res = await admin.get('/api/admin/mails?q=%ED%A0%80');
    expect(res.status).toBeLessThan(500);
  });
});

describe('M4: line breaks in one-line fields', () => {
  it('refuses a title or a name with a line break, folds an address and keeps new lines in a description', async () => {
    const title = 'Kontoen din er sperret.\nLogg inn på https://evil.example/bank\n\nHilsen Banken';
    const res = await user.post('/api/agreements', { topic: topicId, title, description: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: ErrorCode.ValidationFailed,
      message: Messages.lineBreak,
      details: [{ path: 'title', message: Messages.lineBreak }],
    });
    expect(
      await agreementsDb.query("select 1 from agreements where title like 'Kontoen din er sperret%'"),
    ).toMatchObject({ rowCount: 0 });
    for (const bad of ['Hytta\r', 'Hytta\rPå fjellet', 'Hytta\u2028x']) {
      const again = await user.post('/api/agreements', {
        topic: topicId,
        title: `${bad}!`,
        description: 'x',
      });
      expect(again.body.message).toBe(Messages.lineBreak);
    }

    const username = `kari_${unique()}`;
    const register = await client().post('/api/auth/register', {
      firstName: 'Kari\nBanken AS',
      lastName: 'Nordmann',
      username,
      email: `${username}@example.no`,
      password: PASSWORD,
    });
    expect(register.status).toBe(400);
    expect(register.body.details).toEqual([{ path: 'firstName', message: Messages.lineBreak }]);
    expect(await identityDb.query('select 1 from users where username = $1', [username])).toMatchObject({
      rowCount: 0,
    });

    const profile = await user.put('/api/auth/profile', {
      firstName: 'Kari',
      lastName: 'Nord\nmann',
      username: 'kari_ny',
      email: 'x@example.no',
    });
    expect(profile.status).toBe(400);
    expect(profile.body.message).toBe(Messages.lineBreak);

    const draft = await user.post('/api/question-drafts', { title: 'Hytta\nBanken', description: 'x' });
    expect(draft.status).toBe(400);
    expect(draft.body.message).toBe(Messages.lineBreak);

    const multiLine = await user.post('/api/agreements', {
      topic: topicId,
      title: 'Hytta på fjellet',
      description: 'Linje 1\nLinje 2\r\nLinje 3',
    });
    expect(multiLine.status).toBe(201);
    const { rows } = await agreementsDb.query<{ description: string }>(
      'select description from agreements where id = $1',
      [multiLine.body.id],
    );
    expect(rows[0]?.description).toBe('Linje 1\nLinje 2\r\nLinje 3');

    // An address pasted on two lines is folded onto one by the agreements service: no line break is stored.
    const questions = await user.get<AgreementQuestion[]>(`/api/agreements/${multiLine.body.id}/questions`);
    expect(
      (
        await user.post(`/api/agreements/${multiLine.body.id}/answers`, {
          answers: fittingAnswers(questions.body),
        })
      ).status,
    ).toBe(200);
    const details = await user.put(`/api/agreements/${multiLine.body.id}/party-details`, {
      address: 'Storgata 1\n0150 Oslo',
    });
    expect(details.status).toBe(200);
    const { rows: parties } = await agreementsDb.query<{ address: string | null }>(
      'select address from participants where agreement_id = $1',
      [multiLine.body.id],
    );
    expect(parties.map((party) => party.address)).toEqual(['Storgata 1 0150 Oslo']);
  });
});

describe('POST /api/admin/topics/:id/generate-questions', () => {
  it.each([
    ['"hello"', '"hello"'],
    ['{}', '{}'],
    ['a 90 kB string', JSON.stringify('x'.repeat(90_000))],
    ['"10"', '"10"'],
    ['null', 'null'],
  ])('refuses count %s with 400 before any job starts', async (_name, count) => {
    const res = await send(admin, 'POST', `/api/admin/topics/${topicId}/generate-questions`, {
      name: 'count',
      body: `{"count":${count}}`,
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({
      code: ErrorCode.ValidationFailed,
      message: TemplateMessages.generateCount,
    });
  });

  it('refuses a field it does not know', async () => {
    const res = await admin.post(`/api/admin/topics/${topicId}/generate-questions`, {
      count: 5,
      topicId: randomUUID(),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Ukjent felt: topicId');
  });
});

describe('WebSocket frames', () => {
  it('get the same depth and text checks, and nothing of a refused frame is stored', async () => {
    const socket = await WsTestClient.connect(gateway.url, { cookie: user.cookieHeader });
    try {
      socket.send({ type: 'join', agreementId });
      await socket.next('history');
      const refused: [string, string][] = [
        [`{"type":"message","agreementId":"${agreementId}","content":"Hei \\ud800"}`, Messages.illFormedText],
        [
          `{"type":"message","agreementId":"${agreementId}","content":"Hei","\\udfff":1}`,
          Messages.illFormedText,
        ],
        [JSON.stringify({ type: 'message', agreementId, content: 'Hei\u0000' }), Messages.controlCharacters],
        [
          `{"type":"message","agreementId":"${agreementId}","content":${'['.repeat(5000)}${']'.repeat(5000)}}`,
          Messages.tooDeeplyNested,
        ],
      ];
      for (const [frame, message] of refused) {
        const from = socket.frames.length;
        socket.send(frame);
        await socket.next('error', (f) => f.message === message, { from });
      }
      const from = socket.frames.length;
      socket.send({ type: 'message', agreementId, content: 'Hei 👋\nNy linje' });
      await socket.next('message', (f) => f.message.content === 'Hei 👋\nNy linje', { from });
      expect(socket.isOpen).toBe(true);
    } finally {
      socket.terminate();
    }
    const { rows } = await chatDb.query<{ content: string }>(
      'select content from chat_messages where agreement_id = $1',
      [agreementId],
    );
    expect(rows.map((row) => row.content)).toEqual(['Hei 👋\nNy linje']);
  });
});

// Last: the corpus logs the sessions out and deletes the agreement the other tests use.
describe('the fuzz corpus on every JSON route', () => {
  it('never answers with a 5xx, to a visitor, a user or an admin', async () => {
    const routes = await gatewayRoutes();
    // The routes of every controller, not a list kept by hand: a new route is fuzzed too.
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/admin/topics/:id/generate-questions' });

    const samples: Record<string, Record<string, unknown>> = {
      'POST /api/auth/register': {
        firstName: 'Kari',
        lastName: 'Nordmann',
        username: 'kari_fuzz',
        email: 'kari.fuzz@example.no',
        password: PASSWORD,
      },
      'POST /api/auth/login': { email: 'kari.fuzz@example.no', password: PASSWORD },
      'PUT /api/auth/profile': {
        firstName: 'Kari',
        lastName: 'Nordmann',
        username: 'kari_fuzz',
        email: 'kari.fuzz@example.no',
      },
      'POST /api/agreements': { topic: 'custom', title: 'Planene', description: 'Om hytta' },
      'POST /api/agreements/:id/answers': { answers: { [freeTextQuestionId ?? questionId]: 'Som avtalt' } },
      'POST /api/agreements/:id/questions/:questionId/answers': { response: 'Som avtalt' },
      'PUT /api/agreements/:id/party-details': { birthDate: '1990-01-01', address: 'Storgata 1, 0150 Oslo' },
      'POST /api/question-drafts': { title: 'Planene', description: 'Om hytta' },
      'POST /api/question-drafts/reading': { title: 'Planene', description: 'Om hytta' },
      'POST /api/admin/topics': { title: 'Planene', description: 'Om hytta' },
      'PUT /api/admin/topics/:id': { title: 'Planene', description: 'Om hytta' },
      'POST /api/admin/topics/:id/templates': {
        text: 'Hvem betaler?',
        type: 'multiple_choice',
        options: ['Anne', 'Bjørn'],
        section: 'Bolig',
      },
      'POST /api/agreements/:id/invitations': { emails: ['venn@example.no'] },
      'POST /api/admin/setup': { email: ADMIN_EMAIL },
    };
    for (const key of Object.keys(samples)) expect(routes.map((r) => `${r.method} ${r.path}`)).toContain(key);

    // Logging out and deleting end the session and the agreement the other routes use: last.
    const last = (route: Route) => route.method === 'DELETE' || route.path === '/api/auth/logout';
    const ordered = [...routes.filter((r) => !last(r)), ...routes.filter(last)];
    const principals: [string, TestClient][] = [
      ['visitor', anonymous],
      ['user', user],
      ['admin', admin],
    ];
    const sent: Sent[] = [];
    for (const [who, http] of principals) {
      const jobs = ordered.flatMap((route) => {
        const key = `${route.method} ${route.path}`;
        const bodies: FuzzBody[] =
          route.method === 'GET'
            ? [{ name: 'no body' }]
            : [...CORPUS, ...(samples[key] ? loneSurrogateVariants(samples[key]) : [])];
        return bodies.map((fuzz) => ({ route, key, fuzz }));
      });
      // One lane per route kind keeps the order (logout and deletes last) and the machine calm.
      const early = jobs.filter((job) => !last(job.route));
      const late = jobs.filter((job) => last(job.route));
      for (const batch of [early, late]) {
        await inLanes(batch, 4, async ({ route, key, fuzz }) => {
          const url = concrete(route) + (route.method === 'GET' ? '?q=%ED%A0%80&title=%00&x[y][z]=1' : '');
          const result = await send(http, route.method, url, fuzz);
          sent.push({ who, route: key, body: fuzz.name, ...result });
        });
      }
    }
    const failures = sent.filter((s) => s.status >= 500);
    const byStatus: Record<number, number> = {};
    for (const s of sent) byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
    console.log(
      `fuzz: ${sent.length} requests on ${routes.length} routes; statuses ${JSON.stringify(byStatus)}; slowest ${Math.round(Math.max(...sent.map((s) => s.ms)))} ms; sent twice: ${transportRetries.length ? transportRetries.join('; ') : 'none'}`,
    );
    expect(
      failures.map(
        ({ who, route, body, status, text }) => `${who} ${route} «${body}» → ${status} ${text.slice(0, 200)}`,
      ),
    ).toEqual([]);
    // No handler got far enough to overflow the stack, and nothing was logged as unexpected.
    expect(gateway.logs.filter((line) => /Maximum call stack|unexpected error/.test(line))).toEqual([]);

    const started = performance.now();
    expect((await client().get('/api/topics')).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
  }, 600_000);
});
