import { sha256Hex, toHex } from './sha256';

// Expected values: the FIPS 180-2 test vector for 'abc', and values computed with Node's crypto
// (`createHash('sha256').update(text, 'utf8')`), which is how the server hashes the legal text.
describe('sha256Hex', () => {
  it('hashes the UTF-8 bytes of a text as the server does', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('Bjørn og Åse — «enige»')).toBe(
      'd4fd017f25ceb114354cf7f45fde55c87e2936988fe49c2b085b39034dcabfac',
    );
  });

  it('hashes raw bytes (a chosen PDF), and a single changed byte gives another hash', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);
    const hash = await sha256Hex(bytes);
    expect(hash).toBe('0716f9264c9fe19f5d7455276107f3ddcc1d3497f63d60689a73558ae8a1bf5e');
    expect(await sha256Hex(bytes.buffer)).toBe(hash);
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
