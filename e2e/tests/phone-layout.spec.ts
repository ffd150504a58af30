import type { AgreementQuestion, Comparison } from '@avtalt/contracts';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { AdminPage } from '../pages/admin.page';
import { answerQuestions, startAgreementFromHome } from '../pages/journey';
import { givePartyDetailsViaApi, ResultPage } from '../pages/result.page';
import { loginAsAdmin } from '../support/admin';
import { submitAnswers } from '../support/answers';
import { expectFitsScreen } from '../support/layout';
import { newUser, registerViaApi } from '../support/users';

/*
 * Issue 34: every page fits a phone. One walk on a 390×844 touch screen through the main path — home, the
 * topic picked, every typed question, share, the comparison with a disagreement and a proposal, round 2,
 * the result with party details and the signing dialog, /verifiser, the dashboard, 404, the login page and
 * the admin pages — checking at each state that nothing pans sideways and nothing is left under the
 * footer (expectFitsScreen names the element that does). The other party answers through the API.
 * Each state's screenshot (the viewport) is attached. One walk, not a copy of every journey: the e2e run
 * is kept short (issue 35).
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

const TOPIC = 'Bofellesskap og kollektiv';
const POWER = 'Skal strøm og internett deles likt?';
const SMOKING = 'Skal det være forbudt å røyke innendørs?';
const MIDDLE =
  'Skal internett deles likt og strømmen etter hvor mange døgn hver av dere har bodd i boligen i perioden?';

/** Checks the page fits and attaches what the phone shows. */
async function fits(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  await expectFitsScreen(page, `${state} (phone)`);
  const file = testInfo.outputPath(`${state.replace(/[^a-z0-9]+/gi, '-')}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(state, { path: file, contentType: 'image/png' });
}

test('the main path and the admin pages fit a phone at every state', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const b = page;
  await registerViaApi(b.context().request, { ...newUser('bjorn'), firstName: 'Bjørn', lastName: 'Berg' });
  const alice = await browser.newContext();
  await registerViaApi(alice.request, { ...newUser('anne'), firstName: 'Anne', lastName: 'Hansen' });

  // Home and the topic picked (the start bar appears).
  await b.goto('/');
  await expect(b.getByRole('button', { name: `Velg ${TOPIC}` }).first()).toBeVisible();
  await fits(b, testInfo, 'home');
  const id = await startAgreementFromHome(b, TOPIC);

  // Every question of round 1, whatever its kind; the share page after.
  const kinds = new Set<string>();
  await answerQuestions(b, [], {
    onQuestion: async (text) => {
      await fits(b, testInfo, `round 1 question ${kinds.size + 1}`);
      kinds.add(text);
    },
  });
  await expect(b).not.toHaveURL(/\/sporsmal$/);
  await fits(b, testInfo, 'after round 1');

  // Anne answers Nei on two points: the comparison has disagreements.
  const questions = (await (
    await alice.request.get(`/api/agreements/${id}/questions`)
  ).json()) as AgreementQuestion[];
  const no = questions.filter((q) => q.text === POWER || q.text === SMOKING).map((q) => q.id);
  expect(no).toHaveLength(2);
  await submitAnswers(alice.request, id, no);

  await b.goto(`/avtale/${id}/sammenligning`);
  await expect(b.getByRole('heading', { name: /Resultat runde 1$/ })).toBeVisible();
  await expect(b.getByTestId('comparison-card').first()).toBeVisible();
  await fits(b, testInfo, 'comparison with disagreements');

  // The compromise panel, and a proposal from it.
  const power = b
    .getByTestId('comparison-card')
    .filter({ has: b.getByRole('heading', { name: POWER, exact: true }) });
  await power.getByRole('button', { name: 'Finn et kompromiss' }).click();
  const panel = b.getByRole('dialog', { name: 'Finn et kompromiss' });
  await expect(panel.getByTestId('proposal-option').first()).toContainText(MIDDLE);
  await fits(b, testInfo, 'compromise panel');
  await panel.getByRole('button', { name: `Foreslå: ${MIDDLE}` }).click();
  await expect(panel).toHaveCount(0);
  await expect(power.getByTestId('proposal-status')).toContainText(`Du foreslår: ${MIDDLE}`);
  await fits(b, testInfo, 'comparison with a pending proposal');

  // Anne accepts; Bjørn's page follows, and he starts round 2.
  const comparison = (await (
    await alice.request.get(`/api/agreements/${id}/comparison`)
  ).json()) as Comparison;
  const proposal = comparison.questionAnswers.find((r) => r.questionText === POWER)?.negotiation?.proposal;
  expect(proposal?.status).toBe('pending');
  expect((await alice.request.post(`/api/agreements/${id}/proposals/${proposal!.id}/accept`)).status()).toBe(
    200,
  );
  await expect(power.getByTestId('proposal-status')).toContainText('Alle har godtatt');
  await fits(b, testInfo, 'comparison with the proposal accepted');
  await b.getByRole('button', { name: 'Start neste runde' }).click();
  await expect(b.getByText(/Spørsmål \d av 2/)).toBeVisible();
  await answerQuestions(b, [], { onQuestion: () => fits(b, testInfo, `round 2 question`) });
  await expect(b).not.toHaveURL(/\/sporsmal$/);
  await submitAnswers(alice.request, id);

  // The result: party details, then the signing dialog.
  const result = new ResultPage(b);
  await result.open(id);
  await expect(result.detailsCard).toBeVisible();
  await fits(b, testInfo, 'result before party details');
  await result.fillPartyDetails({ birthDate: '2.2.1990', address: 'Storgata 1, 0150 Oslo' });
  await givePartyDetailsViaApi(alice.request, id, { birthDate: '14.5.1988' });
  await expect(result.document()).toContainText('Bjørn Berg', { timeout: 20_000 });
  await fits(b, testInfo, 'result with the legal text');
  await b.getByRole('button', { name: 'Signer avtalen' }).click();
  const signing = b.getByRole('dialog', { name: 'Signer avtalen' });
  await expect(signing).toBeVisible();
  await fits(b, testInfo, 'signing dialog');
  await b.keyboard.press('Escape');
  await expect(signing).toBeHidden();

  // /verifiser, the dashboard, the profile and an unknown address.
  await b.goto('/verifiser');
  await expect(b.getByRole('heading', { name: 'Kontroller en signert avtale' })).toBeVisible();
  await fits(b, testInfo, 'verifiser');
  await b.goto('/dashboard');
  await expect(b.getByRole('heading', { name: /Fullførte avtaler/ })).toBeVisible();
  await fits(b, testInfo, 'dashboard');
  await b.goto('/profile');
  await expect(b.getByRole('heading', { level: 1 })).toBeVisible();
  await fits(b, testInfo, 'profile');
  await b.goto('/finnes-ikke');
  await expect(b.getByText(/404/).first()).toBeVisible();
  await fits(b, testInfo, '404');
  await alice.close();

  // Logged out: the invitation and the login page; then the admin pages.
  const adminContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  const admin = await adminContext.newPage();
  await admin.goto(`/avtale/${id}`);
  await expect(admin.getByRole('main').getByRole('heading').first()).toBeVisible();
  await fits(admin, testInfo, 'invitation');
  await admin.goto('/auth');
  await expect(admin.getByRole('tab', { name: 'Logg inn' })).toBeVisible();
  await fits(admin, testInfo, 'login');
  await loginAsAdmin(admin);
  const adminPage = new AdminPage(admin);
  await adminPage.open();
  await fits(admin, testInfo, 'admin topics');
  await adminPage.openQuestions(TOPIC);
  await expect(adminPage.questionList()).toBeVisible();
  await fits(admin, testInfo, 'admin questions');
  await adminPage.questionList().getByRole('button', { name: 'Rediger' }).first().click();
  const editor = admin.getByRole('dialog');
  await expect(editor).toBeVisible();
  await fits(admin, testInfo, 'admin question editor');
  await editor.getByRole('button', { name: 'Avbryt' }).click();
  await admin.getByRole('tab', { name: 'E-post' }).click();
  await expect(admin.getByRole('tabpanel')).toBeVisible();
  await fits(admin, testInfo, 'admin mail');
  await admin.goto('/admin/logikk-test');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await fits(admin, testInfo, 'admin logic tester');
  await adminContext.close();
});
