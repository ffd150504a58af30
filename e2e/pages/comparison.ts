import type { Locator, Page } from '@playwright/test';

/** The card (phone) or the table row (desktop) of a question on the comparison. */
export function comparisonPoint(page: Page, text: string, phone: boolean): Locator {
  return phone
    ? page
        .getByTestId('comparison-card')
        .filter({ has: page.getByRole('heading', { name: text, exact: true }) })
    : page.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: new RegExp(`^${text.replace(/[?.*+()]/g, '\\$&')}`) }),
      });
}
