/*
 * The languages Avtalt speaks (docs/languages.md): bokmål, nynorsk and English, and how a request's language is
 * picked. Plain values without zod, exported from `@avtalt/contracts/constants` too: the web app picks the
 * language before its first render, on pages that must not download zod and every schema.
 */
export const LANGUAGES = ['nb', 'nn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LanguageMessages = {
  language: 'Velg bokmål, nynorsk eller English',
} as const;

/** The cookie a visitor's (and a logged-in person's) choice is kept in, read by the web app and the gateway. */
export const LANGUAGE_COOKIE = 'avtalt_lang';

/** Each language's name in itself, as the picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  nb: 'Norsk bokmål',
  nn: 'Norsk nynorsk',
  en: 'English',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language of a request: a known cookie value first, then the first tag of Accept-Language (or the
 * browser's languages) that names one — `no` and `nb-NO` are bokmål, `nn-NO` nynorsk, any `en-…` English —
 * else bokmål.
 */
export function pickLanguage(
  cookie: string | null | undefined,
  accepted: string | readonly string[] | null | undefined,
): Language {
  if (isLanguage(cookie)) return cookie;
  const tags =
    typeof accepted === 'string'
      ? accepted
          .split(',')
          .map((part) => {
            const [tag, ...params] = part.trim().split(';');
            const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
            return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
          })
          .filter((t) => t.tag && t.q > 0)
          .sort((a, b) => b.q - a.q)
          .map((t) => t.tag)
      : [...(accepted ?? [])];
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'nb' || primary === 'no') return 'nb';
    if (primary === 'nn') return 'nn';
    if (primary === 'en') return 'en';
  }
  return 'nb';
}
