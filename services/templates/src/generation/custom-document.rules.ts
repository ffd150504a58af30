import type { AgreementKind, TopicDocument, TopicTranslations } from '@avtalt/contracts';
import { CATALOGUE_TRANSLATIONS } from '../catalogue/catalogue-translations';
import { SIGNING_NOTES_EN } from '../catalogue/signing-notes.en.data';
import { SIGNING_NOTES_NN } from '../catalogue/signing-notes.nn.data';
import { NYNORSK_READ } from '../catalogue/translation-reviews.data';
import { GENERATOR_LANGUAGES, LANGUAGES } from './title-reading/template-translations';
import { CATALOGUE } from '../catalogue/catalogue.data';
import type { CatalogueTopic } from '../catalogue/catalogue.types';
import { catalogueDocument } from '../seed/catalogue-document.rules';
import { closeTopic } from './close-topics';
import { matchCatalogue } from './offline-question-generator';
import { readingFor } from './title-reading/chosen-kinds';
import { ESTATE_KINDS } from './title-reading/estate-kinds';
import type { EstateKind, Relation } from './title-reading/title-reading.types';

const SIGNING_NOTES = { nn: SIGNING_NOTES_NN, en: SIGNING_NOTES_EN };

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

/** The document of a custom topic and where it came from: a catalogue topic, or the heading of a relation. */
interface CustomDocument {
  document: TopicDocument;
  entry?: CatalogueTopic;
  relation?: Exclude<Relation, 'other'>;
  estateKind?: EstateKind;
}

function customDocument(
  title: string,
  description: string,
  kinds: readonly AgreementKind[] | null | undefined,
  catalogue: readonly CatalogueTopic[],
): CustomDocument | null {
  const named = matchCatalogue(title, catalogue);
  const { reading: guessed, chosen } = readingFor(title, description, kinds, named);
  // The document's heading follows what the title says, not a guess from its object.
  const reading = guessed.guessed ? { ...guessed, relations: [] } : guessed;
  const key = (chosen ? null : named) ?? closeTopic(reading, `${title} ${description}`)?.key;
  const entry = catalogue.find((t) => t.key === key);
  const own = entry ? catalogueDocument(entry) : null;
  if (own && entry) return { document: own, entry };
  const first = reading.relations.find((r): r is Exclude<Relation, 'other'> => r !== 'other');
  if (!first) return null;
  if (first === 'estate' && reading.estateKind) {
    const heading = ESTATE_KINDS[reading.estateKind].heading;
    return {
      document: { kind: 'agreement', heading, termClause: null, disputeClause: null },
      estateKind: reading.estateKind,
    };
  }
  return {
    document: { kind: 'agreement', heading: RELATION_HEADINGS[first], termClause: null, disputeClause: null },
    relation: first,
  };
}

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
  return customDocument(title, description, kinds, catalogue)?.document ?? null;
}

/**
 * The custom topic in nynorsk and English (docs/question-generation.md, «Languages»): its title and description
 * as the person wrote them, and its document's heading, clauses and signing notes in the language — a catalogue
 * topic's translation, or the heading of the relation (of an advance on inheritance, a farm taken over). A nynorsk
 * text waits for its reader as a catalogue topic's does.
 */
export function customTopicTranslations(
  title: string,
  description: string,
  kinds?: readonly AgreementKind[] | null,
  catalogue: readonly CatalogueTopic[] = CATALOGUE,
): TopicTranslations | undefined {
  const custom = customDocument(title, description, kinds, catalogue);
  const out: TopicTranslations = {};
  for (const language of LANGUAGES) {
    const reviewed = language === 'en' || (custom?.entry ? custom.entry.key in NYNORSK_READ : false);
    const base = { title, description, reviewed };
    if (!custom) {
      out[language] = { ...base, heading: null, termClause: null, disputeClause: null };
    } else if (custom.entry) {
      const own = CATALOGUE_TRANSLATIONS[custom.entry.key]?.[language];
      if (!own) continue;
      const notes = (custom.document.signingNotes ?? []).flatMap((note) => {
        const words = SIGNING_NOTES[language][note.id];
        return words ? [{ id: note.id, ...words }] : [];
      });
      out[language] = {
        ...base,
        heading: own.document?.heading ?? null,
        termClause: own.document?.termClause ?? null,
        disputeClause: own.document?.disputeClause ?? null,
        ...(notes.length > 0 ? { signingNotes: notes } : {}),
      };
    } else {
      const source = GENERATOR_LANGUAGES[language];
      const heading = custom.estateKind
        ? source.estate[custom.estateKind === 'advance' ? 'advanceHeading' : 'farmHeading']
        : custom.relation && source.words.relationHeadings[custom.relation];
      if (heading) out[language] = { ...base, heading, termClause: null, disputeClause: null };
    }
  }
  return out.nn || out.en ? out : undefined;
}
