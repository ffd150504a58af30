import {
  authUrlFor,
  clearReturnTo,
  isSafeReturnPath,
  REDIRECT_AFTER_LOGIN_SESSION_KEY,
  rememberReturnTo,
  resolveReturnTo,
  RETURN_TO_LOCAL_KEY,
} from './return-to';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('isSafeReturnPath', () => {
  it.each(['/', '/profile', '/avtale/123/del?x=1#top', '/admin/logikk-test'])(
    'accepts the same-origin path %s',
    (path) => {
      expect(isSafeReturnPath(path)).toBe(true);
    },
  );

  it.each([
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash trick', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a scheme without slashes', 'http:evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'profile'],
    ['an empty string', ''],
    ['a path with a newline', '/\n/evil.example'],
    ['the login page itself', '/auth?returnTo=/profile'],
    ['a non-string', 42],
    ['null', null],
  ])('refuses %s', (_what, value) => {
    expect(isSafeReturnPath(value)).toBe(false);
  });
});

describe('resolveReturnTo', () => {
  it('prefers the query parameter', () => {
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_SESSION_KEY, '/dashboard');
    localStorage.setItem(RETURN_TO_LOCAL_KEY, '/admin');
    expect(resolveReturnTo('/profile')).toBe('/profile');
  });

  it('falls back to sessionStorage, then localStorage, then /', () => {
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_SESSION_KEY, '/dashboard');
    localStorage.setItem(RETURN_TO_LOCAL_KEY, '/admin');
    expect(resolveReturnTo(null)).toBe('/dashboard');
    sessionStorage.clear();
    expect(resolveReturnTo(undefined)).toBe('/admin');
    localStorage.clear();
    expect(resolveReturnTo(null)).toBe('/');
  });

  it('skips unsafe candidates', () => {
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_SESSION_KEY, 'https://evil.example');
    localStorage.setItem(RETURN_TO_LOCAL_KEY, '/avtale/7/del');
    expect(resolveReturnTo('//evil.example')).toBe('/avtale/7/del');
    localStorage.setItem(RETURN_TO_LOCAL_KEY, '//evil.example');
    expect(resolveReturnTo('http://evil.example')).toBe('/');
  });
});

describe('rememberReturnTo and clearReturnTo', () => {
  it('stores the path under both keys and clears them after use', () => {
    rememberReturnTo('/profile?tab=1');
    expect(localStorage.getItem(RETURN_TO_LOCAL_KEY)).toBe('/profile?tab=1');
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_SESSION_KEY)).toBe('/profile?tab=1');
    clearReturnTo();
    expect(localStorage.getItem(RETURN_TO_LOCAL_KEY)).toBeNull();
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_SESSION_KEY)).toBeNull();
  });

  it('does not store unsafe paths', () => {
    rememberReturnTo('//evil.example');
    expect(localStorage.getItem(RETURN_TO_LOCAL_KEY)).toBeNull();
  });
});

describe('authUrlFor', () => {
  it('encodes the path as returnTo', () => {
    expect(authUrlFor('/avtale/1/del?x=1&y=2')).toBe('/auth?returnTo=%2Favtale%2F1%2Fdel%3Fx%3D1%26y%3D2');
    expect(authUrlFor('//evil.example')).toBe('/auth');
    // Someone who answered without an account is shown «Registrer» first (issue 34, ux.md problem 4).
    expect(authUrlFor('/avtale/1/del', { register: true })).toBe(
      '/auth?tab=registrer&returnTo=%2Favtale%2F1%2Fdel',
    );
    expect(authUrlFor('//evil.example', { register: true })).toBe('/auth?tab=registrer');
  });
});
