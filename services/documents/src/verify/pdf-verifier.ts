import {
  type AuditHead,
  auditHeadSchema,
  type PdfCheck,
  type PdfVerification,
  sealSignerSchema,
  sha256HexSchema,
  signerLevelText,
} from '@avtalt/contracts';
import { createHash, type X509Certificate } from 'node:crypto';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import { inflateSync } from 'node:zlib';
import { z } from 'zod';
import {
  checkTrail,
  compareHead,
  compareReceipt,
  type TrailEntry,
  trailEntrySchema,
  trailHead,
} from './audit-chain';
import {
  checkSigner,
  checkTimestampToken,
  digest,
  OID,
  parseSignedData,
  type SignedData,
  subjectLine,
} from './cms';
import { readTlv } from './der';

/**
 * Checks a sealed Avtalt PDF without Avtalt's server or database (docs/sealed-pdf.md): the one checker
 * behind `node scripts/verify-pdf.mjs` (offline) and `POST /api/verify` (/verifiser).
 *
 * (a) the seal: the CMS signature covers the whole file (ByteRange), its messageDigest is the hash of
 *     those bytes and its signature holds with the certificate in it; the RFC 3161 timestamp, when there
 *     is one, is over that signature and holds with its TSA certificate;
 * (b) the embedded trail (`revisjonslogg.json`): from sequence 1 `created`, every link and hash by the
 *     chain rule (./audit-chain.ts), complete for the signers;
 * (c) the embedded seal summary (`avtalt-segl.json`): its head is the trail's last entry, its text hash is
 *     the embedded text's (`avtaletekst.html`), each signer's and each signature entry's;
 * (d) receipts and heads the parties got by mail: the first entry whose hash differs is named.
 * Which certificate made the seal is checked only against the fingerprints given (`sealCertificates`:
 * /verifiser gives documents' own, `--cert-sha256` the reader's): anyone can make a CMS signature with a
 * self-signed certificate named "CN=Avtalt", so without them the seal check says only that the file is
 * unchanged since some certificate sealed it, and prints that certificate's subject and fingerprint.
 */

/** The embedded files (names are part of the format; docs/sealed-pdf.md). */
export const ATTACHMENTS = {
  trail: 'revisjonslogg.json',
  summary: 'avtalt-segl.json',
  text: 'avtaletekst.html',
} as const;

export const SEAL_SUMMARY_FORMAT = 'avtalt-segl/1';
export const TRAIL_FORMAT = 'avtalt-revisjonslogg/2';

/** `avtalt-segl.json`: what the signature page prints, machine-readable (embedded before sealing). */
export const sealSummarySchema = z.object({
  format: z.literal(SEAL_SUMMARY_FORMAT),
  agreementId: z.uuid(),
  title: z.string(),
  textSha256: sha256HexSchema,
  sealedAt: z.iso.datetime(),
  /** The trail's last entry, as printed on the signature page. */
  head: auditHeadSchema,
  /** The seal was made with an RFC 3161 timestamp (TSA_URL set): a token missing from it is a failure. */
  timestamped: z.boolean(),
  signers: z.array(sealSignerSchema),
});
export type SealSummary = z.infer<typeof sealSummarySchema>;

/** `revisjonslogg.json`: the whole trail, each entry's exact hashed text with hash, MAC and key id. */
export const trailAttachmentSchema = z.object({
  format: z.string(),
  agreementId: z.uuid(),
  textSha256: sha256HexSchema,
  hashRule: z.string(),
  entries: z.array(trailEntrySchema),
});
export type TrailAttachment = z.infer<typeof trailAttachmentSchema>;

export interface VerifyOptions {
  /** Receipts as parsed JSON (checked against contracts `auditReceiptSchema`). */
  receipts?: unknown[];
  heads?: AuditHead[];
  /**
   * SHA-256 fingerprints (hex) of the certificates that seal for this Avtalt: given, a seal made with any
   * other certificate fails ({@link NOT_OUR_SEAL}). Not given: the certificate is printed for the reader to judge.
   */
  sealCertificates?: readonly string[];
}

/** The seal check's message for a seal made by a certificate not among `sealCertificates`. */
export const NOT_OUR_SEAL = 'Seglet er ikke laget av denne Avtalt-tjenesten';

/** A certificate's SHA-256 fingerprint as documents logs it: lowercase hex without colons. */
export const fingerprintHex = (certificate: X509Certificate): string =>
  certificate.fingerprint256.replace(/:/g, '').toLowerCase();

const sha256Hex = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');
const norwegianInstant = (iso: string): string =>
  `${new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', dateStyle: 'long', timeStyle: 'medium' }).format(new Date(iso))} norsk tid (${iso.replace(/\.\d{3}Z$/, 'Z')})`;

interface SealFound {
  check: PdfCheck;
  timestampCheck: PdfCheck | null;
  certificateSubject: string | null;
  certificateSha256: string | null;
  timestamp: { time: string; authority: string } | null;
}

/** The seal's CMS and the byte ranges it covers, or why it cannot be read (Norwegian). */
export function readSeal(
  pdf: Buffer,
): { ranges: [Buffer, Buffer]; cms: Buffer; data: SignedData } | { problem: string } {
  const text = pdf.toString('latin1');
  const matches = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  if (matches.length === 0) return { problem: 'PDF-en har ikke noe segl (ingen signatur i filen).' };
  if (matches.length > 1) return { problem: 'PDF-en har mer enn én signatur; et Avtalt-segl er den eneste.' };
  const [a, b, c, d] = matches[0].slice(1, 5).map(Number);
  if (a !== 0 || b <= 0 || c <= b || c + d !== pdf.length)
    return { problem: 'Seglet dekker ikke hele filen: noe er lagt til eller endret etter forseglingen.' };
  const hex = text.slice(b, c);
  if (!/^<[0-9a-fA-F]*>$/.test(hex)) return { problem: 'Seglets signatur kan ikke leses.' };
  const padded = Buffer.from(hex.slice(1, -1), 'hex');
  try {
    const cms = padded.subarray(0, readTlv(padded, 0).end);
    return { ranges: [pdf.subarray(a, a + b), pdf.subarray(c, c + d)], cms, data: parseSignedData(cms) };
  } catch {
    return { problem: 'Seglets signatur kan ikke leses (ikke en CMS-signatur).' };
  }
}

/** (a) the seal over the ByteRange and (when there is one) its signature timestamp. */
function checkSeal(pdf: Buffer, sealCertificates: readonly string[] | undefined): SealFound {
  const none = (message: string): SealFound => ({
    check: { id: 'seal', status: 'failed', message },
    timestampCheck: null,
    certificateSubject: null,
    certificateSha256: null,
    timestamp: null,
  });
  const seal = readSeal(pdf);
  if ('problem' in seal) return none(seal.problem);
  const { data, ranges } = seal;
  const signer = data.signerInfos[0];
  if (!signer || data.signerInfos.length !== 1) return none('Seglet skal ha nøyaktig én signatur.');
  const check = checkSigner(data, signer, (name) => digest(name, ...ranges));
  if (!check.ok) return none(`Seglet holder ikke: ${check.reason}.`);
  const subject = subjectLine(check.certificate);
  const fingerprint = fingerprintHex(check.certificate);
  if (sealCertificates && !sealCertificates.some((known) => known.toLowerCase() === fingerprint))
    // A valid signature by someone else's certificate, whatever its name says: not our seal.
    return {
      ...none(
        `${NOT_OUR_SEAL}: det er laget med sertifikatet «${subject}» (SHA-256-fingeravtrykk ${fingerprint}), som ikke er vårt.`,
      ),
      certificateSubject: subject,
      certificateSha256: fingerprint,
    };
  const selfSigned = check.certificate.issuer === check.certificate.subject;
  const sealCheck: PdfCheck = {
    id: 'seal',
    status: 'ok',
    // The fingerprint as documents logs it at start: a reader can compare it with the one Avtalt publishes.
    message: sealCertificates
      ? `Seglet holder: filen er ikke endret siden denne Avtalt-tjenesten forseglet den med sertifikatet «${subject}» (SHA-256-fingeravtrykk ${fingerprint}).`
      : `Seglet holder: filen er ikke endret siden den ble forseglet med sertifikatet «${subject}»${selfSigned ? ' (selvsignert)' : `, utstedt av «${subjectLineOf(check.certificate.issuer)}»`}. Sertifikatets SHA-256-fingeravtrykk: ${fingerprint}. Om det er Avtalts sertifikat, vet du først når du har sammenlignet fingeravtrykket med det Avtalt publiserer.`,
  };
  const token = signer.unsignedAttributes.get(OID.signatureTimeStampToken)?.[0];
  if (!token)
    return {
      check: sealCheck,
      timestampCheck: null,
      certificateSubject: subject,
      certificateSha256: fingerprint,
      timestamp: null,
    };
  const stamped = checkTimestampToken(token, signer.signature);
  if (!stamped.ok)
    return {
      check: sealCheck,
      timestampCheck: {
        id: 'timestamp',
        status: 'failed',
        message: `Tidsstempelet holder ikke: ${stamped.reason}.`,
      },
      certificateSubject: subject,
      certificateSha256: fingerprint,
      timestamp: null,
    };
  return {
    check: sealCheck,
    timestampCheck: {
      id: 'timestamp',
      status: 'ok',
      message: `Tidsstempel (RFC 3161) fra «${stamped.authority}»: seglet fantes ${norwegianInstant(stamped.time)}.`,
    },
    certificateSubject: subject,
    certificateSha256: fingerprint,
    timestamp: { time: stamped.time, authority: stamped.authority },
  };
}

const subjectLineOf = (multiline: string): string => multiline.split('\n').join(', ');

/** The most an embedded file may inflate to (the signed text is at most a few MB): a zip bomb stops here. */
const MAX_ATTACHMENT_BYTES = 16 * 1024 * 1024;

/** A stream's bytes: as they are, or inflated (FlateDecode, as pdf-lib writes attachments) up to the cap. */
function decodeStream(stream: PDFRawStream): Buffer {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const single = filter instanceof PDFArray && filter.size() === 1 ? filter.lookup(0) : filter;
  if (single === undefined) return Buffer.from(stream.contents);
  if (single === PDFName.of('FlateDecode'))
    return inflateSync(stream.contents, { maxOutputLength: MAX_ATTACHMENT_BYTES });
  throw new Error('unsupported attachment filter');
}

/**
 * The PDF's embedded files by name (the EmbeddedFiles name tree), decoded; only the names in `wanted`
 * (an open endpoint reads this: nothing else is inflated). Throws for a file that cannot be read.
 */
export async function embeddedFiles(
  pdf: Uint8Array,
  wanted: ReadonlySet<string> = new Set(Object.values(ATTACHMENTS)),
): Promise<Map<string, Buffer>> {
  const doc = await PDFDocument.load(pdf, {
    updateMetadata: false,
    ignoreEncryption: true,
    throwOnInvalidObject: false,
  });
  const files = new Map<string, Buffer>();
  const tree = doc.catalog
    .lookupMaybe(PDFName.of('Names'), PDFDict)
    ?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const walk = (node: PDFDict | undefined, depth: number) => {
    if (!node || depth > 8) return;
    const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
    for (let i = 0; names && i + 1 < names.size(); i += 2) {
      const key = names.lookup(i);
      const spec = names.lookupMaybe(i + 1, PDFDict);
      const stream = spec?.lookupMaybe(PDFName.of('EF'), PDFDict)?.lookup(PDFName.of('F'));
      if (!(stream instanceof PDFRawStream) || !(key instanceof PDFString || key instanceof PDFHexString))
        continue;
      const name = key.decodeText();
      if (!wanted.has(name)) continue;
      // A name given twice is refused rather than one of them picked.
      if (files.has(name)) throw new Error(`duplicate attachment ${name}`);
      files.set(name, decodeStream(stream));
    }
    const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
    for (let i = 0; kids && i < kids.size(); i++) walk(kids.lookupMaybe(i, PDFDict), depth + 1);
  };
  walk(tree, 0);
  return files;
}

function parseJson<T>(bytes: Buffer | undefined, schema: z.ZodType<T>): T | null {
  if (!bytes) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

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
    seal = {
      check: { id: 'seal', status: 'failed', message: 'Seglets signatur kan ikke leses.' },
      timestampCheck: null,
      certificateSubject: null,
      certificateSha256: null,
      timestamp: null,
    };
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
