// Host and process helpers of the local infrastructure (infra.mjs): free ports, readiness probes, and
// child processes in their own process group with their recent output kept for error messages.
// Node's built-ins only (infra.mjs runs before `npm install`).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
 * The ports free ports are picked from: below the kernel's ephemeral range (Linux's
 * net.ipv4.ip_local_port_range, 32768–60999 by default), so that no outgoing connection of the processes
 * started meanwhile can take one as its local end before its server listens (CI saw that as EADDRINUSE),
 * and above the fixed ports `npm start` uses.
 */
export function pickablePorts() {
  let low = 32768;
  try {
    low =
      Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || low;
  } catch {
    // Not Linux: 32768 is below macOS's and Windows' ephemeral ranges too.
  }
  return { from: 20000, to: Math.min(low, 32768) - 1 };
}

function listenOn(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Resolves with `count` distinct free loopback TCP ports from pickablePorts(), each held open until all
 * are chosen. Where that range is empty, the kernel picks (port 0).
 */
export async function freePorts(count) {
  const { from, to } = pickablePorts();
  const servers = [];
  try {
    while (servers.length < count) {
      const port = to > from ? from + Math.floor(Math.random() * (to - from + 1)) : 0;
      const server = await listenOn(port).catch((error) => {
        if (error.code === 'EADDRINUSE' || error.code === 'EACCES') return undefined;
        throw error;
      });
      if (server) servers.push(server);
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
export async function freePort() {
  const [port] = await freePorts(1);
  return port;
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
