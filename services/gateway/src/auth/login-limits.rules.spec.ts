import { accountHash, loginBuckets, passwordCheckBuckets, settleReservation } from './login-limits.rules';

const limits = { LOGIN_MAX_FAILURES_PER_ACCOUNT: 5, LOGIN_MAX_FAILURES_PER_IP: 20 };

describe('loginBuckets', () => {
  it('uses the account (hashed e-mail, any case) and the IP for an unknown browser', () => {
    const buckets = loginBuckets({ email: 'Kari@Example.no', ip: '10.0.0.1', knownDeviceHash: null }, limits);
    expect(buckets).toEqual([
      { kind: 'account', bucket: { key: `login-fail:account:${accountHash('kari@example.no')}`, limit: 5 } },
      { kind: 'ip', bucket: { key: 'login-fail:ip:10.0.0.1', limit: 20 } },
    ]);
    expect(JSON.stringify(buckets)).not.toContain('kari');
  });

  it("gives a known device only its own bucket, so others' failures on the account or the IP do not count", () => {
    expect(
      loginBuckets({ email: 'kari@example.no', ip: '10.0.0.1', knownDeviceHash: 'abc' }, limits),
    ).toEqual([{ kind: 'device', bucket: { key: 'login-fail:device:abc', limit: 5 } }]);
  });
});

describe('settleReservation', () => {
  const shared = loginBuckets({ email: 'kari@example.no', ip: '10.0.0.1', knownDeviceHash: null }, limits);
  const [account, ip] = shared.map((b) => b.bucket.key);

  it('keeps the unit of a wrong password: it is the counted failure', () => {
    expect(settleReservation('wrong-credentials', shared)).toEqual({ clear: [], giveBack: [] });
  });

  it("clears the account's count on success and gives the IP its unit back", () => {
    expect(settleReservation('success', shared)).toEqual({ clear: [account], giveBack: [ip] });
  });

  it('gives every unit back when the password was never checked', () => {
    expect(settleReservation('not-verified', shared)).toEqual({ clear: [], giveBack: [account, ip] });
  });

  it("clears only the device's own count after a known device's success", () => {
    const device = loginBuckets({ email: 'kari@example.no', ip: '10.0.0.1', knownDeviceHash: 'abc' }, limits);
    expect(settleReservation('success', device)).toEqual({ clear: ['login-fail:device:abc'], giveBack: [] });
  });
});

describe('passwordCheckBuckets', () => {
  it('draws on the same account bucket as a login from an unknown browser, and no IP bucket', () => {
    const login = loginBuckets(
      { email: 'kari@example.no', ip: '10.0.0.1', knownDeviceHash: 'enhet' },
      limits,
    );
    const check = passwordCheckBuckets('Kari@Example.no', limits);
    expect(check).toEqual([
      { kind: 'account', bucket: { key: `login-fail:account:${accountHash('kari@example.no')}`, limit: 5 } },
    ]);
    expect(check[0]).toEqual(
      loginBuckets({ email: 'kari@example.no', ip: '10.0.0.1', knownDeviceHash: null }, limits)[0],
    );
    expect(login[0].bucket.key).not.toBe(check[0].bucket.key);
  });

  it('a wrong password keeps its unit; a right one clears the account count', () => {
    const check = passwordCheckBuckets('kari@example.no', limits);
    expect(settleReservation('wrong-credentials', check)).toEqual({ clear: [], giveBack: [] });
    expect(settleReservation('success', check)).toEqual({ clear: [check[0].bucket.key], giveBack: [] });
    expect(settleReservation('not-verified', check)).toEqual({ clear: [], giveBack: [check[0].bucket.key] });
  });
});
