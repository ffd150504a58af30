"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.prerenderedPagesSchema = exports.routePreloadsSchema = void 0;
exports.matchesPattern = matchesPattern;
exports.withModulePreloads = withModulePreloads;
exports.inlineScriptSources = inlineScriptSources;
const node_crypto_1 = require("node:crypto");
const zod_1 = require("zod");
/**
 * The frontend build's dist/.vite/route-preloads.json (frontend/build/route-preloads.rules.ts): for each
 * address pattern, the JS files its lazily loaded page needs beyond the entry. Read by the gateway at
 * start-up and checked here, since a file name goes into HTML.
 */
exports.routePreloadsSchema = zod_1.z.array(zod_1.z.object({
    pattern: zod_1.z.string().regex(/^\/[\w\-/:]*$/, 'ugyldig adressemønster'),
    files: zod_1.z.array(zod_1.z.string().regex(/^assets\/[\w.-]+\.js$/, 'ugyldig filnavn')),
}));
/**
 * The frontend build's dist/.vite/prerendered.json (frontend/src/prerender.rules.ts): pages rendered to
 * HTML at build time, each sent for its exact address without a query string.
 */
exports.prerenderedPagesSchema = zod_1.z.array(zod_1.z.object({
    path: zod_1.z.string().regex(/^\/[\w-]*$/, 'ugyldig adresse'),
    file: zod_1.z.string().regex(/^pages\/[\w-]+\.html$/, 'ugyldig filnavn'),
}));
function segments(urlPath) {
    return urlPath.split('/').filter((segment) => segment !== '');
}
/** Whether `urlPath` is an address of `pattern` (react-router's syntax: `:id` is one non-empty segment). */
function matchesPattern(pattern, urlPath) {
    const expected = segments(pattern);
    const actual = segments(urlPath);
    return (expected.length === actual.length &&
        expected.every((segment, i) => segment.startsWith(':') || segment === actual[i]));
}
/**
 * index.html with the page's chunks in `<meta name="avtalt-preload" content="/assets/a.js /assets/b.js">`
 * before `</head>`. The page's inline loader adds them as `<link rel="modulepreload">` together with the
 * entry's, after the first paint (frontend/build/paint-first.rules.ts): as links in the head the browser
 * would fetch them before painting anything. The schema above allows only `assets/*.js` names, so nothing
 * can break out of the attribute.
 */
function withModulePreloads(html, files) {
    if (files.length === 0)
        return html;
    const meta = `<meta name="avtalt-preload" content="${files.map((file) => `/${file}`).join(' ')}">`;
    const head = html.indexOf('</head>');
    if (head === -1)
        return html;
    return `${html.slice(0, head)}  ${meta}\n  ${html.slice(head)}`;
}
/**
 * The Content-Security-Policy sources that allow the inline scripts of a page (the frontend's loader) by
 * their SHA-256, and nothing else inline.
 */
function inlineScriptSources(html) {
    return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${(0, node_crypto_1.createHash)('sha256').update(match[1], 'utf8').digest('base64')}'`);
}
//# sourceMappingURL=route-preload.rules.js.map