import { tokenFromHash } from './hash-token.rules';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('tokenFromHash', () => {
  it('reads the token from the fragment', () => {
    expect(tokenFromHash(`#${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(TOKEN)).toBe(TOKEN);
  });

  it("is '' without one", () => {
    expect(tokenFromHash('')).toBe('');
    expect(tokenFromHash('#')).toBe('');
    expect(tokenFromHash('#other=1')).toBe('');
  });
});
