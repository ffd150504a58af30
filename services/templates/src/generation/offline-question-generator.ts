import type { GeneratedQuestion } from '@avtalt/contracts';
import { CATALOGUE } from '../catalogue/catalogue.data';
import type { BankQuestion, CatalogueTopic, Domain } from '../catalogue/catalogue.types';
import { DOMAIN_KEYWORDS, DOMAIN_SECTIONS, QUESTION_BANK } from '../catalogue/question-bank.data';
import type { GenerationInput, QuestionGenerator } from './question-generator.port';
import { randomUUID } from 'node:crypto';
import { catalogueRows } from '../seed/catalogue-rows.rules';
import { asGeneratedQuestion } from './generated-question.rules';
import { CATALOGUE_ALIASES } from './catalogue-names.data';
import { closeTopic } from './close-topics';
import { takeTurns, words } from './text-lists.rules';
import { relationQuestions } from './title-reading/relation-questions';
import { readingFor } from './title-reading/chosen-kinds';
import { GENERIC_NOTICE, GUESSED_NOTICE, KEYWORD_NOTICE, withNotice } from './set-notices';
import { bankTranslations } from './title-reading/template-translations';
import { catalogueQuestionTranslations } from '../catalogue/catalogue-question-translations';

/** Domains that fit every agreement: they never lead a set while a topic-specific domain matched. */
const GENERIC_DOMAINS: readonly Domain[] = ['economy', 'communication', 'ending'];
/** Domains naming the kind of contract (not its object): they weigh more than the object ('bilkjøp' is a purchase). */
const CONTRACT_DOMAINS: readonly Domain[] = ['purchase', 'tenancy', 'inheritance', 'loans'];
/**
 * Agreements with their own terms: one-off transactions and leases. Their sets are filled with their own
 * questions before any that fit every agreement, and get none about ending the agreement (a generic
 * notice clause would contradict a sale or a lease) unless nothing else is left.
 */
const SELF_CONTAINED_DOMAINS: readonly Domain[] = ['purchase', 'tenancy', 'inheritance', 'events'];
/** Contracts between a seller and a buyer or a landlord and a tenant: the sharing questions of the object's domain do not fit. */
const EXCHANGE_DOMAINS: readonly Domain[] = ['purchase', 'tenancy'];

const TITLE_WEIGHT = 3;
const DESCRIPTION_WEIGHT = 1;
const CONTRACT_FACTOR = 1.5;

export { closeTopic } from './close-topics';

/** Words of a text of two letters or more, lower case, with æøå kept. */
export function tokenize(text: string): string[] {
  return words(text).filter((t) => t.length >= 2);
}

/** Endings of inflected Norwegian nouns, verbs and adjectives (hytta, bilen, barna, foreldrene, kjøpte). */
const SUFFIXES = new Set([
  '',
  'a',
  'e',
  'en',
  'et',
  'er',
  'ene',
  'ne',
  'es',
  's',
  'ens',
  'ets',
  'ers',
  'ar',
  'ane',
  'te',
  't',
  'ing',
  'ingen',
  'inga',
  'ingene',
]);

/** The forms a keyword is looked for in: 'hytte' also as 'hytt' (hytta, hytter). */
function bases(keyword: string): string[] {
  return keyword.length >= 4 && keyword.endsWith('e') ? [keyword, keyword.slice(0, -1)] : [keyword];
}

/**
 * Where a keyword stands in a word, as [start, end) of the keyword's part, or undefined. A keyword
 * matches at the start of a word followed by an inflection ('bilen') or by the rest of a compound
 * ('bilkjøp', 'arveoppgjør'; the rest is at least four letters after a linking s or e, so 'bil' is not
 * found in 'bilder').
 * Inside a word it matches after at least three letters: as the last part with an inflection
 * ('bruktbil', 'familiehytta'), or, when four letters or longer, followed by more ('bryllupsbudsjettet').
 */
export function matchIn(token: string, keyword: string): [number, number] | undefined {
  for (const base of bases(keyword)) {
    for (let at = token.indexOf(base); at >= 0; at = token.indexOf(base, at + 1)) {
      if (at > 0 && at < 3) continue;
      const rest = token.slice(at + base.length);
      const end = at + base.length;
      if (SUFFIXES.has(rest)) return [at, token.length];
      if (at > 0 && base.length < 4) continue;
      if (rest.replace(/^[se]/, '').length >= 4) return [at, end];
    }
  }
  return undefined;
}

interface Hit {
  domain: Domain;
  keyword: string;
  inTitle: boolean;
}

/**
 * The keywords of each domain found in a text. In each word a keyword inside a longer keyword's
 * match is dropped ('leiebil' counts for travel, not for tenancy and vehicles).
 */
function findHits(text: string, keywords: Record<Domain, readonly string[]>): Omit<Hit, 'inTitle'>[] {
  const hits: Omit<Hit, 'inTitle'>[] = [];
  for (const token of new Set(tokenize(text))) {
    const found: { domain: Domain; keyword: string; span: [number, number] }[] = [];
    for (const [domain, words] of Object.entries(keywords) as [Domain, readonly string[]][]) {
      for (const keyword of words) {
        const span = matchIn(token, keyword);
        if (span) found.push({ domain, keyword, span });
      }
    }
    const covered = (a: [number, number], b: [number, number]): boolean =>
      b[0] <= a[0] && a[1] <= b[1] && b[1] - b[0] > a[1] - a[0];
    // A word counts once per domain ('kjøper' matches 'kjøp', 'kjøpe' and 'kjøper'): by its longest keyword.
    const kept = found.filter((f) => !found.some((g) => covered(f.span, g.span)));
    for (const domain of new Set(kept.map((f) => f.domain))) {
      const [longest] = kept
        .filter((f) => f.domain === domain)
        .sort((a, b) => b.keyword.length - a.keyword.length || a.keyword.localeCompare(b.keyword));
      hits.push({ domain, keyword: longest.keyword });
    }
  }
  return hits;
}

export interface Classification {
  /** Each matched domain with its score, highest first; equal scores in alphabetical order (display only). */
  scores: { domain: Domain; score: number }[];
  /** The domains the set leads with: every domain with the top score (more than one on a tie). Empty when nothing matched. */
  primary: Domain[];
  /** The catalogue topic the title names, if any. */
  catalogueKey: string | null;
}

/**
 * Scores domains for a topic: each distinct keyword counts 3 when it is in the title and 1 when it is
 * only in the description, times 1.5 for domains that name the kind of contract (purchase, tenancy,
 * inheritance, loans). The primary domains are the topic-specific ones with the highest score; the
 * generic domains (economy, communication, ending) lead only when nothing topic-specific matched.
 */
export function classify(
  title: string,
  description: string,
  keywords: Record<Domain, readonly string[]> = DOMAIN_KEYWORDS,
  catalogue: readonly CatalogueTopic[] = CATALOGUE,
): Classification {
  const weights = new Map<string, { domain: Domain; weight: number }>();
  for (const [text, weight] of [
    [title, TITLE_WEIGHT],
    [description, DESCRIPTION_WEIGHT],
  ] as const) {
    for (const hit of findHits(text, keywords)) {
      const key = `${hit.domain}:${hit.keyword}`;
      if ((weights.get(key)?.weight ?? 0) < weight) weights.set(key, { domain: hit.domain, weight });
    }
  }
  const totals = new Map<Domain, number>();
  for (const { domain, weight } of weights.values()) {
    totals.set(
      domain,
      (totals.get(domain) ?? 0) + weight * (CONTRACT_DOMAINS.includes(domain) ? CONTRACT_FACTOR : 1),
    );
  }
  const scores = [...totals]
    .map(([domain, score]) => ({ domain, score }))
    .sort((a, b) => b.score - a.score || a.domain.localeCompare(b.domain));
  const specific = scores.filter((s) => !GENERIC_DOMAINS.includes(s.domain));
  const leading = specific.length > 0 ? specific : scores;
  const top = leading[0]?.score ?? 0;
  const primary = leading.filter((s) => s.score === top && top > 0).map((s) => s.domain);
  return { scores, primary, catalogueKey: matchCatalogue(title, catalogue) };
}

/** Whether the words of `name` appear in `tokens`, in order and next to each other, each perhaps inflected. */
function containsName(tokens: readonly string[], name: string): boolean {
  const words = tokenize(name);
  const same = (token: string, word: string): boolean =>
    bases(word).some((base) => token.startsWith(base) && SUFFIXES.has(token.slice(base.length)));
  for (let i = 0; i + words.length <= tokens.length; i++)
    if (words.every((w, j) => same(tokens[i + j], w))) return true;
  return false;
}

/** The catalogue topic a custom title names: its own title or one of its aliases; the longest name wins. */
export function matchCatalogue(
  title: string,
  catalogue: readonly CatalogueTopic[] = CATALOGUE,
): string | null {
  const tokens = tokenize(title);
  let best: { key: string; length: number } | null = null;
  for (const topic of catalogue) {
    for (const name of [topic.title, ...(CATALOGUE_ALIASES[topic.key] ?? [])]) {
      const length = tokenize(name).length;
      if (containsName(tokens, name) && (!best || length > best.length)) best = { key: topic.key, length };
    }
  }
  return best?.key ?? null;
}

const normaliseText = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Builds a question set for a custom topic, deterministically:
 * 1. when the title names a catalogue topic, that topic's unconditional questions as they are (typed, with
 *    their sections and facts; generated questions have no logic, so conditional ones are left out);
 * 2. questions of the primary domains (all tied domains taking turns), every third one from the other
 *    matched domains by score (about 70 % of the set), then questions that fit any agreement;
 * 3. about 15 % on ending the agreement, last. Purchases, leases, inheritance and events fill the set
 *    with their own questions first and get none on ending it; after a purchase or a lease the object's
 *    sharing questions ('bilkjøp': the car domain) are left out.
 * When nothing matched, a generic set whose first question says that it is generic.
 */

/** A bank question as a generated Ja/Nei question under its domain's heading, with its translations. */
function fromBank(q: BankQuestion): GeneratedQuestion {
  const translations = bankTranslations(q);
  return {
    ...asGeneratedQuestion(q, DOMAIN_SECTIONS[q.domains[0]]),
    ...(translations ? { translations } : {}),
  };
}

export class OfflineQuestionGenerator implements QuestionGenerator {
  readonly name = 'offline';

  constructor(
    private readonly bank: readonly BankQuestion[] = QUESTION_BANK,
    private readonly keywords: Record<Domain, readonly string[]> = DOMAIN_KEYWORDS,
    private readonly catalogue: readonly CatalogueTopic[] = CATALOGUE,
    /** readRelations false: keywords only (the keyword path's own tests). */
    private readonly options: { readRelations?: boolean } = {},
  ) {}

  async generate(input: GenerationInput): Promise<GeneratedQuestion[]> {
    return this.select(input);
  }

  select({ title, description, count, kinds }: GenerationInput): GeneratedQuestion[] {
    const classified = classify(title, description, this.keywords, this.catalogue);
    const { scores, primary } = classified;
    const readsRelations = this.options.readRelations !== false;
    // Kinds the person chose over the title's own decide the set, also over a catalogue topic it names.
    const read = readsRelations ? readingFor(title, description, kinds, classified.catalogueKey) : null;
    const catalogueKey = read?.chosen ? null : classified.catalogueKey;
    // What the parties do, with the object (docs/question-generation.md); a title naming a catalogue topic
    // keeps that topic's questions, and one close to a topic gets them before its further relations' own.
    // An object and no relation: the relation its kind most often has, whose questions name the object
    // (the keyword domains know neither).
    const reading = !catalogueKey && read ? read.reading : null;
    const close = reading ? closeTopic(reading, `${title} ${description}`) : null;
    const fromRelations = reading
      ? relationQuestions(
          close ? { ...reading, relations: reading.relations.filter((r) => r !== close.relation) } : reading,
          count,
        )
      : null;
    // A catalogue topic's questions as they are, typed, its facts as facts, its follow-ups with their logic.
    const topic = this.catalogue.find((t) => t.key === (catalogueKey ?? close?.key));
    const { templates: rows, rules } = topic
      ? catalogueRows(topic, randomUUID, () => [])
      : { templates: [], rules: [] };
    const rowIndex = new Map(rows.map((row, index) => [row.id, index]));
    const fromCatalogue: GeneratedQuestion[] = rows.map((row) => {
      const conditions = rules
        .filter((r) => r.questionId === row.id)
        .map((r) => ({
          question: rowIndex.get(r.sourceQuestionId)!,
          operator: r.operator,
          value: r.value,
          action: r.action as 'show' | 'hide',
        }));
      const translations = topic ? catalogueQuestionTranslations(topic.key, row.catalogueKey) : undefined;
      return {
        ...(translations ? { translations } : {}),
        text: row.text,
        description: row.description,
        type: row.type,
        clauseYes: row.clauseYes,
        clauseNo: row.clauseNo,
        options: row.options,
        optionClauses: row.optionClauses,
        format: row.format,
        clauseTemplate: row.clauseTemplate,
        partyRoles: row.partyRoles,
        section: row.section,
        fact: row.fact,
        ...(conditions.length > 0 ? { conditions } : {}),
      };
    });
    const isGenericSet = scores.length === 0 && fromCatalogue.length === 0 && !fromRelations?.length;

    const tokens = tokenize(`${title} ${description}`);
    const ownHits = (q: BankQuestion): number => {
      const extra = q.keywords.filter((k) => !this.keywords[q.domains[0]].includes(k));
      return extra.filter((k) => tokens.some((t) => matchIn(t, k))).length;
    };
    const ofDomain = (domain: Domain): BankQuestion[] =>
      this.bank
        .map((question, index) => ({ question, index, own: ownHits(question) }))
        .filter((s) => s.question.domains[0] === domain)
        .sort((a, b) => b.own - a.own || a.index - b.index)
        .map((s) => s.question);

    // A purchase of a car is not car sharing: after a sale or a lease, only other contract kinds and the generic domains follow.
    const exchange = primary.some((d) => EXCHANGE_DOMAINS.includes(d));
    const secondary = scores.filter(
      (s) =>
        !primary.includes(s.domain) &&
        s.domain !== 'ending' &&
        (!exchange || CONTRACT_DOMAINS.includes(s.domain) || GENERIC_DOMAINS.includes(s.domain)),
    );
    // Secondary domains with equal scores take turns too.
    const secondaryGroups = [...new Set(secondary.map((s) => s.score))].map((score) =>
      takeTurns(secondary.filter((s) => s.score === score).map((s) => ofDomain(s.domain))),
    );
    // Two of the primary domains' questions, then one of the other matched domains', and so on.
    const topical = takeTurns(
      [takeTurns(primary.filter((d) => d !== 'ending').map(ofDomain)), secondaryGroups.flat()],
      [2, 1],
    );
    const generic = takeTurns(['communication', 'economy'].map((d) => ofDomain(d as Domain)));
    const selfContained = primary.length > 0 && primary.every((d) => SELF_CONTAINED_DOMAINS.includes(d));
    // A catalogue topic's document has its own term clause: no bank questions on ending it.
    const ending = fromCatalogue.length > 0 ? [] : ofDomain('ending');
    const endingSlots =
      count >= 5 && !selfContained && ending.length > 0 ? Math.max(1, Math.round(count * 0.15)) : 0;

    const seen = new Set<string>();
    const chosen: GeneratedQuestion[] = [];
    const take = (q: GeneratedQuestion | BankQuestion | undefined, limit: number): void => {
      if (!q || chosen.length >= limit) return;
      const key = normaliseText(q.text);
      if (seen.has(key)) return;
      seen.add(key);
      chosen.push('domains' in q ? fromBank(q) : q);
    };
    /**
     * Takes a list's questions in order. A follow-up's conditions name an earlier question of the list by its
     * place there and are rewritten to its place in the set; a follow-up whose question was not taken is left out.
     */
    const takeList = (list: readonly GeneratedQuestion[], limit: number): void => {
      const placed = new Map<number, number>();
      list.forEach((q, index) => {
        const conditions = q.conditions ?? [];
        if (conditions.some((c) => !placed.has(c.question))) return;
        const before = chosen.length;
        take(
          conditions.length === 0
            ? q
            : { ...q, conditions: conditions.map((c) => ({ ...c, question: placed.get(c.question)! })) },
          limit,
        );
        if (chosen.length > before) placed.set(index, before);
      });
    };
    const body = count - endingSlots;
    takeList(fromCatalogue, body);
    if (fromRelations) {
      // Then how the parties talk; the bank's money and ending questions (which could say otherwise than
      // the relation's clauses) only when a long set still needs them.
      takeList(fromRelations, count);
      for (const q of ofDomain('communication')) take(q, count);
    }
    // The topic's own questions lead, but leave room for a few that every agreement needs.
    const topicalLimit =
      fromCatalogue.length > 0 || selfContained ? body : Math.max(1, Math.ceil(body * 0.7));
    for (const q of topical) take(q, topicalLimit);
    for (const q of generic) take(q, body);
    for (const q of topical) take(q, body);
    for (const q of ending) take(q, count);
    // Whatever is still missing (a tiny bank): anything not yet chosen.
    for (const q of this.bank) take(q, count);

    // Say plainly when the title was not understood.
    const notice = isGenericSet
      ? GENERIC_NOTICE
      : reading && fromCatalogue.length === 0 && !fromRelations?.length
        ? KEYWORD_NOTICE
        : reading?.guessed
          ? GUESSED_NOTICE
          : null;
    if (notice && chosen.length > 0) chosen[0] = withNotice(chosen[0]!, notice);
    return chosen;
  }
}
