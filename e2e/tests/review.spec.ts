import { finishedLoan } from '../support/loan';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expectFitsScreen } from '../support/layout';
import { linkIn, waitForMail } from '../support/mailbox';

/*
 * The review of a signed agreement (docs/reviews.md). Anne lends Bjørn money; both have signed. The result page
 * shows when they are to look at it again — the loan's last instalment, Avtalt's suggestion. Anne, on her desktop,
 * sets a date ten days away; both are mailed «Tid for å se over avtalen» (the sweep runs every few seconds here).
 * Bjørn follows «Avtalen gjelder fortsatt» on his phone and confirms it there: the next review is a year on.
 * Anne follows «Foreslå endringer»: the page opens with the amendment dialog. The audit entries are checked with
 * SQL in services/agreements/test/reviews.int-spec.ts.
 */

const DESKTOP = { width: 1280, height: 900 };

/** A day `days` from today in Oslo (YYYY-MM-DD). */
const osloDay = (days: number): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
const norwegian = (iso: string): string =>
  new Intl.DateTimeFormat('nb-NO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

test('a signed loan is reviewed: a date set on a desktop, «gjelder fortsatt» from the mail on a phone, «Foreslå endringer» opens the amendment', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // The test's answers: Anne lends 10 kr, paid out 1 March 2027, one instalment of 10 kr on 1 April 2027.
  const { userA, userB, a, b, id } = await finishedLoan(browser, DESKTOP, { signed: true });

  // Anne on her desktop: Avtalt suggests the last instalment's date; she sets one ten days away.
  await a.goto(`/avtale/${id}/ferdig`);
  const card = a.getByRole('region', { name: 'Gjennomgang' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('Neste gjennomgang: 1. april 2027');
  await expect(card).toContainText('da skal lånet være betalt tilbake');
  const soon = osloDay(10);
  await card.getByLabel('Ny dato for gjennomgang').fill(soon);
  await card.getByRole('button', { name: 'Lagre dato' }).click();
  await expect(a.getByText('Datoen er lagret')).toBeVisible();
  await expect(card).toContainText(`Neste gjennomgang: ${norwegian(soon)}`);
  await expect(card).toContainText(`Satt av ${userA.firstName} ${userA.lastName}`);
  await expectAccessible(a, 'result page with the review (desktop)', testInfo);

  // Within two weeks of the date: both are asked, each with the two links.
  const subject = /^Tid for å se over avtalen/;
  const toBob = await waitForMail(userB.email, subject, 60_000);
  const toAnne = await waitForMail(userA.email, subject, 60_000);

  // Bjørn on his phone: «Avtalen gjelder fortsatt» asks on the page, and his click records it.
  await b.goto(linkIn(toBob, `/avtale/${id}/ferdig?gjennomgang=fortsatt`));
  const bobs = b.getByRole('region', { name: 'Gjennomgang' });
  await expect(bobs).toContainText('Gjelder avtalen fortsatt slik den er?');
  await bobs.scrollIntoViewIfNeeded();
  await expectFitsScreen(b, 'result page asking whether the agreement still applies (phone)');
  const file = testInfo.outputPath('review asked (phone).png');
  await bobs.screenshot({ path: file });
  await testInfo.attach('review asked (phone)', { path: file, contentType: 'image/png' });
  await bobs.getByRole('button', { name: 'Avtalen gjelder fortsatt' }).click();
  await expect(b.getByText('Registrert: avtalen gjelder fortsatt')).toBeVisible();
  const yearOn = new Date(`${osloDay(0)}T00:00:00Z`);
  yearOn.setUTCFullYear(yearOn.getUTCFullYear() + 1);
  await expect(bobs).toContainText(`Neste gjennomgang: ${norwegian(yearOn.toISOString().slice(0, 10))}`);
  await expect(bobs).toContainText(`${userB.firstName} ${userB.lastName} bekreftet`);

  // Anne is told, and her «Foreslå endringer» opens the amendment dialog.
  await waitForMail(userA.email, /har bekreftet at avtalen gjelder fortsatt/, 30_000);
  await a.goto(linkIn(toAnne, `/avtale/${id}/ferdig?gjennomgang=endre`));
  await expect(a.getByRole('dialog', { name: /Foreslå endringer/ })).toBeVisible({ timeout: 30_000 });
});
