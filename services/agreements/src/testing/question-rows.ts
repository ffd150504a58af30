import type { QuestionRow } from '../agreements/agreement.rows';

/** An agreement's question row for unit tests: `q<n>`, yes/no without clauses unless `fields` say otherwise. */
export function questionRow(n: number, fields: Partial<QuestionRow> = {}): QuestionRow {
  return {
    id: `q${n}`,
    text: `Spørsmål ${n}`,
    type: 'yes_no',
    order: n,
    required: false,
    options: null,
    description: null,
    clauseYes: null,
    clauseNo: null,
    format: null,
    optionClauses: null,
    clauseTemplate: null,
    section: null,
    fact: false,
    partyRoles: null,
    ...fields,
  };
}
