// NATS (JetStream) on loopback for the local infrastructure (infra.mjs).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { makeNatsCredentials, writeNatsAuth } from '../../scripts/lib/nats-auth.mjs';
import { probe, startProcess, stopProcess, waitFor, which } from './processes.mjs';

/**
 * NATS with JetStream on loopback. With `auth` (`'strict'` or `'test'`) it runs with one user per service,
 * each allowed only its own subjects, and new passwords (scripts/lib/nats-auth.mjs, docs/nats-permissions.md);
 * `'test'` adds the integration tests' all-permissions user, which clients without credentials become.
 */
export async function startNats(dataDir, port, auth = false) {
  const dir = path.join(dataDir, 'nats');
  mkdirSync(dir, { recursive: true });
  const credentials = auth ? makeNatsCredentials({ testUser: auth === 'test' }) : undefined;
  const files = credentials
    ? writeNatsAuth(path.join(dataDir, 'nats-auth'), credentials, { anonymousIsTestUser: auth === 'test' })
    : undefined;
  const config = files ? ['-c', files.configFile] : [];
  const child = startProcess('nats', which('nats-server'), [
    ...config,
    '-a',
    '127.0.0.1',
    '-p',
    String(port),
    '-js',
    '-sd',
    dir,
  ]);
  await waitFor('NATS', () => probe(port, null, /^INFO /), child).catch((error) => {
    throw new Error(`${error.message}\n${child.recentLogs()}`);
  });
  return { child, stop: () => stopProcess(child), credentials, credentialsFile: files?.credentialsFile };
}
