// Scans the logs of every service process a test run started for what must never be logged: password
// hashes, session ids, the e-mail addresses of test users and the run's audit MAC key. `npm test` runs it over the log files its
// processes wrote (AVTALT_LOG_DIR); a hit fails the run. The output names the file, line and kind of
// each hit, never the text itself.
//
//   node scripts/lib/log-scan.mjs <dir>   prints the hits, exits 1 when there is one
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The e-mail domains the tests register users with (services/<name>/test, e2e). A test that uses
 * another domain adds it here.
 */
export const TEST_EMAIL_DOMAINS = ['example.no', 'example.org', 'example.com', 'avtalt.test', 'b.no'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What is looked for, by kind. */
export const FORBIDDEN = [
  { kind: 'password hash', pattern: /\$argon2(?:id|i|d)\$/ },
  // express-session: the cookie value `s:<id>.<signature>` (raw or URL-encoded) and the Redis key `sess:<id>`.
  { kind: 'session id', pattern: /\bs(?::|%3A)[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_/+=%-]{10,}/i },
  { kind: 'session id', pattern: /\bsess:[A-Za-z0-9_-]{20,}/ },
  { kind: 'session cookie', pattern: /avtalt\.sid=[^;\s"]+/ },
  {
    kind: 'e-mail address of a test user',
    pattern: new RegExp(`[A-Za-z0-9._%+-]+@(?:${TEST_EMAIL_DOMAINS.map(escape).join('|')})\\b`, 'i'),
  },
];

/**
 * What is looked for in this run: {@link FORBIDDEN}, and the secret of the run's audit MAC key (issue 31;
 * `npm test` makes one and gives it to every agreements process), which no log line may carry.
 */
export function forbiddenPatterns(env = process.env) {
  const secret = env.AUDIT_HMAC_KEY?.split(':').slice(1).join(':');
  return secret && secret.length >= 16
    ? [...FORBIDDEN, { kind: 'audit MAC key', pattern: new RegExp(escape(secret)) }]
    : FORBIDDEN;
}

/** Every file under `dir` (log files of every process, any depth). */
function files(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** The hits in the log files under `dir`: `{ file, line, kind }` (the file relative to `dir`). */
export function scanLogs(dir) {
  const hits = [];
  const patterns = forbiddenPatterns();
  const scanned = files(dir);
  for (const file of scanned) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((text, index) => {
      for (const { kind, pattern } of patterns) {
        if (pattern.test(text)) {
          hits.push({ file: path.relative(dir, file), line: index + 1, kind });
          break;
        }
      }
    });
  }
  return { files: scanned.length, hits };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dir = process.argv[2];
  if (!dir) {
    process.stderr.write('usage: node scripts/lib/log-scan.mjs <dir>\n');
    process.exit(2);
  }
  const { files: count, hits } = scanLogs(dir);
  for (const hit of hits) process.stdout.write(`${hit.file}:${hit.line}: ${hit.kind} (line not shown)\n`);
  process.stdout.write(`${count} log files, ${hits.length} lines with secrets or personal data\n`);
  process.exit(hits.length > 0 ? 1 : 0);
}
