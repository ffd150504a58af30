/**
 * Every address pattern of the web app's pages (frontend/src/routes.tsx), in react-router's syntax: `:id` is one
 * non-empty segment. The gateway answers 404 (with the app's page, which shows the not-found screen) for any
 * other address; frontend/src/routes.spec.tsx checks that this list and the route table are the same, so a page
 * added to one and not the other fails a test instead of answering 404.
 */
export const APP_ROUTE_PATTERNS: readonly string[] = [
  '/',
  '/auth',
  '/tilbakestill-passord',
  '/bekreft-epost',
  '/avmeld',
  '/stopp-epostendring',
  '/verifiser',
  '/personvern',
  '/avtale/:id',
  '/avtale/:id/sporsmal',
  '/avtale/:id/sammenligning',
  '/avtale/:id/ferdig',
  '/avtale/:id/observator',
  '/avtale/:id/verge',
  '/profile',
  '/dashboard',
  '/avtale/:id/del',
  '/admin',
  '/admin/logikk-test',
];

function segments(urlPath: string): string[] {
  return urlPath.split('/').filter((segment) => segment !== '');
}

/**
 * Whether `urlPath` (a request's path, without query) shows one of the app's pages. As react-router matches:
 * letters in any case, a trailing slash or doubled slashes ignored, a `:param` segment any non-empty one.
 */
export function isAppRoute(urlPath: string, patterns: readonly string[] = APP_ROUTE_PATTERNS): boolean {
  const actual = segments(urlPath);
  return patterns.some((pattern) => {
    const expected = segments(pattern);
    return (
      expected.length === actual.length &&
      expected.every(
        (segment, i) => segment.startsWith(':') || segment.toLowerCase() === actual[i].toLowerCase(),
      )
    );
  });
}
