import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import signpdf from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { extendToLongTerm } from './long-term';
import { makePdfA3 } from './pdfa';
import type { PdfAttachment } from './seal.rules';
import type { LoadedCertificate } from './signing-certificate';
import { addSignatureTimestamp, type TimestampAuthority } from './timestamp';

/** Room for the CMS signature (a certificate chain of a few certificates and a timestamp token fit). */
const SIGNATURE_LENGTH = 16_384;

/**
 * The P12 signer's CMS (node-forge: SHA-256, RSA, signing time in the signed attributes), with an RFC 3161
 * timestamp over its signature value added as an unsigned attribute when a timestamp authority is
 * configured (./timestamp.ts). A TSA that fails makes the seal fail: never a seal without it when asked for.
 */
export class TimestampingSigner extends Signer {
  constructor(
    private readonly certificate: LoadedCertificate,
    private readonly tsa: TimestampAuthority | null,
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const cms = await new P12Signer(this.certificate.p12, { passphrase: this.certificate.passphrase }).sign(
      pdfBuffer,
      signingTime,
    );
    return this.tsa ? addSignatureTimestamp(cms, this.tsa) : cms;
  }
}

/**
 * Seals a PDF with the platform certificate: a signature field (pdf-lib placeholder, sub-filter
 * `ETSI.CAdES.detached`) and a detached CMS signature over the whole file from `@signpdf/signpdf` with
 * {@link TimestampingSigner}. Not PAdES baseline B (signingTime is in the signed attributes and there is
 * no signing-certificate-v2): docs/sealed-pdf.md. Attachments are embedded first, and the file is made PDF/A-3B
 * (./pdfa.ts), so the seal covers both. With a timestamp authority, validation data and an archive
 * timestamp follow as incremental updates (./long-term.ts).
 */
export async function sealPdf(
  pdf: Uint8Array,
  certificate: LoadedCertificate,
  at: Date,
  attachments: readonly PdfAttachment[] = [],
  tsa: TimestampAuthority | null = null,
  title = 'Avtale',
): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  for (const file of attachments) {
    await doc.attach(Buffer.from(file.content, 'utf8'), file.name, {
      mimeType: file.mimeType,
      description: file.description,
      creationDate: at,
      modificationDate: at,
      afRelationship: file.relationship,
    });
  }
  await makePdfA3(doc, { title, at });
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: 'Forseglet av Avtalt: avtalen er signert av alle parter',
    contactInfo: 'Avtalt',
    name: 'Avtalt',
    location: 'Norge',
    signingTime: at,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Avtalt',
  });
  // No object streams: the signature dictionary (its ByteRange) must be plain text in the file.
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  const sealed = await signpdf.sign(prepared, new TimestampingSigner(certificate, tsa), at);
  // With a timestamp authority the seal is extended to long-term validation (B-LT, B-LTA).
  return tsa ? extendToLongTerm(sealed, tsa) : sealed;
}
