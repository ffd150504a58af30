import { CUES, cuesOpenedBy, findCues, objectOf } from './lexicon-lookup';
import type { TitleObject } from './title-reading.types';

/** Words of a title that are no thing: small and common words, and the cues' own words. */
const NO_THING = new Set([
  ...'til med for av på i om og en et ei den det de min mitt mi mine vår vårt våre din ditt di dine sin sitt si sine hans hennes deres hvem hva hvor når hvordan fra ut inn opp ned bort hos mot etter under over ny nytt nye gammel gamle stor store liten lille sammen hverandre ikke hele halve alle noen skal vil kan må bare også eller litt mye helt avtale avtalen avtaler kontrakt kontrakten'.split(
    ' ',
  ),
  ...CUES.flatMap((c) => c.words.map((w) => w.replace(/\*$/, ''))),
]);
/** Where the words that may name a thing end: what follows says whom it is with, for or from. */
const STOPS = new Set(['til', 'for', 'hos', 'fra', 'med', 'mot', 'etter']);

/**
 * A thing the lexicon does not know, as the title writes it ('symaskina', 'robotklipper'): a word of at
 * least four letters that is no small word, cue, number or lexicon word, first after the relation's cue
 * and before any of `STOPS` (which leave names and whom out: 'Låne ut til Kari'), else before the cue
 * ('Symaskina lånes ut'); never at or after `end`.
 */
export function unknownObject(list: string[], end: number): TitleObject | null {
  const cue = findCues(list)[0];
  const cueWords = cue ? cue.cue.split(' ') : [];
  // A cue ending in a stop ('selge til') is followed by whom.
  const after = !cue ? 0 : STOPS.has(cueWords[cueWords.length - 1]) ? list.length : cue.at + cueWords.length;
  const candidate = (from: number, to: number) => {
    for (let i = from; i < Math.min(to, end); i++) {
      const w = list[i];
      if (STOPS.has(w)) return null;
      if (
        w.length >= 4 &&
        !/\d/.test(w) &&
        !NO_THING.has(w) &&
        !cuesOpenedBy(w).some((index) => CUES[index].words.length === 1) &&
        objectOf(w) === null
      )
        return w;
    }
    return null;
  };
  const word = candidate(after, list.length) ?? (cue ? candidate(0, cue.at) : null);
  return word
    ? { lemma: word, word, prefix: '', kind: 'thing', gender: 'm', definite: definiteOf(word) }
    : null;
}

/**
 * The definite form of a noun the lexicon does not know: kept when it already ends as one ('symaskina',
 * 'innboet', 'traktoren'), '-ett' a neuter noun ('toalettet'), else the masculine '-en', the commonest.
 */
function definiteOf(word: string): string {
  if (word.endsWith('ett')) return `${word}et`;
  if (word.length >= 5 && /(ene|en|et|a)$/.test(word)) return word;
  return word.endsWith('e') ? `${word}n` : `${word}en`;
}
