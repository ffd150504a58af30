import { createHash } from 'node:crypto';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { children, content, oid, readTlv, type Tlv } from '../verify/der';
import { contentsOf, isDocumentTimestamp, signaturesOf } from '../verify/archive-check';
import { OID, parseSignedData, signerCertificate } from '../verify/cms';
import {
  appendUpdate,
  arrayWith,
  dictOf,
  objectBody,
  streamBody,
  type UpdatedObject,
} from './incremental-update';
import { requestTimestamp, type TimestampAuthority } from './timestamp';

/**
 * Long-term validation of the seal (PAdES B-LT and B-LTA, ETSI EN 319 142-1 5.4 and 5.5), with a
 * timestamp authority configured: two incremental updates after the seal, which leave its bytes as
 * they are.
 *
 * 1. **Validation data** (B-LT): a Document Security Store in the catalog (/DSS) with every certificate
 *    the file's signatures and timestamp tokens carry and, for each that names a CRL distribution point,
 *    the CRL fetched from it. A CRL that cannot be fetched fails the job (it is retried): nothing is
 *    called long-term without its revocation data.
 * 2. **An archive timestamp** (B-LTA): a document timestamp (/Type /DocTimeStamp, sub-filter
 *    ETSI.RFC3161) whose token covers the whole file so far, the validation data included.
 *
 * Renewing means doing both again before the last archive timestamp's certificate expires: the new
 * validation data covers the previous timestamp, and the new timestamp covers all of it.
 */

/** Room for a document timestamp token (a token with its TSA certificate chain is 3–6 KB). */
const TIMESTAMP_ROOM = 16_384;
const ZERO_RANGE = '0000000000';

/** The certificates of the signatures and of the timestamp tokens inside them (DER, each once). */
export function certificatesIn(pdf: Buffer): Buffer[] {
  const found = new Map<string, Buffer>();
  const add = (cms: Buffer) => {
    const data = parseSignedData(cms);
    for (const certificate of data.certificates) found.set(sha256(certificate), certificate);
    for (const signer of data.signerInfos)
      for (const token of signer.unsignedAttributes.get(OID.signatureTimeStampToken) ?? [])
        // An attribute value is the token's whole TLV.
        add(token);
  };
  for (const signature of signaturesOf(pdf)) {
    const cms = contentsOf(pdf, signature);
    if (cms) add(cms);
  }
  return [...found.values()];
}

const sha256 = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** The http(s) URLs of a certificate's CRL distribution points (RFC 5280 4.2.1.13). */
export function crlUrls(certificate: Buffer): string[] {
  const tbs = children(certificate, children(certificate, readTlv(certificate, 0))[0]);
  const extensionsField = tbs.find((tlv) => tlv.tag === 0xa3);
  if (!extensionsField) return [];
  const urls: string[] = [];
  for (const extension of children(certificate, children(certificate, extensionsField)[0])) {
    const parts = children(certificate, extension);
    if (oid(certificate, parts[0]) !== '2.5.29.31') continue;
    // extnValue is an OCTET STRING holding the CRLDistributionPoints SEQUENCE.
    const inner = content(certificate, parts[parts.length - 1]);
    collectUris(inner, readTlv(inner, 0), urls);
  }
  return urls.filter((url) => /^https?:\/\//.test(url));
}

function collectUris(buf: Buffer, tlv: Tlv, out: string[]): void {
  if (tlv.tag === 0x86) out.push(content(buf, tlv).toString('latin1'));
  else if (tlv.tag & 0x20) for (const child of children(buf, tlv)) collectUris(buf, child, out);
}

/** A CRL from its distribution point (DER, or PEM converted). Throws when it does not come in time. */
export async function fetchCrl(url: string, timeoutMs: number): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new Error(
      `the CRL at ${new URL(url).host} did not come within ${timeoutMs} ms (${(error as Error).name})`,
    );
  }
  if (!response.ok) throw new Error(`the CRL at ${new URL(url).host} answered HTTP ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const pem = /-----BEGIN X509 CRL-----([\s\S]+?)-----END X509 CRL-----/.exec(body.toString('latin1'));
  const der = pem ? Buffer.from(pem[1].replace(/\s+/g, ''), 'base64') : body;
  if (readTlv(der, 0).tag !== 0x30) throw new Error(`the CRL at ${new URL(url).host} is not a CRL`);
  return der;
}

/** The contents of the streams an existing /DSS array names (to add each certificate or CRL once). */
function existing(
  doc: PDFDocument,
  dss: PDFDict | undefined,
  key: string,
): { refs: PDFRef[]; hashes: Set<string> } {
  const refs: PDFRef[] = [];
  const hashes = new Set<string>();
  const array = dss ? arrayWith(doc, dss.get(PDFName.of(key)), []) : undefined;
  for (const item of array?.asArray() ?? []) {
    if (!(item instanceof PDFRef)) continue;
    refs.push(item);
    const stream = doc.context.lookup(item);
    if (stream instanceof PDFRawStream) hashes.add(sha256(stream.getContents()));
  }
  return { refs, hashes };
}

/** Step 1: the file with a /DSS holding its certificates and their CRLs (merged with one already there). */
export async function addValidationData(pdf: Buffer, crlTimeoutMs: number): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const certificates = certificatesIn(pdf);
  const urls = [...new Set(certificates.flatMap(crlUrls))];
  const crls = await Promise.all(urls.map((url) => fetchCrl(url, crlTimeoutMs)));
  const dss = dictOf(doc, doc.catalog.get(PDFName.of('DSS')));
  const objects: UpdatedObject[] = [];
  let next = doc.context.largestObjectNumber + 1;
  const streams = (key: string, items: Buffer[]) => {
    const { refs, hashes } = existing(doc, dss, key);
    for (const item of items) {
      if (hashes.has(sha256(item))) continue;
      hashes.add(sha256(item));
      objects.push({ number: next, body: streamBody(item) });
      refs.push(PDFRef.of(next++));
    }
    return doc.context.obj(refs);
  };
  const newDss = doc.context.obj({ Type: 'DSS' });
  newDss.set(PDFName.of('Certs'), streams('Certs', certificates));
  if (crls.length > 0 || dss?.has(PDFName.of('CRLs'))) newDss.set(PDFName.of('CRLs'), streams('CRLs', crls));
  const dssNumber = next++;
  objects.push({ number: dssNumber, body: objectBody(newDss) });
  const catalog = doc.catalog.clone(doc.context);
  catalog.set(PDFName.of('DSS'), PDFRef.of(dssNumber));
  // DSS and document timestamps are the ETSI extension level 5 of PDF 1.7 (PAdES part 4).
  catalog.set(
    PDFName.of('Extensions'),
    doc.context.obj({ ESIC: { BaseVersion: PDFName.of('1.7'), ExtensionLevel: 5 } }),
  );
  objects.push({ number: rootNumber(doc), body: objectBody(catalog) });
  return appendUpdate(pdf, doc, objects);
}

const rootNumber = (doc: PDFDocument): number => {
  const root = doc.context.trailerInfo.Root;
  if (!(root instanceof PDFRef)) throw new Error('the PDF has no catalog reference');
  return root.objectNumber;
};

/** How many document timestamps the file has (to name the next field). */
const documentTimestamps = (pdf: Buffer): number =>
  (pdf.toString('latin1').match(/\/DocTimeStamp\b/g) ?? []).length;

/** Step 2: the file with a document timestamp over all of it (an invisible signature field on page 1). */
export async function addArchiveTimestamp(pdf: Buffer, tsa: TimestampAuthority): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const page = doc.getPage(0);
  let next = doc.context.largestObjectNumber + 1;
  const [sigNumber, widgetNumber, appearanceNumber] = [next++, next++, next++];
  const objects: UpdatedObject[] = [
    {
      number: sigNumber,
      body: Buffer.from(
        `<< /Type /DocTimeStamp /Filter /Adobe.PPKLite /SubFilter /ETSI.RFC3161 /ByteRange [0 ${ZERO_RANGE} ${ZERO_RANGE} ${ZERO_RANGE}] /Contents <${'0'.repeat(TIMESTAMP_ROOM * 2)}> >>`,
        'latin1',
      ),
    },
    {
      number: widgetNumber,
      body: Buffer.from(
        `<< /Type /Annot /Subtype /Widget /FT /Sig /T (Arkivtidsstempel ${documentTimestamps(pdf) + 1}) /V ${sigNumber} 0 R /F 132 /Rect [0 0 0 0] /P ${page.ref.objectNumber} 0 R /AP << /N ${appearanceNumber} 0 R >> >>`,
        'latin1',
      ),
    },
    {
      number: appearanceNumber,
      body: streamBody(Buffer.alloc(0), '/Type /XObject /Subtype /Form /BBox [0 0 0 0] /Resources << >> '),
    },
  ];
  const widget = PDFRef.of(widgetNumber);
  const pageDict = page.node.clone(doc.context);
  pageDict.set(PDFName.of('Annots'), arrayWith(doc, page.node.get(PDFName.of('Annots')), [widget]));
  objects.push({ number: page.ref.objectNumber, body: objectBody(pageDict) });
  const acroFormValue = doc.catalog.get(PDFName.of('AcroForm'));
  const acroForm = dictOf(doc, acroFormValue)?.clone(doc.context) ?? doc.context.obj({});
  acroForm.set(PDFName.of('Fields'), arrayWith(doc, acroForm.get(PDFName.of('Fields')), [widget]));
  acroForm.set(PDFName.of('SigFlags'), doc.context.obj(3));
  if (acroFormValue instanceof PDFRef)
    objects.push({ number: acroFormValue.objectNumber, body: objectBody(acroForm) });
  else {
    const catalog = doc.catalog.clone(doc.context);
    catalog.set(PDFName.of('AcroForm'), acroForm);
    objects.push({ number: rootNumber(doc), body: objectBody(catalog) });
  }
  const prepared = appendUpdate(pdf, doc, objects);
  return stampPrepared(prepared, pdf.length, tsa);
}

/** Fills the new signature dictionary's ByteRange and its token (after `from`, the update's start). */
async function stampPrepared(prepared: Buffer, from: number, tsa: TimestampAuthority): Promise<Buffer> {
  const text = prepared.toString('latin1');
  const rangeAt = text.indexOf(`/ByteRange [0 ${ZERO_RANGE}`, from);
  const contentsStart = text.indexOf('/Contents <', rangeAt) + '/Contents '.length;
  const contentsEnd = text.indexOf('>', contentsStart) + 1;
  if (rangeAt < 0 || contentsStart < rangeAt || contentsEnd - contentsStart !== TIMESTAMP_ROOM * 2 + 2)
    throw new Error('the document timestamp placeholder was not written as expected');
  const range = [contentsStart, contentsEnd, prepared.length - contentsEnd].map((n) =>
    String(n).padStart(10, '0'),
  );
  prepared.write(`/ByteRange [0 ${range.join(' ')}]`, rangeAt, 'latin1');
  const covered = Buffer.concat([prepared.subarray(0, contentsStart), prepared.subarray(contentsEnd)]);
  const token = await requestTimestamp(tsa, covered);
  if (token.length > TIMESTAMP_ROOM) throw new Error('the timestamp token does not fit the room kept for it');
  prepared.write(token.toString('hex'), contentsStart + 1, 'latin1');
  return prepared;
}

/**
 * When the newest archive timestamp's certificate expires (its notAfter): the archive must be renewed
 * before, while that timestamp can still be validated. Null for a file without an archive timestamp.
 */
export function archiveExpiry(pdf: Buffer): Date | null {
  const stamps = signaturesOf(pdf).filter((signature) => isDocumentTimestamp(pdf, signature));
  const token = stamps.length > 0 ? contentsOf(pdf, stamps[stamps.length - 1]) : null;
  if (!token) return null;
  const data = parseSignedData(token);
  const certificate = signerCertificate(data, data.signerInfos[0]);
  if (!certificate) throw new Error('the archive timestamp carries no certificate');
  return new Date(certificate.validTo);
}

/** B-LT and B-LTA in one: validation data, then an archive timestamp over it (see the module comment). */
export async function extendToLongTerm(pdf: Buffer, tsa: TimestampAuthority): Promise<Buffer> {
  return addArchiveTimestamp(await addValidationData(pdf, tsa.timeoutMs), tsa);
}
