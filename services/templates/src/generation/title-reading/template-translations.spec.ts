import type { CatalogueQuestion } from '../../catalogue/catalogue.types';
import { QUESTION_BANK } from '../../catalogue/question-bank.data';
import { BOKMAL_ONLY, questionProblems } from '../../catalogue/translation-checks.rules';
import {
  OBJECT_TEMPLATES,
  type QuestionTemplate,
  RELATION_TEMPLATES,
  UNNAMED_THING,
} from './relation-templates.data';
import { ESTATE_KINDS } from './estate-kinds';
import {
  MATTER_ASPECTS,
  NEIGHBOUR_MATTER_SECTIONS,
  NEIGHBOUR_MATTER_TEMPLATES,
} from './neighbour-matters.data';
import { GENERATOR_LANGUAGES, LANGUAGES } from './template-translations';
import type { TemplateTranslation } from './template-translation.types';
import { OBJECT_LEXICON } from './title-lexicon.data';

/** The generator's placeholders a text has, in order ({objektet}, {eieren}, …; {{svar}} is checked with the fields). */
const placeholders = (text: string | undefined) => (text ?? '').match(/(?<!\{)\{[A-Za-z]+\}(?!\})/g) ?? [];

/** What makes a template's translation carry the same content: the catalogue's field checks, and the same placeholders. */
function problems(template: QuestionTemplate, own: TemplateTranslation | undefined): string[] {
  if (!own) return ['missing'];
  const found = questionProblems({ key: '', ...template } as CatalogueQuestion, own);
  const fields = ['text', 'description', 'clauseYes', 'clauseNo', 'clauseTemplate'] as const;
  for (const field of fields) {
    const from = (template as Partial<Record<(typeof fields)[number], string>>)[field];
    if (placeholders(from).sort().join() !== placeholders(own[field]).sort().join())
      found.push(`${field} placeholders`);
  }
  if (template.type === 'multiple_choice')
    template.options.forEach((o, i) => {
      const mine = own.options?.[i];
      if (
        placeholders(`${o.text} ${o.clause}`).sort().join() !==
        placeholders(`${mine?.text} ${mine?.clause}`).sort().join()
      )
        found.push(`options[${i}] placeholders`);
    });
  return found;
}

/** Every text of a translation a person reads. */
const textsOf = (own: TemplateTranslation) =>
  [
    own.text,
    own.description,
    own.section,
    own.clauseYes,
    own.clauseNo,
    own.clauseTemplate,
    ...(own.options ?? []).flatMap((o) => [o.text, o.clause]),
    own.partyRoles?.chosen,
    own.partyRoles?.others ?? undefined,
  ].filter((t): t is string => Boolean(t));

const NORWEGIAN = /(?<!\p{L})(og|ikke|skal|avtalen|partene|som|med|eller)(?!\p{L})/iu;

describe.each(LANGUAGES.map((l) => [l] as const))('the generator in %s', (language) => {
  const source = GENERATOR_LANGUAGES[language];
  const all: TemplateTranslation[] = [];

  it('has every relation template with the bokmål’s fields, options and placeholders, and no other', () => {
    const found: string[] = [];
    for (const [relation, list] of Object.entries(RELATION_TEMPLATES) as [string, QuestionTemplate[]][]) {
      const own = source.relations[relation as keyof typeof RELATION_TEMPLATES] ?? {};
      const texts = new Set(list.map((t) => t.text));
      for (const key of Object.keys(own))
        if (!texts.has(key)) found.push(`${relation}: ${key} is no template`);
      for (const template of list) {
        all.push(own[template.text]!);
        found.push(
          ...problems(template, own[template.text]).map((p) => `${relation}: ${template.text}: ${p}`),
        );
      }
    }
    expect(found).toEqual([]);
  });

  it('has every object template, the unnamed thing’s among them, and every heading, label and notice', () => {
    const templates = [...OBJECT_TEMPLATES.map((t) => t.template), UNNAMED_THING.template];
    const texts = new Set(templates.map((t) => t.text));
    const own = source.words.objectTemplates;
    const found = [
      ...Object.keys(own)
        .filter((key) => !texts.has(key))
        .map((key) => `${key} is no template`),
      ...templates.flatMap((t) => problems(t, own[t.text]).map((p) => `${t.text}: ${p}`)),
    ];
    expect(found).toEqual([]);
    all.push(...templates.map((t) => own[t.text]!));
    const words = source.words;
    for (const text of [
      words.unnamedThing,
      ...Object.values(words.relationSections),
      ...Object.values(words.kindSections),
      ...Object.values(words.relationHeadings),
      ...Object.values(words.notices),
      ...Object.values(words.domainSections),
      words.useLabels.rent.owner,
      words.useLabels.rent.user,
      words.useLabels['lend-thing'].owner,
      words.useLabels['lend-thing'].user,
    ])
      expect(text.trim()).not.toBe('');
  });

  it('has every template of the neighbours’ matters and their aspects, and every heading', () => {
    const own = source.neighbours;
    const found: string[] = [];
    const check = (
      where: string,
      list: readonly QuestionTemplate[],
      words: Record<string, TemplateTranslation> = {},
    ) => {
      const texts = new Set(list.map((t) => t.text));
      for (const key of Object.keys(words))
        if (!texts.has(key)) found.push(`${where}: ${key} is no template`);
      for (const template of list) {
        all.push(words[template.text]!);
        found.push(
          ...problems(template, words[template.text]).map((p) => `${where}: ${template.text}: ${p}`),
        );
      }
    };
    for (const [matter, list] of Object.entries(NEIGHBOUR_MATTER_TEMPLATES))
      check(matter, list, own.matters[matter as keyof typeof NEIGHBOUR_MATTER_TEMPLATES]);
    for (const [aspect, { ask }] of Object.entries(MATTER_ASPECTS))
      if (ask) check(aspect, ask, own.aspects[aspect]);
    expect(Object.keys(own.aspects).filter((a) => !MATTER_ASPECTS[a]?.ask)).toEqual([]);
    for (const matter of Object.keys(NEIGHBOUR_MATTER_SECTIONS))
      expect(own.sections[matter as keyof typeof NEIGHBOUR_MATTER_SECTIONS]?.trim()).toBeTruthy();
    // An advance on inheritance and a farm taken over.
    check('advance', ESTATE_KINDS.advance.templates, source.estate.advance);
    check('farm', ESTATE_KINDS.farm.templates, source.estate.farm);
    for (const word of ['advanceHeading', 'advanceSection', 'farmHeading', 'farmSection'] as const)
      expect(source.estate[word].trim()).toBeTruthy();
    expect(found).toEqual([]);
  });

  it('has every bank question with its text and both clauses', () => {
    const texts = new Set(QUESTION_BANK.map((q) => q.text));
    expect(Object.keys(source.bank).filter((key) => !texts.has(key))).toEqual([]);
    const found = QUESTION_BANK.flatMap((q) => {
      const own = source.bank[q.text];
      if (!own) return [`${q.text}: missing`];
      all.push(own);
      return questionProblems({ key: '', ...q } as unknown as CatalogueQuestion, own).map(
        (p) => `${q.text}: ${p}`,
      );
    });
    expect(found).toEqual([]);
  });

  it('has a word for every object of the lexicon', () => {
    const words = source.objects;
    expect(Object.keys(OBJECT_LEXICON).filter((lemma) => !words[lemma]?.trim())).toEqual([]);
    expect(Object.keys(words).filter((lemma) => !(lemma in OBJECT_LEXICON))).toEqual([]);
    // English: «the horse», or a person named as one names a relative («Mum», «Grandpa»).
    if (language === 'en')
      expect(Object.values(words).filter((w) => !/^(the \S|[A-Z][a-z]+$)/.test(w))).toEqual([]);
  });

  it(
    language === 'nn'
      ? 'is nynorsk: none of the bokmål forms nynorsk lacks'
      : 'is English: no Norwegian words besides names of law',
    () => {
      const texts = [...all.flatMap(textsOf), ...Object.values(source.words.notices)];
      const wrong = language === 'nn' ? BOKMAL_ONLY : NORWEGIAN;
      expect(texts.filter((text) => wrong.test(text))).toEqual([]);
    },
  );
});
