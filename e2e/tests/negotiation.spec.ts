import type { Comparison } from '@avtalt/contracts';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { answerQuestions, comparisonStatuses, startAgreementFromHome } from '../pages/journey';
import { givePartyDetailsViaApi, ResultPage } from '../pages/result.page';
import { expectAccessible } from '../support/axe';
import { expectFitsScreen } from '../support/layout';
import { desktopAndPhoneUsers } from '../support/users';
import { comparisonPoint } from '../pages/comparison';

/**
 * Negotiation between rounds (issue 19, docs/negotiation.md), end to end: Anne on a desktop and Bjørn on a
 * 390×844 phone disagree on two points of a catalogue topic; a curated middle ground is proposed and
 * accepted, replaces the disputed question in round 2 (Ja filled in), and its clause ends up in the final
 * text. On the way: a private mark is not shown to the other until it is matched, and the discussion of
 * one point. Phone screenshots of the panel, the pending proposal and the round-2 question are attached.
 */

const TOPIC = 'Bofellesskap og kollektiv';
const POWER = 'Skal strøm og internett deles likt?';
const SMOKING = 'Skal det være forbudt å røyke innendørs?';
const MIDDLE =
  'Skal internett deles likt og strømmen etter hvor mange døgn hver av dere har bodd i boligen i perioden?';
const MIDDLE_CLAUSE_START =
  'Utgifter til internett deles likt mellom partene, mens strømutgiftene fordeles etter';
const MATCHED = 'Alle kan godta et annet svar her – velg ett sammen.';

const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

async function shoot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  target?: Locator | 'viewport',
): Promise<void> {
  await expectFitsScreen(page, name);
  const file = testInfo.outputPath(`${name}.png`);
  if (target === 'viewport') await page.screenshot({ path: file });
  else if (target) await target.screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function comparisonOf(page: Page, id: string): Promise<Comparison> {
  const res = await page.request.get(`/api/agreements/${id}/comparison`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Comparison;
}

test('two people settle a point with a curated compromise, round 2 confirms it and the final text has its clause', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { alice, bob, a, b, nameA, nameB } = await desktopAndPhoneUsers(browser);

  // Round 1: Anne starts from the catalogue and says Ja to everything; Bjørn (phone) says Nei to two points.
  const id = await startAgreementFromHome(a, TOPIC);
  await answerQuestions(a);
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/del$`));
  await b.goto(`/avtale/${id}`);
  await b.getByRole('link', { name: 'Start å svare' }).click();
  await answerQuestions(b, [POWER, SMOKING]);
  await expect(b).not.toHaveURL(/\/sporsmal$/);

  await a.goto(`/avtale/${id}/sammenligning`);
  await b.goto(`/avtale/${id}/sammenligning`);
  await expect(a.getByRole('heading', { name: /Resultat runde 1$/ })).toBeVisible();
  const statuses = await comparisonStatuses(a);
  await expectFitsScreen(a, 'comparison with disagreements (desktop)');
  expect(
    Object.entries(statuses)
      .filter(([, s]) => s === 'Uenige')
      .map(([q]) => q)
      .sort(),
  ).toEqual([POWER, SMOKING].sort());
  expect((await comparisonOf(a, id)).negotiation?.open).toBe(true);

  // Bjørn opens 'Finn et kompromiss' on the smoking point: the curated options, and his private marks.
  const smokingB = comparisonPoint(b, SMOKING, true);
  await smokingB.getByRole('button', { name: 'Finn et kompromiss' }).click();
  const panelB = b.getByRole('dialog', { name: 'Finn et kompromiss' });
  await expect(panelB.getByRole('heading', { name: 'Forslag til kompromiss' })).toBeVisible();
  await expect(panelB.getByTestId('proposal-option').first()).toContainText('Vanlig løsning');
  await expect(panelB.getByTestId('proposal-option').first()).toContainText('Dette betyr:');
  await expect(
    panelB.getByText('Bare du ser dette. Det vises for de andre bare når det passer med det de har markert.'),
  ).toBeVisible();
  // A dialog that fills the phone's screen.
  const box = await panelB.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(389);
  // The dialog covers the screen: what the phone shows at the top of the panel (and below, after the mark).
  await shoot(b, testInfo, 'phone-panel', 'viewport');
  await panelB.getByRole('switch', { name: 'Jeg kan godta det andre svaret' }).click();
  await expect(panelB.getByRole('switch', { name: 'Jeg kan godta det andre svaret' })).toBeChecked();
  await shoot(b, testInfo, 'phone-panel-marks', 'viewport');
  await expectAccessible(b, 'negotiation panel (phone)', testInfo);

  // Unmatched, the mark is Bjørn's alone: nothing of it reaches Anne, on the page or in the API.
  const smokingA = comparisonPoint(a, SMOKING, false);
  await a.reload();
  await expect(smokingA.getByRole('button', { name: 'Finn et kompromiss' })).toBeVisible();
  await expect(a.getByText(MATCHED)).toHaveCount(0);
  const seenByA = await comparisonOf(a, id);
  const smokingRowA = seenByA.questionAnswers.find((r) => r.questionText === SMOKING)!;
  expect(smokingRowA.negotiation).toMatchObject({
    yourMarks: { canAccept: false, important: false },
    allCanAccept: false,
  });
  expect(seenByA.negotiation?.trades).toEqual([]);
  expect(smokingRowA.negotiation?.proposals.some((o) => o.source === 'answer')).toBe(false);

  // Bjørn discusses the point: the chat filtered to it; what he sends there is tagged with it.
  await panelB.getByRole('button', { name: 'Diskuter dette punktet' }).click();
  await expect(panelB).toBeHidden();
  await expect(b.getByTestId('chat-filter')).toContainText(`Viser: ${SMOKING}`);
  const inputB = b.getByRole('textbox', { name: 'Skriv om dette punktet' });
  await expect(inputB).toBeFocused();
  await inputB.fill('Jeg kan leve med røykfritt hvis e-sigaretter er lov på rommet.');
  await inputB.press('Enter');
  await expect(b.getByRole('log', { name: 'Meldinger' })).toContainText('e-sigaretter');
  // Anne sees it in the whole discussion with the point's chip.
  const logA = a.getByRole('log', { name: 'Meldinger' });
  await expect(logA).toContainText('e-sigaretter');
  await expect(logA.getByTestId('chat-question-chip')).toBeVisible();
  await b.getByRole('button', { name: 'Vis hele diskusjonen' }).click();
  await expect(b.getByTestId('chat-filter')).toHaveCount(0);

  // Anne marks the same point: now it is matched, and both are told.
  await smokingA.getByRole('button', { name: 'Finn et kompromiss' }).click();
  const panelA = a.getByRole('dialog', { name: 'Finn et kompromiss' });
  await expect(panelA.getByRole('switch', { name: 'Jeg kan godta det andre svaret' })).not.toBeChecked();
  await panelA.getByRole('switch', { name: 'Jeg kan godta det andre svaret' }).click();
  await expect(
    panelA.getByTestId('proposal-option').filter({ hasText: 'Et av svarene' }).first(),
  ).toBeVisible();
  await panelA.getByRole('button', { name: 'Lukk', exact: true }).click();
  await expect(smokingA.getByText(MATCHED)).toBeVisible();
  await expect(smokingB.getByText(MATCHED)).toBeVisible();

  // Anne proposes the curated middle ground on the power point.
  const powerA = comparisonPoint(a, POWER, false);
  await powerA.getByRole('button', { name: 'Finn et kompromiss' }).click();
  await expect(panelA.getByTestId('proposal-option').first()).toContainText(MIDDLE);
  await panelA.getByRole('button', { name: `Foreslå: ${MIDDLE}` }).click();
  // The panel closes and focus moves to the proposal's status line on the row (the pressed button is gone).
  await expect(panelA).toHaveCount(0);
  await expect(powerA.getByTestId('proposal-status')).toBeFocused();
  await expect(powerA.getByTestId('proposal-status')).toContainText(`Du foreslår: ${MIDDLE}`);
  await expect(powerA.getByTestId('proposal-status')).toContainText(`Venter på: ${nameB}`);
  await shoot(a, testInfo, 'desktop-pending-proposal', powerA);

  // Bjørn's card shows it live, asks him, and he accepts.
  const powerB = comparisonPoint(b, POWER, true);
  const pendingB = powerB.getByTestId('proposal-status');
  await expect(pendingB).toContainText(`${nameA} foreslår: ${MIDDLE}`);
  await expect(pendingB).toContainText(`Godtatt av: ${nameA}`);
  await expect(pendingB).toContainText('Venter på: deg');
  await powerB.scrollIntoViewIfNeeded();
  await shoot(b, testInfo, 'phone-pending-proposal', powerB);
  // The card with the proposal fits the phone: no sideways scrolling.
  expect(
    await b.locator('html').evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth),
  ).toBeLessThanOrEqual(390);
  await expectAccessible(b, 'comparison with a pending proposal (phone)', testInfo);
  // Issue 34: «Godta» and «Avslå» are at least 44 px high on the phone (the touch guideline).
  for (const name of ['Godta', 'Avslå'])
    expect((await pendingB.getByRole('button', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await pendingB.getByRole('button', { name: 'Godta' }).click();
  await expect(pendingB).toContainText(`Alle har godtatt: ${MIDDLE} Det gjelder fra neste runde.`);
  await expect(pendingB).toBeFocused();
  await expect(powerA.getByTestId('proposal-status')).toContainText('Alle har godtatt');

  // Round 2: the compromise replaces the power question, Ja filled in for both; the smoking point is asked again.
  await a.getByRole('button', { name: 'Start neste runde' }).click();
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/sporsmal$`));
  await expect(a.getByText(/Spørsmål \d av 2/)).toBeVisible();
  await b.goto(`/avtale/${id}/sporsmal`);
  await expect(b.getByText(/Spørsmål \d av 2/)).toBeVisible();
  for (const [page, phone] of [
    [a, false],
    [b, true],
  ] as const) {
    const heading = page.locator('#question-text');
    // The flow opens at the first unanswered question; the settled one (already answered) may come before it.
    if (norm(await heading.textContent()) !== MIDDLE)
      await page.getByRole('button', { name: 'Tilbake' }).click();
    await expect(heading).toHaveText(MIDDLE);
    const settled = page.getByTestId('settled-by');
    await expect(settled).toContainText('Dere ble enige om dette i runde 1: Ja');
    await expect(page.getByText('Svarene i forrige runde')).toHaveCount(0);
    await expect(settled).toContainText(`Erstatter: ${POWER}`);
    await expect(page.getByRole('main').getByRole('button', { name: 'Ja', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    if (phone) {
      await shoot(page, testInfo, 'phone-round-2-question');
      await expectAccessible(page, 'round-2 settled question (phone)', testInfo);
    }
    const asked = await answerQuestions(page);
    expect(asked.sort()).toEqual([MIDDLE, SMOKING].sort());
  }

  // Round 2 completes; the comparison shows where the point came from; the final text has the clause.
  await a.goto(`/avtale/${id}/sammenligning`);
  await expect(a.getByRole('heading', { name: /Resultat runde 2$/ })).toBeVisible();
  await expect(a.getByRole('link', { name: 'Se ferdig avtale' })).toBeVisible();
  await expect(comparisonPoint(a, MIDDLE, false).getByTestId('settled-note')).toContainText(
    'Kompromiss fra runde 1',
  );
  await expect(a.getByRole('button', { name: 'Finn et kompromiss' })).toHaveCount(0);
  await expectFitsScreen(a, 'comparison, round 2 (desktop)');
  await givePartyDetailsViaApi(a.request, id, { birthDate: '1985-03-01' });
  await givePartyDetailsViaApi(b.request, id, { birthDate: '1990-04-02' });
  const result = new ResultPage(a);
  await result.open(id);
  await expect(result.document()).toContainText(MIDDLE_CLAUSE_START, { timeout: 20_000 });
  // The replaced question's clause is not in the text (it no longer counts).
  const legal = await a.request.get(`/api/agreements/${id}/legal-text?variant=full`);
  expect(legal.status()).toBe(200);
  const html = norm(((await legal.json()) as { html: string }).html);
  expect(html).toContain(MIDDLE_CLAUSE_START);
  await alice.close();
  await bob.close();
});
