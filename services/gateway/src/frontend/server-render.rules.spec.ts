import { matchesPattern } from './route-preload.rules';
import {
  afterRender,
  COMPARISON_PATTERN,
  comparisonAgreementId,
  comparisonCells,
  INVITATION_PATTERN,
  invitationAgreementId,
  isOutsidersView,
  RENDER_BUDGET_WINDOW_MS,
  renderBudgetWindowAt,
  renderCacheKey,
  screenOf,
  withinRenderBudget,
} from './server-render.rules';

describe('invitationAgreementId', () => {
  const id = '0b6f3c52-6a0e-4d0e-9a55-0f8d2f7c1a10';

  it('gives the agreement of an invitation address', () => {
    expect(invitationAgreementId(`/avtale/${id}`)).toBe(id);
    expect(invitationAgreementId(`/avtale/${id}/`)).toBe(id);
    expect(invitationAgreementId(`/avtale/${id.toUpperCase()}`)).toBe(id);
    expect(matchesPattern(INVITATION_PATTERN, `/avtale/${id}`)).toBe(true);
  });

  it("gives null for the agreement's other pages and ids that are not UUIDs", () => {
    expect(invitationAgreementId(`/avtale/${id}/sammenligning`)).toBeNull();
    expect(invitationAgreementId(`/avtale/${id}/sporsmal`)).toBeNull();
    expect(invitationAgreementId('/avtale/abc')).toBeNull();
    expect(invitationAgreementId(`/avtale/${id}x`)).toBeNull();
    expect(invitationAgreementId(`/x/avtale/${id}`)).toBeNull();
  });
});

describe('comparisonAgreementId', () => {
  const id = '0b6f3c52-6a0e-4d0e-9a55-0f8d2f7c1a10';

  it('gives the agreement of a comparison address', () => {
    expect(comparisonAgreementId(`/avtale/${id}/sammenligning`)).toBe(id);
    expect(comparisonAgreementId(`/avtale/${id}/sammenligning/`)).toBe(id);
    expect(comparisonAgreementId(`/avtale/${id.toUpperCase()}/sammenligning`)).toBe(id);
  });

  it('gives null for other addresses and ids that are not UUIDs', () => {
    expect(comparisonAgreementId(`/avtale/${id}`)).toBeNull();
    expect(comparisonAgreementId(`/avtale/${id}/ferdig`)).toBeNull();
    expect(comparisonAgreementId('/avtale/abc/sammenligning')).toBeNull();
    expect(comparisonAgreementId(`/avtale/${id}x/sammenligning`)).toBeNull();
    expect(comparisonAgreementId(`/x/avtale/${id}/sammenligning`)).toBeNull();
  });

  it("is an address of the frontend's pattern", () => {
    expect(matchesPattern(COMPARISON_PATTERN, `/avtale/${id}/sammenligning`)).toBe(true);
  });
});

describe('screenOf', () => {
  const pixel =
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const firefoxPhone = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
  const androidTablet =
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
  const desktop =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
  const ipad =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
  const ipadMobileSite =
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const firefoxIpad =
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/128.0 Mobile/15E148 Safari/605.1.15';

  it('believes the client hint where the browser sends one', () => {
    expect(screenOf({ 'sec-ch-ua-mobile': '?1', 'user-agent': desktop })).toBe('small');
    expect(screenOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': pixel })).toBe('large');
    expect(screenOf({ 'sec-ch-ua-mobile': ['?1'] })).toBe('small');
  });

  it('reads a phone from the User-Agent without one (Safari, Firefox)', () => {
    expect(screenOf({ 'user-agent': iphone })).toBe('small');
    expect(screenOf({ 'user-agent': firefoxPhone })).toBe('small');
    expect(screenOf({ 'user-agent': pixel })).toBe('small');
  });

  it('takes tablets and desktops as large screens', () => {
    expect(screenOf({ 'user-agent': androidTablet })).toBe('large');
    expect(screenOf({ 'user-agent': ipad })).toBe('large');
    // An iPad's browser may say "Mobile/…" too.
    expect(screenOf({ 'user-agent': ipadMobileSite })).toBe('large');
    expect(screenOf({ 'user-agent': firefoxIpad })).toBe('large');
    expect(screenOf({ 'user-agent': desktop })).toBe('large');
  });

  it('does not guess when the request says nothing (both layouts are sent)', () => {
    expect(screenOf({})).toBeNull();
    expect(screenOf({ 'user-agent': '' })).toBeNull();
    expect(screenOf({ 'sec-ch-ua-mobile': 'maybe' })).toBeNull();
  });
});

describe('the limits of a render', () => {
  const people = (n: number, you = -1) => Array.from({ length: n }, (_, i) => ({ isYou: i === you }));
  const id = '0b6f3c52-6a0e-4d0e-9a55-0f8d2f7c1a10';

  it('sizes a comparison as participants × questions', () => {
    expect(comparisonCells({ participants: people(50), questionAnswers: new Array(19).fill({}) })).toBe(950);
    expect(comparisonCells({ participants: people(2), questionAnswers: [] })).toBe(0);
  });

  it("takes only a view nobody in it is for an outsider's (a participant's or the initiator's view is theirs)", () => {
    expect(isOutsidersView({ participants: people(3), questionAnswers: [] })).toBe(true);
    expect(isOutsidersView({ participants: people(3), questionAnswers: [], isInitiator: false })).toBe(true);
    expect(isOutsidersView({ participants: people(3, 1), questionAnswers: [] })).toBe(false);
    expect(isOutsidersView({ participants: people(3), questionAnswers: [], isInitiator: true })).toBe(false);
  });

  it('keys a render by agreement, screen, account or not and the exact data: any change of the data is another key', () => {
    const data = { title: 'Hytta', participants: people(2), questionAnswers: [{ answers: [true, false] }] };
    const key = renderCacheKey(id, 'large', data, false);
    expect(renderCacheKey(id, 'large', structuredClone(data), false)).toBe(key);
    expect(renderCacheKey(id, 'small', data, false)).not.toBe(key);
    expect(renderCacheKey(id, null, data, false)).not.toBe(key);
    // A visitor's page says nobody is logged in: never sent to someone who is.
    expect(renderCacheKey(id, 'large', data, true)).not.toBe(key);
    expect(renderCacheKey(id.replace('0b', '1b'), 'large', data, false)).not.toBe(key);
    expect(
      renderCacheKey(id, 'large', { ...data, questionAnswers: [{ answers: [true, true] }] }, false),
    ).not.toBe(key);
  });
});

describe('the render budget (renders per second of one gateway process)', () => {
  const BUDGET = 200;

  it('lets a render start while the second has spent less than the budget, and none once it has', () => {
    expect(withinRenderBudget(null, 5000, BUDGET)).toBe(true);
    let window = afterRender(null, 5000, 5120);
    expect(window).toEqual({ startedAt: 5120, spentMs: 120 });
    expect(withinRenderBudget(window, 5200, BUDGET)).toBe(true);
    // A pass is not split: the one that starts under the budget runs to its end.
    window = afterRender(window, 5200, 5290);
    expect(window.spentMs).toBe(210);
    expect(withinRenderBudget(window, 5300, BUDGET)).toBe(false);
    expect(withinRenderBudget(window, 5120 + RENDER_BUDGET_WINDOW_MS - 1, BUDGET)).toBe(false);
  });

  it('begins a new window with nothing spent a second after the last one began', () => {
    const spent = { startedAt: 1000, spentMs: 900 };
    expect(withinRenderBudget(spent, 1000 + RENDER_BUDGET_WINDOW_MS, BUDGET)).toBe(true);
    expect(renderBudgetWindowAt(spent, 2500)).toEqual({ startedAt: 2500, spentMs: 0 });
    expect(renderBudgetWindowAt(spent, 1999)).toBe(spent);
  });

  it("charges a pass across a window's end to the window it ended in", () => {
    const window = afterRender({ startedAt: 1000, spentMs: 150 }, 1950, 2030);
    expect(window).toEqual({ startedAt: 2030, spentMs: 80 });
    expect(afterRender({ startedAt: 1000, spentMs: 150 }, 1900, 1950)).toEqual({
      startedAt: 1000,
      spentMs: 200,
    });
  });

  it('renders nothing with a budget of 0', () => {
    expect(withinRenderBudget(null, 0, 0)).toBe(false);
    expect(withinRenderBudget({ startedAt: 0, spentMs: 0 }, 10, 0)).toBe(false);
  });
});
