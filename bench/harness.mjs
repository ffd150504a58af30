// What every bench shares: the runner (arguments, real and smoke mode, the summary and exit code), the
// system a bench measures on free ports, and stopping everything a run started — at the end, on a
// failure, on Ctrl-C or SIGTERM, and when the process that started the run goes away.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePorts, startInfra } from '../infra/local/infra.mjs';
import {
  buildAll,
  ensureInstalled,
  repoRoot,
  say,
  startNodeProcess,
  stopProcess,
  waitForHealthy,
} from '../scripts/lib/run.mjs';
import { gateway, metricsPortFor, serviceEnv } from '../scripts/lib/services.mjs';
import { startSystem } from '../scripts/lib/system.mjs';

const require = createRequire(import.meta.url);
const { USAGE, assignPorts, benchSettings, parseBenchArgs, portRoles } = require('./bench.rules.js');

/** A smoke run's guard against a bench that hangs: it fails instead of holding `npm test` up. */
const SMOKE_BENCH_LIMIT_MS = 180_000;

/** What to undo, newest first: every start is registered here before the next one begins. */
const cleanups = [];
let cleaning;

/** Registers `stop` to run when the run ends (in reverse order of registration). */
export function onCleanup(stop) {
  cleanups.push(stop);
}

/** Runs every registered stop once, each even when an earlier one failed. */
export function cleanUp() {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const stop = cleanups.pop();
      try {
        await stop();
      } catch (error) {
        process.stderr.write(`[bench] while stopping: ${error.message}\n`);
      }
    }
  })();
  return cleaning;
}

/** A bench broke (as opposed to measuring slowly): the message says what did not work. */
export class BenchBroken extends Error {}

/** Throws {@link BenchBroken} with `message` unless `condition` holds. */
export function check(condition, message) {
  if (!condition) throw new BenchBroken(message);
}

/**
 * `promise`, or a {@link BenchBroken} naming `what` (a text, or a function giving it at that moment)
 * after `ms`: a bench that would otherwise wait forever.
 */
export function within(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new BenchBroken(
            `${typeof what === 'function' ? what() : what}: nothing after ${Math.round(ms / 1000)} s`,
          ),
        ),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Postgres, Redis, NATS and the mail catcher, then every service and `gateways` gateways, all on ports
 * the kernel gave out as free (and metrics ports each process picks itself): nothing collides with
 * `npm start` or another run, and no bench mail reaches `npm start`'s inbox (or a real SMTP_URL).
 */
async function startBenchSystem({ dataDir, gateways, extraEnv }) {
  const started = Date.now();
  const roles = portRoles({ gateways });
  const ports = assignPorts(roles, await freePorts(roles.length));
  const infra = await startInfra({
    dataDir: path.join(dataDir, 'infra'),
    ports: {
      postgres: ports.postgres,
      redis: ports.redis,
      nats: ports.nats,
      smtp: ports.smtp,
      mailWeb: ports.mailWeb,
    },
    mail: true,
  });
  onCleanup(() => infra.stop());
  const env = { LOG_LEVEL: 'warn', ...extraEnv };
  const system = await startSystem(infra, {
    port: ports.gateway,
    databasePrefix: 'bench',
    quiet: true,
    metricsPorts: 'free',
    extraEnv: env,
  });
  onCleanup(() => system.stop());
  const entry = path.join(repoRoot, 'services', gateway.name, 'dist', 'main.js');
  const more = [];
  for (let k = 2; k <= gateways; k += 1) {
    const extra = {
      ...env,
      PORT: String(ports[`gateway${k}`]),
      METRICS_PORT: metricsPortFor(gateway, k - 1, 'free'),
    };
    const child = startNodeProcess(`gateway#${k}`, entry, serviceEnv(gateway, infra, { extra }), {
      quiet: true,
    });
    onCleanup(() => stopProcess(child));
    more.push(child);
  }
  for (let k = 2; k <= gateways; k += 1)
    await waitForHealthy(`http://127.0.0.1:${ports[`gateway${k}`]}/api/health`, more);
  const gatewayPorts = Array.from(
    { length: gateways },
    (_, k) => ports[k === 0 ? 'gateway' : `gateway${k + 1}`],
  );
  const infraPorts = [ports.postgres, ports.redis, ports.nats, ports.smtp, ports.mailWeb];
  say(
    `system up in ${((Date.now() - started) / 1000).toFixed(1)} s: gateways ${gatewayPorts.join(', ')}, infrastructure ${infraPorts.join(', ')}`,
  );
  return { infra, ports, gatewayPorts, bases: gatewayPorts.map((p) => `http://127.0.0.1:${p}`) };
}

/** What the benches need from the system: their environment and gateways together. */
function systemNeeds(benches) {
  const withSystem = benches.filter((b) => b.system);
  if (withSystem.length === 0) return undefined;
  return {
    gateways: Math.max(...withSystem.map((b) => b.system.gateways ?? 1)),
    extraEnv: Object.assign({}, ...withSystem.map((b) => b.system.extraEnv ?? {})),
  };
}

function onSignal(signal, code) {
  process.on(signal, () => {
    if (cleaning) {
      process.stderr.write(`[bench] ${signal} again: leaving now; processes may still be stopping\n`);
      process.exit(code);
    }
    process.stderr.write(`[bench] ${signal}: stopping what the bench started\n`);
    void cleanUp().then(() => process.exit(code));
  });
}

/**
 * Whatever ends the run stops what it started: Ctrl-C or SIGTERM (a second one leaves at once), the
 * process that started it going away without passing a signal on (`npm run bench` killed), an error
 * nothing caught.
 */
export function stopOnSignals() {
  onSignal('SIGINT', 130);
  onSignal('SIGTERM', 143);
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && !cleaning) void cleanUp().then(() => process.exit(1));
  }, 500).unref();
  process.on('uncaughtException', (error) => {
    process.stderr.write(`[bench] ${error.stack ?? error}\n`);
    void cleanUp().then(() => process.exit(1));
  });
}

/**
 * Runs `benches` (descriptors: `{ name, system?: { gateways, extraEnv }, run(context) }`)
 * with the command line `argv`. A bench may hand its figures to `context.report(figures)`: they go into
 * the --report file with its result. Real mode: each bench on a system of its own, its tables printed.
 * Smoke mode: one system for all, a minimum of work, a line per bench; nothing about speed is checked.
 * Ends the process: 0 when every bench worked, 1 when one broke, 2 on a wrong argument.
 */
export async function runMain(benches, argv) {
  let options;
  try {
    options = parseBenchArgs(argv, process.env);
  } catch (error) {
    process.stderr.write(`[bench] ${error.message}\n`);
    process.exit(2);
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const selected = benches.filter((b) => options.benches.includes(b.name));
  const { smoke } = options;
  stopOnSignals();

  const results = [];
  const started = Date.now();
  try {
    if (options.build) {
      ensureInstalled();
      buildAll();
    }
    const settingsOf = new Map(
      selected.map((b) => [b.name, benchSettings(b.name, { smoke, env: process.env })]),
    );
    say(
      `bench${smoke ? ' (smoke: checks that each bench works, measures nothing)' : ''}: ${selected.map((b) => b.name).join(', ')}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `avtalt-bench${smoke ? '-smoke' : ''}-`));
    onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
    // The services' own files (the documents service's signing certificate, the audit key) go there too,
    // never into npm start's data directory, whatever AVTALT_DATA_DIR the shell exported for it.
    process.env.AVTALT_DATA_DIR = dataDir;

    // Smoke: one system for every bench (starting one is most of a smoke run's time).
    const shared =
      smoke && systemNeeds(selected)
        ? await startBenchSystem({ dataDir, ...systemNeeds(selected) })
        : undefined;
    for (const bench of selected) {
      // Interrupted (Ctrl-C, SIGTERM): what runs is being stopped; start nothing more.
      if (cleaning) break;
      const benchStarted = Date.now();
      const cleanupsBefore = cleanups.length;
      // A measured run's figures (a bench's `report(figures)`), written to --report with its result.
      let figures;
      try {
        let system = shared;
        if (!system && bench.system) {
          say(`${bench.name}: starting the system on free ports`);
          system = await startBenchSystem({
            dataDir: path.join(dataDir, bench.name),
            ...systemNeeds([bench]),
          });
        }
        const work = bench.run({
          smoke,
          settings: settingsOf.get(bench.name),
          say: (m) => say(`${bench.name}: ${m}`),
          report: (f) => {
            figures = f;
          },
          ...system,
        });
        const summary = await (smoke ? within(work, SMOKE_BENCH_LIMIT_MS, `${bench.name} bench`) : work);
        if (smoke) say(`${bench.name}: ok — ${summary}`);
        results.push({
          name: bench.name,
          ok: true,
          seconds: (Date.now() - benchStarted) / 1000,
          ...(figures ? { figures } : {}),
        });
      } catch (error) {
        const message = error instanceof BenchBroken ? error.message : (error.stack ?? String(error));
        if (cleaning) process.stderr.write(`[bench] ${bench.name}: interrupted (${error.message})\n`);
        else process.stderr.write(`[bench] ${bench.name}: FAILED: ${message}\n`);
        results.push({
          name: bench.name,
          ok: false,
          seconds: (Date.now() - benchStarted) / 1000,
          error: error.message,
        });
      } finally {
        // What this bench started alone (its system in real mode, its browsers, the baseline) stops before the next.
        while (cleanups.length > cleanupsBefore) {
          const stop = cleanups.pop();
          await Promise.resolve()
            .then(stop)
            .catch((error) => process.stderr.write(`[bench] while stopping: ${error.message}\n`));
        }
      }
    }
  } catch (error) {
    process.stderr.write(`[bench] ${error.stack ?? error.message}\n`);
    results.push({ name: 'set-up', ok: false, seconds: (Date.now() - started) / 1000, error: error.message });
  } finally {
    const stopping = Date.now();
    await cleanUp();
    say(`stopped everything the bench started in ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
  }
  const failed = results.filter((r) => !r.ok);
  say(
    `bench${smoke ? ' smoke' : ''}: ${results.map((r) => `${r.name} ${r.ok ? 'ok' : 'FAILED'} ${r.seconds.toFixed(1)} s`).join(', ')}; total ${((Date.now() - started) / 1000).toFixed(1)} s; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  if (options.report) writeFileSync(options.report, JSON.stringify({ smoke, results }, null, 2));
  process.exit(failed.length > 0 || results.length === 0 ? 1 : 0);
}

/** Whether the module at `url` is the script node was started with. */
export function isMain(url) {
  return Boolean(process.argv[1]) && path.resolve(process.argv[1]) === fileURLToPath(url);
}
