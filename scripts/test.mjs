#!/usr/bin/env node
// `npm test`: the set-up of `npm start` on a throwaway data directory and free ports, then unit
// tests, integration tests and the Playwright suite. Ends with one line "N passed, N failed".
//   --only=SUITES         run only these suites, comma-separated: unit, int, e2e, bench (every benchmark
//                         once in smoke mode: bench/run.mjs --smoke)
//   -- ARGS               (e2e) passed to `playwright test`, e.g. a spec file or --grep
//   UNIT_WORKERS=N        jest workers for the unit tests (default: every core but one, at least two)
//   INT_SHARDS=N          integration tests in N jest processes at once, each on infrastructure of its own
//                         (default 3; 1 = one process, as before). INT_SHARD=i runs only shard i of N.
// Each phase (install, unit, build, infra, int, e2e start, e2e, bench, scan) prints one line with its duration,
// and the run ends with all of them on one line. docs/testing.md.
// Every service process the run starts writes its log lines to a file under the temporary directory;
// at the end they are scanned for password hashes, session ids and test users' e-mail addresses
// (scripts/lib/log-scan.mjs): that scan counts as one more test.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, freePorts, startInfra } from '../infra/local/infra.mjs';
import { startOidcProvider } from '../infra/local/oidc-provider.mjs';
import { e2eSystemEnv } from './lib/e2e-env.mjs';
import { newAuditKey } from './lib/audit-key.mjs';
import { scanLogs } from './lib/log-scan.mjs';
import readline from 'node:readline';
import { buildAll, ensureInstalled, repoRoot, runCommand, say } from './lib/run.mjs';
import { replicaCounts } from './lib/services.mjs';
import { startSystem } from './lib/system.mjs';

const runStarted = Date.now();
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const suites = onlyArg ? onlyArg.slice('--only='.length).split(',') : ['unit', 'int', 'e2e', 'bench'];
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** Each failed test's name, printed again just above the last line (a log's tail then says what failed). */
const failedNames = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-test-'));
// Inherited by the integration tests' service processes (test-env.ts) and used by the e2e system.
const logDir = path.join(dataDir, 'logs');
process.env.AVTALT_LOG_DIR = logDir;
// The services' own files (the documents service's generated development signing certificate) go here too.
process.env.AVTALT_DATA_DIR = dataDir;
// A fresh audit MAC key for this run, shared by every agreements process it starts (int shards and e2e).
process.env.AUDIT_HMAC_KEY ??= newAuditKey();
let infra;
/** The integration shards' own infrastructure (shard 1 uses `infra`). */
let shardInfras = [];
let system;
/** The local OpenID Connect provider of the e2e run (infra/local/oidc-provider.mjs). */
let oidcProvider;

const phases = [];
/** Runs one phase of the run and prints how long it took (one line; all of them again at the end). */
async function phase(name, work) {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const seconds = (Date.now() - started) / 1000;
    phases.push(`${name} ${seconds.toFixed(1)} s`);
    say(`phase ${name}: ${seconds.toFixed(1)} s`);
  }
}

const intShards = Math.max(1, Number.parseInt(process.env.INT_SHARDS ?? '3', 10) || 1);
const onlyShard = process.env.INT_SHARD ? Number.parseInt(process.env.INT_SHARD, 10) : undefined;
if (onlyShard !== undefined && !(onlyShard >= 1 && onlyShard <= intShards)) {
  process.stderr.write(
    `[avtalt] INT_SHARD=${process.env.INT_SHARD} is not between 1 and INT_SHARDS=${intShards}\n`,
  );
  process.exit(2);
}

/**
 * Runs a command with every output line prefixed by `label` (shards run at once: their lines stay
 * apart and readable); resolves with the exit code.
 */
const running = new Set();
function runLabelled(label, command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    readline
      .createInterface({ input: child.stdout })
      .on('line', (line) => process.stdout.write(`[${label}] ${line}\n`));
    readline
      .createInterface({ input: child.stderr })
      .on('line', (line) => process.stderr.write(`[${label}] ${line}\n`));
    running.add(child);
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function jestCounts(file, exitCode, suite) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    // A suite that fails to load counts as a failure even though no test in it ran.
    const broken = report.testResults.filter(
      (r) => r.status === 'failed' && r.assertionResults.length === 0,
    ).length;
    totals.failed += broken;
    for (const result of report.testResults) {
      const file = path.relative(repoRoot, result.name);
      if (result.status === 'failed' && result.assertionResults.length === 0)
        failedNames.push(`${suite}: ${file} (did not load)`);
      for (const test of result.assertionResults)
        if (test.status === 'failed') failedNames.push(`${suite}: ${file} › ${test.fullName}`);
    }
    if (exitCode !== 0 && report.numFailedTests === 0 && broken === 0)
      problems.push(`${suite}: jest exited with ${exitCode}`);
  } catch {
    problems.push(`${suite}: no report (exit ${exitCode})`);
  }
}

/** The log scan, counted as one test: no log line of any service holds a secret or a test user's e-mail. */
function scanServiceLogs() {
  say('scanning service logs for password hashes, session ids and e-mail addresses');
  const { files, hits } = scanLogs(logDir);
  for (const hit of hits)
    process.stderr.write(`[avtalt] log scan: ${hit.file}:${hit.line}: ${hit.kind} (line not shown)\n`);
  say(`log scan: ${files} log files, ${hits.length} lines with secrets or personal data`);
  if (files === 0) problems.push('log scan: no log files were written');
  else if (hits.length > 0) {
    totals.failed += 1;
    failedNames.push('log scan: a log line holds a secret or personal data');
  } else totals.passed += 1;
}

/** The titles of the Playwright specs that did not pass, with their files, from its JSON report. */
function playwrightFailures(report) {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      if (!spec.ok) names.push(`e2e: ${spec.file} › ${[...titles, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}

async function stopShardInfras() {
  await Promise.all(shardInfras.splice(0).map((i) => i.stop()));
}

async function cleanup() {
  await system?.stop();
  await oidcProvider?.close();
  oidcProvider = undefined;
  await stopShardInfras();
  await infra?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
  // The shards' jest processes (a Ctrl-C in a terminal reaches them itself; a SIGINT to this process alone does not).
  for (const child of running) child.kill('SIGINT');
  void cleanup().then(() => process.exit(130));
});

try {
  await phase('install', () => ensureInstalled());

  if (suites.includes('unit')) {
    say('unit tests');
    const report = path.join(dataDir, 'jest-unit.json');
    // Jest's default is one worker less than the cores: on two cores that is one, which runs the files one
    // after another on one core while the other idles (the unit phase runs alone). Two at least: 269 s with
    // one worker in CI (docs/testing.md).
    const workers = process.env.UNIT_WORKERS ?? String(Math.max(2, os.availableParallelism() - 1));
    const code = await phase('unit', () =>
      runCommand('npx', [
        'jest',
        '-c',
        'jest.config.js',
        `--maxWorkers=${workers}`,
        '--json',
        `--outputFile=${report}`,
      ]),
    );
    jestCounts(report, code, 'unit');
  }

  // The unit tests run from the sources (SWC); the rest runs the built services and web app.
  if (suites.some((suite) => suite !== 'unit')) await phase('build', () => buildAll());

  const shardNumbers = onlyShard ? [onlyShard] : Array.from({ length: intShards }, (_, i) => i + 1);
  if (suites.includes('int') || suites.includes('e2e')) {
    process.env.INFRA_EPHEMERAL = '1';
    await phase('infra', async () => {
      // Shard 1 (and the e2e system) use `infra`; every further shard gets Postgres, Redis and NATS of its own:
      // each file starts services in the same NATS queue groups and picks its Redis database numbers and
      // database names, so two files at once on one infrastructure would answer each other's requests.
      const extra = suites.includes('int') ? shardNumbers.length - 1 : 0;
      // All ports chosen at once, so they are distinct.
      const [postgres, redis, nats, smtp, mailWeb, ...more] = await freePorts(5 + 3 * extra);
      const ports = { postgres, redis, nats, smtp, mailWeb };
      // The first start installs what is missing (one apt-get as root: two at once would fight over dpkg's
      // lock on a fresh machine), the further shards' start after it, together. The e2e system sends its
      // mail to a mail catcher of its own; Playwright reads its inbox (MAIL_INBOX_URL). nginx is for the
      // reverse-proxy integration test (scaled mode, docs/scaled-mode.md).
      // NATS with a user per service, as `npm start` runs it, plus the tests' all-permissions user
      // (docs/nats-permissions.md): every service process of every test logs in as its own service.
      infra = await startInfra({
        dataDir: path.join(dataDir, 'infra'),
        ports,
        mail: suites.includes('e2e'),
        nginx: suites.includes('int'),
        natsAuth: 'test',
      });
      const starting = [];
      for (let k = 0; k < extra; k += 1) {
        const [pg, rd, nt] = more.slice(3 * k, 3 * k + 3);
        starting.push(
          startInfra({
            dataDir: path.join(dataDir, `infra-${k + 2}`),
            ports: { postgres: pg, redis: rd, nats: nt },
            natsAuth: 'test',
          }),
        );
      }
      const results = await Promise.allSettled(starting);
      shardInfras = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    });
    say(
      `test infrastructure up: ${infra.postgresBase} ${infra.redisUrl} ${infra.natsUrl}${infra.smtpUrl ? ` ${infra.smtpUrl} ${infra.mailInboxUrl}` : ''}`,
    );
    for (const [k, extra] of shardInfras.entries())
      say(`integration shard ${k + 2}: ${extra.postgresBase} ${extra.redisUrl} ${extra.natsUrl}`);
  }

  if (suites.includes('int')) {
    say(
      `integration tests: ${onlyShard ? `shard ${onlyShard} of ${intShards}` : `${intShards} shard${intShards > 1 ? 's' : ''} at once`}`,
    );
    const times = [];
    /** One jest process over the files `shardArgs` select, on `own` infrastructure. */
    const runInt = async (name, own, shardArgs, env = {}) => {
      const fileName = name.replace('/', '-of-');
      const report = path.join(dataDir, `jest-int-${fileName}.json`);
      // Files the services write (the documents service's generated signing certificate) stay apart per shard.
      const shardDataDir = path.join(dataDir, `int-${fileName}`);
      mkdirSync(shardDataDir, { recursive: true });
      const started = Date.now();
      const code = await runLabelled(
        `int ${name}`,
        'npx',
        ['jest', '-c', 'jest.int.config.js', '--runInBand', '--json', `--outputFile=${report}`, ...shardArgs],
        {
          TEST_POSTGRES_BASE: own.postgresBase,
          TEST_REDIS_URL: own.redisUrl,
          TEST_NATS_URL: own.natsUrl,
          TEST_NATS_AUTH: own.natsCredentialsFile,
          AVTALT_DATA_DIR: shardDataDir,
          LOG_LEVEL: 'warn',
          ...env,
        },
      );
      times.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      jestCounts(report, code, `int ${name}`);
    };
    await phase('int', async () => {
      if (intShards === 1) return runInt('1/1', infra, []);
      // The files that must run while no other does (they run `npm start`, whose build rewrites dist/)
      // first, then the shards at once; a shard may be empty (more shards than files): not a failure.
      if (!onlyShard || onlyShard === 1)
        await runInt('alone', infra, ['--shard=1/1', '--passWithNoTests'], { INT_GROUP: 'alone' });
      await Promise.all(
        shardNumbers.map((shard, k) =>
          runInt(`${shard}/${intShards}`, k === 0 ? infra : shardInfras[k - 1], [
            `--shard=${shard}/${intShards}`,
            '--passWithNoTests',
          ]),
        ),
      );
    });
    say(`integration tests took: ${times.join(', ')}`);
    await stopShardInfras();
  }

  if (suites.includes('e2e')) {
    say('end-to-end tests (Playwright, Chromium)');
    const port = await freePort();
    // A certified OpenID Connect provider answering as a BankID broker, for signing with eID (docs/signing.md).
    oidcProvider = await startOidcProvider({ redirectUris: [`http://localhost:${port}/api/eid/callback`] });
    // Two agreements processes, as an operator who scales it would run them; every write read back.
    system = await phase('e2e start', () =>
      startSystem(infra, {
        port,
        databasePrefix: 'e2e',
        quiet: true,
        replicas: replicaCounts(process.env.AVTALT_REPLICAS ?? 'agreements=2'),
        extraEnv: e2eSystemEnv(port, oidcProvider),
      }),
    );
    const report = path.join(dataDir, 'playwright.json');
    // Arguments after `--` go to Playwright (`npm test -- --only=e2e -- tests/journey.spec.ts`).
    const dashes = process.argv.indexOf('--');
    const playwrightArgs = dashes >= 0 ? process.argv.slice(dashes + 1) : [];
    const code = await phase('e2e', () =>
      runCommand('npx', ['playwright', 'test', ...playwrightArgs], {
        cwd: path.join(repoRoot, 'e2e'),
        env: {
          BASE_URL: `http://localhost:${port}`,
          MAIL_INBOX_URL: infra.mailInboxUrl,
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        },
      }),
    );
    try {
      const stats = JSON.parse(readFileSync(report, 'utf8')).stats;
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
      failedNames.push(...playwrightFailures(JSON.parse(readFileSync(report, 'utf8'))));
      if (code !== 0 && stats.unexpected === 0) problems.push(`e2e: playwright exited with ${code}`);
    } catch {
      problems.push(`e2e: no report (exit ${code})`);
    }
    await system.stop();
    system = undefined;
    await oidcProvider.close();
    oidcProvider = undefined;
  }

  if (suites.includes('bench')) {
    // Each benchmark once with a second of load, a few PDFs and chat messages, on one system of its own
    // (free ports): it fails when a bench breaks and asserts no timings (docs/performance.md). Each bench
    // counts as one test.
    say('benchmarks in smoke mode');
    const report = path.join(dataDir, 'bench-smoke.json');
    const code = await phase('bench', () =>
      runLabelled('bench', process.execPath, [
        'bench/run.mjs',
        '--smoke',
        '--no-build',
        `--report=${report}`,
      ]),
    );
    try {
      const { results } = JSON.parse(readFileSync(report, 'utf8'));
      for (const result of results) {
        totals[result.ok ? 'passed' : 'failed'] += 1;
        if (!result.ok) failedNames.push(`bench: ${result.name}${result.error ? ` (${result.error})` : ''}`);
      }
      if (code !== 0 && results.every((r) => r.ok)) problems.push(`bench: exited with ${code}`);
    } catch {
      problems.push(`bench: no report (exit ${code})`);
    }
  }
} catch (error) {
  problems.push(error.message);
} finally {
  if (!interrupted) {
    // Every process stopped first, so its log file is complete.
    await system?.stop();
    system = undefined;
    await stopShardInfras();
    if (['int', 'e2e', 'bench'].some((suite) => suites.includes(suite)))
      await phase('scan', () => scanServiceLogs());
    await cleanup();
  }
}

say(`phases: ${phases.join(', ')}; total ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
for (const problem of problems) process.stderr.write(`[avtalt] ${problem}\n`);
for (const name of failedNames) process.stdout.write(`[avtalt] failed: ${name}\n`);
const failed = totals.failed + problems.length;
process.stdout.write(
  `\n${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`,
);
process.exit(failed > 0 || totals.passed === 0 ? 1 : 0);
