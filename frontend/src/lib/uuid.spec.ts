import { newUuid } from './uuid';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Random bytes as plain http pages get them (no randomUUID there). */
const getRandomValues = (<T extends ArrayBufferView | null>(array: T): T => {
  const bytes = array as unknown as Uint8Array;
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return array;
}) as Crypto['getRandomValues'];

describe('newUuid', () => {
  it('uses crypto.randomUUID where the browser offers it', () => {
    const randomUUID = jest.fn(() => '11111111-2222-4333-8444-555555555555' as const);
    expect(newUuid({ randomUUID, getRandomValues })).toBe('11111111-2222-4333-8444-555555555555');
  });

  it('builds a version 4 UUID from random bytes outside secure contexts (plain http)', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newUuid({ getRandomValues })));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('sets the version and variant bits even when every random byte is 0xff', () => {
    const allOnes = ((array: Uint8Array) => array.fill(0xff)) as unknown as Crypto['getRandomValues'];
    expect(newUuid({ getRandomValues: allOnes })).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
