import type { TopicMiddleGround } from './catalogue.types';
import type { TranslationLanguage } from './catalogue-translation.types';
import { bofellesskapMiddleGroundEn } from './topics/bofellesskap.middle-ground.en.data';
import { bofellesskapMiddleGroundNn } from './topics/bofellesskap.middle-ground.nn.data';
import { bruktbilPrivatMiddleGroundEn } from './topics/bruktbil-privat.middle-ground.en.data';
import { bruktbilPrivatMiddleGroundNn } from './topics/bruktbil-privat.middle-ground.nn.data';
import { bryllupOgFestMiddleGroundEn } from './topics/bryllup-og-fest.middle-ground.en.data';
import { bryllupOgFestMiddleGroundNn } from './topics/bryllup-og-fest.middle-ground.nn.data';
import { fellesBilMiddleGroundEn } from './topics/felles-bil.middle-ground.en.data';
import { fellesBilMiddleGroundNn } from './topics/felles-bil.middle-ground.nn.data';
import { fellesHytteMiddleGroundEn } from './topics/felles-hytte.middle-ground.en.data';
import { fellesHytteMiddleGroundNn } from './topics/felles-hytte.middle-ground.nn.data';
import { fellesKjaeledyrMiddleGroundEn } from './topics/felles-kjaeledyr.middle-ground.en.data';
import { fellesKjaeledyrMiddleGroundNn } from './topics/felles-kjaeledyr.middle-ground.nn.data';
import { ferieSammenMiddleGroundEn } from './topics/ferie-sammen.middle-ground.en.data';
import { ferieSammenMiddleGroundNn } from './topics/ferie-sammen.middle-ground.nn.data';
import { husarbeidMiddleGroundEn } from './topics/husarbeid.middle-ground.en.data';
import { husarbeidMiddleGroundNn } from './topics/husarbeid.middle-ground.nn.data';
import { hybelUtleieMiddleGroundEn } from './topics/hybel-utleie.middle-ground.en.data';
import { hybelUtleieMiddleGroundNn } from './topics/hybel-utleie.middle-ground.nn.data';
import { lanMellomPrivatpersonerMiddleGroundEn } from './topics/lan-mellom-privatpersoner.middle-ground.en.data';
import { lanMellomPrivatpersonerMiddleGroundNn } from './topics/lan-mellom-privatpersoner.middle-ground.nn.data';
import { naboavtaleMiddleGroundEn } from './topics/naboavtale.middle-ground.en.data';
import { naboavtaleMiddleGroundNn } from './topics/naboavtale.middle-ground.nn.data';
import { prosjektsamarbeidMiddleGroundEn } from './topics/prosjektsamarbeid.middle-ground.en.data';
import { prosjektsamarbeidMiddleGroundNn } from './topics/prosjektsamarbeid.middle-ground.nn.data';
import { samboeravtaleMiddleGroundEn } from './topics/samboeravtale.middle-ground.en.data';
import { samboeravtaleMiddleGroundNn } from './topics/samboeravtale.middle-ground.nn.data';
import { samvaersavtaleMiddleGroundEn } from './topics/samvaersavtale.middle-ground.en.data';
import { samvaersavtaleMiddleGroundNn } from './topics/samvaersavtale.middle-ground.nn.data';

/**
 * The curated compromises in nynorsk and English (docs/languages.md), by topic key, each beside its bokmål in
 * `topics/<topic>.middle-ground.{nn,en}.data.ts`: the same alternatives in the same order, so that a compromise the
 * parties settle on is a question in the text's language too.
 */
export const MIDDLE_GROUND_TRANSLATIONS: Readonly<
  Record<string, Partial<Record<TranslationLanguage, TopicMiddleGround>>>
> = {
  bofellesskap: { nn: bofellesskapMiddleGroundNn, en: bofellesskapMiddleGroundEn },
  'bruktbil-privat': { nn: bruktbilPrivatMiddleGroundNn, en: bruktbilPrivatMiddleGroundEn },
  'bryllup-og-fest': { nn: bryllupOgFestMiddleGroundNn, en: bryllupOgFestMiddleGroundEn },
  'felles-bil': { nn: fellesBilMiddleGroundNn, en: fellesBilMiddleGroundEn },
  'felles-hytte': { nn: fellesHytteMiddleGroundNn, en: fellesHytteMiddleGroundEn },
  'felles-kjaeledyr': { nn: fellesKjaeledyrMiddleGroundNn, en: fellesKjaeledyrMiddleGroundEn },
  'ferie-sammen': { nn: ferieSammenMiddleGroundNn, en: ferieSammenMiddleGroundEn },
  husarbeid: { nn: husarbeidMiddleGroundNn, en: husarbeidMiddleGroundEn },
  'hybel-utleie': { nn: hybelUtleieMiddleGroundNn, en: hybelUtleieMiddleGroundEn },
  'lan-mellom-privatpersoner': {
    nn: lanMellomPrivatpersonerMiddleGroundNn,
    en: lanMellomPrivatpersonerMiddleGroundEn,
  },
  naboavtale: { nn: naboavtaleMiddleGroundNn, en: naboavtaleMiddleGroundEn },
  prosjektsamarbeid: { nn: prosjektsamarbeidMiddleGroundNn, en: prosjektsamarbeidMiddleGroundEn },
  samboeravtale: { nn: samboeravtaleMiddleGroundNn, en: samboeravtaleMiddleGroundEn },
  samvaersavtale: { nn: samvaersavtaleMiddleGroundNn, en: samvaersavtaleMiddleGroundEn },
};
