import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, type PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';

/**
 * PDF/A-3 (ISO 19005-3, level B) for the sealed PDF (docs/sealed-pdf.md): what a reader in ten years needs from
 * the file itself — the XMP identification (`pdfaid:part` 3, `conformance` B) agreeing with the Info dictionary,
 * an sRGB output intent for Chromium's device colours, the file identifier, and each embedded file's
 * relationship to the document (`/AF`, `/AFRelationship`). Chromium embeds every font it prints with. Applied
 * before the seal, so the seal covers it.
 */

const ICC_DATE = [2026, 1, 1, 0, 0, 0];

const s15Fixed16 = (value: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(Math.round(value * 65536));
  return b;
};
const xyz = (x: number, y: number, z: number): Buffer =>
  Buffer.concat([Buffer.from('XYZ '), Buffer.alloc(4), s15Fixed16(x), s15Fixed16(y), s15Fixed16(z)]);

/** The sRGB transfer curve (IEC 61966-2-1) as a 1024-entry `curv` table. */
function srgbCurve(): Buffer {
  const n = 1024;
  const body = Buffer.alloc(12 + 2 * n);
  body.write('curv', 0);
  body.writeUInt32BE(n, 8);
  for (let i = 0; i < n; i++) {
    const v = i / (n - 1);
    const linear = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    body.writeUInt16BE(Math.round(linear * 65535), 12 + 2 * i);
  }
  return body;
}

function textDescription(text: string): Buffer {
  const ascii = Buffer.from(`${text}\0`, 'latin1');
  const head = Buffer.alloc(12);
  head.write('desc', 0);
  head.writeUInt32BE(ascii.length, 8);
  // Unicode (language, count) and ScriptCode (code, count, 67 bytes): none.
  return Buffer.concat([head, ascii, Buffer.alloc(4 + 4 + 2 + 1 + 67)]);
}

const pad4 = (b: Buffer): Buffer =>
  b.length % 4 === 0 ? b : Buffer.concat([b, Buffer.alloc(4 - (b.length % 4))]);

/**
 * sRGB IEC61966-2.1 as an ICC v2 display profile (matrix/TRC, the primaries adapted to the D50 connection
 * space with Bradford), built here byte for byte so that no file outside the repository is needed.
 */
export function srgbIccProfile(): Buffer {
  const curve = srgbCurve();
  const tags: [string, Buffer][] = [
    ['desc', textDescription('sRGB IEC61966-2.1')],
    [
      'cprt',
      Buffer.concat([Buffer.from('text'), Buffer.alloc(4), Buffer.from('No copyright, use freely\0')]),
    ],
    ['wtpt', xyz(0.9642, 1.0, 0.8249)],
    ['rXYZ', xyz(0.4361, 0.2225, 0.0139)],
    ['gXYZ', xyz(0.3851, 0.7169, 0.0971)],
    ['bXYZ', xyz(0.1431, 0.0606, 0.7141)],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  const tableSize = 4 + tags.length * 12;
  let offset = 128 + tableSize;
  const table = Buffer.alloc(tableSize);
  table.writeUInt32BE(tags.length, 0);
  const bodies: Buffer[] = [];
  const placed = new Map<Buffer, number>();
  tags.forEach(([signature, data], i) => {
    // The three curves are one table: tags may share their data.
    let at = placed.get(data);
    if (at === undefined) {
      at = offset;
      placed.set(data, at);
      const padded = pad4(data);
      bodies.push(padded);
      offset += padded.length;
    }
    table.write(signature, 4 + i * 12);
    table.writeUInt32BE(at, 8 + i * 12);
    table.writeUInt32BE(data.length, 12 + i * 12);
  });
  const header = Buffer.alloc(128);
  header.writeUInt32BE(offset, 0);
  header.writeUInt32BE(0x02100000, 8);
  header.write('mntr', 12);
  header.write('RGB ', 16);
  header.write('XYZ ', 20);
  ICC_DATE.forEach((v, i) => header.writeUInt16BE(v, 24 + 2 * i));
  header.write('acsp', 36);
  s15Fixed16(0.9642).copy(header, 68);
  s15Fixed16(1.0).copy(header, 72);
  s15Fixed16(0.8249).copy(header, 76);
  return Buffer.concat([header, table, ...bodies]);
}

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The XMP packet: PDF/A-3B identification and the same title, tool, producer and dates as the Info dictionary. */
export function xmpPacket(info: { title: string; at: Date; producer: string; creator: string }): string {
  const at = info.at.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
    xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"
    xmlns:dc="http://purl.org/dc/elements/1.1/"
    xmlns:xmp="http://ns.adobe.com/xap/1.0/"
    xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
   <pdfaid:part>3</pdfaid:part>
   <pdfaid:conformance>B</pdfaid:conformance>
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(info.title)}</rdf:li></rdf:Alt></dc:title>
   <xmp:CreatorTool>${escapeXml(info.creator)}</xmp:CreatorTool>
   <xmp:CreateDate>${at}</xmp:CreateDate>
   <xmp:ModifyDate>${at}</xmp:ModifyDate>
   <pdf:Producer>${escapeXml(info.producer)}</pdf:Producer>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

export const PDFA_PRODUCER = 'Avtalt';
export const PDFA_CREATOR = 'Avtalt (Chromium)';

/**
 * Makes `doc` (loaded with `updateMetadata: false`) PDF/A-3B: Info and XMP, the sRGB output intent, the
 * embedded files (attached before) listed in the catalog's `/AF`, and the trailer's file identifier.
 */
export async function makePdfA3(doc: PDFDocument, info: { title: string; at: Date }): Promise<void> {
  const { context, catalog } = doc;
  doc.setTitle(info.title);
  doc.setCreator(PDFA_CREATOR);
  doc.setProducer(PDFA_PRODUCER);
  doc.setCreationDate(info.at);
  doc.setModificationDate(info.at);
  doc.setLanguage('nb-NO');
  for (const key of ['Author', 'Subject', 'Keywords'])
    context.lookup(context.trailerInfo.Info, PDFDict).delete(PDFName.of(key));
  const xmp = xmpPacket({ title: info.title, at: info.at, producer: PDFA_PRODUCER, creator: PDFA_CREATOR });
  // Uncompressed, so that a reader without a PDF library finds the identification.
  const metadata = context.stream(Buffer.from(xmp, 'utf8'), { Type: 'Metadata', Subtype: 'XML' });
  catalog.set(PDFName.of('Metadata'), context.register(metadata));
  const profile = context.register(context.flateStream(srgbIccProfile(), { N: 3 }));
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    DestOutputProfile: profile,
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([intent]));
  // The attachments are written now, so their file specifications can be listed.
  await doc.flush();
  const names = catalog
    .lookupMaybe(PDFName.of('Names'), PDFDict)
    ?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)
    ?.lookupMaybe(PDFName.of('Names'), PDFArray);
  const specs = names ? names.asArray().filter((_, i) => i % 2 === 1) : [];
  if (specs.length > 0) catalog.set(PDFName.of('AF'), context.obj(specs));
  const id = createHash('md5').update(info.title).update(info.at.toISOString()).digest('hex');
  context.trailerInfo.ID = context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
}
