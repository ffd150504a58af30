import { expect, test } from '@playwright/test';
import { AdminPage } from '../pages/admin.page';
import { loginAsAdmin } from '../support/admin';
import { expectFitsScreen } from '../support/layout';

const Q1 = 'Har dere barn sammen?';
const Q2 = 'Skal barna bo fast hos én av dere?';
const Q3 = 'Skal dere ha en felles konto?';
const Q4 = 'Hvilken bank skal dere bruke?';
const Q5 = 'Skal avtalen gjelde i ett år?';

test('an admin builds a topic: questions, reordering by keyboard and pointer, logic rules, tester, regeneration', async ({
  page,
}) => {
  // Many steps through the admin UI: 1.6 min alone, over 2 min beside the other worker in CI.
  test.setTimeout(240_000);
  await loginAsAdmin(page);
  const admin = new AdminPage(page);
  await admin.open();
  const title = `Familieøkonomi ${Date.now()}`;
  await admin.createTopic(title, 'Hvordan familien deler på utgifter og ansvar.');
  await expectFitsScreen(page, 'admin topics');
  await admin.openQuestions(title);

  // Added out of order on purpose: the reordering below fixes it.
  for (const text of [Q1, Q2, Q5, Q3]) await admin.addQuestion(text);
  await admin.addQuestion(Q4, ['DNB', 'Sbanken']);
  await expect(admin.card(Q4).getByText('Sbanken')).toBeVisible();
  expect(await admin.order()).toEqual([Q1, Q2, Q5, Q3, Q4]);
  await expectFitsScreen(page, 'admin questions');

  // Keyboard: Space picks up, arrows move, Space drops.
  // A person pauses between keys; dnd-kit animates each step.
  const press = async (key: string) => {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  };
  await admin.handle(Q5).focus();
  await press('Space');
  // One place per arrow key: two presses pass the two cards below (the last is taller).
  for (let i = 0; i < 2; i++) await press('ArrowDown');
  await press('Space');
  await expect(page.getByRole('alert').filter({ hasText: 'Rekkefølge oppdatert' })).toBeVisible();
  await expect.poll(() => admin.order()).toEqual([Q1, Q2, Q3, Q4, Q5]);

  // Escape cancels a keyboard drag.
  await admin.handle(Q1).focus();
  await press('Space');
  await press('ArrowDown');
  await press('Escape');
  expect(await admin.order()).toEqual([Q1, Q2, Q3, Q4, Q5]);

  // Pointer: drag Q4 above Q3, then back.
  const drag = async (from: string, to: string) => {
    const handle = admin.handle(from);
    await admin.card(to).scrollIntoViewIfNeeded();
    await admin.card(from).scrollIntoViewIfNeeded();
    const grip = (await handle.boundingBox())!;
    const card = (await admin.card(from).boundingBox())!;
    const target = (await admin.card(to).boundingBox())!;
    // Move the dragged card's centre onto the target card's centre (closest-centre collision).
    const delta = target.y + target.height / 2 - (card.y + card.height / 2);
    const x = grip.x + grip.width / 2;
    const y = grip.y + grip.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + Math.sign(delta) * 12, { steps: 4 });
    await page.mouse.move(x, y + delta, { steps: 20 });
    await page.waitForTimeout(300);
    await page.mouse.up();
  };
  await drag(Q4, Q3);
  await expect.poll(() => admin.order()).toEqual([Q1, Q2, Q4, Q3, Q5]);
  await drag(Q3, Q4);
  await expect.poll(() => admin.order()).toEqual([Q1, Q2, Q3, Q4, Q5]);
  // The server's order survives a reload (the whole page loads again: slow while other tests print PDFs).
  await page.reload();
  await expect.poll(() => admin.order(), { timeout: 30_000 }).toEqual([Q1, Q2, Q3, Q4, Q5]);

  // Rules: show Q2 when Q1 = Ja; after Q3 jump to Q5 when Q1 = Nei; end after Q4 when Q3 = Nei.
  await admin.addRule(Q2, { source: Q1, value: 'Ja', action: 'Vis spørsmålet' });
  await admin.addRule(Q3, { source: Q1, value: 'Nei', action: 'Hopp til spørsmål', target: Q5 });
  await admin.addRule(Q4, { source: Q3, value: 'Nei', action: 'Avslutt skjemaet' });
  for (const text of [Q2, Q3, Q4])
    await expect(admin.card(text).getByText('Logikk', { exact: true })).toBeVisible();
  await expect(admin.card(Q1).getByText('Logikk', { exact: true })).toHaveCount(0);

  // Logic tester: with Q1 = Nei the rules skip Q2 and jump from Q3 to Q5.
  await page.getByRole('link', { name: 'Test logikk' }).click();
  await expect(page.getByRole('heading', { name: 'Logikktester' })).toBeVisible();
  // The question asked is the heading (the path's chips name the questions too).
  const asked = (text: string) => page.getByRole('heading', { name: text, exact: true });
  await expect(asked(Q1)).toBeVisible();
  const answer = page.getByRole('group', { name: 'Ditt svar' }).or(page.getByLabel('Ditt svar'));
  await answer.getByRole('button', { name: 'Nei', exact: true }).click();
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(asked(Q3)).toBeVisible();
  await expect(asked(Q2)).toHaveCount(0);
  await answer.getByRole('button', { name: 'Ja', exact: true }).click();
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(asked(Q5)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neste' })).toBeDisabled();
  await expect(page.locator('pre')).toContainText('false');

  // Regenerate: the topic's questions are replaced by generated ones.
  await page.goto('/admin');
  await admin.openQuestions(title);
  await page.getByRole('button', { name: 'Regenerer spørsmål' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regenerer spørsmål' });
  await dialog.getByRole('spinbutton', { name: 'Antall spørsmål' }).fill('6');
  await expectFitsScreen(page, 'admin regenerate dialog');
  await dialog.getByRole('button', { name: 'Generer nye spørsmål' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Starter generering' })
      .or(page.getByRole('alert').filter({ hasText: 'nye spørsmål har blitt generert' })),
  ).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: `6 nye spørsmål har blitt generert for ${title}` }),
  ).toBeVisible();
  await expect.poll(async () => (await admin.order()).length).toBe(6);
  expect(await admin.order()).not.toContain(Q1);
});

test("an admin sets where a question's clause goes in the document and the topic's document settings, and they are kept", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAsAdmin(page);
  const admin = new AdminPage(page);
  await admin.open();
  const title = `Felles hund ${Date.now()}`;
  await admin.createTopic(title, 'Hvem eier hunden og hvem betaler.');
  await admin.openQuestions(title);
  const owner = 'Hvem eier hunden?';
  await admin.addQuestion(owner);

  await admin.card(owner).getByRole('button', { name: 'Rediger' }).click();
  let dialog = page.getByRole('dialog', { name: 'Rediger spørsmål' });
  await dialog.getByRole('combobox', { name: 'Spørsmålstype' }).click();
  await page.getByRole('option', { name: 'Fritekst' }).click();
  await dialog.getByRole('combobox', { name: 'Svarformat' }).click();
  await page.getByRole('option', { name: 'Part i avtalen' }).click();
  await dialog.getByLabel('Avtaletekst', { exact: true }).fill('{{svar}} eier hunden.');
  await dialog.getByLabel('Emne i avtaleteksten').fill('Eierskap');
  await dialog.getByLabel('Rolle for den som velges').fill('eier');
  await dialog.getByRole('switch', { name: 'Faktaopplysning – skrives under «Bakgrunn»' }).check();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();

  // Stored: the card shows them after a reload, and the editor opens with them.
  await page.reload();
  await expect(admin.card(owner).getByText('Emne: Eierskap')).toBeVisible();
  await expect(admin.card(owner).getByText('Roller: eier')).toBeVisible();
  await expect(admin.card(owner).getByText('Bakgrunn')).toBeVisible();
  await admin.card(owner).getByRole('button', { name: 'Rediger' }).click();
  dialog = page.getByRole('dialog', { name: 'Rediger spørsmål' });
  await expect(dialog.getByLabel('Rolle for den som velges')).toHaveValue('eier');
  await expect(
    dialog.getByRole('switch', { name: 'Faktaopplysning – skrives under «Bakgrunn»' }),
  ).toBeChecked();
  await expectFitsScreen(page, 'admin question editor');
  await dialog.getByRole('button', { name: 'Avbryt' }).click();

  await admin.open();
  await admin.topicItem(title).getByRole('button', { name: 'Rediger tema' }).click();
  let editor = page.getByRole('dialog', { name: 'Rediger tema' });
  await editor.getByLabel('Overskrift').fill('Avtale om felles hund');
  await editor
    .getByLabel('Varighet og oppsigelse')
    .fill('Avtalen gjelder så lenge partene eier hunden sammen.');
  await editor.getByRole('button', { name: 'Lagre' }).click();
  await expect(editor).toBeHidden();
  await page.reload();
  await admin.topicItem(title).getByRole('button', { name: 'Rediger tema' }).click();
  editor = page.getByRole('dialog', { name: 'Rediger tema' });
  await expect(editor.getByRole('combobox', { name: 'Type dokument' })).toHaveText('Avtale');
  await expect(editor.getByLabel('Overskrift')).toHaveValue('Avtale om felles hund');
  await expect(editor.getByLabel('Varighet og oppsigelse')).toHaveValue(
    'Avtalen gjelder så lenge partene eier hunden sammen.',
  );
  await expect(editor.getByLabel('Tvisteløsning')).toHaveValue('');
  await expectFitsScreen(page, 'admin topic editor');
});
