import { auditHeadSchema, sealSignerSchema, sha256HexSchema } from '@avtalt/contracts';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import { inflateSync } from 'node:zlib';
import { z } from 'zod';
import { trailEntrySchema } from './audit-chain';

/*
 * The files a sealed PDF carries (docs/sealed-pdf.md): their names and formats, and how the checker
 * (./pdf-verifier.ts) reads them out of the PDF.
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

/** An embedded JSON file read by its schema, or null when it is missing or does not match. */
export function parseJson<T>(bytes: Buffer | undefined, schema: z.ZodType<T>): T | null {
  if (!bytes) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
