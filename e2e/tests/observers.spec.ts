import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { givePartyDetailsViaApi } from '../pages/result.page';
import { confirmAddressIfNeeded } from '../support/admin';
import { answerViaApi, createCustomAgreement } from '../support/agreements';
import { linkIn, waitForMail } from '../support/mailbox';
import { newUser, registerViaApi } from '../support/users';

/*
 * Observers (docs/observers.md), the whole system with three people at once: Kari starts an agreement and
 * invites Anne's address on the share page; Anne gets the mail, opens its link, accepts with her confirmed
 * account and reads the comparison without any way to answer or write; Ola answers, the agreement is
 * complete, and Anne reads its text without «Signer avtalen»; Kari ends it. Screenshots (desktop and a
 * 390×844 phone) of the share page's card, the accept page and the observer's comparison are attached.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const OBSERVER_HINT = 'Du er observatør: du kan lese med, men ikke svare eller signere.';

/** The page's first screen, or `part` of it, on a desktop and on a phone. */
async function shoot(page: Page, testInfo: TestInfo, name: string, part?: Locator): Promise<void> {
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    const file = testInfo.outputPath(`${name} (${label}).png`);
    if (part) await part.screenshot({ path: file });
    else await page.screenshot({ path: file });
    await testInfo.attach(`${name} (${label})`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize(DESKTOP);
}

test('a party invites an observer by address; the observer accepts, reads the comparison and the final text, and can neither write, answer nor sign; the party removes them', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const karisContext = await browser.newContext({ viewport: DESKTOP });
  const annesContext = await browser.newContext({ viewport: DESKTOP });
  const olasContext = await browser.newContext({ viewport: DESKTOP });
  const kari = await registerViaApi(karisContext.request, {
    ...newUser('kari'),
    firstName: 'Kari',
    lastName: 'Nordmann',
  });
  const anne = await registerViaApi(annesContext.request, {
    ...newUser('anne'),
    firstName: 'Anne',
    lastName: 'Advokat',
  });
  await registerViaApi(olasContext.request, { ...newUser('ola'), firstName: 'Ola', lastName: 'Hansen' });
  const k = await karisContext.newPage();
  const a = await annesContext.newPage();
  await confirmAddressIfNeeded(k, kari.email);
  await confirmAddressIfNeeded(a, anne.email);

  const title = `Avtale om ukene ${Date.now()}`;
  const { id } = await createCustomAgreement(karisContext.request, title);
  await answerViaApi(karisContext.request, id);

  // Kari invites Anne's address on the share page.
  await k.goto(`/avtale/${id}/del`);
  const card = k.getByRole('region', { name: 'Observatører' });
  await expect(card).toContainText('svarer aldri og signerer ikke');
  await card.getByLabel('E-postadressen til observatøren').fill('ikke-en-adresse');
  await card.getByRole('button', { name: 'Inviter observatør' }).click();
  await expect(card.getByLabel('E-postadressen til observatøren')).toHaveAttribute('aria-invalid', 'true');
  await card.getByLabel('E-postadressen til observatøren').fill(anne.email);
  await card.getByRole('button', { name: 'Inviter observatør' }).click();
  await expect(k.getByText('Invitasjonen er sendt')).toBeVisible();
  const invited = card.getByRole('list', { name: 'Observatører i avtalen' }).getByRole('listitem');
  await expect(invited).toHaveCount(1);
  await expect(invited).toContainText(`Invitert: ${anne.email}`);
  await expect(invited).toContainText('Invitert av deg');
  await expect(invited.getByText('Invitert', { exact: true })).toBeVisible();
  await shoot(k, testInfo, 'share page, observers card', card);

  // The mail to Anne links to the accept page.
  const mail = await waitForMail(anne.email, /Les med som observatør/);
  expect(mail.subject).toContain(title);
  const link = linkIn(mail, `/avtale/${id}/observator`);

  // Logged out, the page explains what an observer is and offers login or registration back to it.
  const visitor = await browser.newContext({ viewport: DESKTOP });
  const v = await visitor.newPage();
  await v.goto(new URL(link).pathname);
  await expect(v.getByText('Du er invitert som observatør')).toBeVisible();
  await expect(v.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(v.getByRole('main').getByRole('link', { name: 'Logg inn' })).toHaveAttribute(
    'href',
    `/auth?returnTo=${encodeURIComponent(`/avtale/${id}/observator`)}`,
  );
  await expect(v.getByRole('main').getByRole('link', { name: 'Registrer deg' })).toHaveAttribute(
    'href',
    /tab=registrer/,
  );
  await shoot(v, testInfo, 'accept page, logged out');
  await visitor.close();

  // Anne, logged in with the invited and confirmed address, accepts and lands on the comparison.
  await a.goto(new URL(link).pathname);
  await expect(a.getByText(`Du er logget inn som ${anne.email}`)).toBeVisible();
  await shoot(a, testInfo, 'accept page, logged in');
  await a.getByRole('button', { name: 'Ta imot invitasjonen' }).click();
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/sammenligning$`));
  await expect(a.getByTestId('observer-hint')).toHaveText(OBSERVER_HINT);
  await expect(a.getByTestId('observers-line')).toContainText('Deg');
  await expect(a.getByTestId('chat-read-only')).toBeVisible();
  await expect(a.getByRole('textbox', { name: 'Skriv en melding' })).toHaveCount(0);
  await expect(a.getByRole('link', { name: 'Svar på spørsmålene' })).toHaveCount(0);
  await expect(a.getByRole('button', { name: 'Start neste runde' })).toHaveCount(0);
  await expect(a.getByRole('button', { name: 'Vi ble ikke enige' })).toHaveCount(0);
  await shoot(a, testInfo, 'comparison, observer');

  // The question page offers her no form; the invitation page sends her on to the comparison.
  await a.goto(`/avtale/${id}/sporsmal`);
  await expect(a.getByTestId('observer-notice')).toContainText(OBSERVER_HINT);
  await expect(a.getByRole('button', { name: 'Ja' })).toHaveCount(0);
  await a.goto(`/avtale/${id}`);
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/sammenligning$`));

  // Kari sees Anne as «Observatør» on the share page and on the comparison.
  await k.reload();
  await expect(invited).toContainText('Anne Advokat');
  await expect(invited.getByText('Observatør', { exact: true })).toBeVisible();
  await k.goto(`/avtale/${id}/sammenligning`);
  await expect(k.getByTestId('observers-line')).toContainText('Anne Advokat');
  await expect(k.getByTestId('observers-line')).toContainText('Observatør');

  // Ola joins and answers alike: the agreement is complete; the parties give their details.
  await answerViaApi(olasContext.request, id);
  await givePartyDetailsViaApi(karisContext.request, id, { birthDate: '1.3.1985' });
  await givePartyDetailsViaApi(olasContext.request, id, { birthDate: '15.7.1990' });

  // Anne reads the final text, and is offered neither signing nor the PDF.
  await a.goto(`/avtale/${id}/ferdig`);
  await expect(a.getByRole('article', { name: 'Avtaletekst' })).toContainText('Ola Hansen');
  await expect(a.getByTestId('result-next-step')).toHaveText(OBSERVER_HINT);
  await expect(a.getByRole('button', { name: /Signer/ })).toHaveCount(0);
  await expect(a.getByRole('button', { name: 'Last ned PDF' })).toHaveCount(0);

  // Kari ends it: Anne is no longer listed, and no longer an observer.
  await k.goto(`/avtale/${id}/del`);
  await card.getByRole('button', { name: 'Fjern Anne Advokat' }).click();
  const dialog = k.getByRole('dialog');
  await expect(dialog).toContainText('Fjerne Anne Advokat som observatør?');
  await dialog.getByRole('button', { name: 'Fjern' }).click();
  await expect(k.getByText('Observatøren er fjernet')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Observatører i avtalen' })).toHaveCount(0);
  const after = await annesContext.request.get(`/api/agreements/${id}`);
  expect(((await after.json()) as { youAreObserver?: boolean }).youAreObserver).not.toBe(true);

  await Promise.all([karisContext.close(), annesContext.close(), olasContext.close()]);
});
