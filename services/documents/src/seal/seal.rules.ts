import { AFRelationship } from 'pdf-lib';
import {
  type AuditEntry,
  type AuditEventKind,
  type SealSource,
  type SignatureMethod,
  type SigningNote,
  signerLevelText,
} from '@avtalt/contracts';
import { checkTrail, type TrailCheck, type TrailEntry, toTrailEntries } from '../verify/audit-chain';
import { ATTACHMENTS, SEAL_SUMMARY_FORMAT, type SealSummary, TRAIL_FORMAT } from '../verify/attachments';

/** A file embedded in the PDF before it is sealed (so the seal covers it). */
export interface PdfAttachment {
  name: string;
  mimeType: string;
  description: string;
  content: string;
  /** What the file is to the document (PDF/A-3 `/AFRelationship`). */
  relationship: AFRelationship;
}

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
export function certificateSource(
  settings: CertificateSettings,
  joinPath: (...parts: string[]) => string,
): CertificateSource {
  if (settings.SIGNING === 'off') return { kind: 'off' };
  if (settings.SIGNING_P12)
    return { kind: 'p12', path: settings.SIGNING_P12, passphrase: settings.SIGNING_P12_PASSPHRASE };
  if (settings.NODE_ENV === 'production')
    return {
      kind: 'refused',
      reason:
        'documents: NODE_ENV=production needs the platform certificate: set SIGNING_P12 (path to a .p12 file) and SIGNING_P12_PASSPHRASE, or SIGNING=off to turn signing off',
    };
  return {
    kind: 'generated',
    dir: settings.SIGNING_CERT_DIR ?? joinPath(settings.AVTALT_DATA_DIR ?? '.data', 'signing'),
  };
}

// ---- retries ---------------------------------------------------------------------------------

/** Delay before a seal job's next attempt: 1 s doubling, at most 5 minutes apart. */
export function sealRetryDelay(attemptsMade: number): number {
  return Math.min(300_000, 1000 * 2 ** Math.max(0, attemptsMade - 1));
}

// ---- audit chain -----------------------------------------------------------------------------

/**
 * The trail agreements handed over, checked by the one chain rule the offline verifier uses
 * (../verify/audit-chain.ts): it starts at sequence 1 with `created`, every link and hash holds, and it
 * is complete for the signers. A trail that does not hold is never sealed (docs/sealed-pdf.md).
 */
export function checkAuditChain(audit: readonly AuditEntry[], signers: number): TrailCheck {
  return checkTrail(toTrailEntries(audit), signers);
}

/** One entry as a reader recomputes it: the exact text its hash covers, and the hashes (and MAC). */
export type MachineReadableEntry = TrailEntry;

export const machineReadableTrail = (audit: readonly AuditEntry[]): MachineReadableEntry[] =>
  toTrailEntries(audit);

/** The trail as a JSON file attached to the PDF before it is sealed (`revisjonslogg.json`). */
export function auditAttachment(source: SealSource): string {
  return `${JSON.stringify(
    {
      format: TRAIL_FORMAT,
      agreementId: source.agreementId,
      textSha256: source.textSha256,
      hashRule:
        "hash = sha256hex(utf8((prevHash ?? '') + canonicalJson)); prevHash = the previous entry's hash (null for entry 1, kind created); mac = HMAC-SHA256(key keyId, hash), checkable by Avtalt only",
      entries: machineReadableTrail(source.audit),
    },
    null,
    2,
  )}\n`;
}

/** `avtalt-segl.json`: the signature page's facts for a machine (the verifier compares its head with the trail). */
export function sealSummary(source: SealSource, sealedAt: Date, timestamped: boolean): string {
  const last = source.audit[source.audit.length - 1];
  const summary: SealSummary = {
    format: SEAL_SUMMARY_FORMAT,
    agreementId: source.agreementId,
    title: source.title,
    textSha256: source.textSha256,
    sealedAt: sealedAt.toISOString(),
    head: { seq: last.seq, hash: last.hash },
    timestamped,
    signers: source.signers,
  };
  return `${JSON.stringify(summary, null, 2)}\n`;
}

/** The three files embedded before sealing (names: ../verify/attachments.ts ATTACHMENTS). */
export function sealAttachments(source: SealSource, sealedAt: Date, timestamped: boolean): PdfAttachment[] {
  return [
    {
      name: ATTACHMENTS.trail,
      mimeType: 'application/json',
      description: 'Maskinlesbar revisjonslogg (hash-kjeden)',
      content: auditAttachment(source),
      relationship: AFRelationship.Supplement,
    },
    {
      name: ATTACHMENTS.summary,
      mimeType: 'application/json',
      description: 'Seglopplysninger: loggens hode, tekstens SHA-256, de signerende',
      content: sealSummary(source, sealedAt, timestamped),
      relationship: AFRelationship.Data,
    },
    {
      name: ATTACHMENTS.text,
      mimeType: 'text/html',
      description: 'Avtaleteksten som ble signert (SHA-256 som på signatursiden)',
      content: source.html,
      // The text the PDF was printed from, as every party signed it.
      relationship: AFRelationship.Source,
    },
  ];
}

/** The frozen text is what every signer signed: its hash and each signature's hash agree. */
export function sourceConsistent(source: SealSource, htmlSha256: string): boolean {
  return htmlSha256 === source.textSha256 && source.signers.every((s) => s.textSha256 === source.textSha256);
}

// ---- the evidence pages ------------------------------------------------------------------------

export const METHOD_LABELS: Record<SignatureMethod, string> = {
  eid: 'Elektronisk ID (eID)',
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
  'party-erased': 'En deltaker slettet kontoen sin (loggen før dette er skrevet om uten navnet)',
  'signature-added': 'Signerte avtalen',
  'signatures-voided': 'Signaturene ble annullert',
  signed: 'Alle parter har signert',
  'payment-marked': 'Markerte en betaling som betalt',
  'payment-confirmed': 'Bekreftet at en betaling er mottatt',
  'review-date-set': 'Satte dato for gjennomgang av avtalen',
  'review-confirmed': 'Bekreftet at avtalen gjelder fortsatt',
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
  textSha256: 'SHA-256 av teksten',
  emailConfirmed: 'E-postadressen bekreftet',
  clientDigest: 'IP-adresse og nettleser',
  payment: 'Betaling',
  label: 'Hva',
  dueDate: 'Forfall',
  amountOre: 'Beløp i øre',
  reviewOn: 'Neste gjennomgang',
};

/** Never printed as they are: the parties' network facts stay with Avtalt (issue 31; each party sees its own). */
const CLIENT_KEYS = new Set(['ipAddress', 'userAgent', 'clientDigest']);

function detailValue(key: string, value: string | number | boolean): string {
  if (key === 'method' && typeof value === 'string' && value in METHOD_LABELS)
    return METHOD_LABELS[value as SignatureMethod];
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nei';
  return String(value);
}

function printedDetails(details: AuditEntry['details']): { label: string; value: string }[] {
  const keys = Object.keys(details)
    .sort()
    .filter((key) => details[key] !== null && details[key] !== '');
  const shown = keys
    .filter((key) => !CLIENT_KEYS.has(key))
    .map((key) => ({ label: DETAIL_LABELS[key] ?? key, value: detailValue(key, details[key]!) }));
  if (keys.some((key) => CLIENT_KEYS.has(key)))
    shown.push({ label: 'IP-adresse og nettleser', value: 'registrert' });
  return shown;
}

/** `25. november 2026 kl. 08.47.48` in Norwegian time, with the UTC instant after it. */
export function norwegianTime(iso: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${day} kl. ${time} (norsk tid; ${date.toISOString().replace(/\.\d{3}Z$/, 'Z')})`;
}

export interface EvidenceView {
  title: string;
  textSha256: string;
  sealedAt: string;
  /**
   * The signature page every party receives: per signer what was proven and what was only stated
   * (`signerLevelText`), never the IP address or browser (only that they were registered).
   */
  signers: { name: string; signedAt: string; method: string; level: string; textSha256: string }[];
  /** The trail's head (its last entry), printed in full: what each party got by mail at the last signature. */
  head: { seq: number; hash: string };
  /** The topic's notes on what the signature cannot do. */
  signingNotes: SigningNote[];
  /** The timestamp authority's host when the seal gets an RFC 3161 timestamp; null: no timestamp (said plainly). */
  timestampAuthority: string | null;
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
    mac: string | null;
    keyId: string | null;
  }[];
  /** Each entry's exact hashed text, for the machine-readable section. */
  machineReadable: MachineReadableEntry[];
  /**
   * An amendment: its number, and the sealed PDF of the version it replaces from the last signature
   * (docs/amendments.md). Absent: an original.
   */
  replaces?: { versionNumber: number; previousNumber: number; sha256: string; from: string };
}

/** The evidence pages' view of a trail that holds (a trail that does not is never sealed). */
export function evidenceView(
  source: SealSource,
  sealedAt: Date,
  timestampAuthority: string | null = null,
  replacesSha256?: string,
): EvidenceView {
  const last = source.audit[source.audit.length - 1];
  const lastSignature = source.signers
    .map((s) => s.signedAt)
    .sort()
    .at(-1)!;
  return {
    ...(source.amends && replacesSha256
      ? {
          replaces: {
            versionNumber: source.amends.versionNumber,
            previousNumber: source.amends.versionNumber - 1,
            sha256: replacesSha256,
            from: norwegianTime(lastSignature),
          },
        }
      : {}),
    title: source.title,
    textSha256: source.textSha256,
    sealedAt: norwegianTime(sealedAt.toISOString()),
    signers: source.signers.map((s) => ({
      // A guardian signs in their own name for the party under 18 (docs/guardians.md).
      name: s.guardianFor ? `${s.name}, verge for ${s.guardianFor}` : s.name,
      signedAt: norwegianTime(s.signedAt),
      method: METHOD_LABELS[s.method],
      level: signerLevelText(s.level),
      textSha256: s.textSha256,
    })),
    head: { seq: last.seq, hash: last.hash },
    signingNotes: source.signingNotes,
    timestampAuthority,
    audit: source.audit.map((entry) => ({
      seq: entry.seq,
      label: AUDIT_LABELS[entry.kind],
      occurredAt: norwegianTime(entry.occurredAt),
      occurredAtIso: entry.occurredAt,
      actorName: entry.actorName,
      round: entry.round,
      details: printedDetails(entry.details),
      prevHash: entry.prevHash,
      hash: entry.hash,
      mac: entry.mac ?? null,
      keyId: entry.keyId ?? null,
    })),
    machineReadable: machineReadableTrail(source.audit),
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
