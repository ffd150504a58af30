import type { CatalogueQuestion, CatalogueTopic, TopicMiddleGround } from './catalogue.types';
import type {
  QuestionTranslation,
  TopicTranslation,
  TranslationLanguage,
} from './catalogue-translation.types';

/**
 * What makes a translation of a catalogue topic carry the same legal content as the bokmål (docs/languages.md):
 * every question, no other; every field the bokmål question has, not empty; the same `{{svar}}` placeholders;
 * the same options in number, each with a clause where the bokmål has one. Returns the problems, one line each.
 */
export function translationProblems(
  topic: CatalogueTopic,
  translation: TopicTranslation,
  language: TranslationLanguage,
): string[] {
  const problems: string[] = [];
  const where = (key: string, field: string) => `${topic.key}.${language}: ${key}.${field}`;
  const keys = new Set(topic.questions.map((q) => q.key));
  for (const key of Object.keys(translation.questions))
    if (!keys.has(key)) problems.push(`${topic.key}.${language}: ${key} is not a question of the topic`);
  if (!translation.title.trim()) problems.push(where('topic', 'title'));
  if (!translation.description.trim()) problems.push(where('topic', 'description'));
  for (const field of ['heading', 'termClause', 'disputeClause'] as const) {
    const bokmal = topic.document?.[field];
    const own = translation.document?.[field];
    if ((bokmal ?? null) !== null && !own?.trim()) problems.push(where('document', field));
    if ((bokmal ?? null) === null && own) problems.push(`${where('document', field)} has no bokmål text`);
  }
  const rules = new Set((topic.document?.obligations ?? []).map((r) => r.id));
  for (const id of rules)
    if (!translation.paymentLabels?.[id]?.trim()) problems.push(where('paymentLabels', id));
  for (const id of Object.keys(translation.paymentLabels ?? {}))
    if (!rules.has(id)) problems.push(`${where('paymentLabels', id)} is not an obligation rule of the topic`);
  for (const question of topic.questions) {
    const own = translation.questions[question.key];
    if (!own) problems.push(`${topic.key}.${language}: ${question.key} is missing`);
    else problems.push(...questionProblems(question, own).map((p) => where(question.key, p)));
  }
  return problems;
}

const PLACEHOLDER = /\{\{\s*svar\s*\}\}/g;
const placeholders = (text: string | undefined) => (text ?? '').match(PLACEHOLDER)?.length ?? 0;

export function questionProblems(question: CatalogueQuestion, own: QuestionTranslation): string[] {
  const problems: string[] = [];
  const bokmal = question as Partial<Record<keyof QuestionTranslation, unknown>>;
  const texts = ['text', 'description', 'section', 'clauseYes', 'clauseNo', 'clauseTemplate'] as const;
  for (const field of texts) {
    const from = bokmal[field] as string | undefined;
    const to = own[field];
    if (from !== undefined && !to?.trim()) problems.push(`${field} is missing`);
    if (from === undefined && to !== undefined) problems.push(`${field} has no bokmål text`);
    if (from !== undefined && placeholders(from) !== placeholders(to)) problems.push(`${field} {{svar}}`);
  }
  const options = question.type === 'multiple_choice' ? question.options : undefined;
  if ((options?.length ?? 0) !== (own.options?.length ?? 0)) problems.push('options differ in number');
  options?.forEach((option, i) => {
    const mine = own.options?.[i];
    if (!mine?.text.trim()) problems.push(`options[${i}].text is missing`);
    if (option.clause.trim() && !mine?.clause.trim()) problems.push(`options[${i}].clause is missing`);
    if (placeholders(option.clause) !== placeholders(mine?.clause))
      problems.push(`options[${i}].clause {{svar}}`);
  });
  const checks = question.checks ?? [];
  if (checks.length !== (own.checks?.length ?? 0)) problems.push('checks differ in number');
  checks.forEach((check, i) => {
    const mine = own.checks?.[i];
    if (!mine?.trim()) problems.push(`checks[${i}] is missing`);
    else if (numbersOf(check.message).join() !== numbersOf(mine).join())
      problems.push(`checks[${i}] numbers differ`);
  });
  const roles = question.type === 'free_text' ? question.partyRoles : undefined;
  if (Boolean(roles) !== Boolean(own.partyRoles)) problems.push('partyRoles differ');
  if (roles && Boolean(roles.others) !== Boolean(own.partyRoles?.others))
    problems.push('partyRoles.others differ');
  return problems;
}

/** Bokmål forms nynorsk does not have, as whole words (the contracts' message catalogues are held to the same). */
export const BOKMAL_ONLY =
  /(?<!\p{L})(ikke|hva|hvordan|hvis|noe|noen|bare|fra|være|også|allerede|ennå|nå|hver|hvert|hvem|hvor|dere|deres|enige|uenige)(?!\p{L})/iu;

/** Every text of a translation, for the language checks. */
export function translationTexts(translation: TopicTranslation): string[] {
  const doc = translation.document ?? {};
  return [
    translation.title,
    translation.description,
    doc.heading ?? '',
    doc.termClause ?? '',
    doc.disputeClause ?? '',
    ...Object.values(translation.paymentLabels ?? {}),
    ...Object.values(translation.questions).flatMap((q) => [
      q.text,
      q.description ?? '',
      q.section ?? '',
      q.clauseYes ?? '',
      q.clauseNo ?? '',
      q.clauseTemplate ?? '',
      ...(q.options ?? []).flatMap((o) => [o.text, o.clause]),
      q.partyRoles?.chosen ?? '',
      q.partyRoles?.others ?? '',
      ...(q.checks ?? []),
    ]),
  ].filter((t) => t.trim() !== '');
}

/** The numbers of a text, whatever their separators ('5 000 kr', 'NOK 5,000' and '4,5 %', '4.5%' alike). */
const numbersOf = (text: string): string[] =>
  (text.match(/\d(?:[\d\s\u00a0.,]*\d)?/g) ?? []).map((n) => n.replace(/[^\d]/g, '')).sort();

/**
 * What makes a translation of a topic's curated compromises carry the same content as the bokmål: the same
 * questions, the same number of compromises in the same order, each with its text (a Ja/Nei question), its clause
 * and a description exactly where the bokmål has one, and the same numbers (amounts, periods, shares).
 */
export function middleGroundProblems(
  topicKey: string,
  bokmal: TopicMiddleGround,
  translated: TopicMiddleGround | undefined,
  language: TranslationLanguage,
): string[] {
  if (!translated) return [`${topicKey}.${language}: the compromises are missing`];
  const problems: string[] = [];
  const where = (key: string, i: number, what: string) => `${topicKey}.${language}: ${key}[${i}] ${what}`;
  for (const key of Object.keys(translated))
    if (!(key in bokmal)) problems.push(`${topicKey}.${language}: ${key} has no bokmål compromises`);
  for (const [key, list] of Object.entries(bokmal)) {
    const own = translated[key] ?? [];
    if (own.length !== list.length) problems.push(`${topicKey}.${language}: ${key} differs in number`);
    list.forEach((m, i) => {
      const mine = own[i];
      if (!mine) return;
      if (!mine.text.trim().endsWith('?')) problems.push(where(key, i, 'text is not a question'));
      if (!mine.clause.trim()) problems.push(where(key, i, 'clause is missing'));
      if (Boolean(m.description) !== Boolean(mine.description)) problems.push(where(key, i, 'description'));
      for (const field of ['text', 'clause', 'description'] as const)
        if (numbersOf(m[field] ?? '').join() !== numbersOf(mine[field] ?? '').join())
          problems.push(where(key, i, `${field} numbers differ`));
    });
  }
  return problems;
}
