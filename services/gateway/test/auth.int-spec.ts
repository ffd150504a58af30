import {
  confirmAddressForTests,
  freePort,
  type ServiceProcess,
  startBackendService,
  TestClient,
  testDatabase,
  unique,
} from '@avtalt/service-kit/testing';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import nodeHttp from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type GatewayProcess, startGateway, startIdentity, startTemplates } from './support/system';

const REDIS_DB = 1;
const ADMIN_EMAIL = 'sjef@avtalt.test';
/** Allow-listed addresses that one admin test each uses (an address can be registered once). */
const NEVER_REGISTERED = 'nestsjef@avtalt.test';
const MOVING_ADMIN = 'vakt@avtalt.test';
const DELISTED_ADMIN = 'drift@avtalt.test';
const ADMIN_EMAILS = [ADMIN_EMAIL, NEVER_REGISTERED, MOVING_ADMIN, DELISTED_ADMIN].join(',');

let identity: ServiceProcess;
let templates: ServiceProcess;
let agreements: ServiceProcess;
let documents: ServiceProcess;
let chat: ServiceProcess;
let notifications: ServiceProcess;
let privacy: ServiceProcess;
let gateway: GatewayProcess;
let frontendDir: string;

/** Each test gets its own X-Forwarded-For address so the per-IP login limit of one test cannot leak into another. */
let ipCounter = 10;
function client(ip = `10.0.0.${ipCounter++}`): TestClient {
  return new TestClient(gateway.url, { 'x-forwarded-for': ip });
}

function newUser(overrides: Record<string, string> = {}) {
  const id = unique();
  return {
    firstName: 'Kari',
    lastName: 'Nordmann',
    username: `kari_${id}`,
    email: `kari.${id}@example.no`,
    password: 'hemmelig123',
    ...overrides,
  };
}

/**
 * Fixture: the link identity would mail to `email` to confirm the waiting change (the mail itself is tested
 * in address-change.int-spec.ts, where notifications sends to an SMTP server): a token whose SHA-256 is
 * stored as identity stores it.
 */
async function changeLinkForTests(userId: string, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const db = await testDatabase('it_gateway_auth');
  try {
    await db.query(
      `insert into account_tokens (id, token_hash, purpose, user_id, email, expires_at) values ($1, $2, 'change', $3, $4, now() + interval '1 hour')`,
      [randomUUID(), createHash('sha256').update(token).digest('hex'), userId, email.toLowerCase()],
    );
  } finally {
    await db.end();
  }
  return token;
}

async function registered(overrides: Record<string, string> = {}) {
  const http = client();
  const user = newUser(overrides);
  const res = await http.post('/api/auth/register', user);
  expect(res.status).toBe(201);
  return { http, user, created: res.body };
}

beforeAll(async () => {
  frontendDir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-frontend-'));
  mkdirSync(path.join(frontendDir, 'assets'));
  writeFileSync(
    path.join(frontendDir, 'index.html'),
    '<!doctype html><title>Avtalt</title><div id="root"></div>',
  );
  writeFileSync(path.join(frontendDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  identity = await startIdentity('it_gateway_auth', { ADMIN_EMAILS });
  templates = await startTemplates('it_gateway_auth_templates', REDIS_DB);
  agreements = await startBackendService('agreements', { database: 'it_gateway_auth_agreements' });
  documents = await startBackendService('documents', {
    database: 'it_gateway_auth_documents',
    redisDb: REDIS_DB,
  });
  chat = await startBackendService('chat', { database: 'it_gateway_auth_chat' });
  notifications = await startBackendService('notifications', {
    database: 'it_gateway_auth_notifications',
    redisDb: REDIS_DB,
  });
  privacy = await startBackendService('privacy', { database: 'it_gateway_auth_privacy', redisDb: REDIS_DB });
  gateway = await startGateway(REDIS_DB, { FRONTEND_DIST: frontendDir });
});

afterAll(async () => {
  await gateway?.stop();
  await identity?.stop();
  await templates?.stop();
  await agreements?.stop();
  await documents?.stop();
  await chat?.stop();
  await notifications?.stop();
  await privacy?.stop();
  rmSync(frontendDir, { recursive: true, force: true });
});

describe('registration', () => {
  it('registers, logs in and never returns a password or its hash', async () => {
    const { http, user, created } = await registered();
    expect(created).toMatchObject({
      firstName: 'Kari',
      username: user.username,
      email: user.email,
      isAdmin: false,
      profileImageUrl: null,
    });
    expect(JSON.stringify(created)).not.toMatch(/password|hash|argon/i);
    const me = await http.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(created.id);
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const http = client();
    const res = await http.post('/api/auth/register', newUser());
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('avtalt.sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('refuses a duplicate e-mail in any case with 409', async () => {
    const { user } = await registered();
    const res = await client().post('/api/auth/register', newUser({ email: user.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'CONFLICT',
      message: 'Det finnes allerede en bruker med denne e-postadressen',
    });
  });

  it('refuses a duplicate username in any case with 409', async () => {
    const { user } = await registered();
    const res = await client().post('/api/auth/register', newUser({ username: user.username.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: 'Brukernavnet er allerede i bruk' });
  });

  it('answers 400 with the spec messages for missing fields', async () => {
    const res = await client().post('/api/auth/register', {});
    expect(res.status).toBe(400);
    const messages = res.body.details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Fornavnet må være minst 2 tegn',
        'Etternavnet må være minst 2 tegn',
        'Brukernavnet må være minst 3 tegn',
        'Vennligst oppgi en gyldig e-postadresse',
        'Passordet må være minst 8 tegn',
      ]),
    );
  });

  it('answers a bad registration in English by Accept-Language and in nynorsk by the avtalt_lang cookie', async () => {
    const body = { ...newUser(), firstName: 'K', isAdmin: true };
    const english = await client().post('/api/auth/register', body, {
      headers: { 'accept-language': 'en-GB,en' },
    });
    expect([english.status, english.headers.get('content-language')]).toEqual([400, 'en']);
    expect(english.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(english.body.details).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'The first name must be at least 2 characters long' },
        { path: '', message: 'Unknown field: isAdmin' },
      ]),
    );
    const nynorsk = await client().post('/api/auth/register', body, {
      headers: { cookie: 'avtalt_lang=nn', 'accept-language': 'en' },
    });
    expect([nynorsk.status, nynorsk.headers.get('content-language')]).toEqual([400, 'nn']);
    expect(nynorsk.body.details).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'Førenamnet må ha minst 2 teikn' },
        { path: '', message: 'Ukjent felt: isAdmin' },
      ]),
    );
    const bokmal = await client().post('/api/auth/register', body);
    expect([bokmal.status, bokmal.headers.get('content-language')]).toEqual([400, 'nb']);
    expect(bokmal.body.details).toEqual(
      expect.arrayContaining([{ path: 'firstName', message: 'Fornavnet må være minst 2 tegn' }]),
    );
    expect((await client().get('/api/auth/user')).status).toBe(401);
  });

  it.each([
    ['wrong types', { ...newUser(), firstName: 123, password: true }],
    ['oversize strings', { ...newUser(), firstName: 'x'.repeat(5000) }],
    ['unknown fields', { ...newUser(), isAdmin: true }],
    ['an array', [1, 2, 3]],
  ])('answers 400 for %s and stores nothing', async (_label, body) => {
    const http = client();
    const res = await http.post('/api/auth/register', body);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(res.text).not.toMatch(/at \w+ \(|node_modules|Error:/);
    expect((await http.get('/api/auth/user')).status).toBe(401);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await client().post('/api/auth/login', undefined, { raw: '{"email": "a@b.no", ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'INVALID_JSON', message: 'Ugyldig JSON i forespørselen' });
  });

  it('answers 400 for a form-encoded body', async () => {
    const res = await client().post('/api/auth/login', undefined, {
      raw: 'email=a@b.no&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
  });

  it('answers 413 for a body above the size limit', async () => {
    const res = await client().post('/api/auth/register', { ...newUser(), padding: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Forespørselen er for stor');
  });
});

describe('login', () => {
  it('logs in with the e-mail in any case and regenerates the session id', async () => {
    const { http, user } = await registered();
    const before = http.cookie('avtalt.sid');
    const res = await http.post('/api/auth/login', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(user.email);
    expect(http.cookie('avtalt.sid')).toBeDefined();
    expect(http.cookie('avtalt.sid')).not.toBe(before);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { user } = await registered();
    const wrong = await client().post('/api/auth/login', { email: user.email, password: 'feil-passord' });
    const unknown = await client().post('/api/auth/login', {
      email: `ukjent.${unique()}@example.no`,
      password: 'feil-passord',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Ugyldig e-post eller passord' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('validates the login body with the spec messages', async () => {
    const res = await client().post('/api/auth/login', { email: 'ikke-en-epost', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: 'email', message: 'Vennligst oppgi en gyldig e-postadresse' },
      { path: 'password', message: 'Vennligst oppgi et passord' },
    ]);
  });

  it('locks an account out after 5 failed logins, even with the right password', async () => {
    const { user } = await registered();
    for (let attempt = 0; attempt < 5; attempt++) {
      // A different address each time: the account limit applies whatever the IP.
      const res = await client().post('/api/auth/login', { email: user.email, password: 'feil-passord' });
      expect(res.status).toBe(401);
    }
    const locked = await client().post('/api/auth/login', { email: user.email, password: user.password });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'For mange innloggingsforsøk. Prøv igjen senere.',
    });
  });

  it('limits one IP to 20 failed logins across accounts', async () => {
    const ip = '10.9.9.9';
    for (let attempt = 0; attempt < 20; attempt++) {
      const res = await client(ip).post('/api/auth/login', {
        email: `spray.${attempt}.${unique()}@example.no`,
        password: 'feil-passord',
      });
      expect(res.status).toBe(401);
    }
    const { user } = await registered();
    const blocked = await client(ip).post('/api/auth/login', { email: user.email, password: user.password });
    expect(blocked.status).toBe(429);
    // Another address is not affected.
    expect(
      (await client().post('/api/auth/login', { email: user.email, password: user.password })).status,
    ).toBe(200);
  });
});

describe('language', () => {
  it('stores the account’s language and sets the cookie; refuses another language in Norwegian and a visitor', async () => {
    const { http, created } = await registered();
    expect((await http.get<{ language: string }>('/api/auth/user')).body.language).toBe('nb');
    const set = await http.put<{ language: string }>('/api/auth/language', { language: 'nn' });
    expect([set.status, set.body.language]).toEqual([200, 'nn']);
    const cookie = set.headers.getSetCookie().find((c) => c.startsWith('avtalt_lang='));
    expect(cookie).toMatch(/^avtalt_lang=nn; Max-Age=31536000; Path=\/; Expires=.+; SameSite=Lax$/);
    expect((await http.get<{ language: string }>('/api/auth/user')).body.language).toBe('nn');
    const db = await testDatabase('it_gateway_auth');
    try {
      expect((await db.query('select language from users where id = $1', [created.id])).rows).toEqual([
        { language: 'nn' },
      ]);
    } finally {
      await db.end();
    }
    // The cookie now says nynorsk, so the refusal is in nynorsk.
    const refused = await http.put<{ message: string }>('/api/auth/language', { language: 'sv' });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      expect.stringContaining('Vel bokmål, nynorsk eller English'),
    ]);
    expect((await http.put('/api/auth/language', { language: 'en', extra: 1 })).status).toBe(400);
    expect((await client().put('/api/auth/language', { language: 'en' })).status).toBe(401);
  });

  it('starts an account in the language its person registered in (Accept-Language here)', async () => {
    const http = new TestClient(gateway.url, {
      'x-forwarded-for': `10.0.0.${ipCounter++}`,
      'accept-language': 'en-GB,en;q=0.9',
    });
    const res = await http.post<{ id: string; language: string }>('/api/auth/register', newUser());
    expect([res.status, res.body.language]).toEqual([201, 'en']);
    const db = await testDatabase('it_gateway_auth');
    try {
      expect((await db.query('select language from users where id = $1', [res.body.id])).rows).toEqual([
        { language: 'en' },
      ]);
    } finally {
      await db.end();
    }
  });
});

describe('profile and password', () => {
  it('updates the profile; a new address only with the current password, and only as waiting for its link (issue 31)', async () => {
    const { http, user } = await registered();
    const username = `ola_${unique()}`;
    const res = await http.put('/api/auth/profile', {
      firstName: 'Ola',
      lastName: 'Hansen',
      username,
      email: user.email.toUpperCase(),
      profileImageUrl: 'https://example.no/bilde.png',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Ola',
      lastName: 'Hansen',
      username,
      email: user.email,
      profileImageUrl: 'https://example.no/bilde.png',
      pendingEmailMasked: null,
    });
    expect((await http.get('/api/auth/user')).body.firstName).toBe('Ola');
    const withoutPassword = await http.put('/api/auth/profile', {
      firstName: 'Ola',
      lastName: 'Hansen',
      username,
      email: `${username}@Example.no`,
    });
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body.details).toEqual([
      { path: 'currentPassword', message: 'Oppgi nåværende passord for å endre e-postadressen' },
    ]);
    const asked = await http.put('/api/auth/profile', {
      firstName: 'Ola',
      lastName: 'Hansen',
      username,
      email: `${username}@Example.no`,
      currentPassword: user.password,
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: user.email, pendingEmailMasked: 'o***@example.no' });
  });

  it("refuses taking another user's username and validates the profile", async () => {
    const { user: other } = await registered();
    const { http, user } = await registered();
    const taken = await http.put('/api/auth/profile', {
      firstName: 'Kari',
      lastName: 'Nordmann',
      username: other.username,
      email: user.email,
    });
    expect(taken.status).toBe(409);
    const invalid = await http.put('/api/auth/profile', {
      firstName: 'K',
      lastName: 'Nordmann',
      username: 'ok-navn',
      email: user.email,
      profileImageUrl: 'javascript:alert(1)',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'Fornavnet må være minst 2 tegn' },
        { path: 'profileImageUrl', message: 'Profilbildet må være en gyldig nettadresse (https://…)' },
      ]),
    );
  });

  it('requires login for profile and password changes', async () => {
    expect((await client().put('/api/auth/profile', {})).status).toBe(401);
    expect((await client().put('/api/auth/password', {})).status).toBe(401);
  });

  it('checks the current password', async () => {
    const { http } = await registered();
    const res = await http.put('/api/auth/password', {
      currentPassword: 'feil-passord',
      newPassword: 'nyttpassord1',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Nåværende passord er feil');
  });

  it("changes the password and ends the user's other sessions", async () => {
    const { http: laptop, user } = await registered();
    const phone = client();
    expect((await phone.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(
      200,
    );
    const change = await laptop.put('/api/auth/password', {
      currentPassword: user.password,
      newPassword: 'nyttpassord1',
    });
    expect(change.status).toBe(204);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect(
      (await client().post('/api/auth/login', { email: user.email, password: user.password })).status,
    ).toBe(401);
    expect(
      (await client().post('/api/auth/login', { email: user.email, password: 'nyttpassord1' })).status,
    ).toBe(200);
  });

  it('logs out', async () => {
    const { http } = await registered();
    const res = await http.post('/api/auth/logout');
    expect(res.status).toBe(204);
    expect((await http.get('/api/auth/user')).status).toBe(401);
  });
});

describe('admin', () => {
  it('answers 401 to anonymous callers', async () => {
    expect((await client().get('/api/admin/check')).status).toBe(401);
    expect((await client().post('/api/admin/setup', { email: ADMIN_EMAIL })).status).toBe(401);
  });

  it('lets the allow-listed account promote itself, and never an admin promote an address off the list', async () => {
    const { http: boss } = await registered({ email: ADMIN_EMAIL, username: `sjef_${unique()}` });
    expect((await boss.get('/api/admin/check')).body).toEqual({ isAdmin: false });
    // Registration does not confirm the address (issue 17): set-up waits for the confirmation.
    const unconfirmed = await boss.post('/api/admin/setup', { email: ADMIN_EMAIL });
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.message).toBe(
      'E-postadressen er ikke bekreftet og kan ikke gis administratortilgang',
    );
    await confirmAddressForTests('it_gateway_auth', ADMIN_EMAIL);
    const setup = await boss.post('/api/admin/setup', { email: ADMIN_EMAIL.toUpperCase() });
    expect(setup.status).toBe(200);
    expect(setup.body.isAdmin).toBe(true);
    expect((await boss.get('/api/admin/check')).body).toEqual({ isAdmin: true });

    const { http: helper, user } = await registered();
    await confirmAddressForTests('it_gateway_auth', user.email);
    const other = await boss.post('/api/admin/setup', { email: user.email });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Denne e-postadressen kan ikke gis administratortilgang');
    expect((await helper.get('/api/admin/check')).body).toEqual({ isAdmin: false });
  });

  it('refuses an allow-listed address asked for by a profile change, before and after it is withdrawn (F3)', async () => {
    const { http: mallory, user } = await registered();
    const moved = await mallory.put('/api/auth/profile', {
      firstName: 'Mal',
      lastName: 'Lory',
      username: user.username,
      email: NEVER_REGISTERED.toUpperCase(),
      currentPassword: user.password,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.email).toBe(user.email);
    const setup = await mallory.post('/api/admin/setup', { email: NEVER_REGISTERED });
    expect(setup.status).toBe(403);
    expect(setup.body).toEqual({
      code: 'FORBIDDEN',
      message: 'Du må være innlogget som brukeren med denne e-postadressen',
    });
    expect((await mallory.get('/api/admin/check')).body).toEqual({ isAdmin: false });
    expect((await mallory.get('/api/admin/queues')).status).toBe(403);
    expect((await mallory.request('DELETE', '/api/auth/email-change')).status).toBe(200);
    expect((await mallory.get('/api/admin/check')).body).toEqual({ isAdmin: false });
    const db = await testDatabase('it_gateway_auth');
    try {
      const row = await db.query('select is_admin from users where id = $1', [moved.body.id]);
      expect(row.rows[0].is_admin).toBe(false);
      expect(
        (
          await db.query('select count(*)::int as n from admin_role_events where user_id = $1', [
            moved.body.id,
          ])
        ).rows[0].n,
      ).toBe(0);
    } finally {
      await db.end();
    }
  });

  it("takes the role away when the admin's e-mail changes, and the admin routes with it", async () => {
    const {
      http: admin,
      user,
      created,
    } = await registered({ email: MOVING_ADMIN, username: `vakt_${unique()}` });
    await confirmAddressForTests('it_gateway_auth', MOVING_ADMIN);
    expect((await admin.post('/api/admin/setup', { email: MOVING_ADMIN })).status).toBe(200);
    expect((await admin.get('/api/admin/topics')).status).toBe(200);
    const newAddress = `vakt.${unique()}@example.no`;
    const asked = await admin.put('/api/auth/profile', {
      firstName: 'Vakt',
      lastName: 'Sjef',
      username: user.username,
      email: newAddress,
      currentPassword: user.password,
    });
    expect(asked.status).toBe(200);
    // Asked for only: still the admin's address, still admin.
    expect(asked.body.isAdmin).toBe(true);
    const moved = await admin.post('/api/auth/verify-email', {
      token: await changeLinkForTests(created.id, newAddress),
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ email: newAddress, isAdmin: false });
    expect((await admin.get('/api/admin/check')).body).toEqual({ isAdmin: false });
    expect((await admin.get('/api/admin/topics')).status).toBe(403);
    // Back on the allow-listed address: still no admin until set-up is asked for again.
    expect(
      (
        await admin.put('/api/auth/profile', {
          firstName: 'Vakt',
          lastName: 'Sjef',
          username: user.username,
          email: MOVING_ADMIN,
          currentPassword: user.password,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.post('/api/auth/verify-email', {
          token: await changeLinkForTests(created.id, MOVING_ADMIN),
        })
      ).status,
    ).toBe(200);
    expect((await admin.get('/api/admin/check')).body).toEqual({ isAdmin: false });
    const db = await testDatabase('it_gateway_auth');
    try {
      const rows = await db.query(
        'select action, reason, actor_id from admin_role_events where user_id = $1 order by id',
        [created.id],
      );
      expect(rows.rows).toEqual([
        { action: 'granted', reason: 'setup', actor_id: created.id },
        { action: 'revoked', reason: 'email_changed', actor_id: created.id },
      ]);
    } finally {
      await db.end();
    }
  });

  it('takes the role away when identity restarts without the address on ADMIN_EMAILS', async () => {
    const { http: admin, created } = await registered({
      email: DELISTED_ADMIN,
      username: `drift_${unique()}`,
    });
    await confirmAddressForTests('it_gateway_auth', DELISTED_ADMIN);
    expect((await admin.post('/api/admin/setup', { email: DELISTED_ADMIN })).status).toBe(200);
    expect((await admin.get('/api/admin/check')).body).toEqual({ isAdmin: true });
    await identity.stop();
    identity = await startIdentity('it_gateway_auth', {
      ADMIN_EMAILS: ADMIN_EMAILS.replace(DELISTED_ADMIN, ''),
    });
    try {
      expect((await admin.get('/api/admin/check')).body).toEqual({ isAdmin: false });
      expect((await admin.get('/api/admin/topics')).status).toBe(403);
      expect((await admin.post('/api/admin/setup', { email: DELISTED_ADMIN })).status).toBe(403);
      const db = await testDatabase('it_gateway_auth');
      try {
        const rows = await db.query(
          'select action, reason, actor_id from admin_role_events where user_id = $1 order by id',
          [created.id],
        );
        expect(rows.rows.at(-1)).toEqual({ action: 'revoked', reason: 'email_not_listed', actor_id: null });
      } finally {
        await db.end();
      }
    } finally {
      await identity.stop();
      identity = await startIdentity('it_gateway_auth', { ADMIN_EMAILS });
    }
  });

  it('refuses a normal user promoting an e-mail off the list or another account', async () => {
    const { http, user } = await registered();
    await confirmAddressForTests('it_gateway_auth', user.email);
    const own = await http.post('/api/admin/setup', { email: user.email });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Denne e-postadressen kan ikke gis administratortilgang');
    const other = await http.post('/api/admin/setup', { email: ADMIN_EMAIL });
    expect(other.status).toBe(403);
    const empty = await http.post('/api/admin/setup', { email: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('E-postadresse for administrator må oppgis');
  });
});

describe('HTTP surface', () => {
  it('redirects /api/login to /auth with same-origin return paths only', async () => {
    const ok = await client().get('/api/login?returnTo=%2Fprofile%3Ftab%3D1');
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('/auth?returnTo=%2Fprofile%3Ftab%3D1');
    for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const res = await client().get(`/api/login?returnTo=${encodeURIComponent(evil)}`);
      expect(res.headers.get('location')).toBe('/auth');
    }
  });

  it('answers JSON 404 for an unknown /api route', async () => {
    const res = await client().get('/api/finnes-ikke');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Fant ikke ressursen' });
  });

  it('refuses state-changing requests from a foreign origin', async () => {
    const { user } = await registered();
    const res = await client().post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
    const own = await client().post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      { headers: { origin: gateway.url } },
    );
    expect(own.status).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await client().get('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('trusts its configured origin only, never one made from the Host header (DNS rebinding)', async () => {
    // node:http, so the Host header is the one a rebinding page's browser would send.
    const status = await new Promise<number>((resolve, reject) => {
      const req = nodeHttp.request(
        `${gateway.url}/api/auth/login`,
        {
          method: 'POST',
          headers: {
            host: 'evil.example',
            origin: 'http://evil.example',
            'content-type': 'application/json',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ email: 'ingen@example.no', password: 'passord123' }));
    });
    expect(status).toBe(403);
  });

  it('serves the frontend with an SPA fallback and long-lived caching of hashed assets', async () => {
    const page = await client().get('/profile');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await client().get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await client().get('/assets/missing-999.js')).status).toBe(404);
  });

  it('reports health of NATS, Redis and identity', async () => {
    const res = await client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      nats: 'ok',
      redis: 'ok',
      services: {
        identity: 'ok',
        templates: 'ok',
        agreements: 'ok',
        documents: 'ok',
        chat: 'ok',
        notifications: 'ok',
        privacy: 'ok',
      },
    });
  });
});

describe('resilience', () => {
  it('keeps sessions across a restart of the gateway process', async () => {
    const { http } = await registered();
    const port = gateway.port;
    await gateway.stop();
    gateway = await startGateway(REDIS_DB, { FRONTEND_DIST: frontendDir }, port);
    const me = await http.get('/api/auth/user');
    expect(me.status).toBe(200);
  });

  it('slides the cookie’s expiry with the session’s: sent again when a replica touches the session, not with every answer', async () => {
    const { http } = await registered();
    const sid = http.cookie('avtalt.sid');
    const sessionCookie = (res: Response) =>
      res.headers.getSetCookie().find((c) => c.startsWith('avtalt.sid='));
    const user = (base: string) =>
      fetch(`${base}/api/auth/user`, {
        headers: { cookie: http.cookieHeader, 'x-forwarded-for': '10.2.2.2' },
      });

    // The session was just written with its full expiry: this replica does not touch it again yet.
    const same = await user(gateway.url);
    expect(same.status).toBe(200);
    expect(sessionCookie(same)).toBeUndefined();

    // A replica that has not touched it pushes its expiry forward, and sends the cookie with the new one.
    const other = await startGateway(REDIS_DB, { FRONTEND_DIST: frontendDir }, await freePort());
    try {
      const first = await user(other.url);
      expect(first.status).toBe(200);
      const sent = sessionCookie(first) ?? '';
      expect(sent.startsWith(`avtalt.sid=${sid};`)).toBe(true);
      expect(sent).toMatch(/; HttpOnly/i);
      expect(sent).toMatch(/; SameSite=Lax/i);
      expect(sent).toMatch(/; Path=\//);
      const expires = Date.parse(/Expires=([^;]+)/.exec(sent)?.[1] ?? '');
      const thirtyDays = 30 * 24 * 3600 * 1000;
      expect(Math.abs(expires - (Date.now() + thirtyDays))).toBeLessThan(60_000);
      const second = await user(other.url);
      expect(second.status).toBe(200);
      expect(sessionCookie(second)).toBeUndefined();
    } finally {
      await other.stop();
    }
  });

  it('marks the cookie Secure when COOKIE_SECURE=true', async () => {
    const secure = await startGateway(REDIS_DB, { COOKIE_SECURE: 'true' });
    try {
      const http = new TestClient(secure.url, {
        'x-forwarded-for': '10.1.1.1',
        'x-forwarded-proto': 'https',
      });
      const res = await http.post('/api/auth/register', newUser());
      expect(res.status).toBe(201);
      expect(res.headers.getSetCookie().find((c) => c.startsWith('avtalt.sid='))).toMatch(/Secure/);
      expect(res.headers.getSetCookie().find((c) => c.startsWith('avtalt.device='))).toMatch(/Secure/);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await secure.stop();
    }
  });

  it('answers 503 within the time limit when identity is down, and recovers', async () => {
    const { http } = await registered();
    await identity.stop();
    const started = Date.now();
    const res = await http.get('/api/auth/user');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Tjenesten er midlertidig utilgjengelig',
    });
    expect(Date.now() - started).toBeLessThan(6500);
    const health = await client().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.services).toEqual({
      identity: 'down',
      templates: 'ok',
      agreements: 'ok',
      documents: 'ok',
      chat: 'ok',
      notifications: 'ok',
      privacy: 'ok',
    });

    identity = await startIdentity('it_gateway_auth', { ADMIN_EMAILS });
    expect((await http.get('/api/auth/user')).status).toBe(200);
  });
});
