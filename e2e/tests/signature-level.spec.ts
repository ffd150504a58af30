import { finishedLoan } from '../support/loan';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { openSigningDialog } from '../support/signing';

/*
 * The level the initiator requires of every party (docs/signing.md). Anne starts a loan on her desktop and
 * is offered the choice, with BankID suggested for a loan; she requires BankID. Bjørn, on his phone, is told
 * so on the page, his dialog offers only BankID (and the server sends him no code), and he signs with
 * BankID at the run's local broker (infra/local/oidc-provider.mjs), as does Anne.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const CONSENT = 'Jeg har lest avtalen og signerer den elektronisk';

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** From the open dialog: consent, «Signer med BankID», the broker's login as `person`, and back. */
async function signWithBankId(page: Page, id: string, person: RegExp) {
  const dialog = await openSigningDialog(page);
  await dialog.getByRole('checkbox', { name: CONSENT }).check();
  await dialog.getByRole('button', { name: 'Signer med BankID' }).click();
  await expect(page.getByRole('heading', { name: 'Test-BankID' })).toBeVisible();
  await page.getByRole('button', { name: person }).click();
  await page.waitForURL(new RegExp(`/avtale/${id}/ferdig`));
}

test('the initiator requires BankID of a loan; the other party is offered only BankID and signs with it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { alice, bob, a, b, id } = await finishedLoan(browser, DESKTOP);

  // Anne, the initiator, on her desktop: any way by default, BankID suggested for a loan.
  await a.goto(`/avtale/${id}/ferdig`);
  const choice = a.getByRole('region', { name: 'Krav til signering' });
  // The card waits for the signatures view, which waits for the text to sign (rendered by documents): slow
  // while the other tests' PDFs are printed.
  await expect(choice.getByRole('radio', { name: /^Alle måter/ })).toBeChecked({ timeout: 30_000 });
  await expect(choice).toContainText('Avtalen gjelder et lån av penger');
  await choice.scrollIntoViewIfNeeded();
  await shoot(a, testInfo, 'initiator chooses the level (desktop)');
  await expectAccessible(a, 'result page, the level to choose (desktop)', testInfo);
  await choice.getByRole('radio', { name: /^BankID/ }).check();
  await expect(a.getByText('Kravet til signering er lagret')).toBeVisible();
  await expect(choice.getByRole('radio', { name: /^BankID/ })).toBeChecked();
  await expect(choice).not.toContainText('Avtalen gjelder et lån av penger');
  const stored = (await (await alice.request.get(`/api/agreements/${id}`)).json()) as {
    requiredSignatureLevel?: string;
  };
  expect(stored.requiredSignatureLevel).toBe('eid');

  // The same on a phone.
  await a.setViewportSize(PHONE);
  await choice.scrollIntoViewIfNeeded();
  await shoot(a, testInfo, 'initiator chose BankID (phone)');
  await a.setViewportSize(DESKTOP);

  // Bjørn, on his phone: the requirement on the page, only BankID in the dialog, and no code by mail.
  await b.goto(`/avtale/${id}/ferdig`);
  const requirement = b.getByRole('region', { name: 'Krav til signering: BankID' });
  await expect(requirement).toContainText('Navn og fødselsdato blir bekreftet med BankID');
  await expect(requirement.getByRole('radio')).toHaveCount(0);
  await requirement.scrollIntoViewIfNeeded();
  await shoot(b, testInfo, 'the requirement for the other party (phone)');
  const dialog = await openSigningDialog(b);
  await expect(dialog.getByText('Avtalen krever at alle signerer med BankID.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Signer med BankID' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send kode på e-post' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Bruk passord' })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: CONSENT }).check();
  await dialog.getByRole('button', { name: 'Signer med BankID' }).scrollIntoViewIfNeeded();
  await shoot(b, testInfo, 'signing dialog, BankID required (phone)');
  await expectAccessible(b, 'signing dialog, BankID required (phone)', testInfo);
  const code = await bob.request.post(`/api/agreements/${id}/signatures/code`);
  expect(code.status()).toBe(409);
  expect(((await code.json()) as { code?: string }).code).toBe('SIGNATURE_LEVEL_REQUIRED');
  await b.getByRole('button', { name: 'Avbryt' }).click();
  await signWithBankId(b, id, /Bjørn Berg/);
  await expect(b.getByText('Du har signert avtalen med BankID.')).toBeVisible();
  const cardB = b.getByRole('region', { name: 'Signaturer' });
  await expect(cardB).toContainText('Signert av 1 av 2 parter');
  await expect(cardB.getByTestId('signature-requirement')).toHaveText('Krav til signering: BankID');

  // Anne's dialog on her desktop, once someone has signed: no choice left, only BankID.
  await a.reload();
  await expect(a.getByRole('region', { name: /^Krav til signering/ })).toHaveCount(0);
  const dialogA = await openSigningDialog(a);
  await expect(dialogA.getByText('Avtalen krever at alle signerer med BankID.')).toBeVisible();
  await dialogA.getByRole('checkbox', { name: CONSENT }).check();
  await dialogA.getByRole('button', { name: 'Signer med BankID' }).scrollIntoViewIfNeeded();
  await shoot(a, testInfo, 'signing dialog, BankID required (desktop)');
  await a.getByRole('button', { name: 'Avbryt' }).click();
  await signWithBankId(a, id, /Anne Hansen/);
  const cardA = a.getByRole('region', { name: 'Signaturer' });
  await expect(cardA).toContainText('Signert av alle (2 av 2)');
  await cardA.scrollIntoViewIfNeeded();
  await shoot(a, testInfo, 'signed by all with BankID (desktop)');
  await alice.close();
  await bob.close();
});
