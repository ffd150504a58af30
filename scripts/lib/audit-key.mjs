// The key that MACs each agreement's audit entries (issue 31, docs/signing-write-path.md). It must not
// live in the database it protects: production takes it from the environment (a Kubernetes Secret);
// `npm start` makes one on its first run and keeps it beside the data (`<data dir>/secrets`), so
// entries written yesterday still verify today; `npm test` makes a fresh one for its run.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The only services that get the key in their environment (the others never see it). */
export const AUDIT_KEY_SERVICES = new Set(['agreements']);
export const AUDIT_KEY_VARIABLES = ['AUDIT_HMAC_KEY', 'AUDIT_HMAC_OLD_KEYS'];

/** A new key in the format the agreements service reads: `<keyId>:<base64 of 32 random bytes>`. */
export function newAuditKey(now = new Date()) {
  const keyId = `local-${now.toISOString().slice(0, 10).replaceAll('-', '')}`;
  return `${keyId}:${randomBytes(32).toString('base64')}`;
}

/**
 * `AUDIT_HMAC_KEY` from the environment, else the key kept in `<dataDir>/secrets/audit-hmac.key`
 * (made, readable by the owner only, when missing).
 */
export function auditKeyFor(dataDir) {
  if (process.env.AUDIT_HMAC_KEY) return process.env.AUDIT_HMAC_KEY;
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, 'audit-hmac.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const key = newAuditKey();
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return key;
}
