import { signingClientSchema } from '@avtalt/contracts';
import { signingClientOf } from './signing-client.rules';

describe('signingClientOf', () => {
  it('keeps the address and the user agent, cut to the contract limits', () => {
    expect(signingClientOf('127.0.0.1', 'Mozilla/5.0')).toEqual({
      ipAddress: '127.0.0.1',
      userAgent: 'Mozilla/5.0',
    });
    const long = signingClientOf('::ffff:' + '1'.repeat(100), 'x'.repeat(900));
    expect(long.ipAddress).toHaveLength(64);
    expect(long.userAgent).toHaveLength(500);
    expect(signingClientSchema.parse(long)).toEqual(long);
  });

  it("says 'ukjent' for what is missing and drops control characters", () => {
    expect(signingClientOf(undefined, undefined)).toEqual({ ipAddress: 'ukjent', userAgent: 'ukjent' });
    expect(signingClientOf('10.0.0.1', 'a\nb')).toEqual({ ipAddress: '10.0.0.1', userAgent: 'a b' });
  });
});
