import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * The frontend build's dist/.vite/route-preloads.json (frontend/build/route-preloads.rules.ts): for each
 * address pattern, the JS files its lazily loaded page needs beyond the entry. Read by the gateway at
 * start-up and checked here, since a file name goes into HTML.
 */
export const routePreloadsSchema = z.array(
  z.object({
    pattern: z.string().regex(/^\/[\w\-/:]*$/, 'ugyldig adressemønster'),
    files: z.array(z.string().regex(/^assets\/[\w.-]+\.js$/, 'ugyldig filnavn')),
  }),
);
export type RoutePreloads = z.infer<typeof routePreloadsSchema>;

/**
 * The frontend build's dist/.vite/prerendered.json (frontend/src/prerender.rules.ts): pages rendered to
 * HTML at build time, each sent for its exact address without a query string.
 */
export const prerenderedPagesSchema = z.array(
  z.object({
    path: z.string().regex(/^\/[\w-]*$/, 'ugyldig adresse'),
    file: z.string().regex(/^pages\/[\w-]+\.html$/, 'ugyldig filnavn'),
  }),
);

function segments(urlPath: string): string[] {
  return urlPath.split('/').filter((segment) => segment !== '');
}

/** Whether `urlPath` is an address of `pattern` (react-router's syntax: `:id` is one non-empty segment). */
export function matchesPattern(pattern: string, urlPath: string): boolean {
  const expected = segments(pattern);
  const actual = segments(urlPath);
  return (
    expected.length === actual.length &&
    expected.every((segment, i) => segment.startsWith(':') || segment === actual[i])
  );
}

/**
 * index.html with the page's chunks in `<meta name="avtalt-preload" content="/assets/a.js /assets/b.js">`
 * before `</head>`. The page's inline loader adds them as `<link rel="modulepreload">` together with the
 * entry's, after the first paint (frontend/build/paint-first.rules.ts): as links in the head the browser
 * would fetch them before painting anything. The schema above allows only `assets/*.js` names, so nothing
 * can break out of the attribute.
 */
export function withModulePreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const meta = `<meta name="avtalt-preload" content="${files.map((file) => `/${file}`).join(' ')}">`;
  const head = html.indexOf('</head>');
  if (head === -1) return html;
  return `${html.slice(0, head)}  ${meta}\n  ${html.slice(head)}`;
}

/**
 * The Content-Security-Policy sources that allow the inline scripts of a page (the frontend's loader) by
 * their SHA-256, and nothing else inline.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`,
  );
}
