import { TemplateMessages } from '@avtalt/contracts';
import { resolveTypedFields, type TypedFields } from './typed-fields.rules';

const choice: TypedFields = {
  type: 'multiple_choice',
  options: ['Likt', 'Etter inntekt'],
  optionClauses: ['Husleien deles likt.', 'Husleien deles etter inntekt.'],
  format: null,
  clauseTemplate: null,
};
const value: TypedFields = { type: 'free_text', options: null, optionClauses: null, format: 'amount', clauseTemplate: 'Husleien er {{svar}} per måned.' };
const yesNo: TypedFields = { type: 'yes_no', options: null, optionClauses: null, format: null, clauseTemplate: null };

describe('resolveTypedFields on create', () => {
  it('keeps the fields of the type and clears the others', () => {
    expect(resolveTypedFields({ type: 'free_text', format: 'date', clauseTemplate: ' Fra {{svar}}. ', options: ['a', 'b'] })).toEqual({
      ok: true,
      fields: { type: 'free_text', options: null, optionClauses: null, format: 'date', clauseTemplate: 'Fra {{svar}}.' },
    });
    expect(resolveTypedFields({ type: 'free_text' })).toEqual({
      ok: true,
      fields: { type: 'free_text', options: null, optionClauses: null, format: 'text', clauseTemplate: null },
    });
    expect(resolveTypedFields({ type: 'yes_no', format: 'amount' })).toEqual({ ok: true, fields: yesNo });
  });
});

describe('resolveTypedFields on an update without type (read against the stored type)', () => {
  it('refuses option clauses whose count does not match the stored options', () => {
    expect(resolveTypedFields({ optionClauses: ['Bare én.'] }, choice)).toEqual({ ok: false, path: 'optionClauses', message: TemplateMessages.optionClauses });
  });

  it('refuses new options of another count than the stored clauses', () => {
    expect(resolveTypedFields({ options: ['A', 'B', 'C'] }, choice)).toMatchObject({ ok: false, path: 'optionClauses' });
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
    expect(resolveTypedFields({ options: ['A', ' '], optionClauses: [null, null] }, choice)).toMatchObject({ ok: false, path: 'options' });
  });

  it('stores no clauses when every clause is blank', () => {
    expect(resolveTypedFields({ optionClauses: ['', null] }, choice)).toEqual({ ok: true, fields: { ...choice, optionClauses: null } });
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
    expect(resolveTypedFields({ format: 'percent' }, value)).toEqual({ ok: true, fields: { ...value, format: 'percent' } });
  });

  it('ignores fields of another type than the stored one', () => {
    expect(resolveTypedFields({ format: 'date', clauseTemplate: 'Uten plassholder.' }, choice)).toEqual({ ok: true, fields: choice });
    expect(resolveTypedFields({ optionClauses: ['x'] }, value)).toEqual({ ok: true, fields: value });
  });
});

describe('resolveTypedFields on a change of type', () => {
  it("clears the other type's fields", () => {
    expect(resolveTypedFields({ type: 'yes_no' }, choice)).toEqual({ ok: true, fields: yesNo });
    expect(resolveTypedFields({ type: 'free_text', format: 'party' }, choice)).toEqual({
      ok: true,
      fields: { type: 'free_text', options: null, optionClauses: null, format: 'party', clauseTemplate: null },
    });
    expect(resolveTypedFields({ type: 'multiple_choice', options: ['Ja', 'Nei'] }, value)).toEqual({
      ok: true,
      fields: { type: 'multiple_choice', options: ['Ja', 'Nei'], optionClauses: null, format: null, clauseTemplate: null },
    });
  });
});
