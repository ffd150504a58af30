import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  budgetReport,
  formatBudgetReport,
  HOME_ROUTE_BUDGET_GZIP,
  type Manifest,
  staticJsFiles,
} from './bundle-budget.rules';
import { precompressDir } from './precompress';
import { inlineStylesheets } from './inline-css.rules';
import { paintFirst } from './paint-first.rules';
import { routePreloads } from './route-preloads.rules';

/** Where the gateway finds the preload hints of each address (docs/first-paint-and-main-thread.md). */
export const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * A build-only plugin that works on the written `dist/` once the bundle is closed: `pre` runs before
 * plugins without an order (the checks and files that read the manifest), `post` after them
 * (precompression, so it also compresses what the others wrote).
 */
function afterBuild(
  name: string,
  order: 'pre' | 'post',
  work: (outDir: string, config: ResolvedConfig) => void,
): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order,
      handler() {
        // The prerender build (`--ssr`, frontend/build/prerender.ts) has no manifest and is not served.
        if (config.build.ssr) return;
        work(path.resolve(config.root, config.build.outDir), config);
      },
    },
  };
}

/**
 * Fails the build when the JS the home route loads (the entry chunk and its static imports, from the
 * manifest) is over the budget gzipped; prints the figure either way. `extraKeys` are manifest keys of
 * lazily loaded modules the route also needs before it renders (none while the home page is in the entry).
 */
export function bundleBudget(
  options: { budget?: number; extraKeys?: string[]; route?: string } = {},
): Plugin {
  return afterBuild('avtalt:bundle-budget', 'pre', (outDir, config) => {
    const manifest = readManifest(outDir);
    const files = staticJsFiles(manifest, ['index.html', ...(options.extraKeys ?? [])]).map((file) => {
      const body = readFileSync(path.join(outDir, file));
      return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    });
    const report = budgetReport(files, options.budget ?? HOME_ROUTE_BUDGET_GZIP);
    const text = formatBudgetReport(options.route ?? '/', report);
    if (!report.withinBudget) throw new Error(`JS-budsjettet er overskredet.\n${text}`);
    config.logger.info(`\n${text}`);
  });
}

/**
 * Writes dist/.vite/route-preloads.json: for each address pattern, the JS its lazily loaded page needs
 * beyond the entry. The gateway adds them to index.html as `<link rel="modulepreload">`, so a phone
 * fetches the page's code together with the entry instead of one round trip after it.
 */
export function routePreloadHints(): Plugin {
  return afterBuild('avtalt:route-preloads', 'pre', (outDir) => {
    const preloads = routePreloads(readManifest(outDir));
    writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads, null, 2)}\n`);
  });
}

/**
 * Puts the entry's stylesheet (the Inter `@font-face` rules, ~12 KB) into index.html as a `<style>`:
 * the first paint no longer waits for one more request. The fonts themselves still load on demand
 * (font-display: swap, one file per script range that the page uses).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'avtalt:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return inlineStylesheets(html, (href) => {
          const asset = bundle[href.replace(/^\//, '')];
          return asset?.type === 'asset' && typeof asset.source === 'string' ? asset.source : undefined;
        });
      },
    },
  };
}

/**
 * Takes the entry's script and preload hints out of index.html and adds the inline loader that puts them
 * back after the first paint and asks for the page's data at once (paint-first.rules.ts). The gateway
 * allows the loader by its hash in the Content-Security-Policy.
 */
export function paintBeforeCode(): Plugin {
  return {
    name: 'avtalt:paint-before-code',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => paintFirst(html) },
  };
}

/** Writes .br and .gz next to every compressible file of the build (after the budget check). */
export function precompress(): Plugin {
  return afterBuild('avtalt:precompress', 'post', (outDir, config) => {
    const started = Date.now();
    const files = precompressDir(outDir);
    config.logger.info(
      `Forhåndskomprimert ${files.length} filer (.br og .gz) på ${Date.now() - started} ms.`,
    );
  });
}
