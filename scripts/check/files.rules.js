// Which files `npm run check` reads, and what kind each is. Plain CommonJS so that the check runs from a
// fresh clone without a build, and jest tests it as it is (scripts/check/*.spec.ts).
const { execFileSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const path = require('node:path');

/** Folders the check never reads: output, data, caches, and its own fixtures (which break the rules on purpose). */
const EXCLUDED = [
  /(^|\/)node_modules\//,
  /(^|\/)dist\//,
  /(^|\/)\.data\//,
  /(^|\/)\.nx\//,
  /(^|\/)coverage\//,
  /(^|\/)test-results\//,
  /(^|\/)playwright-report\//,
  /^scripts\/check\/fixtures\//,
];

const CODE = /\.(ts|tsx|js|mjs|cjs)$/;

/** The repository's files as git sees them (tracked, and new files that are not ignored), relative, with `/`. */
function repoFiles(root) {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // A tracked file deleted in the working tree is not there to check (git still lists it as cached).
  return [...new Set(out.split('\0').filter(Boolean))]
    .filter((f) => !EXCLUDED.some((re) => re.test(f)) && existsSync(path.join(root, f)))
    .sort();
}

/** TypeScript and JavaScript sources (`.d.ts` declarations are not code anyone writes here). */
const isCode = (file) => CODE.test(file) && !file.endsWith('.d.ts');

/** `*.data.ts`: data only (checked by data-file.rules.js), exempt from the size budget. */
const isData = (file) => /\.data\.ts$/.test(file);

/** Test code: unit and integration specs, their helpers, test folders and the Playwright suite. */
const isTest = (file) =>
  /\.(spec|int-spec|spec-helper)\.(ts|tsx|js|mjs)$/.test(file) ||
  /(^|\/)(test|testing|fixtures)\//.test(file) ||
  /^e2e\//.test(file);

module.exports = { EXCLUDED, isCode, isData, isTest, repoFiles };
