import type { Agreement, AgreementQuestion, Topic } from '@avtalt/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { newUser, registerViaApi } from '../support/users';

const TOPIC = 'Bofellesskap og kollektiv';

/**
 * Submits the caller's answer set through the API: Ja to every yes/no question of their round, Nei to
 * `no`; the first option of a choice, 10 for numbers, 1 March 2027 for dates, and the initiator for a
 * party (themselves while nobody has joined), so everyone gives the same typed answers.
 * Answers to questions the set itself hides (logic) are refused with their ids; they are left out.
 */
async function submit(request: APIRequestContext, id: string, no: string[] = []): Promise<Agreement> {
  const questions = (await (await request.get(`/api/agreements/${id}/questions`)).json()) as AgreementQuestion[];
  const agreement = (await (await request.get(`/api/agreements/${id}`)).json()) as Agreement;
  const initiator = agreement.participants.find((p) => p.userId === agreement.initiatorId);
  const answerTo = (q: AgreementQuestion): boolean | string => {
    if (q.type === 'yes_no') return !no.includes(q.id);
    if (q.type === 'multiple_choice') return q.options![0];
    if (q.format === 'date') return '2027-03-01';
    if (q.format === 'party') return initiator?.id ?? 'self';
    if (q.format === 'text') return 'Som avtalt';
    return '10';
  };
  let answers = Object.fromEntries(questions.map((q) => [q.id, answerTo(q)]));
  for (let attempt = 0; attempt < 5; attempt++) {
    const res = await request.post(`/api/agreements/${id}/answers`, { data: { answers } });
    if (res.status() === 200) return (await res.json()) as Agreement;
    expect(res.status()).toBe(400);
    const hidden = new Set(((await res.json()).details as { path: string }[]).map((d) => d.path.replace('answers.', '')));
    answers = Object.fromEntries(Object.entries(answers).filter(([q]) => !hidden.has(q)));
  }
  throw new Error('answer set refused five times');
}

test('the initiator removes a participant who does not answer round 2, and the agreement completes', async ({ browser }) => {
  test.setTimeout(90_000);
  const [alice, bob, carl] = [await browser.newContext(), await browser.newContext(), await browser.newContext()];
  await registerViaApi(alice.request);
  await registerViaApi(bob.request);
  const userC = { ...newUser('carl'), firstName: 'Carl', lastName: 'Fjernesen' };
  await registerViaApi(carl.request, userC);

  // Set-up through the API: three answer round 1; Carl says Nei to a question no logic depends on.
  const topics = (await (await alice.request.get('/api/topics')).json()) as Topic[];
  const topic = topics.find((t) => t.title === TOPIC)!;
  const created = await alice.request.post('/api/agreements', { data: { topic: topic.id, title: TOPIC, description: 'Vi deler hus.' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const questions = (await (await alice.request.get(`/api/agreements/${id}/questions`)).json()) as AgreementQuestion[];
  const sources = new Set(questions.flatMap((q) => q.rules.map((r) => r.sourceQuestionId)));
  const plain = questions.find((q) => q.type === 'yes_no' && q.rules.length === 0 && !sources.has(q.id))!;
  await submit(alice.request, id);
  await submit(carl.request, id, [plain.id]);
  await submit(bob.request, id);
  expect((await alice.request.post(`/api/agreements/${id}/nextRound`)).status()).toBe(200);
  await submit(alice.request, id);
  await submit(bob.request, id);

  // Bob watches the comparison; Alice removes Carl on hers.
  const b = await bob.newPage();
  await b.goto(`/avtale/${id}/sammenligning`);
  await expect(b.getByRole('heading', { name: /Resultat runde 2$/ })).toBeVisible();
  await expect(b.getByText('Venter på at alle svarer')).toBeVisible();
  // Only the initiator is offered 'Fjern'.
  await expect(b.getByRole('button', { name: /^Fjern/ })).toHaveCount(0);

  const a = await alice.newPage();
  await a.goto(`/avtale/${id}/sammenligning`);
  const waiting = a.getByRole('region', { name: 'Venter på svar' });
  const carlName = `${userC.firstName} ${userC.lastName}`;
  await expect(waiting.getByText(carlName)).toBeVisible();
  await waiting.getByRole('button', { name: `Fjern ${carlName}` }).click();
  const dialog = a.getByRole('dialog', { name: 'Fjerne deltakeren?' });
  await expect(dialog).toContainText(`${carlName} har ikke svart i runde 2.`);
  await dialog.getByRole('button', { name: 'Fjern' }).click();
  await expect(a.getByRole('alert').filter({ hasText: 'Deltakeren er fjernet' })).toBeVisible();
  await expect(a.getByText('Avtalen er fullført')).toBeVisible();
  await expect(a.getByRole('link', { name: 'Se ferdig avtale' })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(a.getByRole('columnheader', { name: carlName })).toHaveCount(0);

  // Bob's page follows without a reload (agreement.updated), and Carl can no longer answer.
  await expect(b.getByText('Avtalen er fullført')).toBeVisible();
  const late = await carl.request.post(`/api/agreements/${id}/answers`, { data: { answers: { [plain.id]: true } } });
  expect(late.status()).toBe(409);
  for (const context of [alice, bob, carl]) await context.close();
});
