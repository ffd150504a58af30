import {
  middleGroundSchema,
  partyRolesSchema,
  signingNoteSchema,
  valueChecksSchema,
  type MiddleGroundAlternative,
  type PartyRoles,
  type QuestionType,
  type SigningNote,
  type TopicDocument,
  type ValueCheckDto,
  type ValueFormat,
} from '@avtalt/contracts';
import {
  validateRules,
  validateValueChecks,
  type LogicRule,
  type Operator,
  type ValueCheck,
} from '@avtalt/logic';
import { randomUUID } from 'node:crypto';
import { catalogueDocument } from './catalogue-document.rules';
import type {
  CatalogueCondition,
  CatalogueQuestion,
  CatalogueTopic,
  QuestionContent,
} from '../catalogue/catalogue.types';
import { middleGroundOf } from '../catalogue/middle-ground.rules';
import { canonicalRuleValue } from '../rules/rule-value.rules';

/** A catalogue question as a question template row. */
export interface CatalogueTemplateRow {
  id: string;
  text: string;
  order: number;
  description: string | null;
  type: QuestionType;
  options: string[] | null;
  optionClauses: (string | null)[] | null;
  format: ValueFormat | null;
  clauseTemplate: string | null;
  clauseYes: string | null;
  clauseNo: string | null;
  /** The subject heading in the document; null when the catalogue gives none. */
  section: string | null;
  /** Printed under 'Bakgrunn' as a fact. */
  fact: boolean;
  /** free_text with format party only. */
  partyRoles: PartyRoles | null;
  /** The catalogue question's key (the library's entries are found by it). */
  catalogueKey: string;
  /** Issue 19: the library's middle ground of the question; null when it has none (yet). */
  middleGround: MiddleGroundAlternative[] | null;
  /** Issue 33: the question's value checks, other questions named by their rows' ids; null when none. */
  checks: ValueCheckDto[] | null;
}

/** Where the curated middle grounds come from: topic key, question key → alternatives (tests pass their own). */
export type MiddleGroundSource = (
  topicKey: string,
  questionKey: string,
) => readonly MiddleGroundAlternative[];

/** A catalogue showIf as a logic rule row: show the question when the source's answer matches. */
export interface CatalogueRuleRow {
  id: string;
  questionId: string;
  sourceQuestionId: string;
  operator: Operator;
  value: string | number | boolean | null;
  action: 'show' | 'hide';
  targetQuestionId: null;
}

/**
 * The template and rule rows of a catalogue topic (docs/typed-answers.md): a yes_no question keeps
 * clauseYes/clauseNo, a multiple_choice its options with a clause each (optionClauses), a free_text its
 * format and clause template. A showIf becomes a `show` rule and a hideIf a `hide` rule: `{ equals: true }` the yes/no form, else
 * the operator with the value read by the source's format (`'Meg selv'` → 'self', `'1.3.2027'` →
 * '2027-03-01', `'12 000'` → 12000). The rules are checked by the logic engine, so a catalogue mistake
 * stops the seeding with the topic's key instead of storing a rule that never matches. Each question
 * also carries its document fields (docs/legal-document.md): `section`, `fact`, and `partyRoles` (a
 * party question only; roles on another question, or a section or role longer than the contracts
 * allow, stop the seeding the same way).
 */
export function catalogueRows(
  entry: CatalogueTopic,
  newId: () => string = randomUUID,
  library: MiddleGroundSource = middleGroundOf,
): { templates: CatalogueTemplateRow[]; rules: CatalogueRuleRow[]; document: TopicDocument | null } {
  const idByKey = new Map(entry.questions.map((q) => [q.key, newId()]));
  const templates = entry.questions.map((q, index) => ({
    id: idByKey.get(q.key)!,
    text: q.text,
    order: index + 1,
    description: q.description ?? null,
    ...typedFields(q),
    ...documentFields(entry, q),
    catalogueKey: q.key,
    middleGround: catalogueMiddleGround(entry.key, q.key, library),
    checks: catalogueChecks(entry, q, idByKey),
  }));
  const byId = new Map(templates.map((t) => [t.id, t]));
  const rules: CatalogueRuleRow[] = [];
  for (const q of entry.questions) {
    for (const [action, when] of [
      ['show', q.showIf],
      ['hide', q.hideIf],
    ] as const) {
      if (!when) continue;
      const sourceQuestionId = idByKey.get(when.questionKey);
      if (!sourceQuestionId)
        throw new Error(
          `Catalogue topic ${entry.key}: ${q.key} ${action}s after unknown question ${when.questionKey}`,
        );
      const { operator, value } = condition(when);
      rules.push({
        id: newId(),
        questionId: idByKey.get(q.key)!,
        sourceQuestionId,
        operator,
        value: canonicalRuleValue(byId.get(sourceQuestionId)!, operator, value),
        action,
        targetQuestionId: null,
      });
    }
  }
  const issues = validateRules(templates, rules as LogicRule[]);
  if (issues.length > 0)
    throw new Error(`Catalogue topic ${entry.key}: ${issues.map((i) => i.message).join('; ')}`);
  const problems = validateValueChecks(templates);
  if (problems.length > 0) {
    const keyOf = new Map(templates.map((t) => [t.id, t.catalogueKey]));
    throw new Error(
      `Catalogue topic ${entry.key}: ${problems.map((p) => `${keyOf.get(p.questionId)} check ${p.index + 1}: ${p.message}`).join('; ')}`,
    );
  }
  return { templates, rules, document: catalogueDocument(entry, idByKey) };
}

/**
 * Issue 33: a catalogue question's value checks with the questions they name (by key) as the rows' ids,
 * checked with the contracts; a key that is not a question of the topic stops the seeding naming it.
 * Whether each check fits (an earlier question, the right formats) is judged with the topic's rows.
 */
function catalogueChecks(
  entry: CatalogueTopic,
  q: CatalogueQuestion,
  idByKey: ReadonlyMap<string, string>,
): ValueCheckDto[] | null {
  if (!q.checks || q.checks.length === 0) return null;
  const id = (key: string): string => {
    const found = idByKey.get(key);
    if (!found)
      throw new Error(`Catalogue topic ${entry.key}: ${q.key} has a check naming unknown question ${key}`);
    return found;
  };
  const mapped = q.checks.map((check): ValueCheck => {
    const when = check.when ? { when: { ...check.when, question: id(check.when.question) } } : {};
    switch (check.kind) {
      case 'after':
      case 'atMostTimes':
        return { ...check, other: id(check.other), ...when };
      case 'instalmentsCover':
        return { ...check, amount: id(check.amount), from: id(check.from), until: id(check.until), ...when };
      default:
        return { ...check, ...when };
    }
  });
  const parsed = valueChecksSchema.safeParse(mapped);
  if (!parsed.success)
    throw new Error(
      `Catalogue topic ${entry.key}: ${q.key} has a check the contracts refuse: ${parsed.error.issues[0]?.message}`,
    );
  return parsed.data;
}

/**
 * A catalogue question's middle ground from the library, checked with the contracts (a mistake stops the
 * seeding naming the topic and question); null when the library has none for it.
 */
export function catalogueMiddleGround(
  topicKey: string,
  questionKey: string,
  library: MiddleGroundSource = middleGroundOf,
): MiddleGroundAlternative[] | null {
  const entries = library(topicKey, questionKey);
  if (entries.length === 0) return null;
  const parsed = middleGroundSchema.safeParse(entries);
  if (!parsed.success)
    throw new Error(
      `Catalogue topic ${topicKey}: ${questionKey} has a middle ground the contracts refuse: ${parsed.error.issues[0]?.message}`,
    );
  return parsed.data;
}

/** A stored question of a seeded topic, for {@link catalogueKeys}. */
export interface StoredKeyedTemplate {
  id: string;
  type: QuestionType;
  text: string;
  format: ValueFormat | null;
  catalogueKey: string | null;
}

/**
 * The catalogue keys of a topic's questions seeded before keys were stored (catalogue revision 3): a
 * stored question without a key gets the key of the catalogue question it still is — the same type, text
 * and (for a value) format; each catalogue question names at most one stored question, in stored order,
 * and none whose key is already stored. A question an admin rewrote or added gets none (and so is never
 * filled from the library).
 */
export function catalogueKeys(
  entry: CatalogueTopic,
  stored: readonly StoredKeyedTemplate[],
): { id: string; catalogueKey: string }[] {
  const catalogue = catalogueRows(entry, randomUUID, () => []).templates;
  const used = new Set(stored.map((t) => t.catalogueKey).filter((k) => k !== null));
  const keys: { id: string; catalogueKey: string }[] = [];
  for (const row of stored) {
    if (row.catalogueKey !== null) continue;
    const match = catalogue.find(
      (c) =>
        !used.has(c.catalogueKey) &&
        c.type === row.type &&
        c.text.trim() === row.text.trim() &&
        (c.type !== 'free_text' || c.format === row.format),
    );
    if (!match) continue;
    used.add(match.catalogueKey);
    keys.push({ id: row.id, catalogueKey: match.catalogueKey });
  }
  return keys;
}

/**
 * Every catalogue question the library has a middle ground for, as the seeder fills them on an existing
 * installation (into questions with that topic's and question's keys whose middle ground was never set).
 */
export function catalogueMiddleGrounds(
  catalogue: readonly CatalogueTopic[],
  library: MiddleGroundSource = middleGroundOf,
): { topicKey: string; questionKey: string; middleGround: MiddleGroundAlternative[] }[] {
  return catalogue.flatMap((entry) =>
    entry.questions.flatMap((q) => {
      const middleGround = catalogueMiddleGround(entry.key, q.key, library);
      return middleGround ? [{ topicKey: entry.key, questionKey: q.key, middleGround }] : [];
    }),
  );
}

/**
 * Issue 31: every catalogue topic with signing notes, as the seeder gives them on every start to the seeded
 * topics that have none yet (`signingNotes` absent from the stored document) — so notes added to the
 * catalogue reach existing installations. Each note is checked with the contracts and ids are unique per
 * topic (a mistake stops the seeding naming the topic).
 */
export function catalogueSigningNotes(
  catalogue: readonly CatalogueTopic[],
): { topicKey: string; signingNotes: SigningNote[] }[] {
  return catalogue.flatMap((entry) => {
    const notes = entry.document?.signingNotes ?? [];
    if (notes.length === 0) return [];
    const ids = new Set<string>();
    const parsed = notes.map((note) => {
      const result = signingNoteSchema.safeParse(note);
      if (!result.success)
        throw new Error(
          `Catalogue topic ${entry.key}: signing note ${note.id} is refused by the contracts: ${result.error.issues[0]?.message}`,
        );
      if (ids.has(result.data.id))
        throw new Error(`Catalogue topic ${entry.key}: signing note ${note.id} appears twice`);
      ids.add(result.data.id);
      return result.data;
    });
    return [{ topicKey: entry.key, signingNotes: parsed }];
  });
}

function documentFields(
  entry: CatalogueTopic,
  q: CatalogueQuestion,
): Pick<CatalogueTemplateRow, 'section' | 'fact' | 'partyRoles'> {
  const fail = (what: string): never => {
    throw new Error(`Catalogue topic ${entry.key}: ${q.key} ${what}`);
  };
  const section = q.section?.trim() || null;
  if (section && section.length > 80) fail('has a section longer than 80 characters');
  let partyRoles: PartyRoles | null = null;
  if (q.type === 'free_text' && q.partyRoles) {
    if (q.format !== 'party') fail('has party roles but is not a party question');
    const parsed = partyRolesSchema.safeParse(q.partyRoles);
    if (!parsed.success) fail(`has party roles the contracts refuse: ${parsed.error.issues[0]?.message}`);
    partyRoles = parsed.data!;
  }
  return { section, fact: q.fact ?? false, partyRoles };
}

/** A catalogue-typed question's type and the fields of that type, the others null (also used for generated questions). */
export function typedFields(q: QuestionContent) {
  const none = {
    options: null,
    optionClauses: null,
    format: null,
    clauseTemplate: null,
    clauseYes: null,
    clauseNo: null,
  };
  switch (q.type) {
    case 'multiple_choice':
      return {
        ...none,
        type: q.type,
        options: q.options.map((o) => o.text),
        optionClauses: q.options.map((o) => o.clause || null),
      };
    case 'free_text':
      return { ...none, type: q.type, format: q.format, clauseTemplate: q.clauseTemplate };
    default:
      return { ...none, type: 'yes_no' as const, clauseYes: q.clauseYes, clauseNo: q.clauseNo };
  }
}

function condition(showIf: CatalogueCondition): { operator: Operator; value: string | number | boolean } {
  return 'operator' in showIf
    ? { operator: showIf.operator, value: showIf.value }
    : { operator: 'equals', value: showIf.equals };
}

/** A seeded topic as it is stored now, for {@link catalogueUpgrade}. */
export interface StoredCatalogueTopic {
  document: TopicDocument | null;
  templates: {
    id: string;
    type: QuestionType;
    text: string;
    format: ValueFormat | null;
    section: string | null;
    fact: boolean;
    partyRoles: PartyRoles | null;
  }[];
}

/** What {@link catalogueUpgrade} sets: the topic's document (when it gets one) and per template its fields. */
export interface CatalogueUpgrade {
  document: TopicDocument | null;
  templates: { id: string; section: string | null; fact: boolean; partyRoles: PartyRoles | null }[];
}

/**
 * The document fields a topic seeded before they existed gets from the catalogue (docs/legal-document.md,
 * "Existing installations"). Nothing an admin wrote is overwritten:
 * - the topic gets the catalogue's document settings while its own are still null (no one could set them
 *   before);
 * - a question gets the catalogue question's section, fact and party roles when it still has none and is
 *   the catalogue question unchanged in what it asks: the same type, the same text (an admin who rewrote
 *   a question may have made it another question) and, for a value, the same format. Each catalogue
 *   question fills at most one stored question, in stored order. Questions the catalogue has added or
 *   reworded since the topic was seeded are not added; admins add them if they want them.
 */
export function catalogueUpgrade(entry: CatalogueTopic, stored: StoredCatalogueTopic): CatalogueUpgrade {
  const catalogue = catalogueRows(entry).templates;
  const used = new Set<number>();
  const templates: CatalogueUpgrade['templates'] = [];
  for (const row of stored.templates) {
    if (row.section !== null || row.fact || row.partyRoles !== null) continue;
    const index = catalogue.findIndex(
      (c, i) =>
        !used.has(i) &&
        c.type === row.type &&
        c.text.trim() === row.text.trim() &&
        (c.type !== 'free_text' || c.format === row.format),
    );
    if (index < 0) continue;
    used.add(index);
    const { section, fact, partyRoles } = catalogue[index];
    if (section === null && !fact && partyRoles === null) continue;
    templates.push({ id: row.id, section, fact, partyRoles });
  }
  return { document: stored.document ?? catalogueDocument(entry), templates };
}
