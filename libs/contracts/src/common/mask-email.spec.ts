import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('kari.nordmann@example.no')).toBe('k***@example.no');
    expect(maskEmail('x@y.no')).toBe('x***@y.no');
  });

  it('hides everything of something that is no address', () => {
    expect(maskEmail('not-an-address')).toBe('***');
    expect(maskEmail('@example.no')).toBe('***');
    expect(maskEmail('')).toBe('***');
  });

  it('takes the last @ as the domain’s start', () => {
    expect(maskEmail('"a@b"@example.no')).toBe('"***@example.no');
  });
});
