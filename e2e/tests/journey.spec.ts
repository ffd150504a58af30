import { expect, test } from '@playwright/test';
import { AuthPage } from '../pages/auth.page';
import { loginAsAdmin } from '../support/admin';
import { expectFitsScreen } from '../support/layout';
import { answerQuestions, comparisonStatuses, startAgreementFromHome } from '../pages/journey';
import { newUser, registerViaApi } from '../support/users';

const TOPIC = 'Bofellesskap og kollektiv';
const DIFFERENT = ['Skal strøm og internett deles likt?', 'Skal det være forbudt å røyke innendørs?'];

test('two people make an agreement: disagree on two questions, agree in round 2, see it completed', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const alice = await browser.newContext();
  const bob = await browser.newContext();
  const a = await alice.newPage();
  const b = await bob.newPage();

  // A: logged in, picks a catalogue topic and answers Ja to everything (the first option of a choice,
  // 'Meg selv' as the party, the same values as B).
  const userA = await registerViaApi(alice.request);
  const id = await startAgreementFromHome(a, TOPIC);
  const askedA = await answerQuestions(a);
  expect(askedA.length).toBeGreaterThanOrEqual(12);
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/del$`));
  const link = await a.getByRole('textbox', { name: 'Lenke til avtalen' }).inputValue();
  await expectFitsScreen(a, 'share page');
  expect(link).toMatch(new RegExp(`/avtale/${id}$`));

  // B: opens the link anonymously, answers differently on two questions, logs in when asked.
  const userB = newUser('bob');
  await registerViaApi(request, userB);
  await b.goto(new URL(link).pathname);
  await expect(b.getByText('Du er invitert til å delta i en avtale')).toBeVisible();
  await expect(b.getByText(`${userA.firstName} ${userA.lastName}`)).toBeVisible();
  await expectFitsScreen(b, 'invitation');
  await b.getByRole('link', { name: 'Start å svare' }).click();
  // B names A where A said 'Meg selv': the same party.
  await answerQuestions(b, DIFFERENT, { party: `${userA.firstName} ${userA.lastName}` });
  // Issue 34: no timed redirect; B has an account, so he takes «Logg inn» under «Registrer deg».
  await b
    .getByTestId('answered-without-account')
    .getByRole('link', { name: 'Logg inn' })
    .click({ timeout: 15_000 });
  await expect(b).toHaveURL(/\/auth\?returnTo=/);
  await new AuthPage(b).login(userB.email, userB.password);
  // Issue 34: the last answer closed the round, so B lands on the comparison, not on the share page.
  await expect(b).toHaveURL(new RegExp(`/avtale/${id}/sammenligning$`));
  await expect(b.getByRole('heading', { name: /Resultat runde 1$/ })).toBeVisible();

  // Both see the comparison with the two disagreements.
  for (const page of [a, b]) {
    await page.goto(`/avtale/${id}/sammenligning`);
    await expect(page.getByRole('heading', { name: /Resultat runde 1$/ })).toBeVisible();
    const statuses = await comparisonStatuses(page);
    expect(
      Object.entries(statuses)
        .filter(([, s]) => s === 'Uenige')
        .map(([q]) => q)
        .sort(),
    ).toEqual([...DIFFERENT].sort());
    await expect(page.getByRole('columnheader', { name: 'Deg' })).toBeVisible();
    await expectFitsScreen(page, 'comparison, round 1');
  }

  // Round 2 asks only the two; they agree.
  await a.getByRole('button', { name: 'Start neste runde' }).click();
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/sporsmal$`));
  // Wait for round 2's questions (not round 1's, which may show for a moment from the cache).
  await expect(a.getByText('Spørsmål 1 av 2')).toBeVisible();
  expect((await answerQuestions(a)).sort()).toEqual([...DIFFERENT].sort());
  await b.goto(`/avtale/${id}/sporsmal`);
  await expect(b.getByText('Spørsmål 1 av 2')).toBeVisible();
  expect((await answerQuestions(b)).sort()).toEqual([...DIFFERENT].sort());

  await a.goto(`/avtale/${id}/sammenligning`);
  await expect(a.getByRole('heading', { name: /Resultat runde 2$/ })).toBeVisible();
  await expect(a.getByRole('link', { name: 'Se ferdig avtale' })).toBeVisible();
  await expectFitsScreen(a, 'comparison, round 2');

  // A's dashboard lists it under 'Fullførte avtaler'.
  await a.goto('/dashboard');
  const completed = a.locator('section', { has: a.getByRole('heading', { name: 'Fullførte avtaler' }) });
  await expect(completed.getByText(TOPIC).first()).toBeVisible();
  await expect(completed.getByText('Fullført').first()).toBeVisible();
  await expectFitsScreen(a, 'dashboard');
  await alice.close();
  await bob.close();
});

test('a custom topic asked for publicly while logged out is completed after login', async ({
  browser,
  page,
  request,
}) => {
  const user = await registerViaApi(request);
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Opprett eget tema' }).click();
  const dialog = page.getByRole('dialog', { name: 'Opprett eget tema' });
  await dialog.getByRole('button', { name: 'Opprett tema' }).click();
  await expect(dialog.getByText('Vennligst angi en tittel')).toBeVisible();
  await expect(dialog.getByText('Vennligst angi en beskrivelse')).toBeVisible();
  await expectFitsScreen(page, 'custom topic dialog');
  const title = `Felles gressklipper ${Date.now()}`;
  await dialog.getByLabel('Tittel').fill(title);
  await dialog.getByLabel('Beskrivelse').fill('Naboene deler en gressklipper og kostnadene til service.');
  await dialog.getByRole('switch', { name: 'Gjør temaet tilgjengelig for alle' }).check();
  await dialog.getByRole('button', { name: 'Opprett og publiser tema' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Innlogging kreves' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  await new AuthPage(page).login(user.email, user.password);
  await expect(page).toHaveURL(/\/avtale\/[0-9a-f-]+\/sporsmal$/, { timeout: 30_000 });
  await expect(page.locator('#question-text')).toBeVisible();
  // Published, but listed for everyone only once an admin has given it questions (docs/public-topics.md).
  const listed = async () =>
    ((await (await request.get('/api/topics')).json()) as { title: string }[]).find((t) => t.title === title);
  expect(await listed()).toBeUndefined();
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginAsAdmin(adminPage);
  const all = (await (await adminContext.request.get('/api/admin/topics')).json()) as {
    id: string;
    title: string;
    isCustom: boolean;
    questionCount?: number;
  }[];
  const topic = all.find((t) => t.title === title);
  expect(topic).toMatchObject({ isCustom: true, questionCount: 0 });
  const added = await adminContext.request.post(`/api/admin/topics/${topic!.id}/templates`, {
    data: { text: 'Skal dere dele utgiftene likt?', type: 'yes_no' },
  });
  expect(added.status()).toBe(201);
  expect(await listed()).toMatchObject({ isCustom: true, featured: false });
  await adminContext.close();
});

test('a private custom topic: the page waits while the questions are made, then continues by itself', async ({
  page,
}) => {
  // Slow every answer about the draft down a little (the offline question bank is done in
  // milliseconds), so the waiting state can be seen; the answers themselves are the server's.
  await page.route('**/api/question-drafts/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  const drafts: number[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/api/question-drafts') drafts.push(res.status());
  });
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Opprett eget tema' }).click();
  const dialog = page.getByRole('dialog', { name: 'Opprett eget tema' });
  const title = `Felles robotklipper ${Date.now()}`;
  await dialog.getByLabel('Tittel').fill(title);
  await dialog.getByLabel('Beskrivelse').fill('Vi deler en robotklipper, strømmen og service hvert år.');
  await dialog.getByRole('button', { name: 'Opprett tema' }).click();

  // One check of the whole waiting state (text and progress bar together): two checks in a row can
  // straddle the moment the page moves on, on a loaded machine.
  const waiting = dialog.getByRole('status').filter({
    hasText: 'Lager spørsmål til avtalen …',
    has: page.getByRole('progressbar', { name: 'Lager spørsmål' }),
  });
  await expect(waiting).toBeVisible();
  await expect(page).toHaveURL(/\/avtale\/[0-9a-f-]+\/sporsmal$/, { timeout: 30_000 });
  await expect(page.locator('#question-text')).toBeVisible();
  expect(drafts).toEqual([202]);

  const id = page.url().split('/')[4];
  const agreement = await (await page.context().request.get(`/api/agreements/${id}`)).json();
  expect(agreement.title).toBe(title);
  const questions = await (await page.context().request.get(`/api/agreements/${id}/questions`)).json();
  expect(questions.length).toBe(10);
});

test('search filters topics by title or description and hides the popular section', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Populære temaer' })).toBeVisible();
  await page.getByPlaceholder('Søk etter tema...').fill('HYTTE');
  await expect(page.getByRole('heading', { name: 'Søkeresultater for "HYTTE"' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Populære temaer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Velg Felles hytte' })).toBeVisible();
  await expectFitsScreen(page, 'home, search results');
  await page.getByPlaceholder('Søk etter tema...').fill('finnes-ikke-xyz');
  await expect(
    page.getByText('Ingen temaer funnet. Prøv et annet søkeord eller opprett et eget tema.'),
  ).toBeVisible();
});

test('the initiator deletes an agreement from the dashboard', async ({ page }) => {
  await registerViaApi(page.context().request);
  const created = await page.context().request.post('/api/agreements', {
    data: { topic: 'custom', title: 'Slettes snart', description: 'Test' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/dashboard');
  const active = page.locator('section', { has: page.getByRole('heading', { name: 'Pågående avtaler' }) });
  await expect(active.getByText('Slettes snart')).toBeVisible();
  await active.getByRole('button', { name: 'Slett avtale' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Bekreft sletting' });
  await expect(dialog).toContainText('Denne handlingen kan ikke angres.');
  await expectFitsScreen(page, 'dashboard, delete dialog');
  await dialog.getByRole('button', { name: 'Slett' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Avtalen er slettet' })).toBeVisible();
  await expect(active.getByText('Slettes snart')).toHaveCount(0);
});
