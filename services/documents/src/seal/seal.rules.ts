import { type AuditEntry, auditCanonicalJson, type AuditEventKind, type SealSource, type SignatureMethod } from '@avtalt/contracts';

/**
 * Pure rules of sealing a signed agreement (docs/signing.md): where the platform certificate comes from,
 * checking the audit trail's hash chain, the view model of the signature page and audit trail, and how
 * the evidence is put after the signed text.
 */

// ---- certificate -----------------------------------------------------------------------------

export type CertificateSource =
  | { kind: 'off' }
  | { kind: 'p12'; path: string; passphrase: string }
  | { kind: 'generated'; dir: string }
  | { kind: 'refused'; reason: string };

export interface CertificateSettings {
  SIGNING: 'on' | 'off';
  SIGNING_P12?: string;
  SIGNING_P12_PASSPHRASE: string;
  SIGNING_CERT_DIR?: string;
  AVTALT_DATA_DIR?: string;
  NODE_ENV: string;
}

/**
 * `SIGNING_P12` when given; otherwise a certificate generated at first start into `SIGNING_CERT_DIR`
 * (default `<AVTALT_DATA_DIR or ./.data>/signing`) — except in production, where a generated,
 * self-signed certificate would seal real agreements: refused, the service does not start.
 */
export function certificateSource(settings: CertificateSettings, joinPath: (...parts: string[]) => string): CertificateSource {
  if (settings.SIGNING === 'off') return { kind: 'off' };
  if (settings.SIGNING_P12) return { kind: 'p12', path: settings.SIGNING_P12, passphrase: settings.SIGNING_P12_PASSPHRASE };
  if (settings.NODE_ENV === 'production')
    return {
      kind: 'refused',
      reason:
        'documents: NODE_ENV=production needs the platform certificate: set SIGNING_P12 (path to a .p12 file) and SIGNING_P12_PASSPHRASE, or SIGNING=off to turn signing off',
    };
  return { kind: 'generated', dir: settings.SIGNING_CERT_DIR ?? joinPath(settings.AVTALT_DATA_DIR ?? '.data', 'signing') };
}

// ---- retries ---------------------------------------------------------------------------------

/** Delay before a seal job's next attempt: 1 s doubling, at most 5 minutes apart. */
export function sealRetryDelay(attemptsMade: number): number {
  return Math.min(300_000, 1000 * 2 ** Math.max(0, attemptsMade - 1));
}

// ---- audit chain -----------------------------------------------------------------------------

export interface ChainCheck {
  /** The links and hashes hold AND the trail is complete (see {@link checkAuditChain}). */
  valid: boolean;
  /** The first entry whose link or hash does not hold (null when every link holds). */
  brokenAtSeq: number | null;
  /** Per entry (same order): its own link and hash hold. */
  entries: boolean[];
  /** Why the trail is not complete though its links may hold, in Norwegian (null: complete). */
  incomplete: string | null;
}

/**
 * Checks the hash chain of an audit trail: each entry's `prevHash` is the previous entry's `hash` (the
 * first one's is null: the trail starts there), its `seq` follows the previous one, and its `hash` is
 * SHA-256 of `(prevHash ?? '') + auditCanonicalJson(entry)`. A removed, inserted or changed entry
 * breaks it. The trail must also be complete for the sealed agreement: its last entry is `signed`, and
 * the `signature-added` entries since the last `signatures-voided` are as many as the signers (a
 * trail cut off at the end, or missing a signature, is not whole even if each link holds).
 */
export function checkAuditChain(audit: readonly AuditEntry[], sha256Hex: (text: string) => string, signers: number): ChainCheck {
  const entries = audit.map((entry, index) => {
    const previous = index > 0 ? audit[index - 1] : null;
    const linked = previous ? entry.prevHash === previous.hash && entry.seq === previous.seq + 1 : entry.prevHash === null;
    return linked && entry.hash === sha256Hex((entry.prevHash ?? '') + auditCanonicalJson(entry));
  });
  const broken = entries.indexOf(false);
  const incomplete = trailIncomplete(audit, signers);
  return { valid: broken === -1 && incomplete === null, brokenAtSeq: broken === -1 ? null : audit[broken].seq, entries, incomplete };
}

function trailIncomplete(audit: readonly AuditEntry[], signers: number): string | null {
  if (audit.length === 0 || audit[audit.length - 1].kind !== 'signed') return 'Loggen slutter ikke med at alle parter har signert.';
  const lastVoid = audit.map((e) => e.kind).lastIndexOf('signatures-voided');
  const added = audit.slice(lastVoid + 1).filter((e) => e.kind === 'signature-added').length;
  if (added !== signers) return `Loggen har ${added} signaturer etter siste annullering, men dokumentet har ${signers} signerende.`;
  return null;
}

/** One entry as a reader recomputes it: the exact text its hash covers, and the hashes. */
export interface MachineReadableEntry {
  seq: number;
  prevHash: string | null;
  /** Exactly `auditCanonicalJson(entry)`: hash = sha256hex(utf8((prevHash ?? '') + canonicalJson)). */
  canonicalJson: string;
  hash: string;
}

export const machineReadableTrail = (audit: readonly AuditEntry[]): MachineReadableEntry[] =>
  audit.map((entry) => ({ seq: entry.seq, prevHash: entry.prevHash, canonicalJson: auditCanonicalJson(entry), hash: entry.hash }));

/** The trail as a JSON file attached to the PDF before it is sealed (`revisjonslogg.json`). */
export function auditAttachment(source: SealSource): string {
  return `${JSON.stringify(
    {
      format: 'Avtalt revisjonslogg v1',
      agreementId: source.agreementId,
      textSha256: source.textSha256,
      hashRule: "hash = sha256hex(utf8((prevHash ?? '') + canonicalJson)); prevHash = the previous entry's hash (null for the first)",
      entries: machineReadableTrail(source.audit),
    },
    null,
    2,
  )}\n`;
}

/** The frozen text is what every signer signed: its hash and each signature's hash agree. */
export function sourceConsistent(source: SealSource, htmlSha256: string): boolean {
  return htmlSha256 === source.textSha256 && source.signers.every((s) => s.textSha256 === source.textSha256);
}

// ---- the evidence pages ------------------------------------------------------------------------

export const METHOD_LABELS: Record<SignatureMethod, string> = {
  'email-code': 'Engangskode sendt på e-post',
  password: 'Passord',
};

export const AUDIT_LABELS: Record<AuditEventKind, string> = {
  created: 'Avtalen ble opprettet',
  joined: 'Ble med i avtalen',
  'round-submitted': 'Sendte inn svarene sine',
  'round-started': 'Ny runde startet',
  completed: 'Avtalen ble ferdig (alle enige)',
  'disagreement-declared': 'Uenighet erklært',
  'participant-removed': 'Deltaker fjernet',
  'proposal-accepted': 'Kompromiss godtatt',
  'signature-added': 'Signerte avtalen',
  'signatures-voided': 'Signaturene ble annullert',
  signed: 'Alle parter har signert',
};

/** The details agreements writes into audit entries, in Norwegian (an unknown key is shown as it is). */
const DETAIL_LABELS: Record<string, string> = {
  title: 'Tittel',
  answers: 'Antall svar',
  removed: 'Fjernet',
  parties: 'Antall parter',
  signers: 'Antall signaturer',
  voided: 'Annullerte signaturer',
  method: 'Metode',
  ipAddress: 'IP-adresse',
  userAgent: 'Nettleser',
  textSha256: 'SHA-256 av teksten',
};

/** `25. november 2026 kl. 08.47.48` in Norwegian time, with the UTC instant after it. */
export function norwegianTime(iso: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
  const time = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(date);
  return `${day} kl. ${time} (norsk tid; ${date.toISOString().replace(/\.\d{3}Z$/, 'Z')})`;
}

export interface EvidenceView {
  title: string;
  textSha256: string;
  sealedAt: string;
  /** The signature page every party receives: no IP address or user agent (those are in the audit trail only). */
  signers: { name: string; signedAt: string; method: string; textSha256: string }[];
  audit: {
    seq: number;
    label: string;
    occurredAt: string;
    /** The time exactly as hashed (ISO 8601, milliseconds, UTC). */
    occurredAtIso: string;
    actorName: string | null;
    round: number | null;
    details: { label: string; value: string }[];
    prevHash: string | null;
    hash: string;
    valid: boolean;
  }[];
  /** Each entry's exact hashed text, for the machine-readable section. */
  machineReadable: MachineReadableEntry[];
  chainValid: boolean;
  brokenAtSeq: number | null;
  incomplete: string | null;
  /** The trail starts with an entry other than 'created': the agreement is older than the trail. */
  startsLate: boolean;
  /** The first entry of the trail, for the note "recorded from …". */
  firstRecorded: string | null;
}

export function evidenceView(source: SealSource, chain: ChainCheck, sealedAt: Date): EvidenceView {
  return {
    title: source.title,
    textSha256: source.textSha256,
    sealedAt: norwegianTime(sealedAt.toISOString()),
    signers: source.signers.map((s) => ({
      name: s.name,
      signedAt: norwegianTime(s.signedAt),
      method: METHOD_LABELS[s.method],
      textSha256: s.textSha256,
    })),
    audit: source.audit.map((entry, index) => ({
      seq: entry.seq,
      label: AUDIT_LABELS[entry.kind],
      occurredAt: norwegianTime(entry.occurredAt),
      occurredAtIso: entry.occurredAt,
      actorName: entry.actorName,
      round: entry.round,
      details: Object.keys(entry.details)
        .sort()
        .filter((key) => entry.details[key] !== null && entry.details[key] !== '')
        .map((key) => {
          const value = entry.details[key];
          const shown = key === 'method' && typeof value === 'string' && value in METHOD_LABELS ? METHOD_LABELS[value as SignatureMethod] : String(value);
          return { label: DETAIL_LABELS[key] ?? key, value: shown };
        }),
      prevHash: entry.prevHash,
      hash: entry.hash,
      valid: chain.entries[index],
    })),
    machineReadable: machineReadableTrail(source.audit),
    chainValid: chain.valid,
    brokenAtSeq: chain.brokenAtSeq,
    incomplete: chain.incomplete,
    startsLate: source.audit.length > 0 && source.audit[0].kind !== 'created',
    firstRecorded: source.audit.length > 0 ? norwegianTime(source.audit[0].occurredAt) : null,
  };
}

/**
 * The signed text with the evidence after it: the evidence goes before the text's last `</body>` (so
 * the text's own HTML, whose hash was signed, is kept byte for byte before it), or at the end.
 */
export function withEvidence(html: string, evidence: string): string {
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at === -1 ? html + evidence : html.slice(0, at) + evidence + html.slice(at);
}
