import { auditCanonicalJson, auditChainProblem, type AuditEntry } from '@avtalt/contracts';
import { timingSafeEqual } from 'node:crypto';
import { type AuditKey, type AuditKeyring, hmacHex } from './audit-keys';
import { type SignatureRow, textSha256, type TrailProblem } from './signing.rules';

/**
 * The agreement's audit trail (docs/signing.md): one entry per event, each hash-chained to the one before
 * it, so a removed or changed entry is evident. The entries are the audit projection of the writer's
 * domain events (agreement-events.projections.ts); here they are chained, MACed and checked. Pure.
 */

/** An entry before it is numbered and chained. */
export type AuditDraft = Omit<AuditEntry, 'seq' | 'prevHash' | 'hash'>;

/** The last stored entry of the agreement's trail (none yet: null). */
export interface ChainEnd {
  seq: number;
  hash: string;
}

/** The hash of an entry: SHA-256 over the previous entry's hash and the entry's canonical JSON. */
export function auditHash(entry: Omit<AuditEntry, 'prevHash' | 'hash'>, prevHash: string | null): string {
  return textSha256((prevHash ?? '') + auditCanonicalJson(entry));
}

/** What a new entry's MAC is made with: the audit key and the agreement whose trail it is in. */
export interface MacContext {
  key: AuditKey;
  agreementId: string;
}

/**
 * Numbers and chains drafts after `end` (the trail's last entry, or null for a new trail); with a key,
 * each entry also gets its MAC ({@link auditMac}, bound to the agreement) and the key's id.
 */
export function chainAudit(
  end: ChainEnd | null,
  drafts: readonly AuditDraft[],
  mac?: MacContext,
): AuditEntry[] {
  const entries: AuditEntry[] = [];
  let seq = end?.seq ?? 0;
  let prevHash = end?.hash ?? null;
  for (const draft of drafts) {
    seq += 1;
    const entry = { ...draft, seq };
    const hash = auditHash(entry, prevHash);
    entries.push(
      mac
        ? { ...entry, prevHash, hash, mac: auditMac(mac.key, mac.agreementId, hash), keyId: mac.key.keyId }
        : { ...entry, prevHash, hash },
    );
    prevHash = hash;
  }
  return entries;
}

/**
 * Issue 31: an entry's MAC, HMAC-SHA256 (hex) under the audit key of `agreementId + ':' + hash` (the
 * agreement's id as stored, lowercase with hyphens; the hash as 64 hex characters). The hash covers the
 * entry and, through `prevHash`, every entry before it, so the MAC of any entry vouches for the whole
 * trail up to it; the agreement's id binds it to this agreement (neither the hash nor the canonical JSON
 * names it, so a valid trail of another agreement copied in would otherwise pass). Without the key
 * nobody can make one.
 */
export const auditMac = (key: AuditKey, agreementId: string, hash: string): string =>
  hmacHex(key, `${agreementId}:${hash}`);

/**
 * Issue 31: what the audit details record instead of a client's IP address and browser: HMAC-SHA256
 * (hex) under the audit key of `ip + '\n' + userAgent`. It ties an entry to the values kept in the
 * signatures table (anyone holding them and the key can check it), yet shows neither.
 */
export const clientDigest = (key: AuditKey, client: { ipAddress: string; userAgent: string }): string =>
  hmacHex(key, `${client.ipAddress}\n${client.userAgent}`);

const sameHex = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Issue 31 (docs/signing-write-path.md): the first problem of an agreement's whole trail, or null when
 * it holds. First the chain rule without a key ({@link auditChainProblem} in contracts, the one
 * definition documents checks too): it starts at seq 1 with `created` and no `prevHash`, each entry
 * follows the one before and each `hash` is the documented hash of the entry. Then each entry's MAC
 * must be right for this agreement under the key its `keyId` names. Entries without a MAC are accepted only as a prefix
 * (they were written before the keys existed) followed by at least one MACed entry: that entry's MAC
 * covers their hashes through the chain, so none of them can be rewritten, and a MAC cannot be dropped
 * from an entry after a MACed one.
 */
export function trailProblem(
  agreementId: string,
  entries: readonly AuditEntry[],
  keyring: AuditKeyring,
): TrailProblem | null {
  const chain = auditChainProblem(entries, textSha256);
  if (chain) return chain;
  let maced = false;
  for (const entry of entries) {
    if (entry.mac == null || entry.keyId == null) {
      if (maced) return { seq: entry.seq, reason: 'mac-missing' };
    } else {
      const key = keyring.byId.get(entry.keyId);
      if (!key) return { seq: entry.seq, reason: 'mac-key' };
      if (!sameHex(auditMac(key, agreementId, entry.hash), entry.mac))
        return { seq: entry.seq, reason: 'mac' };
      maced = true;
    }
  }
  // Nothing vouches for a trail without a single MAC (every MAC dropped and the entries rewritten).
  if (!maced) return { seq: entries[entries.length - 1].seq, reason: 'mac-missing' };
  return null;
}

/**
 * The trail as it stood when the agreement was signed: up to its last `signed` entry. What is recorded
 * after (payments marked, reviews) belongs to the signed agreement's life, not to the document sealed; a
 * seal made after such an entry must still end its trail where the signatures end it.
 */
export function trailAsSigned<T extends Pick<AuditEntry, 'kind'>>(entries: readonly T[]): T[] {
  const signed = entries.map((e) => e.kind).lastIndexOf('signed');
  return entries.slice(0, signed + 1);
}

/**
 * Issue 31 review: the signatures that count (not voided) must be exactly the `signature-added` entries
 * after the trail's last `signatures-voided`, matched one to one by what the seal prints of them (text
 * hash, method, address confirmed, where the code went): a signature row added or changed with SQL, or
 * one whose entry was written before these details were recorded, is refused (`seq`: the first entry
 * without a signature, else the trail's last entry). Run after {@link trailProblem} (a whole trail).
 */
export function signaturesTrailProblem(
  entries: readonly AuditEntry[],
  signatures: readonly (Pick<SignatureRow, 'textSha256' | 'method' | 'emailConfirmed' | 'codeSentTo'> &
    Partial<Pick<SignatureRow, 'eid'>>)[],
): TrailProblem | null {
  const lastVoid = entries.map((e) => e.kind).lastIndexOf('signatures-voided');
  const added = entries.slice(lastVoid + 1).filter((e) => e.kind === 'signature-added');
  const unmatched = signatures.map((s) => signatureKey(s));
  for (const entry of added) {
    const d = entry.details;
    const key = signatureKey({
      textSha256: d.textSha256,
      method: d.method,
      emailConfirmed: d.emailConfirmed,
      codeSentTo: d.codeSentTo,
      eid:
        d.method === 'eid'
          ? {
              claimsSha256: d.eidClaimsSha256,
              issuer: d.eidIssuer,
              acr: d.eidAcr,
              method: d.eidMethod,
              broker: d.eidBroker,
              birthDateVerified: d.eidBirthDateVerified,
              authenticatedAt: d.eidAuthenticatedAt,
            }
          : null,
    });
    const at = unmatched.indexOf(key);
    // An entry without these details (written before they were recorded) matches nothing: key differs.
    if (at < 0 || !('codeSentTo' in d) || !('emailConfirmed' in d))
      return { seq: entry.seq, reason: 'signatures' };
    unmatched.splice(at, 1);
  }
  if (unmatched.length > 0) return { seq: entries.at(-1)?.seq ?? null, reason: 'signatures' };
  return null;
}

const signatureKey = (s: {
  textSha256: unknown;
  method: unknown;
  emailConfirmed: unknown;
  codeSentTo: unknown;
  eid?: unknown;
}): string =>
  JSON.stringify([
    s.textSha256 ?? null,
    s.method ?? null,
    s.emailConfirmed ?? null,
    s.codeSentTo ?? null,
    // An eID signature's proof as the entry recorded it (its claims' digest binds the broker's token).
    ...(s.method === 'eid' ? [eidKey(s.eid)] : []),
  ]);

const eidKey = (eid: unknown): unknown => {
  if (eid === null || typeof eid !== 'object') return null;
  const e = eid as Record<string, unknown>;
  return [e.claimsSha256, e.issuer, e.acr, e.method, e.broker, e.birthDateVerified, e.authenticatedAt];
};
