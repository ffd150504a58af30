#!/usr/bin/env node
// `npm run check`: the house rules, run by `.ci/run` before `npm test` (docs/testing.md, "npm run check").
//   ESLint            module boundaries (services never import each other, libs no service), import cycles
//   types             one type-check of every project's sources and specs (tsconfig.check.json; e2e's and the
//                     frontend's own tsconfigs)
//   prettier          every file formatted, except those recorded as not yet formatted
//   rules             file size (400 lines outside *.data.ts and tests), no history references in comments,
//                     no more switched-off rules or skipped tests, *.data.ts holds only data, no scripts/lib
//                     loaded from services or libs, no more texts written into the web app's components
// Cycles, files over the size budget, unformatted files and the counted things are ratchets: check-baseline.json
// records today's counts per file; a count may only go down and a file not recorded may have none.
//   --tighten   lower the records to this run's counts where they fell (never raises one)
//   --record    write this run's counts as the baseline, raising too (only with a reason the review accepts)
//   spelling          every bokmål and nynorsk text through hunspell (Debian's nb_NO, nn_NO) against the reviewed
//                     lists in docs/spelling/ (scripts/spelling.mjs; hunspell is installed as root when missing)
//   --only=eslint,types,prettier,rules,spelling   run some steps
// Needs nothing built: the libraries are type-checked and linted from their sources (it runs `npm install` when
// node_modules is missing or stale, as npm test does).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/run.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A fresh clone: `npm install` first (as npm test does), since the rules below need typescript.
const installStarted = Date.now();
ensureInstalled();
const installSeconds = (Date.now() - installStarted) / 1000;
const { isCode, isData, isTest, repoFiles } = require('./check/files.rules.js');
const { countsOf, importsOf, lineCount, parse } = require('./check/source.rules.js');
const { persistenceCountsOf } = require('./check/persistence.rules.js');
const { uiStringCountsOf } = require('./check/ui-strings.rules.js');
const { cycleCounts, cyclesOf, resolveImport } = require('./check/cycles.rules.js');
const { dataFileProblems } = require('./check/data-file.rules.js');
const { compare, oversized, sorted, tightened } = require('./check/ratchet.rules.js');
const { splitLint } = require('./check/eslint.rules.js');

const BASELINE = path.join(root, 'check-baseline.json');
const SIZE_LIMIT = 400;
/** The ratchets of the baseline file, in the order they are reported, with what one count means. */
const RATCHETS = {
  cycles: 'import cycle through this file (type-only imports and require included)',
  runtimeCycles: 'runtime import cycles found by ESLint (import-x/no-cycle) from this file',
  oversized: `lines, over the budget of ${SIZE_LIMIT}`,
  unformatted: 'not formatted by prettier',
  historyReferences: 'issue, review or session references in comments',
  'eslint-disable': 'eslint-disable comments',
  'ts-expect-error': '@ts-expect-error comments',
  'ts-ignore': '@ts-ignore comments',
  'ts-nocheck': '@ts-nocheck comments',
  skippedTests: 'skipped or focused tests (.skip, .only, .fixme, xit)',
  scriptsReferences: 'loads of scripts/lib from a service or lib',
  dataFileProblems: 'parts of a *.data.ts file that are not data',
  persistenceOutsideRepositories:
    'SQL statements or entity-manager calls in a service file that is not a *.repository.ts',
  queuesOutsideJobsKit: "imports of BullMQ in a service instead of service-kit's jobs kit",
  hardCodedStrings:
    "texts a person reads written into a component instead of the web app's catalogues (frontend/src/i18n/locales)",
};
const TYPE_CHECKS = [
  'tsconfig.check.json',
  'e2e/tsconfig.json',
  'frontend/tsconfig.json',
  'frontend/tsconfig.node.json',
];

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const runs = (step) => !only || only.includes(step);
const started = Date.now();
const say = (line) => process.stdout.write(`[check] ${line}\n`);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const problems = [];
const notes = [];
/** Where each *.data.ts file breaks the data rule: shown when the file has more such parts than recorded. */
const dataFindings = {};
const now = Object.fromEntries(Object.keys(RATCHETS).map((k) => [k, {}]));
const ran = new Set();

/** Runs a command with its output collected; resolves with its exit code and output. */
function collect(command, commandArgs) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
/** The file of a package's command, from its package.json (not every package exports its bin). */
function bin(pkg, command) {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin: bins } = JSON.parse(readFileSync(manifest, 'utf8'));
  return path.join(path.dirname(manifest), typeof bins === 'string' ? bins : bins[command]);
}
const node = (pkg, command, commandArgs) => collect(process.execPath, [bin(pkg, command), ...commandArgs]);

async function eslintStep() {
  const since = Date.now();
  // The module-boundary rule reads Nx's cached project graph and skips itself (with a warning) when there is
  // none, as in a fresh clone: compute it first.
  const graph = spawnSync(process.execPath, [bin('nx', 'nx'), 'show', 'projects'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    encoding: 'utf8',
  });
  if (graph.status !== 0)
    problems.push(`eslint: the Nx project graph could not be computed:\n${graph.stdout}${graph.stderr}`);
  const report = path.join(os.tmpdir(), `avtalt-check-eslint-${process.pid}.json`);
  const { code, output } = await node('eslint', 'eslint', ['.', '--format', 'json', '--output-file', report]);
  if (/No cached ProjectGraph/.test(output))
    problems.push('eslint: the module-boundary rule was skipped (no Nx project graph)');
  let results;
  try {
    results = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    problems.push(`eslint: no report (exit ${code}):\n${output}`);
    return;
  } finally {
    rmSync(report, { force: true });
  }
  const { cycles, errors } = splitLint(results, root);
  now.runtimeCycles = sorted(cycles);
  ran.add('runtimeCycles');
  for (const e of errors) problems.push(`eslint: ${e.file}:${e.line} ${e.rule}: ${e.message}`);
  say(
    `eslint: ${results.length} files, ${errors.length} errors, ${Object.values(cycles).reduce((a, b) => a + b, 0)} cycle findings (${seconds(since)})`,
  );
}

async function typesStep() {
  for (const project of TYPE_CHECKS) {
    const since = Date.now();
    const { code, output } = await node('typescript', 'tsc', [
      '-p',
      project,
      '--noEmit',
      '--pretty',
      'false',
    ]);
    const errors = output.split('\n').filter((l) => /error TS\d+/.test(l));
    if (code !== 0)
      problems.push(`types (${project}): ${errors.length} errors\n${errors.join('\n') || output}`);
    say(`types ${project}: ${errors.length} errors (${seconds(since)})`);
  }
}

async function prettierStep() {
  const since = Date.now();
  const { code, output } = await node('prettier', 'prettier', ['--list-different', '.']);
  const lines = output.split('\n').filter(Boolean);
  const files = lines.filter((l) => !/^\[(error|warn)\]/.test(l));
  // Exit 1: some files differ; 2: prettier itself failed (a file it cannot parse).
  if (code > 1 || lines.length !== files.length)
    problems.push(`prettier failed (exit ${code}):\n${lines.filter((l) => !files.includes(l)).join('\n')}`);
  now.unformatted = sorted(Object.fromEntries(files.map((f) => [f, 1])));
  ran.add('unformatted');
  say(`prettier: ${files.length} files not formatted (${seconds(since)})`);
}

/** The tsconfig path aliases (`@avtalt/…`) as files relative to the root, for the import graph. */
function aliases() {
  const out = {};
  for (const [config, dir] of [
    ['tsconfig.base.json', '.'],
    ['frontend/tsconfig.json', 'frontend'],
  ]) {
    const paths = JSON.parse(readFileSync(path.join(root, config), 'utf8')).compilerOptions.paths ?? {};
    for (const [name, [target]] of Object.entries(paths))
      out[name] ??= path.posix.normalize(path.posix.join(dir, target));
  }
  return out;
}

/** Every bokmål and nynorsk text through hunspell, against the reviewed lists (scripts/spelling.mjs). */
async function spellingStep() {
  const since = Date.now();
  let result;
  try {
    // Loaded here, after `npm install`: its rules read sources with typescript.
    const { spellCheck } = await import('./spelling.mjs');
    result = spellCheck();
  } catch (error) {
    problems.push(`spelling: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  for (const [language, r] of Object.entries(result)) {
    if (r.problems.length)
      problems.push(
        `spelling (${language}): words neither hunspell nor docs/spelling/${language}.txt knows — correct them, or add them to the list if a review finds them right: ${r.problems.join(', ')}`,
      );
    if (r.stale.length)
      problems.push(
        `spelling (${language}): words in docs/spelling/${language}.txt no text uses any more — remove them: ${r.stale.join(', ')}`,
      );
  }
  say(
    `spelling: ${Object.entries(result)
      .map(([language, r]) => `${language} ${r.words} words, ${r.unknown.length} reviewed`)
      .join('; ')} (${seconds(since)})`,
  );
}

function rulesStep() {
  const since = Date.now();
  const files = repoFiles(root).filter(isCode);
  const known = new Set(files);
  const alias = aliases();
  const lines = {};
  const graph = {};
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const source = parse(file, text);
    if (!isData(file) && !isTest(file)) lines[file] = lineCount(text);
    graph[file] = [
      ...new Set(
        importsOf(source)
          .map((name) => resolveImport(file, name, known, alias))
          .filter(Boolean),
      ),
    ];
    const counts = {
      ...countsOf(file, text, source),
      ...persistenceCountsOf(file, source),
      ...uiStringCountsOf(file, source),
    };
    if (!/^(services|libs)\//.test(file)) counts.scriptsReferences = 0;
    for (const [name, count] of Object.entries(counts)) if (count > 0) now[name][file] = count;
    if (isData(file)) {
      const found = dataFileProblems(file, text);
      if (found.length > 0) now.dataFileProblems[file] = found.length;
      dataFindings[file] = found.map((p) => `${file}:${p.line}: ${p.message}`);
    }
  }
  now.oversized = oversized(lines, SIZE_LIMIT);
  const cycles = cyclesOf(graph);
  now.cycles = sorted(cycleCounts(cycles));
  for (const name of Object.keys(RATCHETS))
    if (!['runtimeCycles', 'unformatted'].includes(name)) ran.add(name);
  say(
    `rules: ${files.length} files, ${cycles.length} import cycles, ${Object.keys(now.oversized).length} files over ${SIZE_LIMIT} lines (${seconds(since)})`,
  );
  return cycles;
}

const baseline = existsSync(BASELINE) ? JSON.parse(readFileSync(BASELINE, 'utf8')) : { ratchets: {} };
if (installSeconds > 1) say(`npm install: ${installSeconds.toFixed(1)} s`);
say(
  `checking ${only ? only.join(', ') : 'eslint, types, prettier, rules, spelling'} on ${os.cpus().length} cores`,
);
const cycles = runs('rules') ? rulesStep() : [];
// ESLint and the type-check take most of the time; on two cores they run side by side.
await Promise.all([
  runs('eslint') ? eslintStep() : undefined,
  runs('types') ? typesStep() : undefined,
  (async () => {
    if (runs('prettier')) await prettierStep();
    if (runs('spelling')) await spellingStep();
  })(),
]);

for (const name of Object.keys(RATCHETS)) {
  if (!ran.has(name)) continue;
  const recorded = baseline.ratchets?.[name] ?? {};
  const { over, lower } = compare(now[name], recorded);
  if (name === 'cycles')
    for (const c of cycles)
      if (c.some((f) => over.some((o) => o.file === f)))
        problems.push(`cycles: these files import each other: ${c.join(', ')}`);
  for (const o of over)
    problems.push(
      `${name}: ${o.file}: ${o.now} ${RATCHETS[name]}, ${o.recorded === 0 ? 'none' : o.recorded} allowed by check-baseline.json`,
    );
  for (const l of lower)
    notes.push(
      `${name}: ${l.file}: ${l.now} now, ${l.recorded} recorded — lower the record (node scripts/check.mjs --tighten)`,
    );
  if (name === 'dataFileProblems')
    for (const o of over) for (const f of dataFindings[o.file] ?? []) problems.push(`data: ${f}`);
}

/** A record is of committed files: a new file nobody has added yet (another's work in progress) is not recorded. */
function onlyTracked(counts) {
  const tracked = new Set(
    spawnSync('git', ['ls-files', '-z'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }).stdout.split('\0'),
  );
  return Object.fromEntries(Object.entries(counts).filter(([file]) => tracked.has(file)));
}

if (args.includes('--tighten') || args.includes('--record')) {
  const record = args.includes('--record');
  const ratchets = { ...baseline.ratchets };
  for (const name of Object.keys(RATCHETS)) {
    if (!ran.has(name)) continue;
    ratchets[name] = record
      ? sorted(onlyTracked(now[name]))
      : tightened(now[name], baseline.ratchets?.[name] ?? {});
  }
  writeFileSync(BASELINE, `${JSON.stringify({ ...baseline, ratchets }, null, 2)}\n`);
  say(`${record ? 'recorded' : 'tightened'} check-baseline.json`);
}

for (const n of notes) say(`can be lowered: ${n}`);
for (const p of problems) process.stdout.write(`[check] FAILED ${p}\n`);
say(`${problems.length === 0 ? 'passed' : `${problems.length} problems`} in ${seconds(started)}`);
process.exit(problems.length === 0 ? 0 : 1);
