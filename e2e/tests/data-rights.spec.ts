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
