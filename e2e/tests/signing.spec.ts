import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { givePartyDetailsViaApi } from '../pages/result.page';
import { answerViaApi, createCustomAgreement } from '../support/agreements';
import { expectAccessible } from '../support/axe';
import { mailsTo, waitForMail } from '../support/mailbox';
import { openSigningDialog, pdfPages, pdfsig, renderPdfPage, sha256, signingCodeFor } from '../support/signing';
import { desktopAndPhoneUsers } from '../support/users';

/*
 * Issue 18, signing with evidence (docs/signing.md): two parties sign a completed agreement through the
 * result page — Anne on a desktop with a code from her e-mail, Bjørn on a phone with his password — the
 * agreement is 'Signert' on the dashboard, the sealed PDF downloads, and /verifiser accepts it and rejects
 * a copy with one byte changed. Screenshots of the dialog (desktop and phone), of the PDF's signature page
 * (pdftoppm) and of the verification page are attached.
 */

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test('two people sign (one on a phone); Signert on the dashboard; /verifiser accepts the PDF and rejects a changed copy', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { alice, bob, userA, userB, nameA, nameB, a, b } = await desktopAndPhoneUsers(browser);
  const title = `Samboerskap ${Date.now().toString(36)}`;
  const { id } = await createCustomAgreement(alice.request, title);
  await answerViaApi(alice.request, id);
  await answerViaApi(bob.request, id);
  await givePartyDetailsViaApi(alice.request, id, { birthDate: '1.3.1985' });
  await givePartyDetailsViaApi(bob.request, id, { address: 'Storgata 1, 0150 Oslo' });

  // Anne signs on her desktop with a one-time code from her e-mail.
  await a.goto(`/avtale/${id}/ferdig`);
  await expect(a.getByRole('article', { name: 'Avtaletekst' })).toContainText(nameB);
  const dialogA = await openSigningDialog(a);
  const signA = dialogA.getByRole('button', { name: 'Signer', exact: true });
  await expect(signA).toBeDisabled();
  await dialogA.getByRole('checkbox', { name: 'Jeg har lest avtalen og signerer den elektronisk' }).check();
  await dialogA.getByRole('button', { name: 'Send kode på e-post' }).click();
  await expect(dialogA.getByRole('status')).toContainText(/Vi har sendt en kode på 6 sifre til .+\*\*\*@/);
  // A wrong code is refused in Norwegian, and nothing is signed.
  await dialogA.getByRole('textbox', { name: 'Kode fra e-posten' }).fill('000000');
  await signA.click();
  await expect(dialogA.getByRole('alert')).toContainText(/Koden er feil eller utløpt|For mange forsøk/);
  const code = await signingCodeFor(userA.email);
  await dialogA.getByRole('textbox', { name: 'Kode fra e-posten' }).fill(code);
  await shoot(a, testInfo, 'signing dialog (desktop)');
  await expectAccessible(a, 'signing dialog (desktop)', testInfo);
  await signA.click();
  await expect(a.getByText('Du har signert avtalen')).toBeVisible();
  await expect(dialogA).toBeHidden();
  const cardA = a.getByRole('region', { name: 'Signaturer' });
  await expect(cardA).toContainText('Signert av 1 av 2 parter');
  await expect(cardA).toContainText(`${nameA} (deg)`);
  await expect(cardA).toContainText(/Signert \d+\. \p{L}+ \d{4} kl\. \d{2}:\d{2} med engangskode på e-post/u);
  await expect(cardA.getByRole('button', { name: 'Annuller signaturene' })).toBeVisible();
  await expect(a.getByRole('button', { name: 'Signer avtalen' })).toHaveCount(0);

  // Bjørn signs on his phone with his password; the dialog fills the screen.
  await b.goto(`/avtale/${id}/ferdig`);
  await expect(b.getByRole('region', { name: 'Signaturer' })).toContainText(nameA);
  const dialogB = await openSigningDialog(b);
  const box = await dialogB.boundingBox();
  expect(box?.width).toBe(390);
  expect(box?.height).toBe(844);
  await dialogB.getByRole('checkbox', { name: 'Jeg har lest avtalen og signerer den elektronisk' }).check();
  await dialogB.getByRole('button', { name: 'Bruk passord' }).click();
  await dialogB.getByLabel('Passord').fill(userB.password);
  await shoot(b, testInfo, 'signing dialog (phone)');
  await expectAccessible(b, 'signing dialog (phone)', testInfo);
  await dialogB.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(b.getByText('Du har signert avtalen')).toBeVisible();
  const cardB = b.getByRole('region', { name: 'Signaturer' });
  await expect(cardB).toContainText('Signert av alle (2 av 2)');
  await expect(cardB).toContainText(/Signert .+ med passord/);
  await expect(b.getByText('Signert', { exact: true })).toBeVisible();
  await expect(cardB.getByRole('button', { name: 'Annuller signaturene' })).toHaveCount(0);
  await expectAccessible(b, 'result page, signed (phone)', testInfo);

  // The dashboard shows 'Signert'.
  await a.goto('/dashboard');
  const card = a.getByRole('link').filter({ hasText: title });
  await expect(card).toContainText('Signert');

  // The sealed PDF: its hash is shown on the result page once it is made; the download has that hash.
  await a.goto(`/avtale/${id}/ferdig`);
  await expect(a.getByText('Signert', { exact: true })).toBeVisible();
  const shownHash = a.getByTestId('pdf-sha256');
  await expect(shownHash).toHaveText(/^[0-9a-f]{64}$/, { timeout: 90_000 });
  const pdfSha256 = (await shownHash.textContent())!;
  const download = a.waitForEvent('download');
  await a.getByRole('button', { name: 'Last ned signert PDF' }).click();
  const file = (await (await download).path())!;
  const pdf = readFileSync(file);
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  expect(sha256(pdf)).toBe(pdfSha256);
  expect(pdfsig(file)).toContain('Signature is Valid');

  // The signature page: the page that names both signers with the signed text's hash (pdftoppm).
  const textSha256 = ((await (await alice.request.get(`/api/agreements/${id}/signatures`)).json()) as { textSha256: string }).textSha256;
  const pages = pdfPages(file);
  const signaturePage = pages.findIndex((text) => text.replace(/\s+/g, '').includes(textSha256.slice(0, 16)) && text.includes(nameA) && text.includes(nameB));
  expect(signaturePage, 'a page with the signers and the text hash').toBeGreaterThanOrEqual(0);
  const png = renderPdfPage(file, signaturePage + 1, testInfo.outputPath('signature-page'));
  await testInfo.attach('the signed PDF: signature page (pdftoppm)', { path: png, contentType: 'image/png' });

  // /verifiser, open to anyone: the downloaded PDF matches; a copy with one byte changed does not.
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto('/verifiser');
  await expect(v.getByRole('heading', { level: 1, name: 'Kontroller en signert avtale' })).toBeVisible();
  await v.getByLabel('Velg PDF').setInputFiles({ name: 'avtale.pdf', mimeType: 'application/pdf', buffer: pdf });
  const status = v.getByRole('status');
  await expect(status).toContainText('Stemmer: dette er en signert avtale fra Avtalt');
  await expect(status).toContainText(`${nameA} signerte`);
  await expect(status).toContainText(`${nameB} signerte`);
  await expect(v.getByTestId('file-sha256')).toHaveText(pdfSha256);
  await shoot(v, testInfo, 'verification page: match', true);
  await expectAccessible(v, 'verification page, match', testInfo);

  const changed = Buffer.from(pdf);
  const middle = Math.floor(changed.length / 2);
  changed[middle] = changed[middle] ^ 0x01;
  const changedFile = testInfo.outputPath('changed.pdf');
  writeFileSync(changedFile, changed);
  await v.getByLabel('Velg PDF').setInputFiles(changedFile);
  await expect(status).toContainText('Stemmer ikke');
  await expect(status).toContainText('Fant ingen signert Avtalt-avtale som stemmer med denne filen. Filen kan være endret.');
  await expect(v.getByTestId('file-sha256')).toHaveText(sha256(changed));
  await shoot(v, testInfo, 'verification page: changed copy', true);
  await expectAccessible(v, 'verification page, no match', testInfo);

  await visitor.close();
  await alice.close();
  await bob.close();
});

test('a wrong password is refused in Norwegian; the other party sees the signature live and voids it after confirming; both are told', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { alice, bob, userA, userB, nameA, a, b } = await desktopAndPhoneUsers(browser);
  const title = `Hyttetur ${Date.now().toString(36)}`;
  const { id } = await createCustomAgreement(alice.request, title);
  await answerViaApi(alice.request, id);
  await answerViaApi(bob.request, id);
  await givePartyDetailsViaApi(alice.request, id, { birthDate: '1985-03-01' });
  await givePartyDetailsViaApi(bob.request, id, { birthDate: '1990-07-15' });

  // Bjørn has the result page open on his phone while Anne signs.
  await b.goto(`/avtale/${id}/ferdig`);
  await expect(b.getByRole('button', { name: 'Signer avtalen' })).toBeEnabled();
  await a.goto(`/avtale/${id}/ferdig`);
  const dialog = await openSigningDialog(a);
  await dialog.getByRole('checkbox', { name: 'Jeg har lest avtalen og signerer den elektronisk' }).check();
  await dialog.getByRole('button', { name: 'Bruk passord' }).click();
  await dialog.getByLabel('Passord').fill('feil-passord-1');
  await dialog.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Feil passord');
  await dialog.getByLabel('Passord').fill(userA.password);
  await dialog.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(a.getByText('Du har signert avtalen')).toBeVisible();

  // Bjørn's page follows the push: the signatures card appears without a reload, and he is told by mail.
  const cardB = b.getByRole('region', { name: 'Signaturer' });
  await expect(cardB).toContainText('Signert av 1 av 2 parter', { timeout: 15_000 });
  await expect(cardB).toContainText(nameA);
  await expect(cardB).toContainText(/Teksten er låst/);
  await waitForMail(userB.email, new RegExp(`${nameA} har signert`));

  // He voids the signatures: a confirmation first ('Behold signaturene' keeps them).
  await cardB.getByRole('button', { name: 'Annuller signaturene' }).click();
  const confirm = b.getByRole('dialog', { name: 'Annullere signaturene?' });
  await confirm.getByRole('button', { name: 'Behold signaturene' }).click();
  await expect(confirm).toBeHidden();
  await expect(cardB).toContainText('Signert av 1 av 2 parter');
  await cardB.getByRole('button', { name: 'Annuller signaturene' }).click();
  await confirm.getByRole('button', { name: 'Annuller signaturene' }).click();
  await expect(b.getByText('Signaturene er annullert')).toBeVisible();
  await expect(cardB).toContainText(/Signaturene ble annullert .+\. Avtalen må signeres på nytt\./);

  // Anne's page follows too: her signature is gone and she may sign again; she gets the mail, he does not.
  const cardA = a.getByRole('region', { name: 'Signaturer' });
  await expect(cardA).toContainText('Ingen har signert ennå', { timeout: 15_000 });
  await expect(a.getByRole('button', { name: 'Signer avtalen' })).toBeEnabled();
  await waitForMail(userA.email, /er annullert/);
  expect((await mailsTo(userB.email)).filter((m) => /er annullert/.test(m.subject))).toHaveLength(0);
  await alice.close();
  await bob.close();
});
