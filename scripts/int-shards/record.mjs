#!/usr/bin/env node
// Updates durations.json (the seconds the shards are balanced by) from the output of a run:
//   CI=true bash .ci/run > run.log 2>&1; node scripts/int-shards/record.mjs run.log
// Files the run timed take their new seconds, deleted files are dropped, the rest keep theirs. Measure on
// the CI machine kind with the shards running at once, as CI runs them (docs/testing.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rules from './int-shards.rules.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const tablePath = path.join(here, 'durations.json');
const logs = process.argv.slice(2);
if (logs.length === 0 || logs.includes('--help')) {
  process.stdout.write('usage: node scripts/int-shards/record.mjs RUN.log [RUN2.log …]\n');
  process.exit(logs.length === 0 ? 2 : 0);
}
const measured = Object.assign(
  {},
  ...logs.map((log) => rules.durationsFromOutput(readFileSync(log, 'utf8'))),
);
if (Object.keys(measured).length === 0) {
  process.stderr.write('no "PASS <project> <file>.int-spec.ts (N s)" line in the output given\n');
  process.exit(1);
}
const table = JSON.parse(readFileSync(tablePath, 'utf8'));
const updated = rules.updateDurations(table, measured, (file) => existsSync(path.join(repoRoot, file)));
writeFileSync(tablePath, `${JSON.stringify(updated, null, 2)}\n`);
process.stdout.write(
  `durations.json: ${Object.keys(measured).length} files measured, ${Object.keys(updated.files).length} listed\n`,
);
