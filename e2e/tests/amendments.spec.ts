import type { AgreementQuestion } from '@avtalt/contracts';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { submitAnswers } from '../support/answers';
import { expectAccessible } from '../support/axe';
import { expectFitsScreen } from '../support/layout';
import { linkIn, waitForMail } from '../support/mailbox';
import { finishedLoan } from '../support/loan';
import { openSigningDialog, pdfPages, sha256, signViaApi } from '../support/signing';

/*
 * Amendments (docs/amendments.md): Anne has lent Bjørn money and both have signed the loan; Bjørn has confirmed
 * the payout received. Anne, on a desktop, proposes to change one answer and to add a question; the new version
 * asks only those; both answer; Bjørn, on a phone, reads what changes («Før»/«Nå») and signs version 2 in the
 * dialog, Anne with the API. Each downloads a sealed PDF from the page: version 2's names version 1's SHA-256 and
 * replaces it; version 1's page says it is replaced, and /verifiser shows the chain from version 1's file. The
 * payout Bjørn confirmed is still confirmed in version 2's payment schedule.
 */

const DESKTOP = { width: 1280, height: 900 };
const NEW_QUESTION = 'Skal vi ha fast vaskedag hver lørdag?';

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The signed PDF as the page's «Last ned signert PDF» gives it. */
async function downloadSigned(page: Page): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Last ned signert PDF' }).click();
  return readFileSync((await (await download).path())!);
}

/** The sealed PDF, once documents has made it. */
async function sealedPdf(request: APIRequestContext, id: string): Promise<Buffer> {
  let pdf = Buffer.alloc(0);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/agreements/${id}/pdf`);
        pdf = Buffer.from(await res.body());
        return res.status() === 200 && pdf.subarray(0, 4).toString() === '%PDF';
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  return pdf;
}

test('two people amend a signed loan (one on a phone), sign version 2 and download both PDFs; the chain shows on the pages and in /verifiser', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const { alice, bob, userA, userB, a, b, id: v1 } = await finishedLoan(browser, DESKTOP, { signed: true });
  const questions = (await (
    await alice.request.get(`/api/agreements/${v1}/questions`)
  ).json()) as AgreementQuestion[];
  const confirmed = await bob.request.post(`/api/agreements/${v1}/obligations/utbetaling-1`, {
    data: { step: 'received' },
  });
  expect(confirmed.status()).toBe(200);
  await sealedPdf(alice.request, v1);
  await a.goto(`/avtale/${v1}/ferdig`);
  const pdf1 = await downloadSigned(a);

  // Anne proposes the changes on her desktop: to a yes/no question no logic depends on (Nei changes nothing else).
  const sources = new Set(questions.flatMap((q) => q.rules.map((r) => r.sourceQuestionId)));
  const changed = questions.find((q) => q.type === 'yes_no' && q.rules.length === 0 && !sources.has(q.id))!;
  const card = a.getByRole('region', { name: 'Endre avtalen' });
  await card.getByRole('button', { name: 'Foreslå endringer' }).click();
  const dialog = a.getByRole('dialog', { name: 'Foreslå endringer' });
  await dialog.getByRole('checkbox', { name: changed.text }).check();
  await dialog.getByRole('textbox', { name: 'Nytt ja/nei-spørsmål (valgfritt)' }).fill(NEW_QUESTION);
  await shoot(a, testInfo, 'propose changes (desktop)');
  await expectAccessible(a, 'propose changes dialog', testInfo);
  await dialog.getByRole('button', { name: 'Start ny versjon' }).click();
  await a.waitForURL(/\/avtale\/[0-9a-f-]{36}\/sporsmal$/);
  const v2 = /\/avtale\/([0-9a-f-]{36})\/sporsmal$/.exec(a.url())![1];
  expect(v2).not.toBe(v1);
  // Only what changes is asked.
  const asked = (await (
    await alice.request.get(`/api/agreements/${v2}/questions`)
  ).json()) as AgreementQuestion[];
  expect(asked.map((q) => q.text)).toEqual(expect.arrayContaining([changed.text, NEW_QUESTION]));
  expect(asked.length).toBeLessThan(questions.length + 1);
  // Each question says what the signed agreement says of it.
  await expect(a.getByRole('heading', { name: changed.text })).toBeVisible();
  await expect(a.getByRole('region', { name: 'I avtalen dere signerte' })).not.toContainText('Ikke med');
  await shoot(a, testInfo, 'version 2, a changed question (desktop)');

  // Bjørn is told by mail who proposes changes, with a link to the new version's questions.
  const told = await waitForMail(userB.email, /Anne Hansen foreslår endringer/);
  expect(linkIn(told, `/avtale/${v2}/`)).toContain(v2);

  // Both answer: Nei to the changed question now (Ja before), Ja to the new one.
  const changedNow = asked.find((q) => q.text === changed.text)!;
  await submitAnswers(alice.request, v2, [changedNow.id]);
  await submitAnswers(bob.request, v2, [changedNow.id]);

  // Bjørn reads what changes on his phone and signs version 2.
  await b.goto(`/avtale/${v2}/ferdig`);
  const version = b.getByRole('region', { name: 'Versjon 2' });
  await expect(version).toContainText('Endrer versjon 1');
  await expect(version.getByRole('listitem').filter({ hasText: changed.text })).toContainText('Før:');
  await expect(version.getByRole('listitem').filter({ hasText: NEW_QUESTION })).toContainText(
    'Før: Ikke med',
  );
  await version.scrollIntoViewIfNeeded();
  await expectFitsScreen(b, 'version 2 (phone)');
  await shoot(b, testInfo, 'version 2 with its changes (phone)');
  await expectAccessible(b, 'version 2 result page (phone)', testInfo);
  const signing = await openSigningDialog(b);
  await signing.getByRole('checkbox', { name: 'Jeg har lest avtalen og signerer den elektronisk' }).check();
  await signing.getByRole('button', { name: 'Bruk passord' }).click();
  await signing.getByLabel('Passord').fill(userB.password);
  await signing.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(b.getByText('Du har signert avtalen')).toBeVisible();
  await signViaApi(alice.request, v2, userA.password);

  // Both PDFs download; version 2's names version 1's and replaces it; version 1's is unchanged.
  await sealedPdf(bob.request, v2);
  await b.reload();
  const pdf2 = await downloadSigned(b);
  expect((await sealedPdf(bob.request, v1)).equals(pdf1)).toBe(true);
  // The payout Bjørn confirmed under version 1 is the same payment in version 2: still confirmed.
  const payout = b
    .getByRole('region', { name: 'Betalingsplan' })
    .getByRole('listitem')
    .filter({ hasText: 'Utbetaling av lånet' });
  await expect(payout).toContainText('Mottatt');
  const file2 = testInfo.outputPath('version-2.pdf');
  writeFileSync(file2, pdf2);
  const text2 = pdfPages(file2).join(' ').replace(/\s+/g, ' ');
  expect(text2).toContain('Denne avtalen erstatter versjon 1');
  expect(text2.replace(/\s+/g, '')).toContain(sha256(pdf1));

  // Version 1 says it is replaced, and offers no more changes.
  await a.goto(`/avtale/${v1}/ferdig`);
  const old = a.getByRole('region', { name: 'Versjon 1' });
  await expect(old).toContainText('Denne versjonen er erstattet av versjon 2');
  await expect(old.getByRole('button', { name: 'Foreslå endringer' })).toHaveCount(0);
  await shoot(a, testInfo, 'version 1 replaced (desktop)');

  // /verifiser, open to anyone, shows the chain from version 1's file.
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto('/verifiser');
  await v
    .getByLabel('Velg PDF')
    .setInputFiles({ name: 'versjon-1.pdf', mimeType: 'application/pdf', buffer: pdf1 });
  const status = v.getByRole('status').first();
  await expect(status).toContainText('Stemmer: dette er en signert avtale fra Avtalt');
  await expect(status).toContainText('Dette er versjon 1 av avtalen.');
  await expect(status).toContainText(`Den er erstattet av versjon 2`);
  await expect(status).toContainText(sha256(pdf2));
  await shoot(v, testInfo, 'verification of version 1', true);
  await visitor.close();
  await alice.close();
  await bob.close();
});
