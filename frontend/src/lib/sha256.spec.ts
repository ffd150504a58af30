import { createHash } from 'node:crypto';
import { sha256Hex, toHex } from './sha256';

describe('sha256Hex', () => {
  it('hashes the UTF-8 bytes of a text as the server does (node:crypto)', async () => {
    const html = '<!DOCTYPE html><html lang="nb"><body><h1>Samboeravtale</h1><p>Bjørn og Åse — «enige»</p></body></html>';
    expect(await sha256Hex(html)).toBe(createHash('sha256').update(html, 'utf8').digest('hex'));
  });

  it('hashes raw bytes (a chosen PDF), and a single changed byte gives another hash', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);
    const hash = await sha256Hex(bytes);
    expect(hash).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const changed = bytes.slice();
    changed[4] ^= 0x01;
    expect(await sha256Hex(changed.buffer)).not.toBe(hash);
  });

  it('knows the empty input', async () => {
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('toHex', () => {
  it('pads every byte to two digits', () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 255]))).toBe('00010f10ff');
  });
});
