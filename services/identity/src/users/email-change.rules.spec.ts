import { accountMailAddress, addressChange } from './email-change.rules';

describe('addressChange', () => {
  it('is unchanged for the same address in any case, with or without a password', () => {
    expect(addressChange('kari@example.no', 'kari@example.no', undefined)).toBe('unchanged');
    expect(addressChange('kari@example.no', 'KARI@example.no', 'feil')).toBe('unchanged');
  });

  it('needs the current password for another address', () => {
    expect(addressChange('kari@example.no', 'ny@example.no', undefined)).toBe('password-required');
    expect(addressChange('kari@example.no', 'ny@example.no', '')).toBe('password-required');
    expect(addressChange('kari@example.no', 'ny@example.no', 'hemmelig123')).toBe('change');
  });
});

describe('accountMailAddress', () => {
  it('is the account address only while it is the confirmed one', () => {
    expect(accountMailAddress({ email: 'kari@example.no', verifiedEmail: 'kari@example.no' })).toBe(
      'kari@example.no',
    );
    expect(accountMailAddress({ email: 'kari@example.no', verifiedEmail: 'KARI@EXAMPLE.NO' })).toBe(
      'kari@example.no',
    );
    expect(accountMailAddress({ email: 'kari@example.no', verifiedEmail: null })).toBeNull();
    // An address set before issue 31 without confirmation: the old confirmed one is not this account's any more.
    expect(accountMailAddress({ email: 'ny@example.no', verifiedEmail: 'kari@example.no' })).toBeNull();
  });
});
