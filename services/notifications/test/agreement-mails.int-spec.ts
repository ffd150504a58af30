/**
 * Issue 17 end to end: people use Avtalt through the gateway, agreements writes `agreement.activity` to
 * its outbox, JetStream carries it to notifications, and the mails arrive at a real SMTP server. Also the
 * account mails: a password reset and the confirmation of a changed address, with the token taken from
 * the link in the received mail, never from the database.
 */
import type { Agreement, AgreementQuestion, User } from '@avtalt/contracts';
import { eventually, type GatewayProcess, TestClient, unique } from '@avtalt/service-kit/testing';
import type { Client } from 'pg';
import type { ReceivedMail, SmtpSink } from './smtp-sink';
import { type MailingSystem, startMailingSystem } from './support';

const ORIGIN = 'https://avtalt.test';
let system: MailingSystem;
let smtp: SmtpSink;
let gateway: GatewayProcess;
let db: Client;
let ip = 1;

beforeAll(async () => {
  system = await startMailingSystem({
    name: 'e2e',
    redisDb: 13,
    origin: ORIGIN,
    notificationsEnv: { SUPPORT_EMAIL: 'hjelp@avtalt.test' },
  });
  ({ smtp, gateway, db } = system);
});

afterAll(async () => {
  await system?.stop();
});

interface Person {
  http: TestClient;
  user: User;
  email: string;
  password: string;
}

function browser(): TestClient {
  return new TestClient(gateway.url, { 'x-forwarded-for': `10.23.${Math.floor(ip / 250)}.${ip++ % 250}` });
}

async function person(firstName: string): Promise<Person> {
  const http = browser();
  const id = unique();
  const email = `${firstName.toLowerCase()}.${id}@example.no`;
  const password = 'passord123';
  const res = await http.post<User>('/api/auth/register', {
    firstName,
    lastName: 'Epostsen',
    username: `${firstName.toLowerCase()}_${id}`,
    email,
    password,
  });
  expect(res.status).toBe(201);
  return { http, user: res.body, email, password };
}

/** The mails of `kind` that reached `email`, waiting until there are at least `count`. */
async function mailsTo(email: string, kind: string, count = 1): Promise<ReceivedMail[]> {
  return eventually(
    async () => (smtp.to(email, kind).length >= count ? smtp.to(email, kind) : undefined),
    20_000,
    `${count} '${kind}' mail(s)`,
  );
}

/** The token in a link of the mail (after `#`), as the browser's page would read it. */
function tokenIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`${ORIGIN}${path}#([A-Za-z0-9_-]{43})`).exec(mail.text);
  expect(match).not.toBeNull();
  return match![1];
}

/** Follows the registration's confirmation link as the account does (issue 34: mail about agreements goes to confirmed addresses only). */
async function confirmed(p: Person): Promise<Person> {
  const [mail] = await mailsTo(p.email, 'verify-email');
  expect(
    (await p.http.post('/api/auth/verify-email', { token: tokenIn(mail, '/bekreft-epost') })).status,
  ).toBe(200);
  return p;
}

async function answerAll(
  http: TestClient,
  id: string,
  no: (index: number) => boolean = () => false,
): Promise<Agreement> {
  const questions = await http.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`);
  expect(questions.status).toBe(200);
  const answers = Object.fromEntries(questions.body.map((q, i) => [q.id, !no(i)]));
  const res = await http.post<Agreement>(`/api/agreements/${id}/answers`, { answers });
  expect(res.status).toBe(200);
  return res.body;
}

describe('mails about an agreement, through the whole system', () => {
  it('tells the others when someone answered, a round started and the agreement completed — never the one who did it, never anyone else’s address', async () => {
    const [kari, ola] = [await confirmed(await person('Kari')), await confirmed(await person('Ola'))];
    const created = await kari.http.post<{ id: string }>('/api/agreements', {
      topic: 'custom',
      title: 'Planene på <Hvaler>',
      description: 'Vi deler hytta.',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;

    // Round 1: Kari answers, then Ola answers differently on the first question.
    await answerAll(kari.http, id);
    await answerAll(ola.http, id, (i) => i === 0);
    const [answered] = await mailsTo(kari.email, 'answered');
    expect(answered.rcptTo).toEqual([kari.email]);
    expect(answered.parsed.subject).toContain('Planene på <Hvaler>');
    expect(answered.text).toContain('Ola Epostsen');
    expect(answered.html).toContain('Planene på &lt;Hvaler&gt;');
    expect(answered.html).toContain(`href="${ORIGIN}/avtale/${id}/sammenligning"`);

    // Round 2, started by Kari: Ola is told; then both agree and the agreement completes.
    expect((await kari.http.post(`/api/agreements/${id}/nextRound`)).status).toBe(200);
    const [round] = await mailsTo(ola.email, 'round-started');
    expect(round.html).toContain(`href="${ORIGIN}/avtale/${id}/sporsmal"`);
    await answerAll(kari.http, id);
    const completedAgreement = await answerAll(ola.http, id);
    expect(completedAgreement.status).toBe('completed');
    for (const p of [kari, ola]) {
      const [done] = await mailsTo(p.email, 'completed');
      expect(done.html).toContain(`href="${ORIGIN}/avtale/${id}/ferdig"`);
    }
    // Ola got Kari's round-2 answer at once (his first 'answered' mail of this agreement).
    await mailsTo(ola.email, 'answered');

    // Give any stray mail time to arrive, then count exactly.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.to(kari.email, 'round-started')).toHaveLength(0); // she started it
    expect(smtp.to(kari.email, 'answered')).toHaveLength(1); // her second is gathered for later (10 min window)
    expect(smtp.to(ola.email, 'answered')).toHaveLength(1);
    expect(smtp.to(kari.email, 'completed')).toHaveLength(1);
    expect(smtp.to(ola.email, 'completed')).toHaveLength(1);
    for (const mail of [...smtp.to(kari.email), ...smtp.to(ola.email)]) {
      expect(mail.rcptTo).toHaveLength(1);
      const other = mail.rcptTo[0] === kari.email ? ola.email : kari.email;
      expect(mail.raw.toLowerCase()).not.toContain(other.toLowerCase());
    }
    // The log says each was sent, once.
    const { rows } = await db.query<{ kind: string; state: string; n: number }>(
      `select kind, state, count(*)::int as n from mails where agreement_id = $1 and kind <> 'invitation' group by kind, state order by kind`,
      [id],
    );
    expect(rows).toEqual([
      { kind: 'answered', state: 'sent', n: 2 },
      { kind: 'completed', state: 'sent', n: 2 },
      { kind: 'round-started', state: 'sent', n: 1 },
    ]);
  });
});

describe('account mails, through the whole system', () => {
  it('resets a password with the link from the mail: once, ending the old sessions', async () => {
    const kari = await person('Reset');
    // Issue 31: reset links go to a confirmed address only; the registration link confirms it.
    const [confirmation] = await mailsTo(kari.email, 'verify-email');
    expect(
      (await kari.http.post('/api/auth/verify-email', { token: tokenIn(confirmation, '/bekreft-epost') }))
        .status,
    ).toBe(200);
    const other = browser();
    expect((await other.post('/api/auth/login', { email: kari.email, password: kari.password })).status).toBe(
      200,
    );

    const asked = await browser().post('/api/auth/password-reset', { email: kari.email });
    expect(asked.status).toBe(202);
    const [mail] = await mailsTo(kari.email, 'password-reset');
    expect(mail.parsed.headers.get('list-unsubscribe')).toBeUndefined();
    const token = tokenIn(mail, '/tilbakestill-passord');

    const reset = await browser().post('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'nytt-passord-42',
    });
    expect(reset.status).toBe(204);
    expect((await kari.http.get('/api/auth/user')).status).toBe(401);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect(
      (await browser().post('/api/auth/login', { email: kari.email, password: kari.password })).status,
    ).toBe(401);
    expect(
      (await browser().post('/api/auth/login', { email: kari.email, password: 'nytt-passord-42' })).status,
    ).toBe(200);
    const again = await browser().post<{ message: string }>('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'tredje-passord-7',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Lenken er ugyldig eller utløpt. Be om en ny.');
  });

  it('confirms a changed address with the link mailed to the new address', async () => {
    const ola = await person('Bytter');
    // Registration mailed a confirmation link to the first address.
    const [first] = await mailsTo(ola.email, 'verify-email');
    expect(
      (await ola.http.post<User>('/api/auth/verify-email', { token: tokenIn(first, '/bekreft-epost') })).body
        .emailVerified,
    ).toBe(true);

    const newEmail = `bytter.ny.${unique()}@example.no`;
    const changed = await ola.http.put<User>('/api/auth/profile', {
      firstName: ola.user.firstName,
      lastName: ola.user.lastName,
      username: ola.user.username,
      email: newEmail,
      currentPassword: ola.password,
    });
    expect(changed.status).toBe(200);
    // Issue 31: the confirmed address stays the account's until the new one is confirmed; it is told.
    expect(changed.body).toMatchObject({ email: ola.email, emailVerified: true });
    const [notice] = await mailsTo(ola.email, 'email-change-notice');
    expect(notice.text).toContain('b***@example.no');
    const [mail] = await mailsTo(newEmail, 'email-change');
    expect(mail.rcptTo).toEqual([newEmail]);
    const verified = await ola.http.post<User>('/api/auth/verify-email', {
      token: tokenIn(mail, '/bekreft-epost'),
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await ola.http.get<User>('/api/auth/user')).body.emailVerified).toBe(true);
    // Review of issue 31: whoever confirmed knew the password and the stop link is used up, so the old
    // address is told that the change went through, with a person to write to (a reset goes to the new one).
    const [told] = await mailsTo(ola.email, 'email-changed');
    expect(told.rcptTo).toEqual([ola.email]);
    expect(told.parsed.subject).toBe('E-postadressen på kontoen din er endret');
    expect(told.text).toContain('ble endret til b***@example.no ');
    expect(told.text).toContain('lenken for nytt passord går til den nye adressen');
    expect(told.text).toContain('Skriv til oss på hjelp@avtalt.test fra denne adressen');
    expect(told.html).toContain('href="mailto:hjelp@avtalt.test?subject');
    expect(told.text).not.toContain(newEmail);
    expect(told.html).not.toContain(newEmail);
    const stored = await db.query<{ kind: string; n: number }>(
      "select kind, count(*)::int as n from mails where recipient_user_id = $1 and kind in ('email-change-notice', 'email-changed') group by kind order by kind",
      [ola.user.id],
    );
    expect(stored.rows).toEqual([
      { kind: 'email-change-notice', n: 1 },
      { kind: 'email-changed', n: 1 },
    ]);
  });
});
