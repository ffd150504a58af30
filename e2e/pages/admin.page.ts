import { expect, type Locator, type Page } from '@playwright/test';

/** /admin: topics tab, questions tab, dialogs. */
export class AdminPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/admin');
    await expect(this.page.getByRole('heading', { name: 'Admin-dashbord' })).toBeVisible();
  }

  async createTopic(title: string, description: string): Promise<void> {
    await this.page.getByLabel('Tittel').fill(title);
    await this.page.getByLabel('Beskrivelse').fill(description);
    await this.page.getByRole('button', { name: 'Create Topic' }).click();
    await expect(this.topicItem(title)).toBeVisible();
  }

  topicItem(title: string): Locator {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  async openQuestions(title: string): Promise<void> {
    await this.topicItem(title).getByRole('button', { name: 'Spørsmål', exact: true }).click();
    await expect(this.page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }

  /** The 'Add Question Template' card: Norwegian but for the spec's 'Option n' and 'Add Option'. */
  addQuestionForm(): Locator {
    return this.page.getByRole('region', { name: 'Add Question Template' });
  }

  async addQuestion(text: string, options?: string[]): Promise<void> {
    const form = this.addQuestionForm();
    await form.getByLabel('Spørsmålstekst').fill(text);
    if (options) {
      await form.getByRole('combobox', { name: 'Spørsmålstype' }).click();
      await this.page.getByRole('option', { name: 'Flervalg' }).click();
      for (let i = 0; i < options.length; i++) {
        if (i >= 2) await form.getByRole('button', { name: 'Add Option' }).click();
        await form.getByLabel(`Option ${i + 1}`, { exact: true }).fill(options[i]);
      }
    }
    await form.getByRole('button', { name: 'Opprett spørsmål' }).click();
    await expect(this.card(text)).toBeVisible();
    // The card shows as soon as the list is refetched; the form is emptied just after.
    await expect(form.getByLabel('Spørsmålstekst')).toHaveValue('');
  }

  /** A card's drag handle, named after its question. */
  handle(text: string): Locator {
    return this.card(text).getByRole('button', { name: /^Flytt spørsmål: / });
  }

  questionList(): Locator {
    return this.page.getByRole('list', { name: 'Spørsmål' });
  }

  card(text: string): Locator {
    return this.questionList().getByRole('listitem', { name: text });
  }

  async order(): Promise<string[]> {
    return this.questionList()
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label') ?? ''));
  }

  async chooseOption(dialog: Locator, label: string, option: string): Promise<void> {
    await dialog.getByRole('combobox', { name: label }).click();
    // Question options are numbered ('1. Har dere …'): match the end of the name.
    const escaped = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await this.page.getByRole('option', { name: new RegExp(`(^|\\s)${escaped}$`) }).click();
  }

  /** Adds a rule to the question `on` in the logic-rules manager. */
  async addRule(
    on: string,
    rule: { source: string; value: 'Ja' | 'Nei'; action: string; target?: string },
  ): Promise<void> {
    await this.card(on).getByRole('button', { name: 'Administrer logikk' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Administrer logikk' });
    await this.chooseOption(dialog, 'Kildespørsmål', rule.source);
    await dialog.getByRole('button', { name: rule.value, exact: true }).click();
    await this.chooseOption(dialog, 'Handling', rule.action);
    if (rule.target) await this.chooseOption(dialog, 'Målspørsmål', rule.target);
    await dialog.getByRole('button', { name: 'Legg til regel' }).click();
    await expect(this.page.getByRole('alert').filter({ hasText: 'Logikkregler opprettet' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Lukk' }).first().click();
    await expect(dialog).toBeHidden();
  }
}
