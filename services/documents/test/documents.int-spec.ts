import type { Agreement, AgreementQuestion } from '@avtalt/contracts';
import {
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REDIS_DB = 4;
const services: ServiceProcess[] = [];
let documents: ServiceProcess;
let gateway: GatewayProcess;
let ip = 1;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'avtalt-pdf-'));

async function user(firstName = 'Siri'): Promise<TestClient & { name: string }> {
  const http = new TestClient(gateway.url, { 'x-forwarded-for': `10.4.${Math.floor(ip / 250)}.${ip++ % 250}` });
  const id = unique();
  const lastName = `Æsøy${id.slice(-4)}`;
  const res = await http.post('/api/auth/register', { firstName, lastName, username: `u_${id}`, email: `u.${id}@example.no`, password: 'passord123' });
  expect(res.status).toBe(201);
  return Object.assign(http, { name: `${firstName} ${lastName}` });
}

async function agreement(a: TestClient, b: TestClient, { disagreeOn = 0, title = `Felles båt ${unique()}` } = {}): Promise<{ id: string; questions: AgreementQuestion[] }> {
  const created = await a.post<{ id: string }>('/api/agreements', { topic: 'custom', title, description: 'Vi deler en seilbåt og båtplass.' });
  expect(created.status).toBe(201);
  const id = created.body.id;
  const questions = (await a.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  const answers = (no: number) => Object.fromEntries(questions.map((q, i) => [q.id, i >= no]));
  expect((await a.post(`/api/agreements/${id}/answers`, { answers: answers(0) })).status).toBe(200);
  expect((await b.post(`/api/agreements/${id}/answers`, { answers: answers(disagreeOn) })).status).toBe(200);
  return { id, questions };
}

function pdfText(pdf: Buffer): string {
  const file = path.join(tmp, `${unique()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

async function download(http: TestClient, id: string, variant?: string): Promise<{ status: number; pdf: Buffer; headers: Headers }> {
  const res = await fetch(`${gateway.url}/api/agreements/${id}/pdf${variant ? `?variant=${variant}` : ''}`, { headers: { cookie: http.cookieHeader } });
  return { status: res.status, pdf: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

function startDocuments(): Promise<ServiceProcess> {
  return startBackendService('documents', { database: 'it_documents', redisDb: REDIS_DB, env: { PDF_LOCK_MS: '3000', PDF_CONCURRENCY: '2' } });
}

beforeAll(async () => {
  services.push(await startBackendService('identity', { database: 'it_documents_identity' }));
  services.push(await startBackendService('templates', { database: 'it_documents_templates', redisDb: REDIS_DB }));
  services.push(await startBackendService('agreements', { database: 'it_documents_agreements' }));
  documents = await startDocuments();
  gateway = await startGatewayProcess(REDIS_DB);
});

afterAll(async () => {
  await gateway?.stop();
  await documents?.stop();
  for (const service of services.reverse()) await service.stop();
  rmSync(tmp, { recursive: true, force: true });
});

it('stores the legal text when an agreement completes and serves its PDF with every party and clause', async () => {
  const [a, b] = [await user('Kari'), await user('Ola')];
  const { id } = await agreement(a, b);
  const stored = (await a.get<Agreement>(`/api/agreements/${id}`)).body;
  expect(stored.status).toBe('completed');
  expect(stored.legalText).toMatch(/^<!doctype html>/);
  expect(stored.legalText).toContain(a.name);

  const { status, pdf, headers } = await download(a, id);
  expect(status).toBe(200);
  expect(headers.get('content-type')).toBe('application/pdf');
  expect(headers.get('content-disposition')).toBe(`attachment; filename="avtale.pdf"; filename*=UTF-8''avtale.pdf`);
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  const text = pdfText(pdf);
  expect(text).toContain(a.name);
  expect(text).toContain(b.name);
  const clauses = [...stored.legalText!.matchAll(/<span class="number">§ \d+<\/span><span>([^<]+)<\/span>/g)].map((m) => m[1]);
  expect(clauses.length).toBeGreaterThanOrEqual(10);
  for (const clause of clauses.slice(0, 10)) expect(text).toContain(clause.replace(/&#x27;|&quot;|&amp;/g, (e) => ({ '&#x27;': "'", '&quot;': '"', '&amp;': '&' })[e]!).split(' ').slice(0, 5).join(' '));
  expect(text).toMatch(/Side 1 av \d/);

  // Stored: a second download is served from the database with the same bytes.
  const again = await download(a, id);
  expect(again.pdf.equals(pdf)).toBe(true);
});

it('serves the partial agreement and the disagreement protocol', async () => {
  const [a, b] = [await user(), await user()];
  const { id, questions } = await agreement(a, b, { disagreeOn: 2 });
  const partial = await a.get<{ html: string }>(`/api/agreements/${id}/legal-text?variant=partial`);
  expect(partial.status).toBe(200);
  expect(partial.body.html).toContain('Delvis avtale');
  expect(partial.body.html).toContain('Punkter som ennå ikke er avtalt');
  const partialPdf = pdfText((await download(a, id, 'partial')).pdf);
  expect(partialPdf).toContain('Delvis avtale');
  expect(partialPdf).toContain(questions[0].text.slice(0, 30));

  expect((await a.post(`/api/agreements/${id}/disagreement`)).status).toBe(200);
  const protocol = await a.get<{ html: string }>(`/api/agreements/${id}/legal-text`);
  expect(protocol.body.html).toContain('Protokoll');
  expect(protocol.body.html).toContain('Partene har ikke kommet til enighet');
  expect(pdfText((await download(a, id, 'protocol')).pdf)).toContain('Punkter partene ikke ble enige om');
});

it('escapes HTML in user text all the way into the PDF', async () => {
  const [a, b] = [await user(), await user()];
  const { id } = await agreement(a, b, { title: '<script>alert(1)</script> <b>Fet</b>' });
  const html = (await a.get<Agreement>(`/api/agreements/${id}`)).body.legalText!;
  expect(html).not.toContain('<script>alert(1)</script>');
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(pdfText((await download(a, id)).pdf)).toContain('<script>alert(1)</script> <b>Fet</b>');
});

it('lets only logged-in participants download', async () => {
  const [a, b, c] = [await user(), await user(), await user()];
  const { id } = await agreement(a, b);
  expect((await download(c, id)).status).toBe(403);
  const visitor = new TestClient(gateway.url, { 'x-forwarded-for': '10.4.9.9' });
  expect((await download(visitor, id)).status).toBe(401);
});

it('renders 20 PDFs for different agreements at once', async () => {
  const [a, b] = [await user(), await user()];
  const ids = [];
  for (let i = 0; i < 20; i++) ids.push((await agreement(a, b, { title: `Avtale nummer ${i}` })).id);
  const results = await Promise.all(ids.map((id) => download(a, id)));
  expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
  expect(results.every((r) => r.pdf.subarray(0, 4).toString() === '%PDF')).toBe(true);
  expect(new Set(results.map((r) => r.pdf.toString('base64'))).size).toBe(20);
});

it('finishes a job whose worker was killed mid-render once the service is back', async () => {
  const [a, b] = [await user(), await user()];
  const { id } = await agreement(a, b, { title: `Lang avtale ${unique()}` });
  // Start a download and kill the documents service while its job runs.
  const pending = download(a, id);
  await new Promise((r) => setTimeout(r, 300));
  documents.child.kill('SIGKILL');
  const first = await pending;
  expect([503, 200]).toContain(first.status);
  documents = await startDocuments();
  // The stalled job is taken up again (lock 3 s); the PDF then comes from storage.
  const second = await download(a, id);
  expect(second.status).toBe(200);
  expect(second.pdf.subarray(0, 4).toString()).toBe('%PDF');
});
