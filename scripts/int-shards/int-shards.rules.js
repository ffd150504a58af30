// How `npm test` splits the integration files into shards (pure; int-shards.rules.spec.ts). docs/testing.md.

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

module.exports = { balance, expectedSeconds, mustRunAlone };
