#!/usr/bin/env node
// `npm run bench`: measures, through the gateway, GET /api/agreements/{id}/comparison and
// POST /api/agreements/{id}/answers at 50 connections for 10 s, and the same comparison served by a
// minimal single-process Node HTTP server that reads the same Postgres rows, in the same run.
// Loopback only; everything started here is stopped at the end. Not part of `npm test`.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { freePort, startInfra } from '../infra/local/infra.mjs';
import { buildAll, ensureInstalled, repoRoot, say } from '../scripts/lib/run.mjs';
import { startSystem } from '../scripts/lib/system.mjs';
import { avtaltApi } from '../scripts/support/avtalt-api.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** A family-sized agreement by default; BENCH_PARTICIPANTS=50 for the largest allowed. */
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 4);
/**
 * The three measurements run this many times, interleaved (gateway, baseline, POST, gateway, …), and
 * the middle run by requests/s of each is reported: a shared two-core machine drifts by 20 % between
 * runs, and interleaving lets both sides of the ratio see the same drift.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Comma-separated subset of gateway,baseline,post (development: measure one path quickly). */
const ONLY = new Set((process.env.BENCH_ONLY ?? 'gateway,baseline,post').split(','));

ensureInstalled();
buildAll();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-bench-'));
process.env.INFRA_EPHEMERAL = '1';
const infra = await startInfra({ dataDir, ports: { postgres: await freePort(), redis: await freePort(), nats: await freePort() } });
const port = await freePort();
// Participants register from one address: the registration limit is raised.
const system = await startSystem(infra, { port, databasePrefix: 'bench', quiet: true, extraEnv: { LOG_LEVEL: 'warn', REGISTER_MAX_PER_IP: '100000' } });
const base = `http://127.0.0.1:${port}`;
let baseline;

const { callOk: call } = avtaltApi(base);

function summary(name, result) {
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

try {
  say(`setting up an agreement with ${PARTICIPANTS} participants`);
  const cookies = [];
  for (let i = 0; i < PARTICIPANTS; i++) {
    const { cookie } = await call('POST', '/api/auth/register', {
      firstName: 'Bench',
      lastName: `Bruker${i}`,
      username: `bench_${i}`,
      email: `bench${i}@avtalt.test`,
      password: 'benchmark-passord',
    });
    cookies.push(cookie);
  }
  const { body: created } = await call('POST', '/api/agreements', { topic: 'custom', title: 'Felles båt', description: 'Vi deler en seilbåt', expectedParticipants: PARTICIPANTS }, cookies[0]);
  const id = created.id;
  const { body: questions } = await call('GET', `/api/agreements/${id}/questions`, undefined, cookies[0]);
  // Answers differ on the first question, so the round stays open and every POST is accepted. Each
  // participant has two sets that differ on the last question, and every connection alternates between
  // them: each POST really changes a stored answer (an identical set would change nothing).
  const answerSet = (i, flip) => JSON.stringify({ answers: Object.fromEntries(questions.map((q, k) => [q.id, k === 0 ? i % 2 === 0 : k === questions.length - 1 ? flip : true])) });
  const bodies = cookies.map((_, i) => [answerSet(i, true), answerSet(i, false)]);
  for (let i = 0; i < PARTICIPANTS; i++) await call('POST', `/api/agreements/${id}/answers`, JSON.parse(bodies[i][0]), cookies[i]);

  // The single-process baseline runs in its own process, like the gateway, not beside autocannon.
  const baselinePort = await freePort();
  baseline = spawn(process.execPath, [path.join(repoRoot, 'bench/baseline-server.mjs'), String(baselinePort), `${infra.postgresBase}/bench_agreements`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => baseline.stdout.once('data', resolve));

  say(`measuring (${CONNECTIONS} connections, ${DURATION} s each, ${ROUNDS} rounds)`);
  let next = 0;
  const paths = [
    ['gateway', 'gateway GET comparison', () => ({ url: `${base}/api/agreements/${id}/comparison`, headers: { cookie: cookies[0] } })],
    ['baseline', 'baseline GET comparison', () => ({ url: `http://127.0.0.1:${baselinePort}/agreements/${id}/comparison` })],
    [
      'post',
      'gateway POST answers',
      () => ({
        url: `${base}/api/agreements/${id}/answers`,
        method: 'POST',
        setupClient: (client) => {
          const i = next++ % PARTICIPANTS;
          client.setHeaders({ cookie: cookies[i], 'content-type': 'application/json' });
          let turn = 0;
          client.on('response', () => client.setBody(bodies[i][turn++ % 2]));
          client.setBody(bodies[i][turn++ % 2]);
        },
      }),
    ],
  ].filter(([key]) => ONLY.has(key));
  // Warm-up, not reported: the first seconds of a fresh process run unoptimised code.
  for (const [, , options] of paths) await run({ ...options(), duration: 3 });
  const runs = new Map(paths.map(([, name]) => [name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [, name, options] of paths) {
      const result = summary(name, await run(options()));
      runs.get(name).push(result);
      say(`round ${round}: ${name}: ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}`);
    }
  }
  const median = (list) => [...list].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor((list.length - 1) / 2)];
  const results = [...runs.values()].map(median);

  console.log(`\n| Path (middle of ${ROUNDS} runs by requests/s) | Requests/s | p50 (ms) | p99 (ms) | Errors | Requests |`);
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of results) console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.total} |`);
  const gw = runs.get('gateway GET comparison');
  const bl = runs.get('baseline GET comparison');
  if (gw && bl) {
    const ratios = gw.map((g, k) => (g.requestsPerSecond / bl[k].requestsPerSecond).toFixed(2));
    console.log(`\nGateway/baseline ratio (comparison, requests/s), middle runs: ${(median(gw).requestsPerSecond / median(bl).requestsPerSecond).toFixed(2)}; per round: ${ratios.join(', ')}`);
  }
  console.log(`Node ${process.version}, ${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION} s, ${PARTICIPANTS} participants × ${questions.length} questions.`);
} finally {
  baseline?.kill('SIGTERM');
  await system.stop();
  await infra.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
