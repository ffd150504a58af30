import type { AgreementKind } from '@avtalt/contracts';
import { CATALOGUE_KINDS } from '../catalogue-names.data';
import { closeTopic } from '../close-topics';
import { withGuessedRelation } from './guessed-relation';
import { readTitle } from './title-reading';
import type { TitleReading } from './title-reading.types';

/** The most kinds one agreement is made for (the dialog's and the schema's limit). */
const MAX_KINDS = 3;

/**
 * What the dialog shows for a title and what its questions are made from. `shown`: the kind of the catalogue
 * topic the title names (`catalogueKey`), else the kinds the title reads as, guessed from its object when it
 * says none. Kinds the person chose that differ from `shown` replace the title's relations (the object is
 * still the title's, nothing is guessed) and `chosen` is true: a catalogue topic the title names then no
 * longer decides the set. Kinds equal to `shown`, or none, leave the reading as it is.
 */
export function readingFor(
  title: string,
  description: string,
  kinds: readonly AgreementKind[] | null | undefined,
  catalogueKey: string | null,
): { reading: TitleReading; shown: AgreementKind[]; chosen: boolean } {
  const read = readTitle(title, description);
  const reading = withGuessedRelation(read);
  // A topic known by its phrases is what the title is about also when it names no relation.
  const close = reading.relations.length === 0 ? closeTopic(reading, `${title} ${description}`) : null;
  const catalogueKind = catalogueKey
    ? CATALOGUE_KINDS[catalogueKey]
    : (close?.relation as AgreementKind | undefined);
  const shown = catalogueKind
    ? [catalogueKind]
    : reading.relations.filter((r): r is AgreementKind => r !== 'other').slice(0, MAX_KINDS);
  const same = !kinds?.length || (kinds.length === shown.length && kinds.every((k) => shown.includes(k)));
  return same
    ? { reading, shown, chosen: false }
    : { reading: { ...readTitle(title, description, kinds), guessed: false }, shown, chosen: true };
}
