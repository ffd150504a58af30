import { evaluateCondition } from '@avtalt/logic';
import { CATALOGUE } from '../catalogue/catalogue.data';
import type { CatalogueTopic } from '../catalogue/catalogue.types';
import { catalogueRows } from './catalogue-rows.rules';

/** A small typed catalogue of this test's own (the real content is checked in catalogue.data.spec.ts). */
const TOPIC: CatalogueTopic = {
  key: 'test-husleie',
  title: 'Husleie',
  description: 'Et tema for testing.',
  featured: false,
  questions: [
    { key: 'felles-konto', text: 'Skal dere ha felles konto?', clauseYes: 'Partene har felles konto.', clauseNo: 'Partene har ikke felles konto.' },
    {
      key: 'deling',
      type: 'multiple_choice',
      text: 'Hvordan deles husleien?',
      options: [
        { text: 'Likt', clause: 'Husleien deles likt.' },
        { text: 'Etter inntekt', clause: 'Husleien deles etter inntekt.' },
      ],
      showIf: { questionKey: 'felles-konto', equals: true },
    },
    { key: 'leie', type: 'free_text', format: 'amount', text: 'Hvor mye er husleien?', clauseTemplate: 'Husleien er {{svar}} per måned.' },
    {
      key: 'depositum',
      text: 'Skal det betales depositum?',
      clauseYes: 'Det betales depositum.',
      clauseNo: 'Det betales ikke depositum.',
      showIf: { questionKey: 'leie', operator: 'greater_than', value: '10 000' },
    },
    { key: 'leietaker', type: 'free_text', format: 'party', text: 'Hvem står på leiekontrakten?', clauseTemplate: '{{svar}} står alene som leietaker.' },
    {
      key: 'fremleie',
      text: 'Kan den andre fremleie?',
      clauseYes: 'Fremleie er tillatt.',
      clauseNo: 'Fremleie er ikke tillatt.',
      showIf: { questionKey: 'leietaker', operator: 'equals', value: 'Den andre parten' },
    },
    { key: 'start', type: 'free_text', format: 'date', text: 'Fra hvilken dato?', clauseTemplate: 'Avtalen gjelder fra {{svar}}.' },
    {
      key: 'etter-nyttar',
      text: 'Gjelder avtalen etter nyttår?',
      clauseYes: 'Avtalen gjelder etter nyttår.',
      clauseNo: 'Avtalen gjelder ikke etter nyttår.',
      showIf: { questionKey: 'start', operator: 'less_than', value: '1.1.2027' },
    },
    {
      key: 'inntekt',
      text: 'Oppgir dere inntekt?',
      clauseYes: 'Partene oppgir inntekt.',
      clauseNo: 'Partene oppgir ikke inntekt.',
      showIf: { questionKey: 'deling', operator: 'equals', value: 'Etter inntekt' },
    },
  ],
};

let counter = 0;
const ids = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

describe('catalogueRows', () => {
  const { templates, rules } = catalogueRows(TOPIC, ids);
  const byText = (text: string) => templates.find((t) => t.text === text)!;
  const ruleFor = (text: string) => rules.find((r) => r.questionId === byText(text).id)!;

  it('stores each question with the fields of its type, in catalogue order', () => {
    expect(templates.map((t) => [t.order, t.type])).toEqual([
      [1, 'yes_no'],
      [2, 'multiple_choice'],
      [3, 'free_text'],
      [4, 'yes_no'],
      [5, 'free_text'],
      [6, 'yes_no'],
      [7, 'free_text'],
      [8, 'yes_no'],
      [9, 'yes_no'],
    ]);
    expect(byText('Skal dere ha felles konto?')).toMatchObject({
      clauseYes: 'Partene har felles konto.',
      clauseNo: 'Partene har ikke felles konto.',
      options: null,
      format: null,
      optionClauses: null,
      clauseTemplate: null,
    });
    expect(byText('Hvordan deles husleien?')).toMatchObject({
      options: ['Likt', 'Etter inntekt'],
      optionClauses: ['Husleien deles likt.', 'Husleien deles etter inntekt.'],
      format: null,
      clauseTemplate: null,
      clauseYes: null,
      clauseNo: null,
    });
    expect(byText('Hvor mye er husleien?')).toMatchObject({ format: 'amount', clauseTemplate: 'Husleien er {{svar}} per måned.', options: null, optionClauses: null });
    expect(byText('Hvem står på leiekontrakten?')).toMatchObject({ format: 'party' });
  });

  it('turns showIf into show rules with the value read by the source format', () => {
    expect(rules).toHaveLength(5);
    expect(ruleFor('Hvordan deles husleien?')).toMatchObject({ sourceQuestionId: byText('Skal dere ha felles konto?').id, operator: 'equals', value: true, action: 'show', targetQuestionId: null });
    expect(ruleFor('Skal det betales depositum?')).toMatchObject({ operator: 'greater_than', value: 10000 });
    expect(ruleFor('Kan den andre fremleie?')).toMatchObject({ operator: 'equals', value: 'other' });
    expect(ruleFor('Gjelder avtalen etter nyttår?')).toMatchObject({ operator: 'less_than', value: '2027-01-01' });
    expect(ruleFor('Oppgir dere inntekt?')).toMatchObject({ operator: 'equals', value: 'Etter inntekt' });
  });

  it('makes rules the logic engine evaluates on typed answers', () => {
    const deposit = ruleFor('Skal det betales depositum?');
    expect(evaluateCondition(deposit.operator, 'free_text', 12000, deposit.value, 'amount')).toBe(true);
    expect(evaluateCondition(deposit.operator, 'free_text', 9000, deposit.value, 'amount')).toBe(false);
    const sublet = ruleFor('Kan den andre fremleie?');
    expect(evaluateCondition(sublet.operator, 'free_text', 'other', sublet.value, 'party')).toBe(true);
    expect(evaluateCondition(sublet.operator, 'free_text', 'self', sublet.value, 'party')).toBe(false);
  });

  it('stops at a showIf whose value does not fit its source, naming the topic', () => {
    const bad: CatalogueTopic = {
      ...TOPIC,
      questions: [
        TOPIC.questions[4],
        { key: 'x', text: 'X?', clauseYes: 'X.', clauseNo: 'Ikke X.', showIf: { questionKey: 'leietaker', operator: 'greater_than', value: 'self' } },
      ],
    };
    expect(() => catalogueRows(bad, ids)).toThrow(/test-husleie: Større enn og mindre enn kan ikke brukes på parter/);
    const unknown: CatalogueTopic = { ...TOPIC, questions: [{ key: 'y', text: 'Y?', clauseYes: 'Y.', clauseNo: 'Ikke Y.', showIf: { questionKey: 'finnes-ikke', equals: true } }] };
    expect(() => catalogueRows(unknown, ids)).toThrow(/unknown question finnes-ikke/);
  });

  it.each(CATALOGUE.map((t) => [t.key, t] as const))('seeds the catalogue topic %s without a rule the engine refuses', (_key, topic) => {
    expect(() => catalogueRows(topic)).not.toThrow();
  });
});
