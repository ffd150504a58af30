import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import signpdf from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import type { LoadedCertificate } from './signing-certificate';

/** Room for the CMS signature (a certificate chain of a few certificates fits). */
const SIGNATURE_LENGTH = 16_384;

/**
 * Seals a PDF with the platform certificate: a signature field (pdf-lib placeholder, sub-filter
 * `ETSI.CAdES.detached`, i.e. PAdES) and a detached CMS signature over the whole file (SHA-256, signing
 * time in the signed attributes) from `@signpdf/signpdf` with the P12 signer (node-forge).
 */
export async function sealPdf(pdf: Uint8Array, certificate: LoadedCertificate, at: Date): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf);
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
