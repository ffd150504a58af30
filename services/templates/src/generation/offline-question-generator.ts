import type { GeneratedQuestion } from '@avtalt/contracts';
import type { BankQuestion, Domain } from '../catalogue/catalogue.types';
import { QUESTION_BANK } from '../catalogue/question-bank.data';
import type { GenerationInput, QuestionGenerator } from './question-generator.port';

/** Domains that fit every agreement; they fill up a narrow topic after its own domains. */
const GENERIC_DOMAINS: readonly Domain[] = ['communication', 'economy', 'ending'];

/** Words of a text, lower case, with æøå kept. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^a-zæøåéèêôüäö0-9]+/u)
    .filter((t) => t.length >= 2);
}

/**
 * Whether a keyword appears in the tokens. Norwegian glues words together ('hytteleie',
 * 'bilforsikring'), so keywords of four letters or more also match inside a token.
 */
function hits(tokens: readonly string[], keyword: string): boolean {
  return tokens.some((t) => (keyword.length >= 4 ? t.includes(keyword) : t === keyword || t.startsWith(keyword)));
}

/** Takes one from each list in turn: a, b, a, b, … */
function interleave<T>(lists: T[][]): T[] {
  const result: T[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++) for (const list of lists) if (i < list.length) result.push(list[i]);
  return result;
}

const normaliseText = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Builds a question set from the curated bank: questions whose own keywords the topic mentions come
 * first, then the rest of the topic's domains alternating with questions that fit any agreement, and
 * about 15 % questions on ending the agreement, last. Deterministic: the same topic gives the same set.
 */
export class OfflineQuestionGenerator implements QuestionGenerator {
  readonly name = 'offline';

  constructor(private readonly bank: readonly BankQuestion[] = QUESTION_BANK) {}

  async generate(input: GenerationInput): Promise<GeneratedQuestion[]> {
    return this.select(input);
  }

  select({ title, description, count }: GenerationInput): GeneratedQuestion[] {
    const tokens = tokenize(`${title} ${title} ${description}`);
    // A domain scores by how many of its distinct keywords the topic mentions, so a domain with
    // many questions does not outrank one the topic is really about.
    const domainHits = new Map<Domain, Set<string>>();
    for (const question of this.bank) {
      for (const keyword of question.keywords.filter((k) => hits(tokens, k))) {
        const domain = question.domains[0];
        domainHits.set(domain, (domainHits.get(domain) ?? new Set()).add(keyword));
      }
    }
    const domainScore = new Map([...domainHits].map(([domain, keywords]) => [domain, keywords.size]));
    const scored = this.bank.map((question, index) => ({
      question,
      index,
      own: question.keywords.filter((k) => hits(tokens, k)).length,
      domain: domainScore.get(question.domains[0]) ?? 0,
    }));
    type Scored = (typeof scored)[number];
    const isEnding = (q: BankQuestion): boolean => q.domains[0] === 'ending';
    const isGeneric = (q: BankQuestion): boolean => GENERIC_DOMAINS.includes(q.domains[0]) && !isEnding(q);
    const byRelevance = (a: Scored, b: Scored): number => b.own - a.own || b.domain - a.domain || a.index - b.index;

    // 1. Questions that name what the topic is about; 2. the rest of the topic's domains, taking
    // turns with questions that fit any agreement; 3. a few about ending the agreement, last.
    const direct = scored.filter((s) => s.own > 0 && !isEnding(s.question)).sort(byRelevance);
    const related = scored.filter((s) => s.own === 0 && s.domain > 0 && !isEnding(s.question) && !isGeneric(s.question)).sort(byRelevance);
    const generic = interleave(
      GENERIC_DOMAINS.map((domain) => scored.filter((s) => s.own === 0 && isGeneric(s.question) && s.question.domains[0] === domain).sort(byRelevance)),
    );
    const others = scored.filter((s) => s.own === 0 && s.domain === 0 && !isEnding(s.question) && !isGeneric(s.question));
    const ending = scored.filter((s) => isEnding(s.question)).sort(byRelevance);
    const endingSlots = count >= 5 ? Math.max(1, Math.round(count * 0.15)) : 0;

    const seen = new Set<string>();
    const chosen: Scored[] = [];
    const take = (item: Scored | undefined, limit: number): boolean => {
      if (!item || chosen.length >= limit) return false;
      const key = normaliseText(item.question.text);
      if (seen.has(key)) return false;
      seen.add(key);
      chosen.push(item);
      return true;
    };
    const body = count - endingSlots;
    // The topic's own questions lead, but leave room for a few that every agreement needs.
    for (const item of direct) take(item, Math.max(1, Math.ceil(body * 0.7)));
    for (let i = 0; chosen.length < body && (i < related.length || i < generic.length); i++) {
      take(related[i], body);
      take(generic[i], body);
    }
    for (const item of [...direct, ...others]) take(item, body);
    for (const item of ending) take(item, count);
    // Whatever is still missing (a tiny bank): anything not yet chosen.
    for (const item of scored) take(item, count);
    return chosen.map(({ question }) => ({
      text: question.text,
      description: question.description ?? null,
      clauseYes: question.clauseYes,
      clauseNo: question.clauseNo,
    }));
  }
}
