import { BAKGRUNN } from '../../catalogue/catalogue.sections';
import type { QuestionTemplate } from './relation-templates.data';

/*
 * An advance on inheritance (forskudd på arv): a living parent or grandparent gives a child or grandchild
 * (a livsarving) money or a thing now, and the agreement is between the giver and the heirs, often all the
 * children, so that the siblings know the terms and accept them. It is no dødsbo: nobody has died, and
 * nothing is divided, chosen in turn or taken over from an estate. Its questions are worded as the relation
 * templates are (see the header of relation-templates.data.ts), name no object (no `{objektet}`), and are
 * printed under ADVANCE_SECTION; the facts under Bakgrunn.
 *
 * The law is arveloven (lov 14. juni 2019 nr. 21) § 75: an advance is deducted (avkortes) in the receiver's
 * inheritance only if the giver made that a condition of it, no later than when it is given; the condition
 * «bør» be in writing and made known to the other livsarvinger (no form is required). Unless another condition
 * is set, the deduction is the value when it was received (bokstav a), the receiver repays nothing when the
 * advance is larger than the inheritance (bokstav b), and the receiver's own livsarvinger take the deduction if
 * the receiver dies first (bokstav c). A clause records the parties' choice within what § 75 lets the
 * condition say, and the help text says what the law gives without it. A gift meant to be given only after the
 * giver's death must be in a testament (§ 40). Every statement of law has a row in docs/legal-sources.md
 * («Advance on inheritance for custom topics», rows AF).
 */

/**
 * Word cues (lower-case; a trailing * means a prefix, as in title-lexicon.data.ts's RELATION_CUES, each word of
 * a cue matched against one word of the title, see cueAt in lexicon-lookup.ts) that name an advance on
 * inheritance in a title or description. A cue names the advance itself: no bare 'forskudd' («forskudd på
 * lønna»), and no 'trekkes fra arven', which a dødsbo's division also says of what an heir takes over. A few
 * forms without æøå are there for titles typed without them.
 */
export const ADVANCE_CUES: readonly string[] = [
  'arveforskudd*',
  'arveforskot*',
  'forskudd på arv*',
  'forskuddet på arv*',
  'forskudd av arv*',
  'forskudd på min arv',
  'forskudd på sin arv',
  'forskudd på fremtidig arv',
  'forskot på arv*',
  'forskotet på arv*',
  'forskudd pa arv*',
  'forskot pa arv*',
  'arv på forskudd',
  'arven på forskudd',
  'arv pa forskudd',
  'avkorting i arv*',
  'avkortning i arv*',
  'avkorting av arv*',
  'avkortning av arv*',
  'avkortes i arv*',
];

/** The document's heading: an advance is no division of an estate. */
export const ADVANCE_HEADING = 'Avtale om forskudd på arv';

/** The heading the advance's questions are printed under (the facts go under Bakgrunn). */
export const ADVANCE_SECTION = 'Arveforskuddet';

/** The questions of an advance on inheritance, most important first; the value and repayment only after a Ja. */
export const ADVANCE_TEMPLATES: QuestionTemplate[] = [
  {
    type: 'free_text',
    format: 'party',
    text: 'Hvem av dere gir forskuddet på arv?',
    description:
      'Forskudd på arv gis mens giveren lever, og reglene om avkorting i arveloven § 75 gjelder bare forskudd til giverens livsarvinger: barn, barnebarn og deres etterkommere. De andre partene er den som får forskuddet, og gjerne giverens andre barn.',
    clauseTemplate: '{{svar}} gir forskuddet på arv etter denne avtalen.',
    partyRoles: { chosen: 'giver', others: 'arving' },
    section: BAKGRUNN,
    fact: true,
  },
  {
    type: 'free_text',
    format: 'text',
    text: 'Hvem får forskuddet, og hva er det?',
    description:
      'Skriv navnet på den som får forskuddet og hva det er, for eksempel «Kari får 400 000 kroner til kjøp av leilighet» eller «Ola overtar hytta på Hafjell». Skal pengene betales tilbake, er det et lån og ikke et forskudd på arv, og da passer en låneavtale (lån av penger) bedre.',
    clauseTemplate: 'Forskuddet på arv gjelder dette: {{svar}}.',
    section: BAKGRUNN,
    fact: true,
  },
  {
    type: 'free_text',
    format: 'amount',
    text: 'Hva er forskuddet verdt den dagen det gis?',
    description:
      'Er forskuddet penger, er verdien beløpet. Er det en bolig, en bil eller noe annet, skriv hva det er verdt den dagen det gis, for eksempel etter en takst, og selger giveren noe til mottakeren under verdien, skriv forskjellen mellom verdien og prisen.',
    clauseTemplate: 'Forskuddet er verdt {{svar}} den dagen det gis.',
    section: BAKGRUNN,
    fact: true,
  },
  {
    type: 'free_text',
    format: 'date',
    text: 'Hvilken dato gis forskuddet?',
    description:
      'Skal forskuddet trekkes fra i arven, må giveren ha satt det som betingelse senest når forskuddet gis (arveloven § 75), så signer avtalen før eller samme dag. En gave som først skal gis etter giverens død, er gyldig bare hvis den står i et testament (arveloven § 40).',
    clauseTemplate: 'Giveren gir forskuddet til mottakeren {{svar}}.',
  },
  {
    key: 'deduct',
    text: 'Skal forskuddet trekkes fra i arven til den som får det?',
    description:
      'Etter arveloven § 75 avkortes et forskudd i mottakerens arv bare hvis giveren har satt det som betingelse for forskuddet, og det må gjøres senest når forskuddet gis, ikke senere. Loven sier at betingelsen bør være skriftlig og gjort kjent for giverens andre livsarvinger.',
    clauseYes:
      'Det er en betingelse for forskuddet at det avkortes i mottakerens arv etter giveren (arveloven § 75), og dør mottakeren før giveren, avkortes det i arven til mottakerens livsarvinger.',
    clauseNo:
      'Forskuddet er en gave uten betingelse om avkorting, og det avkortes derfor ikke i mottakerens arv etter giveren.',
  },
  {
    type: 'multiple_choice',
    text: 'Hvilken verdi skal trekkes fra i arven?',
    description:
      'Uten en annen betingelse settes avkortingsbeløpet til verdien av forskuddet da det ble mottatt (arveloven § 75 annet ledd bokstav a), og loven sier ikke at beløpet skal reguleres for prisstigning. Dere kan sette en regulering som betingelse for forskuddet.',
    options: [
      {
        text: 'Verdien da forskuddet ble gitt',
        clause:
          'Avkortingsbeløpet er verdien av forskuddet da mottakeren fikk det, uten regulering for prisstigning (arveloven § 75 annet ledd bokstav a).',
      },
      {
        text: 'Verdien da forskuddet ble gitt, regulert etter konsumprisindeksen',
        clause:
          'Det er en betingelse for forskuddet at avkortingsbeløpet er verdien av forskuddet da mottakeren fikk det, regulert etter endringen i konsumprisindeksen fra den måneden forskuddet ble gitt, til den måneden giveren dør.',
      },
    ],
    showIf: { questionKey: 'deduct', equals: true },
  },
  {
    text: 'Skal mottakeren betale tilbake til dødsboet hvis forskuddet er større enn arven?',
    description:
      'Er avkortingsbeløpet større enn mottakerens arv, plikter mottakeren etter arveloven § 75 annet ledd bokstav b ikke å tilbakeføre noe til dødsboet, hvis ikke noe annet er satt som betingelse for forskuddet.',
    clauseYes:
      'Det er en betingelse for forskuddet at mottakeren betaler den delen av avkortingsbeløpet som er større enn mottakerens arv, tilbake til dødsboet når arven etter giveren gjøres opp.',
    clauseNo:
      'Er avkortingsbeløpet større enn mottakerens arv, betaler mottakeren ikke noe tilbake til dødsboet (arveloven § 75 annet ledd bokstav b).',
    showIf: { questionKey: 'deduct', equals: true },
  },
  {
    text: 'Skal giveren gi hvert av de andre barna like mye som dette forskuddet?',
    description:
      'Et forskudd som avkortes, utjevnes når arven deles, men uten en annen betingelse bare så langt mottakeren har arv å trekke det fra (arveloven § 75). Vil giveren stille barna likt allerede nå, kan de andre få like mye mens giveren lever. En gave som først skal gis etter giverens død, er gyldig bare hvis den står i et testament (arveloven § 40).',
    clauseYes:
      'Giveren gir hvert av sine andre barn en gave av samme verdi som dette forskuddet mens giveren lever, på de samme betingelsene om avkorting som denne avtalen setter for forskuddet.',
    clauseNo:
      'Giveren har ingen plikt til å gi de andre barna noe tilsvarende, og forskuddet utjevnes bare slik denne avtalen ellers sier om avkorting.',
  },
  {
    text: 'Skal alle giverens barn få vite om forskuddet og betingelsene før det gis?',
    description:
      'Arveloven § 75 sier at en betingelse om avkorting bør være skriftlig og gjort kjent for de andre livsarvingene. Tryggest er det at de er parter i denne avtalen og signerer den.',
    clauseYes:
      'Før forskuddet gis, gjør giveren forskuddet og betingelsene for det kjent for alle sine barn, og de av dem som ikke er parter i denne avtalen, får en kopi av den.',
    clauseNo:
      'Giveren bestemmer selv når de av giverens barn som ikke er parter i denne avtalen, får vite om forskuddet og betingelsene for det.',
  },
  {
    text: 'Skal avtalen oppbevares sammen med giverens testament eller andre viktige papirer?',
    description:
      'Avtalen må kunne finnes fram når arven etter giveren skal deles, ellers kan det bli vanskelig å vise hva som ble avtalt. Den er ikke et testament: en avtale signert her oppfyller ikke formkravene for testament i arveloven § 42.',
    clauseYes:
      'Giveren oppbevarer en signert kopi av denne avtalen sammen med sitt testament eller andre viktige papirer, og forteller de andre partene hvor den ligger.',
    clauseNo: 'Hver av partene tar vare på sin egen kopi av denne avtalen.',
  },
];
