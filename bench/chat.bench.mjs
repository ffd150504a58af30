#!/usr/bin/env node
// `npm run bench` (part 3): chat fan-out across two gateway processes. 500 sockets of logged-in
// users in one agreement, spread over two gateways; (1) one message at a time, 100 times: the time
// from send until all 500 sockets have it (p50/p99); (2) 50 senders, each sending its next message
// as soon as its previous one came back, for 10 s: messages per second delivered to every socket.
// Loopback only; everything started here is stopped at the end. Not part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { freePort, startInfra } from '../infra/local/infra.mjs';
import { buildAll, ensureInstalled, repoRoot, say, startNodeProcess, stopProcess, waitForHealthy } from '../scripts/lib/run.mjs';
import { gateway, serviceEnv } from '../scripts/lib/services.mjs';
import { startSystem } from '../scripts/lib/system.mjs';
import { avtaltApi } from '../scripts/support/avtalt-api.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const USERS = Number(process.env.BENCH_USERS ?? 25);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

ensureInstalled();
buildAll();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-chat-bench-'));
process.env.INFRA_EPHEMERAL = '1';
const infra = await startInfra({ dataDir, ports: { postgres: await freePort(), redis: await freePort(), nats: await freePort() } });
// The product allows 10 messages per 10 s per user; this measures fan-out, not the limiter.
// 20 sockets per user here (the product allows 5 per session: docs/websocket-limits.md).
const extraEnv = { LOG_LEVEL: 'warn', CHAT_RATE_LIMIT: '1000000', REGISTER_MAX_PER_IP: '100000', WS_MAX_SOCKETS_PER_SESSION: '1000' };
const ports = [await freePort(), await freePort()];
const system = await startSystem(infra, { port: ports[0], databasePrefix: 'bench', quiet: true, extraEnv });
const second = startNodeProcess('gateway-2', path.join(repoRoot, 'services', 'gateway', 'dist', 'main.js'), serviceEnv(gateway, infra, { extra: { ...extraEnv, PORT: String(ports[1]) } }), { quiet: true });
const sockets = [];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A request to one of the gateways (throws on an error status). */
const call = (base, method, url, body, cookie) => avtaltApi(base).callOk(method, url, body, cookie);

/** One socket: joins the room, and calls `onMessage(content, receivedAt)` for every chat message. */
function openSocket(port, cookie, agreementId, onMessage) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie, origin: `http://127.0.0.1:${port}` } });
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'join', agreementId })));
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === 'history') resolve(socket);
      else if (frame.type === 'message') onMessage(frame.message.content, performance.now());
      else if (frame.type === 'error') console.error(`[bench] error frame: ${frame.message}`);
    });
  });
}

try {
  await waitForHealthy(`http://127.0.0.1:${ports[1]}/api/health`, [second]);
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  say(`registering ${USERS} users and one agreement`);
  const cookies = [];
  for (let i = 0; i < USERS; i++) {
    const { cookie } = await call(bases[0], 'POST', '/api/auth/register', { firstName: 'Chat', lastName: `Bruker${i}`, username: `chat_${i}`, email: `chat${i}@avtalt.test`, password: 'benchmark-passord' });
    cookies.push(cookie);
  }
  const { body: created } = await call(bases[0], 'POST', '/api/agreements', { topic: 'custom', title: 'Felles hytte', description: 'Vi deler en hytte' }, cookies[0]);
  const agreementId = created.id;

  // Every message's arrivals: content → { sentAt, count, lastAt, deliveries[] }.
  const inFlight = new Map();
  const onMessage = (content, at) => {
    const entry = inFlight.get(content);
    if (!entry) return;
    entry.count += 1;
    entry.deliveries.push(at - entry.sentAt);
    if (entry.count === SOCKETS) {
      entry.lastAt = at;
      entry.done(at - entry.sentAt);
    }
  };
  say(`opening ${SOCKETS} sockets across two gateways (${ports.join(', ')})`);
  const openStarted = performance.now();
  for (let i = 0; i < SOCKETS; i += 50) {
    const batch = [];
    for (let k = i; k < Math.min(SOCKETS, i + 50); k++) batch.push(openSocket(ports[k % 2], cookies[k % USERS], agreementId, onMessage));
    sockets.push(...(await Promise.all(batch)));
  }
  const openMs = performance.now() - openStarted;

  const send = (socket, content) => {
    let done;
    const finished = new Promise((resolve) => (done = resolve));
    const entry = { sentAt: performance.now(), count: 0, deliveries: [], done };
    inFlight.set(content, entry);
    socket.send(JSON.stringify({ type: 'message', agreementId, content }));
    return { entry, finished };
  };

  say(`fan-out latency: ${MESSAGES} messages, one at a time, each to all ${SOCKETS} sockets`);
  for (let i = 0; i < 5; i++) await send(sockets[i], `oppvarming ${i}`).finished; // warm-up
  const allReached = [];
  const perDelivery = [];
  for (let i = 0; i < MESSAGES; i++) {
    const { entry, finished } = send(sockets[(i * 7) % SOCKETS], `melding ${i}`);
    allReached.push(await finished);
    perDelivery.push(...entry.deliveries);
    inFlight.delete(`melding ${i}`);
  }
  allReached.sort((a, b) => a - b);
  perDelivery.sort((a, b) => a - b);

  say(`throughput: ${SENDERS} senders for ${SECONDS} s, each sending again when all ${SOCKETS} have its previous message`);
  let completed = 0;
  let deliveries = 0;
  const stopAt = performance.now() + SECONDS * 1000;
  const senderLoop = async (s) => {
    let n = 0;
    while (performance.now() < stopAt) {
      const content = `last ${s}-${n++}`;
      const { entry, finished } = send(sockets[(s * 10) % SOCKETS], content);
      await finished;
      inFlight.delete(content);
      completed += 1;
      deliveries += entry.count;
    }
  };
  const throughputStarted = performance.now();
  await Promise.all(Array.from({ length: SENDERS }, (_, s) => senderLoop(s)));
  const throughputSeconds = (performance.now() - throughputStarted) / 1000;

  const f = (n) => n.toFixed(1);
  console.log('\n| Chat fan-out (2 gateways) | Value |');
  console.log('|---|---:|');
  console.log(`| Sockets in the room | ${SOCKETS} (${SOCKETS / 2} per gateway, ${USERS} users) |`);
  console.log(`| Opening and joining all sockets | ${Math.round(openMs)} ms |`);
  console.log(`| Time until all ${SOCKETS} have a message, p50 | ${f(percentile(allReached, 50))} ms |`);
  console.log(`| Time until all ${SOCKETS} have a message, p99 | ${f(percentile(allReached, 99))} ms |`);
  console.log(`| Time until all ${SOCKETS} have a message, max | ${f(allReached.at(-1))} ms |`);
  console.log(`| One delivery (one socket), p50 / p99 | ${f(percentile(perDelivery, 50))} / ${f(percentile(perDelivery, 99))} ms |`);
  console.log(`| Messages/s with ${SENDERS} senders (each to all ${SOCKETS}) | ${Math.round(completed / throughputSeconds)} |`);
  console.log(`| Socket deliveries/s | ${Math.round(deliveries / throughputSeconds)} |`);
  console.log(`\nNode ${process.version}, ${os.cpus().length} cores; the benchmark client (all ${SOCKETS} sockets) runs on the same machine.`);
} finally {
  for (const socket of sockets) socket.terminate();
  await stopProcess(second);
  await system.stop();
  await infra.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
