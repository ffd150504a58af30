/**
 * A minimal DER reader and writer for the CMS structures of a PDF seal and its RFC 3161 timestamp. Byte
 * offsets are kept, so a signature is checked over exactly the bytes that were signed (re-encoding
 * parsed ASN.1 could change them), and an unsigned attribute is added without touching anything else.
 */

export interface Tlv {
  /** The identifier octet (class, constructed bit and tag number: 0x30 SEQUENCE, 0xa0 [0] …). */
  tag: number;
  /** Where the TLV starts (its identifier octet) and ends (exclusive) in the buffer. */
  start: number;
  end: number;
  /** Where its content starts. */
  contentStart: number;
}

export class DerError extends Error {}

/** The TLV at `offset` (definite lengths only, as DER has; at most 4 length octets). */
export function readTlv(buf: Uint8Array, offset: number, limit = buf.length): Tlv {
  if (offset + 2 > limit) throw new DerError('DER: truncated');
  const tag = buf[offset];
  if ((tag & 0x1f) === 0x1f) throw new DerError('DER: multi-byte tags are not used here');
  let length = buf[offset + 1];
  let contentStart = offset + 2;
  if (length & 0x80) {
    const octets = length & 0x7f;
    if (octets === 0 || octets > 4) throw new DerError('DER: indefinite or oversized length');
    if (contentStart + octets > limit) throw new DerError('DER: truncated length');
    length = 0;
    for (let i = 0; i < octets; i++) length = length * 256 + buf[contentStart + i];
    contentStart += octets;
  }
  const end = contentStart + length;
  if (end > limit) throw new DerError('DER: content runs past its container');
  return { tag, start: offset, end, contentStart };
}

/** The TLVs inside a constructed TLV, in order. */
export function children(buf: Uint8Array, parent: Tlv): Tlv[] {
  const out: Tlv[] = [];
  for (let at = parent.contentStart; at < parent.end;) {
    const child = readTlv(buf, at, parent.end);
    out.push(child);
    at = child.end;
  }
  return out;
}

export const content = (buf: Uint8Array, tlv: Tlv): Buffer =>
  Buffer.from(buf.subarray(tlv.contentStart, tlv.end));
export const whole = (buf: Uint8Array, tlv: Tlv): Buffer => Buffer.from(buf.subarray(tlv.start, tlv.end));

export function expectTag(tlv: Tlv | undefined, tag: number, what: string): Tlv {
  if (!tlv || tlv.tag !== tag) throw new DerError(`DER: expected ${what}`);
  return tlv;
}

/** An OBJECT IDENTIFIER's dotted form. */
export function oid(buf: Uint8Array, tlv: Tlv): string {
  expectTag(tlv, 0x06, 'an object identifier');
  const bytes = buf.subarray(tlv.contentStart, tlv.end);
  const parts: number[] = [];
  let value = 0;
  for (const byte of bytes) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      parts.push(value);
      value = 0;
    }
  }
  const first = parts.shift() ?? 0;
  const head = first < 80 ? [Math.floor(first / 40), first % 40] : [2, first - 80];
  return [...head, ...parts].join('.');
}

/** A GeneralizedTime (`YYYYMMDDHHMMSS[.f…]Z`) or UTCTime as an ISO 8601 instant. */
export function time(buf: Uint8Array, tlv: Tlv): string {
  const text = Buffer.from(buf.subarray(tlv.contentStart, tlv.end)).toString('latin1');
  const match =
    tlv.tag === 0x18
      ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:\.(\d{1,3})\d*)?Z$/.exec(text)
      : /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!match) throw new DerError('DER: unreadable time');
  const year =
    tlv.tag === 0x18 ? Number(match[1]) : 2000 + Number(match[1]) - (Number(match[1]) >= 50 ? 100 : 0);
  const ms = tlv.tag === 0x18 && match[7] ? Number(match[7].padEnd(3, '0')) : 0;
  return new Date(
    Date.UTC(
      year,
      Number(match[2]) - 1,
      Number(match[3]),
      Number(match[4]),
      Number(match[5]),
      Number(match[6]),
      ms,
    ),
  ).toISOString();
}

// ---- writing -----------------------------------------------------------------------------------

export function encodeTlv(tag: number, body: Uint8Array): Buffer {
  const length = body.length;
  let header: number[];
  if (length < 0x80) header = [tag, length];
  else {
    const octets: number[] = [];
    for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) octets.unshift(rest % 256);
    header = [tag, 0x80 | octets.length, ...octets];
  }
  return Buffer.concat([Buffer.from(header), body]);
}

export function encodeOid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes: number[] = [];
  for (const value of [a * 40 + b, ...rest]) {
    const group = [value & 0x7f];
    for (let v = Math.floor(value / 128); v > 0; v = Math.floor(v / 128)) group.unshift((v & 0x7f) | 0x80);
    bytes.push(...group);
  }
  return encodeTlv(0x06, Buffer.from(bytes));
}

/** A positive INTEGER from unsigned big-endian bytes (minimal: leading zeros dropped, one added for a high bit). */
export function encodeUnsignedInteger(bytes: Uint8Array): Buffer {
  let at = 0;
  while (at < bytes.length - 1 && bytes[at] === 0) at++;
  const body = Buffer.from(bytes.subarray(at));
  return encodeTlv(0x02, body[0] & 0x80 ? Buffer.concat([Buffer.from([0]), body]) : body);
}

/** Lowercase hex without leading zeros: the one form serial numbers and nonces are compared in. */
export const normalHex = (hex: string): string => hex.toLowerCase().replace(/^0+(?=.)/, '');

/** An INTEGER's content as unsigned hex without leading zeros (serial numbers, nonces). */
export function integerHex(buf: Uint8Array, tlv: Tlv): string {
  expectTag(tlv, 0x02, 'an integer');
  return normalHex(Buffer.from(buf.subarray(tlv.contentStart, tlv.end)).toString('hex'));
}
