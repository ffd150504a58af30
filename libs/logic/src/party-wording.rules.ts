/**
 * Clause texts are written for any number of parties ('de andre partene', 'alle partene'). In an
 * agreement between exactly two people that reads oddly and, worse, suggests a third party, so the
 * legal text and the question flow ("Dette betyr: …") say 'den andre parten' and 'begge partene'
 * instead (issue 15; docs/legal-document.md). The phrases are replaced as whole words, keeping a
 * capital first letter. Clause authors write the plural forms and avoid a plural adjective right
 * after them ('de andre partene er enige'), which cannot be turned into the singular by replacement.
 */
const TWO_PARTY_PHRASES: readonly (readonly [string, string])[] = [
  ['hver av de andre partene', 'den andre parten'],
  ['de øvrige partenes', 'den andre partens'],
  ['de andre partenes', 'den andre partens'],
  ['de øvrige partene', 'den andre parten'],
  ['de andre partene', 'den andre parten'],
  ['de øvriges', 'den andres'],
  ['de øvrige', 'den andre'],
  ['alle partenes', 'begge partenes'],
  ['alle partene', 'begge partene'],
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(${TWO_PARTY_PHRASES.map(([from]) => escapeRegExp(from)).join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);
const REPLACEMENT = new Map(TWO_PARTY_PHRASES.map(([from, to]) => [from, to]));

/** The clause worded for `partyCount` parties: unchanged unless there are exactly two. */
export function partyWording(text: string, partyCount: number): string {
  if (partyCount !== 2) return text;
  return text.replace(PATTERN, (match) => {
    const to = REPLACEMENT.get(match.toLowerCase()) ?? match;
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
