import type { Agreement, AgreementQuestion } from '@avtalt/contracts';
import { fakeApi } from './fake-api';

/** An agreement question with the fields a test does not care about left empty (a yes/no by default). */
export function agreementQuestion(
  question: Partial<AgreementQuestion> & Pick<AgreementQuestion, 'id'>,
): AgreementQuestion {
  return {
    text: '',
    type: 'yes_no',
    options: null,
    format: null,
    order: 1,
    description: null,
    required: false,
    rules: [],
    yourAnswer: null,
    previousAnswers: [],
    ...question,
  };
}

/**
 * The API the question flow of agreement `id` talks to: its questions, the agreement, the comparison,
 * the submit (`submit`, answered with the agreement unless given) and a 204 for each saved answer.
 */
export function serveQuestionFlow(
  id: string,
  questions: AgreementQuestion[],
  agreement: Agreement,
  comparison: unknown,
  submit: (body: unknown) => { status: number; body?: unknown } = () => ({ status: 200, body: agreement }),
) {
  const table: Record<string, unknown> = {
    [`/api/agreements/${id}/questions`]: questions,
    [`/api/agreements/${id}`]: agreement,
    [`/api/agreements/${id}/comparison`]: comparison,
    [`POST /api/agreements/${id}/answers`]: submit,
  };
  for (const q of questions)
    table[`POST /api/agreements/${id}/questions/${q.id}/answers`] = () => ({ status: 204 });
  return fakeApi(table);
}
