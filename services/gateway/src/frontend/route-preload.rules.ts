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
 * index.html with a `<link rel="modulepreload">` per file before `</head>` (after the entry's own
 * hints), so the browser fetches the page's chunks in parallel with the entry. `crossorigin` matches the
 * module script's request mode, so the preloaded response is the one the import uses.
 */
export function withModulePreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
  const head = html.indexOf('</head>');
  if (head === -1) return html;
  return `${html.slice(0, head)}  ${links}\n  ${html.slice(head)}`;
}
