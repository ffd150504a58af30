// Host and process helpers of the local infrastructure (infra.mjs): free ports, readiness probes, and
// child processes in their own process group with their recent output kept for error messages.
// Node's built-ins only (infra.mjs runs before `npm install`).
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export function log(message) {
  process.stdout.write(`[infra] ${message}\n`);
}

export function which(binary) {
  const result = spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * Resolves with `count` distinct free loopback TCP ports, each held open until all are chosen (asking
 * freePort() several times may give one port twice: the kernel can hand a just-closed port out again).
 */
export async function freePorts(count) {
  const servers = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = net.createServer();
      server.unref();
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => server.address().port);
  } finally {
    await Promise.all(
      servers.map(
        (server) => new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
      ),
    );
  }
}

/** Resolves with a free loopback TCP port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Sends a line and waits for a reply that matches (used for Redis PING and NATS INFO). */
export function probe(port, send, expect) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let data = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.on('connect', () => send && socket.write(send));
    socket.on('data', (chunk) => {
      data += chunk.toString();
      if (expect.test(data)) done(true);
    });
  });
}

export async function waitFor(name, check, child, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not become ready within ${timeoutMs / 1000} s`);
}

export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  const logs = [];
  const keep = (chunk) => {
    logs.push(chunk.toString());
    if (logs.length > 200) logs.shift();
    if (process.env.INFRA_VERBOSE) process.stdout.write(`[${name}] ${chunk}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.recentLogs = () => logs.join('');
  return child;
}

export function stopProcess(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}
