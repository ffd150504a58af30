import type { AgreementQuestion } from '@avtalt/contracts';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * An agreement on a custom topic, made through the API: its questions come from the offline question
 * bank at once, all Ja/Nei (the set-up of tests that are not about typed questions): the description names
 * no relation, and callers give titles that name none either (docs/question-generation.md).
 */
export async function createCustomAgreement(
  request: APIRequestContext,
  title: string,
  expectedParticipants = 2,
): Promise<{ id: string; questions: AgreementQuestion[] }> {
  const created = await request.post('/api/agreements', {
    data: {
      topic: 'custom',
      title,
      description: 'Vi planlegger sammen.',
      expectedParticipants,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const questions = (await (
    await request.get(`/api/agreements/${id}/questions`)
  ).json()) as AgreementQuestion[];
  expect(questions.length).toBeGreaterThan(2);
  // A title the generator reads a relation in gives typed questions, which answerViaApi cannot answer.
  expect(
    questions.filter((q) => q.type !== 'yes_no').map((q) => q.text),
    `"${title}" gave questions that are not Ja/Nei`,
  ).toEqual([]);
  return { id, questions };
}

/** Submits Ja to every question of the caller's round, Nei to those whose ids are in `no`. */
export async function answerViaApi(request: APIRequestContext, id: string, no: string[] = []): Promise<void> {
  const questions = (await (
    await request.get(`/api/agreements/${id}/questions`)
  ).json()) as AgreementQuestion[];
  const answers = Object.fromEntries(questions.map((q) => [q.id, !no.includes(q.id)]));
  const res = await request.post(`/api/agreements/${id}/answers`, { data: { answers } });
  expect(res.status(), await res.text()).toBe(200);
}
