import type { QuestionTemplate, QuestionType, ValueFormat } from '@avtalt/contracts';
import { adminQuestionsT as t } from './texts';

/** Minimum options of a multiple_choice question (admin spec §9). */
export const MIN_OPTIONS = 2;

/** What the question form edits; every text as typed, blanks become null on submit. */
export interface QuestionFormValues {
  id: string;
  text: string;
  type: QuestionType;
  options: string[];
  order: string;
  description: string;
  required: boolean;
  clauseYes: string;
  clauseNo: string;
  /** multiple_choice: the clause of each option, beside `options` (same length). */
  optionClauses: string[];
  /** free_text: how the answer is read and shown (docs/typed-answers.md). */
  format: ValueFormat;
  /** free_text: the clause with `{{svar}}` where the answer goes. */
  clauseTemplate: string;
  /** 'Emne i avtaleteksten': the subject heading of the clause in the document (docs/legal-document.md). */
  section: string;
  /** 'Faktaopplysning': printed under «Bakgrunn», not as a clause. */
  fact: boolean;
  /** free_text with format party: the role of the chosen party and of the others (blank: none). */
  partyRoles: { chosen: string; others: string };
}

/**
 * A new question (admin spec §4): a fresh client UUID and order '0' inside the form; the list gives
 * it its real order ({@link nextOrder}) when it is saved. The type is yes_no by default (§9).
 */
export function emptyQuestionForm(id: string): QuestionFormValues {
  return {
    id,
    text: '',
    type: 'yes_no',
    options: [],
    order: '0',
    description: '',
    required: false,
    clauseYes: '',
    clauseNo: '',
    optionClauses: [],
    format: 'text',
    clauseTemplate: '',
    section: '',
    fact: false,
    partyRoles: { chosen: '', others: '' },
  };
}

/** The form of an existing template (edit mode). */
export function questionFormFrom(template: QuestionTemplate): QuestionFormValues {
  return {
    id: template.id,
    text: template.text,
    type: template.type,
    options: [...(template.options ?? [])],
    order: template.order,
    description: template.description ?? '',
    required: template.required,
    clauseYes: template.clauseYes ?? '',
    clauseNo: template.clauseNo ?? '',
    optionClauses: (template.options ?? []).map((_, i) => template.optionClauses?.[i] ?? ''),
    format: template.format ?? 'text',
    clauseTemplate: template.clauseTemplate ?? '',
    section: template.section ?? '',
    fact: template.fact ?? false,
    partyRoles: { chosen: template.partyRoles?.chosen ?? '', others: template.partyRoles?.others ?? '' },
  };
}

/** Whether the question is a party question, the only kind with roles. */
export function isPartyQuestion(values: Pick<QuestionFormValues, 'type' | 'format'>): boolean {
  return values.type === 'free_text' && values.format === 'party';
}

/** Where a clause template's answer goes: the marker the admin types, the same in every language. */
const ANSWER_MARKER = '{{svar}}';

/**
 * The hint under a free_text question's 'Avtaletekst' field, with an example clause template for the format,
 * in the language in use. The marker goes in as a value: i18next does not read a value's `{{…}}` again.
 */
export function clauseTemplateHint(format: ValueFormat): string {
  const example = t(`fields.examples.${format}`, { answer: ANSWER_MARKER });
  return t('fields.clauseHint', { answer: ANSWER_MARKER, example });
}

/** The option clauses beside `options`: one per option, blank for a new option, extra ones dropped. */
export function clausesForOptions(options: readonly string[], clauses: readonly string[]): string[] {
  return options.map((_, i) => clauses[i] ?? '');
}

/**
 * The options after the type changed to `type` (admin spec §4): switching to multiple_choice starts
 * over with two empty options when there are fewer than two or all are blank; otherwise they stay.
 */
export function optionsForType(type: QuestionType, options: readonly string[]): string[] {
  if (type !== 'multiple_choice') return [...options];
  const allBlank = options.every((option) => option.trim() === '');
  return options.length < MIN_OPTIONS || allBlank
    ? Array.from({ length: MIN_OPTIONS }, () => '')
    : [...options];
}

/**
 * Whether the option at `index` may be removed: never one of the first two, and never below two
 * options (admin spec §2 and §5).
 */
export function canRemoveOption(index: number, count: number): boolean {
  return index >= MIN_OPTIONS && count > MIN_OPTIONS;
}

/**
 * The order of a question added to `templates` (admin spec §4/§9): the number of existing questions
 * plus one. Should stored orders have a gap above the count (a question was deleted and the rest were
 * not renumbered), it goes after the highest order instead, so two questions never share a place.
 */
export function nextOrder(templates: readonly Pick<QuestionTemplate, 'order'>[]): string {
  const highest = templates.reduce((max, t) => {
    const n = Number(t.order);
    return Number.isFinite(n) && n > max ? n : max;
  }, 0);
  return String(Math.max(templates.length, highest) + 1);
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text);

/**
 * The party roles to send: none for a question that is not a party question or when both are blank;
 * otherwise both as typed (the others' role may be blank: none), so a missing chosen role is refused by
 * the schema under the field instead of silently dropping the others' role.
 */
export function partyRolesFrom(values: Pick<QuestionFormValues, 'type' | 'format' | 'partyRoles'>) {
  const { chosen, others } = values.partyRoles;
  if (!isPartyQuestion(values) || (chosen.trim() === '' && others.trim() === '')) return null;
  return { chosen, others: blankToNull(others) };
}

/**
 * The fields of a template request as the shared schemas read them: blank description and clause
 * texts become null; each type sends its own fields (the schema clears the others): Ja/Nei clauses for
 * yes_no, options with a clause each for multiple_choice (the schema drops a blank option with its
 * clause), format and clause template for free_text, roles for a party question. The document fields
 * go with every type: a blank section is none.
 */
export function templateFieldsFrom(values: QuestionFormValues) {
  const choice = values.type === 'multiple_choice';
  const value = values.type === 'free_text';
  const yesNo = values.type === 'yes_no';
  return {
    text: values.text,
    type: values.type,
    options: choice ? values.options : null,
    optionClauses: choice ? clausesForOptions(values.options, values.optionClauses).map(blankToNull) : null,
    format: value ? values.format : null,
    clauseTemplate: value ? blankToNull(values.clauseTemplate) : null,
    order: values.order,
    description: blankToNull(values.description),
    required: values.required,
    clauseYes: yesNo ? blankToNull(values.clauseYes) : null,
    clauseNo: yesNo ? blankToNull(values.clauseNo) : null,
    section: blankToNull(values.section),
    fact: values.fact,
    partyRoles: partyRolesFrom(values),
  };
}
