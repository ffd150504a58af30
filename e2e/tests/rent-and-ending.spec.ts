import { expect, type Locator, type Page, test, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expectFitsScreen } from '../support/layout';
import { finishedOnTopic } from '../support/loan';
import { waitForMail } from '../support/mailbox';
import { submitAnswers } from '../support/answers';
import { signViaApi } from '../support/signing';

/*
 * A running payment and ending together (docs/obligations.md, docs/amendments.md). Anne lets a hybel to Bjørn
 * until notice, 10 kr on the 10th from 1 March 2027; both have signed. Bjørn, on his phone, finds the rent in the
 * payment schedule, listed a year ahead and shortened to what comes next, and opens the whole list. Anne, on a
 * desktop, proposes to end the lease from 1 June 2027; Bjørn is mailed; both answer yes and sign. The new version
 * says the agreement ends, the dashboard marks it «Avsluttet», and the rent stops before the end date.
 */

const DESKTOP = { width: 1280, height: 900 };
const HYBEL = 'Utleie av hybel eller rom';

async function shoot(target: Page | Locator, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await target.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test('a hybel let until notice: the tenant follows the running rent on a phone; the parties end the lease together and the rent stops', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const { alice, bob, userA, userB, a, b, id } = await finishedOnTopic(browser, DESKTOP, HYBEL, {
    signed: true,
  });

  // Bjørn on his phone: the rent from the month the lease starts, each month on the 10th.
  await b.goto(`/avtale/${id}/ferdig`);
  const plan = b.getByRole('region', { name: 'Betalingsplan' });
  await expect(plan).toBeVisible({ timeout: 30_000 });
  await expect(plan).toContainText('Husleie: 0 kr mottatt; løper hver måned til avtalen avsluttes');
  const payments = plan.getByRole('list', { name: 'Betalinger' }).getByRole('listitem');
  // Listed a year ahead, shortened to the next three.
  await expect(payments).toHaveCount(3);
  await expect(payments.nth(0)).toContainText('Husleie, mars 2027: 10 kr');
  await expect(payments.nth(0)).toContainText(`Forfaller 10. mars 2027 · Du betaler til ${userA.firstName}`);
  await expect(payments.nth(2)).toContainText('Husleie, mai 2027');
  const all = plan.getByRole('button', { name: /^Vis alle betalinger \(\d+\)$/ });
  const total = Number(/\((\d+)\)/.exec((await all.textContent()) ?? '')![1]);
  expect(total).toBeGreaterThan(3);
  await plan.scrollIntoViewIfNeeded();
  await expectFitsScreen(b, 'result page with a running rent (phone)');
  await shoot(plan, testInfo, 'running rent, shortened (phone)');
  await all.click();
  await expect(payments).toHaveCount(total);
  await expect(plan.getByRole('button', { name: 'Vis færre betalinger' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await shoot(plan, testInfo, 'running rent, every month listed (phone)');

  // Anne ends the lease from 1 June 2027.
  await a.goto(`/avtale/${id}/ferdig`);
  await a.getByRole('button', { name: 'Avslutt avtalen' }).click();
  const dialog = a.getByRole('dialog', { name: 'Avslutte avtalen sammen' });
  await dialog.getByLabel('Avtalen opphører fra og med').fill('2027-06-01');
  await shoot(a, testInfo, 'end the agreement together (desktop)');
  await expectAccessible(a, 'ending dialog', testInfo);
  await dialog.getByRole('button', { name: 'Foreslå å avslutte' }).click();
  await a.waitForURL(/\/avtale\/[0-9a-f-]{36}\/sporsmal$/);
  const v2 = /\/avtale\/([0-9a-f-]{36})\/sporsmal$/.exec(a.url())![1];
  expect(v2).not.toBe(id);
  await waitForMail(userB.email, new RegExp(`${userA.firstName} ${userA.lastName} foreslår å avslutte`));

  // Both say yes to the one question and sign.
  await submitAnswers(alice.request, v2);
  await submitAnswers(bob.request, v2);
  await signViaApi(alice.request, v2, userA.password);
  await signViaApi(bob.request, v2, userB.password);

  await b.goto(`/avtale/${v2}/ferdig`);
  await expect(b.getByTestId('result-ended')).toHaveText('Avtalen avsluttes 1. juni 2027');
  await expect(b.getByText('Dere har avsluttet avtalen sammen.')).toBeVisible();
  const ended = b.getByRole('region', { name: 'Betalingsplan' });
  await expect(ended).toBeVisible({ timeout: 30_000 });
  // March, April and May fell due before the end; nothing after it.
  const left = ended.getByRole('list', { name: 'Betalinger' }).getByRole('listitem');
  await expect(left).toHaveCount(3);
  await expect(left.nth(2)).toContainText('Husleie, mai 2027');
  await expect(ended.getByRole('button', { name: /Vis alle betalinger/ })).toHaveCount(0);
  await shoot(b, testInfo, 'the lease ended, the rent up to the end (phone)');
  await expectAccessible(b, 'ended agreement (phone)', testInfo);

  await a.goto('/dashboard');
  await expect(a.getByText('Avsluttet').first()).toBeVisible();
  await shoot(a, testInfo, 'dashboard with the ended agreement (desktop)');
  await alice.close();
  await bob.close();
});
