import { expect, type Page, test } from '@playwright/test';
import { answerQuestions, comparisonStatuses } from '../pages/journey';
import { expectFitsScreen } from '../support/layout';
import { newUser, registerViaApi } from '../support/users';

/** The chat messages of the page, in the order shown: "name: text". */
async function chatLines(page: Page): Promise<string[]> {
  return page
    .getByRole('log', { name: 'Meldinger' })
    .locator('li')
    .evaluateAll((items) => items.map((li) => (li.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

async function send(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Skriv en melding' });
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

test('two people see each other’s answers arrive and chat live on the comparison page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const alice = await browser.newContext();
  const bob = await browser.newContext();
  const a = await alice.newPage();
  const b = await bob.newPage();
  await registerViaApi(alice.request, { ...newUser('anne'), firstName: 'Anne', lastName: 'Aas' });
  await registerViaApi(bob.request, { ...newUser('bjorn'), firstName: 'Bjørn', lastName: 'Berg' });

  // A starts an agreement, answers Ja to everything and waits on the comparison.
  const created = await alice.request.post('/api/agreements', {
    data: { topic: 'custom', title: 'Avtale om helgene', description: 'Vi deler en hytte på fjellet.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await a.goto(`/avtale/${id}/sporsmal`);
  const questions = await answerQuestions(a);
  await a.goto(`/avtale/${id}/sammenligning`);
  await expect(a.getByRole('heading', { name: /Resultat runde 1$/ })).toBeVisible();
  await expect(a.getByRole('columnheader')).toHaveCount(3); // question, Deg, status
  await expect(a.getByText('Ingen meldinger ennå. Start diskusjonen!')).toBeVisible();
  await expectFitsScreen(a, 'comparison with an empty chat');
  // A marker that a reload would wipe out.
  await a.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // B answers in B's own browser, Nei to the first question: A's table changes without a reload.
  await b.goto(`/avtale/${id}/sporsmal`);
  await answerQuestions(b, [questions[0]]);
  await expect(a.getByRole('columnheader', { name: 'Bjørn Berg' })).toBeVisible({ timeout: 10_000 });
  await expect.poll(async () => (await comparisonStatuses(a))[questions[0]]).toBe('Uenige');
  expect(await a.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Both on the comparison: they chat, and every message shows on both sides in the same order.
  await b.goto(`/avtale/${id}/sammenligning`);
  await expect(b.getByRole('heading', { name: 'Diskusjon' })).toBeVisible();
  await send(a, 'Hei Bjørn! Hvorfor nei på det første spørsmålet?');
  await expect(b.getByRole('log', { name: 'Meldinger' })).toContainText(
    'Hvorfor nei på det første spørsmålet?',
  );
  // Shift+Enter makes a new line; Enter sends.
  const inputB = b.getByRole('textbox', { name: 'Skriv en melding' });
  await inputB.fill('Jeg bruker hytta mest om vinteren.');
  await inputB.press('Shift+Enter');
  await inputB.pressSequentially('Kan vi ta det i neste runde?');
  await expect(inputB).toHaveValue('Jeg bruker hytta mest om vinteren.\nKan vi ta det i neste runde?');
  await inputB.press('Enter');
  await expect(inputB).toHaveValue('');
  // Only whitespace: nothing is sent.
  await inputB.fill('   ');
  await inputB.press('Enter');
  await send(a, 'Greit, vi tar det da.');

  const expected = [/Anne Aas|Deg/, /Bjørn Berg|Deg/, /Anne Aas|Deg/];
  for (const page of [a, b]) {
    await expect.poll(async () => (await chatLines(page)).length).toBe(3);
    const lines = await chatLines(page);
    expect(lines[0]).toContain('Hvorfor nei på det første spørsmålet?');
    expect(lines[1]).toContain('Kan vi ta det i neste runde?');
    expect(lines[2]).toContain('Greit, vi tar det da.');
    lines.forEach((line, i) => expect(line).toMatch(expected[i]));
  }
  // B's two lines stayed one message with a line break.
  await expect(a.getByRole('log', { name: 'Meldinger' }).getByText(/vinteren\.\s*Kan vi/)).toBeVisible();
  await expectFitsScreen(a, 'comparison with chat messages');
  // A reload fetches the history again: the same three, each once.
  await b.reload();
  await expect.poll(async () => (await chatLines(b)).length).toBe(3);
  await alice.close();
  await bob.close();
});
