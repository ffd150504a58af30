import type { AgreementQuestion, Comparison } from '@avtalt/contracts';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { AdminPage } from '../pages/admin.page';
import { answerQuestions } from '../pages/journey';
import { givePartyDetailsViaApi, ResultPage } from '../pages/result.page';
import { loginAsAdmin } from '../support/admin';
import { submitAnswers } from '../support/answers';
import { expectAccessible } from '../support/axe';
import { DEVICES } from '../support/devices';
import { expectFitsScreen } from '../support/layout';
import { newUser, registerViaApi } from '../support/users';
import { comparisonPoint } from '../pages/comparison';

/*
 * Every page state the app has, checked once per device: axe finds no serious or critical violation
 * (docs/accessibility.md) and the page fits the screen (nothing pans sideways, nothing is left under the
 * footer); on the phone the viewport's screenshot is attached. One walk, written once and run on a desktop
 * (1280×800) and a phone (390×844, touch): the accessibility and the layout checks used to walk nearly the
 * same states in three tests, so the e2e run paid for each page three times.
 *
 * The walk: logged out (home, the custom topic dialog, both tabs of /auth and 'Glemt passord?', the pages a
 * mail's link opens without their token, /personvern), then Bjørn's main path on a catalogue topic (home logged
 * in, the mobile menu, the topic picked, every question of round 1, the share page, the invitation another person
 * sees logged out, the partial result, the comparison with disagreements and 'Bare uenigheter', the
 * compromise panel, a pending and an accepted proposal, round 2, the result before party details, with the
 * legal text and the signing dialog, /verifiser, the dashboard, the profile, 404), then the admin pages. Anne,
 * the other party, answers through the API.
 *
 * Each question of a round is checked to fit (with a screenshot); axe runs on the first question of each
 * round only: every question is the same page with another text, and `answerQuestions` checks the layout
 * again at the first question of each kind.
 */

const TOPIC = 'Bofellesskap og kollektiv';
const POWER = 'Skal strøm og internett deles likt?';
const SMOKING = 'Skal det være forbudt å røyke innendørs?';
const MIDDLE =
  'Skal internett deles likt og strømmen etter hvor mange døgn hver av dere har bodd i boligen i perioden?';

for (const [device, options] of Object.entries(DEVICES)) {
  test(`every page state passes axe and fits the screen (${device})`, async ({
    browser,
  }, testInfo: TestInfo) => {
    test.setTimeout(600_000);
    const phone = device === 'phone';
    /** axe (unless `axe: false`), the layout, and on the phone a screenshot of the viewport. */
    const check = async (page: Page, state: string, { axe = true } = {}) => {
      const name = `${state} (${device})`;
      if (axe) await expectAccessible(page, name, testInfo);
      await expectFitsScreen(page, name);
      if (phone) {
        const file = testInfo.outputPath(`${state.replace(/[^a-z0-9]+/gi, '-')}.png`);
        await page.screenshot({ path: file });
        await testInfo.attach(name, { path: file, contentType: 'image/png' });
      }
    };

    // Logged out: home, the custom topic dialog, both tabs of /auth and 'Glemt passord?'.
    const bob = await browser.newContext(options);
    const b = await bob.newPage();
    await b.goto('/');
    await expect(b.getByRole('heading', { name: 'Populære temaer' })).toBeVisible();
    await check(b, 'home, logged out');
    await b.getByRole('main').getByRole('button', { name: 'Opprett eget tema' }).click();
    const custom = b.getByRole('dialog', { name: 'Opprett eget tema' });
    await expect(custom).toBeVisible();
    await check(b, 'custom topic dialog');
    await b.keyboard.press('Escape');
    await expect(custom).toBeHidden();
    await b.goto('/auth');
    await expect(b.getByRole('tab', { name: 'Logg inn' })).toBeVisible();
    await check(b, 'auth, Logg inn');
    await b.getByRole('button', { name: 'Glemt passord?' }).click();
    await expect(b.getByRole('dialog', { name: 'Glemt passord?' })).toBeVisible();
    await check(b, "auth, 'Glemt passord?' dialog");
    await b.keyboard.press('Escape');
    await b.getByRole('tab', { name: 'Registrer' }).click();
    await expect(b.getByRole('tabpanel').getByLabel('Fornavn')).toBeVisible();
    await check(b, 'auth, Registrer');
    // The pages a mail's link opens, here with a link whose token is missing (their error states).
    await b.goto('/tilbakestill-passord');
    await expect(b.getByRole('button', { name: 'Be om ny lenke' })).toBeVisible();
    await check(b, 'reset password, no token');
    await b.goto('/bekreft-epost');
    await expect(b.getByText(/Lenken er ufullstendig/)).toBeVisible();
    await check(b, 'confirm address, no token');
    await b.goto('/avmeld');
    await expect(b.getByText(/Avmeldingslenken er ufullstendig/)).toBeVisible();
    await check(b, 'unsubscribe, no token');
    // The privacy notice, open to anyone (the footer's, the registration form's and every mail's link).
    await b.goto('/personvern');
    await expect(b.getByRole('heading', { level: 1, name: 'Personvern' })).toBeVisible();
    await check(b, 'privacy notice');

    // Logged in: home, the mobile menu (phone), the topic picked (the start bar appears).
    await registerViaApi(bob.request, { ...newUser('bjorn'), firstName: 'Bjørn', lastName: 'Berg' });
    await b.goto('/');
    await expect(b.getByRole('heading', { name: 'Populære temaer' })).toBeVisible();
    await expect(b.getByRole('button', { name: `Velg ${TOPIC}` }).first()).toBeVisible();
    await check(b, 'home, logged in');
    if (phone) {
      await b.getByRole('button', { name: 'Åpne meny' }).click();
      await expect(b.getByRole('dialog', { name: 'Meny' })).toBeVisible();
      await check(b, 'mobile menu');
      await b.getByRole('button', { name: 'Lukk meny' }).click();
      await expect(b.getByRole('dialog', { name: 'Meny' })).toBeHidden();
    }
    await b
      .getByRole('button', { name: `Velg ${TOPIC}` })
      .first()
      .click();
    await expect(b.getByRole('button', { name: `Lag ny avtale: ${TOPIC}` })).toBeVisible();
    await check(b, 'home, topic picked');
    await b.getByRole('button', { name: 'Lag ny avtale', exact: true }).click();
    await expect(b).toHaveURL(/\/avtale\/[0-9a-f-]+\/sporsmal$/);
    const id = b.url().split('/')[4];

    // Every question of round 1, whatever its kind; the share page after.
    let asked = 0;
    await answerQuestions(b, [], {
      onQuestion: async () => {
        asked += 1;
        await check(b, `round 1 question ${asked}`, { axe: asked === 1 });
      },
    });
    await expect(b).toHaveURL(new RegExp(`/avtale/${id}/del$`));
    await expect(b.getByRole('heading', { name: 'Takk for svarene dine!' })).toBeVisible();
    await check(b, 'share, after round 1');

    // Someone else opens the invitation, logged out (this page logs in as the admin at the end).
    const visitor = await browser.newContext(options);
    const v = await visitor.newPage();
    await v.goto(`/avtale/${id}`);
    await expect(v.getByRole('link', { name: 'Start å svare' })).toBeVisible();
    await expect(v.getByRole('main').getByRole('heading').first()).toBeVisible();
    await check(v, 'invitation');

    // Anne answers Nei on two points: the round has disagreements, and the result is partial.
    const alice = await browser.newContext();
    await registerViaApi(alice.request, { ...newUser('anne'), firstName: 'Anne', lastName: 'Hansen' });
    const questions = (await (
      await alice.request.get(`/api/agreements/${id}/questions`)
    ).json()) as AgreementQuestion[];
    const no = questions.filter((q) => q.text === POWER || q.text === SMOKING).map((q) => q.id);
    expect(no).toHaveLength(2);
    await submitAnswers(alice.request, id, no);
    await b.goto(`/avtale/${id}/ferdig`);
    await expect(b.getByRole('heading', { level: 1 })).toBeVisible();
    await b.waitForLoadState('networkidle');
    await check(b, 'result after round 1');

    // The comparison, with and without 'Bare uenigheter'.
    await b.goto(`/avtale/${id}/sammenligning`);
    await expect(b.getByRole('heading', { name: /Resultat runde 1$/ })).toBeVisible();
    const power = comparisonPoint(b, POWER, phone);
    await expect(power).toBeVisible();
    const onlyDisagreements = b.getByRole('switch', { name: 'Bare uenigheter (2)' });
    await expect(onlyDisagreements).toBeVisible();
    await check(b, 'comparison with disagreements');
    await onlyDisagreements.click();
    await expect(onlyDisagreements).toBeChecked();
    await expect(power).toBeVisible();
    await expect(comparisonPoint(b, SMOKING, phone)).toBeVisible();
    await check(b, "comparison, 'Bare uenigheter'");
    await onlyDisagreements.click();
    await expect(onlyDisagreements).not.toBeChecked();

    // The compromise panel, and a proposal from it.
    await power.getByRole('button', { name: 'Finn et kompromiss' }).click();
    const panel = b.getByRole('dialog', { name: 'Finn et kompromiss' });
    await expect(panel.getByTestId('proposal-option').first()).toContainText(MIDDLE);
    await check(b, 'compromise panel');
    await panel.getByRole('button', { name: `Foreslå: ${MIDDLE}` }).click();
    await expect(panel).toHaveCount(0);
    await expect(power.getByTestId('proposal-status')).toContainText(`Du foreslår: ${MIDDLE}`);
    await check(b, 'comparison with a pending proposal');

    // Anne accepts; Bjørn's page follows, and he starts round 2.
    const comparison = (await (
      await alice.request.get(`/api/agreements/${id}/comparison`)
    ).json()) as Comparison;
    const proposal = comparison.questionAnswers.find((r) => r.questionText === POWER)?.negotiation?.proposal;
    expect(proposal?.status).toBe('pending');
    expect(
      (await alice.request.post(`/api/agreements/${id}/proposals/${proposal!.id}/accept`)).status(),
    ).toBe(200);
    await expect(power.getByTestId('proposal-status')).toContainText('Alle har godtatt');
    await check(b, 'comparison with the proposal accepted');
    await b.getByRole('button', { name: 'Start neste runde' }).click();
    await expect(b.getByText(/Spørsmål \d av 2/)).toBeVisible();
    let asked2 = 0;
    await answerQuestions(b, [], {
      onQuestion: async () => {
        asked2 += 1;
        await check(b, `round 2 question ${asked2}`, { axe: asked2 === 1 });
      },
    });
    await expect(b).not.toHaveURL(/\/sporsmal$/);
    await submitAnswers(alice.request, id);

    // The result: party details, then the legal text and the signing dialog.
    const result = new ResultPage(b);
    await result.open(id);
    await expect(result.detailsCard).toBeVisible();
    await check(b, 'result before party details');
    await result.fillPartyDetails({ birthDate: '2.2.1990', address: 'Storgata 1, 0150 Oslo' });
    await givePartyDetailsViaApi(alice.request, id, { birthDate: '14.5.1988' });
    await expect(result.document()).toContainText('Bjørn Berg', { timeout: 20_000 });
    await check(b, 'result with the legal text');
    await b.getByRole('button', { name: 'Signer avtalen' }).click();
    const signing = b.getByRole('dialog', { name: 'Signer avtalen' });
    await expect(signing).toBeVisible();
    await check(b, 'signing dialog');
    await b.keyboard.press('Escape');
    await expect(signing).toBeHidden();

    // /verifiser, the dashboard, the profile and an unknown address.
    await b.goto('/verifiser');
    await expect(b.getByRole('heading', { name: 'Kontroller en signert avtale' })).toBeVisible();
    await check(b, 'verifiser');
    await b.goto('/dashboard');
    await expect(b.getByRole('heading', { name: 'Pågående avtaler' })).toBeVisible();
    await expect(b.getByRole('heading', { name: /Fullførte avtaler/ })).toBeVisible();
    await check(b, 'dashboard');
    await b.goto('/profile');
    await expect(b.getByRole('heading', { name: 'Min profil' })).toBeVisible();
    await check(b, 'profile');
    await b.goto('/finnes-ikke');
    await expect(b.getByText(/404/).first()).toBeVisible();
    await check(b, '404');

    // The admin pages: topics, a topic's questions, the question editor, the regenerate and logic dialogs,
    // the mail log, the logic tester.
    await loginAsAdmin(v);
    const admin = new AdminPage(v);
    await admin.open();
    await expect(v.getByRole('button', { name: 'Spørsmål', exact: true }).first()).toBeVisible();
    await check(v, 'admin, topics');
    await admin.openQuestions(TOPIC);
    const list = admin.questionList();
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await check(v, 'admin, questions');
    await list.getByRole('button', { name: 'Rediger' }).first().click();
    const editor = v.getByRole('dialog');
    await expect(editor).toBeVisible();
    await check(v, 'admin, question editor');
    await editor.getByRole('button', { name: 'Avbryt' }).click();
    await expect(editor).toBeHidden();
    await v.getByRole('button', { name: 'Regenerer spørsmål' }).click();
    const regenerate = v.getByRole('dialog', { name: 'Regenerer spørsmål' });
    await expect(regenerate).toBeVisible();
    await check(v, 'admin, regenerate dialog');
    await regenerate.getByRole('button', { name: 'Cancel' }).click();
    await expect(regenerate).toBeHidden();
    await list.getByRole('listitem').first().getByRole('button', { name: 'Administrer logikk' }).click();
    const logic = v.getByRole('dialog', { name: 'Administrer logikk' });
    await expect(logic).toBeVisible();
    await check(v, 'admin, logic rules dialog');
    await v.keyboard.press('Escape');
    await expect(logic).toBeHidden();
    await v.getByRole('tab', { name: 'E-post' }).click();
    await expect(v.getByRole('tabpanel')).toBeVisible();
    await expect(v.getByRole('heading', { name: 'E-postlogg' })).toBeVisible();
    // The tab lives in the address: the mail log opens from it too.
    await expect(v).toHaveURL(/[?&]fane=epost/);
    await v.reload();
    await expect(v.getByRole('heading', { name: 'E-postlogg' })).toBeVisible();
    await check(v, 'admin, mail log');
    await v.goto('/admin/logikk-test');
    await expect(v.getByRole('heading', { name: 'Logikktester', level: 1 })).toBeVisible();
    await check(v, 'admin, logic tester');

    for (const context of [bob, visitor, alice]) await context.close();
  });
}
