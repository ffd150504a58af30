import { DEFAULT_TOPIC_DOCUMENT, type TopicDocument } from '@avtalt/contracts';
import { createHash } from 'node:crypto';
import type { CatalogueTopic } from '../catalogue/catalogue.types';
import { middleGroundOf } from '../catalogue/middle-ground.rules';
import { catalogueRows, type CatalogueTemplateRow, type MiddleGroundSource } from './catalogue-rows.rules';

/**
 * A topic's content in one comparable form (docs/catalogue-versions.md): what the catalogue makes of a topic
 * and what is stored for it read the same way. Questions are named by their catalogue key, rules by the keys
 * of their questions; ids, creation times and the front-page placement (`featured`) are not content.
 */
export interface CanonicalTopic {
  title: string;
  description: string;
  document: Record<string, unknown>;
  /** Per question (in order): every field of the row catalogueRows() makes, except its id. */
  questions: CanonicalQuestion[];
  /** Sorted by their JSON text, so their stored order does not count. */
  rules: CanonicalRule[];
}

export type CanonicalQuestion = Record<string, unknown> & { catalogueKey: string };

export interface CanonicalRule {
  question: string;
  source: string;
  operator: string;
  value: unknown;
  action: string;
}

/**
 * A field that is null, undefined or an empty list means "none" wherever it is stored: dropping those makes
 * a field the catalogue gains later (e.g. a question's `checks`, null on every older row) leave the version of
 * every topic that does not use it unchanged, and an admin's cleared middle ground (`[]`) equal to none (null).
 */
function meaningful(value: unknown): boolean {
  return value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
}

function compact(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => meaningful(v)));
}

/** JSON with object keys sorted at every level, so the same content always gives the same text. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A stored or catalogue document read the same way: null is the defaults. */
function canonicalDocument(document: TopicDocument | null | undefined): Record<string, unknown> {
  return compact({ ...(document ?? DEFAULT_TOPIC_DOCUMENT) });
}

/**
 * `value` with every string that is a key of `ids` replaced by its value, at any depth: a question's fields may
 * name other questions of the topic by id (a value check's `other`, `when.question`, …), and ids differ between
 * the catalogue's rows and the stored ones, so they are compared (and carried over) by what they stand for.
 */
export function replaceIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (ids.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((v) => replaceIds(v, ids)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, replaceIds(v, ids)]),
    ) as T;
  }
  return value;
}

/** A question's fields, other questions named by `#<catalogue key>` instead of their ids. */
function canonicalQuestion(
  row: Record<string, unknown>,
  fields: readonly string[],
  keyRefs: ReadonlyMap<string, string>,
): CanonicalQuestion {
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (field !== 'id') picked[field] = replaceIds(row[field], keyRefs);
  return compact(picked) as CanonicalQuestion;
}

const keyRefsOf = (questions: readonly { id: string; catalogueKey: string | null }[]): Map<string, string> =>
  new Map(questions.filter((q) => q.catalogueKey !== null).map((q) => [q.id, `#${q.catalogueKey}`]));

/** Row ids for a canonical form: fixed, so the form is the same every time, and UUIDs as the contracts want. */
const canonicalId = (n: number): string => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

function sortRules(rules: CanonicalRule[]): CanonicalRule[] {
  return rules
    .map((r) => ({ r, key: stableJson(r) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((x) => x.r);
}

/** The row fields of a catalogue question (every key catalogueRows() gives it): the fields a version covers. */
export function catalogueRowFields(rows: readonly CatalogueTemplateRow[]): string[] {
  const fields = new Set<string>();
  for (const row of rows) for (const field of Object.keys(row)) fields.add(field);
  fields.delete('id');
  return [...fields].sort();
}

/** What the catalogue makes of a topic, in the comparable form. */
export function canonicalCatalogueTopic(
  entry: CatalogueTopic,
  library: MiddleGroundSource = middleGroundOf,
): CanonicalTopic {
  let next = 0;
  const rows = catalogueRows(entry, () => canonicalId(next++), library);
  const fields = catalogueRowFields(rows.templates);
  const keyOf = new Map(rows.templates.map((t) => [t.id, t.catalogueKey]));
  const keyRefs = keyRefsOf(rows.templates);
  return {
    title: entry.title,
    description: entry.description,
    document: canonicalDocument(replaceIds(rows.document, keyRefs)),
    questions: rows.templates.map((t) =>
      canonicalQuestion(t as unknown as Record<string, unknown>, fields, keyRefs),
    ),
    rules: sortRules(
      rows.rules.map((r) => ({
        question: keyOf.get(r.questionId)!,
        source: keyOf.get(r.sourceQuestionId)!,
        operator: r.operator,
        value: r.value,
        action: r.action,
      })),
    ),
  };
}

/** A seeded topic as stored: its own fields and its questions' and rules' rows (entities or plain rows). */
export interface StoredTopicRows {
  title: string;
  description: string;
  document: TopicDocument | null;
  /** In stored order. */
  questions: readonly (Record<string, unknown> & { id: string; catalogueKey: string | null })[];
  rules: readonly {
    questionId: string;
    sourceQuestionId: string;
    operator: string;
    value: unknown;
    action: string;
    targetQuestionId: string | null;
  }[];
}

/**
 * A stored topic in the comparable form, reading the same `fields` the catalogue's rows have; null when it
 * cannot be the catalogue's at all: a question without a catalogue key (an admin wrote it), or a rule the
 * catalogue never makes (a jump, or one naming a question without a key).
 */
export function canonicalStoredTopic(
  stored: StoredTopicRows,
  fields: readonly string[],
): CanonicalTopic | null {
  const keyOf = new Map<string, string>();
  for (const q of stored.questions) {
    if (q.catalogueKey === null) return null;
    keyOf.set(q.id, q.catalogueKey);
  }
  const rules: CanonicalRule[] = [];
  for (const r of stored.rules) {
    const question = keyOf.get(r.questionId);
    const source = keyOf.get(r.sourceQuestionId);
    if (!question || !source || r.targetQuestionId !== null) return null;
    rules.push({ question, source, operator: r.operator, value: r.value, action: r.action });
  }
  return {
    title: stored.title,
    description: stored.description,
    document: canonicalDocument(replaceIds(stored.document, keyRefsOf(stored.questions))),
    questions: stored.questions.map((q) => canonicalQuestion(q, fields, keyRefsOf(stored.questions))),
    rules: sortRules(rules),
  };
}

/**
 * A topic's version: the SHA-256 of its comparable form. Computed from the rows the seeder writes, so any
 * change of a text, option, clause, rule, document setting, middle ground, signing note or check changes it —
 * no one has to remember to bump a number.
 */
export function topicVersion(topic: CanonicalTopic): string {
  return createHash('sha256').update(stableJson(topic)).digest('hex');
}

/** The catalogue's current version of a topic. */
export function catalogueVersion(
  entry: CatalogueTopic,
  library: MiddleGroundSource = middleGroundOf,
): string {
  return topicVersion(canonicalCatalogueTopic(entry, library));
}

/** Every catalogue topic's current version, by key. */
export function catalogueVersions(
  catalogue: readonly CatalogueTopic[],
  library: MiddleGroundSource = middleGroundOf,
): Map<string, string> {
  return new Map(catalogue.map((entry) => [entry.key, catalogueVersion(entry, library)]));
}

/**
 * Whether an admin should be told that the catalogue has a newer version of a topic: its rows are at another
 * version than the catalogue's (or at an unknown one), an admin has edited it (an unedited one is simply
 * updated at start), and no admin chose to keep the current content against this very version.
 */
export function updateAvailable(
  seed: { version: string | null; keptVersion: string | null },
  edited: boolean,
  current: string,
  known: readonly string[],
): boolean {
  return (
    edited &&
    seed.version !== current &&
    !isNewer(seed.version, current, known) &&
    seed.keptVersion !== current
  );
}

/**
 * Whether a stored version was written by a newer release than this one: it is neither this release's
 * version nor one of the versions this release knows the topic had (`known`, CATALOGUE_VERSIONS, oldest
 * first). Such a topic is never updated or offered by this release, so an older replica restarting during a
 * rolling update (or after a rollback) does not put the older content back. Null (seeded before versions were
 * stored, content unknown) is not newer, and neither is anything when `known` is empty: every topic of the
 * real catalogue has its versions listed (the unit spec holds it), so only a catalogue passed in by a test has none.
 */
export function isNewer(version: string | null, current: string, known: readonly string[]): boolean {
  return known.length > 0 && version !== null && version !== current && !known.includes(version);
}

/**
 * How a seeded topic whose version is not known (seeded before versions were stored) is classified at its
 * first start with them (docs/catalogue-versions.md): its stored content is the catalogue's of a known
 * version (a past release's, `known`, or the current one) → that version, not edited; anything else →
 * edited, since the rows cannot tell an admin's change from an older catalogue's text (the safe side: the
 * admin is asked instead of the rows being overwritten).
 */
export function classifyUnversioned(
  storedVersion: string | null,
  current: string,
  known: readonly string[],
): { version: string | null; edited: boolean } {
  if (storedVersion !== null && (storedVersion === current || known.includes(storedVersion)))
    return { version: storedVersion, edited: false };
  return { version: null, edited: true };
}

/** One question field that differs: its value stored now and the catalogue's. */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface QuestionDiff {
  /** The catalogue key (or, for a question an admin wrote, null). */
  key: string | null;
  change: 'added' | 'removed' | 'changed';
  /** The question's text: the catalogue's for added and changed, the stored for removed. */
  text: string;
  fields: FieldChange[];
}

export interface CatalogueDiff {
  topic: FieldChange[];
  questions: QuestionDiff[];
  rules: { added: number; removed: number };
  /** The questions kept come in another order (their positions alone are not listed as changes). */
  reordered: boolean;
}

/**
 * The difference between a topic as stored and the catalogue's version of it, as the admin area shows it:
 * the topic's own fields and document setting by setting, per question added, removed or changed (field by
 * field, old → new; matched by catalogue key, so a question an admin wrote is removed by the update), and how
 * many rules come and go.
 */
export function catalogueDiff(
  stored: StoredTopicRows,
  catalogue: CanonicalTopic,
  fields: readonly string[],
): CatalogueDiff {
  const topic: FieldChange[] = [];
  if (stored.title !== catalogue.title)
    topic.push({ field: 'title', from: stored.title, to: catalogue.title });
  if (stored.description !== catalogue.description)
    topic.push({ field: 'description', from: stored.description, to: catalogue.description });
  const document = canonicalDocument(replaceIds(stored.document, keyRefsOf(stored.questions)));
  for (const field of [...new Set([...Object.keys(document), ...Object.keys(catalogue.document)])].sort()) {
    if (stableJson(document[field]) !== stableJson(catalogue.document[field])) {
      topic.push({
        field: `document.${field}`,
        from: document[field] ?? null,
        to: catalogue.document[field] ?? null,
      });
    }
  }

  const questions: QuestionDiff[] = [];
  const byKey = new Map(
    stored.questions.filter((q) => q.catalogueKey !== null).map((q) => [q.catalogueKey!, q]),
  );
  const keyRefs = keyRefsOf(stored.questions);
  const catalogueKeys = new Set(catalogue.questions.map((q) => q.catalogueKey));
  for (const wanted of catalogue.questions) {
    const present = byKey.get(wanted.catalogueKey);
    if (!present) {
      questions.push({ key: wanted.catalogueKey, change: 'added', text: String(wanted.text), fields: [] });
      continue;
    }
    const now = canonicalQuestion(present, fields, keyRefs);
    const changes = fields
      // A position shifts for every question after an added or removed one: `reordered` says it once.
      .filter(
        (f) =>
          f !== 'catalogueKey' &&
          f !== 'order' &&
          stableJson(now[f] ?? null) !== stableJson(wanted[f] ?? null),
      )
      .map((f) => ({ field: f, from: now[f] ?? null, to: wanted[f] ?? null }));
    if (changes.length > 0)
      questions.push({
        key: wanted.catalogueKey,
        change: 'changed',
        text: String(wanted.text),
        fields: changes,
      });
  }
  for (const q of stored.questions) {
    if (q.catalogueKey === null || !catalogueKeys.has(q.catalogueKey))
      questions.push({ key: q.catalogueKey, change: 'removed', text: String(q.text), fields: [] });
  }

  // The order of the questions both have, stored and in the catalogue: different only when one was moved.
  const keptStored = [...stored.questions]
    .sort((a, b) => Number(a.order) - Number(b.order))
    .map((q) => q.catalogueKey)
    .filter((k): k is string => k !== null && catalogueKeys.has(k));
  const keptWanted = catalogue.questions.map((q) => q.catalogueKey).filter((k) => byKey.has(k));
  const storedCanonical = canonicalStoredRules(stored);
  const wantedRules = new Set(catalogue.rules.map(stableJson));
  const haveRules = new Set(storedCanonical);
  return {
    topic,
    questions,
    rules: {
      added: [...wantedRules].filter((r) => !haveRules.has(r)).length,
      removed: storedCanonical.filter((r) => !wantedRules.has(r)).length,
    },
    reordered: keptStored.join('\n') !== keptWanted.join('\n'),
  };
}

/** The stored rules as comparable text (a rule on a question without a key never equals a catalogue rule). */
function canonicalStoredRules(stored: StoredTopicRows): string[] {
  const keyOf = new Map(stored.questions.map((q) => [q.id, q.catalogueKey ?? `id:${q.id}`]));
  return stored.rules.map((r) =>
    stableJson({
      question: keyOf.get(r.questionId) ?? `id:${r.questionId}`,
      source: keyOf.get(r.sourceQuestionId) ?? `id:${r.sourceQuestionId}`,
      operator: r.operator,
      value: r.value,
      action: r.action,
      ...(r.targetQuestionId !== null ? { target: r.targetQuestionId } : {}),
    }),
  );
}
