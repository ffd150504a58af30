// Redis (AOF) on loopback for the local infrastructure (infra.mjs).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { probe, startProcess, stopProcess, waitFor, which } from './processes.mjs';

export async function startRedis(dataDir, port) {
  const dir = path.join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const child = startProcess('redis', which('redis-server'), [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--appendfsync',
    'everysec',
    '--save',
    '',
    '--daemonize',
    'no',
    '--protected-mode',
    'yes',
    '--maxmemory-policy',
    'noeviction',
  ]);
  await waitFor('Redis', () => probe(port, 'PING\r\n', /\+PONG/), child).catch((error) => {
    throw new Error(`${error.message}\n${child.recentLogs()}`);
  });
  return { child, stop: () => stopProcess(child) };
}
