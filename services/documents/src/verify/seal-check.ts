import type { PdfCheck } from '@avtalt/contracts';
import type { X509Certificate } from 'node:crypto';
import {
  checkSigner,
  checkTimestampToken,
  digest,
  OID,
  parseSignedData,
  type SignedData,
  subjectLine,
} from './cms';
import { contentsOf, type Signature, signaturesOf } from './archive-check';

/*
 * (a) of the sealed-PDF check (./pdf-verifier.ts): the seal's CMS signature over the file's ByteRange, the
 * certificate that made it, and its RFC 3161 signature timestamp.
 */

/** The seal check's message for a seal made by a certificate not among `sealCertificates`. */
export const NOT_OUR_SEAL = 'Seglet er ikke laget av denne Avtalt-tjenesten';

/** A certificate's SHA-256 fingerprint as documents logs it: lowercase hex without colons. */
export const fingerprintHex = (certificate: X509Certificate): string =>
  certificate.fingerprint256.replace(/:/g, '').toLowerCase();

const norwegianInstant = (iso: string): string =>
  `${new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', dateStyle: 'long', timeStyle: 'medium' }).format(new Date(iso))} norsk tid (${iso.replace(/\.\d{3}Z$/, 'Z')})`;

export interface SealFound {
  check: PdfCheck;
  timestampCheck: PdfCheck | null;
  certificateSubject: string | null;
  certificateSha256: string | null;
  timestamp: { time: string; authority: string } | null;
  /** Where the seal's revision ends and the archive timestamps after it (none: the seal covers the file). */
  sealedLength: number | null;
  archive: Signature[];
}

/**
 * The seal's CMS and the byte ranges it covers, or why it cannot be read (Norwegian). The seal is the
 * file's first signature; signatures after its revision are archive timestamps (./archive-check.ts), and
 * without them the seal must cover the whole file.
 */
export function readSeal(
  pdf: Buffer,
):
  | { ranges: [Buffer, Buffer]; cms: Buffer; data: SignedData; sealedLength: number; archive: Signature[] }
  | { problem: string } {
  const [seal, ...later] = signaturesOf(pdf);
  if (!seal) return { problem: 'PDF-en har ikke noe segl (ingen signatur i filen).' };
  const [a, b, c, d] = seal.ranges;
  if (later.some((signature) => signature.at < c + d))
    return { problem: 'PDF-en har mer enn én signatur; et Avtalt-segl er den eneste.' };
  if (a !== 0 || b <= 0 || c <= b || c + d > pdf.length || (later.length === 0 && c + d !== pdf.length))
    return { problem: 'Seglet dekker ikke hele filen: noe er lagt til eller endret etter forseglingen.' };
  const cms = contentsOf(pdf, seal);
  if (!cms) return { problem: 'Seglets signatur kan ikke leses.' };
  try {
    return {
      ranges: [pdf.subarray(a, a + b), pdf.subarray(c, c + d)],
      cms,
      data: parseSignedData(cms),
      sealedLength: c + d,
      archive: later,
    };
  } catch {
    return { problem: 'Seglets signatur kan ikke leses (ikke en CMS-signatur).' };
  }
}

export function checkSeal(pdf: Buffer, sealCertificates: readonly string[] | undefined): SealFound {
  const none = (message: string): SealFound => ({
    check: { id: 'seal', status: 'failed', message },
    timestampCheck: null,
    certificateSubject: null,
    certificateSha256: null,
    timestamp: null,
    sealedLength: null,
    archive: [],
  });
  const seal = readSeal(pdf);
  if ('problem' in seal) return none(seal.problem);
  const { data, ranges, sealedLength, archive } = seal;
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
      sealedLength,
      archive,
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
      sealedLength,
      archive,
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
    sealedLength,
    archive,
  };
}

const subjectLineOf = (multiline: string): string => multiline.split('\n').join(', ');

/** What a seal that cannot be read at all yields (a crafted file that throws in the parsers). */
export const UNREADABLE_SEAL: SealFound = {
  check: { id: 'seal', status: 'failed', message: 'Seglets signatur kan ikke leses.' },
  timestampCheck: null,
  certificateSubject: null,
  certificateSha256: null,
  timestamp: null,
  sealedLength: null,
  archive: [],
};
