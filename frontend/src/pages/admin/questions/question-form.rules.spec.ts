import { createTemplateBodySchema, TemplateMessages, type QuestionTemplate } from '@avtalt/contracts';
import {
  canRemoveOption,
  emptyQuestionForm,
  nextOrder,
  optionsForType,
  questionFormFrom,
  templateFieldsFrom,
} from './question-form.rules';

const ID = '6a0c4f3e-2b7d-4c1a-9e5f-0d8b7a6c5e4f';
const TOPIC = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';

describe('emptyQuestionForm', () => {
  it('starts a new yes/no question with order 0 and the given id', () => {
    expect(emptyQuestionForm(ID)).toMatchObject({
      id: ID,
      type: 'yes_no',
      order: '0',
      text: '',
      options: [],
      required: false,
    });
  });
});

describe('optionsForType', () => {
  it('starts multiple choice with two empty options when there are fewer than two', () => {
    expect(optionsForType('multiple_choice', [])).toEqual(['', '']);
    expect(optionsForType('multiple_choice', ['Oslo'])).toEqual(['', '']);
  });

  it('starts over when every option is blank', () => {
    expect(optionsForType('multiple_choice', ['', '  ', ''])).toEqual(['', '']);
  });

  it('keeps two or more options when one has text', () => {
    expect(optionsForType('multiple_choice', ['Oslo', '', 'Bergen'])).toEqual(['Oslo', '', 'Bergen']);
  });

  it('leaves the options alone for the other types', () => {
    expect(optionsForType('yes_no', ['a'])).toEqual(['a']);
    expect(optionsForType('free_text', [])).toEqual([]);
  });
});

describe('canRemoveOption', () => {
  it('never removes one of the first two options', () => {
    expect(canRemoveOption(0, 4)).toBe(false);
    expect(canRemoveOption(1, 4)).toBe(false);
  });

  it('removes later options while more than two remain', () => {
    expect(canRemoveOption(2, 3)).toBe(true);
    expect(canRemoveOption(3, 4)).toBe(true);
    expect(canRemoveOption(2, 2)).toBe(false);
  });
});

describe('nextOrder', () => {
  it('is the number of existing questions plus one', () => {
    expect(nextOrder([])).toBe('1');
    expect(nextOrder([{ order: '1' }, { order: '2' }, { order: '3' }])).toBe('4');
  });

  it('goes after the highest order when the stored orders have a gap', () => {
    expect(nextOrder([{ order: '1' }, { order: '3' }])).toBe('4');
  });
});

describe('templateFieldsFrom', () => {
  it('drops blank options on submit and needs two for multiple choice', () => {
    const values = {
      ...emptyQuestionForm(ID),
      text: 'By?',
      type: 'multiple_choice' as const,
      options: ['Oslo', ' ', 'Bergen'],
    };
    const parsed = createTemplateBodySchema.parse({ id: ID, topicId: TOPIC, ...templateFieldsFrom(values) });
    expect(parsed.options).toEqual(['Oslo', 'Bergen']);

    const tooFew = createTemplateBodySchema.safeParse({
      ...templateFieldsFrom({ ...values, options: ['Oslo', ''] }),
    });
    expect(tooFew.success).toBe(false);
    expect(tooFew.error?.issues.map((i) => i.message)).toContain(TemplateMessages.options);
  });

  it('sends null for blank texts and no options for other types', () => {
    const fields = templateFieldsFrom({
      ...emptyQuestionForm(ID),
      text: 'Barn?',
      options: ['x'],
      clauseYes: 'Vi skal ha barn.',
    });
    expect(fields).toMatchObject({
      options: null,
      description: null,
      clauseYes: 'Vi skal ha barn.',
      clauseNo: null,
      order: '0',
    });
  });

  it('rejects a blank question text with the spec message', () => {
    const result = createTemplateBodySchema.safeParse(
      templateFieldsFrom({ ...emptyQuestionForm(ID), text: '   ' }),
    );
    expect(result.error?.issues[0].message).toBe('Spørsmålsteksten kan ikke være tom');
  });
});

describe('questionFormFrom', () => {
  it('loads a template for editing, blanks for nulls', () => {
    const template: QuestionTemplate = {
      id: ID,
      topicId: TOPIC,
      text: 'By?',
      type: 'multiple_choice',
      options: ['Oslo', 'Bergen'],
      order: '3',
      description: null,
      required: true,
      hasLogic: false,
      clauseYes: null,
      clauseNo: 'Nei.',
      format: null,
      optionClauses: [null, 'Vi bor i Bergen.'],
      clauseTemplate: null,
    };
    expect(questionFormFrom(template)).toEqual({
      id: ID,
      text: 'By?',
      type: 'multiple_choice',
      options: ['Oslo', 'Bergen'],
      order: '3',
      description: '',
      required: true,
      clauseYes: '',
      clauseNo: 'Nei.',
      optionClauses: ['', 'Vi bor i Bergen.'],
      format: 'text',
      clauseTemplate: '',
    });
  });
});
