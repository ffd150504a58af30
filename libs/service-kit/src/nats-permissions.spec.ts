import { DocumentsRpc, IdentityRpc, IdentitySubjects } from '@avtalt/contracts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  NATS_ROLES,
  NATS_SERVICE_USERS,
  NATS_TEST_USER,
  natsInboxPrefix,
  natsPermissions,
  natsUserOf,
  renderNatsServerConfig,
  type NatsServiceUser,
} from './nats-permissions';

const servicesDir = path.resolve(__dirname, '../../../services');

/** Where each user's code lives: a service's `src/`, the printer's folder inside documents. */
const SOURCE: Record<NatsServiceUser, string> = {
  gateway: 'gateway/src',
  identity: 'identity/src',
  templates: 'templates/src',
  agreements: 'agreements/src',
  documents: 'documents/src',
  chat: 'chat/src',
  printer: 'documents/src/printer',
  notifications: 'notifications/src',
  privacy: 'privacy/src',
};

/** The user's own source files (no tests): what it does on NATS today. */
function sourceOf(user: NatsServiceUser): string {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (file.endsWith('.ts') && !file.endsWith('.spec.ts')) files.push(file);
    }
  };
  walk(path.join(servicesDir, SOURCE[user]));
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

const OWN_RPC: Record<NatsServiceUser, string | undefined> = {
  gateway: undefined,
  identity: 'IdentityRpc',
  templates: 'TemplatesRpc',
  agreements: 'AgreementsRpc',
  documents: 'DocumentsRpc',
  chat: 'ChatRpc',
  printer: 'DocumentsRpc',
  notifications: 'NotificationsRpc',
  privacy: 'PrivacyRpc',
};

const RPC_MAPS = [
  'IdentityRpc',
  'TemplatesRpc',
  'AgreementsRpc',
  'DocumentsRpc',
  'ChatRpc',
  'NotificationsRpc',
  'PrivacyRpc',
  // One RPC per service that holds data about people, each answered by that service, all asked by privacy.
  'PersonDataRpc',
  // Likewise for forgetting a person who deleted their account.
  'ForgetRpc',
] as const;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const contracts = require('@avtalt/contracts') as Record<string, Record<string, { subject: string }>>;

describe('the NATS permission table', () => {
  it('lets only the gateway publish the account requests a browser makes to identity.users.*', () => {
    const browserOnly = Object.values(IdentityRpc).filter(
      (rpc) =>
        rpc !== IdentityRpc.contacts &&
        rpc !== IdentityRpc.verifyPassword &&
        rpc !== IdentityRpc.eidConsume &&
        rpc !== IdentityRpc.health,
    );
    for (const user of NATS_SERVICE_USERS) {
      const allowed = natsPermissions(user).publish.allow;
      for (const rpc of browserOnly)
        expect({ user, subject: rpc.subject, allowed: allowed.includes(rpc.subject) }).toEqual({
          user,
          subject: rpc.subject,
          allowed: user === 'gateway',
        });
    }
    expect(natsPermissions('chat').publish.allow).not.toContain(IdentitySubjects.updateProfile);
  });

  it('lets a service subscribe only to its own subjects, its own inbox and the events it reads', () => {
    for (const user of NATS_SERVICE_USERS) {
      const role = NATS_ROLES[user] as (typeof NATS_ROLES)[NatsServiceUser];
      const own = new Set<string>([
        `${natsInboxPrefix(user)}.>`,
        ...role.serves.map((rpc) => rpc.subject),
        ...('subscribes' in role ? role.subscribes : []),
      ]);
      expect(natsPermissions(user).subscribe.allow.filter((subject) => !own.has(subject))).toEqual([]);
    }
  });

  it('gives no service user a wildcard over everything, the whole JetStream API or every inbox', () => {
    for (const user of NATS_SERVICE_USERS) {
      const { publish, subscribe } = natsPermissions(user);
      for (const subject of [...publish.allow, ...subscribe.allow]) {
        expect({
          user,
          subject,
          broad: ['>', '*.>', '$JS.API.>', '$JS.>', '_INBOX.>'].includes(subject),
        }).toEqual({ user, subject, broad: false });
      }
    }
  });

  it('lets the printer (the process that runs Chromium) only answer print requests, and only documents ask it', () => {
    expect(natsPermissions('printer')).toEqual({
      publish: { allow: [] },
      subscribe: { allow: [`${natsInboxPrefix('printer')}.>`, DocumentsRpc.printPdf.subject].sort() },
      allow_responses: { max: 1, expires: '30s' },
    });
    const askers = NATS_SERVICE_USERS.filter((user) =>
      natsPermissions(user).publish.allow.includes(DocumentsRpc.printPdf.subject),
    );
    const answerers = NATS_SERVICE_USERS.filter((user) =>
      natsPermissions(user).subscribe.allow.includes(DocumentsRpc.printPdf.subject),
    );
    expect([askers, answerers]).toEqual([['documents'], ['printer']]);
    expect([
      natsUserOf('documents', { DOCUMENTS_ROLE: 'printer' }),
      natsUserOf('documents', {}),
      natsUserOf('chat', { DOCUMENTS_ROLE: 'printer' }),
    ]).toEqual(['printer', 'documents', 'chat']);
  });

  // A consumer that could update AGREEMENT_EVENTS (max_age, subjects) could drop every other consumer's events.
  it("lets only a stream's publisher create, update, delete or purge it; its consumers only read its information", () => {
    for (const user of NATS_SERVICE_USERS) {
      const role = NATS_ROLES[user] as (typeof NATS_ROLES)[NatsServiceUser];
      const published = new Set<string>(('streams' in role ? role.streams : []).map((stream) => stream.name));
      const consumed = new Set<string>(
        ('consumers' in role ? role.consumers : []).map((consumer) => consumer.stream.name),
      );
      const changes = natsPermissions(user).publish.allow.filter((subject) =>
        /^\$JS\.API\.STREAM\.(CREATE|UPDATE|DELETE|PURGE)\./.test(subject),
      );
      expect({ user, changes: changes.sort() }).toEqual({
        user,
        changes: [...published]
          .flatMap((name) => [`$JS.API.STREAM.CREATE.${name}`, `$JS.API.STREAM.UPDATE.${name}`])
          .sort(),
      });
      for (const name of consumed)
        expect(natsPermissions(user).publish.allow).toContain(`$JS.API.STREAM.INFO.${name}`);
    }
    const agreementEventsUpdaters = NATS_SERVICE_USERS.filter((user) =>
      natsPermissions(user).publish.allow.includes('$JS.API.STREAM.UPDATE.AGREEMENT_EVENTS'),
    );
    expect(agreementEventsUpdaters).toEqual(['agreements']);
    expect(
      natsPermissions('chat').publish.allow.filter((subject) => subject.startsWith('$JS.API.STREAM.')),
    ).toEqual(['$JS.API.STREAM.INFO.AGREEMENT_EVENTS']);
  });

  it('lets a service answer requests only when it serves some (allow_responses)', () => {
    expect(natsPermissions('identity').allow_responses).toBeDefined();
    expect(natsPermissions('gateway').allow_responses).toBeUndefined();
  });

  // The table cannot fall behind the code: every RPC a service's code sends, every stream it creates and
  // every durable consumer it runs is in its row.
  it.each(NATS_SERVICE_USERS)("lists every RPC %s's code sends to another service", (user) => {
    const source = sourceOf(user);
    const calls = new Set<string>(
      (NATS_ROLES[user].calls as readonly { subject: string }[]).map((rpc) => rpc.subject),
    );
    // What it answers is not something it sends (a PersonDataRpc entry is answered where it is named).
    const served = new Set<string>(
      (NATS_ROLES[user].serves as readonly { subject: string }[]).map((rpc) => rpc.subject),
    );
    const missing: string[] = [];
    for (const map of RPC_MAPS) {
      if (map === OWN_RPC[user]) continue;
      for (const match of source.matchAll(new RegExp(`\\b${map}\\.(\\w+)\\b`, 'g'))) {
        const rpc = contracts[map][match[1]];
        if (rpc && !calls.has(rpc.subject) && !served.has(rpc.subject)) missing.push(`${map}.${match[1]}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  // …and not ahead of it: a new RPC (the gateway's row takes whole maps minus exceptions) is callable only
  // by a service whose code sends it.
  it.each(NATS_SERVICE_USERS)('lets %s call no RPC its code does not send', (user) => {
    const source = sourceOf(user);
    const sent = new Set<string>();
    for (const map of RPC_MAPS) {
      for (const match of source.matchAll(new RegExp(`\\b${map}\\.(\\w+)\\b`, 'g'))) {
        const rpc = contracts[map][match[1]];
        if (rpc) sent.add(rpc.subject);
      }
    }
    const unused = (NATS_ROLES[user].calls as readonly { subject: string }[])
      .map((rpc) => rpc.subject)
      .filter((subject) => !sent.has(subject));
    expect(unused).toEqual([]);
  });

  it.each(NATS_SERVICE_USERS)("lists every durable consumer and stream %s's code uses", (user) => {
    const source = sourceOf(user);
    const role = NATS_ROLES[user] as (typeof NATS_ROLES)[NatsServiceUser];
    const durables = [...source.matchAll(/durable: '([\w-]+)'/g)].map((match) => match[1]).sort();
    expect(('consumers' in role ? role.consumers : []).map((consumer) => consumer.durable).sort()).toEqual(
      durables,
    );
    const streams = [...source.matchAll(/ensureStream\([^,]+, (\w+)\)/g)]
      .map((match) => contracts[match[1]] as unknown as { name: string })
      .map((stream) => stream.name);
    const listed: string[] = ('streams' in role ? role.streams : []).map((stream) => stream.name);
    expect(streams.filter((name) => !listed.includes(name))).toEqual([]);
  });
});

describe('docker-compose.yml', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { parse } = require('yaml') as typeof import('yaml');
  const compose = parse(readFileSync(path.resolve(__dirname, '../../../docker-compose.yml'), 'utf8')) as {
    services: Record<string, { environment?: Record<string, string>; volumes?: string[] }>;
  };

  it('gives the NATS server every password its configuration names, and mounts that configuration', () => {
    const nats = compose.services.nats;
    expect(nats.volumes).toContain('./infra/docker/nats.conf:/etc/nats/nats.conf:ro');
    const config = readFileSync(path.resolve(__dirname, '../../../infra/docker/nats.conf'), 'utf8');
    const variables = [...config.matchAll(/\$(NATS_PASSWORD_\w+)/g)].map((match) => match[1]);
    expect(variables).toHaveLength(NATS_SERVICE_USERS.length);
    for (const variable of variables) expect(nats.environment?.[variable]).toContain(`\${${variable}:?`);
  });

  it("logs every process in as its own user with that user's password", () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const env = service.environment ?? {};
      if (!env.NATS_URL) continue;
      const user = natsUserOf(env.SERVICE ?? name, env);
      expect({ name, user: env.NATS_USER, password: env.NATS_PASSWORD?.split(':?')[0] }).toEqual({
        name,
        user,
        password: `\${NATS_PASSWORD_${user.toUpperCase()}`,
      });
    }
  });
});

describe('renderNatsServerConfig', () => {
  const passwords = Object.fromEntries(
    NATS_SERVICE_USERS.map((user) => [user, `$NATS_PASSWORD_${user.toUpperCase()}`]),
  ) as Record<NatsServiceUser, string>;

  it('writes a password given as $VARIABLE unquoted (nats-server reads it from its environment)', () => {
    const config = renderNatsServerConfig({ passwords });
    expect(config).toContain('"password": $NATS_PASSWORD_GATEWAY');
    const parsed = JSON.parse(config.replace(/: (\$\w+)/g, ': "$1"')) as {
      authorization: { users: { user: string }[] };
      no_auth_user?: string;
    };
    expect(parsed.authorization.users.map((u) => u.user)).toEqual(NATS_SERVICE_USERS);
    expect(parsed.no_auth_user).toBeUndefined();
  });

  it("adds the tests' all-permissions user, and makes anonymous clients that user, only when asked", () => {
    const config = JSON.parse(
      renderNatsServerConfig({
        passwords: { ...passwords, gateway: 'g'.repeat(20), [NATS_TEST_USER]: 't'.repeat(20) },
        anonymousIsTestUser: true,
      }).replace(/: (\$\w+)/g, ': "$1"'),
    ) as {
      authorization: { users: { user: string; permissions: unknown }[] };
      no_auth_user?: string;
    };
    expect(config.no_auth_user).toBe(NATS_TEST_USER);
    expect(config.authorization.users.find((u) => u.user === NATS_TEST_USER)?.permissions).toEqual({
      publish: { allow: ['>'] },
      subscribe: { allow: ['>'] },
    });
    expect(() => renderNatsServerConfig({ passwords, anonymousIsTestUser: true })).toThrow(/test user/);
  });

  it.each([
    ['infra/docker/nats.conf', (text: string) => text],
    [
      'infra/k8s/overlays/local/nats-config.yaml',
      (text: string) =>
        text
          .slice(text.indexOf('nats.conf: |') + 'nats.conf: |'.length)
          .replace(/^ {4}/gm, '')
          .replace(/^\n/, ''),
    ],
  ])("%s is the table rendered with each password from the server's environment", (file, extract) => {
    const text = readFileSync(path.resolve(__dirname, '../../..', file), 'utf8');
    const withoutComments = extract(text)
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .join('\n');
    expect(withoutComments).toBe(renderNatsServerConfig({ passwords }));
  });
});
