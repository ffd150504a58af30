import {
  isLanguage,
  type Language,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LANGUAGES,
  pickLanguage,
} from '@avtalt/contracts/languages';

/*
 * Which language the interface is in, as pure rules. The languages, the cookie and pickLanguage are the
 * contracts' (libs/contracts/src/common/language-constants.ts, without zod): the gateway picks the same
 * way, and nothing here brings zod into a page's first download.
 */
export { isLanguage, LANGUAGE_COOKIE, LANGUAGE_NAMES, LANGUAGES, pickLanguage };

/**
 * The language the HTML made on the server is in: the pages rendered at build time and the comparison
 * rendered per request. Only a browser in this language hydrates that HTML (main.tsx).
 */
export const SERVER_LANGUAGE: Language = 'nb';

/** The value of cookie `name` in `document.cookie`'s `a=1; b=2`, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The language a page starts in: the cookie's choice, else the browser's languages, else bokmål. */
export function startLanguage(cookies: string, browserLanguages: readonly string[] | undefined): Language {
  return pickLanguage(cookieValue(cookies, LANGUAGE_COOKIE), browserLanguages);
}

/**
 * `document.cookie`'s assignment that keeps the choice for a year, on every path; Lax, so it comes along when
 * a link in a mail opens Avtalt.
 */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * The account's language when it is not the one in use (it wins: it is the person's choice on every
 * device); null when nothing is to change — nobody logged in, the same language, or an answer without one.
 */
export function accountLanguageToApply(user: { language?: unknown } | null, inUse: string): Language | null {
  if (!user || !isLanguage(user.language) || user.language === inUse) return null;
  return user.language;
}

/**
 * Whether the browser takes over the server's HTML (hydrates) or renders anew: only when that HTML is in
 * the language in use. Hydrating bokmål HTML in English would find every text different; React would throw
 * the HTML away after doing the work of comparing it, with an error for each part.
 */
export function hydratesServerHtml(prerendered: boolean, language: Language): boolean {
  return prerendered && language === SERVER_LANGUAGE;
}

/** The language's code as the header's button shows it: NB, NN, EN. */
export function shortName(language: Language): string {
  return language.toUpperCase();
}

/** The locale `Intl` and `toLocaleDateString` format dates, numbers and amounts by, per language. */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { nb: 'nb-NO', nn: 'nn-NO', en: 'en-GB' };

/**
 * The language a new agreement's legal text starts in, from the interface's (docs/languages.md): nynorsk in
 * nynorsk; in English, bokmål with the English translation beside it (English never binds); the server keeps
 * bokmål where the topic has no translation.
 */
export function textLanguageOf(language: Language): { language: 'nb' | 'nn'; englishAppendix: boolean } {
  return { language: language === 'nn' ? 'nn' : 'nb', englishAppendix: language === 'en' };
}
