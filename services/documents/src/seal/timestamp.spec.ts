import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { children, encodeOid, encodeTlv, oid, readTlv } from '../verify/der';
import { timestampRequest, tokenOfResponse } from './timestamp';

describe('the RFC 3161 request and response', () => {
  it('writes a TimeStampReq that openssl reads: version 1, SHA-256 imprint, the nonce, certReq', () => {
    const imprint = Buffer.alloc(32, 0xab);
    const nonce = Buffer.from('0102030405060708', 'hex');
    const request = timestampRequest(imprint, nonce);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-tsq-'));
    try {
      writeFileSync(path.join(dir, 'q.tsq'), request);
      const text = execFileSync('openssl', ['ts', '-query', '-in', path.join(dir, 'q.tsq'), '-text'], {
        encoding: 'utf8',
      });
      expect(text).toContain('Version: 1');
      expect(text).toContain('Hash Algorithm: sha256');
      // openssl prints the imprint as a hex dump of two 16-byte lines.
      expect(text.match(/ab(?:[ -]ab){15}/g)).toHaveLength(2);
      expect(text).toContain('Nonce: 0x0102030405060708');
      expect(text).toContain('Certificate required: yes');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the token of a granted answer and refuses a rejection or an answer without a token', () => {
    const token = encodeTlv(
      0x30,
      Buffer.concat([
        encodeOid('1.2.840.113549.1.7.2'),
        encodeTlv(0xa0, encodeTlv(0x30, Buffer.from([0x02, 0x01, 0x03]))),
      ]),
    );
    const status = (code: number) => encodeTlv(0x30, Buffer.from([0x02, 0x01, code]));
    expect(tokenOfResponse(encodeTlv(0x30, Buffer.concat([status(0), token])))).toEqual(token);
    expect(tokenOfResponse(encodeTlv(0x30, Buffer.concat([status(1), token])))).toEqual(token);
    expect(() => tokenOfResponse(encodeTlv(0x30, status(2)))).toThrow(
      'the timestamp authority refused the request (status 2)',
    );
    expect(() => tokenOfResponse(encodeTlv(0x30, status(0)))).toThrow(
      'the timestamp authority answered without a token',
    );
  });
});

describe('DER', () => {
  it('writes long lengths and reads them back; object identifiers both ways', () => {
    for (const size of [0, 127, 128, 255, 256, 70_000]) {
      const tlv = encodeTlv(0x04, Buffer.alloc(size, 1));
      const read = readTlv(tlv, 0);
      expect([read.end - read.contentStart, read.end]).toEqual([size, tlv.length]);
    }
    for (const dotted of ['1.2.840.113549.1.9.16.2.14', '2.16.840.1.101.3.4.2.1', '1.3.14.3.2.26']) {
      const der = encodeOid(dotted);
      expect(oid(der, readTlv(der, 0))).toBe(dotted);
    }
    const outer = encodeTlv(0x30, Buffer.concat([encodeOid('1.2.3'), encodeTlv(0x05, Buffer.alloc(0))]));
    expect(children(outer, readTlv(outer, 0)).map((c) => c.tag)).toEqual([0x06, 0x05]);
    expect(() => readTlv(Buffer.from([0x30, 0x05, 0x01]), 0)).toThrow('DER: content runs past its container');
  });
});
