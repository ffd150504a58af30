import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it.each(['/profile', '/avtale/123/del?x=1', '/'])('keeps the same-origin path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    'https://evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    'profile',
    '/\u0000x',
    42,
    undefined,
  ])('refuses %p', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});
