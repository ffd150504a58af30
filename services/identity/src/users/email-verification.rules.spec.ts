import { isEmailVerified, verificationAtRegistration } from './email-verification.rules';

describe('isEmailVerified', () => {
  it('holds only while the current address is the proven one', () => {
    expect(isEmailVerified({ email: 'kari@example.no', verifiedEmail: 'kari@example.no' })).toBe(true);
    expect(isEmailVerified({ email: 'kari@example.no', verifiedEmail: 'KARI@example.no' })).toBe(true);
    expect(isEmailVerified({ email: 'sjef@avtalt.no', verifiedEmail: 'kari@example.no' })).toBe(false);
    expect(isEmailVerified({ email: 'kari@example.no', verifiedEmail: null })).toBe(false);
  });
});

describe('verificationAtRegistration', () => {
  it('counts the address an account registered with as proven, at the time of registration', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    expect(verificationAtRegistration('Kari@Example.no', now)).toEqual({ verifiedEmail: 'kari@example.no', emailVerifiedAt: now });
  });
});
