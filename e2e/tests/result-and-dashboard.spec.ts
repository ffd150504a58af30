import { expect, test, type Page } from '@playwright/test';
import { givePartyDetailsViaApi, ResultPage } from '../pages/result.page';
import { answerViaApi, createCustomAgreement } from '../support/agreements';
import { expectFitsScreen } from '../support/layout';
import { newUser, registerViaApi } from '../support/users';

/*
 * Issue 34 (ux.md problems 5 and 13): the result page's primary button is the person's next step — their
 * party details, then «Signer avtalen» (the PDF beside it) — and there is no download that can only fail
 * before the text exists; the dashboard's cards say what is true: 0 % before any answer, «Venter på: …»,
 * «Se avtalen» and no round count on a finished card, «Fullførte avtaler (1)». On a desktop and a phone.
 */

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

// The first contained button of the page: the action row comes before the party-details card and its «Lagre».
const primary = (page: Page) => page.getByRole('main').locator('.MuiButton-contained').first();

for (const screen of SCREENS) {
  test.describe(`result page and dashboard (${screen.name})`, () => {
    test.use({ viewport: screen.viewport });

    test('the primary button follows the next step, and the dashboard cards say what is true', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const alice = await browser.newContext({ viewport: screen.viewport });
      const bob = await browser.newContext();
      await registerViaApi(alice.request, { ...newUser('anne'), firstName: 'Anne', lastName: 'Hansen' });
      await registerViaApi(bob.request, { ...newUser('bjorn'), firstName: 'Bjørn', lastName: 'Berg' });
      const nameB = 'Bjørn Berg';
      const a = await alice.newPage();

      // A completed agreement: both answered Ja to everything.
      const done = await createCustomAgreement(alice.request, `Avtale om planene ${Date.now()}`);
      await answerViaApi(alice.request, done.id);
      await answerViaApi(bob.request, done.id);

      await a.goto(`/avtale/${done.id}/ferdig`);
      await expect(a.getByRole('heading', { name: 'Gratulerer! Dere er enige.' })).toBeVisible();
      // First the party details: no PDF button that could only fail.
      await expect(primary(a)).toHaveText('Oppgi dine opplysninger');
      await expect(a.getByRole('button', { name: 'Last ned PDF' })).toHaveCount(0);
      await expect(a.getByRole('button', { name: 'Signer avtalen' })).toHaveCount(0);
      await expectFitsScreen(a, `result, party details first (${screen.name})`);
      await primary(a).click();
      await expect(a.getByRole('textbox', { name: 'Fødselsdato' })).toBeFocused();
      await new ResultPage(a).fillPartyDetails({ birthDate: '1.3.1985' });
      // Then the wait for Bjørn, named, still without a download.
      await expect(a.getByTestId('result-next-step')).toHaveText(
        `Avtaleteksten blir klar når ${nameB} har oppgitt fødselsdato eller adresse.`,
      );
      await expect(a.getByRole('button', { name: 'Signer avtalen' })).toHaveCount(0);
      await expect(a.getByRole('button', { name: 'Last ned PDF' })).toHaveCount(0);
      // Bjørn gives his: the page follows, and signing is the next step with the PDF beside it.
      await givePartyDetailsViaApi(bob.request, done.id, { birthDate: '2.2.1990' });
      await expect(a.getByRole('article', { name: 'Avtaletekst' })).toContainText(nameB, { timeout: 15_000 });
      await expect(primary(a)).toHaveText('Signer avtalen');
      await expect(a.getByRole('button', { name: 'Last ned PDF' })).toHaveClass(/MuiButton-outlined/);
      await expectFitsScreen(a, `result, sign next (${screen.name})`);

      // An agreement left before its first answer, and one whose round 2 waits for Bjørn.
      await createCustomAgreement(alice.request, `Utkast ${Date.now()}`);
      const open = await createCustomAgreement(alice.request, `Planene ${Date.now()}`);
      await answerViaApi(alice.request, open.id, [open.questions[0].id]);
      await answerViaApi(bob.request, open.id);
      expect((await alice.request.post(`/api/agreements/${open.id}/nextRound`)).status()).toBe(200);
      await answerViaApi(alice.request, open.id);

      await a.goto('/dashboard');
      const active = a.getByRole('region', { name: 'Pågående avtaler (2)' });
      const finished = a.getByRole('region', { name: 'Fullførte avtaler (1)' });
      await expect(active).toBeVisible();
      await expect(finished).toBeVisible();
      const draftCard = active.getByRole('link', { name: /Utkast/ });
      await expect(draftCard.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      await expect(draftCard).toContainText('0 deltakere');
      const openCard = active.getByRole('link', { name: /Planene/ });
      await expect(openCard).toContainText(`Venter på: ${nameB}`);
      await expect(openCard).toContainText('Runde 2 av');
      const doneCard = finished.getByRole('link', { name: /Avtale om planene/ });
      await expect(doneCard).toContainText('Se avtalen');
      await expect(doneCard).not.toContainText('Vis PDF');
      await expect(doneCard).not.toContainText('Runde');
      await expect(doneCard.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      await expectFitsScreen(a, `dashboard (${screen.name})`);
      await alice.close();
      await bob.close();
    });
  });
}
