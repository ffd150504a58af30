import type { AgreementKind } from '@avtalt/contracts';

/**
 * What the parties do with each other, as a title says it (docs/question-generation.md): a kind of
 * agreement the person can also choose, or something else.
 */
export type Relation = AgreementKind | 'other';

/** What kind of thing an agreement is about: the questions that matter differ per kind. */
export type ObjectKind =
  | 'animal'
  | 'vehicle'
  | 'boat'
  | 'building'
  | 'land'
  | 'thing'
  | 'money'
  | 'service'
  | 'event'
  | 'child'
  | 'person'
  | 'business'
  | 'digital'
  | 'none';

/** What a neighbours' agreement is about when the title names it: its own questions lead the set. */
export type NeighbourMatter =
  | 'parking'
  | 'noise'
  | 'smoke'
  | 'woodsmoke'
  | 'camera'
  | 'trees'
  | 'fence'
  | 'animals'
  | 'road'
  | 'building-works'
  | 'boundary-building'
  | 'water';

/** An estate agreement that is no division of a dødsbo: an advance on inheritance, a farm taken over. */
export type EstateKind = 'farm' | 'advance';

export interface TitleObject {
  /** The lexicon's lemma of the object's head word ('bil' for 'bruktbilen'). */
  lemma: string;
  /** The word as the title has it ('bruktbilen'). */
  word: string;
  /** What stands before the lexicon word in a compound ('brukt' in 'bruktbilen'); '' for the word itself. */
  prefix: string;
  kind: ObjectKind;
  gender: 'm' | 'f' | 'n';
  /** The definite form of a word the lexicon does not know, as the reader guessed it. */
  definite?: string;
}

export interface TitleReading {
  /** In order of first mention; empty when none was recognised. */
  relations: Relation[];
  /** The first object the title names (the description's when the title names none). */
  object: TitleObject | null;
  /** The title names no object; the description does. */
  objectFromDescription?: boolean;
  /** The relation is not said but guessed from the object's kind (`withGuessedRelation`). */
  guessed?: boolean;
  /** With the neighbours' relation: the matters the title (then the description) names, first mentioned first. */
  matters?: NeighbourMatter[];
  /** What the words say that narrows a named matter (MATTER_ASPECTS: «katt», «felle», «snømåking»). */
  aspects?: string[];
  /** With the estate relation: what passes between the generations that is no dødsbo (estate-kinds.ts). */
  estateKind?: EstateKind;
}
