import { APP_ROUTE_PATTERNS, isAppRoute } from './app-routes';

describe('isAppRoute', () => {
  it("knows the app's pages, with any value for a :param segment", () => {
    expect(isAppRoute('/')).toBe(true);
    expect(isAppRoute('/auth')).toBe(true);
    expect(isAppRoute('/avtale/1f2e3d4c-0000-4000-8000-000000000000/sporsmal')).toBe(true);
    expect(isAppRoute('/admin/logikk-test')).toBe(true);
  });

  it('matches as react-router does: any letter case, a trailing or doubled slash', () => {
    expect(isAppRoute('/Auth')).toBe(true);
    expect(isAppRoute('/dashboard/')).toBe(true);
    expect(isAppRoute('//avtale//abc/ferdig')).toBe(true);
  });

  it("refuses addresses of no page: unknown names, extra or missing segments, the admin area's unknown pages", () => {
    expect(isAppRoute('/finnes-ikke')).toBe(false);
    expect(isAppRoute('/avtale')).toBe(false);
    expect(isAppRoute('/avtale/abc/sporsmal/x')).toBe(false);
    expect(isAppRoute('/admin/ukjent')).toBe(false);
    expect(isAppRoute('/index.html')).toBe(false);
  });

  it('lists each pattern once, each starting with a slash', () => {
    expect(new Set(APP_ROUTE_PATTERNS).size).toBe(APP_ROUTE_PATTERNS.length);
    for (const pattern of APP_ROUTE_PATTERNS) expect(pattern).toMatch(/^\/[\w\-/:]*$/);
  });
});
