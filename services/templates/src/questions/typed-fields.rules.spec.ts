import { TemplateMessages } from '@avtalt/contracts';
import { resolveTypedFields, type TypedFields } from './typed-fields.rules';

const choice: TypedFields = {
  type: 'multiple_choice',
  options: ['Likt', 'Etter inntekt'],
  optionClauses: ['Husleien deles likt.', 'Husleien deles etter inntekt.'],
  format: null,
  clauseTemplate: null,
  partyRoles: null,
};
const value: TypedFields = {
  type: 'free_text',
  options: null,
  optionClauses: null,
  format: 'amount',
  clauseTemplate: 'Husleien er {{svar}} per måned.',
  partyRoles: null,
};
const yesNo: TypedFields = {
  type: 'yes_no',
  options: null,
  optionClauses: null,
  format: null,
  clauseTemplate: null,
  partyRoles: null,
};

describe('resolveTypedFields on create', () => {
  it('keeps the fields of the type and clears the others', () => {
    expect(
      resolveTypedFields({
        type: 'free_text',
        format: 'date',
        clauseTemplate: ' Fra {{svar}}. ',
        options: ['a', 'b'],
      }),
    ).toEqual({
      ok: true,
      fields: {
        type: 'free_text',
        options: null,
        optionClauses: null,
        format: 'date',
        clauseTemplate: 'Fra {{svar}}.',
        partyRoles: null,
      },
    });
    expect(resolveTypedFields({ type: 'free_text' })).toEqual({
      ok: true,
      fields: {
        type: 'free_text',
        options: null,
        optionClauses: null,
        format: 'text',
        clauseTemplate: null,
        partyRoles: null,
      },
    });
    expect(resolveTypedFields({ type: 'yes_no', format: 'amount' })).toEqual({ ok: true, fields: yesNo });
  });
});

describe('resolveTypedFields on an update without type (read against the stored type)', () => {
  it('refuses option clauses whose count does not match the stored options', () => {
    expect(resolveTypedFields({ optionClauses: ['Bare én.'] }, choice)).toEqual({
      ok: false,
      path: 'optionClauses',
      message: TemplateMessages.optionClauses,
    });
  });

  it('refuses new options of another count than the stored clauses', () => {
    expect(resolveTypedFields({ options: ['A', 'B', 'C'] }, choice)).toMatchObject({
      ok: false,
      path: 'optionClauses',
    });
  });

  it('keeps the stored clauses by position when only the option texts change', () => {
    expect(resolveTypedFields({ options: ['Halvt', 'Etter lønn'] }, choice)).toEqual({
      ok: true,
      fields: { ...choice, options: ['Halvt', 'Etter lønn'] },
    });
  });

  it('drops a blank option with its clause and needs two options left', () => {
    const three = { ...choice, options: ['A', 'B', 'C'], optionClauses: ['a.', 'b.', 'c.'] };
    expect(resolveTypedFields({ options: ['A', ' ', 'C'] }, three)).toEqual({
      ok: true,
      fields: { ...three, options: ['A', 'C'], optionClauses: ['a.', 'c.'] },
    });
    expect(resolveTypedFields({ options: ['A', ' '], optionClauses: [null, null] }, choice)).toMatchObject({
      ok: false,
      path: 'options',
    });
  });

  it('stores no clauses when every clause is blank', () => {
    expect(resolveTypedFields({ optionClauses: ['', null] }, choice)).toEqual({
      ok: true,
      fields: { ...choice, optionClauses: null },
    });
  });

  it('refuses a clause template without {{svar}} and keeps the stored format', () => {
    expect(resolveTypedFields({ clauseTemplate: 'Husleien er fast.' }, value)).toEqual({
      ok: false,
      path: 'clauseTemplate',
      message: TemplateMessages.clauseTemplate,
    });
    expect(resolveTypedFields({ clauseTemplate: 'Leien er {{ svar }}.' }, value)).toEqual({
      ok: true,
      fields: { ...value, clauseTemplate: 'Leien er {{ svar }}.' },
    });
    expect(resolveTypedFields({ format: 'percent' }, value)).toEqual({
      ok: true,
      fields: { ...value, format: 'percent' },
    });
  });

  it('ignores fields of another type than the stored one', () => {
    expect(resolveTypedFields({ format: 'date', clauseTemplate: 'Uten plassholder.' }, choice)).toEqual({
      ok: true,
      fields: choice,
    });
    expect(resolveTypedFields({ optionClauses: ['x'] }, value)).toEqual({ ok: true, fields: value });
  });
});

describe('resolveTypedFields on a change of type', () => {
  it("clears the other type's fields", () => {
    expect(resolveTypedFields({ type: 'yes_no' }, choice)).toEqual({ ok: true, fields: yesNo });
    expect(resolveTypedFields({ type: 'free_text', format: 'party' }, choice)).toEqual({
      ok: true,
      fields: {
        type: 'free_text',
        options: null,
        optionClauses: null,
        format: 'party',
        clauseTemplate: null,
        partyRoles: null,
      },
    });
    expect(resolveTypedFields({ type: 'multiple_choice', options: ['Ja', 'Nei'] }, value)).toEqual({
      ok: true,
      fields: {
        type: 'multiple_choice',
        options: ['Ja', 'Nei'],
        optionClauses: null,
        format: null,
        clauseTemplate: null,
        partyRoles: null,
      },
    });
  });
});

describe('resolveTypedFields: party roles', () => {
  const roles = { chosen: 'långiver', others: 'låntaker' };
  const party: TypedFields = {
    type: 'free_text',
    options: null,
    optionClauses: null,
    format: 'party',
    clauseTemplate: '{{svar}} låner ut pengene.',
    partyRoles: roles,
  };
  const refused = { ok: false, path: 'partyRoles', message: TemplateMessages.partyRoles };

  it('stores roles on a party question when it is created', () => {
    expect(resolveTypedFields({ type: 'free_text', format: 'party', partyRoles: roles })).toEqual({
      ok: true,
      fields: { ...party, clauseTemplate: null },
    });
    expect(
      resolveTypedFields({
        type: 'free_text',
        format: 'party',
        partyRoles: { chosen: 'eier', others: null },
      }),
    ).toMatchObject({
      ok: true,
      fields: { partyRoles: { chosen: 'eier', others: null } },
    });
  });

  it('keeps the stored roles when an update leaves them out, replaces or clears them when it gives them', () => {
    expect(resolveTypedFields({ clauseTemplate: '{{svar}} er långiver.' }, party)).toEqual({
      ok: true,
      fields: { ...party, clauseTemplate: '{{svar}} er långiver.' },
    });
    expect(resolveTypedFields({ partyRoles: { chosen: 'utleier', others: 'leietaker' } }, party)).toEqual({
      ok: true,
      fields: { ...party, partyRoles: { chosen: 'utleier', others: 'leietaker' } },
    });
    expect(resolveTypedFields({ partyRoles: null }, party)).toEqual({
      ok: true,
      fields: { ...party, partyRoles: null },
    });
  });

  it('clears the roles when the type or the format changes away from party', () => {
    expect(resolveTypedFields({ format: 'text' }, party)).toEqual({
      ok: true,
      fields: { ...party, format: 'text', partyRoles: null },
    });
    expect(resolveTypedFields({ type: 'yes_no' }, party)).toEqual({ ok: true, fields: yesNo });
    // A PUT with the type sets the type's fields from the body: without roles, none are kept.
    expect(resolveTypedFields({ type: 'free_text', format: 'party' }, party)).toMatchObject({
      ok: true,
      fields: { partyRoles: null },
    });
  });

  it('refuses roles on a question that is not (or would no longer be) a party question', () => {
    expect(resolveTypedFields({ partyRoles: roles }, yesNo)).toEqual(refused);
    expect(resolveTypedFields({ partyRoles: roles }, value)).toEqual(refused);
    expect(resolveTypedFields({ partyRoles: roles }, choice)).toEqual(refused);
    expect(resolveTypedFields({ format: 'date', partyRoles: roles }, party)).toEqual(refused);
    expect(resolveTypedFields({ type: 'free_text', format: 'amount', partyRoles: roles })).toEqual(refused);
    // Roles cleared with null are no roles: accepted on any question.
    expect(resolveTypedFields({ partyRoles: null }, yesNo)).toEqual({ ok: true, fields: yesNo });
  });
});
