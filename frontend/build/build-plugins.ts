import { readFileSync } from 'node:fs';
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

/**
 * Fails the build when the JS the home route loads (the entry chunk and its static imports, from the
 * manifest) is over the budget gzipped; prints the figure either way. `extraKeys` are manifest keys of
 * lazily loaded modules the route also needs before it renders (none while the home page is in the entry).
 */
export function bundleBudget(
  options: { budget?: number; extraKeys?: string[]; route?: string } = {},
): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'avtalt:bundle-budget',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const manifestFile = path.join(outDir, '.vite', 'manifest.json');
        const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
        const files = staticJsFiles(manifest, ['index.html', ...(options.extraKeys ?? [])]).map((file) => {
          const body = readFileSync(path.join(outDir, file));
          return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
        });
        const report = budgetReport(files, options.budget ?? HOME_ROUTE_BUDGET_GZIP);
        const text = formatBudgetReport(options.route ?? '/', report);
        if (!report.withinBudget) throw new Error(`JS-budsjettet er overskredet.\n${text}`);
        config.logger.info(`\n${text}`);
      },
    },
  };
}

/** Writes .br and .gz next to every compressible file of the build (after the budget check). */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'avtalt:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const started = Date.now();
        const files = precompressDir(outDir);
        config.logger.info(
          `Forhåndskomprimert ${files.length} filer (.br og .gz) på ${Date.now() - started} ms.`,
        );
      },
    },
  };
}
