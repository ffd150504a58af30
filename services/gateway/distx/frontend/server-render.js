"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadServerBundle = loadServerBundle;
exports.serverRenderedRoutes = serverRenderedRoutes;
const contracts_1 = require("@avtalt/contracts");
const node_fs_1 = require("node:fs");
const node_path_1 = __importDefault(require("node:path"));
const node_url_1 = require("node:url");
const client_key_1 = require("../http/client-key");
const fixed_window_limiter_1 = require("../http/fixed-window-limiter");
const caller_1 = require("../session/caller");
const render_cache_1 = require("./render-cache");
const server_render_rules_1 = require("./server-render.rules");
// The bundle is an ES module; TypeScript compiles `import()` to `require()` for CommonJS output, which
// cannot load one on Node 20. A function made at run time keeps the real `import()`.
const importModule = new Function('specifier', 'return import(specifier)');
/**
 * Loads the frontend's server bundle from dist/.vite/prerender; null (with a warning) when the build has
 * none or it lacks the renderer: the comparison is then rendered in the browser as before.
 */
async function loadServerBundle(distDir, warn) {
    const file = node_path_1.default.join(distDir, '.vite', 'prerender', 'entry-prerender.js');
    if (!(0, node_fs_1.existsSync)(file))
        return null;
    try {
        const bundle = (await importModule((0, node_url_1.pathToFileURL)(file).href));
        if (typeof bundle.renderComparisonPage === 'function')
            return bundle;
        warn('frontendens serverbunt mangler renderComparisonPage; sammenligningen rendres i nettleseren');
    }
    catch (error) {
        warn(`frontendens serverbunt kan ikke lastes (${error instanceof Error ? error.message : String(error)}); sammenligningen rendres i nettleseren`);
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
function renderGuards(sessionMiddleware, limits) {
    const withSession = (req, res) => new Promise((resolve, reject) => {
        sessionMiddleware(req, res, (error) => (error ? reject(error) : resolve()));
    });
    // The render time of this process's current second, for every page it renders. The event loop runs one
    // pass at a time, so checking before a pass and counting after it is exact: no render is in flight unseen,
    // and a render waiting between passes for a lazy module asks again before its next one.
    let budgetWindow = null;
    const budgetLeft = () => (0, server_render_rules_1.withinRenderBudget)(budgetWindow, performance.now(), limits.budgetMsPerSecond);
    const timed = (work) => {
        const started = performance.now();
        try {
            return work();
        }
        finally {
            budgetWindow = (0, server_render_rules_1.afterRender)(budgetWindow, started, performance.now());
        }
    };
    const budget = {
        pass: (work) => (budgetLeft() ? timed(work) : undefined),
        finish: timed,
    };
    // Never refuses with a 429: past the limit the page as built is sent, so its message is not shown.
    const renders = new fixed_window_limiter_1.FixedWindowLimiter(limits.redis, {
        name: 'comparison-renders',
        subject: 'ip',
        max: limits.perClient,
        windowSeconds: limits.windowSeconds,
        message: 'For mange sider rendret for denne adressen.',
    });
    const mayRender = async (req) => {
        try {
            return await renders.tryReserve((0, client_key_1.clientKey)(req.ip));
        }
        catch {
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
function serverRenderedRoutes(bundle, sessionMiddleware, rpc, comparisons, warn, limits) {
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
function comparisonRoute(bundle, { withSession, budget, budgetLeft, mayRender }, comparisons, warn, limits) {
    const cache = new render_cache_1.RenderCache(limits.cacheEntries);
    const render = async (pageHtml, agreementId, comparison, screen, loggedIn) => {
        try {
            const html = await bundle.renderComparisonPage(pageHtml, agreementId, comparison, screen, budget, {
                loggedIn,
            });
            return html === null ? null : new render_cache_1.RenderedPage(html);
        }
        catch (error) {
            // The error's kind only: its message could quote the page's data.
            warn(`sammenligningen ${agreementId} kunne ikke rendres på serveren (${error instanceof Error ? error.name : typeof error})`);
            return null;
        }
    };
    return {
        pattern: server_render_rules_1.COMPARISON_PATTERN,
        async render(req, res, pageHtml) {
            const agreementId = (0, server_render_rules_1.comparisonAgreementId)(req.path);
            if (!agreementId)
                return null;
            // While the second's budget is spent a visit costs nothing more than the built page (kept renders too:
            // the built page is cheaper to send). A visit that passes here may still find it spent after the RPC.
            if (!budgetLeft())
                return null;
            // Counted before anything else: above the limit a visit costs one Redis call and the built page.
            if (!(await mayRender(req)))
                return null;
            const screen = (0, server_render_rules_1.screenOf)(req.headers);
            const slot = `${agreementId}:${screen ?? 'both'}`;
            let comparison;
            try {
                await withSession(req, res);
                // A newcomer (no user, no anonymous id yet) cannot be in the agreement: an outsider's render seen
                // moments ago is their page, without asking agreements (the page asks the API again when it loads).
                const newcomer = !req.session.userId && !req.session.anonymousId;
                const recent = newcomer ? cache.latestSince(slot, Date.now(), NEWCOMER_FRESH_MS) : null;
                if (recent) {
                    for (const header of server_render_rules_1.SCREEN_HINT_HEADERS)
                        res.vary(header);
                    return recent;
                }
                comparison = (await comparisons.view((0, caller_1.callerOf)(req), agreementId, req.requestId)).comparison;
            }
            catch {
                // The API answers the same request with its error; the page shows it as before.
                return null;
            }
            if ((0, server_render_rules_1.comparisonCells)(comparison) > limits.maxCells)
                return null;
            const outsiders = (0, server_render_rules_1.isOutsidersView)(comparison);
            const loggedIn = Boolean(req.session.userId);
            const page = outsiders
                ? await cache.shared((0, server_render_rules_1.renderCacheKey)(agreementId, screen, comparison, loggedIn), () => render(pageHtml, agreementId, comparison, screen, loggedIn))
                : await render(pageHtml, agreementId, comparison, screen, loggedIn);
            // The page a newcomer gets without asking agreements: one made for a caller without an account.
            if (page && outsiders && !loggedIn)
                cache.noteLatest(slot, page, Date.now());
            // The HTML holds the layout of the screen guessed from these headers (server-render.rules.ts); the
            // page as built (sent when there is no render) does not depend on them.
            if (page)
                for (const header of server_render_rules_1.SCREEN_HINT_HEADERS)
                    res.vary(header);
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
function invitationRoute(bundle, { withSession, budget, budgetLeft, mayRender }, rpc, warn) {
    return {
        pattern: server_render_rules_1.INVITATION_PATTERN,
        async render(req, res, pageHtml) {
            const agreementId = (0, server_render_rules_1.invitationAgreementId)(req.path);
            if (!agreementId || !bundle.renderInvitationPage)
                return null;
            if (!budgetLeft())
                return null;
            if (!(await mayRender(req)))
                return null;
            let agreement;
            try {
                await withSession(req, res);
                agreement = await rpc.request(contracts_1.AgreementsRpc.get, { caller: (0, caller_1.callerOf)(req), agreementId }, req.requestId);
            }
            catch {
                return null;
            }
            try {
                const html = await bundle.renderInvitationPage(pageHtml, agreementId, agreement, null, budget);
                return html === null ? null : new render_cache_1.RenderedPage(html);
            }
            catch (error) {
                warn(`invitasjonen ${agreementId} kunne ikke rendres på serveren (${error instanceof Error ? error.name : typeof error})`);
                return null;
            }
        },
    };
}
//# sourceMappingURL=server-render.js.map