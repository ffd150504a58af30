import type { TopicTranslation, TranslationLanguage } from './catalogue-translation.types';
import { bofellesskapEn } from './topics/bofellesskap.en.data';
import { bofellesskapNn } from './topics/bofellesskap.nn.data';
import { bruktbilPrivatEn } from './topics/bruktbil-privat.en.data';
import { bruktbilPrivatNn } from './topics/bruktbil-privat.nn.data';
import { bryllupOgFestEn } from './topics/bryllup-og-fest.en.data';
import { bryllupOgFestNn } from './topics/bryllup-og-fest.nn.data';
import { fellesBilEn } from './topics/felles-bil.en.data';
import { fellesBilNn } from './topics/felles-bil.nn.data';
import { fellesHytteEn } from './topics/felles-hytte.en.data';
import { fellesHytteNn } from './topics/felles-hytte.nn.data';
import { fellesKjaeledyrEn } from './topics/felles-kjaeledyr.en.data';
import { fellesKjaeledyrNn } from './topics/felles-kjaeledyr.nn.data';
import { ferieSammenEn } from './topics/ferie-sammen.en.data';
import { ferieSammenNn } from './topics/ferie-sammen.nn.data';
import { husarbeidEn } from './topics/husarbeid.en.data';
import { husarbeidNn } from './topics/husarbeid.nn.data';
import { hybelUtleieEn } from './topics/hybel-utleie.en.data';
import { hybelUtleieNn } from './topics/hybel-utleie.nn.data';
import { lanMellomPrivatpersonerEn } from './topics/lan-mellom-privatpersoner.en.data';
import { lanMellomPrivatpersonerNn } from './topics/lan-mellom-privatpersoner.nn.data';
import { naboavtaleEn } from './topics/naboavtale.en.data';
import { naboavtaleNn } from './topics/naboavtale.nn.data';
import { prosjektsamarbeidEn } from './topics/prosjektsamarbeid.en.data';
import { prosjektsamarbeidNn } from './topics/prosjektsamarbeid.nn.data';
import { samboeravtaleEn } from './topics/samboeravtale.en.data';
import { samboeravtaleNn } from './topics/samboeravtale.nn.data';
import { samvaersavtaleEn } from './topics/samvaersavtale.en.data';
import { samvaersavtaleNn } from './topics/samvaersavtale.nn.data';

/**
 * The catalogue's topics in nynorsk and English, by topic key (docs/languages.md). The seeder stores them with the
 * questions; an agreement keeps the ones it was started with.
 */
export const CATALOGUE_TRANSLATIONS: Readonly<
  Record<string, Partial<Record<TranslationLanguage, TopicTranslation>>>
> = {
  bofellesskap: { nn: bofellesskapNn, en: bofellesskapEn },
  'bruktbil-privat': { nn: bruktbilPrivatNn, en: bruktbilPrivatEn },
  'bryllup-og-fest': { nn: bryllupOgFestNn, en: bryllupOgFestEn },
  'felles-bil': { nn: fellesBilNn, en: fellesBilEn },
  'felles-hytte': { nn: fellesHytteNn, en: fellesHytteEn },
  'felles-kjaeledyr': { nn: fellesKjaeledyrNn, en: fellesKjaeledyrEn },
  'ferie-sammen': { nn: ferieSammenNn, en: ferieSammenEn },
  husarbeid: { nn: husarbeidNn, en: husarbeidEn },
  'hybel-utleie': { nn: hybelUtleieNn, en: hybelUtleieEn },
  'lan-mellom-privatpersoner': { nn: lanMellomPrivatpersonerNn, en: lanMellomPrivatpersonerEn },
  naboavtale: { nn: naboavtaleNn, en: naboavtaleEn },
  prosjektsamarbeid: { nn: prosjektsamarbeidNn, en: prosjektsamarbeidEn },
  samboeravtale: { nn: samboeravtaleNn, en: samboeravtaleEn },
  samvaersavtale: { nn: samvaersavtaleNn, en: samvaersavtaleEn },
};
