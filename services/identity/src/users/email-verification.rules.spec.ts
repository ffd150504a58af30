import { isEmailVerified } from './email-verification.rules';

describe('isEmailVerified', () => {
  it('holds only while the current address is the proven one', () => {
    expect(isEmailVerified({ email: 'kari@example.no', verifiedEmail: 'kari@example.no' })).toBe(true);
    expect(isEmailVerified({ email: 'kari@example.no', verifiedEmail: 'KARI@example.no' })).toBe(true);
    expect(isEmailVerified({ email: 'sjef@avtalt.no', verifiedEmail: 'kari@example.no' })).toBe(false);
    expect(isEmailVerified({ email: 'kari@example.no', verifiedEmail: null })).toBe(false);
  });
});
