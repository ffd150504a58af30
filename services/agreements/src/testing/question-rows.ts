import type { AnswerValue } from '@avtalt/logic';
import type { AnswerRow, QuestionRow, SubmissionRow } from '../agreements/agreement.rows';

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

/** The answer rows of `given` (participant id → question id → value), all of `round`. */
export function answerRows(
  given: Readonly<Record<string, Readonly<Record<string, AnswerValue>>>>,
  round = 1,
): AnswerRow[] {
  return Object.entries(given).flatMap(([participantId, answers]) =>
    Object.entries(answers).map(([questionId, response]) => ({ participantId, questionId, round, response })),
  );
}

/** Each of `participantIds` submitted their answer set of `round`. */
export function submissionRows(participantIds: readonly string[], round = 1): SubmissionRow[] {
  return participantIds.map((participantId) => ({ participantId, round }));
}
