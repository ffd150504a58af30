// The integration tests' shards and order (the testSequencer of jest.int.config.js). `npm test` runs the
// integration files in N jest processes at once (`jest --shard=i/N --runInBand`, each on infrastructure of
// its own: scripts/test.mjs). Jest's own split goes by a hash of the path and can put the slowest files
// together; this one balances by the seconds each file took (durations.json). Every shard process
// computes the same split, so together they run each file exactly once. A file that must run while no
// other runs (mustRunAlone) is in no shard: with INT_GROUP=alone, `--shard=1/1` gives just those files,
// which scripts/test.mjs runs before the shards. Without `--shard` every file runs. docs/testing.md.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const durations = require('./durations.json');
const { balance, expectedSeconds, mustRunAlone } = require('./int-shards.rules.js');

const repoRoot = path.resolve(__dirname, '../..');
const secondsOf = (test) =>
  expectedSeconds(path.relative(repoRoot, test.path).split(path.sep).join('/'), durations);

const alone = (test) => mustRunAlone(readFileSync(test.path, 'utf8'));

class IntegrationSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    if (process.env.INT_GROUP === 'alone') return tests.filter(alone);
    const shared = tests.filter((t) => !alone(t));
    return balance(shared, shardCount, secondsOf, (t) => t.path)[shardIndex - 1].items;
  }

  /** Longest first (a slow file that fails shows early); then by path. */
  sort(tests) {
    return [...tests].sort(
      (a, b) => secondsOf(b) - secondsOf(a) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
    );
  }
}

module.exports = IntegrationSequencer;
