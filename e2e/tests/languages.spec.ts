import { translateMessage, UserMessages } from '@avtalt/contracts';
import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expectFitsScreen } from '../support/layout';
import { waitForMail } from '../support/mailbox';
import { newUser, registerViaApi } from '../support/users';

/*
 * Languages (docs/languages.md): a visitor whose browser asks for English gets the front page in English; on a
 * desktop she switches to nynorsk in the header and registers: her account starts in nynorsk, its confirmation
 * mail is nynorsk, and a refused login answers in nynorsk. On a phone another visitor picks English in the mobile
 * menu. <html lang> follows every choice.
 */

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test('the front page follows the browser’s English, the header switches to nynorsk, and the account, its mail and the server’s messages keep it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Make agreements everyone agrees on' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await shoot(page, testInfo, 'front page in English (desktop)');

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'Norsk nynorsk' }).click();
  await expect(page.getByRole('heading', { name: 'Lag avtalar som alle er samde om' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nn');
  expect((await context.cookies()).find((c) => c.name === 'avtalt_lang')?.value).toBe('nn');
  await expectAccessible(page, 'front page in nynorsk', testInfo);
  await shoot(page, testInfo, 'front page in nynorsk (desktop)');

  // Registering from here: the account starts in nynorsk, and so does its first mail.
  const user = await registerViaApi(context.request, newUser('sprak'));
  const me = await (await context.request.get('/api/auth/user')).json();
  expect(me.language).toBe('nn');
  await waitForMail(user.email, /^Stadfest e-postadressa di i Avtalt$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lag avtalar som alle er samde om' })).toBeVisible();

  // The server's messages in the caller's language.
  const refused = await context.request.put('/api/auth/password', { data: { currentPassword: '' } });
  expect(refused.status()).toBe(400);
  expect(refused.headers()['content-language']).toBe('nn');
  const body = await refused.json();
  expect(body.message).not.toBe(UserMessages.currentPassword);
  expect(JSON.stringify(body)).toContain(translateMessage(UserMessages.currentPassword, 'nn'));
  await context.close();
});

test('on a phone the mobile menu’s language choice turns the page English', async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    locale: 'nb-NO',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await page.getByRole('button', { name: 'Åpne meny' }).click();
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await shoot(page, testInfo, 'mobile menu in English (phone)');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Make agreements everyone agrees on' })).toBeVisible();
  await expectFitsScreen(page, 'front page in English (phone)');
  await shoot(page, testInfo, 'front page in English (phone)');
  await context.close();
});

test('a custom topic in English: the generated questions are asked in English, and its text may be nynorsk or carry the English appendix', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  await registerViaApi(context.request, newUser('hest'));
  // The API's requests carry no browser language: the account is set to English as «Min profil» sets it.
  expect((await context.request.put('/api/auth/language', { data: { language: 'en' } })).status()).toBe(200);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Create your own topic' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your own topic' });
  await dialog.getByLabel('Title').fill('Leie ut hesten til en venninne');
  await dialog.getByLabel('Description').fill('Venninna mi skal ri og stelle hesten to dager i uka.');
  await dialog.getByRole('button', { name: 'Create topic' }).click();
  await expect(page).toHaveURL(/\/avtale\/[0-9a-f-]+\/sporsmal$/, { timeout: 30_000 });

  const id = page.url().split('/')[4];
  const questions = (await (await context.request.get(`/api/agreements/${id}/questions`)).json()) as {
    text: string;
    wordings?: { en?: { text: string } };
  }[];
  expect(questions.filter((q) => !q.wordings?.en).map((q) => q.text)).toEqual([]);
  await expect(page.locator('#question-text')).toHaveText(questions[0]!.wordings!.en!.text);
  expect(JSON.stringify(questions.map((q) => q.wordings!.en))).toContain('the horse');
  await shoot(page, testInfo, 'a custom topic asked in English');

  // Started by an English reader: bokmål with the English appendix, and nynorsk could be chosen.
  const agreement = await (await context.request.get(`/api/agreements/${id}`)).json();
  expect(agreement).toMatchObject({
    language: 'nb',
    englishAppendix: true,
    languages: { nn: true, en: true, nynorskReviewed: false },
  });
  await context.close();
});
