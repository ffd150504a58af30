import { accountHash } from './login-limits.rules';
import { passwordResetBuckets } from './password-reset-limits.rules';

const limits = {
  PASSWORD_RESET_MAX_PER_IP: 10,
  PASSWORD_RESET_MAX_PER_ADDRESS: 3,
  PASSWORD_RESET_MAX_PER_ADDRESS_TOTAL: 10,
};
const email = 'Offer@Example.no';

describe('passwordResetBuckets (review L6)', () => {
  it("a stranger's request draws on its client and its client for this address (429 past them), and on the address's mail ceiling over all clients", () => {
    const hash = accountHash(email);
    expect(passwordResetBuckets({ client: '203.0.113.9', email, knownDeviceHash: null }, limits)).toEqual({
      own: [
        { key: 'password-reset:client:203.0.113.9', limit: 10 },
        { key: `password-reset:client-account:203.0.113.9:${hash}`, limit: 3 },
      ],
      addressCeiling: { key: `password-reset:account:${hash}`, limit: 10 },
    });
  });

  it('two clients asking for one address share no bucket that can refuse them, only the mail ceiling', () => {
    const a = passwordResetBuckets({ client: '203.0.113.9', email, knownDeviceHash: null }, limits);
    const b = passwordResetBuckets({ client: '2001:db8:1:2::/64', email, knownDeviceHash: null }, limits);
    const bKeys = b.own.map((bucket) => bucket.key);
    expect(a.own.filter((bucket) => bKeys.includes(bucket.key))).toEqual([]);
    expect(a.addressCeiling).toEqual(b.addressCeiling);
  });

  it("the owner's known browser has a bucket of its own and draws on none of the others, the ceiling neither", () => {
    expect(passwordResetBuckets({ client: '203.0.113.9', email, knownDeviceHash: 'abc123' }, limits)).toEqual(
      {
        own: [{ key: 'password-reset:device:abc123', limit: 3 }],
        addressCeiling: null,
      },
    );
  });

  it('never puts the address itself in a key', () => {
    for (const knownDeviceHash of [null, 'abc123']) {
      const { own, addressCeiling } = passwordResetBuckets(
        { client: '203.0.113.9', email, knownDeviceHash },
        limits,
      );
      for (const { key } of [...own, ...(addressCeiling ? [addressCeiling] : [])])
        expect(key.toLowerCase()).not.toContain('example.no');
    }
  });
});
