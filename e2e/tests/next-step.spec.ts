import type { Comparison } from '@avtalt/contracts';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { answerQuestions } from '../pages/journey';
import { createCustomAgreement } from '../support/agreements';
import { expectFitsScreen } from '../support/layout';
import { desktopAndPhoneUsers } from '../support/users';

/**
 * Issue 34: every page says where the agreement stands and makes the person's next step its primary
 * button (agreementNextStep, frontend/src/lib/agreement-next-step.rules.ts). Anne on a 1280×900 desktop and
 * Bjørn on a 390×844 phone walk an agreement through its states: the share page while the other has to
 * answer, the comparison after the last answer of a round, a proposal that holds the next round back (the
 * reason at the top, the link to its card), round 2, /ferdig after the answers that complete it, and the
 * question page of an answered round or a finished agreement sending the person on (ux.md problems 1, 2, 12).
 */

const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** MUI's contained button is the page's primary one. */
async function expectPrimary(button: Locator, primary = true): Promise<void> {
  await expect(button).toBeVisible();
  if (primary) await expect(button).toHaveClass(/MuiButton-contained/);
  else await expect(button).not.toHaveClass(/MuiButton-contained/);
}

/** What still animates on the page (tag, classes, animation name): said when the layout check cannot settle. */
function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target as Element | null;
        const name = (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? a.id;
        return `${target?.tagName.toLowerCase() ?? '?'}.${String(target?.className ?? '')
          .split(' ')
          .slice(0, 2)
          .join('.')} ${name}`;
      }),
  );
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Two people's pages are open at once: the one looked at is brought to the front, as a person would.
  await page.bringToFront();
  try {
    await expectFitsScreen(page, name);
  } catch (error) {
    const running = `${name}: ${(await runningAnimations(page)).join('; ')}`;
    testInfo.annotations.push({ type: 'running animations', description: running });
    console.log(`running animations on ${running}`);
    throw error;
  }
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function comparisonOf(page: Page, id: string): Promise<Comparison> {
  const res = await page.request.get(`/api/agreements/${id}/comparison`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Comparison;
}

test('each page says where the agreement stands and makes the next step primary, from the share page to /ferdig', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { alice, bob, a, b, nameA, nameB } = await desktopAndPhoneUsers(browser, {
    width: 1280,
    height: 900,
  });
  const { id, questions } = await createCustomAgreement(a.context().request, `Neste steg ${Date.now()}`);
  const disputed = questions[0];

  // Anne answers first: the share page, «Del lenke» primary, the steps and the mail note.
  await a.goto(`/avtale/${id}/sporsmal`);
  await answerQuestions(a);
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/del$`));
  await expect(a.getByRole('heading', { level: 1, name: 'Takk for svarene dine!' })).toBeVisible();
  await expectPrimary(a.getByRole('button', { name: 'Del lenke' }));
  await expect(a.getByRole('heading', { name: 'Hva skjer nå?' })).toBeVisible();
  await shoot(a, testInfo, 'share-page-others-to-answer-desktop');

  // Bjørn's answers close round 1 (he says Nei to one point): the comparison, «Start neste runde» primary.
  await b.goto(`/avtale/${id}`);
  await b.getByRole('link', { name: 'Start å svare' }).click();
  await answerQuestions(b, [disputed.text]);
  await expect(b).toHaveURL(new RegExp(`/avtale/${id}/sammenligning$`));
  const statusB = b.getByTestId('comparison-status');
  await expect(statusB).toContainText(
    'Dere er uenige om noen punkter. Start neste runde for å svare på dem på nytt.',
  );
  await expectPrimary(b.getByRole('button', { name: 'Start neste runde' }));
  await shoot(b, testInfo, 'comparison-round-closed-phone');

  // Anne proposes Bjørn's answer on the point: the next round waits for Bjørn to answer it.
  const bjorn = (await comparisonOf(a, id)).participants.find((p) => !p.isYou)!;
  const proposed = await alice.request.post(`/api/agreements/${id}/proposals`, {
    data: { questionId: disputed.id, proposalId: `answer:${bjorn.id}` },
  });
  expect(proposed.status(), await proposed.text()).toBeLessThan(300);
  const blocker = (await comparisonOf(b, id)).nextRoundBlocker;
  expect(blocker).toMatchObject({
    reason: 'proposal',
    questionId: disputed.id,
    proposedBy: { userName: nameA },
    waitingFor: [{ userName: nameB, isYou: true }],
  });

  // Bjørn (phone): the reason at the top, «Svar på forslaget fra Anne Hansen» primary, linking to the card.
  await b.reload();
  await expect(statusB).toContainText(`${nameA} foreslår en løsning på «${disputed.text}»`);
  expect(norm(await statusB.textContent())).not.toContain('Venter på at alle svarer');
  const answerProposal = b.getByRole('link', { name: `Svar på forslaget fra ${nameA}` });
  await expectPrimary(answerProposal);
  await expect(answerProposal).toHaveAttribute('href', `#punkt-${disputed.id}`);
  await expectPrimary(b.getByRole('button', { name: 'Start neste runde' }), false);
  await expect(b.getByRole('button', { name: 'Start neste runde' })).toBeDisabled();
  await expect(b.getByTestId('next-round-hint')).toHaveText(
    'Neste runde kan starte når du har svart på forslaget.',
  );
  await shoot(b, testInfo, 'comparison-proposal-waits-for-you-phone');
  await answerProposal.click();
  const card = b.locator(`#punkt-${disputed.id}`);
  await expect(card).toBeInViewport();
  await expect(card.getByRole('button', { name: 'Godta' })).toBeVisible();

  // Anne (desktop): she waits for Bjørn by name, with the proposal to look at.
  await a.goto(`/avtale/${id}/sammenligning`);
  const statusA = a.getByTestId('comparison-status');
  await expect(statusA).toContainText(`Du har foreslått en løsning på «${disputed.text}»`);
  await expect(statusA).toContainText(`Venter på ${nameB}: svar på forslaget om «${disputed.text}»`);
  await expect(a.getByRole('link', { name: 'Se forslaget' })).toHaveAttribute(
    'href',
    `#punkt-${disputed.id}`,
  );
  await expect(a.getByTestId('next-round-hint')).toHaveText(
    `Neste runde kan starte når ${nameB} har svart på forslaget.`,
  );
  await expectPrimary(a.getByRole('button', { name: 'Start neste runde' }), false);
  await shoot(a, testInfo, 'comparison-proposal-waits-for-other-desktop');

  // Bjørn declines: the next round can start, and it is Anne's primary button.
  const proposalId = blocker?.reason === 'proposal' ? blocker.proposalId : '';
  const declined = await bob.request.post(`/api/agreements/${id}/proposals/${proposalId}/decline`);
  expect(declined.status(), await declined.text()).toBeLessThan(300);
  await a.reload();
  await expect(statusA).toContainText('Dere er uenige om noen punkter');
  const start = a.getByRole('button', { name: 'Start neste runde' });
  await expectPrimary(start);
  await expect(start).toBeEnabled();
  await start.click();
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/sporsmal$`));
  await expect(a.getByText('Spørsmål 1 av 1')).toBeVisible();
  await answerQuestions(a);

  // Round 2, Anne answered and Bjørn has not: the share page names him and does not push the link.
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/del$`));
  await expect(a.getByTestId('share-lead')).toHaveText(
    `Nå venter vi på svar fra ${nameB}. Du får en e-post når de har svart.`,
  );
  await expectPrimary(a.getByRole('button', { name: 'Del lenke' }), false);
  await expect(a.getByRole('heading', { name: 'Hva skjer nå?' })).toHaveCount(0);
  await shoot(a, testInfo, 'share-page-round-2-waiting-desktop');

  // Anne's question page of the round she answered sends her to the comparison: no answer buttons.
  await a.goto(`/avtale/${id}/sporsmal`);
  await expect(a).toHaveURL(new RegExp(`/avtale/${id}/sammenligning$`));
  await expect(statusA).toContainText('Venter på at alle svarer');

  // Bjørn answers round 2 and they agree: /ferdig.
  await b.goto(`/avtale/${id}/sporsmal`);
  await expect(b.getByText('Spørsmål 1 av 1')).toBeVisible();
  await answerQuestions(b);
  await expect(b).toHaveURL(new RegExp(`/avtale/${id}/ferdig$`));
  await shoot(b, testInfo, 'result-after-last-answer-phone');

  // The question page of a finished agreement (an old mail's link) sends both to /ferdig.
  for (const page of [a, b]) {
    await page.goto(`/avtale/${id}/sporsmal`);
    await expect(page).toHaveURL(new RegExp(`/avtale/${id}/ferdig$`));
    await expect(page.getByRole('button', { name: 'Ja', exact: true })).toHaveCount(0);
  }
  // Its share page says so too, with no «Del lenken» steps: Anne's next step is her details for the text.
  await a.goto(`/avtale/${id}/del`);
  await expect(a.getByRole('heading', { level: 1, name: 'Avtalen er fullført' })).toBeVisible();
  const details = a.getByRole('link', { name: 'Oppgi dine opplysninger' });
  await expectPrimary(details);
  await expect(details).toHaveAttribute('href', `/avtale/${id}/ferdig`);
  await expect(a.getByRole('heading', { name: 'Hva skjer nå?' })).toHaveCount(0);
  await shoot(a, testInfo, 'share-page-completed-desktop');

  await alice.close();
  await bob.close();
});
