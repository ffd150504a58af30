import { LANGUAGES, type Language } from '@avtalt/contracts/languages';
import { i18n } from './i18n';
import type { nb } from './locales/nb';
import type { Texts } from './texts.types';

export type { Texts };

/**
 * The catalogues by namespace: the shared one (`translation`, locales/nb.ts: the header, the footer, the front
 * page) and the pages' own. Each page's `texts/index.ts` adds its namespace here by module augmentation, so
 * `useTranslation(namespace)` is typed by that page's bokmål catalogue.
 */
export interface PageNamespaces {
  translation: typeof nb;
}

/**
 * Adds a page's catalogue, in every language, under its own namespace. Called when the page's module is
 * loaded: a lazy page brings its texts with its own chunk, and the front page's download does not grow.
 */
export function addPageTexts<T extends object>(
  namespace: string,
  catalogues: { readonly nb: T } & Record<Exclude<Language, 'nb'>, Texts<T>>,
): void {
  for (const language of LANGUAGES)
    if (!i18n.hasResourceBundle(language, namespace))
      i18n.addResourceBundle(language, namespace, catalogues[language]);
}
