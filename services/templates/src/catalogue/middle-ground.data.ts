/**
 * The curated middle-ground library (docs/negotiation.md, docs/middle-ground-library.md): per catalogue topic and
 * question, one to three compromises offered when the parties disagree on the question. Each is a Ja/Nei question
 * asked instead of the disputed one when every party accepts it, and the clause its Ja produces. Written per
 * question by hand, each topic's in `topics/<key>.middle-ground.data.ts` beside the topic, against the topic's
 * clauses: an alternative keeps every premise and pair of its topic on every path (its spec checks that), and no
 * alternative says «flertall», «de andre» without «partene», or «de øvrige». The seeder copies them into the
 * question templates' `middle_ground` (`middleGroundOf` in middle-ground.rules.ts).
 */
import type { MiddleGroundLibrary } from './catalogue.types';
import { samboeravtaleMiddleGround } from './topics/samboeravtale.middle-ground.data';
import { bofellesskapMiddleGround } from './topics/bofellesskap.middle-ground.data';
import { lanMellomPrivatpersonerMiddleGround } from './topics/lan-mellom-privatpersoner.middle-ground.data';
import { ferieSammenMiddleGround } from './topics/ferie-sammen.middle-ground.data';
import { fellesHytteMiddleGround } from './topics/felles-hytte.middle-ground.data';
import { fellesBilMiddleGround } from './topics/felles-bil.middle-ground.data';
import { fellesKjaeledyrMiddleGround } from './topics/felles-kjaeledyr.middle-ground.data';
import { husarbeidMiddleGround } from './topics/husarbeid.middle-ground.data';
import { samvaersavtaleMiddleGround } from './topics/samvaersavtale.middle-ground.data';
import { bryllupOgFestMiddleGround } from './topics/bryllup-og-fest.middle-ground.data';
import { prosjektsamarbeidMiddleGround } from './topics/prosjektsamarbeid.middle-ground.data';
import { naboavtaleMiddleGround } from './topics/naboavtale.middle-ground.data';
import { bruktbilPrivatMiddleGround } from './topics/bruktbil-privat.middle-ground.data';
import { hybelUtleieMiddleGround } from './topics/hybel-utleie.middle-ground.data';

/** Topic key → question key → alternatives, in the catalogue's order. */
export const MIDDLE_GROUND: MiddleGroundLibrary = {
  samboeravtale: samboeravtaleMiddleGround,
  bofellesskap: bofellesskapMiddleGround,
  'lan-mellom-privatpersoner': lanMellomPrivatpersonerMiddleGround,
  'ferie-sammen': ferieSammenMiddleGround,
  'felles-hytte': fellesHytteMiddleGround,
  'felles-bil': fellesBilMiddleGround,
  'felles-kjaeledyr': fellesKjaeledyrMiddleGround,
  husarbeid: husarbeidMiddleGround,
  samvaersavtale: samvaersavtaleMiddleGround,
  'bryllup-og-fest': bryllupOgFestMiddleGround,
  prosjektsamarbeid: prosjektsamarbeidMiddleGround,
  naboavtale: naboavtaleMiddleGround,
  'bruktbil-privat': bruktbilPrivatMiddleGround,
  'hybel-utleie': hybelUtleieMiddleGround,
};
