import { expect, test } from '@playwright/test';
import { AuthPage } from '../pages/auth.page';
import { confirmAddressIfNeeded } from '../support/admin';
import { newUser, registerViaApi } from '../support/users';

test('a visitor on /admin is sent home with the Authentication Required toast', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Authentication Required' })).toBeVisible();
});

test('a normal user sees the admin setup card and cannot promote an e-mail off the allow-list', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request);
  await page.goto('/auth');
  await new AuthPage(page).loginAndWait(user.email, user.password);
  await page.goto('/admin');
  await expect(page.getByText('Admin-tilgang kreves')).toBeVisible();
  await page.getByLabel('Admin-e-post').fill(user.email);
  await page.getByRole('button', { name: 'Setup Admin Access' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Failed to set up admin account. User might need to log in first.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('the allow-listed account promotes itself and sees the Admin link', async ({ page, request }) => {
  // scripts/test.mjs starts identity with ADMIN_EMAILS=admin@avtalt.test,sjef@avtalt.test; the
  // admin suite uses the first, this test promotes the second through the setup card.
  const admin = newUser('sjef');
  admin.email = 'sjef@avtalt.test';
  await registerViaApi(request, admin);
  await page.goto('/auth');
  await new AuthPage(page).loginAndWait(admin.email, admin.password);
  // Only a confirmed address may be made admin: the link from the confirmation mail.
  await confirmAddressIfNeeded(page, admin.email);
  await page.goto('/admin');
  await page.getByLabel('Admin-e-post').fill(admin.email);
  await page.getByRole('button', { name: 'Setup Admin Access' }).click();
  await expect(page.getByRole('heading', { name: 'Admin-dashbord' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible();
});
