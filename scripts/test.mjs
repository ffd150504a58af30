#!/usr/bin/env node
// `npm test`: the set-up of `npm start` on a throwaway data directory and free ports, then unit
// tests, integration tests and the Playwright suite. Ends with one line "N passed, N failed".
//   --only=unit|int|e2e   run one suite (several may be given, comma-separated)
//   -- ARGS               (e2e) passed to `playwright test`, e.g. a spec file or --grep
// Every service process the run starts writes its log lines to a file under the temporary directory;
// at the end they are scanned for password hashes, session ids and test users' e-mail addresses
// (scripts/lib/log-scan.mjs): that scan counts as one more test.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, freePorts, startInfra } from '../infra/local/infra.mjs';
import { scanLogs } from './lib/log-scan.mjs';
import { buildAll, ensureInstalled, repoRoot, runCommand, say } from './lib/run.mjs';
import { replicaCounts } from './lib/services.mjs';
import { startSystem } from './lib/system.mjs';

const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const suites = onlyArg ? onlyArg.slice('--only='.length).split(',') : ['unit', 'int', 'e2e'];
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-test-'));
// Inherited by the integration tests' service processes (test-env.ts) and used by the e2e system.
const logDir = path.join(dataDir, 'logs');
process.env.AVTALT_LOG_DIR = logDir;
// The services' own files (the documents service's generated development signing certificate) go here too.
process.env.AVTALT_DATA_DIR = dataDir;
let infra;
let system;

function jestCounts(file, exitCode, suite) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    // A suite that fails to load counts as a failure even though no test in it ran.
    const broken = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
    totals.failed += broken;
    if (exitCode !== 0 && report.numFailedTests === 0 && broken === 0) problems.push(`${suite}: jest exited with ${exitCode}`);
  } catch {
    problems.push(`${suite}: no report (exit ${exitCode})`);
  }
}

/** The log scan, counted as one test: no log line of any service holds a secret or a test user's e-mail. */
function scanServiceLogs() {
  if (!suites.includes('int') && !suites.includes('e2e')) return;
  say('scanning service logs for password hashes, session ids and e-mail addresses');
  const { files, hits } = scanLogs(logDir);
  for (const hit of hits) process.stderr.write(`[avtalt] log scan: ${hit.file}:${hit.line}: ${hit.kind} (line not shown)\n`);
  say(`log scan: ${files} log files, ${hits.length} lines with secrets or personal data`);
  if (files === 0) problems.push('log scan: no log files were written');
  else if (hits.length > 0) totals.failed += 1;
  else totals.passed += 1;
}

async function cleanup() {
  await system?.stop();
  await infra?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
  void cleanup().then(() => process.exit(130));
});

try {
  ensureInstalled();
  buildAll();

  if (suites.includes('unit')) {
    say('unit tests');
    const report = path.join(dataDir, 'jest-unit.json');
    const code = await runCommand('npx', ['jest', '-c', 'jest.config.js', '--json', `--outputFile=${report}`]);
    jestCounts(report, code, 'unit');
  }

  if (suites.includes('int') || suites.includes('e2e')) {
    process.env.INFRA_EPHEMERAL = '1';
    const [postgres, redis, nats, smtp, mailWeb] = await freePorts(5);
    const ports = { postgres, redis, nats, smtp, mailWeb };
    // The e2e system sends its mail to a mail catcher of its own; Playwright reads its inbox (MAIL_INBOX_URL).
    // nginx for the reverse-proxy integration test (scaled mode, docs/scaled-mode.md); installed when root.
    infra = await startInfra({ dataDir: path.join(dataDir, 'infra'), ports, mail: suites.includes('e2e'), nginx: suites.includes('int') });
    say(`test infrastructure up: ${infra.postgresBase} ${infra.redisUrl} ${infra.natsUrl}${infra.smtpUrl ? ` ${infra.smtpUrl} ${infra.mailInboxUrl}` : ''}`);
  }

  if (suites.includes('int')) {
    say('integration tests');
    const report = path.join(dataDir, 'jest-int.json');
    const code = await runCommand('npx', ['jest', '-c', 'jest.int.config.js', '--runInBand', '--json', `--outputFile=${report}`], {
      env: { TEST_POSTGRES_BASE: infra.postgresBase, TEST_REDIS_URL: infra.redisUrl, TEST_NATS_URL: infra.natsUrl, LOG_LEVEL: 'warn' },
    });
    jestCounts(report, code, 'int');
  }

  if (suites.includes('e2e')) {
    say('end-to-end tests (Playwright, Chromium)');
    const port = await freePort();
    // Two agreements processes, as an operator who scales it would run them; every write read back.
    system = await startSystem(infra, {
      port,
      databasePrefix: 'e2e',
      quiet: true,
      replicas: replicaCounts(process.env.AVTALT_REPLICAS ?? 'agreements=2'),
      // Every Playwright test registers its users from 127.0.0.1: the registration limit is raised.
      extraEnv: { LOG_LEVEL: 'warn', ADMIN_EMAILS: 'admin@avtalt.test,sjef@avtalt.test', VERIFY_WRITES: 'true', REGISTER_MAX_PER_IP: '100000' },
    });
    const report = path.join(dataDir, 'playwright.json');
    // Arguments after `--` go to Playwright (`npm test -- --only=e2e -- tests/journey.spec.ts`).
    const dashes = process.argv.indexOf('--');
    const playwrightArgs = dashes >= 0 ? process.argv.slice(dashes + 1) : [];
    const code = await runCommand('npx', ['playwright', 'test', ...playwrightArgs], {
      cwd: path.join(repoRoot, 'e2e'),
      env: { BASE_URL: `http://localhost:${port}`, MAIL_INBOX_URL: infra.mailInboxUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
    try {
      const stats = JSON.parse(readFileSync(report, 'utf8')).stats;
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
      if (code !== 0 && stats.unexpected === 0) problems.push(`e2e: playwright exited with ${code}`);
    } catch {
      problems.push(`e2e: no report (exit ${code})`);
    }
    await system.stop();
    system = undefined;
  }
} catch (error) {
  problems.push(error.message);
} finally {
  if (!interrupted) {
    // Every process stopped first, so its log file is complete.
    await system?.stop();
    system = undefined;
    scanServiceLogs();
    await cleanup();
  }
}

for (const problem of problems) process.stderr.write(`[avtalt] ${problem}\n`);
const failed = totals.failed + problems.length;
process.stdout.write(`\n${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`);
process.exit(failed > 0 || totals.passed === 0 ? 1 : 0);
