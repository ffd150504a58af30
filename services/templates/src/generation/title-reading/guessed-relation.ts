import { CARED_FOR, SUBSCRIPTIONS } from './title-lexicon.data';
import type { ObjectKind, Relation, TitleReading } from './title-reading.types';

/**
 * What a title that names an object (itself, not its description) and no relation is most likely about,
 * by the object's kind: an elder or an animal cared for ('Besøke farmor', 'Hesten til Mia'), a thing, a
 * building or land owned and used together ('Hytta på Hvaler'), an event or a subscription paid for
 * together, a business run together. Those of the relation's questions that do not fit are fewer than a
 * keyword set's, which knows neither the relation nor the object; the set says that it guessed.
 */
export function withGuessedRelation(reading: TitleReading): TitleReading {
  const { object } = reading;
  if (reading.relations.length > 0 || !object || reading.objectFromDescription) return reading;
  const relation = UNSAID[object.kind];
  if (!relation) return reading;
  if (object.kind === 'person' && !CARED_FOR.includes(object.lemma)) return reading;
  if (object.kind === 'digital' && !SUBSCRIPTIONS.includes(object.lemma)) return reading;
  return { ...reading, relations: [relation], guessed: true };
}

/**
 * A child alone is left to the keyword set, whose parenting questions fit a title about a child's upbringing;
 * money alone to it too: a gift, pocket money or child maintenance is no loan. A service already names
 * its relation (`readTitle`).
 */
const UNSAID: Partial<Record<ObjectKind, Relation>> = {
  person: 'care',
  animal: 'care',
  vehicle: 'own-together',
  boat: 'own-together',
  building: 'own-together',
  land: 'own-together',
  thing: 'own-together',
  event: 'share-costs',
  digital: 'share-costs',
  business: 'company',
};
