// NATS users and passwords for the local NATS server of `npm start`, `npm test` and `npm run infra`
// with INFRA_NATS_AUTH=1 (docs/nats-permissions.md). Each run makes new random passwords, writes the
// nats-server configuration (one user per service, each allowed only its own subjects) and a
// credentials file next to it, both readable by this user only. The permissions come from one table in
// code, libs/service-kit/src/nats-permissions.ts (its build in dist/), so they follow the subjects.
//
// Node's built-ins only: infra/local/infra.mjs imports this before `npm install`; the table itself is
// loaded (from the build) only when a server with users is asked for.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILT_TABLE = path.join(repoRoot, 'libs', 'service-kit', 'dist', 'nats-permissions.js');

/** The permission table and the config renderer (service-kit's build). */
export function natsPermissionTable() {
  if (!existsSync(BUILT_TABLE)) {
    throw new Error(
      `NATS users need the built permission table (${path.relative(repoRoot, BUILT_TABLE)}): run \`npx nx build service-kit\` first.`,
    );
  }
  return createRequire(import.meta.url)(BUILT_TABLE);
}

/**
 * New random credentials: `{ users: { gateway: { user, password }, … }, test? }`. `test` (the
 * all-permissions user of the integration tests) only when asked for.
 */
export function makeNatsCredentials({ testUser = false } = {}) {
  const { NATS_SERVICE_USERS, NATS_TEST_USER } = natsPermissionTable();
  const password = () => randomBytes(24).toString('base64url');
  const users = Object.fromEntries(NATS_SERVICE_USERS.map((user) => [user, { user, password: password() }]));
  return { users, ...(testUser ? { test: { user: NATS_TEST_USER, password: password() } } : {}) };
}

/**
 * Writes `<dir>/nats.conf` (the users and their permissions) and `<dir>/credentials.json` (for the
 * processes that connect: scripts/lib/services.mjs, and the integration tests through TEST_NATS_AUTH),
 * mode 0600. `anonymousIsTestUser` (tests only): a client without credentials becomes the test user.
 */
export function writeNatsAuth(dir, credentials, { anonymousIsTestUser = false } = {}) {
  const { renderNatsServerConfig, NATS_TEST_USER } = natsPermissionTable();
  mkdirSync(dir, { recursive: true });
  const passwords = Object.fromEntries(
    Object.values(credentials.users).map(({ user, password }) => [user, password]),
  );
  if (credentials.test) passwords[NATS_TEST_USER] = credentials.test.password;
  const configFile = path.join(dir, 'nats.conf');
  const credentialsFile = path.join(dir, 'credentials.json');
  for (const [file, text] of [
    [configFile, renderNatsServerConfig({ passwords, anonymousIsTestUser })],
    [credentialsFile, `${JSON.stringify(credentials, null, 2)}\n`],
  ]) {
    writeFileSync(file, text, { mode: 0o600 });
    chmodSync(file, 0o600); // an existing file keeps its mode on write
  }
  return { configFile, credentialsFile };
}

/** Reads a credentials file written by {@link writeNatsAuth}. */
export function readNatsCredentials(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The environment variable that carries a service user's password in compose and Kubernetes. */
export function passwordVariable(user) {
  return `NATS_PASSWORD_${user.toUpperCase()}`;
}

/**
 * The configuration for compose and Kubernetes: each password a reference to the server's environment
 * (`$NATS_PASSWORD_GATEWAY` …), filled from `.env` or a Secret. infra/docker/nats.conf and the ConfigMap in
 * infra/k8s/overlays/local/nats-config.yaml are this output; the unit suite compares them.
 */
export function deployedNatsConfig() {
  const { NATS_SERVICE_USERS, renderNatsServerConfig } = natsPermissionTable();
  return renderNatsServerConfig({
    passwords: Object.fromEntries(NATS_SERVICE_USERS.map((user) => [user, `$${passwordVariable(user)}`])),
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  // node scripts/lib/nats-auth.mjs --config   the deployed configuration (after a build of service-kit)
  // node scripts/lib/nats-auth.mjs --env      new passwords as NATS_PASSWORD_<SERVICE>=… lines (.env, a Secret),
  //                                           one for each variable infra/docker/nats.conf names (no build needed)
  if (process.argv.includes('--config')) process.stdout.write(deployedNatsConfig());
  else if (process.argv.includes('--env')) {
    const deployed = readFileSync(path.join(repoRoot, 'infra', 'docker', 'nats.conf'), 'utf8');
    const variables = [
      ...new Set([...deployed.matchAll(/\$(NATS_PASSWORD_[A-Z0-9_]+)/g)].map((match) => match[1])),
    ];
    // A letter first and hex after: nats-server parses an environment variable's value as a config value,
    // and one that starts with digits could be read as a number.
    for (const variable of variables)
      process.stdout.write(`${variable}=p${randomBytes(24).toString('hex')}\n`);
  } else {
    process.stderr.write('usage: node scripts/lib/nats-auth.mjs --config | --env\n');
    process.exit(2);
  }
}
