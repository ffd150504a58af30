import type { Language } from '@avtalt/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { INTL_LOCALES, isLanguage, LANGUAGES, languageCookie, SERVER_LANGUAGE } from './language.rules';
import { en } from './locales/en';
import { nb } from './locales/nb';
import { nn } from './locales/nn';

/**
 * The interface's one i18next instance (`useTranslation` finds it through initReactI18next). The catalogues
 * are bundled, so initialising and changing the language are synchronous: no render waits for a download.
 * It starts in the server's language, as the HTML made on the server is; main.tsx then puts the visitor's in
 * use before the first render.
 */
export const i18n = i18next.createInstance();

// <html lang> always names the language in use: screen readers pronounce by it, browsers offer to translate by it.
if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

void i18n.use(initReactI18next).init({
  resources: { nb: { translation: nb }, nn: { translation: nn }, en: { translation: en } },
  lng: SERVER_LANGUAGE,
  fallbackLng: 'nb',
  supportedLngs: LANGUAGES,
  initAsync: false,
  // React escapes what it renders; escaping here as well would show a title's `&` as `&amp;`.
  interpolation: { escapeValue: false },
});

/** The language in use. */
export function languageInUse(): Language {
  return isLanguage(i18n.language) ? i18n.language : SERVER_LANGUAGE;
}

/** Puts `language` in use and keeps it in the cookie, for the next visit and for the gateway. */
export function applyLanguage(language: Language): void {
  void i18n.changeLanguage(language);
  document.cookie = languageCookie(language);
}

/** The locale to format dates, numbers and amounts by in the language in use (`nb-NO`, `nn-NO`, `en-GB`). */
export const intlLocale = (): string => INTL_LOCALES[languageInUse()];
