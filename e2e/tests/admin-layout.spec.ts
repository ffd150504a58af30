import { expect, type Page, type TestInfo, test } from '@playwright/test';
import path from 'node:path';
import { AdminPage } from '../pages/admin.page';
import { ADMIN_EMAIL, loginAsAdmin } from '../support/admin';
import { expectFitsScreen } from '../support/layout';

/*
 * Issue 34, the admin area on a 1280×900 desktop and a 390×844 phone: the questions tab does not pan
 * sideways, the question editor and the logic manager fit with their buttons on the screen, the logic
 * tester says where the form ends and drops the answers of questions the rules now leave out, and the mail
 * log searches and pages on the server. Each state's screenshot is attached.
 */

const SCREENS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } },
] as const;

const Q1 = 'Har dere en hund sammen?';
const Q2 = 'Skal hunden bo hos én av dere?';
const Q3 = 'Skal dere dele dyrlegeutgiftene likt?';

// One admin account for the file: its tests run one after the other, not logging it in from two workers at once.
test.describe.configure({ mode: 'default' });

async function fits(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  const file = testInfo.outputPath(`${state.replace(/[^a-z0-9]+/gi, '-')}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(state, { path: file, contentType: 'image/png' });
  // A copy outside test-results (which a later run empties) to look at by hand.
  if (process.env.ADMIN_LAYOUT_SHOTS) await page.screenshot({ path: `${process.env.ADMIN_LAYOUT_SHOTS}/${path.basename(file)}` });
  await expectFitsScreen(page, state);
}

for (const screen of SCREENS) {
  test.describe(`the admin area on a ${screen.name}`, () => {
    test.use(screen.use);

    test('the questions tab and its dialogs fit; the tester ends the form and drops hidden answers', async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await loginAsAdmin(page);
      const admin = new AdminPage(page);
      await admin.open();
      const title = `Hundehold ${screen.name} ${Date.now()}`;
      await admin.createTopic(title, 'Hvem har ansvaret for hunden.');
      await admin.openQuestions(title);
      for (const text of [Q1, Q2, Q3]) await admin.addQuestion(text);
      await page.evaluate(() => window.scrollTo(0, 0));
      await fits(page, testInfo, `${screen.name} questions tab`);

      // The question editor: everything on the screen, 'Lagre' and 'Avbryt' reachable without panning.
      await admin.card(Q1).getByRole('button', { name: 'Rediger' }).click();
      const editor = page.getByRole('dialog', { name: 'Rediger spørsmål' });
      await expect(editor).toBeVisible();
      await fits(page, testInfo, `${screen.name} question editor`);
      for (const name of ['Lagre', 'Avbryt']) await expect(editor.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
      await editor.getByRole('button', { name: 'Avbryt' }).click();
      await expect(editor).toBeHidden();

      // The logic manager: the same, with 'Lukk'.
      await admin.card(Q3).getByRole('button', { name: 'Administrer logikk' }).click();
      const logic = page.getByRole('dialog', { name: 'Administrer logikk' });
      await expect(logic).toBeVisible();
      await fits(page, testInfo, `${screen.name} logic dialog`);
      await expect(logic.getByRole('button', { name: 'Lukk' }).last()).toBeInViewport({ ratio: 1 });
      await logic.getByRole('button', { name: 'Lukk' }).last().click();
      await expect(logic).toBeHidden();
      // End the form after Q2 when Q1 = Nei.
      await admin.addRule(Q2, { source: Q1, value: 'Nei', action: 'Avslutt skjemaet' });
      await fits(page, testInfo, `${screen.name} questions tab with a rule`);

      // The tester: Ja, Ja, Ja to the last question, which says the form is finished.
      await page.getByRole('link', { name: 'Test logikk' }).click();
      await expect(page.getByRole('heading', { name: 'Logikktester' })).toBeVisible();
      const card = page.getByRole('region', { name: 'Spørsmål' });
      const yes = card.getByRole('group', { name: 'Ditt svar' }).getByRole('button', { name: 'Ja', exact: true });
      const no = card.getByRole('group', { name: 'Ditt svar' }).getByRole('button', { name: 'Nei', exact: true });
      await yes.click();
      await card.getByRole('button', { name: 'Neste' }).click();
      await yes.click();
      await card.getByRole('button', { name: 'Neste' }).click();
      await expect(card.getByRole('heading', { name: Q3 })).toBeVisible();
      await expect(card.getByTestId('tester-end')).toHaveText('Slutten av skjemaet. Dette er det siste spørsmålet.');
      await yes.click();
      await expect(card.getByTestId('tester-end')).toHaveText(
        'Skjemaet er ferdig. Dette er det siste spørsmålet. En deltaker kan nå sende svarene.',
      );
      await expect(card.getByRole('button', { name: 'Neste' })).toBeDisabled();
      const answers = page.getByRole('region', { name: 'Svar' });
      await expect(answers.locator('pre')).toContainText(/: true,[\s\S]*: true,[\s\S]*: true/);
      await fits(page, testInfo, `${screen.name} tester finished`);

      // Back to Q1 and Nei: the rule ends the form after Q2, and the answer to Q3 is dropped.
      await card.getByRole('button', { name: 'Forrige' }).click();
      await card.getByRole('button', { name: 'Forrige' }).click();
      await expect(card.getByRole('heading', { name: Q1 })).toBeVisible();
      await no.click();
      await expect(answers.getByText('1 svar er tatt ut fordi spørsmålet nå er skjult eller hoppet over.')).toBeVisible();
      await expect(answers.locator('pre')).not.toContainText(/: true,[\s\S]*: true/);
      await card.getByRole('button', { name: 'Neste' }).click();
      await expect(card.getByRole('heading', { name: Q2 })).toBeVisible();
      await expect(card.getByTestId('tester-end')).toHaveText(
        'Skjemaet er ferdig. En logikkregel avslutter skjemaet etter dette spørsmålet. En deltaker kan nå sende svarene.',
      );
      await fits(page, testInfo, `${screen.name} tester ended by a rule`);
    });

    test('the mail log searches by a whole address and pages on the server', async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      await loginAsAdmin(page);
      const admin = new AdminPage(page);
      await admin.open();
      await page.getByRole('tab', { name: 'E-post' }).click();
      const log = page.getByRole('region', { name: 'E-postlogg' });
      await expect(log.getByText(/^Viser \d+–\d+ av \d+$/)).toBeVisible();
      await fits(page, testInfo, `${screen.name} mail log`);

      // The page and the server agree: the first 50 of the total, 'Eldre' while more are left.
      const total = ((await (await page.request.get('/api/admin/mails?limit=1')).json()) as { total: number }).total;
      expect(total).toBeGreaterThan(0);
      await expect(log.getByText(`Viser 1–${Math.min(50, total)} av ${total}`)).toBeVisible();
      const pages = log.getByRole('navigation', { name: 'Sider i e-postloggen' });
      await expect(pages.getByRole('button', { name: 'Nyere' })).toBeDisabled();
      if (total > 50) {
        await pages.getByRole('button', { name: 'Eldre' }).click();
        await expect(log.getByText(`Viser 51–${Math.min(100, total)} av ${total}`)).toBeVisible();
        await expect(pages.getByRole('button', { name: 'Nyere' })).toBeEnabled();
      } else {
        await expect(pages.getByRole('button', { name: 'Eldre' })).toBeDisabled();
      }

      // The admin's whole address finds the mails to the admin's account, shown masked as always.
      await log.getByRole('searchbox', { name: 'Søk' }).fill(ADMIN_EMAIL);
      await log.getByRole('button', { name: 'Søk', exact: true }).click();
      const masked = `${ADMIN_EMAIL[0]}***${ADMIN_EMAIL.slice(ADMIN_EMAIL.indexOf('@'))}`;
      await expect(log.getByText(/^Viser 1–\d+ av \d+$/)).toBeVisible();
      await expect(log.getByText(masked).first()).toBeVisible();
      await expect(log.getByText(ADMIN_EMAIL, { exact: true })).toHaveCount(0);
      await fits(page, testInfo, `${screen.name} mail log searched`);
    });
  });
}

test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && process.env.ADMIN_LAYOUT_SHOTS) {
    const name = testInfo.title.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    await page.screenshot({ path: `${process.env.ADMIN_LAYOUT_SHOTS}/failed-${name}-${Date.now()}.png` }).catch(() => undefined);
  }
});
