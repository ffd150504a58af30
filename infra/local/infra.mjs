#!/usr/bin/env node
// Local infrastructure without Docker: Postgres, Redis (AOF) and NATS (JetStream) on loopback, and on
// request a mail catcher (maildev: SMTP plus a web inbox with a JSON API, docs/local-infrastructure.md).
// Uses only Node's built-ins so it can run before `npm install` (maildev, an npm package, is started as
// a process from node_modules and so needs `npm install` first).
//
//   node infra/local/infra.mjs            start, print the connection URLs, stop on Ctrl-C
//                                         (the mail catcher too when INFRA_SMTP_PORT or INFRA_MAIL_WEB_PORT is set)
//   import { startInfra } from './infra.mjs'   used by scripts/start.mjs and scripts/test.mjs
//
// When run as root and a binary is missing, it runs `apt-get update` once and installs the Debian
// packages (packages.mjs). One module per piece: postgres.mjs, redis.mjs, nats.mjs, mail-catcher.mjs;
// processes.mjs holds the ports, probes and child processes they share.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailCatcher } from './mail-catcher.mjs';
import { startNats } from './nats.mjs';
import { ensurePackages } from './packages.mjs';
import { DB_PASSWORD, DB_USER, startPostgres } from './postgres.mjs';
import { log } from './processes.mjs';
import { startRedis } from './redis.mjs';

// What scripts/, bench/ and the tests import from here; each piece lives in a module of its own.
export { ensurePackages, missingPackages, nginxBinary } from './packages.mjs';
export { DB_PASSWORD, DB_USER } from './postgres.mjs';
export { freePort, freePorts } from './processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../..');

/** Ports used by `npm start`; `npm test` picks free ports of its own. */
export const defaultPorts = Object.freeze({
  postgres: Number(process.env.INFRA_PG_PORT ?? 5532),
  redis: Number(process.env.INFRA_REDIS_PORT ?? 6479),
  nats: Number(process.env.INFRA_NATS_PORT ?? 4322),
  smtp: Number(process.env.INFRA_SMTP_PORT ?? 1025),
  mailWeb: Number(process.env.INFRA_MAIL_WEB_PORT ?? 1080),
});

/** `npm run infra` starts the mail catcher only when asked for it with one of its ports. */
export const mailCatcherAsked = () => Boolean(process.env.INFRA_SMTP_PORT || process.env.INFRA_MAIL_WEB_PORT);

/**
 * Starts Postgres, Redis and NATS with their data under `dataDir` and returns the connection URLs
 * plus a `stop()` that ends them. With `mail: true` it also starts the mail catcher on `ports.smtp` and
 * `ports.mailWeb` and returns `smtpUrl` and `mailInboxUrl`. With `nginx: true` it makes sure nginx is
 * installed (scaled mode's reverse proxy; started by scripts/lib/reverse-proxy.mjs). A second start on the same directory reuses the data.
 * `natsAuth` (`'strict'`: `npm start`; `'test'`: `npm test`) gives NATS a user per service with new
 * passwords: `natsUsers` (for scripts/lib/services.mjs) and `natsCredentialsFile` (TEST_NATS_AUTH) are
 * returned. Without it NATS takes anyone, as every caller that does not ask expects.
 */
export async function startInfra({
  dataDir = path.join(repoRoot, '.data'),
  ports = defaultPorts,
  mail = false,
  nginx = false,
  natsAuth = false,
} = {}) {
  ensurePackages({ nginx });
  mkdirSync(dataDir, { recursive: true });
  const started = [];
  let nats;
  const stop = async () => {
    await Promise.all(started.splice(0).map((s) => s.stop()));
  };
  try {
    started.push(await startPostgres(dataDir, ports.postgres));
    started.push(await startRedis(dataDir, ports.redis));
    nats = await startNats(dataDir, ports.nats, natsAuth);
    started.push(nats);
    if (mail) started.push(await startMailCatcher(dataDir, ports.smtp, ports.mailWeb));
  } catch (error) {
    await stop();
    throw error;
  }
  const postgresBase = `postgres://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${ports.postgres}`;
  return {
    dataDir,
    ports,
    postgresBase,
    redisUrl: `redis://127.0.0.1:${ports.redis}`,
    natsUrl: `nats://127.0.0.1:${ports.nats}`,
    ...(nats.credentials
      ? { natsUsers: nats.credentials.users, natsCredentialsFile: nats.credentialsFile }
      : {}),
    ...(mail
      ? { smtpUrl: `smtp://127.0.0.1:${ports.smtp}`, mailInboxUrl: `http://localhost:${ports.mailWeb}` }
      : {}),
    stop,
  };
}

/** Reads a JSON file, or undefined. */
export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const infra = await startInfra({
    mail: mailCatcherAsked(),
    nginx: process.env.INFRA_NGINX === '1',
    natsAuth: process.env.INFRA_NATS_AUTH === '1' ? 'test' : false,
  });
  log(
    `Postgres ${infra.postgresBase}  Redis ${infra.redisUrl}  NATS ${infra.natsUrl}  (data in ${infra.dataDir})`,
  );
  if (infra.natsCredentialsFile)
    log(
      `NATS users: TEST_NATS_AUTH=${infra.natsCredentialsFile} (each service's user and password in that file)`,
    );
  if (infra.smtpUrl) log(`Mail catcher: SMTP ${infra.smtpUrl}  inbox ${infra.mailInboxUrl}`);
  log('running; Ctrl-C stops');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    await infra.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
