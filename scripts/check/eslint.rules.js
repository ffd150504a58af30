// ESLint's findings as `npm run check` judges them: import cycles are a ratchet (counted per file against
// check-baseline.json, to be brought to zero), every other error fails at once.
const path = require('node:path');

const CYCLE_RULE = 'import-x/no-cycle';

/**
 * @param {{ filePath: string, messages: { ruleId: string | null, severity: number, line?: number, message: string }[] }[]} results ESLint's JSON results
 * @param {string} root the repository, to make paths relative
 */
function splitLint(results, root) {
  const cycles = {};
  const errors = [];
  for (const result of results) {
    const file = path.relative(root, result.filePath).split(path.sep).join('/');
    for (const m of result.messages) {
      if (m.ruleId === CYCLE_RULE) cycles[file] = (cycles[file] ?? 0) + 1;
      else if (m.severity === 2 || m.fatal)
        errors.push({ file, line: m.line ?? 0, rule: m.ruleId ?? 'parse', message: m.message });
    }
  }
  return { cycles, errors };
}

module.exports = { CYCLE_RULE, splitLint };
