// How `npm test` splits the integration files into shards (pure; int-shards.rules.spec.ts). docs/testing.md.

const { stripVTControlCharacters } = require('node:util');

/**
 * A file's expected seconds: its entry in `table.files` (paths relative to the repository, with `/`),
 * else `table.defaultSeconds`.
 */
function expectedSeconds(relativePath, table) {
  return table.files[relativePath] ?? table.defaultSeconds;
}

/**
 * Splits `items` into `count` groups of about equal total weight: longest first, each to the group with
 * the least weight so far (the first such group on a tie); equal weights ordered by key, so every process
 * that splits the same items gets the same groups whatever order they came in.
 * @template T
 * @param {T[]} items
 * @param {number} count
 * @param {(item: T) => number} weightOf
 * @param {(item: T) => string} keyOf
 * @returns {{ total: number, items: T[] }[]}
 */
function balance(items, count, weightOf, keyOf) {
  const groups = Array.from({ length: count }, () => ({ total: 0, items: [] }));
  const byKey = (a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0);
  const ordered = [...items].sort((a, b) => weightOf(b) - weightOf(a) || byKey(a, b));
  for (const item of ordered) {
    const lightest = groups.reduce((best, group) => (group.total < best.total ? group : best));
    lightest.items.push(item);
    lightest.total += weightOf(item);
  }
  return groups;
}

/**
 * Whether a file must run while no other integration file runs: it says so (`@int-alone` in a comment), or
 * it spawns `npm start` (or `node scripts/start.mjs`), whose build step (Nx) rewrites the `dist/` folders that the other files' service
 * processes are loading at that moment (a shard saw `Cannot find module` in libs/contracts/dist).
 */
function mustRunAlone(source) {
  return (
    /@int-alone\b/.test(source) ||
    /spawn(?:Sync)?\(\s*['"]npm['"],\s*\[\s*['"](?:run['"],\s*['"])?start['"]/.test(source) ||
    /spawn(?:Sync)?\(\s*(?:process\.execPath|['"]node['"])\s*,\s*\[[^\]]*start\.mjs/.test(source)
  );
}

/**
 * The seconds each integration file took, read from the output of a run (`npm test` or `.ci/run`): jest's
 * `PASS <project> <path> (N s)` lines, with or without colours and a shard's `[int i/N]` prefix. Jest
 * prints the time only for a file slower than its slowTestThreshold (5 s); faster files are not in the map.
 * @param {string} output
 * @returns {Record<string, number>} path (relative, with `/`) → seconds, rounded up
 */
function durationsFromOutput(output) {
  const found = {};
  const plain = stripVTControlCharacters(output);
  for (const match of plain.matchAll(/\b(?:PASS|FAIL) +\S+ +(\S+\.int-spec\.ts) +\((\d+(?:\.\d+)?) s\)/g))
    found[match[1]] = Math.ceil(Number(match[2]));
  return found;
}

/**
 * The durations table with a run's measurements: measured files take their new seconds, files no longer in
 * the repository (`exists`) are dropped, the rest keep theirs; listed longest first.
 * @param {{ defaultSeconds: number, files: Record<string, number> }} table
 * @param {Record<string, number>} measured
 * @param {(file: string) => boolean} exists
 */
function updateDurations(table, measured, exists) {
  const merged = { ...table.files, ...measured };
  const files = Object.fromEntries(
    Object.entries(merged)
      .filter(([file]) => exists(file))
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)),
  );
  return { ...table, files };
}

module.exports = { balance, durationsFromOutput, expectedSeconds, mustRunAlone, updateDurations };
