import { type AuditHead, type PdfCheck, type PdfVerification, signerLevelText } from '@avtalt/contracts';
import { createHash } from 'node:crypto';
import { checkTrail, compareHead, compareReceipt, type TrailEntry, trailHead } from './audit-chain';
import {
  ATTACHMENTS,
  embeddedFiles,
  parseJson,
  sealSummarySchema,
  trailAttachmentSchema,
} from './attachments';
import { checkArchive } from './archive-check';
import { checkSeal, type SealFound, UNREADABLE_SEAL } from './seal-check';

/**
 * Checks a sealed Avtalt PDF without Avtalt's server or database (docs/sealed-pdf.md): the one checker
 * behind `node scripts/verify-pdf.mjs` (offline) and `POST /api/verify` (/verifiser).
 *
 * (a) the seal: the CMS signature covers the file up to its revision (ByteRange), its messageDigest is the hash of
 *     those bytes and its signature holds with the certificate in it; the RFC 3161 timestamp, when there
 *     is one, is over that signature and holds with its TSA certificate; after the seal's revision, only
 *     validation data and archive timestamps that hold (./archive-check.ts);
 * (b) the embedded trail (`revisjonslogg.json`): from sequence 1 `created`, every link and hash by the
 *     chain rule (./audit-chain.ts), complete for the signers;
 * (c) the embedded seal summary (`avtalt-segl.json`): its head is the trail's last entry, its text hash is
 *     the embedded text's (`avtaletekst.html`), each signer's and each signature entry's;
 * (d) receipts and heads the parties got by mail: the first entry whose hash differs is named.
 * Which certificate made the seal is checked only against the fingerprints given (`sealCertificates`:
 * /verifiser gives documents' own, `--cert-sha256` the reader's): anyone can make a CMS signature with a
 * self-signed certificate named "CN=Avtalt", so without them the seal check says only that the file is
 * unchanged since some certificate sealed it, and prints that certificate's subject and fingerprint.
 * The seal is read in ./seal-check.ts, the embedded files in ./attachments.ts.
 */

export interface VerifyOptions {
  /** Receipts as parsed JSON (checked against contracts `auditReceiptSchema`). */
  receipts?: unknown[];
  heads?: AuditHead[];
  /**
   * SHA-256 fingerprints (hex) of the certificates that seal for this Avtalt: given, a seal made with any
   * other certificate fails (`NOT_OUR_SEAL`, ./seal-check.ts). Not given: the certificate is printed for the reader to judge.
   */
  sealCertificates?: readonly string[];
}

const sha256Hex = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** Checks a sealed PDF (see the module comment). Never throws for a bad file: the checks say what failed. */
export async function verifySealedPdf(
  input: Uint8Array,
  options: VerifyOptions = {},
): Promise<PdfVerification> {
  const pdf = Buffer.from(input);
  const checks: PdfCheck[] = [];
  let seal: SealFound;
  try {
    seal = checkSeal(pdf, options.sealCertificates);
  } catch {
    // Whatever a crafted file does to the parsers, the answer is a failed check, never an error.
    seal = UNREADABLE_SEAL;
  }
  checks.push(seal.check);

  let files = new Map<string, Buffer>();
  let unreadable = false;
  try {
    files = await embeddedFiles(pdf);
  } catch {
    unreadable = true;
  }
  const summary = parseJson(files.get(ATTACHMENTS.summary), sealSummarySchema);
  const trail = parseJson(files.get(ATTACHMENTS.trail), trailAttachmentSchema);
  const text = files.get(ATTACHMENTS.text);

  // The timestamp: present and holding, missing where the seal says it was made with one, or none (said plainly).
  if (seal.timestampCheck) checks.push(seal.timestampCheck);
  else if (seal.check.status === 'ok')
    checks.push(
      summary?.timestamped
        ? {
            id: 'timestamp',
            status: 'failed',
            message: 'Seglet ble laget med tidsstempel, men tidsstempelet mangler i signaturen.',
          }
        : {
            id: 'timestamp',
            status: 'info',
            message:
              'Seglet har ikke tidsstempel fra en uavhengig tjeneste: forseglingstidspunktet er Avtalts eget.',
          },
    );

  // The archive part: validation data and archive timestamps appended after the seal's revision.
  if (seal.check.status === 'ok' && seal.sealedLength !== null && seal.archive.length > 0) {
    try {
      checks.push((await checkArchive(pdf, seal.sealedLength, seal.archive)).check);
    } catch {
      checks.push({ id: 'archive', status: 'failed', message: 'Arkivdelen av filen kan ikke leses.' });
    }
  }

  // (b) the trail.
  const entries: TrailEntry[] = trail?.entries ?? [];
  if (unreadable)
    checks.push({ id: 'trail', status: 'failed', message: 'Vedleggene i PDF-en kan ikke leses.' });
  else if (!trail)
    checks.push({
      id: 'trail',
      status: 'failed',
      message: `PDF-en har ingen lesbar revisjonslogg (vedlegget ${ATTACHMENTS.trail}).`,
    });
  else {
    const chain = checkTrail(entries, summary ? summary.signers.length : null);
    const macs = entries.filter((e) => e.mac).length;
    checks.push(
      chain.valid
        ? {
            id: 'trail',
            status: 'ok',
            message: `Revisjonsloggen henger sammen: ${entries.length} hendelser fra nr. 1 (avtalen ble opprettet) til nr. ${entries[entries.length - 1].seq}, hver knyttet til den forrige med sin hash-verdi. ${macs === entries.length ? 'Hver hendelse har også en MAC som bare Avtalt kan kontrollere.' : `${macs} av ${entries.length} hendelser har MAC.`}`,
          }
        : { id: 'trail', status: 'failed', message: `Revisjonsloggen holder ikke: ${chain.reason}` },
    );
  }

  // (c) the embedded head and text hash.
  const head = trailHead(entries);
  if (!summary)
    checks.push({
      id: 'head',
      status: 'failed',
      message: `PDF-en har ingen lesbar seglopplysning (vedlegget ${ATTACHMENTS.summary}).`,
    });
  else if (!trail || !head)
    checks.push({
      id: 'head',
      status: 'failed',
      message: 'Hodet på signatursiden kan ikke sammenlignes: loggen mangler.',
    });
  else if (summary.agreementId !== trail.agreementId)
    checks.push({
      id: 'head',
      status: 'failed',
      message: 'Seglopplysningen og loggen gjelder ulike avtaler.',
    });
  else if (summary.head.seq !== head.seq || summary.head.hash !== head.hash)
    checks.push({
      id: 'head',
      status: 'failed',
      message: `Hodet på signatursiden (${summary.head.seq}:${summary.head.hash.slice(0, 12)}…) er ikke loggens siste hendelse (${head.seq}:${head.hash.slice(0, 12)}…).`,
    });
  else
    checks.push({
      id: 'head',
      status: 'ok',
      message: `Hodet på signatursiden er loggens siste hendelse: ${head.seq}:${head.hash}.`,
    });

  if (summary) {
    const textHash = text ? sha256Hex(text) : null;
    const signedEntries = checkTrail(entries).parsed.filter((p) => p?.kind === 'signature-added');
    const problems = [
      textHash === null
        ? `vedlegget ${ATTACHMENTS.text} mangler`
        : textHash !== summary.textSha256
          ? 'den innebygde avtaleteksten har en annen SHA-256 enn den som ble signert'
          : null,
      trail && trail.textSha256 !== summary.textSha256 ? 'loggen oppgir en annen tekst-SHA-256' : null,
      summary.signers.some((s) => s.textSha256 !== summary.textSha256)
        ? 'en signatur gjelder en annen tekst'
        : null,
      signedEntries.some(
        (e) => e?.details.textSha256 !== undefined && e.details.textSha256 !== summary.textSha256,
      )
        ? 'en signaturhendelse i loggen gjelder en annen tekst'
        : null,
    ].filter((p): p is string => p !== null);
    checks.push(
      problems.length === 0
        ? {
            id: 'text',
            status: 'ok',
            message: `Avtaleteksten i PDF-en (${ATTACHMENTS.text}) har SHA-256 ${summary.textSha256}, den samme som hver part signerte.`,
          }
        : { id: 'text', status: 'failed', message: `Teksten stemmer ikke: ${problems.join('; ')}.` },
    );
  }

  // (d) receipts and heads from the mails.
  let firstChangedSeq: number | null = null;
  const compared = [
    ...(options.receipts ?? []).map((receipt) =>
      compareReceipt(entries, trail?.agreementId ?? null, receipt),
    ),
    ...(options.heads ?? []).map((given) => compareHead(entries, given)),
  ];
  for (const result of compared) {
    checks.push({ id: 'receipt', status: result.ok ? 'ok' : 'failed', message: result.message });
    if (result.firstChangedSeq !== null)
      firstChangedSeq =
        firstChangedSeq === null ? result.firstChangedSeq : Math.min(firstChangedSeq, result.firstChangedSeq);
  }

  return {
    valid: checks.every((check) => check.status !== 'failed'),
    checks,
    certificateSubject: seal.certificateSubject,
    certificateSha256: seal.certificateSha256,
    timestamp: seal.timestamp,
    title: summary?.title ?? null,
    agreementId: summary?.agreementId ?? trail?.agreementId ?? null,
    textSha256: summary?.textSha256 ?? null,
    head,
    firstChangedSeq,
    signers: (summary?.signers ?? []).map((s) => ({
      name: s.name,
      signedAt: s.signedAt,
      method: s.method,
      level: s.level,
      levelText: signerLevelText(s.level),
    })),
  };
}
