import type { GeneratedQuestion } from '@avtalt/contracts';
import type { QuestionContent } from '../catalogue/catalogue.types';
import { typedFields } from '../seed/catalogue-rows.rules';

/**
 * A question written as the catalogue writes them (typed, with its clauses, section and fact) as a generated
 * question, printed under its own section or else `section`.
 */
export function asGeneratedQuestion(q: QuestionContent, section: string | null): GeneratedQuestion {
  return {
    text: q.text,
    description: q.description ?? null,
    ...typedFields(q),
    partyRoles: q.type === 'free_text' ? (q.partyRoles ?? null) : null,
    section: q.section ?? section,
    fact: q.fact ?? false,
  };
}
