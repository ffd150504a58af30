/**
 * Paint first, then load the code (docs/first-paint-and-main-thread.md, "Paint before the code"): the
 * entry's `<script type="module">` and its `<link rel="modulepreload">` hints are taken out of
 * index.html and a small inline loader adds them again once the static header has been painted. On a
 * slow phone the first paint then never waits for the code, and the page's data request starts while
 * the code downloads instead of after it has run.
 */

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/[^"]+)"><\/script>/;
const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/[^"]+)">/g;

/**
 * The addresses whose page asks first for one GET of the API that does not depend on anything else on
 * the page: the loader asks for it at once (`window.__avtaltEarly`), and `apiRequest` takes the answer
 * (frontend/src/api/early-response.ts). Only pages whose first request is that one: a page that makes
 * two requests at once for a visitor without a session would get two anonymous ids.
 */
export const EARLY_DATA_ROUTES: readonly { path: RegExp; api: string }[] = [
  // /avtale/{id}: the invitation asks for the agreement.
  { path: /^\/avtale\/([0-9a-f-]{36})\/?$/, api: '/api/agreements/$1' },
  // /avtale/{id}/sammenligning: the comparison's heading and table come from the comparison.
  { path: /^\/avtale\/([0-9a-f-]{36})\/sammenligning\/?$/, api: '/api/agreements/$1/comparison' },
];

/** The API address the loader asks for early on `pathname`, or null (as the loader computes it). */
export function earlyDataUrl(pathname: string): string | null {
  for (const route of EARLY_DATA_ROUTES) {
    if (route.path.test(pathname)) return pathname.replace(route.path, route.api);
  }
  return null;
}

/**
 * The loader's source. It runs when the parser reaches it (end of body): asks for the page's data, then
 * after the next frame (so after the first paint) adds the modulepreload hints — the entry's and the
 * page's, which the gateway puts into `<meta name="avtalt-preload">` — and the entry script. A hidden
 * tab paints no frames, so there it loads at once.
 */
export function loaderSource(entry: string, preloads: readonly string[]): string {
  const routes = EARLY_DATA_ROUTES.map((r) => `[${r.path.toString()},${JSON.stringify(r.api)}]`).join(',');
  return [
    '(function(e,p){var d=document,w=window,l=location.pathname,r=[' + routes + '];',
    'w.__avtaltEarly={};',
    'for(var i=0;i<r.length;i++)if(r[i][0].test(l)&&w.fetch){var u=l.replace(r[i][0],r[i][1]),f=fetch(u,{credentials:"include"});',
    'f.catch(function(){});w.__avtaltEarly[u]={at:Date.now(),response:f};break}',
    'function go(){var m=d.querySelector(\'meta[name="avtalt-preload"]\');',
    'p.concat(m&&m.content?m.content.split(" "):[]).forEach(function(h){var k=d.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href=h;d.head.appendChild(k)});',
    'var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=e;d.head.appendChild(s)}',
    'if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})',
    `})(${JSON.stringify(entry)},${JSON.stringify(preloads)})`,
  ].join('');
}

/**
 * index.html with the entry's script and modulepreload links replaced by the loader before `</body>`.
 * A page without an entry script (or without `</body>`) is returned as it is.
 */
export function paintFirst(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  const body = html.lastIndexOf('</body>');
  if (!entry || body === -1) return html;
  const preloads = [...html.matchAll(ENTRY_PRELOAD)].map((m) => m[1]);
  const stripped = html.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, '');
  const at = stripped.lastIndexOf('</body>');
  return `${stripped.slice(0, at)}  <script>${loaderSource(entry, preloads)}</script>\n  ${stripped.slice(at)}`;
}
