import { expect, type Page, test } from '@playwright/test';
import { answerViaApi, createCustomAgreement } from '../support/agreements';
import { DEVICES } from '../support/devices';
import { newUser, registerViaApi } from '../support/users';

/**
 * Accessible beyond what axe sees (docs/accessibility.md): the question flow by keyboard alone, and the
 * comparison of three people on a phone. axe and the layout check at every page state, on a desktop and a
 * phone, are in page-states.spec.ts.
 */

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
  const { id, questions } = await createCustomAgreement(alice.request, `Turplaner ${Date.now()}`, 3);
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
