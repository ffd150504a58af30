import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds one cookie among others, by exact name', () => {
    const header = 'avtalt.sid=s%3Aabc; avtalt.device=tok_en-1; x.avtalt.device=nope';
    expect(readCookie(header, 'avtalt.device')).toBe('tok_en-1');
    expect(readCookie(header, 'avtalt.sid')).toBe('s%3Aabc');
    expect(readCookie(header, 'device')).toBeUndefined();
    expect(readCookie(undefined, 'avtalt.device')).toBeUndefined();
    expect(readCookie('=x; ;avtalt.device', 'avtalt.device')).toBeUndefined();
  });
});
