import { z } from 'zod';
import { fullNameSchema } from '../common/person-name.schema';
import { sha256HexSchema } from './signatures.schema';

// ---- audit trail -----------------------------------------------------------------------------

/**
 * What the audit trail records, one entry per event, written in the transaction that made the change
 * (agreements' `audit_events`). Each entry's `hash` is SHA-256 over the previous entry's hash and the
 * entry's canonical JSON, so a removed or changed entry breaks the chain (rules in agreements).
 */
export const auditEventKindSchema = z.enum([
  'created',
  'joined',
  'round-submitted',
  'round-started',
  'completed',
  'disagreement-declared',
  'participant-removed',
  'signature-added',
  'signatures-voided',
  'signed',
  /** Every participant accepted a proposal (details: question, source, the proposal's text). */
  'proposal-accepted',
  /**
   * A participant deleted their account before the agreement was signed (docs/data-rights.md): the trail
   * before this entry was rewritten without their name and chained again (details: the head it replaced).
   */
  'party-erased',
  /** After signing (docs/obligations.md): the payer marked a payment «Betalt» (details: the payment, its amount and due date). */
  'payment-marked',
  /** … and the payee confirmed it «Mottatt». */
  'payment-confirmed',
  /** After signing (docs/reviews.md): a party set the date to look at the agreement again (details: the date). */
  'review-date-set',
  /** … a party recorded «Avtalen gjelder fortsatt» (details: the next review date). */
  'review-confirmed',
]);
export type AuditEventKind = z.infer<typeof auditEventKindSchema>;
export const auditEntrySchema = z.object({
  seq: z.number().int().min(1),
  kind: auditEventKindSchema,
  occurredAt: z.iso.datetime(),
  /** The person who did it, by name (null when it happened by itself). */
  actorName: fullNameSchema.nullable(),
  round: z.number().int().nullable(),
  /** Signature entries: method, IP address, user agent and the signed text's SHA-256. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  prevHash: sha256HexSchema.nullable(),
  hash: sha256HexSchema,
  /**
   * HMAC-SHA256 (hex) of `agreementId + ':' + hash` under the key `keyId` (AUDIT_HMAC_KEY, never in the database),
   * so an entry rewritten with database access alone is evident. Null on entries written before the keys.
   */
  mac: sha256HexSchema.nullable().optional(),
  keyId: z.string().max(64).nullable().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The trail's head (its last entry) as each party gets it by mail at every signature. */
export const auditHeadSchema = z.object({ seq: z.number().int().min(1), hash: sha256HexSchema });
export type AuditHead = z.infer<typeof auditHeadSchema>;

/**
 * The receipt mailed to every party at every signature (a JSON attachment), read by the offline
 * verifier (`node scripts/verify-pdf.mjs FILE.pdf --receipt RECEIPT.json`): every entry's hash as the trail
 * stood then, so a later rewrite (even re-MACed with the key) is named at its first differing entry.
 */
export const AUDIT_RECEIPT_FORMAT = 'avtalt-revisjonskvittering/1';
export const auditReceiptSchema = z.object({
  format: z.literal(AUDIT_RECEIPT_FORMAT),
  agreementId: z.uuid(),
  title: z.string(),
  issuedAt: z.iso.datetime(),
  head: auditHeadSchema,
  entries: z.array(auditHeadSchema),
});
export type AuditReceipt = z.infer<typeof auditReceiptSchema>;

/**
 * The exact text an audit entry's hash covers (additive): the entry's own fields without
 * `prevHash` and `hash`, as JSON with the keys sorted (details too). The hash is
 * `sha256hex(utf8((prevHash ?? '') + auditCanonicalJson(entry)))`; agreements writes it and documents
 * checks the chain with the same function (pure, so the browser could too).
 */
export function auditCanonicalJson(entry: Omit<AuditEntry, 'prevHash' | 'hash'>): string {
  const details = Object.fromEntries(
    Object.keys(entry.details)
      .sort()
      .map((k) => [k, entry.details[k]]),
  );
  return JSON.stringify({
    actorName: entry.actorName,
    details,
    kind: entry.kind,
    occurredAt: entry.occurredAt,
    round: entry.round,
    seq: entry.seq,
  });
}

/** Why a trail's chain does not hold, naming its first bad entry (`seq`: null when the trail is empty). */
export interface AuditChainProblem {
  seq: number | null;
  reason: 'empty' | 'start' | 'sequence' | 'link' | 'hash';
}

/**
 * The one chain rule, without a key (docs/signing-write-path.md): a trail starts at seq 1 with
 * `created` and no `prevHash`; each later entry has the next seq and the previous entry's `hash` as its
 * `prevHash`; each `hash` is `sha256Hex((prevHash ?? '') + auditCanonicalJson(entry))`. Returns the first
 * problem, or null when the chain holds. `sha256Hex` (lowercase hex of the UTF-8 text's SHA-256) is a
 * parameter because contracts stay browser-safe (no node:crypto here). Agreements adds the MACs on top;
 * documents and the offline verifier check the same rule.
 */
export function auditChainProblem(
  entries: readonly Pick<
    AuditEntry,
    'seq' | 'kind' | 'occurredAt' | 'actorName' | 'round' | 'details' | 'prevHash' | 'hash'
  >[],
  sha256Hex: (text: string) => string,
): AuditChainProblem | null {
  if (entries.length === 0) return { seq: null, reason: 'empty' };
  let prev: (typeof entries)[number] | undefined;
  for (const entry of entries) {
    if (!prev && (entry.seq !== 1 || entry.kind !== 'created' || entry.prevHash !== null))
      return { seq: entry.seq, reason: 'start' };
    if (prev && entry.seq !== prev.seq + 1) return { seq: entry.seq, reason: 'sequence' };
    if (prev && entry.prevHash !== prev.hash) return { seq: entry.seq, reason: 'link' };
    if (sha256Hex((entry.prevHash ?? '') + auditCanonicalJson(entry)) !== entry.hash)
      return { seq: entry.seq, reason: 'hash' };
    prev = entry;
  }
  return null;
}
