import type { AgreementKind, TitleReadingView } from '@avtalt/contracts';
import { withGuessedRelation } from './guessed-relation';
import { definiteForm } from './relation-questions';
import { readTitle } from './title-reading';
import type { TitleReading } from './title-reading.types';

/**
 * The reading questions are made from. Kinds the person chose that differ from what the title says replace
 * the title's relations (the object is still the title's), and `chosen` is true: a catalogue topic the title
 * names then no longer decides the set. Kinds that are the title's own, or none, leave the reading as it is.
 */
export function readingFor(
  title: string,
  description: string,
  kinds?: readonly AgreementKind[] | null,
): { reading: TitleReading; chosen: boolean } {
  const read = readTitle(title, description);
  const own = new Set(read.relations);
  const same = !kinds?.length || (kinds.length === own.size && kinds.every((k) => own.has(k)));
  return same
    ? { reading: withGuessedRelation(read), chosen: false }
    : { reading: { ...read, relations: [...kinds], guessed: false }, chosen: true };
}

/** How a title is read, as the person sees it while typing (`POST /api/question-drafts/reading`). */
export function titleReadingView(title: string, description: string): TitleReadingView {
  const { reading } = readingFor(title, description);
  return {
    kinds: reading.relations.filter((r): r is AgreementKind => r !== 'other'),
    object: reading.object ? definiteForm(reading.object) : null,
    guessed: reading.guessed === true,
  };
}
