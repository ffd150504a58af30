#!/usr/bin/env node
/**
 * Writes the pages of src/prerender.rules.ts (PRERENDERED_PATHS) as HTML into dist/.vite/pages/ and the
 * list the gateway reads into dist/.vite/prerendered.json. Runs after `vite build` and the prerender build
 * (`vite build --ssr src/entry-prerender.tsx --outDir dist/.vite/prerender`); see package.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The production builds of React and emotion: emotion's class names then have no labels and are the
// same as the browser's, so the page hydrates without a difference.
process.env.NODE_ENV = 'production';
const dist = path.resolve(import.meta.dirname, '..', 'dist');
const { prerenderedPages } = await import(
  pathToFileURL(path.join(dist, '.vite', 'prerender', 'entry-prerender.js')).href
);
const started = Date.now();
const pages = await prerenderedPages(readFileSync(path.join(dist, 'index.html'), 'utf8'));
mkdirSync(path.join(dist, '.vite', 'pages'), { recursive: true });
for (const page of pages) writeFileSync(path.join(dist, '.vite', page.file), page.html);
writeFileSync(
  path.join(dist, '.vite', 'prerendered.json'),
  `${JSON.stringify(
    pages.map(({ path: urlPath, file }) => ({ path: urlPath, file })),
    null,
    2,
  )}\n`,
);
console.log(
  `Forhåndsrendret ${pages.map((p) => `${p.path} (${(p.html.length / 1024).toFixed(1)} KB)`).join(', ')} på ${Date.now() - started} ms.`,
);
