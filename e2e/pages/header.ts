import { expect, type Page } from '@playwright/test';

/** The navigation bar on every page. */
export class Header {
  constructor(private readonly page: Page) {}

  get nav() {
    return this.page.getByRole('banner');
  }

  async expectLoggedIn(): Promise<void> {
    await expect(this.nav.getByRole('link', { name: 'Mine avtaler' })).toBeVisible();
    await expect(this.nav.getByRole('link', { name: 'Min profil' })).toBeVisible();
    await expect(this.nav.getByRole('button', { name: 'Logg ut' })).toBeVisible();
    await expect(this.nav.getByRole('link', { name: 'Logg inn' })).toHaveCount(0);
  }

  async expectLoggedOut(): Promise<void> {
    await expect(this.nav.getByRole('link', { name: 'Logg inn' })).toBeVisible();
    await expect(this.nav.getByRole('link', { name: 'Mine avtaler' })).toHaveCount(0);
  }

  async logout(): Promise<void> {
    await this.nav.getByRole('button', { name: 'Logg ut' }).click();
  }
}
