import { isAllowedSocketOrigin } from './socket-origin';

describe('isAllowedSocketOrigin', () => {
  it('accepts the page of the gateway itself', () => {
    expect(isAllowedSocketOrigin('http://localhost:8080', 'localhost:8080', [])).toBe(true);
    expect(isAllowedSocketOrigin('https://avtalt.no', 'avtalt.no', [])).toBe(true);
  });

  it('accepts an allowed origin (e.g. the Vite dev server)', () => {
    expect(isAllowedSocketOrigin('http://localhost:5173', 'localhost:8080', ['http://localhost:5173/'])).toBe(true);
  });

  it('refuses another site, a look-alike host and garbage', () => {
    expect(isAllowedSocketOrigin('https://evil.example', 'avtalt.no', [])).toBe(false);
    expect(isAllowedSocketOrigin('https://avtalt.no.evil.example', 'avtalt.no', [])).toBe(false);
    expect(isAllowedSocketOrigin('http://localhost:8081', 'localhost:8080', [])).toBe(false);
    expect(isAllowedSocketOrigin('null', 'avtalt.no', [])).toBe(false);
  });

  it('accepts clients that are not browser pages (no Origin)', () => {
    expect(isAllowedSocketOrigin(undefined, 'avtalt.no', [])).toBe(true);
  });
});
