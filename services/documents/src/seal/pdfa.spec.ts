import {
  AFRelationship,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFStream,
  decodePDFRawStream,
} from 'pdf-lib';
import { makePdfA3, srgbIccProfile, xmpPacket } from './pdfa';

const at = new Date('2026-12-03T10:15:00.123Z');

async function pdfA3(): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage();
  await doc.attach(Buffer.from('{}'), 'revisjonslogg.json', {
    mimeType: 'application/json',
    description: 'Logg',
    afRelationship: AFRelationship.Supplement,
  });
  await doc.attach(Buffer.from('<p>Tekst</p>'), 'avtaletekst.html', {
    mimeType: 'text/html',
    description: 'Tekst',
    afRelationship: AFRelationship.Source,
  });
  await makePdfA3(doc, { title: 'Lån <til> «bil»', at });
  return PDFDocument.load(await doc.save({ useObjectStreams: false }), { updateMetadata: false });
}

describe('the sealed PDF as PDF/A-3B', () => {
  it('identifies itself in XMP as PDF/A-3B, with the same title, producer and dates as the Info dictionary', async () => {
    const doc = await pdfA3();
    const metadata = doc.catalog.lookup(PDFName.of('Metadata'), PDFStream) as PDFRawStream;
    const xmp = Buffer.from(metadata.contents).toString('utf8');
    expect(metadata.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('XML'));
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(xmp).toContain('Lån &#60;til&#62; «bil»');
    expect(xmp).toContain('<xmp:CreateDate>2026-12-03T10:15:00Z</xmp:CreateDate>');
    expect(doc.getTitle()).toBe('Lån <til> «bil»');
    expect(doc.getProducer()).toBe('Avtalt');
    expect(xmp).toContain(`<pdf:Producer>${doc.getProducer()}</pdf:Producer>`);
    expect(xmp).toContain(`<xmp:CreatorTool>${doc.getCreator()}</xmp:CreatorTool>`);
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-12-03T10:15:00.000Z');
    expect(xmpPacket({ title: 't', at, producer: 'p', creator: 'c' })).toMatch(/^<\?xpacket begin="\uFEFF"/);
  });

  it('has an sRGB output intent whose profile is a well-formed ICC display profile', async () => {
    const doc = await pdfA3();
    const [intent] = doc.catalog.lookup(PDFName.of('OutputIntents'), PDFArray).asArray();
    const dict = doc.context.lookup(intent, PDFDict);
    expect(dict.get(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFA1'));
    const stream = dict.lookup(PDFName.of('DestOutputProfile'), PDFStream) as PDFRawStream;
    expect(stream.dict.get(PDFName.of('N'))?.toString()).toBe('3');
    const icc = Buffer.from(decodePDFRawStream(stream).decode());
    expect(icc.equals(srgbIccProfile())).toBe(true);
    expect(icc.readUInt32BE(0)).toBe(icc.length);
    expect(icc.toString('latin1', 12, 24)).toBe('mntrRGB XYZ ');
    expect(icc.toString('latin1', 36, 40)).toBe('acsp');
    const count = icc.readUInt32BE(128);
    const tags = Array.from({ length: count }, (_, i) => ({
      sig: icc.toString('latin1', 132 + i * 12, 136 + i * 12),
      offset: icc.readUInt32BE(136 + i * 12),
      size: icc.readUInt32BE(140 + i * 12),
    }));
    expect(tags.map((t) => t.sig).sort()).toEqual(
      ['bTRC', 'bXYZ', 'cprt', 'desc', 'gTRC', 'gXYZ', 'rTRC', 'rXYZ', 'wtpt'].sort(),
    );
    for (const t of tags) {
      expect(t.offset % 4).toBe(0);
      expect(t.offset + t.size).toBeLessThanOrEqual(icc.length);
    }
    // The curve: 0 → 0, 1 → 1, and sRGB's 50 % grey is about 21.4 % linear light.
    const curve = tags.find((t) => t.sig === 'rTRC')!;
    expect(icc.toString('latin1', curve.offset, curve.offset + 4)).toBe('curv');
    const n = icc.readUInt32BE(curve.offset + 8);
    const entry = (i: number) => icc.readUInt16BE(curve.offset + 12 + 2 * i) / 65535;
    expect([entry(0), entry(n - 1)]).toEqual([0, 1]);
    expect(entry(Math.round((n - 1) / 2))).toBeCloseTo(0.214, 2);
  });

  it('lists every embedded file in the catalog’s /AF with its relationship, and carries a file identifier', async () => {
    const doc = await pdfA3();
    const af = doc.catalog.lookup(PDFName.of('AF'), PDFArray).asArray();
    const specs = af.map((ref) => doc.context.lookup(ref, PDFDict));
    expect(
      specs.map((s) => [
        s.lookup(PDFName.of('F'))?.toString(),
        s.get(PDFName.of('AFRelationship'))?.toString(),
      ]),
    ).toEqual([
      ['(revisjonslogg.json)', '/Supplement'],
      ['(avtaletekst.html)', '/Source'],
    ]);
    for (const spec of specs) {
      expect(spec.has(PDFName.of('UF'))).toBe(true);
      const file = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'), PDFStream);
      expect(file.dict.get(PDFName.of('Subtype'))).toBeDefined();
    }
    const id = doc.context.trailerInfo.ID as PDFArray;
    expect(id.asArray().every((x) => x instanceof PDFHexString)).toBe(true);
  });
});
