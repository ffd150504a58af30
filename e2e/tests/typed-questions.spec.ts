import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { startAgreementFromHome } from '../pages/journey';
import { ResultPage } from '../pages/result.page';
import { loginAsAdmin } from '../support/admin';
import { expectFitsScreen } from '../support/layout';
import { desktopAndPhoneUsers } from '../support/users';

/**
 * Typed questions end to end (docs/typed-answers.md): an admin's topic with a choice, an amount, a date
 * and a party question; two people (one on a phone) answer it through the real pages, disagree on the
 * amount, agree in round 2, and the legal text carries the values.
 */

const CHOICE = 'Hvordan deles husleien?';
const AMOUNT = 'Hvor mye er husleien?';
const DATE = 'Fra hvilken dato gjelder avtalen?';
const PARTY = 'Hvem står på leiekontrakten?';
const CLAUSE_BY_INCOME = 'Husleien deles etter inntekt, slik at den som tjener mest betaler mest.';
/** Issue 33 (docs/value-checks.md): a warning on the amount, asked to be confirmed as soon as it is read. */
const HIGH_RENT = 'Husleien er over 50 000 kr i måneden. Stemmer beløpet?';

/** Text with every run of white space (the no-break spaces in '12 000 kr' too) as one space. */
const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectFitsScreen(page, name);
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Waits until the flow shows `text` as its question. */
async function atQuestion(page: Page, text: string): Promise<void> {
  await expect(page.locator('#question-text')).toHaveText(text, { timeout: 20_000 });
}

/** The answers of one question in the comparison, as a table row (desktop) or a card (phone). */
async function comparisonEntry(page: Page, question: string): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Svarene i denne runden' });
  const cards = page.getByRole('list', { name: 'Svarene i denne runden' });
  await expect(table.or(cards)).toBeVisible();
  if (await table.isVisible())
    return table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: question }) });
  return cards.getByRole('listitem', { name: question });
}

test('typed questions: a choice, an amount, a date and a party, answered on a desktop and a phone, agreed in round 2', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);

  // The admin makes the topic and its four typed questions through the admin API.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginAsAdmin(adminPage);
  const title = `Felles leilighet ${Date.now()}`;
  const topicRes = await adminContext.request.post('/api/admin/topics', {
    data: {
      title,
      description: 'To som leier en leilighet sammen: husleie, fordeling og hvem som står på kontrakten.',
    },
  });
  expect(topicRes.status()).toBe(201);
  const topic = (await topicRes.json()) as { id: string };
  const templates = [
    {
      text: CHOICE,
      type: 'multiple_choice',
      options: ['Likt', 'Etter inntekt'],
      optionClauses: ['Husleien deles likt mellom partene.', CLAUSE_BY_INCOME],
    },
    {
      text: AMOUNT,
      type: 'free_text',
      format: 'amount',
      clauseTemplate: 'Husleien er {{svar}} per måned.',
      checks: [{ kind: 'atMost', value: 50000, severity: 'warning', message: HIGH_RENT }],
    },
    { text: DATE, type: 'free_text', format: 'date', clauseTemplate: 'Avtalen gjelder fra {{svar}}.' },
    { text: PARTY, type: 'free_text', format: 'party', clauseTemplate: '{{svar}} står alene som leietaker.' },
  ];
  for (const [i, template] of templates.entries()) {
    const res = await adminContext.request.post(`/api/admin/topics/${topic.id}/templates`, {
      data: { ...template, order: String(i + 1) },
    });
    expect(res.status(), await res.text()).toBe(201);
    const saved = (await res.json()) as Record<string, unknown>;
    expect(saved).toMatchObject({ type: template.type, format: template.format ?? null });
  }
  await adminContext.close();

  // A on a desktop, B on a phone; both logged in with names of their own.
  const { alice, bob, nameA, nameB, a, b } = await desktopAndPhoneUsers(browser);

  // A starts an agreement on the topic from the front page.
  const id = await startAgreementFromHome(a, title, { search: true });

  // A: Etter inntekt, 12000, 1 March 2027, Meg selv.
  await atQuestion(a, CHOICE);
  const choicesA = a.getByRole('group', { name: CHOICE });
  await expect(choicesA.getByRole('button')).toHaveText(['Likt', 'Etter inntekt']);
  // Nobody has answered yet: no count (issue 16: only counts above zero are shown).
  await expect(a.getByTestId('answer-count')).toHaveCount(0);
  await choicesA.getByRole('button', { name: 'Etter inntekt' }).click();
  await atQuestion(a, AMOUNT);
  const amountA = a.getByLabel('Beløp i kroner', { exact: true });
  await expect(amountA).toHaveAttribute('inputmode', 'decimal');
  await amountA.fill('tolv');
  await a.getByRole('button', { name: 'Neste' }).click();
  await expect(a.getByText('Skriv et beløp i kroner, for eksempel 12 000')).toBeVisible();
  await expect(amountA).toHaveAttribute('aria-invalid', 'true');
  // An unusual value: the warning and «Ja, verdien er riktig» show as it is typed, and Neste waits for the tick.
  await amountA.fill('60 000');
  await expect(a.getByText(HIGH_RENT)).toBeVisible();
  await expect(a.getByRole('button', { name: 'Neste' })).toBeDisabled();
  await a.getByRole('checkbox', { name: 'Ja, verdien er riktig' }).check();
  await expect(a.getByRole('button', { name: 'Neste' })).toBeEnabled();
  await amountA.fill('12000');
  await expect(a.getByText(HIGH_RENT)).toBeHidden();
  await a.getByRole('button', { name: 'Neste' }).click();
  await atQuestion(a, DATE);
  // Issue 34: before a value, the placeholder without a full stop doubled after it.
  await expect(a.getByTestId('value-clause')).toHaveText('Dette betyr: Avtalen gjelder fra …');
  await expect(a.getByLabel('Dato', { exact: true })).toHaveAttribute('type', 'date');
  await a.getByLabel('Dato', { exact: true }).fill('2027-03-01');
  await a.getByRole('button', { name: 'Neste' }).click();
  await atQuestion(a, PARTY);
  // Nobody else has joined yet: A can name themselves or 'Den andre parten'.
  await expect(a.getByRole('radio', { name: 'Den andre parten' })).toBeVisible();
  await a.getByRole('radio', { name: /^Meg selv/ }).check();
  // Issue 34: the caller's own choice reads «Du», never «Meg selv».
  await expect(a.getByTestId('value-clause')).toHaveText('Dette betyr: Du står alene som leietaker.');
  await a.getByRole('button', { name: 'Send svar' }).click();
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/del$`));
  const link = await a.getByRole('textbox', { name: 'Lenke til avtalen' }).inputValue();

  // B on the phone opens the invitation: Etter inntekt, 11 000, the same date, A by name.
  await b.goto(new URL(link).pathname);
  await expect(b.getByText('Du er invitert til å delta i en avtale')).toBeVisible();
  await b.getByRole('link', { name: 'Start å svare' }).click();
  await atQuestion(b, CHOICE);
  const choicesB = b.getByRole('group', { name: CHOICE });
  // The count is plain text under the option (issue 34), readable on a phone without hovering.
  await expect(choicesB.getByTestId('answer-count')).toHaveText(['1 har svart Etter inntekt']);
  // On a phone the options are stacked, each the full width of the card.
  const [likt, income] = [
    await choicesB.getByRole('button', { name: 'Likt' }).boundingBox(),
    await choicesB.getByRole('button', { name: 'Etter inntekt' }).boundingBox(),
  ];
  expect(income!.y).toBeGreaterThan(likt!.y + likt!.height - 1);
  expect(Math.abs(income!.width - likt!.width)).toBeLessThan(2);
  await shoot(b, testInfo, 'phone-1-choice');
  await choicesB.getByRole('button', { name: 'Etter inntekt' }).click();
  await atQuestion(b, AMOUNT);
  const amountB = b.getByLabel('Beløp i kroner', { exact: true });
  await amountB.fill('11 000');
  await amountB.blur();
  await expect(amountB).toHaveAttribute('aria-invalid', 'false');
  await shoot(b, testInfo, 'phone-2-amount');
  await b.getByRole('button', { name: 'Neste' }).click();
  await atQuestion(b, DATE);
  await b.getByLabel('Dato', { exact: true }).fill('2027-03-01');
  await b.getByRole('button', { name: 'Neste' }).click();
  await atQuestion(b, PARTY);
  await expect(b.getByRole('radio', { name: /^Meg selv/ })).toBeVisible();
  await expect(b.getByRole('radio', { name: 'Den andre parten' })).toHaveCount(0);
  await shoot(b, testInfo, 'phone-3-party');
  await b.getByRole('radio', { name: nameA, exact: true }).check();
  await b.getByRole('button', { name: 'Send svar' }).click();
  // Issue 34: B's answers close round 1 (they disagree on the amount): the comparison, not the share page.
  await expect(b).toHaveURL(new RegExp(`/avtale/${id}/sammenligning$`));

  // The comparison: the values side by side, the amount disagreed, the rest agreed.
  const expected: [string, string[], string][] = [
    [CHOICE, ['Etter inntekt', 'Etter inntekt'], 'Enige'],
    [AMOUNT, ['12 000 kr', '11 000 kr'], 'Uenige'],
    [DATE, ['1. mars 2027', '1. mars 2027'], 'Enige'],
    [PARTY, [nameA, nameA], 'Enige'],
  ];
  for (const [page, who] of [
    [a, 'desktop'],
    [b, 'phone'],
  ] as const) {
    await page.goto(`/avtale/${id}/sammenligning`);
    await expect(page.getByRole('heading', { name: /Resultat runde 1$/ })).toBeVisible();
    for (const [question, values, status] of expected) {
      const entry = await comparisonEntry(page, question);
      await expect(entry).toBeVisible();
      await expect.poll(async () => norm(await entry.textContent())).toContain(status);
      const text = norm(await entry.textContent());
      for (const value of values) expect(text).toContain(value);
    }
    await shoot(page, testInfo, `comparison-round-1-${who}`);
  }
  // On the phone the answers are cards (no sideways-scrolling table), and nothing is wider than the screen.
  await expect(b.getByRole('table', { name: 'Svarene i denne runden' })).toHaveCount(0);
  expect(
    await b.locator('html').evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth),
  ).toBeLessThanOrEqual(390);

  // Round 2 asks the amount again, showing the values given.
  await a.getByRole('button', { name: 'Start neste runde' }).click();
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/sporsmal$`));
  await expect(a.getByText('Spørsmål 1 av 1')).toBeVisible();
  await atQuestion(a, AMOUNT);
  const previousA = a.getByRole('region', { name: 'Svarene i forrige runde' });
  await expect.poll(async () => norm(await previousA.textContent())).toContain('11 000 kr');
  expect(norm(await previousA.textContent())).toContain('Deg');
  await a.getByLabel('Beløp i kroner', { exact: true }).fill('12 000');
  await a.getByRole('button', { name: 'Send svar' }).click();
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/del$`));

  await b.goto(`/avtale/${id}/sporsmal`);
  await expect(b.getByText('Spørsmål 1 av 1')).toBeVisible();
  await atQuestion(b, AMOUNT);
  const previousB = b.getByRole('region', { name: 'Svarene i forrige runde' });
  await expect.poll(async () => norm(await previousB.textContent())).toContain('12 000 kr');
  expect(norm(await previousB.textContent())).toContain(nameA);
  expect(norm(await previousB.textContent())).toContain('11 000 kr');
  await b.getByLabel('Beløp i kroner', { exact: true }).fill('12000,00');
  await shoot(b, testInfo, 'phone-4-round-2-amount');
  await b.getByRole('button', { name: 'Send svar' }).click();
  await expect(b).toHaveURL(new RegExp(`/avtale/${id}/ferdig$`));

  // Completed: the legal text has the option's clause, the amount, the date and A's name.
  await a.goto(`/avtale/${id}/sammenligning`);
  await expect(a.getByRole('heading', { name: /Resultat runde 2$/ })).toBeVisible();
  const amountRow = await comparisonEntry(a, AMOUNT);
  await expect.poll(async () => norm(await amountRow.textContent())).toContain('Enige');
  await shoot(a, testInfo, 'comparison-round-2-desktop');
  await a.getByRole('link', { name: 'Se ferdig avtale' }).click();
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/ferdig$`));
  // Both parties identify themselves (date of birth or address) before the final text is made.
  await new ResultPage(a).fillPartyDetails({ birthDate: '1. mars 1985' });
  await b.goto(`/avtale/${id}/ferdig`);
  await new ResultPage(b).fillPartyDetails({ birthDate: '2.4.1990', address: 'Storgata 1, 0150 Oslo' });
  const documentText = a.getByRole('article', { name: 'Avtaletekst' });
  await expect(documentText).toBeVisible();
  // The text is in a shadow root: toContainText reads it (and treats no-break spaces as spaces).
  await expect(documentText).toContainText('Husleien er 12 000 kr per måned.');
  await expect(documentText).toContainText(CLAUSE_BY_INCOME);
  await expect(documentText).toContainText('Avtalen gjelder fra 1. mars 2027.');
  await expect(documentText).toContainText(`${nameA} står alene som leietaker.`);
  await expect(documentText).toContainText(nameB);
  await shoot(a, testInfo, 'result-desktop');

  await b.reload();
  await expect(b.getByRole('article', { name: 'Avtaletekst' })).toContainText(
    'Husleien er 12 000 kr per måned.',
  );
  await shoot(b, testInfo, 'result-phone');
  await alice.close();
  await bob.close();
});
