import { createTemplateBodySchema, TemplateMessages, type QuestionTemplate } from '@avtalt/contracts';
import {
  canRemoveOption,
  emptyQuestionForm,
  nextOrder,
  optionsForType,
  partyRolesFrom,
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
      section: '',
      fact: false,
      partyRoles: { chosen: '', others: '' },
    });
  });

  it("loads the document fields: section, fact and a party question's roles", () => {
    const template: QuestionTemplate = {
      id: ID,
      topicId: TOPIC,
      text: 'Hvem låner ut pengene?',
      type: 'free_text',
      options: null,
      order: '1',
      description: null,
      required: false,
      hasLogic: false,
      clauseYes: null,
      clauseNo: null,
      format: 'party',
      optionClauses: null,
      clauseTemplate: '{{svar}} låner ut pengene.',
      section: 'Lånet',
      fact: true,
      partyRoles: { chosen: 'långiver', others: null },
    };
    expect(questionFormFrom(template)).toMatchObject({
      section: 'Lånet',
      fact: true,
      partyRoles: { chosen: 'långiver', others: '' },
    });
  });
});

describe('document fields in the request', () => {
  const party = {
    ...emptyQuestionForm(ID),
    text: 'Hvem eier bilen?',
    type: 'free_text' as const,
    format: 'party' as const,
  };

  it('sends the section (blank: none) and the fact switch with every type', () => {
    expect(
      templateFieldsFrom({ ...emptyQuestionForm(ID), text: 'Bil?', section: 'Bilen', fact: true }),
    ).toMatchObject({ section: 'Bilen', fact: true, partyRoles: null });
    expect(templateFieldsFrom({ ...emptyQuestionForm(ID), text: 'Bil?', section: '   ' })).toMatchObject({
      section: null,
      fact: false,
    });
  });

  it('sends roles only for a party question, and none when both are blank', () => {
    expect(partyRolesFrom({ ...party, partyRoles: { chosen: 'eier', others: 'låner' } })).toEqual({
      chosen: 'eier',
      others: 'låner',
    });
    expect(partyRolesFrom({ ...party, partyRoles: { chosen: 'eier', others: ' ' } })).toEqual({
      chosen: 'eier',
      others: null,
    });
    expect(partyRolesFrom({ ...party, partyRoles: { chosen: ' ', others: '' } })).toBeNull();
    // The roles stay in the form while the format changes, but only a party question sends them.
    expect(
      partyRolesFrom({ ...party, format: 'text', partyRoles: { chosen: 'eier', others: '' } }),
    ).toBeNull();
    expect(
      partyRolesFrom({ ...party, type: 'yes_no', partyRoles: { chosen: 'eier', others: '' } }),
    ).toBeNull();
  });

  it("lets the schema refuse the others' role without a role for the chosen one, and a section that is too long", () => {
    const noChosen = createTemplateBodySchema.safeParse(
      templateFieldsFrom({ ...party, partyRoles: { chosen: '', others: 'låner' } }),
    );
    expect(noChosen.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['partyRoles', 'Feltet kan ikke være tomt'],
    ]);
    const longSection = createTemplateBodySchema.safeParse(
      templateFieldsFrom({ ...party, section: 'x'.repeat(81) }),
    );
    expect(longSection.error?.issues[0].message).toBe('Emnet kan være høyst 80 tegn');
  });
});
