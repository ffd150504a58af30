import type { AgreementKind } from '@avtalt/contracts';
import type { ObjectKind, Relation } from './title-reading/title-reading.types';

/**
 * Other names of catalogue topics that a custom title may use (the catalogue's own title always
 * counts). Each name is a sequence of words that must appear in the title in that order.
 */
export const CATALOGUE_ALIASES: Record<string, string[]> = {
  samboeravtale: ['samboeravtale', 'samboerkontrakt', 'samboerskap'],
  bofellesskap: ['bofellesskap', 'kollektiv'],
  'lan-mellom-privatpersoner': [
    'lån mellom venner',
    'lån mellom privatpersoner',
    'lån i familien',
    'privatlån',
  ],
  'ferie-sammen': ['ferie sammen', 'felles ferie'],
  'felles-hytte': ['felles hytte', 'hyttesameie'],
  'felles-bil': ['felles bil', 'bildeling'],
  'felles-kjaeledyr': ['felles hund', 'felles katt', 'felles kjæledyr'],
  husarbeid: ['husarbeid'],
  samvaersavtale: ['samværsavtale', 'foreldresamarbeidsavtale'],
  'bryllup-og-fest': ['kostnadsdeling ved bryllup', 'kostnadsdeling ved fest'],
  prosjektsamarbeid: ['prosjektsamarbeid', 'samarbeid om et prosjekt'],
  naboavtale: ['naboavtale'],
  'bruktbil-privat': [
    'bruktbil',
    'bruktbilkjøp',
    'bilkjøp',
    'bilsalg',
    'kjøp av bil',
    'kjøp av brukt bil',
    'kjøp av bruktbil',
    'salg av bil',
    'salg av brukt bil',
    'salg av bruktbil',
    'selge bil',
    'kjøpekontrakt for bil',
    'kjøpekontrakt for bruktbil',
  ],
  'hybel-utleie': [
    'hybel',
    'hybelutleie',
    'hybelkontrakt',
    'utleie av rom',
    'utleie av rommet',
    'leie ut rom',
    'leie ut rommet',
    'leie ut et rom',
  ],
};

/**
 * Titles close to a catalogue topic without naming it: what the title is mostly about (its first relation),
 * with an object of these lemmas (any object when none are listed), gets that topic's questions, which a
 * lawyer has read («Låne 50 000 av pappa», «Kjøpe elbil sammen med broren min»). The title's further
 * relations add their own questions after them.
 */
export const CLOSE_TOPICS: readonly {
  key: string;
  relation: Relation;
  lemmas?: readonly string[];
  /** An object of this kind, and one of these phrases in the title or description (also when no relation is read). */
  kind?: ObjectKind;
  phrases?: readonly string[];
}[] = [
  { key: 'lan-mellom-privatpersoner', relation: 'lend-money' },
  { key: 'felles-bil', relation: 'own-together', lemmas: ['bil'] },
  { key: 'felles-hytte', relation: 'own-together', lemmas: ['hytte'] },
  { key: 'felles-kjaeledyr', relation: 'own-together', lemmas: ['hund', 'valp', 'katt'] },
  { key: 'bruktbil-privat', relation: 'buy-sell', lemmas: ['bil'] },
  { key: 'hybel-utleie', relation: 'rent', lemmas: ['hybel', 'rom'] },
  { key: 'bryllup-og-fest', relation: 'share-costs', lemmas: ['bryllup', 'fest', 'bursdag', 'konfirmasjon'] },
  // Children after their parents split up: where they live and when they see each parent, not babysitting.
  {
    key: 'samvaersavtale',
    relation: 'care',
    kind: 'child',
    phrases: [
      'delt bosted',
      'fast bosted',
      'annenhver uke',
      'samvær',
      'samværet',
      'samværsordning',
      'samværsordningen',
      'skilsmisse',
      'skilsmissen',
      'samlivsbrudd',
      'samlivsbruddet',
      'bruddet',
      'gikk fra hverandre',
      'går fra hverandre',
      'flytter fra hverandre',
      'flyttet fra hverandre',
      'eksen',
      'eksmannen',
      'ekskona',
      'ekskjæresten',
    ],
  },
];

/** What kind of agreement each catalogue topic is: the kind the dialog shows for a title that names it. */
export const CATALOGUE_KINDS: Record<string, AgreementKind> = {
  samboeravtale: 'live-together',
  bofellesskap: 'live-together',
  husarbeid: 'live-together',
  'lan-mellom-privatpersoner': 'lend-money',
  'ferie-sammen': 'share-costs',
  'bryllup-og-fest': 'share-costs',
  'felles-hytte': 'own-together',
  'felles-bil': 'own-together',
  'felles-kjaeledyr': 'own-together',
  samvaersavtale: 'care',
  prosjektsamarbeid: 'project',
  naboavtale: 'neighbours',
  'bruktbil-privat': 'buy-sell',
  'hybel-utleie': 'rent',
};
