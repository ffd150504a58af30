import {
  type Agreement,
  AgreementMessages,
  type AgreementQuestion,
  ErrorCode,
  type Topic,
} from '@avtalt/contracts';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Submits the caller's answer set through the API: Ja to every yes/no question of their round, Nei to
 * `no`; the first option of a choice, 10 for numbers, dates a month apart from 1 March 2027, and the initiator for a
 * party (themselves while nobody has joined), so everyone gives the same typed answers.
 * Answers to questions the set itself hides (logic) are refused with their ids; they are left out.
 */
export async function submitAnswers(
  request: APIRequestContext,
  id: string,
  no: string[] = [],
  /** An answer other than the test answer, by question text (a party's own view of a point). */
  own: Record<string, string> = {},
): Promise<Agreement> {
  const questions = (await (
    await request.get(`/api/agreements/${id}/questions`)
  ).json()) as AgreementQuestion[];
  const agreement = (await (await request.get(`/api/agreements/${id}`)).json()) as Agreement;
  const initiator = agreement.participants.find((p) => p.userId === agreement.initiatorId);
  // Each date a month after the one before (questions in their order), so a date that must come after an
  // earlier one (a loan's repayment after its payout) holds and two parties send the same values.
  let dates = 0;
  const answerTo = (q: AgreementQuestion): boolean | string => {
    if (own[q.text] !== undefined) return own[q.text];
    if (q.type === 'yes_no') return !no.includes(q.id);
    if (q.type === 'multiple_choice') return q.options![0];
    if (q.format === 'date') return new Date(Date.UTC(2027, 2 + dates++, 1)).toISOString().slice(0, 10);
    if (q.format === 'party') return initiator?.id ?? 'self';
    if (q.format === 'text') return 'Som avtalt';
    return '10';
  };
  let answers = Object.fromEntries(questions.map((q) => [q.id, answerTo(q)]));
  let confirmedWarnings: string[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const res = await request.post(`/api/agreements/${id}/answers`, { data: { answers, confirmedWarnings } });
    if (res.status() === 200) return (await res.json()) as Agreement;
    expect(res.status()).toBe(400);
    const body = (await res.json()) as {
      code: string;
      message: string;
      details: { path: string; message: string }[];
    };
    const ids = body.details.map((d) => d.path.replace('answers.', ''));
    // A value warning (issue 33) is confirmed as a person would; a question the answers hid is left out;
    // anything else (a value check's error) is the test's fault and is said, not dropped.
    if (body.code === ErrorCode.ValueWarningsUnconfirmed) {
      confirmedWarnings = [...new Set([...confirmedWarnings, ...ids])];
      continue;
    }
    const refused = body.details.filter((d) => d.message !== AgreementMessages.hiddenQuestion);
    expect(refused, `answers refused: ${body.message}`).toEqual([]);
    answers = Object.fromEntries(Object.entries(answers).filter(([q]) => !ids.includes(q)));
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
  const created = await request.post('/api/agreements', {
    data: { topic: topic.id, title, description: 'Laget av testen.', expectedParticipants },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const questions = (await (
    await request.get(`/api/agreements/${id}/questions`)
  ).json()) as AgreementQuestion[];
  const sources = new Set(questions.flatMap((q) => q.rules.map((r) => r.sourceQuestionId)));
  const plain = questions.find((q) => q.type === 'yes_no' && q.rules.length === 0 && !sources.has(q.id))!;
  return { id, plain };
}
