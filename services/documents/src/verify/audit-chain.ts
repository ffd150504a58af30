import {
  auditCanonicalJson,
  auditChainProblem,
  type AuditChainProblem,
  auditEntrySchema,
  type AuditEntry,
  auditHeadSchema,
  type AuditHead,
  auditReceiptSchema,
  type AuditReceipt,
  sha256HexSchema,
} from '@avtalt/contracts';
import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * The audit trail checked one way for sealing (the trail agreements hands over) and for reading a sealed
 * PDF (the trail embedded in it): docs/sealed-pdf.md. The chain rule itself (start at sequence 1 with the
 * agreement's creation, each `seq` and `prevHash` following the previous entry, each hash
 * `sha256hex(utf8((prevHash ?? '') + auditCanonicalJson(entry)))`) is contracts' `auditChainProblem`, the
 * one definition agreements checks too; this file adds what a PDF needs on top: each entry's embedded text
 * must be its canonical JSON, and a sealed trail must be complete for its signers.
 */

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** One entry as embedded in the PDF (`revisjonslogg.json`): the exact text its hash covers, and its hashes. */
export const trailEntrySchema = z.object({
  seq: z.number().int().min(1),
  prevHash: sha256HexSchema.nullable(),
  /** Exactly `auditCanonicalJson(entry)`. */
  canonicalJson: z.string().max(20_000),
  hash: sha256HexSchema,
  /** HMAC-SHA256 of `hash` under the key `keyId` (only Avtalt holds the key; the verifier cannot check it). */
  mac: sha256HexSchema.nullable().optional(),
  keyId: z.string().max(64).nullable().optional(),
});
export type TrailEntry = z.infer<typeof trailEntrySchema>;

/** What an entry's canonical JSON must say (the fields auditCanonicalJson writes). */
const canonicalEntrySchema = auditEntrySchema
  .pick({ seq: true, kind: true, occurredAt: true, actorName: true, round: true, details: true })
  .strict();
type CanonicalEntry = z.infer<typeof canonicalEntrySchema>;

export const toTrailEntries = (audit: readonly AuditEntry[]): TrailEntry[] =>
  audit.map((entry) => ({
    seq: entry.seq,
    prevHash: entry.prevHash,
    canonicalJson: auditCanonicalJson(entry),
    hash: entry.hash,
    mac: entry.mac ?? null,
    keyId: entry.keyId ?? null,
  }));

export interface TrailCheck {
  /** Starts at 1 with `created`, every link and hash holds, and (with `signers`) the trail is complete. */
  valid: boolean;
  /** The first entry whose link or hash does not hold, or the first entry when the trail starts wrong. */
  brokenAtSeq: number | null;
  /** Per entry (same order): false only at the first entry where the chain breaks (the one `brokenAtSeq` names). */
  entries: boolean[];
  /** Why it is not valid, in Norwegian (null when valid). */
  reason: string | null;
  /** The entries as their canonical JSON says (null where it cannot be read). */
  parsed: (CanonicalEntry | null)[];
}

function parseCanonical(text: string): CanonicalEntry | null {
  try {
    const parsed = canonicalEntrySchema.safeParse(JSON.parse(text));
    // The text must be the canonical form itself, or a reader could not recompute the same hash from the entry.
    return parsed.success && auditCanonicalJson(parsed.data) === text ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks a trail: the start (seq 1, no previous hash, kind `created`), each link (`prevHash` is the
 * previous hash, `seq` follows) and hash, and — when `signers` is given — that it is complete for a
 * signed agreement: its last entry is `signed` and the `signature-added` entries since the last
 * `signatures-voided` are as many as the signers.
 */
export function checkTrail(trail: readonly TrailEntry[], signers: number | null = null): TrailCheck {
  const parsed = trail.map((entry) => parseCanonical(entry.canonicalJson));
  // An entry whose text is not its canonical JSON (or says another seq) cannot be hashed by the rule: the
  // chain breaks there, and only the entries before it go to the rule.
  const unreadable = parsed.findIndex((p, index) => p === null || p.seq !== trail[index].seq);
  const readable = (unreadable === -1 ? trail : trail.slice(0, unreadable)).map((entry, index) => ({
    ...parsed[index]!,
    prevHash: entry.prevHash,
    hash: entry.hash,
  }));
  const problem: AuditChainProblem | null =
    trail.length === 0
      ? { seq: null, reason: 'empty' }
      : (auditChainProblem(readable, sha256Hex) ??
        (unreadable === -1
          ? null
          : { seq: trail[unreadable].seq, reason: unreadable === 0 ? 'start' : 'hash' }));
  const entries = trail.map((entry) => problem === null || problem.seq !== entry.seq);
  const fail = (brokenAtSeq: number | null, reason: string): TrailCheck => ({
    valid: false,
    brokenAtSeq,
    entries,
    reason,
    parsed,
  });
  if (problem?.reason === 'empty') return fail(null, 'Loggen er tom.');
  if (problem?.reason === 'start')
    return fail(
      trail[0].seq,
      `Loggen starter ikke ved hendelse 1 med at avtalen ble opprettet (den første hendelsen i loggen er nr. ${trail[0].seq}).`,
    );
  if (problem) return fail(problem.seq, `Kjeden av hash-verdier stemmer ikke fra hendelse ${problem.seq}.`);
  if (signers !== null) {
    const kinds = parsed.map((p) => p!.kind);
    if (kinds[kinds.length - 1] !== 'signed')
      return fail(null, 'Loggen slutter ikke med at alle parter har signert.');
    const added = kinds
      .slice(kinds.lastIndexOf('signatures-voided') + 1)
      .filter((k) => k === 'signature-added').length;
    if (added !== signers)
      return fail(
        null,
        `Loggen har ${added} signaturer etter siste annullering, men dokumentet har ${signers} signerende.`,
      );
  }
  return { valid: true, brokenAtSeq: null, entries, reason: null, parsed };
}

/** The trail's head (its last entry). */
export const trailHead = (trail: readonly TrailEntry[]): AuditHead | null =>
  trail.length ? { seq: trail[trail.length - 1].seq, hash: trail[trail.length - 1].hash } : null;

export interface ReceiptComparison {
  ok: boolean;
  /** The first entry whose hash differs from the receipt (or that is gone), null when none does. */
  firstChangedSeq: number | null;
  message: string;
}

const norwegianInstant = (iso: string): string =>
  `${new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', dateStyle: 'long', timeStyle: 'medium' }).format(new Date(iso))} (norsk tid)`;

/**
 * A receipt a party got by mail at a signature (contracts `auditReceiptSchema`) against the trail: every
 * entry it lists must still be there with the same hash. Names the first one that is not.
 */
export function compareReceipt(
  trail: readonly TrailEntry[],
  agreementId: string | null,
  input: unknown,
): ReceiptComparison {
  const parsed = auditReceiptSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      firstChangedSeq: null,
      message: 'Kvitteringen kan ikke leses (ikke en revisjonskvittering fra Avtalt).',
    };
  const receipt: AuditReceipt = parsed.data;
  if (agreementId !== null && receipt.agreementId !== agreementId)
    return {
      ok: false,
      firstChangedSeq: null,
      message: 'Kvitteringen gjelder en annen avtale enn denne PDF-en.',
    };
  const bySeq = new Map(trail.map((entry) => [entry.seq, entry.hash]));
  const listed = [...receipt.entries, receipt.head].sort((a, b) => a.seq - b.seq);
  for (const entry of listed) {
    const hash = bySeq.get(entry.seq);
    if (hash === undefined)
      return {
        ok: false,
        firstChangedSeq: entry.seq,
        message: `Oppføring ${entry.seq} finnes ikke lenger i loggen: loggen er endret etter at kvitteringen ble sendt.`,
      };
    if (hash !== entry.hash)
      return {
        ok: false,
        firstChangedSeq: entry.seq,
        message: `Oppføring ${entry.seq} er endret etter at kvitteringen ble sendt.`,
      };
  }
  return {
    ok: true,
    firstChangedSeq: null,
    message: `Kvitteringen fra ${norwegianInstant(receipt.issuedAt)} stemmer: oppføring 1 til ${receipt.head.seq} er uendret i loggen.`,
  };
}

/** `SEQ:HASH` as the mail gives the head, or null. */
export function parseHead(text: string): AuditHead | null {
  const match = /^(\d+):([0-9a-f]{64})$/.exec(text.trim().toLowerCase());
  if (!match) return null;
  const parsed = auditHeadSchema.safeParse({ seq: Number(match[1]), hash: match[2] });
  return parsed.success ? parsed.data : null;
}

/** A head a party got by mail against the trail: the entry at its seq has its hash (else the trail changed at or before it). */
export function compareHead(trail: readonly TrailEntry[], head: AuditHead): ReceiptComparison {
  const entry = trail.find((e) => e.seq === head.seq);
  if (!entry)
    return {
      ok: false,
      firstChangedSeq: head.seq,
      message: `Oppføring ${head.seq} finnes ikke i loggen: loggen er endret etter at du fikk hodet ${head.seq}:${head.hash.slice(0, 12)}….`,
    };
  if (entry.hash !== head.hash)
    return {
      ok: false,
      firstChangedSeq: head.seq,
      message: `Oppføring ${head.seq} stemmer ikke med hodet du fikk: loggen er endret ved eller før oppføring ${head.seq}. En kvittering (--receipt) viser hvilken oppføring som ble endret først.`,
    };
  return {
    ok: true,
    firstChangedSeq: null,
    message: `Hodet ${head.seq}:${head.hash.slice(0, 12)}… stemmer: oppføring 1 til ${head.seq} er uendret.`,
  };
}
