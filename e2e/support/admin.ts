import { expect, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';
import { newUser } from './users';

/** The allow-listed admin account (scripts/test.mjs starts identity with ADMIN_EMAILS=admin@avtalt.test). */
export const ADMIN_EMAIL = 'admin@avtalt.test';
const ADMIN_PASSWORD = 'sikkert-admin-passord1';

/**
 * Logs the page's browser context in as the admin, creating and promoting the account the first time.
 * Only a confirmed address may be made admin (docs/admin-role.md): when the account's address is not
 * confirmed yet, the confirmation mail is taken from the mail catcher's inbox and its link opened.
 */
export async function loginAsAdmin(page: Page): Promise<void> {
  const request = page.context().request;
  const admin = { ...newUser('admin'), email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
  const registered = await request.post('/api/auth/register', { data: admin });
  if (registered.status() !== 201) {
    expect(registered.status()).toBe(409);
    expect(
      (
        await request.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
      ).status(),
    ).toBe(200);
  }
  await confirmAddressIfNeeded(page, ADMIN_EMAIL);
  expect((await request.post('/api/admin/setup', { data: { email: ADMIN_EMAIL } })).status()).toBe(200);
}

/**
 * Registration leaves the address unconfirmed (docs/admin-role.md): when the page's logged-in account says
 * so, its 'Bekreft e-postadressen' mail is taken from the mail catcher's inbox and its link opened.
 */
export async function confirmAddressIfNeeded(page: Page, email: string): Promise<void> {
  const verified = async () =>
    ((await (await page.context().request.get('/api/auth/user')).json()) as { emailVerified?: boolean })
      .emailVerified !== false;
  if (await verified()) return;
  const mail = await waitForMail(email, /Bekreft e-postadressen/i);
  await page.goto(linkIn(mail, '/bekreft-epost'));
  // Another test (a parallel worker logged in to the same admin account) may have used this single-use
  // link first; either way the address ends up confirmed.
  await expect(page.getByText(/E-postadressen er bekreftet|Lenken/)).toBeVisible();
  await expect.poll(verified, { message: `${email} confirmed` }).toBe(true);
}
