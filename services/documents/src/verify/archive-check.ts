import type { PdfCheck } from '@avtalt/contracts';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from 'pdf-lib';
import { checkTimestampToken } from './cms';
import { readTlv } from './der';

/*
 * The archive part of a sealed PDF (docs/sealed-pdf.md, long-term validation): what was appended after
 * the seal's revision. Only validation data (/DSS) and document timestamps may be: each document
 * timestamp's token must hold over the file up to its own revision, the last one must cover the whole
 * file, and no object the seal covers may have changed except where those are hooked in (the catalog's
 * /DSS, /Extensions and /AcroForm, the form's /Fields and /SigFlags, a page's /Annots — each list only
 * extended). A new annotation must be an invisible signature widget, so nothing appended can show on a page.
 */

export interface ArchiveStamp {
  time: string;
  authority: string;
}

export interface Signature {
  at: number;
  ranges: [number, number, number, number];
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/** Every /ByteRange in the file, in file order. */
export function signaturesOf(pdf: Buffer): Signature[] {
  return [...pdf.toString('latin1').matchAll(BYTE_RANGE)].map((match) => ({
    at: match.index,
    ranges: match.slice(1, 5).map(Number) as Signature['ranges'],
  }));
}

/** A signature's /Contents as DER (without the zero padding), or null when it holds no DER yet. */
export function contentsOf(pdf: Buffer, { ranges: [, b, c] }: Signature): Buffer | null {
  const hex = pdf.toString('latin1', b, c);
  if (!/^<[0-9a-fA-F]+>$/.test(hex)) return null;
  const padded = Buffer.from(hex.slice(1, -1), 'hex');
  if (padded.every((byte) => byte === 0)) return null;
  try {
    return padded.subarray(0, readTlv(padded, 0).end);
  } catch {
    return null;
  }
}

/** Whether the signature's dictionary is a document timestamp (/Type /DocTimeStamp, ETSI.RFC3161). */
export function isDocumentTimestamp(pdf: Buffer, { at, ranges: [, b] }: Signature): boolean {
  const dictionary = pdf.toString('latin1', pdf.lastIndexOf(' obj', at), b);
  return /\/Type\s*\/DocTimeStamp\b/.test(dictionary) && /\/SubFilter\s*\/ETSI\.RFC3161\b/.test(dictionary);
}

const failed = (message: string): PdfCheck => ({ id: 'archive', status: 'failed', message });
const APPENDED =
  'Etter forseglingen er det lagt til noe annet enn valideringsdata og arkivtidsstempler: filen er endret.';

const norwegianInstant = (iso: string): string =>
  `${new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', dateStyle: 'long', timeStyle: 'medium' }).format(new Date(iso))} norsk tid`;

/** The archive timestamps' tokens, each checked over the bytes it covers; or why they do not hold. */
function checkStamps(pdf: Buffer, stamps: readonly Signature[]): ArchiveStamp[] | string {
  const out: ArchiveStamp[] = [];
  let covered = 0;
  for (const { at, ranges } of stamps) {
    const [a, b, c, d] = ranges;
    if (a !== 0 || b <= at || c <= b || c + d > pdf.length || c + d <= covered) return APPENDED;
    covered = c + d;
    if (!isDocumentTimestamp(pdf, { at, ranges }))
      return 'Etter forseglingen er det lagt til en signatur som ikke er et arkivtidsstempel.';
    const token = contentsOf(pdf, { at, ranges });
    if (!token) return 'Et arkivtidsstempel kan ikke leses.';
    const check = checkTimestampToken(token, Buffer.concat([pdf.subarray(0, b), pdf.subarray(c, c + d)]));
    if (!check.ok) return `Arkivtidsstempel ${out.length + 1} holder ikke: ${check.reason}.`;
    out.push({ time: check.time, authority: check.authority });
  }
  if (covered !== pdf.length)
    return 'Seglet dekker ikke hele filen: noe er lagt til etter det siste arkivtidsstempelet.';
  return out;
}

const same = (a: PDFObject | undefined, b: PDFObject | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.toString() === b.toString());

/** `after` is `before` with items appended (by reference or direct, resolved in each document). */
function extends_(
  before: PDFDocument,
  after: PDFDocument,
  old: PDFObject | undefined,
  now: PDFObject | undefined,
): boolean {
  const list = (doc: PDFDocument, value: PDFObject | undefined) => {
    const resolved = value instanceof PDFRef ? doc.context.lookup(value) : value;
    return resolved instanceof PDFArray ? resolved.asArray() : resolved === undefined ? [] : null;
  };
  const [o, n] = [list(before, old), list(after, now)];
  return !!o && !!n && n.length >= o.length && o.every((item, i) => same(item, n[i]));
}

/** A dictionary changed only in `allowed` keys, each as its rule says. */
type Rules = Record<string, (old: PDFObject | undefined, now: PDFObject | undefined) => boolean>;

function changedOnly(old: PDFDict, now: PDFDict, allowed: Rules): boolean {
  const keys = new Set([...old.keys(), ...now.keys()].map((key) => key.asString()));
  for (const key of keys) {
    const [o, n] = [old.get(PDFName.of(key.slice(1))), now.get(PDFName.of(key.slice(1)))];
    if (same(o, n)) continue;
    const rule = allowed[key];
    if (!rule || !rule(o, n)) return false;
  }
  return true;
}

const nameOf = (dict: PDFDict, key: string): string | undefined => dict.get(PDFName.of(key))?.toString();

/** A new object the archive may add: a stream (certificate, CRL, empty appearance), /DSS, a document timestamp, an invisible signature widget. */
function allowedNew(object: PDFObject): boolean {
  if (object instanceof PDFRawStream || object instanceof PDFStream) return true;
  if (!(object instanceof PDFDict)) return false;
  const type = nameOf(object, 'Type');
  if (type === '/DSS' || type === '/DocTimeStamp') return true;
  const rect = object.get(PDFName.of('Rect'));
  const numbers = rect instanceof PDFArray ? rect.asArray().map((n) => Number(n.toString())) : [Number.NaN];
  return (
    nameOf(object, 'Subtype') === '/Widget' &&
    nameOf(object, 'FT') === '/Sig' &&
    numbers.length === 4 &&
    numbers[0] === numbers[2] &&
    numbers[1] === numbers[3]
  );
}

/** Whether every object after the seal's revision is one the archive may add or change (module comment). */
async function onlyArchiveObjects(pdf: Buffer, after: PDFDocument, sealedLength: number): Promise<boolean> {
  const before = await PDFDocument.load(pdf.subarray(0, sealedLength), { updateMetadata: false });
  const root = after.context.trailerInfo.Root;
  if (!(root instanceof PDFRef) || !same(root, before.context.trailerInfo.Root)) return false;
  const oldForm = before.catalog.get(PDFName.of('AcroForm'));
  const formRules: Rules = {
    '/Fields': (o: PDFObject | undefined, n: PDFObject | undefined) => extends_(before, after, o, n),
    '/SigFlags': () => true,
  };
  for (const [ref, now] of after.context.enumerateIndirectObjects()) {
    const old = before.context.lookup(ref);
    if (old === undefined) {
      if (!allowedNew(now)) return false;
      continue;
    }
    if (old instanceof PDFRawStream || now instanceof PDFRawStream) {
      if (
        !(old instanceof PDFRawStream && now instanceof PDFRawStream) ||
        !same(old.dict, now.dict) ||
        !Buffer.from(old.getContents()).equals(Buffer.from(now.getContents()))
      )
        return false;
      continue;
    }
    if (same(old, now)) continue;
    if (!(old instanceof PDFDict && now instanceof PDFDict)) return false;
    const rules: Rules =
      ref === root
        ? {
            '/DSS': () => true,
            '/Extensions': () => true,
            '/AcroForm': (o: PDFObject | undefined, n: PDFObject | undefined) =>
              o instanceof PDFRef
                ? same(o, n)
                : o instanceof PDFDict && n instanceof PDFDict && changedOnly(o, n, formRules),
          }
        : oldForm instanceof PDFRef && ref === oldForm
          ? formRules
          : nameOf(old, 'Type') === '/Page'
            ? {
                '/Annots': (o: PDFObject | undefined, n: PDFObject | undefined) =>
                  extends_(before, after, o, n),
              }
            : {};
    if (!changedOnly(old, now, rules)) return false;
  }
  return true;
}

/** How many certificates and CRLs the file's /DSS holds. */
function validationData(doc: PDFDocument): { certificates: number; crls: number } {
  const dss = doc.catalog.lookupMaybe(PDFName.of('DSS'), PDFDict);
  const count = (key: string) => dss?.lookupMaybe(PDFName.of(key), PDFArray)?.size() ?? 0;
  return { certificates: count('Certs'), crls: count('CRLs') };
}

/**
 * The archive check of a file with bytes after the seal's revision (`sealedLength`), and the archive
 * timestamps when it holds. Throws only for a file pdf-lib cannot parse (the verifier catches that).
 */
export async function checkArchive(
  pdf: Buffer,
  sealedLength: number,
  stamps: readonly Signature[],
): Promise<{ check: PdfCheck; stamps: ArchiveStamp[] }> {
  const checked = checkStamps(pdf, stamps);
  if (typeof checked === 'string') return { check: failed(checked), stamps: [] };
  const after = await PDFDocument.load(pdf, { updateMetadata: false });
  if (!(await onlyArchiveObjects(pdf, after, sealedLength))) return { check: failed(APPENDED), stamps: [] };
  const last = checked[checked.length - 1];
  const { certificates, crls } = validationData(after);
  return {
    check: {
      id: 'archive',
      status: 'ok',
      message: `Langtidsbevaring: etter seglet er bare valideringsdata (${certificates} sertifikater og ${crls} sperrelister) og ${checked.length === 1 ? 'ett arkivtidsstempel' : `${checked.length} arkivtidsstempler`} lagt til. Det siste, fra «${last.authority}», viser at filen fantes ${norwegianInstant(last.time)}.`,
    },
    stamps: checked,
  };
}
