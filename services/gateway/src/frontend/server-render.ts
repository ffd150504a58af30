import { AgreementsRpc, type Comparison } from '@avtalt/contracts';
import type { Request, RequestHandler, Response } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RpcService } from '../rpc/rpc.service';
import { callerOf } from '../session/caller';
import { COMPARISON_PATTERN, comparisonAgreementId, SCREEN_HINT_HEADERS, screenOf, type ScreenGuess } from './server-render.rules';

/** The frontend's server bundle (frontend/src/entry-prerender.tsx, built by `vite build --ssr`). */
interface ServerBundle {
  renderComparisonPage(pageHtml: string, agreementId: string, comparison: Comparison, screen?: ScreenGuess): Promise<string>;
}

/** An address pattern the gateway renders per request; `render` gives null to send the page as built. */
export interface ServerRenderedRoute {
  pattern: string;
  render(req: Request, res: Response, pageHtml: string): Promise<string | null>;
}

// The bundle is an ES module; TypeScript compiles `import()` to `require()` for CommonJS output, which
// cannot load one on Node 20. A function made at run time keeps the real `import()`.
const importModule = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

/**
 * Loads the frontend's server bundle from dist/.vite/prerender; null (with a warning) when the build has
 * none or it lacks the renderer: the comparison is then rendered in the browser as before.
 */
export async function loadServerBundle(distDir: string, warn: (message: string) => void): Promise<ServerBundle | null> {
  const file = path.join(distDir, '.vite', 'prerender', 'entry-prerender.js');
  if (!existsSync(file)) return null;
  try {
    const bundle = (await importModule(pathToFileURL(file).href)) as Partial<ServerBundle>;
    if (typeof bundle.renderComparisonPage === 'function') return bundle as ServerBundle;
    warn('frontendens serverbunt mangler renderComparisonPage; sammenligningen rendres i nettleseren');
  } catch (error) {
    warn(`frontendens serverbunt kan ikke lastes (${error instanceof Error ? error.message : String(error)}); sammenligningen rendres i nettleseren`);
  }
  return null;
}

/**
 * `/avtale/{id}/sammenligning` rendered with the comparison the caller would get from
 * `GET /api/agreements/{id}/comparison`: the same session middleware, the same `callerOf` and the same
 * RPC, so the page shows exactly what the API would show this caller (a visitor gets the visitor's view,
 * an anonymous participant the one of the invitation's session). When the RPC fails (no such agreement,
 * a service down) nothing is rendered: the page as built is sent and the browser asks the API, which
 * answers with its error.
 */
export function comparisonRoute(
  bundle: ServerBundle,
  sessionMiddleware: RequestHandler,
  rpc: RpcService,
  warn: (message: string) => void,
): ServerRenderedRoute {
  const withSession = (req: Request, res: Response) =>
    new Promise<void>((resolve, reject) => {
      sessionMiddleware(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
    });
  return {
    pattern: COMPARISON_PATTERN,
    async render(req, res, pageHtml) {
      const agreementId = comparisonAgreementId(req.path);
      if (!agreementId) return null;
      let comparison: Comparison;
      try {
        await withSession(req, res);
        comparison = await rpc.request(AgreementsRpc.comparison, { caller: callerOf(req), agreementId }, req.requestId);
      } catch {
        // The API answers the same request with its error; the page shows it as before.
        return null;
      }
      try {
        const html = await bundle.renderComparisonPage(pageHtml, agreementId, comparison, screenOf(req.headers));
        // The HTML holds the layout of the screen guessed from these headers (server-render.rules.ts); the
        // page as built (sent when the render fails) does not depend on them.
        for (const header of SCREEN_HINT_HEADERS) res.vary(header);
        return html;
      } catch (error) {
        // The error's kind only: its message could quote the page's data.
        warn(`sammenligningen ${agreementId} kunne ikke rendres på serveren (${error instanceof Error ? error.name : typeof error})`);
        return null;
      }
    },
  };
}
