import type { GeneratedQuestion } from '@avtalt/contracts';
import { asGeneratedQuestion } from '../generated-question.rules';
import { takeTurns } from '../text-lists.rules';
import {
  KIND_SECTIONS,
  OBJECT_TEMPLATES,
  type QuestionTemplate,
  RELATION_SECTIONS,
  RELATION_TEMPLATES,
  SPLIT_QUESTION,
  UNNAMED_THING,
  USE_LABELS,
} from './relation-templates.data';
import {
  NEIGHBOUR_MATTER_SECTIONS,
  MATTER_ASPECTS,
  NEIGHBOUR_MATTER_TEMPLATES,
  NUISANCES,
  COMMON_COSTS,
  NOT_FOR_NUISANCES,
} from './neighbour-matters.data';
import { ESTATE_KINDS } from './estate-kinds';
import { OBJECT_LEXICON } from './title-lexicon.data';
import { templateTranslations } from './template-translations';
import type { NeighbourMatter, Relation, TitleObject, TitleReading } from './title-reading.types';

type Known = Exclude<Relation, 'other'>;

/**
 * The object in definite singular as the title names it: 'hesten', 'hytta', 'kameraet', a compound
 * with its first part ('bruktbilen', 'labradorvalpen'), or the lexicon's own form (plural nouns).
 */
export function definiteForm(object: TitleObject): string {
  const entry = OBJECT_LEXICON[object.lemma];
  const { lemma, gender } = object;
  const e = lemma.endsWith('e');
  const regular =
    gender === 'n'
      ? e
        ? `${lemma}t`
        : `${lemma}et`
      : gender === 'f' && e
        ? `${lemma.slice(0, -1)}a`
        : e
          ? `${lemma}n`
          : `${lemma}en`;
  return object.definite ?? `${object.prefix}${entry?.definite ?? regular}`;
}

/** The template with `put` applied to every text a person reads (question, help, options, clauses). */
function mapTexts(template: QuestionTemplate, put: (text: string) => string): QuestionTemplate {
  const description = template.description === undefined ? undefined : put(template.description);
  const common = { text: put(template.text), description };
  switch (template.type) {
    case 'multiple_choice':
      return {
        ...template,
        ...common,
        options: template.options.map((o) => ({ text: put(o.text), clause: put(o.clause) })),
      };
    case 'free_text':
      return { ...template, ...common, clauseTemplate: put(template.clauseTemplate) };
    default:
      return { ...template, ...common, clauseYes: put(template.clauseYes), clauseNo: put(template.clauseNo) };
  }
}

/**
 * A template as a generated question, typed as the template is, `{objektet}` filled in with the object,
 * `{eieren}`/`{brukeren}` with the relation's words (`labels`), printed under its own section or `section`;
 * a template naming what is not given (an object, the words) is skipped.
 */
export function fill(
  template: QuestionTemplate,
  object: TitleObject | null,
  section: string,
  labels: { owner: string; user: string } | null = null,
): GeneratedQuestion | null {
  let missing = false;
  const filled = mapTexts(template, (text) =>
    text.replace(/\{(objektet|eieren|Eieren|brukeren|Brukeren)\}/g, (_, name: string) => {
      const word =
        name === 'objektet'
          ? object && definiteForm(object)
          : labels && (name.toLowerCase() === 'eieren' ? labels.owner : labels.user);
      if (!word) {
        missing = true;
        return _;
      }
      return name[0] === name[0].toUpperCase() ? word[0].toUpperCase() + word.slice(1) : word;
    }),
  );
  if (missing) return null;
  const translations = templateTranslations(template, object, section, labels);
  return { ...asGeneratedQuestion(filled, section), ...(translations ? { translations } : {}) };
}

/**
 * Whether a relation's own questions may name the object: a person or a child only where they are cared
 * for ('verdien av far' in an estate is wrong), money only in a loan ('strøm og vedlikehold av pengene').
 */
function nameable(relation: Known, object: TitleObject | null): TitleObject | null {
  if (!object || object.kind === 'none') return null;
  if (object.kind === 'person' || object.kind === 'child') return relation === 'care' ? object : null;
  if (object.kind === 'money') return relation === 'lend-money' ? object : null;
  return object;
}

/** A matter's questions as the title's aspects of it narrow them: theirs first, without those they leave out. */
function narrowed(matter: NeighbourMatter, aspects: readonly string[]): QuestionTemplate[] {
  const applying = aspects.map((name) => MATTER_ASPECTS[name]).filter((a) => a?.matter === matter);
  const leftOut = new Set(applying.flatMap((a) => a.leaveOut));
  return [
    ...applying.flatMap((a) => a.ask ?? []),
    ...NEIGHBOUR_MATTER_TEMPLATES[matter].filter((t) => !leftOut.has(t.text)),
  ];
}

/** Whether a question's clauses share a cost as the split of the common costs says. */
function sharesCommonCosts(question: GeneratedQuestion): boolean {
  const clauses = [
    question.clauseYes,
    question.clauseNo,
    question.clauseTemplate,
    ...(question.optionClauses ?? []),
  ];
  return clauses.some((clause) => clause?.includes('som de andre felles kostnadene'));
}

/**
 * The questions for what a title says: each relation's own questions (the first relation leading; the
 * neighbours' matters before their general questions) woven
 * with the questions about the object's kind that fit those relations, at most `count`. Null when the
 * title names no relation (the caller falls back to the keyword set).
 */
export function relationQuestions(reading: TitleReading, count: number): GeneratedQuestion[] | null {
  const relations = reading.relations.filter((r): r is Known => r !== 'other');
  if (relations.length === 0) return null;
  const matters = reading.matters ?? [];
  // Nothing named that the reader knows: a loan, a sale or joint ownership is of «tingen», said first what it is.
  const unnamed = reading.object === null && UNNAMED_THING.relations.includes(relations[0]);
  const object: TitleObject | null = unnamed
    ? {
        lemma: UNNAMED_THING.lemma,
        word: UNNAMED_THING.definite,
        prefix: '',
        kind: 'thing',
        gender: 'm',
        definite: UNNAMED_THING.definite,
      }
    : reading.object;
  // A named matter asks about the thing itself («bjørka», «gjerdet»): the questions the object has only as
  // the neighbours' would ask it again in other words.
  const fits = (t: (typeof OBJECT_TEMPLATES)[number]) =>
    t.relations.some((r) => relations.includes(r) && (r !== 'neighbours' || matters.length === 0));
  const forObject = (t: (typeof OBJECT_TEMPLATES)[number]) =>
    object !== null &&
    !unnamed &&
    // An advance or a farm taken over asks about its subject itself.
    !(reading.estateKind && relations[0] === 'estate') &&
    t.kinds.includes(object.kind) &&
    (!t.lemmas || t.lemmas.includes(object.lemma)) &&
    fits(t);
  const aboutObject =
    object && !unnamed
      ? OBJECT_TEMPLATES.filter(forObject).map((t) => ({
          template: t.template,
          object,
          section: KIND_SECTIONS[object.kind],
          list: 'object',
          // Asked in a rent and in a loan alike: with the words of the title's relation.
          labels:
            USE_LABELS[relations.find((r) => t.relations.includes(r) && USE_LABELS[r]) ?? relations[0]] ??
            null,
        }))
      : [];
  const onlyNuisances = matters.length > 0 && matters.every((m) => NUISANCES.includes(m));
  // Neighbours beside what the title is mostly about («Låne bort drillen til naboen») and with no matter named
  // add what is theirs (the properties, notice, a sale), not a second round of common costs and upkeep.
  const leftOut = onlyNuisances
    ? NOT_FOR_NUISANCES
    : relations[0] !== 'neighbours' && matters.length === 0
      ? COMMON_COSTS
      : [];
  // An object's question that asks a relation's better for the kind («Hvor skal hunden bo?») takes its place.
  const replaced = new Set(
    OBJECT_TEMPLATES.filter(forObject).flatMap((t) => (t.replaces ? [t.replaces] : [])),
  );
  const own = (r: Known) => [
    // What neighbours are at odds or agree about leads their general questions, the matters taking turns.
    ...(r === 'neighbours'
      ? takeTurns(
          matters.map((matter) =>
            narrowed(matter, reading.aspects ?? []).map((template) => ({
              template,
              object: nameable(r, object),
              section: NEIGHBOUR_MATTER_SECTIONS[matter],
              list: `${r}:${matter}`,
              labels: null,
            })),
          ),
        )
      : []),
    // An advance on inheritance or a farm taken over has its own questions instead of a dødsbo's.
    ...(r === 'estate' && reading.estateKind
      ? ESTATE_KINDS[reading.estateKind].templates.map((template) => ({
          template,
          object: null,
          section: ESTATE_KINDS[reading.estateKind!].section,
          list: `estate:${reading.estateKind}`,
          labels: null,
        }))
      : []),
    ...(r === 'estate' && reading.estateKind ? [] : RELATION_TEMPLATES[r])
      .filter((template) => r !== 'neighbours' || !leftOut.includes(template.key ?? ''))
      .filter((template) => !replaced.has(template.text))
      .map((template) => ({
        template,
        object: nameable(r, object),
        section: RELATION_SECTIONS[r],
        list: r as string,
        labels: USE_LABELS[r] ?? null,
      })),
  ];
  // The first relation is what the title is mostly about: two of its questions per turn.
  const ordered = [
    ...(unnamed
      ? [{ template: UNNAMED_THING.template, object, section: '', list: 'object', labels: null }]
      : []),
    ...takeTurns([own(relations[0]), aboutObject, ...relations.slice(1).map(own)], [2]),
  ];
  const seen = new Set<string>();
  const questions: GeneratedQuestion[] = [];
  /** Where a keyed template of a list was put, for its follow-ups (`list:key`). */
  const placed = new Map<string, number>();
  // A clause that shares a cost «som de andre felles kostnadene» needs the split asked before it.
  const split = ordered.find((item) => item.template.text === SPLIT_QUESTION);
  for (const { template, object: named, section, list, labels } of ordered) {
    if (questions.length >= count) break;
    const question = fill(template, named, section, labels);
    if (!question || seen.has(question.text)) continue;
    if (sharesCommonCosts(question) && !seen.has(SPLIT_QUESTION)) {
      if (!split || questions.length + 2 > count) continue;
      const asked = fill(split.template, split.object, split.section, split.labels)!;
      seen.add(asked.text);
      if (split.template.key) placed.set(`${split.list}:${split.template.key}`, questions.length);
      questions.push(asked);
    }
    // A follow-up only after the question it follows, shown for that answer.
    const { showIf } = template;
    const source = showIf ? placed.get(`${list}:${showIf.questionKey}`) : undefined;
    if (showIf && source === undefined) continue;
    seen.add(question.text);
    if (template.key) placed.set(`${list}:${template.key}`, questions.length);
    questions.push(
      showIf && source !== undefined
        ? {
            ...question,
            conditions: [
              {
                question: source,
                operator: 'equals',
                value: 'equals' in showIf ? showIf.equals : showIf.option,
                action: 'show',
              },
            ],
          }
        : question,
    );
  }
  return questions;
}
