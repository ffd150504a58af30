import type { Agreement, Comparison } from '@avtalt/contracts';
import { devices, expect, test } from '@playwright/test';
import { agreementOnTopic, submitAnswers } from '../support/answers';
import { expectFitsScreen } from '../support/layout';
import { newUser, registerViaApi } from '../support/users';

const TOPIC = 'Bofellesskap og kollektiv';

test('a blind round hides the answers until the last participant answered; then a stranger finds the agreement full', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const [alice, bob, carl, dora] = [
    await browser.newContext(),
    await browser.newContext(),
    await browser.newContext(),
    await browser.newContext(),
  ];
  await registerViaApi(alice.request);
  await registerViaApi(bob.request);
  await registerViaApi(carl.request, { ...newUser('carl'), firstName: 'Carl', lastName: 'Sist' });
  const { id, plain } = await agreementOnTopic(alice.request, TOPIC, 3);
  await submitAnswers(alice.request, id, [plain.id]);

  // Alice makes the rounds blind on the share page (off by default).
  const a = await alice.newPage();
  await a.goto(`/avtale/${id}/del`);
  const blind = a.getByRole('switch', { name: 'Skjul svarene til alle har svart' });
  await expect(blind).not.toBeChecked();
  await blind.click();
  await expect(a.getByRole('alert').filter({ hasText: 'Svarene skjules' })).toBeVisible();
  await expectFitsScreen(a, 'share page of a blind round');
  await expect(blind).toBeChecked();
  expect(((await (await alice.request.get(`/api/agreements/${id}`)).json()) as Agreement).blind).toBe(true);

  // Bob answers; his comparison shows his own answers, nobody else's, and who is still awaited.
  await submitAnswers(bob.request, id);
  const b = await bob.newPage();
  await b.goto(`/avtale/${id}/sammenligning`);
  await expect(
    b.getByText('Svarene vises når alle har svart. Til da ser du bare dine egne svar.'),
  ).toBeVisible();
  await expect(b.getByText('Venter på: 1 deltaker til')).toBeVisible();
  await expectFitsScreen(b, 'comparison of a blind round');
  await expect(b.getByRole('cell', { name: 'Nei', exact: true })).toHaveCount(0);
  const hidden = (await (await bob.request.get(`/api/agreements/${id}/comparison`)).json()) as Comparison;
  expect(
    hidden.questionAnswers.find((row) => row.questionId === plain.id)!.answers.map((x) => x.response),
  ).toEqual([null, true]);

  // Carl, answering last, sees no counts on Ja/Nei (nothing to be swayed by).
  const c = await carl.newPage();
  await c.goto(`/avtale/${id}/sporsmal`);
  await expect(c.getByText(/^Spørsmål 1 av \d+/)).toBeVisible();
  await expect(c.getByTestId('answer-count')).toHaveCount(0);
  await submitAnswers(carl.request, id);

  // The last answer reveals everything on Bob's page without a reload.
  await expect(b.getByRole('cell', { name: 'Nei', exact: true })).toHaveCount(1);
  await expect(
    b.getByText('Svarene vises når alle har svart. Til da ser du bare dine egne svar.'),
  ).toHaveCount(0);

  // Three of three have joined: a stranger's invitation says so and offers no way in.
  const d = await dora.newPage();
  await d.goto(`/avtale/${id}`);
  await expect(d.getByText('Avtalen har allerede alle deltakerne')).toBeVisible();
  await expectFitsScreen(d, 'invitation to a full agreement');
  await expect(d.getByRole('link', { name: 'Start å svare' })).toHaveCount(0);
  const refused = await dora.request.post(`/api/agreements/${id}/answers`, {
    data: { answers: { [plain.id]: true } },
  });
  expect(refused.status()).toBe(409);
  for (const context of [alice, bob, carl, dora]) await context.close();
});

test('after Velg on a phone, the button that starts the agreement is on the screen', async ({ browser }) => {
  const phone = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await page.goto('/');
  // The topic lists render as their data arrives: pin the card by its topic, not by its place in a list.
  const title = (
    (await page
      .getByRole('button', { name: /^Velg / })
      .last()
      .getAttribute('aria-label')) ?? ''
  ).replace(/^Velg /, '');
  const velg = page.getByRole('button', { name: `Velg ${title}`, exact: true }).last();
  await velg.scrollIntoViewIfNeeded();
  await velg.click();
  const start = page
    .getByRole('region', { name: 'Valgt tema' })
    .getByRole('button', { name: `Lag ny avtale: ${title}` });
  await expect(start).toBeInViewport();
  await start.click();
  await expect(page).toHaveURL(/\/avtale\/[^/]+\/sporsmal$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await phone.close();
});
