#!/usr/bin/env node
// `npm run bench:scaled` (docs/performance.md, "Scaled mode"): the load of `npm run bench` — GET
// /api/agreements/{id}/comparison and POST /api/agreements/{id}/answers, 50 connections, 10 s each —
// against two systems started side by side, each on infrastructure of its own:
//   single: 1 gateway + 1 agreements process, autocannon straight at the gateway;
//   scaled: 2 gateways behind nginx + 2 agreements processes (AVTALT_REPLICAS=gateway=2,agreements=2),
//           autocannon at nginx (scripts/lib/reverse-proxy.mjs), as `npm start` runs scaled mode.
// Rounds are interleaved (single GET, scaled GET, single POST, scaled POST, …) so both see the same
// drift of the shared machine; the middle round of each is reported with the scaled/single ratio.
// Loopback only, on free ports (beside `npm start`); everything started here is stopped at the end, also on
// Ctrl-C. Not part of `npm test`.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts, startInfra } from '../infra/local/infra.mjs';
import { buildAll, ensureInstalled, say } from '../scripts/lib/run.mjs';
import { replicaCounts } from '../scripts/lib/services.mjs';
import { startSystem } from '../scripts/lib/system.mjs';
import { avtaltApi } from '../scripts/support/avtalt-api.mjs';
import { cleanUp, onCleanup, stopOnSignals } from './harness.mjs';
import { answeredAgreement, benchUsers } from './scenario.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SCALED = process.env.BENCH_SCALED_REPLICAS ?? 'gateway=2,agreements=2';

stopOnSignals();
ensureInstalled();
buildAll();
process.env.INFRA_EPHEMERAL = '1';

/** One system on infrastructure of its own (its own NATS: the two must not share queue groups). */
async function system(label, replicas) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `avtalt-bench-${label}-`));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const [postgres, redis, nats, smtp, mailWeb, port] = await freePorts(6);
  // A mail catcher of its own: the services' default SMTP is npm start's catcher on 1025.
  const infra = await startInfra({
    dataDir,
    ports: { postgres, redis, nats, smtp, mailWeb },
    mail: true,
    nginx: replicaCounts(replicas)('gateway') > 1,
  });
  onCleanup(() => infra.stop());
  const sys = await startSystem(infra, {
    port,
    databasePrefix: 'bench',
    quiet: true,
    replicas: replicaCounts(replicas),
    extraEnv: { LOG_LEVEL: 'warn', REGISTER_MAX_PER_IP: '100000' },
  });
  onCleanup(() => sys.stop());
  const base = `http://127.0.0.1:${port}`;
  say(
    `${label}: ${sys.proxied ? `nginx on ${base} in front of ${sys.urls.join(', ')}` : `gateway on ${base}`} (${replicas || 'one of each'})`,
  );
  return { label, base, ...(await agreement(base)) };
}

/** The benchmark's agreement: PARTICIPANTS accounts, their sessions and two answer sets each. */
async function agreement(base) {
  const { callOk: call } = avtaltApi(base);
  const cookies = await benchUsers(call, PARTICIPANTS);
  const { id, bodies, questions } = await answeredAgreement(call, cookies);
  return { id, cookies, bodies, questions: questions.length };
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const getOptions = (s) => ({
  url: `${s.base}/api/agreements/${s.id}/comparison`,
  headers: { cookie: s.cookies[0] },
});
function postOptions(s) {
  let next = 0;
  return {
    url: `${s.base}/api/agreements/${s.id}/answers`,
    method: 'POST',
    setupClient: (client) => {
      const i = next++ % PARTICIPANTS;
      client.setHeaders({ cookie: s.cookies[i], 'content-type': 'application/json' });
      let turn = 0;
      client.on('response', () => client.setBody(s.bodies[i][turn++ % 2]));
      client.setBody(s.bodies[i][turn++ % 2]);
    },
  };
}

try {
  const single = await system('single', 'gateway=1,agreements=1');
  const scaled = await system('scaled', SCALED);
  const paths = [
    ['GET comparison', getOptions],
    ['POST answers', postOptions],
  ];
  for (const s of [single, scaled])
    for (const [, options] of paths) await run({ ...options(s), duration: 3 });
  const runs = new Map();
  say(`measuring (${CONNECTIONS} connections, ${DURATION} s each, ${ROUNDS} rounds, interleaved)`);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, options] of paths) {
      for (const s of [single, scaled]) {
        const r = await run(options(s));
        const result = {
          rps: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.non2xx + r.timeouts,
        };
        const key = `${s.label} ${name}`;
        runs.set(key, [...(runs.get(key) ?? []), result]);
        say(
          `round ${round}: ${key}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}`,
        );
      }
    }
  }
  const median = (list) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor((list.length - 1) / 2)];
  console.log(
    `\n| Path (middle of ${ROUNDS} runs by requests/s) | single req/s | scaled req/s | scaled / single | single p50 / p99 (ms) | scaled p50 / p99 (ms) | errors |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [name] of paths) {
    const a = median(runs.get(`single ${name}`));
    const b = median(runs.get(`scaled ${name}`));
    const perRound = runs
      .get(`scaled ${name}`)
      .map((r, k) => (r.rps / runs.get(`single ${name}`)[k].rps).toFixed(2));
    console.log(
      `| ${name} | ${a.rps} | ${b.rps} | **${(b.rps / a.rps).toFixed(2)}** (rounds ${perRound.join(', ')}) | ${a.p50} / ${a.p99} | ${b.p50} / ${b.p99} | ${a.errors} / ${b.errors} |`,
    );
  }
  console.log(
    `Node ${process.version}, ${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION} s, ${PARTICIPANTS} participants × ${single.questions} questions; scaled = ${SCALED} behind nginx.`,
  );
} finally {
  await cleanUp();
}
