import type {
  MiddleGroundAlternative,
  QuestionTranslations,
  TopicDocument,
  TopicTranslations,
} from '@avtalt/contracts';
import { randomUUID } from 'node:crypto';
import { catalogueRows } from '../seed/catalogue-rows.rules';
import { CATALOGUE } from './catalogue.data';
import type { TopicTranslation } from './catalogue-translation.types';
import type { CatalogueTopic } from './catalogue.types';
import { asQuestionTranslation } from './catalogue-question-translations';
import { CATALOGUE_TRANSLATIONS } from './catalogue-translations';
import { MIDDLE_GROUND } from './middle-ground.data';
import { MIDDLE_GROUND_TRANSLATIONS } from './middle-ground-translations';
import { NYNORSK_READ } from './translation-reviews.data';
import { SIGNING_NOTES_EN } from './signing-notes.en.data';
import { SIGNING_NOTES_NN } from './signing-notes.nn.data';

/** A stored question as far as its translation goes: what it says in bokmål, and its catalogue key. */
export interface StoredQuestion {
  catalogueKey: string | null;
  text: string;
  description: string | null;
  section: string | null;
  clauseYes: string | null;
  clauseNo: string | null;
  clauseTemplate: string | null;
  options: string[] | null;
  optionClauses: (string | null)[] | null;
  partyRoles: { chosen: string; others: string | null } | null;
  /** The curated compromises as stored (an admin may have changed them). */
  middleGround?: readonly MiddleGroundAlternative[] | null;
  /** The value checks as stored (an admin may have changed their messages). */
  checks?: readonly { message: string }[] | null;
}

export interface StoredTopic {
  catalogueKey: string | null;
  title: string;
  description: string;
  document: TopicDocument | null;
}

export interface Sources {
  catalogue: readonly CatalogueTopic[];
  translations: typeof CATALOGUE_TRANSLATIONS;
  nynorskRead: typeof NYNORSK_READ;
  middleGround: typeof MIDDLE_GROUND;
  middleGroundTranslations: typeof MIDDLE_GROUND_TRANSLATIONS;
  /** The signing notes' nynorsk and English, by note id. */
  signingNotes: Record<'nn' | 'en', Record<string, { title: string; text: string }>>;
}
const CATALOGUE_SOURCES: Sources = {
  catalogue: CATALOGUE,
  translations: CATALOGUE_TRANSLATIONS,
  nynorskRead: NYNORSK_READ,
  middleGround: MIDDLE_GROUND,
  middleGroundTranslations: MIDDLE_GROUND_TRANSLATIONS,
  signingNotes: { nn: SIGNING_NOTES_NN, en: SIGNING_NOTES_EN },
};

const LANGUAGES = ['nn', 'en'] as const;

/**
 * The translations an agreement copies with a topic's questions (docs/languages.md): a translation is of one
 * bokmål text, so a question gets the catalogue's nynorsk and English only while its stored bokmål is still the
 * catalogue's, word for word; a question an admin rewrote, or wrote, gets none (and the agreement then has no
 * nynorsk). The topic's own texts likewise.
 */
export function questionnaireTranslations(
  topic: StoredTopic,
  questions: readonly StoredQuestion[],
  sources: Sources = CATALOGUE_SOURCES,
): { topic: TopicTranslations | undefined; questions: (QuestionTranslations | undefined)[] } {
  const entry = topic.catalogueKey ? sources.catalogue.find((t) => t.key === topic.catalogueKey) : undefined;
  const translated = entry ? sources.translations[entry.key] : undefined;
  if (!entry || !translated) return { topic: undefined, questions: questions.map(() => undefined) };
  const rows = catalogueQuestions(entry);
  return {
    topic: sameTopic(topic, entry) ? topicTranslations(topic, entry, translated, sources) : undefined,
    questions: questions.map((q) => {
      const row = q.catalogueKey ? rows.get(q.catalogueKey) : undefined;
      if (!row || !sameQuestion(q, row)) return undefined;
      const out: QuestionTranslations = {};
      const key = q.catalogueKey!;
      // The compromises' translations go with the bokmål compromises they were made from, as the question's do.
      const catalogueChecks = entry.questions.find((c) => c.key === key)?.checks ?? [];
      const ownMiddleGround = same(
        alternatives(q.middleGround),
        alternatives(sources.middleGround[entry.key]?.[key]),
      );
      for (const language of LANGUAGES) {
        const own = translated[language]?.questions[key];
        if (own)
          out[language] = {
            ...asQuestionTranslation(own),
            middleGround: ownMiddleGround
              ? middleGroundIn(q.middleGround, sources.middleGroundTranslations[entry.key]?.[language]?.[key])
              : null,
            checkMessages: checkMessagesIn(q.checks, catalogueChecks, own.checks),
          };
      }
      return out.nn || out.en ? out : undefined;
    }),
  };
}

const byTopic = new WeakMap<CatalogueTopic, Map<string, StoredQuestion>>();

/** The catalogue's bokmål questions as the seeder stores them, by key (made once per topic). */
function catalogueQuestions(entry: CatalogueTopic): Map<string, StoredQuestion> {
  let rows = byTopic.get(entry);
  if (!rows) {
    rows = new Map(catalogueRows(entry, randomUUID, () => []).templates.map((r) => [r.catalogueKey, r]));
    byTopic.set(entry, rows);
  }
  return rows;
}

function topicTranslations(
  topic: StoredTopic,
  entry: CatalogueTopic,
  translated: Partial<Record<'nn' | 'en', TopicTranslation>>,
  sources: Sources,
): TopicTranslations {
  const key = entry.key;
  const out: TopicTranslations = {};
  for (const language of LANGUAGES) {
    const own = translated[language];
    if (!own) continue;
    const notes = signingNotesIn(topic, entry, sources.signingNotes[language]);
    const labels = paymentLabelsIn(topic, entry, own.paymentLabels);
    out[language] = {
      ...(notes.length > 0 ? { signingNotes: notes } : {}),
      ...(Object.keys(labels).length > 0 ? { paymentLabels: labels } : {}),
      title: own.title,
      description: own.description,
      heading: own.document?.heading ?? null,
      termClause: own.document?.termClause ?? null,
      disputeClause: own.document?.disputeClause ?? null,
      // English is a translation beside the binding text; only a nynorsk text waits for its reader.
      reviewed: language === 'en' || key in sources.nynorskRead,
    };
  }
  return out;
}

/**
 * The stored topic's signing notes in a language: a note is translated while its title and text are the
 * catalogue's, word for word (an admin may have rewritten one or written their own).
 */
function signingNotesIn(
  topic: StoredTopic,
  entry: CatalogueTopic,
  translated: Record<string, { title: string; text: string }>,
): { id: string; title: string; text: string }[] {
  return (topic.document?.signingNotes ?? []).flatMap((note) => {
    const bokmal = entry.document?.signingNotes?.find((n) => n.id === note.id);
    const own = translated[note.id];
    return bokmal && own && bokmal.title === note.title && bokmal.text === note.text
      ? [{ id: note.id, title: own.title, text: own.text }]
      : [];
  });
}

/**
 * The stored topic's payment labels in a language, by obligation rule id: a label is translated while it is the
 * catalogue rule's, word for word.
 */
function paymentLabelsIn(
  topic: StoredTopic,
  entry: CatalogueTopic,
  translated: Record<string, string> | undefined,
): Record<string, string> {
  const catalogue = new Map((entry.document?.obligations ?? []).map((r) => [r.id, r.label]));
  return Object.fromEntries(
    (topic.document?.obligations ?? []).flatMap((rule) => {
      const own = translated?.[rule.id];
      return own && catalogue.get(rule.id) === rule.label ? [[rule.id, own]] : [];
    }),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function sameTopic(topic: StoredTopic, entry: CatalogueTopic): boolean {
  const own = topic.document;
  const catalogue = entry.document;
  return (
    topic.title === entry.title &&
    topic.description === entry.description &&
    same(own?.heading, catalogue?.heading) &&
    same(own?.termClause, catalogue?.termClause) &&
    same(own?.disputeClause, catalogue?.disputeClause)
  );
}

function sameQuestion(stored: StoredQuestion, row: StoredQuestion): boolean {
  const fields = [
    'text',
    'description',
    'section',
    'clauseYes',
    'clauseNo',
    'clauseTemplate',
    'options',
    'optionClauses',
    'partyRoles',
  ] as const;
  return fields.every((field) => same(stored[field], row[field]));
}

/** A question's compromises in a language: all of them, one for one with the bokmål, or none. */
function middleGroundIn(
  bokmal: readonly MiddleGroundAlternative[] | null | undefined,
  translated: readonly MiddleGroundAlternative[] | undefined,
): MiddleGroundAlternative[] | null {
  if (!bokmal?.length || !translated || translated.length !== bokmal.length) return null;
  return translated.map((m) => ({ text: m.text, clause: m.clause, description: m.description ?? null }));
}

/**
 * The stored checks' messages with their translations: a message is translated only while it is the catalogue's,
 * word for word (the translation is of that text); null when none is.
 */
function checkMessagesIn(
  stored: readonly { message: string }[] | null | undefined,
  catalogue: readonly { message: string }[],
  translated: readonly string[] | undefined,
): { message: string; translation: string }[] | null {
  const pairs = (stored ?? []).flatMap(({ message }) => {
    const at = catalogue.findIndex((c) => c.message === message);
    const translation = at >= 0 ? translated?.[at] : undefined;
    return translation ? [{ message, translation }] : [];
  });
  return pairs.length > 0 ? pairs : null;
}

/** Compromises as compared: their texts in order (stored jsonb orders an object's keys its own way). */
const alternatives = (list: readonly MiddleGroundAlternative[] | null | undefined) =>
  (list ?? []).map((m) => [m.text, m.clause, m.description ?? null]);
