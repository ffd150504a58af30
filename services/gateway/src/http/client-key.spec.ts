import { clientKey } from './client-key';

describe('clientKey', () => {
  it('keeps an IPv4 address, also when written as IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const a = clientKey('2001:db8:1:2::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:eeee:dddd:cccc')).toBe(a);
    expect(clientKey('2001:db8:1:2:0:0:0:99%eth0')).toBe(a);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(a);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1.2.3.4')).toBe('fe80:0:0:0::/64');
  });

  it('puts what is not an address in one bucket', () => {
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('')).toBe('unknown');
    expect(clientKey('not-an-ip')).toBe('unknown');
  });
});
