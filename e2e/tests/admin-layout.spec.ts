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
  {
    name: 'phone',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
  },
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
  if (process.env.ADMIN_LAYOUT_SHOTS)
    await page.screenshot({ path: `${process.env.ADMIN_LAYOUT_SHOTS}/${path.basename(file)}` });
  await expectFitsScreen(page, state);
}

for (const screen of SCREENS) {
  test.describe(`the admin area on a ${screen.name}`, () => {
    test.use(screen.use);

    test('the questions tab and its dialogs fit; the tester ends the form and drops hidden answers', async ({
      page,
    }, testInfo) => {
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
      for (const name of ['Lagre', 'Avbryt'])
        await expect(editor.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
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
      const yes = card
        .getByRole('group', { name: 'Ditt svar' })
        .getByRole('button', { name: 'Ja', exact: true });
      const no = card
        .getByRole('group', { name: 'Ditt svar' })
        .getByRole('button', { name: 'Nei', exact: true });
      await yes.click();
      await card.getByRole('button', { name: 'Neste' }).click();
      await yes.click();
      await card.getByRole('button', { name: 'Neste' }).click();
      await expect(card.getByRole('heading', { name: Q3 })).toBeVisible();
      await expect(card.getByTestId('tester-end')).toHaveText(
        'Slutten av skjemaet. Dette er det siste spørsmålet.',
      );
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
      await expect(
        answers.getByText('1 svar er tatt ut fordi spørsmålet nå er skjult eller hoppet over.'),
      ).toBeVisible();
      await expect(answers.locator('pre')).not.toContainText(/: true,[\s\S]*: true/);
      await card.getByRole('button', { name: 'Neste' }).click();
      await expect(card.getByRole('heading', { name: Q2 })).toBeVisible();
      await expect(card.getByTestId('tester-end')).toHaveText(
        'Skjemaet er ferdig. En logikkregel avslutter skjemaet etter dette spørsmålet. En deltaker kan nå sende svarene.',
      );
      await fits(page, testInfo, `${screen.name} tester ended by a rule`);
    });

    test('topics and questions say what comes next: new ones in view, search, front-page notes, one place per key, named dialogs, toasts clear of «Slett»', async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      await loginAsAdmin(page);
      const admin = new AdminPage(page);
      await admin.open();
      const stamp = String(Date.now());
      const title = `Katteliv ${screen.name} ${stamp}`;
      const featured = async () =>
        ((await (await page.request.get('/api/topics/featured')).json()) as { title: string }[]).map(
          (t) => t.title,
        );

      // A featured topic without questions: the toast and the card say it is not on the front page until it has
      // questions (the server lists only topics with questions); the new topic is in view, focused and marked.
      await page.getByLabel('Tittel').fill(title);
      await page.getByLabel('Beskrivelse').fill('Hvem har ansvaret for katten.');
      await page.getByRole('switch', { name: 'Fremhevet på forsiden' }).check();
      await page.getByRole('button', { name: 'Create Topic' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Tema opprettet' })).toContainText(
        `«${title}» er lagt til. Det vises på forsiden når det har fått spørsmål.`,
      );
      const topicHeading = admin.topicItem(title).getByRole('heading', { name: title });
      await expect(topicHeading).toBeFocused();
      await expect(topicHeading).toBeInViewport();
      await expect(admin.topicItem(title).getByText('Nytt', { exact: true })).toBeVisible();
      await expect(
        admin
          .topicItem(title)
          .getByText('Ikke på forsiden ennå: temaet vises der når det har fått spørsmål.'),
      ).toBeVisible();
      expect(await featured()).not.toContain(title);
      await fits(page, testInfo, `${screen.name} new featured topic`);

      // 'Søk etter tema' leaves the topics whose title holds the term.
      const search = page.getByRole('searchbox', { name: 'Søk etter tema' });
      await search.fill(stamp);
      await expect(page.getByRole('list', { name: 'Available Topics' }).getByRole('listitem')).toHaveCount(1);
      await fits(page, testInfo, `${screen.name} topic search`);
      await search.fill('');

      // The heading's example is help, not a grey value.
      await admin.topicItem(title).getByRole('button', { name: 'Rediger tema' }).click();
      const topicEditor = page.getByRole('dialog', { name: 'Rediger tema' });
      await expect(topicEditor.getByLabel('Overskrift')).not.toHaveAttribute('placeholder');
      await expect(
        topicEditor.getByText('Tittelen på dokumentet, for eksempel «Samboeravtale». Tomt: «Avtale».'),
      ).toBeVisible();
      await topicEditor.getByRole('button', { name: 'Avbryt' }).click();
      await expect(topicEditor).toBeHidden();

      // One language around the spec's English: only 'Add Question Template', 'Option n' and 'Add Option' stay.
      await admin.openQuestions(title);
      const form = admin.addQuestionForm();
      await expect(form.getByLabel('Spørsmålstekst')).toBeVisible();
      await expect(form.getByText(/Question Text|Question Type|Create Question/)).toHaveCount(0);
      const [C1, C2, C3, C4, C5] = [
        'Hvem eier katten?',
        'Skal katten være ute om natten?',
        'Hvem betaler dyrlegen?',
        'Hvem passer katten i ferien?',
        'Skal katten forsikres?',
      ];
      for (const text of [C1, C2, C3, C4]) {
        await admin.addQuestion(text);
        // The new card is scrolled to (on a phone it is below the form) and its heading has the focus.
        await expect(admin.card(text).getByRole('heading', { name: text })).toBeFocused();
        await expect(admin.card(text)).toBeInViewport();
      }
      await page.getByRole('button', { name: 'Nytt spørsmål' }).click();
      const creator = page.getByRole('dialog', { name: 'Nytt spørsmål' });
      await creator.getByLabel('Spørsmålstekst').fill(C5);
      await creator.getByRole('button', { name: 'Opprett spørsmål' }).click();
      await expect(creator).toBeHidden();
      await expect(admin.card(C5).getByRole('heading', { name: C5 })).toBeFocused();
      await expect(admin.card(C5)).toBeInViewport();
      await expect(admin.card(C5).getByText('Nytt', { exact: true })).toBeVisible();
      await fits(page, testInfo, `${screen.name} new question`);
      // With a question the topic is on the front page.
      await expect.poll(featured, { timeout: 15_000 }).toContain(title);

      // Keyboard: one arrow key is one place; the handle names its question.
      await expect(admin.handle(C1)).toHaveAccessibleName(`Flytt spørsmål: ${C1}`);
      await admin.handle(C1).focus();
      for (const key of ['Space', 'ArrowDown', 'Space']) {
        await page.keyboard.press(key);
        await page.waitForTimeout(250);
      }
      await expect(page.getByRole('alert').filter({ hasText: 'Rekkefølge oppdatert' })).toBeVisible();
      await expect.poll(() => admin.order()).toEqual([C2, C1, C3, C4, C5]);

      // A toast while a card's 'Slett' is at the bottom of the screen does not cover any 'Slett'.
      const last = admin.card(C5);
      await last
        .getByRole('button', { name: 'Slett' })
        .evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await last.getByRole('button', { name: 'Rediger' }).click();
      const editor = page.getByRole('dialog', { name: 'Rediger spørsmål' });
      await editor.getByRole('button', { name: 'Lagre' }).click();
      await expect(editor).toBeHidden();
      const toast = page.getByRole('alert').filter({ hasText: 'Spørsmål oppdatert' });
      await expect(toast).toBeVisible();
      await page.waitForTimeout(400);
      const toastBox = (await toast.boundingBox())!;
      await fits(page, testInfo, `${screen.name} toast after an edit`);
      for (const button of await page.getByRole('button', { name: 'Slett', exact: true }).all()) {
        const box = await button.boundingBox();
        if (!box || box.y + box.height <= 0 || box.y >= page.viewportSize()!.height) continue;
        // Where a toast at the bottom right (420 px wide, 24 px from the edges) would stand: recorded, not asserted.
        const viewport = page.viewportSize()!;
        if (
          box.x + box.width > viewport.width - 24 - 420 &&
          box.y + box.height > viewport.height - 24 - toastBox.height
        ) {
          testInfo.annotations.push({
            type: 'bottom-right toast would cover',
            description: JSON.stringify(box),
          });
        }
        const overlaps =
          box.x < toastBox.x + toastBox.width &&
          toastBox.x < box.x + box.width &&
          box.y < toastBox.y + toastBox.height &&
          toastBox.y < box.y + box.height;
        expect(
          overlaps,
          `the toast ${JSON.stringify(toastBox)} covers «Slett» at ${JSON.stringify(box)}`,
        ).toBe(false);
      }

      // The delete confirmation names the question.
      await last.getByRole('button', { name: 'Slett' }).click();
      const confirm = page.getByRole('dialog', { name: 'Er du sikker?' });
      await expect(confirm).toContainText(
        `Dette vil slette spørsmålet «${C5}» permanent. Denne handlingen kan ikke angres.`,
      );
      await fits(page, testInfo, `${screen.name} delete question`);
      await confirm.getByRole('button', { name: 'Avbryt' }).click();
      await expect(confirm).toBeHidden();

      // A rule without a source and a jump without a target: both under their field, with the focus there.
      await admin.card(C3).getByRole('button', { name: 'Administrer logikk' }).click();
      const logic = page.getByRole('dialog', { name: 'Administrer logikk' });
      await logic.getByRole('button', { name: 'Legg til regel' }).click();
      await expect(logic.getByText('Mangler kildesspørsmål. Vennligst velg et kildespørsmål.')).toBeVisible();
      await expect(logic.getByRole('combobox', { name: 'Kildespørsmål' })).toBeFocused();
      await admin.chooseOption(logic, 'Kildespørsmål', C2);
      await admin.chooseOption(logic, 'Handling', 'Hopp til spørsmål');
      await logic.getByRole('button', { name: 'Legg til regel' }).click();
      await expect(logic.getByText('Mangler målspørsmål. Vennligst velg et målspørsmål.')).toBeVisible();
      await expect(logic.getByRole('combobox', { name: 'Målspørsmål' })).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: 'Mangler' })).toHaveCount(0);
      await fits(page, testInfo, `${screen.name} rule without target`);
      await logic.getByRole('button', { name: 'Lukk' }).last().click();
      await expect(logic).toBeHidden();

      // The tester finds the topic by a part of its title.
      await page.goto('/admin/logikk-test');
      const pick = page.getByRole('combobox', { name: 'Søk etter tema' });
      await pick.fill(stamp);
      await expect(page.getByRole('option')).toHaveCount(1);
      await fits(page, testInfo, `${screen.name} tester topic search`);
      await page.getByRole('option', { name: title }).click();
      await expect(
        page.getByRole('region', { name: 'Spørsmål' }).getByRole('heading', { name: C2 }),
      ).toBeVisible();
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

      // The page and the server agree: the first 50 of the total, 'Eldre' while more are left. Other tests
      // send mails meanwhile (the workers run at once), so the server's total, asked after the page, may be
      // larger than the one the page shows, never smaller.
      const shown = /^Viser (\d+)–(\d+) av (\d+)$/.exec(
        (await log.getByText(/^Viser \d+–\d+ av \d+$/).textContent()) ?? '',
      );
      const [from, to, total] = (shown ?? []).slice(1).map(Number);
      const server = (
        (await (await page.request.get('/api/admin/mails?limit=1')).json()) as { total: number }
      ).total;
      expect(total).toBeGreaterThan(0);
      expect(server).toBeGreaterThanOrEqual(total);
      expect([from, to]).toEqual([1, Math.min(50, total)]);
      const pages = log.getByRole('navigation', { name: 'Sider i e-postloggen' });
      await expect(pages.getByRole('button', { name: 'Nyere' })).toBeDisabled();
      if (total > 50) {
        await pages.getByRole('button', { name: 'Eldre' }).click();
        await expect(log.getByText(/^Viser 51–\d+ av \d+$/)).toBeVisible();
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
    await page
      .screenshot({ path: `${process.env.ADMIN_LAYOUT_SHOTS}/failed-${name}-${Date.now()}.png` })
      .catch(() => undefined);
  }
});
