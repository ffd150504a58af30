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
    return match[0] === match[0].toUpperCase() && match[0] !== match[0].toLowerCase() ? to[0].toUpperCase() + to.slice(1) : to;
  });
}
