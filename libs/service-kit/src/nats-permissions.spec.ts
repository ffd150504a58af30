import { IdentityRpc, IdentitySubjects } from '@avtalt/contracts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { NATS_ROLES, NATS_SERVICE_USERS, NATS_TEST_USER, natsInboxPrefix, natsPermissions, renderNatsServerConfig, type NatsServiceUser } from './nats-permissions';

const servicesDir = path.resolve(__dirname, '../../../services');

/** The service's own source files (no tests): what it does on NATS today. */
function sourceOf(service: string): string {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (file.endsWith('.ts') && !file.endsWith('.spec.ts')) files.push(file);
    }
  };
  walk(path.join(servicesDir, service, 'src'));
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

const OWN_RPC: Record<NatsServiceUser, string | undefined> = {
  gateway: undefined,
  identity: 'IdentityRpc',
  templates: 'TemplatesRpc',
  agreements: 'AgreementsRpc',
  documents: 'DocumentsRpc',
  chat: 'ChatRpc',
  notifications: 'NotificationsRpc',
};

const RPC_MAPS = ['IdentityRpc', 'TemplatesRpc', 'AgreementsRpc', 'DocumentsRpc', 'ChatRpc', 'NotificationsRpc'] as const;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const contracts = require('@avtalt/contracts') as Record<string, Record<string, { subject: string }>>;

describe('the NATS permission table', () => {
  it('lets only the gateway publish the account requests a browser makes to identity.users.*', () => {
    const browserOnly = Object.values(IdentityRpc).filter((rpc) => rpc !== IdentityRpc.contacts && rpc !== IdentityRpc.verifyPassword && rpc !== IdentityRpc.health);
    for (const user of NATS_SERVICE_USERS) {
      const allowed = natsPermissions(user).publish.allow;
      for (const rpc of browserOnly) expect({ user, subject: rpc.subject, allowed: allowed.includes(rpc.subject) }).toEqual({ user, subject: rpc.subject, allowed: user === 'gateway' });
    }
    expect(natsPermissions('chat').publish.allow).not.toContain(IdentitySubjects.updateProfile);
  });

  it('lets a service subscribe only to its own subjects, its own inbox and the events it reads', () => {
    for (const user of NATS_SERVICE_USERS) {
      const role = NATS_ROLES[user] as (typeof NATS_ROLES)[NatsServiceUser];
      const own = new Set<string>([`${natsInboxPrefix(user)}.>`, ...role.serves.map((rpc) => rpc.subject), ...('subscribes' in role ? role.subscribes : [])]);
      expect(natsPermissions(user).subscribe.allow.filter((subject) => !own.has(subject))).toEqual([]);
    }
  });

  it('gives no service user a wildcard over everything, the whole JetStream API or every inbox', () => {
    for (const user of NATS_SERVICE_USERS) {
      const { publish, subscribe } = natsPermissions(user);
      for (const subject of [...publish.allow, ...subscribe.allow]) {
        expect({ user, subject, broad: ['>', '*.>', '$JS.API.>', '$JS.>', '_INBOX.>'].includes(subject) }).toEqual({ user, subject, broad: false });
      }
    }
  });

  it('lets a service answer requests only when it serves some (allow_responses)', () => {
    expect(natsPermissions('identity').allow_responses).toBeDefined();
    expect(natsPermissions('gateway').allow_responses).toBeUndefined();
  });

  // The table cannot fall behind the code: every RPC a service's code sends, every stream it creates and
  // every durable consumer it runs is in its row.
  it.each(NATS_SERVICE_USERS)("lists every RPC %s's code sends to another service", (user) => {
    const source = sourceOf(user);
    const calls = new Set<string>((NATS_ROLES[user].calls as readonly { subject: string }[]).map((rpc) => rpc.subject));
    const missing: string[] = [];
    for (const map of RPC_MAPS) {
      if (map === OWN_RPC[user]) continue;
      for (const match of source.matchAll(new RegExp(`\\b${map}\\.(\\w+)\\b`, 'g'))) {
        const rpc = contracts[map][match[1]];
        if (rpc && !calls.has(rpc.subject)) missing.push(`${map}.${match[1]}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it.each(NATS_SERVICE_USERS)("lists every durable consumer and stream %s's code uses", (user) => {
    const source = sourceOf(user);
    const role = NATS_ROLES[user] as (typeof NATS_ROLES)[NatsServiceUser];
    const durables = [...source.matchAll(/durable: '([\w-]+)'/g)].map((match) => match[1]).sort();
    expect(('consumers' in role ? role.consumers : []).map((consumer) => consumer.durable).sort()).toEqual(durables);
    const streams = [...source.matchAll(/ensureStream\([^,]+, (\w+)\)/g)].map((match) => contracts[match[1]] as unknown as { name: string }).map((stream) => stream.name);
    const listed: string[] = ('streams' in role ? role.streams : []).map((stream) => stream.name);
    expect(streams.filter((name) => !listed.includes(name))).toEqual([]);
  });
});

describe('renderNatsServerConfig', () => {
  const passwords = Object.fromEntries(NATS_SERVICE_USERS.map((user) => [user, `$NATS_PASSWORD_${user.toUpperCase()}`])) as Record<NatsServiceUser, string>;

  it('writes a password given as $VARIABLE unquoted (nats-server reads it from its environment)', () => {
    const config = renderNatsServerConfig({ passwords });
    expect(config).toContain('"password": $NATS_PASSWORD_GATEWAY');
    const parsed = JSON.parse(config.replace(/: (\$\w+)/g, ': "$1"')) as { authorization: { users: { user: string }[] }; no_auth_user?: string };
    expect(parsed.authorization.users.map((u) => u.user)).toEqual(NATS_SERVICE_USERS);
    expect(parsed.no_auth_user).toBeUndefined();
  });

  it('adds the tests\' all-permissions user, and makes anonymous clients that user, only when asked', () => {
    const config = JSON.parse(renderNatsServerConfig({ passwords: { ...passwords, gateway: 'g'.repeat(20), [NATS_TEST_USER]: 't'.repeat(20) }, anonymousIsTestUser: true }).replace(/: (\$\w+)/g, ': "$1"')) as {
      authorization: { users: { user: string; permissions: unknown }[] };
      no_auth_user?: string;
    };
    expect(config.no_auth_user).toBe(NATS_TEST_USER);
    expect(config.authorization.users.find((u) => u.user === NATS_TEST_USER)?.permissions).toEqual({ publish: { allow: ['>'] }, subscribe: { allow: ['>'] } });
    expect(() => renderNatsServerConfig({ passwords, anonymousIsTestUser: true })).toThrow(/test user/);
  });

  it.each([
    ['infra/docker/nats.conf', (text: string) => text],
    [
      'infra/k8s/overlays/local/nats-config.yaml',
      (text: string) => text.slice(text.indexOf('nats.conf: |') + 'nats.conf: |'.length).replace(/^ {4}/gm, '').replace(/^\n/, ''),
    ],
  ])('%s is the table rendered with each password from the server\'s environment', (file, extract) => {
    const text = readFileSync(path.resolve(__dirname, '../../..', file), 'utf8');
    const withoutComments = extract(text)
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .join('\n');
    expect(withoutComments).toBe(renderNatsServerConfig({ passwords }));
  });
});
