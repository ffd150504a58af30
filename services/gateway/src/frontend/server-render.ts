import { type Agreement, AgreementsRpc, type Comparison } from '@avtalt/contracts';
import type { Request, RequestHandler, Response } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientKey } from '../http/client-key';
import { FixedWindowLimiter } from '../http/fixed-window-limiter';
import type { RedisClient } from '../redis/redis.provider';
import type { ComparisonViews } from '../agreements/comparison-views';
import type { RpcService } from '../rpc/rpc.service';
import { callerOf } from '../session/caller';
import { RenderCache, RenderedPage } from './render-cache';
import {
  afterRender,
  COMPARISON_PATTERN,
  comparisonAgreementId,
  INVITATION_PATTERN,
  invitationAgreementId,
  comparisonCells,
  isOutsidersView,
  type RenderBudgetWindow,
  renderCacheKey,
  SCREEN_HINT_HEADERS,
  screenOf,
  type ScreenGuess,
  withinRenderBudget,
} from './server-render.rules';

/**
 * The bundle's RenderBudget (frontend/src/entry-prerender.tsx): the render's synchronous work runs through
 * it, so the gateway counts that time and refuses a pass when its budget is spent.
 */
interface RenderBudget {
  pass<T>(work: () => T): T | undefined;
  finish<T>(work: () => T): T;
}

/** The frontend's server bundle (frontend/src/entry-prerender.tsx, built by `vite build --ssr`). */
interface ServerBundle {
  /** null: the budget refused a pass. */
  renderComparisonPage(
    pageHtml: string,
    agreementId: string,
    comparison: Comparison,
    screen?: ScreenGuess,
    budget?: RenderBudget,
    /** Whether the caller has an account: false renders the page for nobody logged in. */
    caller?: { loggedIn: boolean | null },
  ): Promise<string | null>;
  /** The invitation (absent in a bundle built before it: that page is then rendered in the browser). */
  renderInvitationPage?(
    pageHtml: string,
    agreementId: string,
    agreement: Agreement,
    screen?: ScreenGuess,
    budget?: RenderBudget,
  ): Promise<string | null>;
}

/** An address pattern the gateway renders per request; `render` gives null to send the page as built. */
export interface ServerRenderedRoute {
  pattern: string;
  render(req: Request, res: Response, pageHtml: string): Promise<RenderedPage | null>;
}

// The bundle is an ES module; TypeScript compiles `import()` to `require()` for CommonJS output, which
// cannot load one on Node 20. A function made at run time keeps the real `import()`.
const importModule = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<unknown>;

/**
 * Loads the frontend's server bundle from dist/.vite/prerender; null (with a warning) when the build has
 * none or it lacks the renderer: the comparison is then rendered in the browser as before.
 */
export async function loadServerBundle(
  distDir: string,
  warn: (message: string) => void,
): Promise<ServerBundle | null> {
  const file = path.join(distDir, '.vite', 'prerender', 'entry-prerender.js');
  if (!existsSync(file)) return null;
  try {
    const bundle = (await importModule(pathToFileURL(file).href)) as Partial<ServerBundle>;
    if (typeof bundle.renderComparisonPage === 'function') return bundle as ServerBundle;
    warn('frontendens serverbunt mangler renderComparisonPage; sammenligningen rendres i nettleseren');
  } catch (error) {
    warn(
      `frontendens serverbunt kan ikke lastes (${error instanceof Error ? error.message : String(error)}); sammenligningen rendres i nettleseren`,
    );
  }
  return null;
}

/**
 * How long an outsider's render, once the agreements service has confirmed it is the current one, is sent
 * to newcomers without asking again: a flood of cookie-less visits then costs one comparison RPC per
 * agreement and screen in this time, and a newcomer's page is at most this much behind (it hydrates and
 * asks the API at once).
 */
const NEWCOMER_FRESH_MS = 2000;

/** The limits of the comparison rendered per request (docs/limits.md, "Costly work"). */
export interface RenderLimits {
  redis: RedisClient;
  /** Rendered visits (kept renders too) one client address may make per window; above it the page is sent as built. */
  perClient: number;
  windowSeconds: number;
  /** Participants × questions above which the page is sent as built. */
  maxCells: number;
  /**
   * Milliseconds of render work (renderToString passes and the page's assembly) this process may do per
   * second, for every viewer; once spent the page is sent as built until the second is over.
   */
  budgetMsPerSecond: number;
  /** Outsiders' renders kept (0: none). */
  cacheEntries: number;
}

/** What every page rendered per request shares in one gateway process: the session, the budget, the per-client limit. */
interface RenderGuards {
  withSession(req: Request, res: Response): Promise<void>;
  budget: RenderBudget;
  budgetLeft(): boolean;
  /** Takes one rendered visit from the client's bucket; false (nothing taken) when it is used up or Redis fails. */
  mayRender(req: Request): Promise<boolean>;
}

function renderGuards(sessionMiddleware: RequestHandler, limits: RenderLimits): RenderGuards {
  const withSession = (req: Request, res: Response) =>
    new Promise<void>((resolve, reject) => {
      sessionMiddleware(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
    });

  // The render time of this process's current second, for every page it renders. The event loop runs one
  // pass at a time, so checking before a pass and counting after it is exact: no render is in flight unseen,
  // and a render waiting between passes for a lazy module asks again before its next one.
  let budgetWindow: RenderBudgetWindow | null = null;
  const budgetLeft = () => withinRenderBudget(budgetWindow, performance.now(), limits.budgetMsPerSecond);
  const timed = <T>(work: () => T): T => {
    const started = performance.now();
    try {
      return work();
    } finally {
      budgetWindow = afterRender(budgetWindow, started, performance.now());
    }
  };
  const budget: RenderBudget = {
    pass: (work) => (budgetLeft() ? timed(work) : undefined),
    finish: timed,
  };

  // Never refuses with a 429: past the limit the page as built is sent, so its message is not shown.
  const renders = new FixedWindowLimiter(limits.redis, {
    name: 'comparison-renders',
    subject: 'ip',
    max: limits.perClient,
    windowSeconds: limits.windowSeconds,
    message: 'For mange sider rendret for denne adressen.',
  });
  const mayRender = async (req: Request): Promise<boolean> => {
    try {
      return await renders.tryReserve(clientKey(req.ip));
    } catch {
      // Without the counter no render is bounded: the built page costs nothing and shows the same.
      return false;
    }
  };
  return { withSession, budget, budgetLeft, mayRender };
}

/**
 * The pages the gateway renders per request with the bundle (the invitation only when the bundle has its
 * renderer). One set of limits for all of them: a visit to any of them takes from the same per-client
 * bucket and the same budget of render time per second.
 */
export function serverRenderedRoutes(
  bundle: ServerBundle,
  sessionMiddleware: RequestHandler,
  rpc: RpcService,
  comparisons: ComparisonViews,
  warn: (message: string) => void,
  limits: RenderLimits,
): ServerRenderedRoute[] {
  const guards = renderGuards(sessionMiddleware, limits);
  return [
    comparisonRoute(bundle, guards, comparisons, warn, limits),
    ...(bundle.renderInvitationPage ? [invitationRoute(bundle, guards, rpc, warn)] : []),
  ];
}

/**
 * `/avtale/{id}/sammenligning` rendered with the comparison the caller would get from
 * `GET /api/agreements/{id}/comparison`: the same session middleware, the same `callerOf` and the same
 * RPC, so the page shows exactly what the API would show this caller (a visitor gets the visitor's view,
 * an anonymous participant the one of the invitation's session). When the RPC fails (no such agreement,
 * a service down) nothing is rendered: the page as built is sent and the browser asks the API, which
 * answers with its error.
 *
 * A render costs the gateway's event loop tens of milliseconds and more (docs/performance.md), so
 * (docs/limits.md): a comparison larger than `maxCells` is not rendered; an outsider's view (a visitor's,
 * a stranger's: nothing private in it) is kept per agreement version and screen and sent again to the
 * next outsider (to a newcomer without a session for NEWCOMER_FRESH_MS without asking agreements); a
 * client address gets at most `perClient` rendered pages per window (a kept render's bytes and the RPC
 * cost too); and the process renders for at most `budgetMsPerSecond` milliseconds a second, whoever
 * asks (a participant's page is rendered per request, and many addresses are cheap). In each case the
 * page as built is the answer: the browser renders it, as it did before.
 */
function comparisonRoute(
  bundle: ServerBundle,
  { withSession, budget, budgetLeft, mayRender }: RenderGuards,
  comparisons: ComparisonViews,
  warn: (message: string) => void,
  limits: RenderLimits,
): ServerRenderedRoute {
  const cache = new RenderCache(limits.cacheEntries);

  const render = async (
    pageHtml: string,
    agreementId: string,
    comparison: Comparison,
    screen: ScreenGuess,
    loggedIn: boolean,
  ) => {
    try {
      const html = await bundle.renderComparisonPage(pageHtml, agreementId, comparison, screen, budget, {
        loggedIn,
      });
      return html === null ? null : new RenderedPage(html);
    } catch (error) {
      // The error's kind only: its message could quote the page's data.
      warn(
        `sammenligningen ${agreementId} kunne ikke rendres på serveren (${error instanceof Error ? error.name : typeof error})`,
      );
      return null;
    }
  };

  return {
    pattern: COMPARISON_PATTERN,
    async render(req, res, pageHtml) {
      const agreementId = comparisonAgreementId(req.path);
      if (!agreementId) return null;
      // While the second's budget is spent a visit costs nothing more than the built page (kept renders too:
      // the built page is cheaper to send). A visit that passes here may still find it spent after the RPC.
      if (!budgetLeft()) return null;
      // Counted before anything else: above the limit a visit costs one Redis call and the built page.
      if (!(await mayRender(req))) return null;
      const screen = screenOf(req.headers);
      const slot = `${agreementId}:${screen ?? 'both'}`;
      let comparison: Comparison;
      try {
        await withSession(req, res);
        // A newcomer (no user, no anonymous id yet) cannot be in the agreement: an outsider's render seen
        // moments ago is their page, without asking agreements (the page asks the API again when it loads).
        const newcomer = !req.session.userId && !req.session.anonymousId;
        const recent = newcomer ? cache.latestSince(slot, Date.now(), NEWCOMER_FRESH_MS) : null;
        if (recent) {
          for (const header of SCREEN_HINT_HEADERS) res.vary(header);
          return recent;
        }
        comparison = (await comparisons.view(callerOf(req), agreementId, req.requestId)).comparison;
      } catch {
        // The API answers the same request with its error; the page shows it as before.
        return null;
      }
      if (comparisonCells(comparison) > limits.maxCells) return null;
      const outsiders = isOutsidersView(comparison);
      const loggedIn = Boolean(req.session.userId);
      const page = outsiders
        ? await cache.shared(renderCacheKey(agreementId, screen, comparison, loggedIn), () =>
            render(pageHtml, agreementId, comparison, screen, loggedIn),
          )
        : await render(pageHtml, agreementId, comparison, screen, loggedIn);
      // The page a newcomer gets without asking agreements: one made for a caller without an account.
      if (page && outsiders && !loggedIn) cache.noteLatest(slot, page, Date.now());
      // The HTML holds the layout of the screen guessed from these headers (server-render.rules.ts); the
      // page as built (sent when there is no render) does not depend on them.
      if (page) for (const header of SCREEN_HINT_HEADERS) res.vary(header);
      return page;
    },
  };
}

/**
 * `/avtale/{id}`, the invitation, rendered with the agreement the caller would get from
 * `GET /api/agreements/{id}` (the same session, `callerOf` and RPC), so its heading is in the first paint
 * instead of after the code and a request for the data (it was the one page whose largest text came
 * seconds after its first paint). Every view of an agreement names its viewer (`viewer`), so no render is
 * kept for another caller: each is made per request, within the per-client limit and the budget the
 * comparison's renders share. When the RPC fails, or the bundle gives null (the page would only send
 * the caller on to the comparison), the page as built is sent and the browser asks the API.
 */
function invitationRoute(
  bundle: ServerBundle,
  { withSession, budget, budgetLeft, mayRender }: RenderGuards,
  rpc: RpcService,
  warn: (message: string) => void,
): ServerRenderedRoute {
  return {
    pattern: INVITATION_PATTERN,
    async render(req, res, pageHtml) {
      const agreementId = invitationAgreementId(req.path);
      if (!agreementId || !bundle.renderInvitationPage) return null;
      if (!budgetLeft()) return null;
      if (!(await mayRender(req))) return null;
      let agreement: Agreement;
      try {
        await withSession(req, res);
        agreement = await rpc.request(
          AgreementsRpc.get,
          { caller: callerOf(req), agreementId },
          req.requestId,
        );
      } catch {
        return null;
      }
      try {
        const html = await bundle.renderInvitationPage(pageHtml, agreementId, agreement, null, budget);
        return html === null ? null : new RenderedPage(html);
      } catch (error) {
        warn(
          `invitasjonen ${agreementId} kunne ikke rendres på serveren (${error instanceof Error ? error.name : typeof error})`,
        );
        return null;
      }
    },
  };
}
