import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { givePartyDetailsViaApi } from '../pages/result.page';
import { confirmAddressIfNeeded } from '../support/admin';
import { answerViaApi, createCustomAgreement } from '../support/agreements';
import { linkIn, waitForMail } from '../support/mailbox';
import { newUser, registerViaApi } from '../support/users';

/*
 * «Last ned dataene mine» (docs/data-rights.md) on a phone, the whole system: Kari has taken part in an agreement
 * with Ola; on «Min profil» she asks for her data, the list shows it being made, the «klar» mail reaches her
 * confirmed address and links back to the card, and the ZIP she downloads holds her account, the agreement as
 * she saw it, her answers and its PDF, with a README. Screenshots of the card are attached.
 */

const PHONE = { width: 390, height: 844 };

test('a person downloads a copy of their data on a phone, told by mail when it is ready', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const karis = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const olas = await browser.newContext();
  const kari = await registerViaApi(karis.request, {
    ...newUser('kari'),
    firstName: 'Kari',
    lastName: 'Data',
  });
  await registerViaApi(olas.request, { ...newUser('ola'), firstName: 'Ola', lastName: 'Hansen' });
  const page = await karis.newPage();
  await confirmAddressIfNeeded(page, kari.email);
  const title = `Avtale om ukene ${Date.now()}`;
  const { id } = await createCustomAgreement(karis.request, title);
  await answerViaApi(karis.request, id);
  await answerViaApi(olas.request, id);
  await givePartyDetailsViaApi(karis.request, id, { birthDate: '1.3.1985' });
  await givePartyDetailsViaApi(olas.request, id, { birthDate: '15.7.1990' });
  // A PDF of the text, as a party who downloads it gets one.
  await expect
    .poll(async () => (await karis.request.get(`/api/agreements/${id}/pdf`)).status(), { timeout: 60_000 })
    .toBe(200);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Dataene dine' });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Last ned dataene mine' }).click();
  await expect(page.getByText('Vi lager en kopi av dataene dine')).toBeVisible();
  const list = card.getByRole('list', { name: 'Kopier av dataene dine' });
  await expect(list.getByRole('listitem')).toHaveCount(1);

  const mail = await waitForMail(kari.email, /Dataene dine fra Avtalt er klare/, 60_000);
  const link = linkIn(mail, '/profile');
  expect(link).toContain('#dataene-dine');
  await page.goto(new URL(link).pathname + new URL(link).hash);
  const download = card.getByRole('link', { name: 'Last ned ZIP' });
  await expect(download).toBeVisible();
  await expect(list).toContainText('Klar');
  const shot = testInfo.outputPath('data export card (phone).png');
  await card.screenshot({ path: shot });
  await testInfo.attach('data export card (phone)', { path: shot, contentType: 'image/png' });

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^avtalt-dataene-mine-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
  const json = (name: string) =>
    JSON.parse(strFromU8(files[name]!)) as Record<string, Record<string, unknown>[]>;
  expect(json('konto.json').users[0]).toMatchObject({ email: kari.email, first_name: 'Kari' });
  expect(json('avtaler.json').agreements_as_seen[0]).toMatchObject({ agreement_id: id });
  expect(json('svar.json').answers.length).toBeGreaterThan(0);
  expect(Object.keys(files).some((name) => name.startsWith('pdf/') && name.endsWith('.pdf'))).toBe(true);
  expect(strFromU8(files['LES-MEG.txt']!)).toContain('Dataene dine fra Avtalt');
  await Promise.all([karis.close(), olas.close()]);
});

/*
 * «Slett kontoen min» on a phone: Per has an agreement nobody else joined and one with Ola. The dialog lists what
 * happens to each; a wrong password is refused under the field; with the right one Per is logged out on the front
 * page, the last mail reaches his address (linking to /personvern), he cannot log in again, and Ola sees
 * «Tidligere deltaker» in their agreement. Screenshots of the dialog are attached.
 */
test('a person deletes their account on a phone; the others keep the agreement with «Tidligere deltaker»', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const pers = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const olas = await browser.newContext();
  const per = await registerViaApi(pers.request, { ...newUser('per'), firstName: 'Per', lastName: 'Slett' });
  await registerViaApi(olas.request, { ...newUser('ola'), firstName: 'Ola', lastName: 'Blir' });
  const page = await pers.newPage();
  await confirmAddressIfNeeded(page, per.email);
  const alone = `Avtale om ukene ${Date.now()} (utkast)`;
  await createCustomAgreement(pers.request, alone);
  const shared = `Avtale om ukene ${Date.now()} (felles)`;
  const { id } = await createCustomAgreement(pers.request, shared);
  await answerViaApi(pers.request, id);
  await answerViaApi(olas.request, id);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Slett kontoen' });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Slett kontoen min' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slette kontoen din?' });
  await expect(dialog.getByText(alone)).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: alone })).toContainText(
    'slettes: ingen andre er med',
  );
  await expect(dialog.getByRole('listitem').filter({ hasText: shared })).toContainText(
    '«Tidligere deltaker»',
  );
  const shot = testInfo.outputPath('delete account dialog (phone).png');
  await page.screenshot({ path: shot });
  await testInfo.attach('delete account dialog (phone)', { path: shot, contentType: 'image/png' });

  await dialog.getByLabel('Passord').fill('feil-passord-1');
  await dialog.getByRole('button', { name: 'Slett kontoen for godt' }).click();
  await expect(dialog.getByText('Nåværende passord er feil')).toBeVisible();
  await dialog.getByLabel('Slett meldingene mine').check();
  await dialog.getByLabel('Passord').fill(per.password);
  await dialog.getByRole('button', { name: 'Slett kontoen for godt' }).click();
  await expect(page.getByText('Kontoen din er slettet')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const mail = await waitForMail(per.email, /Kontoen din i Avtalt er slettet/, 60_000);
  expect(linkIn(mail, '/personvern')).toContain('/personvern');
  const login = await pers.request.post('/api/auth/login', {
    data: { email: per.email, password: per.password },
  });
  expect(login.status()).toBe(401);
  await expect
    .poll(async () => {
      const res = await olas.request.get(`/api/agreements/${id}`);
      const body = (await res.json()) as { participants: { userName: string }[] };
      return body.participants.map((p) => p.userName);
    })
    .toContain('Tidligere deltaker');
  await Promise.all([pers.close(), olas.close()]);
});
