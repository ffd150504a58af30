import type { Agreement, AgreementQuestion, Topic } from '@avtalt/contracts';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Submits the caller's answer set through the API: Ja to every yes/no question of their round, Nei to
 * `no`; the first option of a choice, 10 for numbers, 1 March 2027 for dates, and the initiator for a
 * party (themselves while nobody has joined), so everyone gives the same typed answers.
 * Answers to questions the set itself hides (logic) are refused with their ids; they are left out.
 */
export async function submitAnswers(request: APIRequestContext, id: string, no: string[] = []): Promise<Agreement> {
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

/**
 * Creates an agreement on a catalogue topic through the API and returns its id and a yes/no question
 * no logic depends on (a Nei to it changes nothing else).
 */
export async function agreementOnTopic(
  request: APIRequestContext,
  title: string,
  expectedParticipants: number,
): Promise<{ id: string; plain: AgreementQuestion }> {
  const topics = (await (await request.get('/api/topics')).json()) as Topic[];
  const topic = topics.find((t) => t.title === title)!;
  const created = await request.post('/api/agreements', { data: { topic: topic.id, title, description: 'Laget av testen.', expectedParticipants } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const questions = (await (await request.get(`/api/agreements/${id}/questions`)).json()) as AgreementQuestion[];
  const sources = new Set(questions.flatMap((q) => q.rules.map((r) => r.sourceQuestionId)));
  const plain = questions.find((q) => q.type === 'yes_no' && q.rules.length === 0 && !sources.has(q.id))!;
  return { id, plain };
}
