"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RENDER_BUDGET_WINDOW_MS = exports.SCREEN_HINT_HEADERS = exports.INVITATION_PATTERN = exports.COMPARISON_PATTERN = void 0;
exports.invitationAgreementId = invitationAgreementId;
exports.comparisonAgreementId = comparisonAgreementId;
exports.screenOf = screenOf;
exports.comparisonCells = comparisonCells;
exports.isOutsidersView = isOutsidersView;
exports.renderCacheKey = renderCacheKey;
exports.renderBudgetWindowAt = renderBudgetWindowAt;
exports.withinRenderBudget = withinRenderBudget;
exports.afterRender = afterRender;
const node_crypto_1 = require("node:crypto");
/**
 * Which addresses the gateway renders per request with the caller's data
 * (docs/first-paint-and-main-thread.md, "The comparison rendered per request").
 */
exports.COMPARISON_PATTERN = '/avtale/:id/sammenligning';
const COMPARISON_PATH = /^\/avtale\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/sammenligning\/?$/i;
/** The invitation, also rendered per request (server-render.ts, invitationRoute). */
exports.INVITATION_PATTERN = '/avtale/:id';
const INVITATION_PATH = /^\/avtale\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
/** The agreement of an invitation address (`/avtale/{uuid}`), or null (see comparisonAgreementId). */
function invitationAgreementId(urlPath) {
    return INVITATION_PATH.exec(urlPath)?.[1]?.toLowerCase() ?? null;
}
/**
 * The agreement of a comparison address (`/avtale/{uuid}/sammenligning`), or null for any other address
 * and for an id that is not a UUID (the API would refuse it with a 400; the page then renders in the
 * browser and shows the API's answer).
 */
function comparisonAgreementId(urlPath) {
    return COMPARISON_PATH.exec(urlPath)?.[1]?.toLowerCase() ?? null;
}
/** The request headers the guess reads: a response that depends on it says so (`Vary`). */
exports.SCREEN_HINT_HEADERS = ['Sec-CH-UA-Mobile', 'User-Agent'];
// A phone's User-Agent: "Mobile" in Chrome's and Safari's on phones, "Mobi" in Firefox's. Android tablets
// leave it out; an iPad's browser can say "Mobile/15E148" (Safari asking for the mobile site, older
// iPadOS, Chrome and Firefox on iPad), so an iPad is taken for a large screen first.
const PHONE_USER_AGENT = /Mobi|iPhone|iPod/i;
const TABLET_USER_AGENT = /iPad/i;
/**
 * The caller's screen, guessed from the request: the client hint `Sec-CH-UA-Mobile` where the browser
 * sends it (Chromium-based ones, on every request over HTTPS or to localhost), else the User-Agent (a
 * phone says "Mobile"). A
 * phone ('small') gets the comparison's cards only, anything else ('large') the table only, which halves
 * the HTML a phone parses and hydrates. null when the request says nothing (no User-Agent): the page
 * then carries both layouts and CSS shows the screen's. A wrong guess (a phone held sideways, a narrow
 * desktop window) costs one render: after hydration the page shows the layout of the real width.
 */
function screenOf(headers) {
    const hint = single(headers['sec-ch-ua-mobile'])?.trim();
    if (hint === '?1')
        return 'small';
    if (hint === '?0')
        return 'large';
    const userAgent = single(headers['user-agent']);
    if (!userAgent)
        return null;
    return PHONE_USER_AGENT.test(userAgent) && !TABLET_USER_AGENT.test(userAgent) ? 'small' : 'large';
}
function single(value) {
    return Array.isArray(value) ? value[0] : value;
}
/**
 * The size a render's cost grows with: one row per question, one cell per participant in it (the table
 * and the cards both draw every cell). Above the gateway's cap the page is sent as built.
 */
function comparisonCells(comparison) {
    return comparison.participants.length * comparison.questionAnswers.length;
}
/**
 * Whether the comparison is a view nobody in it is: no participant is the caller and the caller did not
 * start it (a visitor, or a logged-in stranger). Such a view holds nothing private to its viewer, and every
 * visitor of the same agreement version gets the same one, so its render may be kept and sent to the next.
 */
function isOutsidersView(comparison) {
    return comparison.isInitiator !== true && !comparison.participants.some((p) => p.isYou);
}
/**
 * The key a render is kept under: the agreement, the screen it was rendered for, whether the caller has an
 * account (a page for a caller without one says nobody is logged in) and a hash of the exact data it was
 * rendered with. A render is a function of these alone (the bundle reads nothing else), so a
 * kept render is only ever sent to a request whose API answer is this same data: a new answer, round or
 * status is a new key, and nothing one caller may see can reach another.
 */
function renderCacheKey(agreementId, screen, comparison, loggedIn) {
    const digest = (0, node_crypto_1.createHash)('sha256').update(JSON.stringify(comparison)).digest('base64url');
    return `${agreementId}:${screen ?? 'both'}:${loggedIn ? 'account' : 'visitor'}:${digest}`;
}
/** The length of the render budget's window, in milliseconds. */
exports.RENDER_BUDGET_WINDOW_MS = 1000;
/** The window `now` falls in: `window` while it lasts, else a new one beginning at `now` with nothing spent. */
function renderBudgetWindowAt(window, now) {
    return window && now - window.startedAt < exports.RENDER_BUDGET_WINDOW_MS && now >= window.startedAt
        ? window
        : { startedAt: now, spentMs: 0 };
}
/**
 * Whether a render (one `renderToString` pass) may start at `now`: while the window's spent time is under
 * `budgetMs`. A pass is not split, so a window holds at most the budget plus one pass; two windows back to
 * back, at most twice that in any second.
 */
function withinRenderBudget(window, now, budgetMs) {
    return renderBudgetWindowAt(window, now).spentMs < budgetMs;
}
/**
 * The window after a pass that held the event loop from `startedAt` to `endedAt`: the whole pass is charged
 * to the window it ended in (a pass across a window's end counts against the next one, never against none).
 */
function afterRender(window, startedAt, endedAt) {
    const current = renderBudgetWindowAt(window, endedAt);
    return { startedAt: current.startedAt, spentMs: current.spentMs + Math.max(0, endedAt - startedAt) };
}
//# sourceMappingURL=server-render.rules.js.map