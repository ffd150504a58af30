import type { AgreementKind, TopicDocument } from '@avtalt/contracts';
import { CATALOGUE } from '../catalogue/catalogue.data';
import type { CatalogueTopic } from '../catalogue/catalogue.types';
import { catalogueDocument } from '../seed/catalogue-document.rules';
import { closeTopic } from './close-topics';
import { matchCatalogue } from './offline-question-generator';
import { readingFor } from './title-reading/chosen-kinds';
import { ESTATE_KINDS } from './title-reading/estate-kinds';
import type { Relation } from './title-reading/title-reading.types';

/** The title of the document for what the parties do (docs/legal-document.md), when no catalogue topic has one. */
export const RELATION_HEADINGS: Record<Exclude<Relation, 'other'>, string> = {
  'lend-thing': 'Låneavtale',
  'lend-money': 'Låneavtale',
  'own-together': 'Sameieavtale',
  'buy-sell': 'Kjøpekontrakt',
  rent: 'Leieavtale',
  'share-costs': 'Avtale om kostnadsdeling',
  'live-together': 'Avtale om bofellesskap',
  care: 'Avtale om omsorg og tilsyn',
  service: 'Oppdragsavtale',
  project: 'Samarbeidsavtale',
  company: 'Samarbeidsavtale',
  estate: 'Avtale om arveoppgjør',
  neighbours: 'Naboavtale',
  promise: 'Avtale om løfter og regler',
};

/**
 * The document of an agreement on a custom topic: the catalogue topic's the title names or is close to (its
 * heading, term and dispute clauses and signing notes: a loan is not eksigibelt whoever wrote the
 * questions), else a heading for the first relation; null when the title says neither. Kinds the person chose
 * count as the questions' do (`readingFor`).
 */
export function customTopicDocument(
  title: string,
  description: string,
  kinds?: readonly AgreementKind[] | null,
  catalogue: readonly CatalogueTopic[] = CATALOGUE,
): TopicDocument | null {
  const named = matchCatalogue(title, catalogue);
  const { reading: guessed, chosen } = readingFor(title, description, kinds, named);
  // The document's heading follows what the title says, not a guess from its object.
  const reading = guessed.guessed ? { ...guessed, relations: [] } : guessed;
  const key = (chosen ? null : named) ?? closeTopic(reading, `${title} ${description}`)?.key;
  const entry = catalogue.find((t) => t.key === key);
  const own = entry ? catalogueDocument(entry) : null;
  if (own) return own;
  const first = reading.relations.find((r): r is Exclude<Relation, 'other'> => r !== 'other');
  if (!first) return null;
  const heading =
    first === 'estate' && reading.estateKind
      ? ESTATE_KINDS[reading.estateKind].heading
      : RELATION_HEADINGS[first];
  return { kind: 'agreement', heading, termClause: null, disputeClause: null };
}
