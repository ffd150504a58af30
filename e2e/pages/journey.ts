import { expect, type Page } from '@playwright/test';

/**
 * Answers the question flow until it leaves /sporsmal: Nei for the questions named in `no`, Ja for the
 * rest. Returns the texts of the questions asked, in order.
 */
export async function answerQuestions(page: Page, no: string[] = []): Promise<string[]> {
  const asked: string[] = [];
  const question = page.locator('#question-text');
  await expect(question).toBeVisible();
  for (let step = 0; step < 40 && /\/sporsmal$/.test(new URL(page.url()).pathname); step++) {
    const text = (await question.textContent())?.trim() ?? '';
    asked.push(text);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: no.includes(text) ? 'Nei' : 'Ja', exact: true }).click();
    // Either the next question shows, or the flow submits and leaves the page. The read has a short
    // timeout: when the page navigates away mid-read, the element never comes back.
    await expect
      .poll(async () => !/\/sporsmal$/.test(new URL(page.url()).pathname) || ((await question.textContent({ timeout: 500 }).catch(() => text))?.trim() ?? text) !== text, { timeout: 20_000 })
      .toBe(true);
  }
  return asked;
}

/** The status chips of the comparison table, by question text. */
export async function comparisonStatuses(page: Page): Promise<Record<string, string>> {
  const table = page.getByRole('table', { name: 'Svarene i denne runden' });
  await expect(table).toBeVisible();
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim());
      return [cells[0], cells[cells.length - 1]];
    }),
  );
  return Object.fromEntries(rows);
}
