/**
 * The gateway's routes to the notifications service (issue 17): invitations, preferences, unsubscribe
 * links (one click, no session, no origin), the admins' mail log and the mail queue in the queue view.
 *
 * The notifications service itself is another slice's work; here a responder in the test answers its
 * NATS subjects the way Nest's transport does. Every request the gateway sends is checked against the
 * contract's request schema and every reply against its reply schema (libs/contracts/src/notifications),
 * so what is proved is the gateway's half of the contract: validation, who may call, what is forwarded
 * (the caller from the session, never from the body), how errors map to statuses, and what is logged.
 * Identity runs for real (accounts, sessions, the admin role).
 */
import {
  ErrorCode,
  MAX_INVITATIONS_PER_AGREEMENT_PER_DAY,
  NotificationMessages,
  NotificationsRpc,
  type MailLogEntry,
  type NotificationKind,
  type NotificationPreferences,
  type RpcDefinition,
} from '@avtalt/contracts';
import { eventually, type ServiceProcess, TestClient, unique } from '@avtalt/service-kit/testing';
import { DomainError } from '@avtalt/service-kit';
import { randomBytes, randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import { testInfra } from '@avtalt/service-kit/testing';
import { type GatewayProcess, startGateway, startIdentity } from './support/system';

const REDIS_DB = 9;
const ADMIN_EMAIL = 'postsjef@avtalt.test';

let identity: ServiceProcess;
let gateway: GatewayProcess;
let nats: NatsConnection;

/** Every message the gateway sent to the notifications service, by subject (already checked against its schema). */
const received = new Map<string, unknown[]>();
/** Requests or replies that broke the contract: must stay empty. */
const contractViolations: string[] = [];
/** Account mails identity asked for (address confirmation after the events slice), by address. */
const accountTokens = new Map<string, string>();

// ---- the responder: a small notifications service with the contract's shapes --------------------------

const allOn = (): NotificationPreferences => ({
  answered: true,
  'round-started': true,
  completed: true,
  'disagreement-declared': true,
  reminder: true,
  invitation: true,
  'payment-due': true,
  'review-due': true,
});
const preferences = new Map<string, NotificationPreferences>();
/** Agreements whose participants may invite, by agreement id → participant user ids. */
const participants = new Map<string, Set<string>>();
const sentToday = new Map<string, number>();
const unsubscribeTokens = new Map<
  string,
  { kind: NotificationKind; maskedEmail: string; unsubscribed: boolean }
>();
const mailLog: MailLogEntry[] = [];

type Handler = (data: any) => unknown;
const handlers: Record<string, Handler> = {
  [NotificationsRpc.sendAccountMail.subject]: (data) => {
    accountTokens.set(data.email.toLowerCase(), data.token);
    return { queued: true };
  },
  [NotificationsRpc.sendInvitations.subject]: (data) => {
    if (!participants.get(data.agreementId)?.has(data.caller.id))
      throw new DomainError(ErrorCode.NotParticipant, NotificationMessages.invitationNotParticipant);
    const emails = [...new Set<string>(data.body.emails)];
    const used = sentToday.get(data.agreementId) ?? 0;
    if (used + emails.length > MAX_INVITATIONS_PER_AGREEMENT_PER_DAY)
      throw new DomainError(ErrorCode.RateLimited, NotificationMessages.invitationDailyLimit);
    sentToday.set(data.agreementId, used + emails.length);
    return {
      queued: emails.length,
      skipped: 0,
      remainingToday: MAX_INVITATIONS_PER_AGREEMENT_PER_DAY - used - emails.length,
    };
  },
  [NotificationsRpc.getPreferences.subject]: (data) => preferences.get(data.userId) ?? allOn(),
  [NotificationsRpc.setPreferences.subject]: (data) => {
    const next = { ...(preferences.get(data.userId) ?? allOn()), ...data.body };
    preferences.set(data.userId, next);
    return next;
  },
  [NotificationsRpc.describeUnsubscribe.subject]: (data) => {
    const found = unsubscribeTokens.get(data.token);
    if (!found) throw new DomainError(ErrorCode.NotFound, NotificationMessages.unsubscribeInvalid);
    return found;
  },
  [NotificationsRpc.unsubscribe.subject]: (data) => {
    const found = unsubscribeTokens.get(data.token);
    if (!found) throw new DomainError(ErrorCode.NotFound, NotificationMessages.unsubscribeInvalid);
    found.unsubscribed = true;
    return found;
  },
  [NotificationsRpc.listMails.subject]: (data) => {
    const selected = mailLog.filter((m) => !data.query.state || m.state === data.query.state);
    const rows = selected.slice(data.query.offset, data.query.offset + data.query.limit);
    return { mails: rows, total: selected.length, counts: { queued: 1, sent: 1, failed: 1, withheld: 0 } };
  },
  [NotificationsRpc.queueStats.subject]: () => ({
    queue: 'mail',
    counts: { waiting: 2, active: 0, completed: 5, failed: 1, delayed: 0 },
    failed: [],
  }),
};

async function startResponder(): Promise<void> {
  nats = await connect({ servers: testInfra().natsUrl, name: 'notifications-responder' });
  for (const definition of Object.values(NotificationsRpc) as RpcDefinition[]) {
    const handler = handlers[definition.subject];
    if (!handler) continue;
    nats.subscribe(definition.subject, {
      queue: 'notifications',
      callback: (error, msg) => {
        if (error) return;
        const packet = JSON.parse(msg.string()) as { id: string; data: unknown };
        const request = definition.request.safeParse(packet.data);
        if (!request.success) {
          contractViolations.push(`${definition.subject} request: ${request.error.message}`);
          msg.respond(
            JSON.stringify({
              id: packet.id,
              err: { code: ErrorCode.Internal, message: 'contract' },
              isDisposed: true,
            }),
          );
          return;
        }
        received.set(definition.subject, [...(received.get(definition.subject) ?? []), request.data]);
        try {
          const response = handler(request.data);
          const reply = definition.reply.safeParse(response);
          if (!reply.success) contractViolations.push(`${definition.subject} reply: ${reply.error.message}`);
          msg.respond(JSON.stringify({ id: packet.id, response, isDisposed: true }));
        } catch (failure) {
          msg.respond(
            JSON.stringify({ id: packet.id, err: (failure as DomainError).toPayload(), isDisposed: true }),
          );
        }
      },
    });
  }
  await nats.flush();
}

// ---- helpers -----------------------------------------------------------------------------------------

let ip = 1;
const client = () => new TestClient(gateway.url, { 'x-forwarded-for': `10.9.0.${ip++}` });

async function registered(email = `kari.${unique()}@example.no`) {
  const http = client();
  const res = await http.post('/api/auth/register', {
    firstName: 'Kari',
    lastName: 'Nordmann',
    username: `kari_${unique()}`,
    email,
    password: 'hemmelig123',
  });
  expect(res.status).toBe(201);
  return { http, user: res.body as { id: string; email: string; emailVerified: boolean } };
}

const token = () => randomBytes(32).toString('base64url');

beforeAll(async () => {
  await startResponder();
  identity = await startIdentity('it_gateway_notifications', { ADMIN_EMAILS: ADMIN_EMAIL });
  gateway = await startGateway(REDIS_DB);
});

afterAll(async () => {
  await gateway?.stop();
  await identity?.stop();
  await nats?.close();
});

afterEach(() => expect(contractViolations).toEqual([]));

describe('POST /api/agreements/:id/invitations', () => {
  it('forwards the addresses with the caller from the session and answers 202 with the reply', async () => {
    const { http, user } = await registered();
    const agreementId = randomUUID();
    participants.set(agreementId, new Set([user.id]));
    const res = await http.post(`/api/agreements/${agreementId}/invitations`, {
      emails: ['Ola@Example.no', 'ola@example.no', 'per@example.org'],
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      queued: 2,
      skipped: 0,
      remainingToday: MAX_INVITATIONS_PER_AGREEMENT_PER_DAY - 2,
    });
    const [sent] = (received.get(NotificationsRpc.sendInvitations.subject) ?? []).slice(-1) as any[];
    // The addresses normalised by the contract; the caller is the session's user, with its name.
    expect(sent).toEqual({
      caller: { id: user.id, anonymous: false, name: 'Kari Nordmann' },
      agreementId,
      body: { emails: ['ola@example.no', 'ola@example.no', 'per@example.org'] },
    });
  });

  it('needs a login, valid addresses and a valid agreement id', async () => {
    const agreementId = randomUUID();
    const before = received.get(NotificationsRpc.sendInvitations.subject)?.length ?? 0;
    const anonymous = await client().post(`/api/agreements/${agreementId}/invitations`, {
      emails: ['a@example.no'],
    });
    expect(anonymous.status).toBe(401);
    const { http } = await registered();
    const none = await http.post(`/api/agreements/${agreementId}/invitations`, { emails: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(NotificationMessages.invitationEmails);
    const tooMany = await http.post(`/api/agreements/${agreementId}/invitations`, {
      emails: Array.from({ length: 21 }, (_, k) => `p${k}@example.no`),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(NotificationMessages.invitationTooMany);
    const bad = await http.post(`/api/agreements/${agreementId}/invitations`, {
      emails: ['ikke-en-adresse'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.ValidationFailed);
    expect(
      (await http.post('/api/agreements/ikke-en-id/invitations', { emails: ['a@example.no'] })).status,
    ).toBe(400);
    expect(
      (await http.post(`/api/agreements/${agreementId}/invitations`, { emails: ['a@example.no'], extra: 1 }))
        .status,
    ).toBe(400);
    // None of these reached the service.
    expect(received.get(NotificationsRpc.sendInvitations.subject)?.length ?? 0).toBe(before);
  });

  it("maps the service's errors: 403 for a non-participant, 429 with the message for the daily limit", async () => {
    const { http, user } = await registered();
    const agreementId = randomUUID();
    const stranger = await http.post(`/api/agreements/${agreementId}/invitations`, {
      emails: ['a@example.no'],
    });
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({
      code: ErrorCode.NotParticipant,
      message: NotificationMessages.invitationNotParticipant,
    });
    participants.set(agreementId, new Set([user.id]));
    const twenty = Array.from({ length: 20 }, (_, k) => `venn${k}@example.no`);
    expect((await http.post(`/api/agreements/${agreementId}/invitations`, { emails: twenty })).status).toBe(
      202,
    );
    const limited = await http.post(`/api/agreements/${agreementId}/invitations`, {
      emails: ['en.til@example.no'],
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: ErrorCode.RateLimited,
      message: NotificationMessages.invitationDailyLimit,
    });
  });
});

describe('GET/PUT /api/auth/notifications', () => {
  it("reads and changes the caller's own switches only", async () => {
    const kari = await registered();
    const ola = await registered();
    expect((await kari.http.get('/api/auth/notifications')).body).toEqual(allOn());
    const changed = await kari.http.put('/api/auth/notifications', { reminder: false, invitation: false });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...allOn(), reminder: false, invitation: false });
    expect((await kari.http.get('/api/auth/notifications')).body).toEqual({
      ...allOn(),
      reminder: false,
      invitation: false,
    });
    expect((await ola.http.get('/api/auth/notifications')).body).toEqual(allOn());
    const sets = received.get(NotificationsRpc.setPreferences.subject) as any[];
    expect(sets.at(-1)).toEqual({ userId: kari.user.id, body: { reminder: false, invitation: false } });
  });

  it('refuses anonymous callers and unknown or non-boolean switches', async () => {
    expect((await client().get('/api/auth/notifications')).status).toBe(401);
    expect((await client().put('/api/auth/notifications', { reminder: false })).status).toBe(401);
    const { http } = await registered();
    expect((await http.put('/api/auth/notifications', { reminder: 'nei' })).status).toBe(400);
    const unknown = await http.put('/api/auth/notifications', { 'password-reset': false });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(ErrorCode.ValidationFailed);
  });
});

describe('/api/unsubscribe/:token', () => {
  it('describes and stops without a session; one-click POSTs (form-encoded, empty, foreign origin) are accepted', async () => {
    const first = token();
    const second = token();
    unsubscribeTokens.set(first, { kind: 'reminder', maskedEmail: 'k***@example.no', unsubscribed: false });
    unsubscribeTokens.set(second, {
      kind: 'invitation',
      maskedEmail: 'o***@example.no',
      unsubscribed: false,
    });
    const anonymous = client();
    const described = await anonymous.get(`/api/unsubscribe/${first}`);
    expect(described.status).toBe(200);
    expect(described.body).toEqual({ kind: 'reminder', maskedEmail: 'k***@example.no', unsubscribed: false });
    // RFC 8058: the mail provider's server POSTs `List-Unsubscribe=One-Click`, form-encoded, from elsewhere.
    const oneClick = await anonymous.request('POST', `/api/unsubscribe/${first}`, undefined, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toEqual({ kind: 'reminder', maskedEmail: 'k***@example.no', unsubscribed: true });
    const empty = await anonymous.request('POST', `/api/unsubscribe/${second}`, undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(empty.status).toBe(200);
    expect(empty.body.unsubscribed).toBe(true);
    // No session was made for the link's holder.
    expect(anonymous.cookie('avtalt.sid')).toBeUndefined();
    // The exemption is this path only: other state-changing requests from a foreign origin stay refused.
    const { http } = await registered();
    expect(
      (
        await http.put(
          '/api/auth/notifications',
          { reminder: false },
          { headers: { origin: 'https://mail.example.com' } },
        )
      ).status,
    ).toBe(403);
  });

  it('answers 400 in Norwegian for a malformed token and 404 for an unknown one', async () => {
    const malformed = await client().get('/api/unsubscribe/kort');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(NotificationMessages.unsubscribeInvalid);
    expect((await client().post('/api/unsubscribe/kort')).status).toBe(400);
    const unknown = await client().post(`/api/unsubscribe/${token()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(NotificationMessages.unsubscribeInvalid);
  });

  it('never writes the token to the request log', async () => {
    const secret = token();
    unsubscribeTokens.set(secret, { kind: 'answered', maskedEmail: 'p***@example.no', unsubscribed: false });
    expect((await client().get(`/api/unsubscribe/${secret}`)).status).toBe(200);
    expect((await client().post(`/api/unsubscribe/${secret}?source=mail`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    const requests = gateway.logs
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === 'request' && /unsubscribe/.test(entry.path));
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(requests.map((entry) => entry.path)).toEqual(requests.map(() => '/api/unsubscribe/[token]'));
    expect(gateway.logs.some((line) => line.includes(secret))).toBe(false);
  });
});

describe('admin: GET /api/admin/mails and the mail queue', () => {
  let admin: TestClient;

  beforeAll(async () => {
    const { http, user } = await registered(ADMIN_EMAIL);
    // Once registration no longer counts as a confirmed address, confirm it with the token identity mailed.
    if (!user.emailVerified) {
      // Identity asks for the mail after answering the registration: wait for it.
      const mailed = await eventually(
        async () => accountTokens.get(ADMIN_EMAIL),
        5000,
        'the confirmation mail',
      );
      expect((await http.post('/api/auth/verify-email', { token: mailed })).status).toBe(200);
    }
    expect((await http.post('/api/admin/setup', { email: ADMIN_EMAIL })).status).toBe(200);
    admin = http;
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 8, minutes)).toISOString();
    mailLog.push(
      {
        id: randomUUID(),
        kind: 'invitation',
        maskedRecipient: 'o***@example.no',
        agreementId: randomUUID(),
        state: 'sent',
        attempts: 1,
        lastError: null,
        createdAt: at(0),
        sentAt: at(1),
      },
      {
        id: randomUUID(),
        kind: 'answered',
        maskedRecipient: 'k***@example.no',
        agreementId: randomUUID(),
        state: 'failed',
        attempts: 5,
        lastError: '550 mailbox unavailable',
        createdAt: at(2),
        sentAt: null,
      },
      {
        id: randomUUID(),
        kind: 'password-reset',
        maskedRecipient: 'p***@example.org',
        agreementId: null,
        state: 'queued',
        attempts: 0,
        lastError: null,
        createdAt: at(3),
        sentAt: null,
      },
    );
  });

  it('lists the log for admins, filtered by state and limited', async () => {
    const all = await admin.get('/api/admin/mails');
    expect(all.status).toBe(200);
    expect(all.body.mails).toHaveLength(3);
    expect(all.body.counts).toEqual({ queued: 1, sent: 1, failed: 1, withheld: 0 });
    const failed = await admin.get('/api/admin/mails?state=failed&limit=10');
    expect(failed.body.mails.map((m: MailLogEntry) => m.lastError)).toEqual(['550 mailbox unavailable']);
    const queries = received.get(NotificationsRpc.listMails.subject) as any[];
    expect(queries.slice(-2)).toEqual([
      { query: { limit: 50, offset: 0 } },
      { query: { state: 'failed', limit: 10, offset: 0 } },
    ]);
    expect((await admin.get('/api/admin/mails?limit=1')).body.mails).toHaveLength(1);
  });

  it('passes a page and a search on, trimmed (the address typed goes to notifications only, which compares its hash)', async () => {
    const page = await admin.get('/api/admin/mails?limit=2&offset=2');
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(3);
    expect(page.body.mails).toHaveLength(1);
    expect((await admin.get('/api/admin/mails?q=%20kari%40example.no%20')).status).toBe(200);
    const queries = received.get(NotificationsRpc.listMails.subject) as any[];
    expect(queries.slice(-2)).toEqual([
      { query: { limit: 2, offset: 2 } },
      { query: { q: 'kari@example.no', limit: 50, offset: 0 } },
    ]);
  });

  it('refuses bad queries (400), other users (403) and anonymous callers (401)', async () => {
    const badState = await admin.get('/api/admin/mails?state=lost');
    expect(badState.status).toBe(400);
    expect((await admin.get('/api/admin/mails?limit=0')).status).toBe(400);
    expect((await admin.get('/api/admin/mails?limit=201')).status).toBe(400);
    expect((await admin.get('/api/admin/mails?email=x')).status).toBe(400);
    const negative = await admin.get('/api/admin/mails?offset=-1');
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.body)).toContain('Hvor listen starter kan ikke være negativt.');
    const long = await admin.get(`/api/admin/mails?q=${'a'.repeat(321)}`);
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('Søket kan være høyst 320 tegn.');
    expect((await (await registered()).http.get('/api/admin/mails')).status).toBe(403);
    expect((await client().get('/api/admin/mails')).status).toBe(401);
  });

  it('shows the mail queue in the queue view, and services that do not answer as unavailable', async () => {
    const res = await admin.get('/api/admin/queues');
    expect(res.status).toBe(200);
    // This test runs neither documents nor templates: they are listed as unavailable, not a 503 for the page
    // (documents once: its seal queue `pdf-seal` is not listed a second time while the service is away).
    expect(res.body.queues).toEqual([
      { queue: 'documents', counts: {}, failed: [], unavailable: true },
      { queue: 'templates', counts: {}, failed: [], unavailable: true },
      { queue: 'mail', counts: { waiting: 2, active: 0, completed: 5, failed: 1, delayed: 0 }, failed: [] },
    ]);
  });
});
