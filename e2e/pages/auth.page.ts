import { expect, type Page } from '@playwright/test';
import type { TestUser } from '../support/users';

/** /auth: the 'Logg inn' and 'Registrer' tabs. */
export class AuthPage {
  constructor(private readonly page: Page) {}

  async open(returnTo?: string): Promise<void> {
    await this.page.goto(returnTo ? `/auth?returnTo=${encodeURIComponent(returnTo)}` : '/auth');
  }

  async login(email: string, password: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'Logg inn' }).click();
    const form = this.page.getByRole('tabpanel');
    await form.getByLabel('E-post').fill(email);
    await form.getByLabel('Passord', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Logg inn' }).click();
  }

  /** Logs in and waits until the header shows the logged-in navigation. */
  async loginAndWait(email: string, password: string): Promise<void> {
    await this.login(email, password);
    await expect(this.page.getByRole('alert').filter({ hasText: 'Innlogging vellykket' })).toBeVisible();
  }

  async register(user: TestUser, confirm = user.password): Promise<void> {
    await this.page.getByRole('tab', { name: 'Registrer' }).click();
    const form = this.page.getByRole('tabpanel');
    await form.getByLabel('Fornavn').fill(user.firstName);
    await form.getByLabel('Etternavn').fill(user.lastName);
    await form.getByLabel('Brukernavn').fill(user.username);
    await form.getByLabel('E-post').fill(user.email);
    await form.getByLabel('Passord', { exact: true }).fill(user.password);
    await form.getByLabel('Bekreft passord').fill(confirm);
    await form.getByRole('button', { name: 'Registrer' }).click();
  }

  async expectToast(text: string): Promise<void> {
    await expect(this.page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  }
}
