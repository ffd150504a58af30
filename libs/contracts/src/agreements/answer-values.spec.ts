import { checkAnswerValues } from './answer-values';
import { submitAnswersBodySchema, submitOneAnswerBodySchema } from './agreements.schema';

const ids = {
  split: '00000000-0000-4000-8000-000000000001',
  rent: '00000000-0000-4000-8000-000000000002',
  start: '00000000-0000-4000-8000-000000000003',
  agree: '00000000-0000-4000-8000-000000000004',
  tenant: '00000000-0000-4000-8000-000000000005',
};
const questions = [
  {
    id: ids.split,
    text: 'Hvordan deles husleien?',
    type: 'multiple_choice' as const,
    options: ['Likt', 'Etter inntekt'],
    format: null,
  },
  {
    id: ids.rent,
    text: 'Hvor mye er husleien?',
    type: 'free_text' as const,
    options: null,
    format: 'amount' as const,
  },
  {
    id: ids.start,
    text: 'Fra hvilken dato?',
    type: 'free_text' as const,
    options: null,
    format: 'date' as const,
  },
  { id: ids.agree, text: 'Skal dere ha felles konto?', type: 'yes_no' as const, options: null, format: null },
  {
    id: ids.tenant,
    text: 'Hvem står på leiekontrakten?',
    type: 'free_text' as const,
    options: null,
    format: 'party' as const,
  },
];

describe('the answers map', () => {
  it('takes booleans, texts and numbers in the body', () => {
    const body = submitAnswersBodySchema.parse({
      answers: { [ids.split]: 'Likt', [ids.rent]: 12000, [ids.agree]: true },
    });
    expect(body.answers[ids.rent]).toBe(12000);
    expect(submitOneAnswerBodySchema.safeParse({ response: '12 000' }).success).toBe(true);
    for (const response of [null, { a: 1 }, ['Likt'], 'x'.repeat(1001)]) {
      expect(submitOneAnswerBodySchema.safeParse({ response }).success).toBe(false);
    }
  });

  it('gives the canonical values when every answer fits its question', () => {
    const { values, issues } = checkAnswerValues(questions, {
      [ids.split]: 'etter inntekt',
      [ids.rent]: '12 000,00',
      [ids.start]: '1.3.2027',
      [ids.agree]: false,
      [ids.tenant]: 'self',
    });
    expect(issues).toEqual([]);
    expect(values).toEqual({
      [ids.split]: 'Etter inntekt',
      [ids.rent]: 12000,
      [ids.start]: '2027-03-01',
      [ids.agree]: false,
      [ids.tenant]: 'self',
    });
  });

  it('names the question of each wrong answer, in Norwegian', () => {
    const { issues } = checkAnswerValues(questions, {
      [ids.split]: 'Annet',
      [ids.rent]: true,
      [ids.start]: '30.2.2027',
      [ids.agree]: 'ja',
      [ids.tenant]: 'Anne',
    });
    expect(issues).toEqual([
      {
        path: `answers.${ids.split}`,
        message: '«Hvordan deles husleien?»: Svaret må være et av alternativene',
      },
      {
        path: `answers.${ids.rent}`,
        message: '«Hvor mye er husleien?»: Skriv et beløp i kroner, for eksempel 12 000',
      },
      {
        path: `answers.${ids.start}`,
        message: '«Fra hvilken dato?»: Skriv en gyldig dato, for eksempel 1.3.2027',
      },
      { path: `answers.${ids.agree}`, message: '«Skal dere ha felles konto?»: Svaret må være ja eller nei' },
      {
        path: `answers.${ids.tenant}`,
        message: '«Hvem står på leiekontrakten?»: Velg en av partene i avtalen',
      },
    ]);
  });

  it('leaves answers to unknown questions to the round rules', () => {
    const { values, issues } = checkAnswerValues(questions, { '00000000-0000-4000-8000-0000000000ff': true });
    expect(values).toEqual({});
    expect(issues).toEqual([]);
  });

  it('takes a path for a single answer', () => {
    const { issues } = checkAnswerValues(questions, { [ids.rent]: 'mye' }, () => 'response');
    expect(issues[0].path).toBe('response');
  });
});
