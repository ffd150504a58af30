#!/usr/bin/env node
// Part of `npm run bench` (bench/run.mjs): measures, through the gateway, GET /api/agreements/{id}/comparison
// and POST /api/agreements/{id}/answers at 50 connections for 10 s, and the same comparison served by a
// minimal single-process Node HTTP server that reads the same Postgres rows, in the same run.
// Loopback only, on free ports; everything started here is stopped at the end.
//   node bench/agreements.bench.mjs [--smoke]   this bench alone (the options of bench/run.mjs)
import autocannon from 'autocannon';
import { connect } from 'nats';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { avtaltApi } from '../scripts/support/avtalt-api.mjs';
import { check, isMain, onCleanup, runMain, within } from './harness.mjs';
import { answeredAgreement as scenarioAgreement, benchUsers } from './scenario.mjs';
import { repoRoot } from '../scripts/lib/run.mjs';

function summary(name, result) {
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    // The statuses of the answers that were not 2xx ('409: 3'), to say what the errors were.
    refused: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stat]) => `${code}: ${stat.count}`)
      .join(', '),
    total: result.requests.total,
  };
}

/** One autocannon run; a smoke run must have answered every request with a 2xx. */
async function load(name, options, { smoke }) {
  const result = await new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
  const statuses = JSON.stringify(
    Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
  );
  check(
    result['2xx'] > 0,
    `${name}: no request answered with a 2xx (${result.errors} errors, status codes ${statuses})`,
  );
  if (smoke)
    check(
      result.errors === 0 && result.non2xx === 0,
      `${name}: ${result.errors} errors and ${result.non2xx} non-2xx answers of ${result.requests.total} (status codes ${statuses})`,
    );
  return result;
}

/**
 * A comparison server of the bench (the baseline, bare Node) in its own process, not beside autocannon.
 * It listens on a port the kernel picks and prints it: a port found free earlier can meanwhile be taken
 * as the local end of one of the system's own connections. Resolves to that port.
 */
async function startServer(name, script, args) {
  const baseline = spawn(process.execPath, [path.join(repoRoot, script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  onCleanup(
    () =>
      new Promise((resolve) =>
        baseline.exitCode !== null ? resolve() : (baseline.once('exit', resolve), baseline.kill('SIGTERM')),
      ),
  );
  const exited = new Promise((_, reject) =>
    baseline.once('exit', (code) => reject(new Error(`the ${name} exited with code ${code}`))),
  );
  const line = await within(
    Promise.race([new Promise((resolve) => baseline.stdout.once('data', resolve)), exited]),
    30_000,
    `the ${name}`,
  );
  exited.catch(() => undefined);
  const port = /listening on (\d+)/.exec(String(line))?.[1];
  if (!port) throw new Error(`the ${name} did not say its port: ${String(line).trim()}`);
  return Number(port);
}

/**
 * How long after the load everything the answers caused is done: agreements' outbox published, the
 * notifications consumer of the events caught up (nothing pending or unacknowledged in JetStream), and no
 * mail queued. Waits at most DRAIN_LIMIT_MS; says how long it took (`ms`, `text`), or what was left.
 */
const DRAIN_LIMIT_MS = 10_000;
async function drainTime(infra) {
  const started = Date.now();
  const agreementsDb = new pg.Client({ connectionString: `${infra.postgresBase}/bench_agreements` });
  const notificationsDb = new pg.Client({ connectionString: `${infra.postgresBase}/bench_notifications` });
  const own = infra.natsUsers?.notifications;
  const nats = await connect({
    servers: infra.natsUrl,
    ...(own ? { user: own.user, pass: own.password, inboxPrefix: `_INBOX.${own.user}` } : {}),
  });
  await agreementsDb.connect();
  await notificationsDb.connect();
  try {
    const jsm = await nats.jetstreamManager();
    const left = async () => {
      const outbox = (await agreementsDb.query('select count(*)::int as n from outbox')).rows[0].n;
      const consumer = await jsm.consumers.info('AGREEMENT_EVENTS', 'notifications');
      const events = consumer.num_pending + consumer.num_ack_pending;
      const mails = (
        await notificationsDb.query("select count(*)::int as n from mails where state = 'queued'")
      ).rows[0].n;
      return { outbox, events, mails };
    };
    for (;;) {
      const now = await left();
      const waited = Date.now() - started;
      if (now.outbox + now.events + now.mails === 0)
        return { ms: waited, text: `${(waited / 1000).toFixed(1)} s after it ended` };
      if (waited > DRAIN_LIMIT_MS)
        return {
          ms: Infinity,
          text: `NOT within ${DRAIN_LIMIT_MS / 1000} s: ${now.outbox} in the outbox, ${now.events} events, ${now.mails} mails left`,
        };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await agreementsDb.end();
    await notificationsDb.end();
    await nats.close();
  }
}

export const agreementsBench = {
  name: 'agreements',
  // Participants register from one address: the registration limit is raised.
  // The mixed path's creator makes a custom topic's questions per agreement: the gateway's and templates'
  // per-user draft limits are raised too.
  system: {
    gateways: 1,
    extraEnv: {
      REGISTER_MAX_PER_IP: '100000',
      QUESTION_DRAFTS_MAX_PER_USER: '100000',
      DRAFT_RATE_LIMIT: '10000',
      // BENCH_QUESTIONS: how many questions the custom topic gets (templates' default is 10).
      ...(process.env.BENCH_QUESTIONS ? { CUSTOM_TOPIC_QUESTIONS: process.env.BENCH_QUESTIONS } : {}),
    },
  },
  async run({ smoke, settings, say, bases, infra }) {
    const { connections, seconds, warmupSeconds, participants, rounds, agreements, only } = settings;
    const base = bases[0];
    const { callOk: call } = avtaltApi(base);
    say(`setting up an agreement with ${participants} participants`);
    const cookies = await benchUsers(call, participants);
    const answeredAgreement = () => scenarioAgreement(call, cookies);
    const { id, questions, bodies } = await answeredAgreement();

    const ports = {
      baseline: await startServer('baseline server', 'bench/baseline-server.mjs', [
        `${infra.postgresBase}/bench_agreements`,
      ]),
    };
    // The baseline must serve the comparison the gateway serves, or the ratio compares different work.
    const [fromGateway, fromBaseline] = await Promise.all([
      call('GET', `/api/agreements/${id}/comparison`, undefined, cookies[0]),
      fetch(`http://127.0.0.1:${ports.baseline}/agreements/${id}/comparison`).then(async (res) => ({
        status: res.status,
        body: await res.text(),
      })),
    ]);
    check(
      fromBaseline.status === 200,
      `the baseline's comparison: ${fromBaseline.status} ${fromBaseline.body.slice(0, 300)}`,
    );
    const shape = (c) => `${c.questionAnswers?.length} questions, ${c.participants?.length} participants`;
    const [gatewayShape, baselineShape] = [shape(fromGateway.body), shape(JSON.parse(fromBaseline.body))];
    check(
      gatewayShape === baselineShape && fromGateway.body.questionAnswers?.length === questions.length,
      `the comparisons differ: the gateway's has ${gatewayShape}, the baseline's ${baselineShape}`,
    );

    // Bare Node serves the bytes the gateway sends Ola for this comparison (as autocannon asks: no
    // Accept-Encoding), read once.
    const bytes = Buffer.from(
      await (
        await fetch(`${base}/api/agreements/${id}/comparison`, {
          headers: { cookie: cookies[0], 'accept-encoding': 'identity' },
        })
      ).arrayBuffer(),
    );
    const bodyDir = await mkdtemp(path.join(os.tmpdir(), 'avtalt-bench-'));
    onCleanup(() => rm(bodyDir, { recursive: true, force: true }));
    await writeFile(path.join(bodyDir, 'comparison.json'), bytes);
    ports.bare = await startServer('bare Node server', 'bench/bare-server.mjs', [
      path.join(bodyDir, 'comparison.json'),
    ]);

    // The mixed path: one write for every ten reads, each request on an agreement picked at random.
    const many = [];
    if (only.includes('mixed')) {
      say(`setting up ${agreements} more agreements for the mixed path`);
      for (let k = 0; k < agreements; k += 10)
        many.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(10, agreements - k) }, () => answeredAgreement()),
          )),
        );
    }
    const turns = new Map();
    const pick = () => many[Math.floor(Math.random() * many.length)];

    say(`measuring (${connections} connections, ${seconds} s each, ${rounds} round${rounds > 1 ? 's' : ''})`);
    let next = 0;
    const paths = [
      [
        'gateway',
        'gateway GET comparison',
        () => ({ url: `${base}/api/agreements/${id}/comparison`, headers: { cookie: cookies[0] } }),
      ],
      [
        'baseline',
        'baseline GET comparison',
        () => ({ url: `http://127.0.0.1:${ports.baseline}/agreements/${id}/comparison` }),
      ],
      ['bare', 'bare Node, the same bytes', () => ({ url: `http://127.0.0.1:${ports.bare}/` })],
      [
        'post',
        'gateway POST answers',
        () => ({
          url: `${base}/api/agreements/${id}/answers`,
          method: 'POST',
          setupClient: (client) => {
            const i = next++ % participants;
            client.setHeaders({ cookie: cookies[i], 'content-type': 'application/json' });
            let turn = 0;
            client.on('response', () => client.setBody(bodies[i][turn++ % 2]));
            client.setBody(bodies[i][turn++ % 2]);
          },
        }),
      ],
      [
        'mixed',
        `mixed: 10 GET comparison : 1 POST answers over ${agreements} agreements`,
        () => ({
          url: base,
          requests: Array.from({ length: 11 }, (_, k) => ({
            method: k < 10 ? 'GET' : 'POST',
            setupRequest: (request) => {
              const a = pick();
              const i = Math.floor(Math.random() * participants);
              if (k < 10)
                return {
                  ...request,
                  path: `/api/agreements/${a.id}/comparison`,
                  headers: { cookie: cookies[i] },
                };
              const key = `${a.id}/${i}`;
              const turn = (turns.get(key) ?? 0) + 1;
              turns.set(key, turn);
              return {
                ...request,
                path: `/api/agreements/${a.id}/answers`,
                headers: { cookie: cookies[i], 'content-type': 'application/json' },
                body: a.bodies[i][turn % 2],
              };
            },
          })),
        }),
      ],
    ].filter(([key]) => only.includes(key));
    const options = (make, duration) => ({ connections, duration, ...make() });
    // Warm-up, not reported: the first seconds of a fresh process run unoptimised code.
    const writes = (key) => key === 'post' || key === 'mixed';
    if (warmupSeconds > 0)
      for (const [key, name, make] of paths) {
        await load(name, options(make, warmupSeconds), { smoke });
        if (writes(key)) await drainTime(infra);
      }
    const runs = new Map(paths.map(([, name]) => [name, []]));
    // After a path that writes, the next path waits until what its answers caused is done (outbox, events,
    // mails), so no path is measured beside another's backlog; the slowest of these waits is reported.
    const drains = [];
    for (let round = 1; round <= rounds; round++) {
      for (const [key, name, make] of paths) {
        const result = summary(name, await load(name, options(make, seconds), { smoke }));
        runs.get(name).push(result);
        if (writes(key)) drains.push(await drainTime(infra));
        if (!smoke)
          say(
            `round ${round}: ${name}: ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}${result.refused ? ` (${result.refused})` : ''}${writes(key) ? `; its events and mails handled ${drains.at(-1).text}` : ''}`,
          );
      }
    }
    const slowest = drains.sort((a, b) => b.ms - a.ms)[0];
    const drained = slowest?.text;
    const median = (list) =>
      [...list].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor((list.length - 1) / 2)];
    const results = [...runs.values()].map(median);
    if (smoke)
      return [
        ...results.map((r) => `${r.name}: ${r.total} requests, no errors`),
        ...(drained ? [`events and mails handled ${drained}`] : []),
      ].join('; ');

    console.log(
      `\n| Path (middle of ${rounds} runs by requests/s) | Requests/s | p50 (ms) | p99 (ms) | Errors | Requests |`,
    );
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const r of results)
      console.log(
        `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors}${r.refused ? ` (${r.refused})` : ''} | ${r.total} |`,
      );
    const gw = runs.get('gateway GET comparison');
    const bl = runs.get('baseline GET comparison');
    if (gw && bl) {
      const ratios = gw.map((g, k) => (g.requestsPerSecond / bl[k].requestsPerSecond).toFixed(2));
      console.log(
        `\nGateway/baseline ratio (comparison, requests/s), middle runs: ${(median(gw).requestsPerSecond / median(bl).requestsPerSecond).toFixed(2)}; per round: ${ratios.join(', ')}`,
      );
    }
    const bare = runs.get('bare Node, the same bytes');
    if (bare)
      console.log(
        `Share of bare Node serving the same ${bytes.length} bytes (requests/s, middle runs): ${results
          .filter((r) => r.name !== bare[0].name)
          .map((r) => `${r.name} ${(r.requestsPerSecond / median(bare).requestsPerSecond).toFixed(2)}`)
          .join('; ')}`,
      );
    if (drained)
      console.log(`After each writing path: every answer's event and mail handled, the slowest ${drained}.`);
    console.log(
      `Node ${process.version}, ${os.cpus().length} cores, ${connections} connections, ${seconds} s, ${participants} participants × ${questions.length} questions.`,
    );
    return 'measured';
  },
};

if (isMain(import.meta.url)) await runMain([agreementsBench], [...process.argv.slice(2), 'agreements']);
