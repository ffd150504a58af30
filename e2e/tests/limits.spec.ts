import type { Comparison } from '@avtalt/contracts';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { answerQuestions } from '../pages/journey';
import { comparisonPoint } from '../pages/comparison';
import { expectAccessible } from '../support/axe';
import { expectFitsScreen } from '../support/layout';
import { agreementOnTopic, submitAnswers } from '../support/answers';
import { LOAN } from '../support/loan';
import { desktopAndPhoneUsers } from '../support/users';

/**
 * Private limits (docs/negotiation.md, «Private limits»), end to end: Anne (desktop) lends Bjørn (phone) money;
 * she answered 10 kr, he 20 kr (and 20 kr a month). Each sets a private limit in 'Finn et kompromiss' — she at most 15 kr, he at least
 * 12 kr. Her limit alone shows Bjørn nothing; once his meets it the point is settled at the middle (14 kr) for
 * both, round 2 asks it again with 14 kr filled in, and they finish.
 */

const AMOUNT = 'Hvor mye skal lånes ut?';
const INSTALMENT = 'Hvor mye skal låntakeren betale i avdrag hver måned?';

async function shoot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  target: Locator | 'viewport',
): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  if (target === 'viewport') await page.screenshot({ path: file });
  else await target.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function comparisonOf(page: Page, id: string): Promise<Comparison> {
  const res = await page.request.get(`/api/agreements/${id}/comparison`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Comparison;
}

/** Opens the point's panel, sets the limit and ticks that it binds; the panel stays open. */
async function setLimit(page: Page, point: Locator, label: string, value: string): Promise<Locator> {
  await point.getByRole('button', { name: 'Finn et kompromiss' }).click();
  const panel = page.getByRole('dialog', { name: 'Finn et kompromiss' });
  const section = panel.getByRole('region', { name: 'Din private grense' });
  await section.getByLabel(label).fill(value);
  await section.getByRole('checkbox', { name: 'Jeg godtar enhver verdi innenfor grensen min' }).check();
  await section.getByRole('button', { name: 'Sett grensen' }).click();
  return panel;
}

test('two people set private limits on a loan amount; they meet, the point is settled at the middle and they finish', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { alice, bob, a, b } = await desktopAndPhoneUsers(browser);
  const { id } = await agreementOnTopic(alice.request, LOAN, 2);
  await submitAnswers(alice.request, id, [], { [AMOUNT]: '10' });
  // His monthly instalment too, so that the loan is paid back in time (the topic's value check).
  await submitAnswers(bob.request, id, [], { [AMOUNT]: '20', [INSTALMENT]: '20' });

  await a.goto(`/avtale/${id}/sammenligning`);
  await b.goto(`/avtale/${id}/sammenligning`);
  const pointA = comparisonPoint(a, AMOUNT, false);
  const pointB = comparisonPoint(b, AMOUNT, true);
  await expect(pointA.getByRole('button', { name: 'Finn et kompromiss' })).toBeVisible();
  const bjornBefore = JSON.stringify(await comparisonOf(b, id));

  // Anne: the most she can lend, 15 kr. Only she sees it; Bjørn's comparison is byte for byte what it was.
  const panelA = await setLimit(a, pointA, 'Det meste du kan godta', '15');
  await expect(panelA.getByRole('status')).toContainText('Din grense: 15 kr.');
  await shoot(a, testInfo, 'desktop-limit-set', panelA);
  await expectAccessible(a, 'negotiation panel with a limit set (desktop)', testInfo);
  await panelA.getByRole('button', { name: 'Lukk', exact: true }).click();
  expect(JSON.stringify(await comparisonOf(b, id))).toBe(bjornBefore);

  // Bjørn on his phone: the least he can accept, 12 kr. The limits meet: settled at 14 kr, for both.
  await pointB.getByRole('button', { name: 'Finn et kompromiss' }).click();
  const panelB = b.getByRole('dialog', { name: 'Finn et kompromiss' });
  await expect(panelB.getByRole('region', { name: 'Din private grense' })).toContainText(
    'heller ikke at du satte en',
  );
  await expectFitsScreen(b, 'negotiation panel with the limit (phone)');
  await shoot(b, testInfo, 'phone-limit', 'viewport');
  await panelB.getByRole('button', { name: 'Lukk', exact: true }).click();
  await setLimit(b, pointB, 'Det minste du kan godta', '12');
  await b
    .getByRole('dialog', { name: 'Finn et kompromiss' })
    .getByRole('button', { name: 'Lukk', exact: true })
    .click();
  const settled = `Grensene deres møttes: ${AMOUNT} 14 kr. Det gjelder fra neste runde.`;
  await expect(pointB.getByTestId('proposal-status')).toContainText(settled);
  await pointB.scrollIntoViewIfNeeded();
  await shoot(b, testInfo, 'phone-settled-by-limits', pointB);
  await expect(pointA.getByTestId('proposal-status')).toContainText(settled);
  // Neither learns the other's limit: only the settled value.
  const seenByA = JSON.stringify(await comparisonOf(a, id));
  expect(seenByA).not.toContain('"yours":12');

  // Round 2: the amount is asked again with 14 kr filled in for both; they confirm it and the agreement is done.
  await a.getByRole('button', { name: 'Start neste runde' }).click();
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/sporsmal$`));
  await b.goto(`/avtale/${id}/sporsmal`);
  for (const page of [a, b]) {
    // The flow opens at the first unanswered question; the settled amount (filled in) may come before it.
    const heading = page.locator('#question-text');
    await expect(heading).toBeVisible();
    if ((await heading.textContent())?.trim() !== AMOUNT)
      await page.getByRole('button', { name: 'Tilbake' }).click();
    await expect(heading).toHaveText(AMOUNT);
    await expect(page.getByTestId('settled-by')).toContainText('Dere ble enige om dette i runde 1: 14 kr');
    await expect(page.getByRole('main').locator('#answer-input')).toHaveValue(/14/);
    // The instalment is asked again too; both give 14 kr, so the loan is paid back in one instalment.
    const asked = await answerQuestions(page, [], { value: () => '14' });
    expect(asked.sort()).toEqual([AMOUNT, INSTALMENT].sort());
  }
  await a.goto(`/avtale/${id}/sammenligning`);
  await expect(a.getByRole('link', { name: 'Se ferdig avtale' })).toBeVisible();
  await expect(comparisonPoint(a, AMOUNT, false).getByTestId('settled-note')).toContainText(
    'Kompromiss fra runde 1',
  );
  await alice.close();
  await bob.close();
});
