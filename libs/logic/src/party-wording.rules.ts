/** The languages a text can be written in (the contracts' `Language`; this library does not depend on them). */
type Language = 'nb' | 'nn' | 'en';

/**
 * Clause texts are written for any number of parties ('de andre partene', 'alle partene'). In an
 * agreement between exactly two people that reads oddly and, worse, suggests a third party, so the
 * legal text and the question flow ("Dette betyr: …") say 'den andre parten' and 'begge partene'
 * instead (docs/legal-document.md). The phrases are replaced as whole words, keeping a capital first
 * letter; each language has its own phrases (a text is worded in the language it is written in).
 * Clause authors write the plural forms and avoid a plural adjective or verb right after them ('de
 * andre partene er enige', 'the other parties are'), which cannot be turned into the singular by
 * replacement. Longer phrases come first: the first that matches wins.
 */
const TWO_PARTY_PHRASES: Record<Language, readonly (readonly [string, string])[]> = {
  nb: [
    ['hver av de andre partene', 'den andre parten'],
    ['de øvrige partenes', 'den andre partens'],
    ['de andre partenes', 'den andre partens'],
    ['de øvrige partene', 'den andre parten'],
    ['de andre partene', 'den andre parten'],
    ['de øvriges', 'den andres'],
    ['de øvrige', 'den andre'],
    ['alle partenes', 'begge partenes'],
    ['alle partene', 'begge partene'],
  ],
  // Nynorsk writes the genitive with «sine» ('dei andre partane sine'), which agrees with what is owned and
  // so stays right in the singular.
  nn: [
    ['kvar av dei andre partane', 'den andre parten'],
    ['dei andre partane', 'den andre parten'],
    ['alle partane', 'begge partane'],
  ],
  en: [
    ["each of the other parties'", "the other party's"],
    ['each of the other parties', 'the other party'],
    ["the other parties'", "the other party's"],
    ['the other parties', 'the other party'],
    ['all of the parties', 'both parties'],
    ['all the parties', 'both parties'],
    ['all parties', 'both parties'],
  ],
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const WORDING = Object.fromEntries(
  Object.entries(TWO_PARTY_PHRASES).map(([language, phrases]) => [
    language,
    {
      pattern: new RegExp(
        `(?<![\\p{L}\\p{N}])(${phrases.map(([from]) => escapeRegExp(from)).join('|')})(?![\\p{L}\\p{N}])`,
        'giu',
      ),
      replacement: new Map(phrases.map(([from, to]) => [from, to])),
    },
  ]),
) as Record<Language, { pattern: RegExp; replacement: Map<string, string> }>;

/**
 * The clause worded for `partyCount` parties: unchanged unless there are exactly two. `language` is the
 * language the text is written in (bokmål when not given).
 */
export function partyWording(text: string, partyCount: number, language: Language = 'nb'): string {
  if (partyCount !== 2) return text;
  const { pattern, replacement } = WORDING[language];
  return text.replace(pattern, (match) => {
    const to = replacement.get(match.toLowerCase()) ?? match;
    return match[0] === match[0].toUpperCase() && match[0] !== match[0].toLowerCase()
      ? to[0].toUpperCase() + to.slice(1)
      : to;
  });
}

/** A name's genitive as bokmål writes it: 'Bjørn Bergs', 'Hans'' after s, x or z. */
export function genitiveOf(name: string): string {
  const trimmed = name.trim();
  return /[sxz]$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}s`;
}

const OTHER_PARTY = /(?<![\p{L}\p{N}])(den andre partens|den andre parten)(?![\p{L}\p{N}])/giu;

/**
 * A two-party clause that names one party (a party question's answer: 'Anne Hansen låner ut pengene til
 * den andre parten.') with 'den andre parten' replaced by the other party's name ('… til Bjørn Berg.';
 * issue 34). Apply it after {@link partyWording}, and only where 'den andre parten' can only mean the party
 * the clause does not name. Unchanged when the name is empty.
 */
export function otherPartyNamed(text: string, otherName: string): string {
  const name = otherName.trim();
  if (name === '') return text;
  return text.replace(OTHER_PARTY, (match) =>
    match.toLowerCase() === 'den andre partens' ? genitiveOf(name) : name,
  );
}
