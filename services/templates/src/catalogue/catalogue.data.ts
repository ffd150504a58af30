import type { CatalogueTopic } from './catalogue.types';

/**
 * The seeded catalogue of topics. Topic and question keys are stable slugs used to seed
 * idempotently: do not rename them once they have been seeded; add new ones instead (a question
 * that changed its type or its meaning got a new key).
 *
 * Clause texts are written so that each one stands alone as a sentence in the generated
 * agreement, and so that no two questions of a topic can produce clauses that contradict each
 * other. Where a number, a date, a choice or a party matters, the question is typed
 * (docs/typed-answers.md): a `multiple_choice` has a clause per option, a `free_text` has a format
 * and a clause template with `{{svar}}` where the shown answer goes (`12 000 kr`, `15 %`,
 * `1. mars 2027`, a party's full name). `showIf` always refers to an earlier question in the same
 * topic: `{ equals }` for a Ja/Nei source, `{ operator, value }` for a typed one (an option, a number,
 * a date, or 'self'/'other' for a party).
 *
 * The legal document (docs/legal-document.md, issue 15): every question has a `section` (the subject
 * heading its clause is printed under; a topic's sections follow each other in question order); the
 * questions that identify the object (`fact: true`, section 'Bakgrunn') come first and their clause is
 * a statement of fact; a party question that gives someone a role has `partyRoles`; each topic has a
 * `document` (kind, heading, its own term clause, and a dispute clause only where the law requires a
 * step of its own). Clauses are written for any number of parties and read right in the singular that
 * `partyWording` makes of them for two ('de andre partene' → 'den andre parten'), so no plural word
 * follows such a phrase. Every statement of law has a source in docs/legal-sources.md.
 */

import { samboeravtaleTopic } from './topics/samboeravtale.data';
import { bofellesskapTopic } from './topics/bofellesskap.data';
import { lanMellomPrivatpersonerTopic } from './topics/lan-mellom-privatpersoner.data';
import { ferieSammenTopic } from './topics/ferie-sammen.data';
import { fellesHytteTopic } from './topics/felles-hytte.data';
import { fellesBilTopic } from './topics/felles-bil.data';
import { fellesKjaeledyrTopic } from './topics/felles-kjaeledyr.data';
import { husarbeidTopic } from './topics/husarbeid.data';
import { samvaersavtaleTopic } from './topics/samvaersavtale.data';
import { bryllupOgFestTopic } from './topics/bryllup-og-fest.data';
import { prosjektsamarbeidTopic } from './topics/prosjektsamarbeid.data';
import { naboavtaleTopic } from './topics/naboavtale.data';
import { bruktbilPrivatTopic } from './topics/bruktbil-privat.data';
import { hybelUtleieTopic } from './topics/hybel-utleie.data';

/**
 * The catalogue, in the order the topics are offered. Each topic's files are in ./topics: `<key>.data.ts` (the
 * topic), `<key>.middle-ground.data.ts` (its compromises, also in MIDDLE_GROUND) and `<key>.data.spec.ts` (its checks).
 */
export const CATALOGUE: CatalogueTopic[] = [
  samboeravtaleTopic,
  bofellesskapTopic,
  lanMellomPrivatpersonerTopic,
  ferieSammenTopic,
  fellesHytteTopic,
  fellesBilTopic,
  fellesKjaeledyrTopic,
  husarbeidTopic,
  samvaersavtaleTopic,
  bryllupOgFestTopic,
  prosjektsamarbeidTopic,
  naboavtaleTopic,
  bruktbilPrivatTopic,
  hybelUtleieTopic,
];
