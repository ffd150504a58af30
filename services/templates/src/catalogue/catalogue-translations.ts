import type { TopicTranslation, TranslationLanguage } from './catalogue-translation.types';

/**
 * The catalogue's topics in nynorsk and English, by topic key (docs/languages.md). The seeder stores them with the
 * questions; an agreement keeps the ones it was started with.
 */
export const CATALOGUE_TRANSLATIONS: Readonly<
  Record<string, Partial<Record<TranslationLanguage, TopicTranslation>>>
> = {};
