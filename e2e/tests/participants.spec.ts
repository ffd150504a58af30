import type { Agreement } from '@avtalt/contracts';
import { expect, test } from '@playwright/test';
import { agreementOnTopic, submitAnswers } from '../support/answers';
import { expectFitsScreen } from '../support/layout';
import { newUser, registerViaApi } from '../support/users';

const TOPIC = 'Bofellesskap og kollektiv';

test('removing a participant who never submitted round 2 lets the round complete; the others are told, the removed person too', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const [alice, bob, carl] = [
    await browser.newContext(),
    await browser.newContext(),
    await browser.newContext(),
  ];
  await registerViaApi(alice.request);
  await registerViaApi(bob.request);
  const userC = { ...newUser('carl'), firstName: 'Carl', lastName: 'Fjernesen' };
  await registerViaApi(carl.request, userC);
  const carlName = `${userC.firstName} ${userC.lastName}`;

  // Set-up through the API: three (as expected) answer round 1; Carl says Nei to a question no logic
  // depends on; round 2 starts and Alice and Bob answer it. Carl never submits round 2.
  const { id, plain } = await agreementOnTopic(alice.request, TOPIC, 3);
  await submitAnswers(alice.request, id);
  await submitAnswers(carl.request, id, [plain.id]);
  await submitAnswers(bob.request, id);
  expect((await alice.request.post(`/api/agreements/${id}/nextRound`)).status()).toBe(200);
  await submitAnswers(alice.request, id);
  await submitAnswers(bob.request, id);

  // Bob, a participant, sees by name whom the round waits for; only the initiator is offered 'Fjern'.
  const b = await bob.newPage();
  await b.goto(`/avtale/${id}/sammenligning`);
  await expect(b.getByRole('heading', { name: /Resultat runde 2$/ })).toBeVisible();
  await expect(b.getByText('Venter på at alle svarer')).toBeVisible();
  await expect(b.getByText(`Venter på: ${carlName}`)).toBeVisible();
  await expectFitsScreen(b, 'comparison waiting for one participant');
  await expect(b.getByRole('button', { name: /^Fjern/ })).toHaveCount(0);

  const a = await alice.newPage();
  await a.goto(`/avtale/${id}/sammenligning`);
  const waiting = a.getByRole('region', { name: 'Venter på svar' });
  await expect(waiting.getByText(carlName)).toBeVisible();
  await waiting.getByRole('button', { name: `Fjern ${carlName}` }).click();
  const dialog = a.getByRole('dialog', { name: `Fjerne ${carlName} fra avtalen?` });
  await expect(dialog).toContainText(`${carlName} har ikke svart i runde 2.`);
  await expect(dialog).toContainText('De kan ikke svare mer');
  await dialog.getByRole('button', { name: 'Fjern' }).click();
  await expect(a.getByRole('alert').filter({ hasText: 'Deltakeren er fjernet' })).toBeVisible();
  await expect(a.getByText('Avtalen er fullført')).toBeVisible();
  await expect(a.getByRole('link', { name: 'Se ferdig avtale' })).toBeVisible();
  await expectFitsScreen(a, 'comparison after a removal');
  await expect(waiting).toHaveCount(0);
  await expect(a.getByRole('columnheader', { name: carlName })).toHaveCount(0);

  // Bob's page follows without a reload (agreement.updated) and says who was removed.
  await expect(b.getByText('Avtalen er fullført')).toBeVisible();
  await expect(b.getByText(`${carlName} ble fjernet fra avtalen`)).toBeVisible();
  const status = ((await (await bob.request.get(`/api/agreements/${id}`)).json()) as Agreement).status;
  expect(status).toBe('completed');

  // Carl's page says plainly that he was removed, and he can no longer answer.
  const c = await carl.newPage();
  await c.goto(`/avtale/${id}/sammenligning`);
  await expect(c.getByText('Du er fjernet fra denne avtalen og kan ikke svare.')).toBeVisible();
  await expect(c.getByRole('link', { name: 'Svar på spørsmålene' })).toHaveCount(0);
  const late = await carl.request.post(`/api/agreements/${id}/answers`, {
    data: { answers: { [plain.id]: true } },
  });
  expect(late.status()).toBe(409);
  for (const context of [alice, bob, carl]) await context.close();
});
