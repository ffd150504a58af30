import type { AuditEntry } from './signatures.schema';

/**
 * The canonical JSON of an audit trail entry (issue 18), the one string both the agreements service (when
 * it writes an entry) and the documents service (when it checks the chain for the sealed PDF) hash:
 * `hash = SHA-256 hex of (prevHash ?? '') + auditEntryCanonicalJson(entry)`, over UTF-8.
 *
 * It is `JSON.stringify` of the entry's fields except `prevHash` and `hash`, in this fixed order — seq,
 * kind, occurredAt, actorName, round, details — with the keys of `details` sorted (`Array.prototype.sort`).
 * Pure (no crypto here: the contracts are also bundled into the web app).
 */
export function auditEntryCanonicalJson(entry: Omit<AuditEntry, 'prevHash' | 'hash'>): string {
  const details = Object.fromEntries(
    Object.keys(entry.details)
      .sort()
      .map((key) => [key, entry.details[key]]),
  );
  return JSON.stringify({
    seq: entry.seq,
    kind: entry.kind,
    occurredAt: entry.occurredAt,
    actorName: entry.actorName,
    round: entry.round,
    details,
  });
}
