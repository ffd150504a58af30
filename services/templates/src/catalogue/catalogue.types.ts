/**
 * Types for the seeded topic catalogue and for the domain-tagged question bank used by the
 * offline question generator. All user-facing text is Norwegian bokmål.
 */

export interface CatalogueQuestion {
  /** Stable slug, unique within the topic, e.g. 'husleie-deles-likt'. */
  key: string;
  /** The yes/no question. */
  text: string;
  /** Optional one-line help text shown under the question. */
  description?: string;
  /** What the agreement says when everyone answers Ja. */
  clauseYes: string;
  /** What the agreement says when everyone answers Nei. */
  clauseNo: string;
  /** Shown only when an earlier question in the same topic has this answer. */
  showIf?: { questionKey: string; equals: boolean };
}

export interface CatalogueTopic {
  /** Stable slug, e.g. 'samboeravtale' (used to seed idempotently). */
  key: string;
  title: string;
  /** 1–2 sentences, shown on the topic card. */
  description: string;
  featured: boolean;
  /** 8–15 questions, in the order they are asked. */
  questions: CatalogueQuestion[];
}

export type Domain =
  | 'economy'
  | 'housing'
  | 'children'
  | 'pets'
  | 'vehicles'
  | 'travel'
  | 'chores'
  | 'work'
  | 'loans'
  | 'property'
  | 'events'
  | 'communication'
  | 'ending';

export interface BankQuestion {
  text: string;
  description?: string;
  clauseYes: string;
  clauseNo: string;
  domains: Domain[];
  /** Lower-case Norwegian words or word stems that signal the domain in a topic's title or description. */
  keywords: string[];
}
