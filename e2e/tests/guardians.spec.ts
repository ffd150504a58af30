import { GuardianMessages, SigningMessages } from '@avtalt/contracts';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { givePartyDetailsViaApi } from '../pages/result.page';
import { confirmAddressIfNeeded } from '../support/admin';
import { answerViaApi, createCustomAgreement } from '../support/agreements';
import { linkIn, waitForMail } from '../support/mailbox';
import { minorBirthDate, openSigningDialog } from '../support/signing';
import { newUser, registerViaApi } from '../support/users';

/*
 * Guardians (docs/guardians.md), the whole system with three people at once: Ola (adult) and Siri (16) agree;
 * Siri cannot sign alone, so the signing dialog sends her to the «Verge» card, where she invites her mother's
 * address; Ola reads why he waits. Mona gets the mail, opens its link, reads what a guardian is (and that
 * some agreements need Statsforvalteren's consent), accepts as a parent with her date of birth and the
 * declaration, and lands on the text; she is offered no questions to answer. Siri, Mona and Ola sign; the
 * signatures list Mona as «verge for Siri Ung». Screenshots (desktop and a 390×844 phone) are attached.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The page's first screen, or `part` of it, on a desktop and on a phone. */
async function shoot(page: Page, testInfo: TestInfo, name: string, part?: Locator): Promise<void> {
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    const file = testInfo.outputPath(`${name} (${label}).png`);
    if (part) await part.screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name} (${label})`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * Signs on the result page with the account's password (the initiator required no particular way); the
 * toast says who is still missing, or that everyone has signed.
 */
async function signWithPassword(page: Page, password: string, toast: RegExp): Promise<void> {
  const dialog = await openSigningDialog(page);
  await dialog.getByRole('checkbox', { name: 'Jeg har lest avtalen og signerer den elektronisk' }).check();
  await dialog.getByRole('button', { name: 'Bruk passord' }).click();
  await dialog.getByLabel('Passord').fill(password);
  await dialog.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(page.getByText(toast).first()).toBeVisible();
}

test('a party under 18 invites her guardian; the guardian accepts as a parent, reads the text without answering, and signs with her; the other party waits for them', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const olasContext = await browser.newContext({ viewport: DESKTOP });
  const sirisContext = await browser.newContext({ viewport: DESKTOP });
  const monasContext = await browser.newContext({ viewport: DESKTOP });
  const ola = await registerViaApi(olasContext.request, {
    ...newUser('ola'),
    firstName: 'Ola',
    lastName: 'Voksen',
  });
  const siri = await registerViaApi(sirisContext.request, {
    ...newUser('siri'),
    firstName: 'Siri',
    lastName: 'Ung',
  });
  const mona = await registerViaApi(monasContext.request, {
    ...newUser('mona'),
    firstName: 'Mona',
    lastName: 'Ung',
  });
  const o = await olasContext.newPage();
  const s = await sirisContext.newPage();
  const m = await monasContext.newPage();
  await confirmAddressIfNeeded(o, ola.email);
  await confirmAddressIfNeeded(s, siri.email);
  await confirmAddressIfNeeded(m, mona.email);

  const title = `Avtale om hyttehelgene ${Date.now()}`;
  const { id } = await createCustomAgreement(olasContext.request, title);
  await answerViaApi(olasContext.request, id);
  await answerViaApi(sirisContext.request, id);
  await givePartyDetailsViaApi(olasContext.request, id, { birthDate: '1980-05-20' });
  await givePartyDetailsViaApi(sirisContext.request, id, { birthDate: minorBirthDate() });

  // Siri tries to sign: the dialog says why not and takes her to the «Verge» card.
  await s.goto(`/avtale/${id}/ferdig`);
  const dialog = await openSigningDialog(s);
  await expect(dialog.getByTestId('sign-blocker')).toContainText(SigningMessages.underAge);
  await dialog.getByRole('button', { name: 'Inviter vergen din' }).click();
  await expect(dialog).toBeHidden();
  const card = s.getByRole('region', { name: 'Verge' });
  await expect(card).toBeFocused();
  await expect(card).toContainText('Du er under 18 år og kan ikke signere avtalen alene');
  const address = card.getByLabel('E-postadressen til vergen din');
  await address.fill('ikke-en-adresse');
  await card.getByRole('button', { name: 'Inviter vergen' }).click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await address.fill(mona.email);
  await card.getByRole('button', { name: 'Inviter vergen' }).click();
  await expect(s.getByText('Invitasjonen er sendt')).toBeVisible();
  await expect(card.getByTestId('guardian-row')).toContainText(mona.email);
  await expect(card.getByTestId('guardian-row')).toContainText('Invitert');
  await shoot(s, testInfo, 'result page, the minor invited her guardian', card);

  // Ola reads why he waits, and cannot sign first either.
  await o.goto(`/avtale/${id}/ferdig`);
  await expect(o.getByTestId('guardian-others')).toContainText(
    'Siri Ung er under 18 år og har invitert vergen sin',
  );
  const olasDialog = await openSigningDialog(o);
  await expect(olasDialog.getByTestId('sign-blocker')).toContainText(SigningMessages.partyUnderAge);
  await olasDialog.getByRole('button', { name: 'Avbryt' }).click();

  // The mail to Mona links to the accept page.
  const mail = await waitForMail(mona.email, /Godta som verge/);
  expect(mail.subject).toContain(title);
  const link = linkIn(mail, `/avtale/${id}/verge`);

  // Logged out, the page explains what a guardian is and offers login back to it.
  const visitor = await browser.newContext({ viewport: DESKTOP });
  const v = await visitor.newPage();
  await v.goto(new URL(link).pathname);
  await expect(v.getByText('Du er invitert som verge')).toBeVisible();
  await expect(v.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(v.getByText(GuardianMessages.statsforvalteren)).toBeVisible();
  await expect(v.getByRole('main').getByRole('link', { name: 'Logg inn' })).toHaveAttribute(
    'href',
    `/auth?returnTo=${encodeURIComponent(`/avtale/${id}/verge`)}`,
  );
  await shoot(v, testInfo, 'guardian accept page, logged out');
  await visitor.close();

  // Mona accepts: the declaration is required; then she lands on the text and is told whom she signs for.
  await m.goto(new URL(link).pathname);
  const form = m.getByRole('form', { name: 'Godta som verge' });
  await form.getByRole('radio', { name: 'Forelder med foreldreansvar' }).check();
  await form.getByLabel('Din fødselsdato').fill('2.3.1975');
  await form.getByRole('button', { name: 'Godta som verge' }).click();
  await expect(form.locator('#guardian-declaration-error')).toBeVisible();
  await expect(m).toHaveURL(new RegExp(`/avtale/${id}/verge$`));
  await shoot(m, testInfo, 'guardian accept page, declaration missing');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Godta som verge' }).click();
  await expect(m).toHaveURL(new RegExp(`/avtale/${id}/ferdig$`));
  await expect(m.getByTestId('guardian-you')).toContainText('Du er verge for Siri Ung');
  await expect(m.getByRole('article', { name: 'Avtaletekst' })).toContainText('Ola Voksen');
  await shoot(m, testInfo, 'result page, the guardian');

  // She answers nothing: the question page sends her back to the text.
  await m.goto(`/avtale/${id}/sporsmal`);
  await expect(m).toHaveURL(new RegExp(`/avtale/${id}/ferdig$`));
  await expect(m.getByRole('button', { name: 'Ja' })).toHaveCount(0);

  // Siri's card shows that her guardian accepted; Ola reads with whom she signs.
  await s.reload();
  await expect(card.getByTestId('guardian-row')).toContainText('Mona Ung');
  await expect(card.getByTestId('guardian-row')).toContainText('Har godtatt');
  await o.reload();
  await expect(o.getByTestId('guardian-others')).toContainText(
    'Siri Ung signerer sammen med vergen Mona Ung',
  );

  // All three sign; the signatures name Mona as Siri's guardian.
  await signWithPassword(
    s,
    siri.password,
    /Venter på signatur fra (Ola Voksen og Mona Ung|Mona Ung og Ola Voksen)/,
  );
  await m.goto(`/avtale/${id}/ferdig`);
  await signWithPassword(m, mona.password, /Venter på signatur fra Ola Voksen/);
  await o.reload();
  await signWithPassword(o, ola.password, /Alle har signert avtalen/);
  const signatures = o.getByRole('region', { name: 'Signaturer' });
  await expect(signatures).toContainText('Signert av alle (3 av 3)');
  await expect(signatures).toContainText('Mona Ung (verge for Siri Ung)');
  await shoot(o, testInfo, 'signatures with the guardian', signatures);

  await Promise.all([olasContext.close(), sirisContext.close(), monasContext.close()]);
});
