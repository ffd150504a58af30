import type { Agreement } from '@avtalt/contracts';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createQueryClient } from './api/query-client';
import { criticalStyleTags, serverEmotionCache, withHeadStyles } from './emotion-ssr.rules';
import { queryKeys } from './api/query-keys';
import { PRERENDERED_PATHS, prerenderedFile, withPrerenderedRoot } from './prerender.rules';
import { type ServerData, userKnownIn, withServerData } from './server-data.rules';
import { ToastProvider } from './components/toast/toast-provider';
import { ServerHydrationProvider, type ServerScreen } from './hooks/use-hydrating';
import { i18n } from './i18n/i18n';
import { SERVER_LANGUAGE } from './i18n/language.rules';
import { invitationState } from './pages/invitation/invitation.rules';
import { AppRoutes } from './routes';
import { theme } from './theme';

/**
 * Renders a page that needs no data to HTML at build time (frontend/build/prerender.ts): the same
 * providers and routes as `app.tsx`, with every query still pending (nothing is fetched on the server),
 * which is also what the browser's first render has, so the page hydrates without a difference.
 * Emotion keeps the styles in `cache` (compat mode); the page's head gets the ones it uses
 * (emotion-ssr.rules.ts), where the browser's emotion finds them.
 */
function page(url: string, client: QueryClient, data: ServerData, cache: EmotionCache) {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <QueryClientProvider client={client}>
            <ToastProvider>
              <ServerHydrationProvider screen={data.screen ?? null} userKnown={userKnownIn(data)}>
                <StaticRouter location={url}>
                  <AppRoutes />
                </StaticRouter>
              </ServerHydrationProvider>
            </ToastProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}

/**
 * `renderToString`, not the streaming renderers: those write a lazily loaded page after the shell with
 * inline scripts that move it into place, which the Content-Security-Policy does not allow. A lazy page
 * renders its Suspense fallback until its module has loaded, so the first pass starts the loading, and
 * the page is rendered again once nothing is loading any more (at most `passes` times, 50 ms apart: a lazy
 * module loads in a few ms, but on a busy build machine 5 passes were seen to be too few).
 */
const PASSES = 40;
/** Passes of a comparison rendered per request (see renderComparisonPage). */
const REQUEST_PASSES = 6;

/**
 * How the gateway bounds the time its renders hold the event loop (services/gateway/src/frontend/server-render.ts):
 * the render's synchronous work runs through it, so the gateway counts that time and can refuse a pass.
 */
export interface RenderBudget {
  /** Runs one render pass and counts its time, or gives undefined without running it when the budget is spent. */
  pass<T>(work: () => T): T | undefined;
  /** Runs work that finishes a render already paid for (never refused) and counts its time. */
  finish<T>(work: () => T): T;
}

/**
 * What the gateway knows of who asks: `loggedIn` false for a caller without an account (a visitor, an
 * anonymous participant), true with one, null not said (the page then renders as if not known).
 */
export interface RenderCaller {
  loggedIn: boolean | null;
}

const unbounded: RenderBudget = { pass: (work) => work(), finish: (work) => work() };

/**
 * The app's HTML for `url`, and the style elements (for the head) of what it shows; null when `budget`
 * refused a pass.
 */
export async function prerender(
  url: string,
  passes = PASSES,
  data: ServerData = { queries: [] },
  budget: RenderBudget = unbounded,
): Promise<{ appHtml: string; styles: string } | null> {
  // In bokmål, whatever the instance was left in: the browser hydrates this HTML only in that language
  // (main.tsx) and renders anew in any other.
  if (i18n.language !== SERVER_LANGUAGE) await i18n.changeLanguage(SERVER_LANGUAGE);
  for (let pass = 0; pass < passes; pass++) {
    const rendered = budget.pass(() => {
      const client = createQueryClient();
      for (const query of data.queries) client.setQueryData(query.key, query.data);
      const cache = serverEmotionCache();
      const appHtml = renderToString(page(url, client, data, cache));
      const loading = appHtml.includes('<!--$!-->') || appHtml.includes('<!--$?-->');
      return loading ? null : { appHtml, styles: criticalStyleTags(cache, appHtml) };
    });
    if (rendered === undefined) return null;
    if (rendered) return rendered;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url}: siden lastet fortsatt etter ${passes} forsøk`);
}

/** Each page of PRERENDERED_PATHS as a whole HTML document made from the built index.html. */
export async function prerenderedPages(
  indexHtml: string,
): Promise<{ path: string; file: string; html: string }[]> {
  const pages = [];
  for (const path of PRERENDERED_PATHS) {
    // Without a budget every pass runs: never null.
    const { appHtml, styles } = (await prerender(path))!;
    pages.push({
      path,
      file: prerenderedFile(path),
      html: withPrerenderedRoot(withHeadStyles(indexHtml, styles), appHtml),
    });
  }
  return pages;
}

/**
 * The comparison of one agreement rendered with the answer the API gave the caller (the gateway asks for
 * it through the same RPC with the caller's session, services/gateway/src/frontend/server-render.ts):
 * the whole page, with that answer as the page's data, so the browser hydrates with the same data.
 * `pageHtml` is the built index.html (with the route's preload hints). `screen`: the gateway's guess of the
 * caller's screen; the page then carries only that layout (a phone's cards, a desktop's table), null both.
 * `budget`: the gateway's render budget, which runs (and times) each pass and the page's assembly; null
 * when it refused one (the gateway then sends the page as built).
 */
export async function renderComparisonPage(
  pageHtml: string,
  agreementId: string,
  comparison: unknown,
  screen: ServerScreen = null,
  budget: RenderBudget = unbounded,
  caller: RenderCaller = { loggedIn: null },
): Promise<string | null> {
  const data: ServerData = {
    queries: [
      { key: queryKeys.comparison(agreementId), data: comparison },
      // A caller without an account: nobody is logged in, which the page shows at once (its prompts to
      // log in in the first HTML) and the browser need not ask.
      ...(caller.loggedIn === false ? [{ key: queryKeys.user, data: null }] : []),
    ],
    ...(screen ? { screen } : {}),
  };
  return renderPageWithData(`/avtale/${agreementId}/sammenligning`, pageHtml, data, budget);
}

/**
 * The invitation of one agreement rendered with the API's answer to the caller (`GET /api/agreements/{id}`,
 * asked by the gateway with the caller's session), so its heading is in the first paint. null when the
 * budget refused a pass, or when the page would only send the caller on to the comparison (the initiator,
 * someone who answered): the gateway then sends the page as built, which does that at once.
 */
export async function renderInvitationPage(
  pageHtml: string,
  agreementId: string,
  agreement: Agreement,
  screen: ServerScreen = null,
  budget: RenderBudget = unbounded,
): Promise<string | null> {
  if (invitationState(agreement, null) === 'redirect') return null;
  const data: ServerData = {
    queries: [{ key: queryKeys.agreement(agreementId), data: agreement }],
    ...(screen ? { screen } : {}),
  };
  return renderPageWithData(`/avtale/${agreementId}`, pageHtml, data, budget);
}

async function renderPageWithData(
  url: string,
  pageHtml: string,
  data: ServerData,
  budget: RenderBudget,
): Promise<string | null> {
  // Per request: the lazy modules stay loaded after the first, so one pass is the rule; a few more
  // cover the first request. A boundary that keeps failing costs at most REQUEST_PASSES renders
  // (each some milliseconds of the gateway's event loop, measured in docs/performance.md); then the page is sent as built
  // and the browser renders it.
  const rendered = await prerender(url, REQUEST_PASSES, data, budget);
  if (!rendered) return null;
  // The data's JSON and the page's strings are ~400 KB for the largest comparison: counted too.
  return budget.finish(() =>
    withServerData(withPrerenderedRoot(withHeadStyles(pageHtml, rendered.styles), rendered.appHtml), data),
  );
}
