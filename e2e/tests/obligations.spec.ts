import { finishedLoan } from '../support/loan';
import { expect, type Locator, test, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expectFitsScreen } from '../support/layout';
import { linkIn, waitForMail } from '../support/mailbox';
import { pdfPages } from '../support/signing';

/*
 * The payment schedule (docs/obligations.md). Anne lends Bjørn money; both have signed. Bjørn, on his phone,
 * finds the schedule on the result page and marks the instalment «Betalt»; Anne is mailed, follows the link on
 * her desktop and confirms it «Mottatt». The page then says what is received (the trail's records are
 * checked with SQL in services/agreements/test/obligations.int-spec.ts).
 */

const DESKTOP = { width: 1280, height: 900 };

/** The schedule card as the person sees it. */
async function shoot(card: Locator, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await card.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test('a signed loan: the borrower marks the instalment paid on a phone, the lender is mailed and confirms it on a desktop', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // The test's answers: Anne (the initiator) lends 10 kr, paid out 1 March 2027, one instalment of 10 kr.
  const { userA, userB, a, b, id } = await finishedLoan(browser, DESKTOP, { signed: true });

  // Bjørn on his phone: the schedule, from his side.
  await b.goto(`/avtale/${id}/ferdig`);
  const plan = b.getByRole('region', { name: 'Betalingsplan' });
  // Right after the last signature documents seals the PDF (a Chromium render): the first page load may be slow.
  await expect(plan).toBeVisible({ timeout: 30_000 });
  const payments = plan.getByRole('list', { name: 'Betalinger' }).getByRole('listitem');
  await expect(payments).toHaveCount(2);
  await expect(payments.nth(0)).toContainText('Utbetaling av lånet');
  await expect(payments.nth(0)).toContainText(`${userA.firstName} ${userA.lastName} betaler til deg`);
  const instalment = payments.nth(1);
  await expect(instalment).toContainText('Avdrag');
  await expect(instalment).toContainText(`Du betaler til ${userA.firstName} ${userA.lastName}`);
  await expect(instalment).toContainText('Forfaller 1. april 2027');
  await expect(instalment.getByRole('button', { name: 'Bekreft mottatt' })).toHaveCount(0);
  await plan.scrollIntoViewIfNeeded();
  await expectFitsScreen(b, 'result page with the payment schedule (phone)');
  await instalment.getByRole('button', { name: 'Marker som betalt' }).click();
  await expect(b.getByText('Markert som betalt')).toBeVisible();
  await expect(instalment).toContainText('Betalt, venter på bekreftelse');
  await expect(instalment.getByRole('button')).toHaveCount(0);
  await shoot(plan, testInfo, 'borrower marked the instalment paid (phone)');

  // Anne is mailed, and confirms on her desktop.
  const mail = await waitForMail(userA.email, /har betalt: Avdrag/);
  const link = linkIn(mail, `/avtale/${id}/ferdig`);
  await a.goto(link);
  const mine = a
    .getByRole('region', { name: 'Betalingsplan' })
    .getByRole('list', { name: 'Betalinger' })
    .getByRole('listitem');
  await expect(mine.nth(1)).toContainText(`${userB.firstName} ${userB.lastName} betaler til deg`);
  await expectAccessible(a, 'result page with the payment schedule (desktop)', testInfo);
  await mine.nth(1).getByRole('button', { name: 'Bekreft mottatt' }).click();
  await expect(a.getByText('Bekreftet mottatt')).toBeVisible();
  await expect(mine.nth(1)).toContainText('Mottatt');
  await expect(a.getByRole('region', { name: 'Betalingsplan' })).toContainText('Avdrag: alt mottatt');
  await shoot(
    a.getByRole('region', { name: 'Betalingsplan' }),
    testInfo,
    'lender confirmed it received (desktop)',
  );

  // The statement PDF: what was paid, confirmed, and that nothing remains.
  const download = a.waitForEvent('download');
  await a.getByRole('button', { name: 'Last ned nedbetalingsoversikt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Nedbetalingsoversikt .+\.pdf$/);
  const text = pdfPages((await file.path())!)
    .join(' ')
    .replace(/[\s\u00a0]+/g, ' ');
  expect(text).toContain('Nedbetalingsoversikt');
  expect(text).toContain(`av ${userA.firstName} ${userA.lastName} og ${userB.firstName} ${userB.lastName}`);
  expect(text).toMatch(/Avdrag \(1 betaling\) 10 kr 10 kr 0 kr/);
  expect(text).toContain(`bekreftet av ${userA.firstName}`);

  // Anne switches to English: the schedule in English, with the loan topic's own English labels; the statement
  // stays the Norwegian record, and the button says so.
  await a.getByRole('button', { name: 'Språk' }).click();
  await a.getByRole('menuitemradio', { name: 'English' }).click();
  const english = a.getByRole('region', { name: 'Payment schedule' });
  await expect(english).toContainText('Instalment: all received, NOK\u00a010 (1 payment)');
  await expect(english.getByRole('list', { name: 'Payments' }).getByRole('listitem').nth(0)).toContainText(
    'Payout of the loan: NOK\u00a010',
  );
  await expect(english).not.toContainText('Avdrag');
  await expect(
    english.getByRole('button', { name: 'Download the repayment statement (in Norwegian)' }),
  ).toBeVisible();
  await shoot(english, testInfo, 'the schedule in English (desktop)');
});
