import { isTrustedOrigin, trustedOrigins } from './trusted-origins';

describe('trusted origins', () => {
  const local = trustedOrigins({ PORT: 8080, ALLOWED_ORIGINS: ['http://localhost:5173/'] });
  const production = trustedOrigins({ PUBLIC_ORIGIN: 'https://avtalt.no', PORT: 8080, ALLOWED_ORIGINS: [] });

  it('trusts the public origin (or the loopback addresses without one) and the allowed ones', () => {
    expect(isTrustedOrigin('http://localhost:8080', local)).toBe(true);
    expect(isTrustedOrigin('http://127.0.0.1:8080', local)).toBe(true);
    expect(isTrustedOrigin('http://localhost:5173', local)).toBe(true);
    expect(isTrustedOrigin('https://avtalt.no', production)).toBe(true);
    expect(isTrustedOrigin('http://localhost:8080', production)).toBe(false);
  });

  it('refuses another site, a look-alike, another port, "null" — whatever the Host header says', () => {
    for (const origin of [
      'https://evil.example',
      'https://avtalt.no.evil.example',
      'http://localhost:8081',
      'null',
    ]) {
      expect(isTrustedOrigin(origin, production)).toBe(false);
      expect(isTrustedOrigin(origin, local)).toBe(false);
    }
  });

  it('lets requests without an Origin through (not a browser page)', () => {
    expect(isTrustedOrigin(undefined, production)).toBe(true);
  });
});
