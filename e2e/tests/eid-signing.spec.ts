import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { givePartyDetailsViaApi } from '../pages/result.page';
import { answerViaApi, createCustomAgreement } from '../support/agreements';
import { expectAccessible } from '../support/axe';
import { confirmAddress, openSigningDialog } from '../support/signing';
import { desktopAndPhoneUsers } from '../support/users';

/*
 * Signing with national eID through an OpenID Connect broker (docs/signing.md). The run's broker is a
 * certified OpenID Connect provider started locally (infra/local/oidc-provider.mjs), whose login page lets
 * the tester pick a test person instead of using BankID. Anne signs on a desktop; Bjørn, on a phone, first
 * logs in as Anne and is refused, then as himself. The signatures card states what BankID verified.
 */

const DESKTOP = { width: 1280, height: 900 };

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** From the open dialog: consent, «Signer med BankID», the broker's login as `person`, and back. */
async function signWithBankId(page: Page, id: string, person: RegExp) {
  const dialog = await openSigningDialog(page);
  const bankid = dialog.getByRole('button', { name: 'Signer med BankID' });
  await expect(bankid).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Jeg har lest avtalen og signerer den elektronisk' }).check();
  await expect(dialog.getByText(/Du logger inn med BankID via Lokal testmegler/)).toBeVisible();
  await bankid.click();
  await expect(page.getByRole('heading', { name: 'Test-BankID' })).toBeVisible();
  await page.getByRole('button', { name: person }).click();
  await page.waitForURL(new RegExp(`/avtale/${id}/ferdig`));
}

test('two people sign with BankID through the broker; a login as someone else is refused; the level is stated', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { alice, bob, userA, userB, nameA, nameB, a, b } = await desktopAndPhoneUsers(browser, DESKTOP);
  const { id } = await createCustomAgreement(alice.request, `Avtale med BankID ${Date.now()}`);
  await answerViaApi(alice.request, id);
  await answerViaApi(bob.request, id);
  await givePartyDetailsViaApi(alice.request, id, { birthDate: '1.3.1985' });
  await givePartyDetailsViaApi(bob.request, id, { birthDate: '15.7.1990' });
  await confirmAddress(a, userA.email);
  await confirmAddress(b, userB.email);

  // Anne on her desktop.
  await a.goto(`/avtale/${id}/ferdig`);
  const dialog = await openSigningDialog(a);
  await dialog.getByRole('checkbox', { name: 'Jeg har lest avtalen og signerer den elektronisk' }).check();
  await shoot(a, testInfo, 'signing dialog with BankID (desktop)');
  await expectAccessible(a, 'signing dialog with BankID (desktop)', testInfo);
  await a.getByRole('button', { name: 'Avbryt' }).click();
  await signWithBankId(a, id, /Anne Hansen/);
  await expect(a.getByText('Du har signert avtalen med BankID.')).toBeVisible();
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/ferdig$`));
  const card = a.getByRole('region', { name: 'Signaturer' });
  await expect(card).toContainText('Signert av 1 av 2 parter');
  await expect(card).toContainText(/med elektronisk ID/);
  await expect(card.getByTestId('signer-level')).toHaveText(
    'Navn og fødselsdato bekreftet med BankID via Lokal testmegler; signert etter innlogging med BankID.',
  );

  // Bjørn on his phone logs in as Anne: refused, nothing signed; then as himself.
  await b.goto(`/avtale/${id}/ferdig`);
  await signWithBankId(b, id, /Anne Hansen/);
  await expect(
    b.getByText(/Navnet eller fødselsdatoen BankID bekreftet, stemmer ikke med det du har oppgitt i avtalen/),
  ).toBeVisible();
  await expect(b.getByRole('region', { name: 'Signaturer' })).toContainText('Signert av 1 av 2 parter');
  await shoot(b, testInfo, 'refused: BankID for another person (phone)');
  await signWithBankId(b, id, /Bjørn Berg/);
  await expect(b.getByText('Du har signert avtalen med BankID.')).toBeVisible();
  const cardB = b.getByRole('region', { name: 'Signaturer' });
  await expect(cardB).toContainText('Signert av alle (2 av 2)');
  await expect(cardB.getByTestId('signer-level')).toHaveText([
    'Navn og fødselsdato bekreftet med BankID via Lokal testmegler; signert etter innlogging med BankID.',
    'Navn og fødselsdato bekreftet med BankID via Lokal testmegler; signert etter innlogging med BankID.',
  ]);
  await expect(cardB).toContainText(nameA);
  await expect(cardB).toContainText(nameB);
  await shoot(b, testInfo, 'signed with BankID (phone)');
  await expectAccessible(b, 'result page, signed with BankID (phone)', testInfo);
  await alice.close();
  await bob.close();
});
