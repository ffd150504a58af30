import { accountHash } from './login-limits.rules';
import { passwordResetBuckets } from './password-reset-limits.rules';

const limits = { PASSWORD_RESET_MAX_PER_IP: 10, PASSWORD_RESET_MAX_PER_ADDRESS: 3, PASSWORD_RESET_MAX_PER_ADDRESS_TOTAL: 10 };
const email = 'Offer@Example.no';

describe('passwordResetBuckets (review L6)', () => {
  it("a stranger's request draws on its client, its client for this address, and the address over all clients", () => {
    const hash = accountHash(email);
    expect(passwordResetBuckets({ client: '203.0.113.9', email, knownDeviceHash: null }, limits)).toEqual([
      { key: 'password-reset:client:203.0.113.9', limit: 10 },
      { key: `password-reset:client-account:203.0.113.9:${hash}`, limit: 3 },
      { key: `password-reset:account:${hash}`, limit: 10 },
    ]);
  });

  it('two clients asking for one address share only the all-clients ceiling', () => {
    const a = passwordResetBuckets({ client: '203.0.113.9', email, knownDeviceHash: null }, limits).map((b) => b.key);
    const b = passwordResetBuckets({ client: '2001:db8:1:2::/64', email, knownDeviceHash: null }, limits).map((b) => b.key);
    expect(a.filter((key) => b.includes(key))).toEqual([`password-reset:account:${accountHash(email)}`]);
  });

  it("the owner's known browser has a bucket of its own and draws on none of the others", () => {
    expect(passwordResetBuckets({ client: '203.0.113.9', email, knownDeviceHash: 'abc123' }, limits)).toEqual([{ key: 'password-reset:device:abc123', limit: 3 }]);
  });

  it('never puts the address itself in a key', () => {
    for (const knownDeviceHash of [null, 'abc123']) {
      for (const { key } of passwordResetBuckets({ client: '203.0.113.9', email, knownDeviceHash }, limits)) expect(key.toLowerCase()).not.toContain('example.no');
    }
  });
});
