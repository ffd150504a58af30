/**
 * Pages rendered to HTML at build time (docs/first-paint-and-main-thread.md, "Pages rendered at build
 * time"): pages that show the same to everyone before any data has arrived. The gateway sends a page's
 * HTML for its exact address without a query string (a query such as `?tab=registrer` may change what the
 * page renders); every other address gets index.html with the static header.
 */
export const PRERENDERED_PATHS = ['/', '/auth'] as const;

const APP_MARKERS = /<div id="root"><!--app-->[\s\S]*?<!--\/app--><\/div>/;

/** The file (below dist/.vite/) the page of `urlPath` is written to. */
export function prerenderedFile(urlPath: string): string {
  const name = urlPath.replace(/^\/+|\/+$/g, '') || 'index';
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Kan ikke forhåndsrendre ${urlPath}`);
  return `pages/${name}.html`;
}

/**
 * index.html with the static header between the app markers replaced by the page's HTML, and the root
 * marked `data-prerendered` (main.tsx then hydrates instead of rendering anew) and `inert`.
 */
export function withPrerenderedRoot(indexHtml: string, appHtml: string): string {
  if (!APP_MARKERS.test(indexHtml)) throw new Error('index.html mangler <!--app--> … <!--/app--> i #root');
  // A function as replacement: `$` in the page's HTML must not be read as a pattern.
  // `inert` until the page has hydrated (AppLayout's HydrationDone): before that nothing on it works, and a
  // form would submit itself natively (a GET with the password in the address).
  return indexHtml.replace(APP_MARKERS, () => `<div id="root" data-prerendered inert>${appHtml}</div>`);
}
