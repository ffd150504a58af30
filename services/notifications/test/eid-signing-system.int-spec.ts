/**
 * Signing with national eID, the whole system: REAL identity, templates, agreements, documents,
 * notifications and gateway processes, a real SMTP server, and a certified OpenID Connect provider
 * (oidc-provider, infra/local/oidc-provider.mjs) answering as a BankID broker. Two people complete an
 * agreement and sign through the gateway's redirect flow; checked on what was stored (SQL) and served:
 * - the signature rows carry method `eid` and what the broker verified, and the audit entries the digest of
 *   the ID token's claims (so a row changed afterwards no longer matches the chain);
 * - a login as another person is refused (IDENTITY_MISMATCH) and records nothing; a callback replayed is refused;
 * - the sealed PDF and /api/verify state the level per signer.
 * It lives here because the SMTP server and its helpers are the notifications tests' (as signing-system).
 */
import type { AgreementQuestion, SignaturesView, Verification } from '@avtalt/contracts';
import {
  confirmAddressForTests,
  eventually,
  fittingAnswers,
  freePort,
  type GatewayProcess,
  loginAtOidcProvider,
  type OidcProviderProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  startOidcProviderProcess,
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
import { SmtpSink } from './smtp-sink';

const REDIS_DB = 7;
const DATABASE = 'it_eid_signing_system';
const PASSWORD = 'passord123';
// The broker sends the browser here; the test follows that redirect to the gateway itself.
const CALLBACK = 'http://127.0.0.1:9/api/eid/callback';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'avtalt-eid-system-'));
const services: ServiceProcess[] = [];
let provider: OidcProviderProcess;
let gateway: GatewayProcess;
let smtp: SmtpSink;
let agreementsDb: Client;

type Person = TestClient & { name: string; email: string };
let ip = 1;

async function register(firstName: string, lastName: string): Promise<Person> {
  const http = new TestClient(gateway.url, { 'x-forwarded-for': `10.39.0.${ip++}` });
  const email = `${firstName.toLowerCase()}.${unique()}@example.no`;
  const res = await http.post('/api/auth/register', {
    firstName,
    lastName,
    username: `eid_${unique()}`,
    email,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  await confirmAddressForTests(`${DATABASE}_identity`, email);
  return Object.assign(http, { name: `${firstName} ${lastName}`, email });
}

/** Starts eID signing, logs in at the provider as `person`, and follows the way back to the gateway. */
async function signWithEid(p: Person, id: string, textSha256: string, person: string): Promise<string> {
  const started = await p.post<{ url: string }>(`/api/agreements/${id}/signatures/eid`, {
    consent: true,
    textSha256,
  });
  expect(started.status).toBe(201);
  const back = await loginAtOidcProvider(started.body.url, person);
  return followCallback(p, back.search);
}

async function followCallback(p: Person, search: string): Promise<string> {
  const res = await fetch(`${gateway.url}/api/eid/callback${search}`, {
    redirect: 'manual',
    headers: { cookie: p.cookieHeader, 'x-forwarded-for': '10.39.1.1' },
  });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

beforeAll(async () => {
  provider = await startOidcProviderProcess(CALLBACK);
  smtp = await SmtpSink.start(await freePort());
  services.push(
    await startBackendService('identity', {
      database: `${DATABASE}_identity`,
      env: { ADMIN_EMAILS: '', ...provider.env, EID_BROKER_NAME: 'Testmegler' },
    }),
  );
  services.push(
    await startBackendService('templates', {
      database: `${DATABASE}_templates`,
      redisDb: REDIS_DB,
      env: { CUSTOM_TOPIC_QUESTIONS: '3' },
    }),
  );
  services.push(await startBackendService('agreements', { database: `${DATABASE}_agreements` }));
  services.push(
    await startBackendService('documents', {
      database: `${DATABASE}_documents`,
      redisDb: REDIS_DB,
      env: { SIGNING_CERT_DIR: path.join(tmp, 'signing') },
    }),
  );
  services.push(
    await startBackendService('notifications', {
      database: DATABASE,
      redisDb: REDIS_DB,
      env: { SMTP_URL: smtp.url, APP_ORIGIN: 'https://avtalt.test', MAIL_BACKOFF_MS: '500' },
    }),
  );
  gateway = await startGatewayProcess(REDIS_DB);
  agreementsDb = await testDatabase(`${DATABASE}_agreements`);
}, 120_000);

afterAll(async () => {
  await agreementsDb?.end();
  await gateway?.stop();
  for (const s of [...services].reverse()) await s.stop();
  await smtp?.stop();
  await provider?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

it('two people sign with BankID through the broker; the level, the proof and the seal hold', async () => {
  const anyone = new TestClient(gateway.url, { 'x-forwarded-for': '10.39.2.1' });
  expect((await anyone.get('/api/eid')).body).toEqual({
    available: true,
    method: 'BankID',
    broker: 'Testmegler',
  });
  // The test persons of the provider: Kari Nordmann, 1985-04-12; Ola Nordmann, 1982-11-03.
  const kari = await register('Kari', 'Nordmann');
  const ola = await register('Ola', 'Nordmann');
  const created = await kari.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: `Samboere ${unique()}`,
    description: 'Vi flytter sammen og deler utgifter og innbo.',
  });
  const id = created.body.id;
  for (const p of [kari, ola]) {
    const questions = (await p.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
    expect(
      (await p.post(`/api/agreements/${id}/answers`, { answers: fittingAnswers(questions) })).status,
    ).toBe(200);
  }
  await kari.put(`/api/agreements/${id}/party-details`, { birthDate: '1985-04-12' });
  expect(
    (await ola.put<{ status: string }>(`/api/agreements/${id}/party-details`, { birthDate: '1982-11-03' }))
      .body.status,
  ).toBe('completed');
  const textSha256 = (await kari.get<SignaturesView>(`/api/agreements/${id}/signatures`)).body.textSha256!;

  // Nobody goes through BankID for a text that is not the one to sign, nor without a login.
  expect(
    (await kari.post(`/api/agreements/${id}/signatures/eid`, { consent: true, textSha256: 'a'.repeat(64) }))
      .status,
  ).toBe(409);
  expect(
    (await anyone.post(`/api/agreements/${id}/signatures/eid`, { consent: true, textSha256 })).status,
  ).toBe(401);

  // Kari requires BankID of both: neither a code nor the password signs now.
  expect(
    (
      await kari.put<{ requiredSignatureLevel: string }>(`/api/agreements/${id}/signature-level`, {
        level: 'eid',
      })
    ).body.requiredSignatureLevel,
  ).toBe('eid');
  expect((await ola.get<SignaturesView>(`/api/agreements/${id}/signatures`)).body.requiredLevel).toBe('eid');
  const byPassword = await ola.post<{ code: string }>(`/api/agreements/${id}/signatures`, {
    consent: true,
    password: PASSWORD,
    textSha256,
  });
  expect([byPassword.status, byPassword.body.code]).toEqual([409, 'SIGNATURE_LEVEL_REQUIRED']);
  expect((await ola.post(`/api/agreements/${id}/signatures/code`)).status).toBe(409);

  // Kari signs as herself.
  expect(await signWithEid(kari, id, textSha256, 'kari')).toBe(`/avtale/${id}/ferdig?bankid=signert`);

  // Ola logs in at the broker as Kari: refused, nothing recorded; then as himself.
  expect(await signWithEid(ola, id, textSha256, 'kari')).toBe(
    `/avtale/${id}/ferdig?bankid=feil&kode=IDENTITY_MISMATCH`,
  );
  const olaRows = async () =>
    (
      await agreementsDb.query(
        `select count(*)::int as n from signatures where agreement_id = $1 and name = $2`,
        [id, ola.name],
      )
    ).rows[0].n;
  expect(await olaRows()).toBe(0);
  const started = await ola.post<{ url: string }>(`/api/agreements/${id}/signatures/eid`, {
    consent: true,
    textSha256,
  });
  const back = await loginAtOidcProvider(started.body.url, 'ola');
  expect(await followCallback(ola, back.search)).toBe(`/avtale/${id}/ferdig?bankid=signert`);
  // The same way back again: the login is spent.
  expect(await followCallback(ola, back.search)).toBe(`/?bankid=feil&kode=INVALID_SIGNING_PROOF`);

  // Stored: the method, what the broker verified, and its digest in the audit chain.
  const { rows } = await agreementsDb.query(
    `select s.name, s.method, s.eid, a.details
       from signatures s join audit_events a on a.agreement_id = s.agreement_id and a.kind = 'signature-added' and a.actor_name = s.name
      where s.agreement_id = $1 order by s.signed_at`,
    [id],
  );
  expect(rows.map((r) => [r.name, r.method])).toEqual([
    [kari.name, 'eid'],
    [ola.name, 'eid'],
  ]);
  for (const r of rows) {
    expect(r.eid).toMatchObject({
      method: 'BankID',
      broker: 'Testmegler',
      acr: 'urn:signicat:oidc:method:nbid',
      birthDateVerified: true,
      issuer: provider.issuer,
    });
    expect(r.eid.claimsSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(r.details).toMatchObject({
      method: 'eid',
      eidClaimsSha256: r.eid.claimsSha256,
      eidAcr: r.eid.acr,
    });
  }
  expect(rows[0].eid.claimsSha256).not.toBe(rows[1].eid.claimsSha256);
  expect((await agreementsDb.query('select status from agreements where id = $1', [id])).rows[0].status).toBe(
    'signed',
  );

  // Every party sees each signer's level; the sealed PDF and /api/verify state it.
  const view = (await ola.get<SignaturesView>(`/api/agreements/${id}/signatures`)).body;
  for (const party of view.parties)
    expect(party.level).toMatchObject({
      method: 'eid',
      eid: { method: 'BankID', broker: 'Testmegler', birthDateVerified: true },
    });
  const pdf = await eventually(
    async () => {
      const res = await fetch(`${gateway.url}/api/agreements/${id}/pdf`, {
        headers: { cookie: kari.cookieHeader, 'x-forwarded-for': '10.39.1.2' },
      });
      return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : undefined;
    },
    45_000,
    'sealed PDF',
  );
  const target = path.join(tmp, 'signed.pdf');
  writeFileSync(target, pdf);
  const text = execFileSync('pdftotext', [target, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('Navn og fødselsdato bekreftet med BankID via Testmegler');
  const verified = await anyone.get<Verification>(
    `/api/verify/${createHash('sha256').update(pdf).digest('hex')}`,
  );
  expect(verified.body.signers.map((s) => [s.method, s.level?.eid?.broker])).toEqual([
    ['eid', 'Testmegler'],
    ['eid', 'Testmegler'],
  ]);
}, 120_000);

it('sends a browser that comes back without a login to log in, and one the person cancelled back to the page', async () => {
  const res = await fetch(`${gateway.url}/api/eid/callback?code=x&state=${'s'.repeat(20)}`, {
    redirect: 'manual',
  });
  expect([res.status, res.headers.get('location')]).toEqual([303, '/auth']);
  const kari = await register('Kari', 'Nordmann');
  expect(await followCallback(kari, '?error=access_denied&state=' + 's'.repeat(20))).toBe('/?bankid=avbrutt');
});
