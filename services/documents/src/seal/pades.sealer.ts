import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import signpdf from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import type { LoadedCertificate } from './signing-certificate';

/** Room for the CMS signature (a certificate chain of a few certificates fits). */
const SIGNATURE_LENGTH = 16_384;

/** A file embedded in the PDF before it is sealed (so the seal covers it). */
export interface PdfAttachment {
  name: string;
  mimeType: string;
  description: string;
  content: string;
}

/**
 * Seals a PDF with the platform certificate: a signature field (pdf-lib placeholder, sub-filter
 * `ETSI.CAdES.detached`) and a detached CMS signature over the whole file (SHA-256, signing time in the
 * signed attributes) from `@signpdf/signpdf` with the P12 signer (node-forge). Not PAdES baseline B (the
 * signer puts signingTime in and no signing-certificate-v2): docs/sealed-pdf.md. Attachments are embedded
 * first, so the seal covers them.
 */
export async function sealPdf(pdf: Uint8Array, certificate: LoadedCertificate, at: Date, attachments: readonly PdfAttachment[] = []): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf);
  for (const file of attachments) {
    await doc.attach(Buffer.from(file.content, 'utf8'), file.name, { mimeType: file.mimeType, description: file.description, creationDate: at, modificationDate: at });
  }
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
  return signpdf.sign(prepared, new P12Signer(certificate.p12, { passphrase: certificate.passphrase }), at);
}
