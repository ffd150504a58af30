import type { QuestionTranslations } from '@avtalt/contracts';
import { asQuestionTranslation } from '../../catalogue/catalogue-question-translations';
import { DOMAIN_SECTIONS } from '../../catalogue/question-bank.data';
import { QUESTION_BANK_EN } from '../../catalogue/question-bank.en.data';
import { QUESTION_BANK_NN } from '../../catalogue/question-bank.nn.data';
import type { BankQuestion } from '../../catalogue/catalogue.types';
import { ESTATE_KINDS_EN } from './estate-kinds.en.data';
import { ESTATE_KINDS_NN } from './estate-kinds.nn.data';
import { ESTATE_KINDS } from './estate-kinds';
import { GENERATOR_WORDS_EN } from './generator-words.en.data';
import { GENERATOR_WORDS_NN } from './generator-words.nn.data';
import {
  KIND_SECTIONS,
  OBJECT_TEMPLATES,
  type QuestionTemplate,
  RELATION_SECTIONS,
  RELATION_TEMPLATES,
  UNNAMED_THING,
  USE_LABELS,
} from './relation-templates.data';
import {
  MATTER_ASPECTS,
  NEIGHBOUR_MATTER_SECTIONS,
  NEIGHBOUR_MATTER_TEMPLATES,
} from './neighbour-matters.data';
import { NEIGHBOUR_MATTERS_EN } from './neighbour-matters.en.data';
import { NEIGHBOUR_MATTERS_NN } from './neighbour-matters.nn.data';
import { RELATION_TEMPLATES_EN } from './relation-templates.en.data';
import { RELATION_TEMPLATES_NN } from './relation-templates.nn.data';
import type {
  BankTranslations,
  EstateTranslations,
  GeneratorWords,
  NeighbourTranslations,
  ObjectWords,
  RelationTemplateTranslations,
  TemplateTranslation,
} from './template-translation.types';
import { OBJECT_WORDS_EN } from './title-lexicon.en.data';
import { OBJECT_WORDS_NN } from './title-lexicon.nn.data';
import type { TitleObject } from './title-reading.types';

/*
 * The generated questions in nynorsk and English (docs/question-generation.md, «Languages»): a template's
 * translation, its placeholders filled with the words of the language (the object from the lexicon's words, the
 * relation's labels), under its section in that language. A question gets a language only when every part of it
 * has one there; a question without a language is bokmål, and an agreement on the set then falls back to bokmål.
 */

export type Language = 'nn' | 'en';
export const LANGUAGES: readonly Language[] = ['nn', 'en'];

/** What the generator has in one language. */
export interface GeneratorLanguage {
  relations: RelationTemplateTranslations;
  words: GeneratorWords;
  bank: BankTranslations;
  objects: ObjectWords;
  neighbours: NeighbourTranslations;
  estate: EstateTranslations;
}

export const GENERATOR_LANGUAGES: Record<Language, GeneratorLanguage> = {
  nn: {
    relations: RELATION_TEMPLATES_NN,
    words: GENERATOR_WORDS_NN,
    bank: QUESTION_BANK_NN,
    objects: OBJECT_WORDS_NN,
    neighbours: NEIGHBOUR_MATTERS_NN,
    estate: ESTATE_KINDS_NN,
  },
  en: {
    relations: RELATION_TEMPLATES_EN,
    words: GENERATOR_WORDS_EN,
    bank: QUESTION_BANK_EN,
    objects: OBJECT_WORDS_EN,
    neighbours: NEIGHBOUR_MATTERS_EN,
    estate: ESTATE_KINDS_EN,
  },
};

/** Each template's translation in a language, found by the template itself (a template's text is unique per list). */
function templateIndex(language: GeneratorLanguage): Map<QuestionTemplate, TemplateTranslation> {
  const index = new Map<QuestionTemplate, TemplateTranslation>();
  for (const [relation, list] of Object.entries(RELATION_TEMPLATES) as [
    keyof typeof RELATION_TEMPLATES,
    QuestionTemplate[],
  ][])
    for (const template of list) {
      const own = language.relations[relation]?.[template.text];
      if (own) index.set(template, own);
    }
  for (const { template } of [...OBJECT_TEMPLATES, { template: UNNAMED_THING.template }]) {
    const own = language.words.objectTemplates[template.text];
    if (own) index.set(template, own);
  }
  const add = (list: readonly QuestionTemplate[], own: Record<string, TemplateTranslation> | undefined) => {
    for (const template of list) if (own?.[template.text]) index.set(template, own[template.text]!);
  };
  for (const [matter, list] of Object.entries(NEIGHBOUR_MATTER_TEMPLATES))
    add(list, language.neighbours.matters[matter as keyof typeof NEIGHBOUR_MATTER_TEMPLATES]);
  for (const [aspect, { ask }] of Object.entries(MATTER_ASPECTS))
    add(ask ?? [], language.neighbours.aspects[aspect]);
  add(ESTATE_KINDS.advance.templates, language.estate.advance);
  add(ESTATE_KINDS.farm.templates, language.estate.farm);
  return index;
}

/** Each bokmål heading the generator prints under, with its words in a language. */
function sectionIndex({ words, neighbours, estate }: GeneratorLanguage): Map<string, string> {
  const pairs: [string, string][] = [
    ...Object.entries(NEIGHBOUR_MATTER_SECTIONS).map(
      ([k, v]) => [v, neighbours.sections[k as keyof typeof NEIGHBOUR_MATTER_SECTIONS]] as [string, string],
    ),
    [ESTATE_KINDS.advance.section, estate.advanceSection],
    [ESTATE_KINDS.farm.section, estate.farmSection],
    ...Object.entries(RELATION_SECTIONS).map(
      ([k, v]) => [v, words.relationSections[k as keyof typeof RELATION_SECTIONS]] as [string, string],
    ),
    ...Object.entries(KIND_SECTIONS).map(
      ([k, v]) => [v, words.kindSections[k as keyof typeof KIND_SECTIONS]] as [string, string],
    ),
    ...Object.entries(DOMAIN_SECTIONS).map(
      ([k, v]) => [v, words.domainSections[k as keyof typeof DOMAIN_SECTIONS]] as [string, string],
    ),
  ];
  return new Map(pairs.filter(([, own]) => Boolean(own)));
}

interface Indexed {
  language: GeneratorLanguage;
  templates: Map<QuestionTemplate, TemplateTranslation>;
  sections: Map<string, string>;
}
const INDEXED = new Map<Language, Indexed>();
function indexed(language: Language): Indexed {
  let own = INDEXED.get(language);
  if (!own) {
    const source = GENERATOR_LANGUAGES[language];
    own = { language: source, templates: templateIndex(source), sections: sectionIndex(source) };
    INDEXED.set(language, own);
  }
  return own;
}

/**
 * The object as `{objektet}` says it in a language: the lexicon's word (nynorsk keeps a compound's first part,
 * «bruktbilen»; English drops it), «tingen» for the unnamed thing; undefined for a word the lexicon does not know.
 */
export function objectWordIn(object: TitleObject, language: Language): string | undefined {
  const { objects, words } = indexed(language).language;
  if (object.lemma === UNNAMED_THING.lemma && object.definite === UNNAMED_THING.definite)
    return words.unnamedThing;
  // A guessed word (not in the lexicon) has only the reader's bokmål guess.
  if (object.definite && !objects[object.lemma]) return undefined;
  const word = objects[object.lemma];
  if (!word) return undefined;
  return language === 'nn' ? `${object.prefix}${word}` : word;
}

/** The relation's labels (`{eieren}`, `{brukeren}`) in a language: the pair whose bokmål is `labels`. */
function labelsIn(
  labels: { owner: string; user: string } | null,
  words: GeneratorWords,
): { owner: string; user: string } | null | undefined {
  if (!labels) return null;
  const relation = (Object.keys(USE_LABELS) as (keyof typeof USE_LABELS)[]).find(
    (r) => USE_LABELS[r]?.owner === labels.owner && USE_LABELS[r]?.user === labels.user,
  );
  return relation === 'rent' || relation === 'lend-thing' ? words.useLabels[relation] : undefined;
}

const PLACEHOLDER = /\{(objektet|eieren|Eieren|brukeren|Brukeren)\}/g;

/** `text` with the placeholders filled with `word` and `labels`; undefined when one is not given. */
function filled(
  text: string | undefined,
  word: string | undefined,
  labels: { owner: string; user: string } | null,
): string | undefined | null {
  if (text === undefined) return undefined;
  let missing = false;
  const out = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value =
      name === 'objektet' ? word : labels && (name.toLowerCase() === 'eieren' ? labels.owner : labels.user);
    if (!value) {
      missing = true;
      return whole;
    }
    return name[0] === name[0]!.toUpperCase() ? value[0]!.toUpperCase() + value.slice(1) : value;
  });
  return missing ? null : out;
}

/**
 * A template as a generated question in each language that has all of it: the template's translation, the object
 * and the labels in words of that language, its section (the template's own, else `section`) translated.
 */
export function templateTranslations(
  template: QuestionTemplate,
  object: TitleObject | null,
  section: string,
  labels: { owner: string; user: string } | null,
): QuestionTranslations | undefined {
  const out: QuestionTranslations = {};
  for (const language of LANGUAGES) {
    const { templates, sections, language: source } = indexed(language);
    const own = templates.get(template);
    if (!own) continue;
    const word = object ? objectWordIn(object, language) : undefined;
    const words = labelsIn(labels, source.words);
    if (words === undefined) continue;
    const put = (text: string | undefined) => filled(text, word, words);
    const fields = {
      text: put(own.text),
      description: put(own.description),
      clauseYes: put(own.clauseYes),
      clauseNo: put(own.clauseNo),
      clauseTemplate: put(own.clauseTemplate),
    };
    const options = own.options?.map((o) => ({ text: put(o.text), clause: put(o.clause) }));
    if (
      Object.values(fields).some((v) => v === null) ||
      options?.some((o) => o.text === null || o.clause === null)
    )
      continue;
    const heading = own.section ?? (template.section ? undefined : sections.get(section));
    if (!heading) continue;
    out[language] = asQuestionTranslation({
      section: heading,
      text: fields.text!,
      ...(fields.description !== undefined ? { description: fields.description! } : {}),
      ...(fields.clauseYes !== undefined ? { clauseYes: fields.clauseYes! } : {}),
      ...(fields.clauseNo !== undefined ? { clauseNo: fields.clauseNo! } : {}),
      ...(fields.clauseTemplate !== undefined ? { clauseTemplate: fields.clauseTemplate! } : {}),
      ...(options ? { options: options.map((o) => ({ text: o.text!, clause: o.clause! })) } : {}),
      ...(own.partyRoles ? { partyRoles: own.partyRoles } : {}),
    });
  }
  return out.nn || out.en ? out : undefined;
}

/** A bank question in each language that has it, under its domain's heading there. */
export function bankTranslations(q: BankQuestion): QuestionTranslations | undefined {
  const out: QuestionTranslations = {};
  for (const language of LANGUAGES) {
    const { language: source } = indexed(language);
    const own = source.bank[q.text];
    const section = source.words.domainSections[q.domains[0]!];
    if (own && section) out[language] = asQuestionTranslation({ ...own, section });
  }
  return out.nn || out.en ? out : undefined;
}
