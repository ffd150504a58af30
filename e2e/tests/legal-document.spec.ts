import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { answerQuestions, startAgreementFromHome } from '../pages/journey';
import { ResultPage } from '../pages/result.page';
import { expectFitsScreen } from '../support/layout';
import { desktopAndPhoneUsers } from '../support/users';

/**
 * The legal document end to end (issue 15, docs/legal-document.md): two people complete a catalogue
 * agreement through the real pages, the second confirms the facts the first filled in with 'Det stemmer',
 * both give what identifies them on the result page, and the final text names them with their dates of
 * birth and roles under numbered section headings. Screenshots of "Dette betyr" in the question flow and
 * in the comparison, on a desktop and on a phone, are attached to the test.
 */

const TOPIC = 'Lån mellom venner eller familie';

/** Text with every run of white space (no-break spaces too) as one space. */
const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectFitsScreen(page, name);
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The "Dette betyr" texts the question flow shows now (the list under Ja/Nei or the options, or the value preview). */
async function clauseTexts(page: Page): Promise<string[]> {
  const main = page.getByRole('main');
  const list = main.getByTestId('answer-clauses').getByRole('listitem');
  const value = main.getByTestId('value-clause');
  return [...(await list.allTextContents()), ...(await value.allTextContents())].map(norm);
}

/**
 * Answers the flow like {@link answerQuestions}, and on the way: screenshots the first question that shows
 * "Dette betyr" of each kind, and collects every clause shown, so the test can check their wording.
 */
function watchClauses(page: Page, testInfo: TestInfo, who: string, seen: string[]) {
  const shot = new Set<string>();
  return async (question: string) => {
    const clauses = await clauseTexts(page);
    seen.push(...clauses);
    if (clauses.length === 0) return;
    const kind = (await page.getByRole('main').getByTestId('value-clause').count()) > 0 ? 'value' : 'list';
    if (shot.has(kind)) return;
    shot.add(kind);
    await shoot(page, testInfo, `flow-${who}-dette-betyr-${kind}`);
    testInfo.annotations.push({ type: 'screenshot', description: `${who}: "Dette betyr" at «${question}»` });
  };
}

test('two people complete a loan: facts confirmed with Det stemmer, both identified, the final text with dates of birth, roles and sections', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);

  // A on a desktop, B on a phone.
  const { alice, bob, nameA, nameB, a, b } = await desktopAndPhoneUsers(browser);

  // A starts a loan agreement from the front page and answers everything; A lends the money ('Meg selv').
  const id = await startAgreementFromHome(a, TOPIC, { search: true });
  const clausesA: string[] = [];
  const askedA = await answerQuestions(a, [], { onQuestion: watchClauses(a, testInfo, 'desktop', clausesA) });
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/del$`));
  const link = await a.getByRole('textbox', { name: 'Lenke til avtalen' }).inputValue();

  // B on the phone: the same answers, A as the lender, and the facts A filled in confirmed with 'Det stemmer'.
  await b.goto(new URL(link).pathname);
  await b.getByRole('link', { name: 'Start å svare' }).click();
  await expect(b).toHaveURL(new RegExp(`/avtale/${id}/sporsmal$`));
  const confirmed: string[] = [];
  const clausesB: string[] = [];
  const watchB = watchClauses(b, testInfo, 'phone', clausesB);
  const askedB = await answerQuestions(b, [], {
    party: new RegExp(`^${nameA}$`),
    confirmed,
    onQuestion: async (question) => {
      // A fact A has answered shows what A filled in, with the input still there to write something else.
      const suggestion = b.getByTestId('fact-suggestion');
      if (confirmed.length === 0 && (await suggestion.isVisible())) {
        await expect(suggestion).toContainText(`${nameA} har fylt inn: «`);
        await shoot(b, testInfo, 'flow-phone-det-stemmer');
        testInfo.annotations.push({
          type: 'screenshot',
          description: `phone: 'Det stemmer' at «${question}»`,
        });
      }
      await watchB(question);
    },
  });
  // Issue 34: B's answers complete the agreement, so B lands on /ferdig.
  await expect(b).toHaveURL(new RegExp(`/avtale/${id}/ferdig$`));
  expect(askedB).toEqual(askedA);
  expect(confirmed.length, 'B confirmed at least one fact with Det stemmer').toBeGreaterThan(0);

  // "Dette betyr" was shown, worded for two parties: never 'de andre partene' / 'alle partene'.
  const shown = [...clausesA, ...clausesB];
  expect(shown.length).toBeGreaterThan(0);
  for (const clause of shown)
    expect(clause).not.toMatch(/\b(de andre partene|de øvrige partene|alle partene)\b/i);

  // The comparison: everything agreed, with "Dette betyr" under each agreed question; desktop and phone.
  for (const [page, who] of [
    [a, 'desktop'],
    [b, 'phone'],
  ] as const) {
    await page.goto(`/avtale/${id}/sammenligning`);
    await expect(page.getByText('Avtalen er fullført')).toBeVisible();
    const agreed = page.getByTestId('agreed-clause');
    await expect(agreed.first()).toBeVisible();
    for (const text of await agreed.allTextContents())
      expect(norm(text)).not.toMatch(/\b(de andre partene|alle partene)\b/i);
    await shoot(page, testInfo, `comparison-${who}`);
  }
  expect(
    await b.locator('html').evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth),
  ).toBeLessThanOrEqual(390);

  // The result page: the text waits for both; A gives a date of birth, and is told it waits for B.
  const resultA = new ResultPage(a);
  await a.getByRole('link', { name: 'Se ferdig avtale' }).click();
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/ferdig$`));
  await expect(resultA.document()).toContainText(`Venter på: deg og ${nameB}.`);
  await expect(resultA.detailsCard.getByRole('textbox', { name: 'Navn' })).toHaveValue(nameA);
  // A date that does not exist is refused before anything is sent.
  await resultA.detailsCard.getByRole('textbox', { name: 'Fødselsdato' }).fill('31.2.1985');
  await resultA.detailsCard.getByRole('button', { name: 'Lagre' }).click();
  await expect(
    resultA.detailsCard.getByText('Skriv fødselsdatoen din, for eksempel 1. mars 1985 eller 01.03.1985'),
  ).toBeVisible();
  await resultA.fillPartyDetails({ birthDate: '1. mars 1985' });
  await expect(resultA.document()).toContainText(
    `Avtaleteksten lages når alle har fylt inn. Venter på: ${nameB}.`,
  );
  await shoot(a, testInfo, 'result-desktop-waiting');

  // B on the phone gives a date of birth and an address; A's page shows the text without a reload.
  const resultB = new ResultPage(b);
  await resultB.open(id);
  await expect(resultB.detailsCard).toBeVisible();
  await shoot(b, testInfo, 'result-phone-form');
  await resultB.fillPartyDetails({ birthDate: '2.4.1990', address: 'Storgata 1, 0150 Oslo' });

  const documentA = resultA.document();
  // The parties with their dates of birth (and B's address) and the roles the party question gave them.
  // (toContainText reads the document's shadow root; textContent() of the sheet would not.)
  await expect(documentA).toContainText(`${nameA}, født 1. mars 1985 (långiver)`, { timeout: 20_000 });
  await expect(documentA).toContainText(`${nameB}, født 2. april 1990, Storgata 1, 0150 Oslo (låntaker)`);
  // Numbered section headings: the parties, the facts under Bakgrunn, the topic's subjects, the final sections.
  const headings = (await documentA.getByRole('heading').allTextContents()).map(norm);
  expect(headings).toEqual(
    expect.arrayContaining([expect.stringMatching(/^1\s*Parter$/), expect.stringMatching(/^2\s*Bakgrunn$/)]),
  );
  expect(headings.some((h) => /^\d+\s*Renter$/.test(h))).toBe(true);
  expect(headings.some((h) => /^\d+\s*Lovvalg og tvister$/.test(h))).toBe(true);
  // The facts B confirmed are background, worded for two parties, the other party named (issue 34); never a
  // visitor's placeholder name.
  await expect(documentA).toContainText(`Anne Hansen låner ut pengene til ${nameB}.`);
  await expect(documentA).not.toContainText('Deltaker 2');
  await shoot(a, testInfo, 'result-desktop');

  await expect(resultB.document()).toContainText(`${nameB}, født 2. april 1990`);
  expect(
    await b.locator('html').evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth),
  ).toBeLessThanOrEqual(390);
  await shoot(b, testInfo, 'result-phone');
  await alice.close();
  await bob.close();
});
