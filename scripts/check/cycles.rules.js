// Import cycles over the whole repository, type-only imports and lazy `require(…)` included: such a cycle is
// a layering fault even where it does no harm at run time (ESLint's import-x/no-cycle sees only the runtime
// ones). A cycle is a group of files that all reach each other (a strongly connected component).
const path = require('node:path');

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];

/**
 * Resolves a module name to a file of `files`, or undefined (packages, node:…).
 * @param {string} from the importing file, relative to the root
 * @param {string} name what it imports
 * @param {Set<string>} files every file, relative
 * @param {Record<string, string>} aliases package name → file (tsconfig paths)
 */
function resolveImport(from, name, files, aliases) {
  if (aliases[name]) return aliases[name];
  if (!name.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), name));
  const stem = base.replace(/\.(js|mjs|cjs)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => stem + e),
    ...EXTENSIONS.map((e) => `${base}/index${e}`),
  ];
  return candidates.find((c) => files.has(c));
}

/**
 * The cycles of an import graph.
 * @param {Record<string, string[]>} graph file → the files it imports
 * @returns {string[][]} each cycle's files, sorted; cycles sorted by their first file
 */
function cyclesOf(graph) {
  // Tarjan's strongly connected components, iteratively (the graph may be deep).
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  for (const start of Object.keys(graph)) {
    if (indices.has(start)) continue;
    const work = [[start, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      if (i === 0 && !indices.has(node)) {
        indices.set(node, index);
        low.set(node, index);
        index++;
        stack.push(node);
        onStack.add(node);
      }
      const next = (graph[node] ?? [])[i];
      if (next !== undefined) {
        frame[1]++;
        if (!indices.has(next)) work.push([next, 0]);
        else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indices.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        const selfImport = component.length === 1 && (graph[node] ?? []).includes(node);
        if (component.length > 1 || selfImport) components.push(component.sort());
      }
    }
  }
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The ratchet's counts: every file in a cycle counts one, so a new cycle, or a file joining one, fails. */
const cycleCounts = (cycles) => Object.fromEntries(cycles.flat().map((file) => [file, 1]));

module.exports = { cycleCounts, cyclesOf, resolveImport };
