/**
 * Security review M5 (docs/nats-permissions.md): a workload inside the cluster could send
 * `identity.users.update-profile.v1` with any `userId` and change that account. Here NATS runs as
 * `npm start`, compose and Kubernetes run it: a user per service, no anonymous clients, the permissions
 * rendered from libs/service-kit/src/nats-permissions.ts. The identity process logs in as identity; the
 * attacker holds the chat service's credentials (a compromised chat pod) and the gateway's are the
 * legitimate caller's.
 *
 * This file starts its own nats-server (on a free port), so it does not depend on how the run's NATS
 * was started.
 */
import {
  AgreementEventsStream,
  AgreementsRpc,
  AgreementsSubjects,
  DocumentsSubjects,
  IdentityRpc,
  IdentitySubjects,
  type RpcReply,
  type User,
} from '@avtalt/contracts';
import {
  createNatsClient,
  DomainError,
  ensureStream,
  NATS_SERVICE_USERS,
  natsInboxPrefix,
  type NatsPasswords,
  renderNatsServerConfig,
  rpcRequest,
} from '@avtalt/service-kit';
import {
  eventually,
  freePort,
  type ServiceProcess,
  startBackendService,
  testDatabase,
  unique,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { connect, type NatsConnection, type NatsError, nanos } from 'nats';
import type { Client } from 'pg';

const DATABASE = 'it_identity_nats_permissions';
const CHAT_DATABASE = 'it_identity_nats_permissions_chat';

let dir: string;
let natsServer: ChildProcess;
let natsUrl: string;
let passwords: NatsPasswords;
let identity: ServiceProcess;
let gateway: ClientProxy;
let db: Client;
const opened: NatsConnection[] = [];

function waitForPort(port: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = (): void => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve();
      });
      socket.on('error', () => {
        if (Date.now() > deadline) reject(new Error(`nats-server not listening on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** A raw NATS connection as `user` (the inbox prefix its permissions allow), as a compromised pod would open. */
async function connectAs(user: keyof NatsPasswords & string): Promise<NatsConnection> {
  const nc = await connect({
    servers: natsUrl,
    user,
    pass: passwords[user],
    inboxPrefix: natsInboxPrefix(user),
    name: `m5-${user}`,
  });
  opened.push(nc);
  return nc;
}

/** Nest's request packet, as every service sends it (libs/service-kit/src/nats.ts). */
function packet(data: unknown): string {
  return JSON.stringify({
    pattern: IdentitySubjects.updateProfile,
    data,
    id: randomBytes(4).toString('hex'),
  });
}

async function register(): Promise<RpcReply<typeof IdentityRpc.register>> {
  const id = unique();
  return rpcRequest(gateway, IdentityRpc.register, {
    firstName: 'Vera',
    lastName: 'Offer',
    username: `vera_${id}`,
    email: `vera.${id}@example.no`,
    password: 'passord123',
  });
}

async function storedName(userId: string): Promise<{ first_name: string; username: string }> {
  const { rows } = await db.query<{ first_name: string; username: string }>(
    'select first_name, username from users where id = $1',
    [userId],
  );
  return rows[0];
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-nats-m5-'));
  passwords = Object.fromEntries(
    NATS_SERVICE_USERS.map((user) => [user, randomBytes(24).toString('base64url')]),
  ) as NatsPasswords;
  const config = path.join(dir, 'nats.conf');
  writeFileSync(config, renderNatsServerConfig({ passwords }), { mode: 0o600 });
  const port = await freePort();
  natsUrl = `nats://127.0.0.1:${port}`;
  natsServer = spawn(
    'nats-server',
    ['-c', config, '-a', '127.0.0.1', '-p', String(port), '-js', '-sd', path.join(dir, 'js')],
    { stdio: 'ignore' },
  );
  await waitForPort(port);
  identity = await startBackendService('identity', {
    database: DATABASE,
    env: { NATS_URL: natsUrl, NATS_USER: 'identity', NATS_PASSWORD: passwords.identity, ADMIN_EMAILS: '' },
  });
  gateway = createNatsClient({ url: natsUrl, user: 'gateway', password: passwords.gateway }, 'm5-gateway');
  await gateway.connect();
  db = await testDatabase(DATABASE);
});

afterAll(async () => {
  await Promise.all(opened.map((nc) => nc.close().catch(() => undefined)));
  await gateway?.close();
  await db?.end();
  await identity?.stop();
  natsServer?.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it('refuses a client without credentials, and one with a wrong password', async () => {
  await expect(connect({ servers: natsUrl, reconnect: false })).rejects.toMatchObject({
    code: 'AUTHORIZATION_VIOLATION',
  });
  await expect(
    connect({ servers: natsUrl, user: 'gateway', pass: passwords.chat, reconnect: false }),
  ).rejects.toMatchObject({
    code: 'AUTHORIZATION_VIOLATION',
  });
});

it("lets the gateway's user change a profile through identity", async () => {
  const user = await register();
  const changed: User = await rpcRequest(gateway, IdentityRpc.updateProfile, {
    userId: user.id,
    firstName: 'Endret',
    lastName: user.lastName,
    username: user.username,
    email: user.email,
  });
  expect(changed.firstName).toBe('Endret');
  expect(await storedName(user.id)).toEqual({ first_name: 'Endret', username: user.username });
});

it("refuses identity.users.update-profile.v1 from the chat service's user: the account stays as it was (SQL)", async () => {
  const victim = await register();
  const chat = await connectAs('chat');
  const attack = packet({
    userId: victim.id,
    firstName: 'X',
    lastName: 'Y',
    username: `evil_${unique()}`,
    email: victim.email,
  });
  // The server refuses the publish, so the request fails at once with its permission error, not a reply.
  const refused = await chat.request(IdentitySubjects.updateProfile, attack, { timeout: 5000 }).then(
    () => undefined,
    (error: NatsError) => error,
  );
  expect(refused?.code).toBe('PERMISSIONS_VIOLATION');
  expect(refused?.message).toContain(IdentitySubjects.updateProfile);
  // The same through the service kit, as chat's own code would send it: SERVICE_UNAVAILABLE, nothing more.
  const client = createNatsClient({ url: natsUrl, user: 'chat', password: passwords.chat }, 'm5-chat');
  try {
    const viaKit = await rpcRequest(client, IdentityRpc.updateProfile, {
      ...JSON.parse(attack).data,
      username: `evil_${unique()}`,
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(viaKit).toBeInstanceOf(DomainError);
    expect((viaKit as DomainError).code).toBe('SERVICE_UNAVAILABLE');
  } finally {
    await client.close();
  }
  expect(await storedName(victim.id)).toEqual({ first_name: 'Vera', username: victim.username });
  // The identity process is still there for the gateway.
  const again = await rpcRequest(gateway, IdentityRpc.getUser, { userId: victim.id });
  expect(again.firstName).toBe('Vera');
});

it("does not let another service's user answer in identity's place or read the gateway's replies", async () => {
  const documents = await connectAs('documents');
  for (const subject of [IdentitySubjects.updateProfile, 'identity.>', `${natsInboxPrefix('gateway')}.>`]) {
    const subscription = documents.subscribe(subject);
    const ended = await (async () => {
      try {
        for await (const _message of subscription) return 'message';
        return 'closed';
      } catch (error) {
        return (error as NatsError).code;
      }
    })();
    expect({ subject, ended }).toEqual({ subject, ended: 'PERMISSIONS_VIOLATION' });
  }
});

it("does not let a service forge another service's event, nor the printer (the process that runs Chromium) ask for anything", async () => {
  const attempts = [
    ['documents', AgreementsSubjects.deleted],
    ['printer', AgreementsRpc.sealSource.subject],
    ['printer', DocumentsSubjects.sealed],
    ['printer', IdentitySubjects.updateProfile],
  ] as const;
  for (const [user, subject] of attempts) {
    const nc = await connectAs(user);
    const refused = await nc
      .request(subject, JSON.stringify({ agreementId: randomBytes(16).toString('hex') }), { timeout: 5000 })
      .then(
        () => undefined,
        (error: NatsError) => error,
      );
    expect({ user, subject, code: refused?.code }).toEqual({ user, subject, code: 'PERMISSIONS_VIOLATION' });
  }
});

// A consumer's user that could update AGREEMENT_EVENTS (max_age, subjects) could drop every other
// consumer's events; so only agreements may create or change it, and a consumer waits for it.
it('lets only agreements create or change AGREEMENT_EVENTS; chat, started before the stream existed, consumes it once agreements created it (SQL)', async () => {
  const chat = await startBackendService('chat', {
    database: CHAT_DATABASE,
    env: { NATS_URL: natsUrl, NATS_USER: 'chat', NATS_PASSWORD: passwords.chat },
  });
  const chatDb = await testDatabase(CHAT_DATABASE);
  try {
    // Nobody has created the stream in this server: chat started all the same, and said once that it waits.
    expect(
      chat.logs.filter((line) => line.includes(`stream ${AgreementEventsStream.name} does not exist yet`)),
    ).toHaveLength(1);

    const agreements = await connectAs('agreements');
    await ensureStream(agreements, AgreementEventsStream);
    const jsm = await agreements.jetstreamManager();
    const before = (await jsm.streams.info(AgreementEventsStream.name)).config;

    // A compromised consumer tries to keep events one second and to stop taking agreement.deleted.
    const shortened = JSON.stringify({
      name: AgreementEventsStream.name,
      subjects: [AgreementsSubjects.activity],
      max_age: nanos(1000),
    });
    for (const user of ['chat', 'notifications', 'documents'] as const) {
      const nc = await connectAs(user);
      for (const operation of ['UPDATE', 'CREATE', 'DELETE', 'PURGE']) {
        const subject = `$JS.API.STREAM.${operation}.${AgreementEventsStream.name}`;
        const refused = await nc.request(subject, shortened, { timeout: 5000 }).then(
          () => undefined,
          (error: NatsError) => error,
        );
        expect({ user, subject, code: refused?.code }).toEqual({
          user,
          subject,
          code: 'PERMISSIONS_VIOLATION',
        });
      }
    }
    const after = (await jsm.streams.info(AgreementEventsStream.name)).config;
    expect({ subjects: after.subjects, max_age: after.max_age }).toEqual({
      subjects: before.subjects,
      max_age: before.max_age,
    });
    expect(after.max_age).toBe(nanos(7 * 24 * 3600 * 1000));

    // chat's durable consumer appears once the stream does, and handles agreement.deleted: the room's messages go.
    const agreementId = randomUUID();
    await chatDb.query(
      "insert into chat_messages (id, agreement_id, user_id, user_name, content, created_at) values ($1, $2, 'u-1', 'Vera Offer', 'Hei', now())",
      [randomUUID(), agreementId],
    );
    const eventId = randomUUID();
    await agreements
      .jetstream()
      .publish(
        AgreementsSubjects.deleted,
        JSON.stringify({ eventId, agreementId, occurredAt: new Date().toISOString() }),
        { msgID: eventId },
      );
    const remaining = async () =>
      (
        await chatDb.query<{ n: number }>(
          'select count(*)::int as n from chat_messages where agreement_id = $1',
          [agreementId],
        )
      ).rows[0].n;
    await eventually(
      async () => ((await remaining()) === 0 ? true : undefined),
      30_000,
      'chat deleted the messages of the deleted agreement',
    );
    expect(
      chat.logs.some((line) => line.includes(`stream ${AgreementEventsStream.name} is there; consuming`)),
    ).toBe(true);
  } finally {
    await chatDb.end();
    await chat.stop();
  }
});
