import type { QuestionTranslation } from '../../catalogue/catalogue-translation.types';
import type { Domain } from '../../catalogue/catalogue.types';
import type { NeighbourMatter, ObjectKind, Relation } from './title-reading.types';

/*
 * The generator's templates in nynorsk and English (docs/question-generation.md, «Languages»): written by a
 * person beside the bokmål, each template by its bokmål text, with the same placeholders (`{objektet}`,
 * `{eieren}`/`{Eieren}`, `{brukeren}`/`{Brukeren}`, `{{svar}}`), filled with the words of the language.
 */

/** A template in nynorsk or English: every field its bokmål has, the options in the bokmål order. */
export type TemplateTranslation = Omit<QuestionTranslation, 'checks'>;

/** RELATION_TEMPLATES in a language: by relation, each template by its bokmål `text`. */
export type RelationTemplateTranslations = Record<
  Exclude<Relation, 'other'>,
  Record<string, TemplateTranslation>
>;

/** OBJECT_TEMPLATES and the words the generator puts around the templates, in a language. */
export interface GeneratorWords {
  /** Each of OBJECT_TEMPLATES, and UNNAMED_THING's template, by its bokmål `text`. */
  objectTemplates: Record<string, TemplateTranslation>;
  /** UNNAMED_THING's definite word («tingen»; English «the item»). */
  unnamedThing: string;
  relationSections: Record<Exclude<Relation, 'other'>, string>;
  kindSections: Record<ObjectKind, string>;
  /** USE_LABELS: the words for `{eieren}` and `{brukeren}` in a rent and a loan of a thing. */
  useLabels: { rent: { owner: string; user: string }; 'lend-thing': { owner: string; user: string } };
  /** RELATION_HEADINGS: the document's heading per relation. */
  relationHeadings: Record<Exclude<Relation, 'other'>, string>;
  /** The notices of set-notices.ts. */
  notices: { keyword: string; guessed: string; generic: string };
  /** DOMAIN_SECTIONS of the question bank. */
  domainSections: Record<Domain, string>;
}

/** QUESTION_BANK in a language: each question by its bokmål `text` (text, description, clauseYes, clauseNo). */
export type BankTranslations = Record<string, TemplateTranslation>;

/**
 * The lexicon's objects in a language, by lemma: the word in definite singular as a template puts it for
 * `{objektet}` (nynorsk «hesten», «hytta», «huset»; English «the horse»), or the definite plural where the
 * bokmål lexicon's `definite` is plural («hønene»; «the hens»).
 */
export type ObjectWords = Record<string, string>;

/** The neighbours' matters in a language (neighbour-matters.data.ts). */
export interface NeighbourTranslations {
  /** NEIGHBOUR_MATTER_TEMPLATES: by matter, each template by its bokmål `text`. */
  matters: Record<NeighbourMatter, Record<string, TemplateTranslation>>;
  /** The templates an aspect asks (MATTER_ASPECTS[aspect].ask): by aspect, each by its bokmål `text`. */
  aspects: Record<string, Record<string, TemplateTranslation>>;
  /** NEIGHBOUR_MATTER_SECTIONS. */
  sections: Record<NeighbourMatter, string>;
}

/** An advance on inheritance and a farm taken over in a language (estate-advance.data.ts, farm-takeover.data.ts). */
export interface EstateTranslations {
  /** ADVANCE_TEMPLATES and FARM_TEMPLATES, each by its bokmål `text`. */
  advance: Record<string, TemplateTranslation>;
  farm: Record<string, TemplateTranslation>;
  advanceHeading: string;
  advanceSection: string;
  farmHeading: string;
  farmSection: string;
}
