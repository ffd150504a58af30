import type { PartyRoles } from '@avtalt/contracts';

/**
 * A catalogue topic in nynorsk or English (docs/languages.md, "The legal text in three languages"): written by
 * a person beside the bokmål topic in `topics/<topic>.nn.data.ts` and `.en.data.ts`, keyed by the bokmål
 * question's key. It carries the same legal content: every field the bokmål question has, with the same
 * `{{svar}}` placeholders and the same options in the same order (an answer is stored as the bokmål option and
 * shown as the option at its index).
 */
export interface QuestionTranslation {
  text: string;
  description?: string;
  /** The subject heading the clause is printed under ('Økonomi' → nn 'Økonomi', en 'Finances'). */
  section?: string;
  clauseYes?: string;
  clauseNo?: string;
  clauseTemplate?: string;
  /** The options with their clauses, in the bokmål order. */
  options?: { text: string; clause: string }[];
  partyRoles?: PartyRoles;
  /** The messages of the question's value checks, in the bokmål order (shown while answering). */
  checks?: string[];
}

export interface TopicTranslation {
  title: string;
  description: string;
  /** The document's own heading and clauses, where the bokmål topic has them. */
  document?: { heading?: string | null; termClause?: string | null; disputeClause?: string | null };
  /** What the payment schedule calls each obligation rule's payments, by rule id («avdrag»: «Instalment»). */
  paymentLabels?: Record<string, string>;
  questions: Record<string, QuestionTranslation>;
}

/** The languages a catalogue topic is translated into; bokmål is the catalogue itself. */
export type TranslationLanguage = 'nn' | 'en';
