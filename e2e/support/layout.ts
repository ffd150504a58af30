/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';

/** Sub-pixel rounding (fractional widths, zoom) is not overflow. */
const TOLERANCE_PX = 1;

/** What {@link measureLayout} finds; plain data so that it crosses from the page to the test. */
export interface LayoutReport {
  url: string;
  viewport: { width: number; height: number };
  /** `documentElement.scrollWidth`: wider than the viewport means the page pans sideways. */
  documentWidth: number;
  documentHeight: number;
  /**
   * Elements whose right edge is past the viewport and that no ancestor (below `<body>`) clips, outermost
   * first (an element inside another one listed is left out), widest first. Described as
   * `tag.class[data-testid] role, width, right edge` so a person can find them in the code.
   */
  wide: string[];
  /** The footer's bottom edge in document coordinates; null when the page has no footer. */
  footerBottom: number | null;
  /** What reaches furthest below the footer, when something does. */
  belowFooter: string | null;
}

/**
 * Measures the page as it is now (runs in the browser). Overflow clipped by a scrolling or hidden box
 * inside the page (a table in its own scroll region) is fine: only what makes the document itself
 * wider counts, and `overflow-x: hidden` on `<html>`/`<body>` does not excuse it (a phone pans anyway,
 * and the content is cut). A `position: fixed` box that sticks out is cut off the screen, so it counts.
 */
export function measureLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate((tolerance) => {
    const doc = document.documentElement;
    const vw = doc.clientWidth || window.innerWidth;
    const describe = (el: Element, rect: DOMRect): string => {
      const classes =
        typeof el.className === 'string' ? el.className.trim().split(/\s+/).filter(Boolean).slice(0, 4) : [];
      const testid = el.getAttribute('data-testid');
      const role = el.getAttribute('role');
      const id = el.id;
      return (
        `<${el.tagName.toLowerCase()}${id ? `#${id}` : ''}${classes.length ? `.${classes.join('.')}` : ''}` +
        `${testid ? `[data-testid=${testid}]` : ''}${role ? `[role=${role}]` : ''}>` +
        ` width ${Math.round(rect.width)} px, right edge at ${Math.round(rect.right + window.scrollX)} px`
      );
    };
    const clipsX = (el: Element): boolean => {
      const s = getComputedStyle(el);
      return (
        s.overflowX !== 'visible' ||
        s.contain.includes('paint') ||
        s.contain === 'strict' ||
        s.contain === 'content'
      );
    };

    const offenders: { el: Element; rect: DOMRect }[] = [];
    const all = document.body ? document.body.querySelectorAll('*') : [];
    for (const el of Array.from(all)) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      const s = getComputedStyle(el);
      if (s.display === 'none' || s.visibility === 'hidden') continue;
      // Fixed boxes are measured against the viewport; everything else against the document's left edge.
      if (rect.right + (s.position === 'fixed' ? 0 : window.scrollX) <= vw + tolerance) continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body && a !== doc; a = a.parentElement) {
        if (clipsX(a)) {
          clipped = true;
          break;
        }
      }
      if (!clipped) offenders.push({ el, rect });
    }
    const outermost = offenders
      .filter(({ el }) => !offenders.some((o) => o.el !== el && o.el.contains(el)))
      .sort((a, b) => b.rect.width - a.rect.width);

    const footers = Array.from(document.querySelectorAll('footer'));
    const footer = footers[footers.length - 1] ?? null;
    const footerBottom = footer ? footer.getBoundingClientRect().bottom + window.scrollY : null;
    let belowFooter: string | null = null;
    if (footer && footerBottom !== null && doc.scrollHeight - footerBottom > tolerance) {
      let lowest: { el: Element; rect: DOMRect } | null = null;
      for (const el of Array.from(all)) {
        // Not the footer's own boxes nor the wrappers around it: what is below it or sticks out.
        if (footer.contains(el) || el.contains(footer)) continue;
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        if (getComputedStyle(el).position === 'fixed') continue;
        // Document order: on a tie the inner element wins, which is the one to fix.
        if (!lowest || rect.bottom >= lowest.rect.bottom) lowest = { el, rect };
      }
      if (lowest && lowest.rect.bottom + window.scrollY > footerBottom + tolerance) {
        belowFooter = `${describe(lowest.el, lowest.rect)}, bottom at ${Math.round(lowest.rect.bottom + window.scrollY)} px`;
      }
    }

    return {
      url: location.href,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      documentWidth: doc.scrollWidth,
      documentHeight: doc.scrollHeight,
      wide: outermost.slice(0, 5).map(({ el, rect }) => describe(el, rect)),
      footerBottom,
      belowFooter,
    };
  }, TOLERANCE_PX);
}

/** The problems in a {@link LayoutReport}, one line each; empty when the page fits. */
export function layoutProblems(r: LayoutReport): string[] {
  const problems: string[] = [];
  const vw = r.viewport.width;
  if (r.documentWidth > vw + TOLERANCE_PX) {
    problems.push(`the page is ${r.documentWidth} px wide in a ${vw} px viewport (it pans sideways)`);
  }
  if (r.wide.length > 0) problems.push(`past the right edge (${vw} px): ${r.wide.join('; ')}`);
  else if (r.documentWidth > vw + TOLERANCE_PX)
    problems.push('no single element found past the edge: look for negative margins or transforms');
  if (r.footerBottom !== null && r.documentHeight > r.viewport.height + TOLERANCE_PX) {
    const blank = r.documentHeight - r.footerBottom;
    if (blank > TOLERANCE_PX) {
      problems.push(
        `${Math.round(blank)} px of page below the footer (document ${r.documentHeight} px, footer ends at ${Math.round(r.footerBottom)} px)` +
          (r.belowFooter ? `; lowest element: ${r.belowFooter}` : ''),
      );
    }
  }
  return problems;
}

/**
 * Fails unless the page fits the screen (issue 34): the document is no wider than the viewport, no
 * element sticks out past its right edge, and when the page is taller than the viewport the footer
 * ends where the document ends (no blank page under it). The message names the offending elements
 * (tag, classes, data-testid, role, width). `state` names the page state in the message.
 */
export async function expectFitsScreen(page: Page, state = ''): Promise<void> {
  // A dialog or drawer sliding in is past the edge only while it moves: measure where it ends up.
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
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const report = await measureLayout(page);
  expect(
    layoutProblems(report),
    `the page does not fit the screen${state ? ` on "${state}"` : ''} (${report.url})`,
  ).toEqual([]);
}
