import { expect, test } from '@playwright/test';
import { AuthPage } from '../pages/auth.page';
import { Header } from '../pages/header';
import { expectFitsScreen } from '../support/layout';
import { newUser, registerViaApi } from '../support/users';

test('a new user registers through the form, sees the header change, logs out and in again', async ({
  page,
}) => {
  const user = newUser();
  const auth = new AuthPage(page);
  const header = new Header(page);
  await auth.open();
  await header.expectLoggedOut();
  await auth.register(user);
  await auth.expectToast('Registrering vellykket');
  // Issue 34: registering asks to confirm the address first, then goes on.
  await expect(page.getByRole('heading', { name: 'Bekreft e-postadressen din' })).toBeVisible();
  await page.getByRole('link', { name: 'Fortsett', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await header.expectLoggedIn();

  await header.logout();
  await auth.expectToast('Utlogget');
  await header.expectLoggedOut();

  await auth.open();
  await auth.login(user.email, user.password);
  await auth.expectToast('Innlogging vellykket');
  await header.expectLoggedIn();
});

test('registration shows every validation message of the spec', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(
    { firstName: 'A', lastName: 'B', username: 'ab', email: 'ikke-epost', password: 'kort' },
    'annet',
  );
  const form = page.getByRole('tabpanel');
  for (const message of [
    'Fornavnet må være minst 2 tegn',
    'Etternavnet må være minst 2 tegn',
    'Brukernavnet må være minst 3 tegn',
    'Vennligst oppgi en gyldig e-postadresse',
    'Passordet må være minst 8 tegn',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel('Passord', { exact: true }).fill('langtnok123');
  await form.getByLabel('Bekreft passord').fill('langtnok124');
  await form.getByRole('button', { name: 'Registrer' }).click();
  await expect(form.getByText('Passordene er ikke like')).toBeVisible();
  await expectFitsScreen(page, 'register with validation messages');
});

test('login shows validation messages and the server error for wrong credentials', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request);
  const auth = new AuthPage(page);
  await auth.open();
  await auth.login('feil', '');
  const form = page.getByRole('tabpanel');
  await expect(form.getByText('Vennligst oppgi en gyldig e-postadresse')).toBeVisible();
  await expect(form.getByText('Vennligst oppgi et passord')).toBeVisible();
  await expectFitsScreen(page, 'login with validation messages');
  await auth.login(user.email, 'galt-passord');
  await auth.expectToast('Innlogging feilet');
  await auth.expectToast('Ugyldig e-post eller passord');
});

test('a protected route redirects to /auth?returnTo= and back after login', async ({ page, request }) => {
  const user = await registerViaApi(request);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fprofile$/);
  await new AuthPage(page).login(user.email, user.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Min profil' })).toBeVisible();
});

test('a logged-in user changes the profile and the password, with validation', async ({ page, request }) => {
  const user = await registerViaApi(request);
  await page.goto('/auth');
  await new AuthPage(page).loginAndWait(user.email, user.password);
  await page.goto('/profile');
  const profile = page.locator('form', { has: page.getByRole('button', { name: 'Lagre endringer' }) });
  await profile.getByLabel('Fornavn').fill('I');
  await profile.getByRole('button', { name: 'Lagre endringer' }).click();
  await expect(profile.getByText('Fornavnet må være minst 2 tegn')).toBeVisible();
  await profile.getByLabel('Fornavn').fill('Ingeborg');
  await profile.getByRole('button', { name: 'Lagre endringer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Profil oppdatert' })).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel('Fornavn')).toHaveValue('Ingeborg');

  const password = page.locator('form', { has: page.getByRole('button', { name: 'Endre passord' }) });
  await password.getByRole('button', { name: 'Endre passord' }).click();
  await expect(password.getByText('Du må oppgi ditt nåværende passord')).toBeVisible();
  await expect(password.getByText('Nytt passord må være minst 8 tegn')).toBeVisible();
  await password.getByLabel('Nåværende passord').fill(user.password);
  await password.getByLabel('Nytt passord', { exact: true }).fill('helt-nytt-passord');
  await password.getByLabel('Bekreft nytt passord').fill('helt-nytt-passor');
  await password.getByRole('button', { name: 'Endre passord' }).click();
  await expect(password.getByText('Passordene er ikke like')).toBeVisible();
  await password.getByLabel('Bekreft nytt passord').fill('helt-nytt-passord');
  await password.getByRole('button', { name: 'Endre passord' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Passord endret' })).toBeVisible();
  await expect(password.getByLabel('Nåværende passord')).toHaveValue('');

  const relogin = await request.post('/api/auth/login', {
    data: { email: user.email, password: 'helt-nytt-passord' },
  });
  expect(relogin.status()).toBe(200);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the slide-in menu shows the user and the navigation', async ({ page, request }) => {
    const user = await registerViaApi(request);
    await page.goto('/auth');
    await new AuthPage(page).login(user.email, user.password);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Åpne meny' }).click();
    const menu = page.getByRole('presentation').last();
    await expect(menu.getByText(user.username)).toBeVisible();
    await expect(menu.getByText(user.email)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Min profil' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expectFitsScreen(page, 'phone menu');
    await menu.getByRole('link', { name: 'Min profil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/finnes/ikke');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expectFitsScreen(page, '404');
});
