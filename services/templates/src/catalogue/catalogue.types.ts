/**
 * Types for the seeded topic catalogue and for the domain-tagged question bank used by the
 * offline question generator. All user-facing text is Norwegian bokmål.
 */

import type { Operator, ValueCheck, ValueFormat } from '@avtalt/logic';
import type { MiddleGroundAlternative, PartyRoles, TopicDocument } from '@avtalt/contracts';

/**
 * When a question is shown: an earlier question of the same topic has this answer. `equals` alone is
 * the yes/no form (`{ questionKey, equals: true }`); typed sources give an operator and a value in the
 * form a logic rule takes (an option, `'12000'`, `'2027-03-01'`, `'self'`/`'other'`; docs/typed-answers.md).
 */
export type CatalogueCondition =
  | { questionKey: string; equals: boolean }
  | { questionKey: string; operator: Operator; value: string | number | boolean };

interface CatalogueQuestionBase {
  /** Stable slug, unique within the topic, e.g. 'husleie-deles-likt'. */
  key: string;
  /** The question. */
  text: string;
  /** Optional one-line help text shown under the question. */
  description?: string;
  /** Shown only when an earlier question in the same topic has this answer. */
  showIf?: CatalogueCondition;
  /** Hidden when an earlier question in the same topic has this answer (even when `showIf` holds). */
  hideIf?: CatalogueCondition;
  /** The subject heading the clause is printed under in the document ('Bolig', 'Økonomi'). Required for agreements. */
  section?: string;
  /**
   * A fact (the address, the registration number, the children's names), not a term: printed under
   * 'Bakgrunn', and offered to the others to confirm once one party has answered it.
   */
  fact?: boolean;
  /**
   * Issue 33: consistency checks on a free_text value (docs/value-checks.md), other questions named by
   * their key in this topic (an earlier question, as for `showIf`).
   */
  checks?: ValueCheck[];
}

/** A Ja/Nei question (the default when `type` is absent). */
export interface CatalogueYesNoQuestion extends CatalogueQuestionBase {
  type?: 'yes_no';
  /** What the agreement says when everyone answers Ja. */
  clauseYes: string;
  /** What the agreement says when everyone answers Nei. */
  clauseNo: string;
}

/** A choice of one option; each option has its clause (`{{svar}}` is replaced by the option). */
export interface CatalogueChoiceQuestion extends CatalogueQuestionBase {
  type: 'multiple_choice';
  options: { text: string; clause: string }[];
}

/** A value of a format, put into the clause where `{{svar}}` stands ('Husleien er {{svar}} per måned.'). */
export interface CatalogueValueQuestion extends CatalogueQuestionBase {
  type: 'free_text';
  format: ValueFormat;
  clauseTemplate: string;
  /** format party: the role the chosen party gets and the role of the others ({chosen: 'långiver', others: 'låntaker'}). */
  partyRoles?: PartyRoles;
}

export type CatalogueQuestion = CatalogueYesNoQuestion | CatalogueChoiceQuestion | CatalogueValueQuestion;

type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * A question as it reads, typed, with its clauses and document fields, without what only a topic gives it (a
 * key, logic, value checks): the relation templates of custom topics are written in it.
 */
export type QuestionContent = Without<CatalogueQuestion, 'key' | 'showIf' | 'hideIf' | 'checks'>;

export interface CatalogueTopic {
  /** Stable slug, e.g. 'samboeravtale' (used to seed idempotently). */
  key: string;
  title: string;
  /** 1–2 sentences, shown on the topic card. */
  description: string;
  featured: boolean;
  /**
   * The document the topic's agreements produce (kind, heading, term clause, dispute clause; see
   * topicDocumentSchema in @avtalt/contracts). Absent: the default agreement.
   */
  document?: TopicDocument;
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
  | 'purchase'
  | 'tenancy'
  | 'inheritance'
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

/** One topic's curated compromises (`topics/<key>.middle-ground.data.ts`): question key → alternatives. */
export type TopicMiddleGround = Readonly<Record<string, readonly MiddleGroundAlternative[]>>;

/** The curated compromises of the whole catalogue (middle-ground.data.ts): topic key → question key → alternatives. */
export type MiddleGroundLibrary = Readonly<Record<string, TopicMiddleGround>>;
