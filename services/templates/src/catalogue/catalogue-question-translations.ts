import type { QuestionTranslation, QuestionTranslations } from '@avtalt/contracts';
import type { QuestionTranslation as CatalogueQuestionTranslation } from './catalogue-translation.types';
import { CATALOGUE_TRANSLATIONS } from './catalogue-translations';

/**
 * A catalogue question's translation as the contracts carry it (docs/languages.md): the options split into
 * their texts and clauses in the bokmål order, fields the question lacks null.
 */
export function asQuestionTranslation(own: CatalogueQuestionTranslation): QuestionTranslation {
  return {
    text: own.text,
    description: own.description ?? null,
    section: own.section ?? null,
    clauseYes: own.clauseYes ?? null,
    clauseNo: own.clauseNo ?? null,
    clauseTemplate: own.clauseTemplate ?? null,
    options: own.options ? own.options.map((o) => o.text) : null,
    optionClauses: own.options ? own.options.map((o) => o.clause || null) : null,
    partyRoles: own.partyRoles ?? null,
  };
}

/**
 * A catalogue question's nynorsk and English as a generated set takes it unchanged (a custom topic close to a
 * catalogue topic asks its questions as they are); undefined when it has none.
 */
export function catalogueQuestionTranslations(
  topicKey: string,
  questionKey: string | null,
  translations: typeof CATALOGUE_TRANSLATIONS = CATALOGUE_TRANSLATIONS,
): QuestionTranslations | undefined {
  if (!questionKey) return undefined;
  const out: QuestionTranslations = {};
  for (const language of ['nn', 'en'] as const) {
    const own = translations[topicKey]?.[language]?.questions[questionKey];
    if (own) out[language] = asQuestionTranslation(own);
  }
  return out.nn || out.en ? out : undefined;
}
