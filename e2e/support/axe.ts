import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** What {@link expectAccessible} fails on (issue 16): axe's two highest impacts. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until the page's finite animations (dialogs and drawers sliding in, fades, ripples) have
 * finished, so axe measures the colours people end up seeing. Endless ones (a spinner) are ignored.
 */
async function settle(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (a) =>
                  a.playState === 'running' &&
                  Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity),
              ).length,
        ),
      { timeout: 5_000 },
    )
    .toBe(0);
}

/**
 * Runs axe-core (all its rules, as the review did) on the page as it is now and fails on any serious
 * or critical violation, naming the rule, its help text and the first nodes. Moderate and minor ones are
 * printed, not failed. Every result is attached to the test's report under `axe <state>`.
 */
export async function expectAccessible(page: Page, state: string, testInfo: TestInfo): Promise<void> {
  await settle(page);
  // Every rule runs; only the violations come back with all their nodes (passes and the rest with one
  // each), which is all this reads and much less to carry out of the page.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const describe = (v: (typeof results.violations)[number]) =>
    `${v.impact} ${v.id} (${v.nodes.length}): ${v.help}\n` +
    v.nodes
      .slice(0, 5)
      .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
      .join('\n');
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const other = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  for (const v of other) console.log(`[axe ${state}] ${describe(v)}`);
  await testInfo.attach(`axe ${state}`, {
    body: JSON.stringify(
      { url: page.url(), violations: results.violations, passes: results.passes.length },
      null,
      2,
    ),
    contentType: 'application/json',
  });
  expect(blocking.map(describe), `axe: serious or critical violations on "${state}" (${page.url()})`).toEqual(
    [],
  );
}
