import { PDFArray, PDFDict, type PDFDocument, PDFName, type PDFObject, PDFRef } from 'pdf-lib';

/**
 * An incremental update (ISO 32000-1 7.5.6): new and changed objects, a classic cross-reference section
 * for them and a trailer with /Prev, appended after the last %%EOF. The bytes before are left exactly as
 * they were, so the seal's signature over them still holds: this is how long-term validation data and
 * archive timestamps are added to a sealed PDF (./long-term.ts). pdf-lib parses the file; only the
 * appended part is written here, because pdf-lib can only rewrite a whole file.
 */

export interface UpdatedObject {
  number: number;
  /** The object's body between `N 0 obj` and `endobj` (a dictionary, an array, or a stream with its dictionary). */
  body: Buffer;
}

/** The body of a stream object holding `data` as it is (no filter). */
export const streamBody = (data: Uint8Array, dictionary = ''): Buffer =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary}/Length ${data.length} >>\nstream\n`, 'latin1'),
    Buffer.from(data),
    Buffer.from('\nendstream', 'latin1'),
  ]);

export const objectBody = (object: PDFObject): Buffer => Buffer.from(object.toString(), 'latin1');

/** The byte offset the file's last `startxref` points to: the /Prev of the next update. */
export function lastStartxref(pdf: Buffer): number {
  const tail = pdf.subarray(Math.max(0, pdf.length - 1024)).toString('latin1');
  const matches = [...tail.matchAll(/startxref\s+(\d+)\s+%%EOF/g)];
  if (matches.length === 0) throw new Error('the PDF has no startxref at its end');
  return Number(matches[matches.length - 1][1]);
}

const tenDigits = (n: number): string => String(n).padStart(10, '0');

/** The cross-reference subsections for `numbers` (sorted, consecutive runs), each entry 20 bytes. */
function xrefSection(entries: { number: number; offset: number }[]): string {
  const sorted = [...entries].sort((a, b) => a.number - b.number);
  let out = 'xref\n';
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1].number === sorted[j].number + 1) j++;
    out += `${sorted[i].number} ${j - i + 1}\n`;
    for (let k = i; k <= j; k++) out += `${tenDigits(sorted[k].offset)} 00000 n\r\n`;
    i = j + 1;
  }
  return out;
}

/**
 * The PDF with `objects` appended as one incremental update. The trailer keeps /Root, /Info and /ID of
 * the document (`doc`, parsed from `pdf`); /Size grows to cover the new numbers.
 */
export function appendUpdate(pdf: Buffer, doc: PDFDocument, objects: readonly UpdatedObject[]): Buffer {
  const prev = lastStartxref(pdf);
  const parts: Buffer[] = [pdf];
  let length = pdf.length;
  const push = (part: Buffer | string) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  if (pdf[pdf.length - 1] !== 0x0a) push('\n');
  const offsets: { number: number; offset: number }[] = [];
  for (const object of objects) {
    offsets.push({ number: object.number, offset: length });
    push(`${object.number} 0 obj\n`);
    push(object.body);
    push('\nendobj\n');
  }
  const xrefAt = length;
  const info = doc.context.trailerInfo;
  const size = Math.max(doc.context.largestObjectNumber, ...objects.map((o) => o.number)) + 1;
  const trailer = PDFDict.withContext(doc.context);
  trailer.set(PDFName.of('Size'), doc.context.obj(size));
  if (info.Root) trailer.set(PDFName.of('Root'), info.Root);
  if (info.Info) trailer.set(PDFName.of('Info'), info.Info);
  if (info.ID) trailer.set(PDFName.of('ID'), info.ID);
  trailer.set(PDFName.of('Prev'), doc.context.obj(prev));
  push(xrefSection(offsets));
  push(`trailer\n${trailer.toString()}\nstartxref\n${xrefAt}\n%%EOF\n`);
  return Buffer.concat(parts, length);
}

/** A dictionary object of the document by reference, or the direct one. */
export function dictOf(doc: PDFDocument, value: PDFObject | undefined): PDFDict | undefined {
  const resolved = value instanceof PDFRef ? doc.context.lookup(value) : value;
  return resolved instanceof PDFDict ? resolved : undefined;
}

/** An array value (by reference or direct) as a fresh array with `extra` appended. */
export function arrayWith(
  doc: PDFDocument,
  value: PDFObject | undefined,
  extra: readonly PDFObject[],
): PDFArray {
  const resolved = value instanceof PDFRef ? doc.context.lookup(value) : value;
  const out = PDFArray.withContext(doc.context);
  if (resolved instanceof PDFArray) for (const item of resolved.asArray()) out.push(item);
  for (const item of extra) out.push(item);
  return out;
}
