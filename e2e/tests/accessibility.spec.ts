import {
  expect,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { answerQuestions } from '../pages/journey';
import { loginAsAdmin } from '../support/admin';
import { answerViaApi, createCustomAgreement } from '../support/agreements';
import { expectAccessible } from '../support/axe';
import { expectFitsScreen } from '../support/layout';
import { newUser, registerViaApi } from '../support/users';

/**
 * Issue 16, accessible: axe-core on every page state the journeys visit, on a desktop and on a phone,
 * with no serious or critical violation (docs/accessibility.md).
 */
const DEVICES: Record<'desktop' | 'phone', BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

async function newPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  return (await browser.newContext(options)).newPage();
}

for (const [device, options] of Object.entries(DEVICES)) {
  test(`axe finds no serious or critical violation on any page state (${device})`, async ({
    browser,
  }, testInfo: TestInfo) => {
    test.setTimeout(180_000);
    const phone = device === 'phone';
    // Each state is also checked to fit the screen (issue 34).
    const check = async (page: Page, state: string) => {
      await expectAccessible(page, `${state} (${device})`, testInfo);
      await expectFitsScreen(page, `${state} (${device})`);
    };

    // Logged out: home, the custom topic dialog, both tabs of /auth.
    const a = await newPage(browser, options);
    await a.goto('/');
    await expect(a.getByRole('heading', { name: 'Populære temaer' })).toBeVisible();
    await check(a, 'home, logged out');
    await a.getByRole('main').getByRole('button', { name: 'Opprett eget tema' }).click();
    const dialog = a.getByRole('dialog', { name: 'Opprett eget tema' });
    await expect(dialog).toBeVisible();
    await check(a, 'custom topic dialog');
    await a.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await a.goto('/auth');
    await expect(a.getByRole('tab', { name: 'Logg inn' })).toBeVisible();
    await check(a, 'auth, Logg inn');
    await a.getByRole('button', { name: 'Glemt passord?' }).click();
    await expect(a.getByRole('dialog', { name: 'Glemt passord?' })).toBeVisible();
    await check(a, "auth, 'Glemt passord?' dialog");
    await a.keyboard.press('Escape');
    await a.getByRole('tab', { name: 'Registrer' }).click();
    await expect(a.getByRole('tabpanel').getByLabel('Fornavn')).toBeVisible();
    await check(a, 'auth, Registrer');
    // The pages a mail's link opens, here with a link whose token is missing (their error states).
    await a.goto('/tilbakestill-passord');
    await expect(a.getByRole('button', { name: 'Be om ny lenke' })).toBeVisible();
    await check(a, 'reset password, no token');
    await a.goto('/bekreft-epost');
    await expect(a.getByText(/Lenken er ufullstendig/)).toBeVisible();
    await check(a, 'confirm address, no token');
    await a.goto('/avmeld');
    await expect(a.getByText(/Avmeldingslenken er ufullstendig/)).toBeVisible();
    await check(a, 'unsubscribe, no token');

    // Logged in: home, the mobile menu, the question flow of a new agreement, the share page.
    await registerViaApi(a.context().request);
    await a.goto('/');
    await expect(a.getByRole('heading', { name: 'Populære temaer' })).toBeVisible();
    await check(a, 'home, logged in');
    if (phone) {
      await a.getByRole('button', { name: 'Åpne meny' }).click();
      await expect(a.getByRole('dialog', { name: 'Meny' })).toBeVisible();
      await check(a, 'mobile menu');
      await a.getByRole('button', { name: 'Lukk meny' }).click();
      await expect(a.getByRole('dialog', { name: 'Meny' })).toBeHidden();
    }
    const { id, questions } = await createCustomAgreement(
      a.context().request,
      `Tilgjengelig ${device} ${Date.now()}`,
    );
    await a.goto(`/avtale/${id}/sporsmal`);
    await expect(a.locator('#question-text')).toBeVisible();
    await check(a, 'question flow');
    await answerQuestions(a);
    await expect(a.getByRole('heading', { name: 'Takk for svarene dine!' })).toBeVisible();
    await check(a, 'share');

    // Someone else opens the invitation; a third person answers Nei to two questions.
    const b = await newPage(browser, options);
    await b.goto(`/avtale/${id}`);
    await expect(b.getByRole('link', { name: 'Start å svare' })).toBeVisible();
    await check(b, 'invitation');
    const c = await newPage(browser, options);
    await registerViaApi(c.context().request);
    await answerViaApi(c.context().request, id, [questions[0].id, questions[1].id]);

    // The comparison (with and without 'Bare uenigheter'), the partial result, the dashboard, the profile.
    await a.goto(`/avtale/${id}/sammenligning`);
    await expect(a.getByRole('heading', { name: /Resultat runde 1$/ })).toBeVisible();
    await expect(a.getByRole('switch', { name: 'Bare uenigheter (2)' })).toBeVisible();
    await check(a, 'comparison');
    await a.getByRole('switch', { name: 'Bare uenigheter (2)' }).click();
    await check(a, 'comparison, only disagreements');
    await a.goto(`/avtale/${id}/ferdig`);
    await expect(a.getByRole('heading', { level: 1 })).toBeVisible();
    await a.waitForLoadState('networkidle');
    await check(a, 'result');
    await a.goto('/dashboard');
    await expect(a.getByRole('heading', { name: 'Pågående avtaler' })).toBeVisible();
    await check(a, 'dashboard');
    await a.goto('/profile');
    await expect(a.getByRole('heading', { name: 'Min profil' })).toBeVisible();
    await check(a, 'profile');

    // The admin area: topics, a topic's questions, the regenerate and logic dialogs, the logic tester.
    const admin = await newPage(browser, options);
    await loginAsAdmin(admin);
    await admin.goto('/admin');
    await expect(admin.getByRole('heading', { name: 'Admin-dashbord' })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Spørsmål', exact: true }).first()).toBeVisible();
    await check(admin, 'admin, topics');
    await admin.getByRole('button', { name: 'Spørsmål', exact: true }).first().click();
    const list = admin.getByRole('list', { name: 'Spørsmål' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await check(admin, 'admin, questions');
    await admin.getByRole('button', { name: 'Regenerer spørsmål' }).click();
    await expect(admin.getByRole('dialog', { name: 'Regenerer spørsmål' })).toBeVisible();
    await check(admin, 'admin, regenerate dialog');
    await admin
      .getByRole('dialog', { name: 'Regenerer spørsmål' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(admin.getByRole('dialog', { name: 'Regenerer spørsmål' })).toBeHidden();
    await list.getByRole('listitem').first().getByRole('button', { name: 'Administrer logikk' }).click();
    await expect(admin.getByRole('dialog', { name: 'Administrer logikk' })).toBeVisible();
    await check(admin, 'admin, logic rules dialog');
    await admin.keyboard.press('Escape');
    await admin.goto('/admin/logikk-test');
    await expect(admin.getByRole('heading', { name: 'Logikktester' })).toBeVisible();
    await check(admin, 'admin, logic tester');
    await admin.goto('/admin?fane=epost');
    await expect(admin.getByRole('heading', { name: 'E-postlogg' })).toBeVisible();
    await check(admin, 'admin, mail log');

    for (const page of [a, b, c, admin]) await page.context().close();
  });
}

/** Presses Tab until `name` has focus (at most `max` presses); fails when it never does. */
async function tabTo(page: Page, role: 'button' | 'link', name: string, max = 20): Promise<void> {
  const target = page.getByRole(role, { name, exact: true });
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: skip link, start, answer, hold Enter, go back, finish; focus lands on each new question', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const alice = await browser.newContext();
  await registerViaApi(alice.request);
  const { id, questions } = await createCustomAgreement(alice.request, `Tastatur ${Date.now()}`);
  await answerViaApi(alice.request, id);
  const texts = questions.map((q) => q.text);

  const bob = await browser.newContext();
  await registerViaApi(bob.request);
  const b = await bob.newPage();
  await b.goto(`/avtale/${id}`);
  await expect(b.getByRole('link', { name: 'Start å svare' })).toBeVisible();
  // The invitation comes rendered by the server and is inert until it has hydrated (AppLayout's
  // HydrationDone): a key pressed before that reaches nothing on the page.
  await expect(b.locator('#root')).not.toHaveAttribute('inert');

  // The first Tab reaches the skip link, which moves focus into <main>.
  await b.keyboard.press('Tab');
  await expect(b.getByRole('link', { name: 'Hopp til innholdet' })).toBeFocused();
  await expect(b.getByRole('link', { name: 'Hopp til innholdet' })).toBeInViewport();
  await b.keyboard.press('Enter');
  await expect(b.getByRole('main')).toBeFocused();

  // 'Start å svare': focus on the first question's heading, which is announced.
  await tabTo(b, 'link', 'Start å svare');
  await b.keyboard.press('Enter');
  const heading = b.locator('#question-text');
  const announcement = b.getByTestId('question-announcement');
  await expect(heading).toHaveText(texts[0]);
  await expect(heading).toBeFocused();
  await expect(announcement).toHaveText(`Spørsmål 1: ${texts[0]}`);

  // Enter on Ja: the next question's heading has focus. The ring of the focused button is visible.
  await tabTo(b, 'button', 'Ja');
  const ring = await b.getByRole('button', { name: 'Ja', exact: true }).evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  await b.keyboard.press('Enter');
  await expect(heading).toHaveText(texts[1]);
  await expect(heading).toBeFocused();
  await expect(announcement).toHaveText(`Spørsmål 2: ${texts[1]}`);

  // Holding Enter on Ja (the key repeats) answers one question only.
  await tabTo(b, 'button', 'Ja');
  for (let i = 0; i < 6; i++) await b.keyboard.down('Enter');
  await b.keyboard.up('Enter');
  await expect(heading).toHaveText(texts[2]);
  await b.waitForTimeout(500);
  await expect(heading).toHaveText(texts[2]);
  await expect(heading).toBeFocused();

  // 'Tilbake' keeps focus while it can go further back, and hands it to the heading when it disables.
  await tabTo(b, 'button', 'Tilbake');
  await b.keyboard.press('Enter');
  await expect(heading).toHaveText(texts[1]);
  await expect(b.getByRole('button', { name: 'Tilbake' })).toBeFocused();
  await expect(announcement).toHaveText(`Spørsmål 2: ${texts[1]}`);
  await b.keyboard.press('Enter');
  await expect(heading).toHaveText(texts[0]);
  await expect(b.getByRole('button', { name: 'Tilbake' })).toBeDisabled();
  await expect(heading).toBeFocused();

  // The rest with Space on Ja, each from the focused heading, until the share page.
  for (let n = 0; n < texts.length; n++) {
    await expect(heading).toHaveText(texts[n]);
    await expect(heading).toBeFocused();
    await tabTo(b, 'button', 'Ja');
    await b.keyboard.press('Space');
    if (n < texts.length - 1) await expect(heading).toHaveText(texts[n + 1]);
  }
  // Issue 34: both said Ja to everything, so the last answer completes the agreement: /ferdig, not the share page.
  await expect(b).toHaveURL(new RegExp(`/avtale/${id}/ferdig$`));

  // Stored: Bob's Ja to every question, each once.
  const comparison = (await (await bob.request.get(`/api/agreements/${id}/comparison`)).json()) as {
    participants: { id: string; isYou: boolean }[];
    questionAnswers: { questionId: string; answers: { participantId: string; response: unknown }[] }[];
  };
  const me = comparison.participants.find((p) => p.isYou)!;
  const mine = comparison.questionAnswers.map((row) =>
    row.answers.filter((a) => a.participantId === me.id).map((a) => a.response),
  );
  expect(mine).toEqual(questions.map(() => [true]));
  await alice.close();
  await bob.close();
});

test('a phone shows the comparison of three people without sideways scrolling, and filters the disagreements', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const people = [
    { ...newUser('anne'), firstName: 'Anne', lastName: 'Aas' },
    { ...newUser('bjorn'), firstName: 'Bjørn', lastName: 'Berg-Halvorsen' },
    { ...newUser('cecilie'), firstName: 'Cecilie', lastName: 'Christiansen' },
  ];
  const [alice, bob, cecilie] = [
    await browser.newContext(DEVICES.phone),
    await browser.newContext(),
    await browser.newContext(),
  ];
  for (const [i, context] of [alice, bob, cecilie].entries())
    await registerViaApi(context.request, people[i]);
  const { id, questions } = await createCustomAgreement(alice.request, `Ferie sammen ${Date.now()}`, 3);
  await answerViaApi(alice.request, id);
  await answerViaApi(bob.request, id, [questions[0].id]);
  await answerViaApi(cecilie.request, id, [questions[1].id]);

  const a = await alice.newPage();
  await a.goto(`/avtale/${id}/sammenligning`);
  await expect(a.getByRole('heading', { name: /Resultat runde 1$/ })).toBeVisible();
  const list = a.getByRole('list', { name: 'Svarene i denne runden' });
  await expect(list.getByRole('listitem')).toHaveCount(questions.length);
  await expect(a.getByRole('table')).toHaveCount(0);

  // No sideways scrolling, and every name and answer inside the screen's width.
  const widths = await a.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  for (const [n, q] of questions.entries()) {
    const card = list.getByRole('listitem', { name: q.text });
    const expected = [
      ['Deg', 'Ja'],
      ['Bjørn Berg-Halvorsen', n === 0 ? 'Nei' : 'Ja'],
      ['Cecilie Christiansen', n === 1 ? 'Nei' : 'Ja'],
    ];
    const shown = await card
      .locator('dt')
      .evaluateAll((dts) => dts.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(shown).toEqual(expected);
    await expect(card.getByText(n < 2 ? 'Uenige' : 'Enige', { exact: true })).toBeVisible();
  }
  const outside = await list.locator('dt, dd, h2, .MuiChip-root').evaluateAll(
    (els) =>
      els.filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < 0 || r.right > window.innerWidth;
      }).length,
  );
  expect(outside).toBe(0);
  const shot = testInfo.outputPath('comparison-phone.png');
  await a.screenshot({ path: shot, fullPage: true });
  await testInfo.attach('comparison on a phone', { path: shot, contentType: 'image/png' });

  // 'Bare uenigheter (2)': only the two disagreed questions remain.
  await a.getByRole('switch', { name: 'Bare uenigheter (2)' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem', { name: questions[0].text })).toBeVisible();
  await expect(list.getByRole('listitem', { name: questions[1].text })).toBeVisible();
  const filtered = testInfo.outputPath('comparison-phone-disagreements.png');
  await a.screenshot({ path: filtered, fullPage: true });
  await testInfo.attach('comparison on a phone, only disagreements', {
    path: filtered,
    contentType: 'image/png',
  });
  for (const context of [alice, bob, cecilie]) await context.close();
});
