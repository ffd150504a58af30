import { createHmac } from 'node:crypto';

/**
 * The keys that MAC the audit trail (issue 31, docs/signing-write-path.md). They are never stored in
 * the database the trail is in: `AUDIT_HMAC_KEY` (the key new entries are MACed with) and
 * `AUDIT_HMAC_OLD_KEYS` (earlier keys, only to verify entries written before a rotation), each
 * `<keyId>:<secret>` with a secret of at least 32 bytes as hex or base64.
 */
export interface AuditKey {
  readonly keyId: string;
  readonly secret: Buffer;
}

export interface AuditKeyring {
  /** New entries are MACed with this key. */
  readonly current: AuditKey;
  /** Every key an entry may name (the current one and the old ones), by key id. */
  readonly byId: ReadonlyMap<string, AuditKey>;
}

export const MIN_AUDIT_KEY_BYTES = 32;

/**
 * The fixed key of development and test processes started without one (never accepted in production):
 * it only keeps a process that was given no key working. Entries MACed with it prove nothing.
 */
export const DEV_AUDIT_KEY = 'dev:ZGV2ZWxvcG1lbnQta2V5LW5vdC1hLXNlY3JldC0wMDAwMDAwMA==';

/**
 * Keys that are written down in the repository (the development key, the Secret manifests' placeholders in
 * infra/k8s/base/secret.yaml and infra/k8s/overlays/local/secret.patch.yaml, the production example
 * infra/k8s/overlays/production/secrets.env.example): anyone can MAC with them, so production refuses them,
 * by key id and by secret (a placeholder's secret under another id is no key either; the example's id
 * `k202612` is the format an operator's own key follows, so only its secret is refused).
 */
export const PLACEHOLDER_AUDIT_KEY_IDS: readonly string[] = ['dev', 'replace-me', 'local-cluster'];
const PLACEHOLDER_AUDIT_SECRETS: readonly string[] = [
  DEV_AUDIT_KEY.slice(DEV_AUDIT_KEY.indexOf(':') + 1),
  'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
  'bG9jYWwtY2x1c3Rlci1hdWRpdC1rZXktbm90LWZvci1wcm9k',
  'cmVwbGFjZS13aXRoLW9wZW5zc2wtcmFuZC1iYXNlNjQ=',
];
const isPlaceholder = (key: AuditKey): boolean =>
  PLACEHOLDER_AUDIT_KEY_IDS.includes(key.keyId) ||
  PLACEHOLDER_AUDIT_SECRETS.some((s) => Buffer.from(s, 'base64').equals(key.secret));

/** Parses one `<keyId>:<secret>`; throws a message naming the problem (never the secret). */
export function parseAuditKey(spec: string, name = 'AUDIT_HMAC_KEY'): AuditKey {
  const at = spec.indexOf(':');
  if (at <= 0) throw new Error(`${name}: expected <keyId>:<secret>`);
  const keyId = spec.slice(0, at).trim();
  const text = spec.slice(at + 1).trim();
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(keyId))
    throw new Error(`${name}: the key id must be 1-64 letters, digits, '.', '_' or '-'`);
  const secret =
    /^[0-9a-fA-F]+$/.test(text) && text.length % 2 === 0 && text.length >= MIN_AUDIT_KEY_BYTES * 2
      ? Buffer.from(text, 'hex')
      : /^[A-Za-z0-9+/_-]+={0,2}$/.test(text)
        ? Buffer.from(text, 'base64')
        : Buffer.alloc(0);
  if (secret.length < MIN_AUDIT_KEY_BYTES)
    throw new Error(
      `${name}: the secret of key '${keyId}' must be at least ${MIN_AUDIT_KEY_BYTES} bytes (hex or base64)`,
    );
  return { keyId, secret };
}

/**
 * The keyring from the environment's values. Outside production a missing key falls back to
 * {@link DEV_AUDIT_KEY} (`usedDevKey` says so, for one warning); production refuses a missing or short key
 * and, while signing is on, any key written down in the repository ({@link PLACEHOLDER_AUDIT_KEY_IDS}, the
 * manifests' secrets). With `SIGNING=off` they are let through: nothing is sealed then; once signing is on,
 * an entry MACed under a placeholder no longer verifies (its key id is refused), so it never vouches for a seal.
 */
export function auditKeyringOf(env: {
  AUDIT_HMAC_KEY?: string;
  AUDIT_HMAC_OLD_KEYS?: string;
  NODE_ENV?: string;
  SIGNING?: string;
}): { keyring: AuditKeyring; usedDevKey: boolean } {
  const production = env.NODE_ENV === 'production';
  const given = env.AUDIT_HMAC_KEY?.trim();
  if (!given && production) throw new Error('AUDIT_HMAC_KEY is required in production');
  const current = parseAuditKey(given || DEV_AUDIT_KEY);
  const old = (env.AUDIT_HMAC_OLD_KEYS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((s) => parseAuditKey(s, 'AUDIT_HMAC_OLD_KEYS'));
  const byId = new Map<string, AuditKey>();
  for (const key of [...old, current]) {
    if (production && env.SIGNING !== 'off' && isPlaceholder(key))
      throw new Error(
        `audit keys: key '${key.keyId}' is a placeholder from the repository; production needs a key of its own`,
      );
    const known = byId.get(key.keyId);
    if (known && !known.secret.equals(key.secret))
      throw new Error(`audit keys: key id '${key.keyId}' is given twice with different secrets`);
    byId.set(key.keyId, key);
  }
  return { keyring: { current, byId }, usedDevKey: !given };
}

/** HMAC-SHA256 as lowercase hex. */
export const hmacHex = (key: AuditKey, text: string): string =>
  createHmac('sha256', key.secret).update(text, 'utf8').digest('hex');
