import type { CatalogueTopic } from '../catalogue.types';
import { BAKGRUNN } from '../catalogue.sections';

// ─────────────────────────────────────────────────────────────── Ferie sammen (featured)
export const ferieSammenTopic: CatalogueTopic = {
  key: 'ferie-sammen',
  title: 'Ferie sammen',
  description:
    'For venner, familier og par som skal reise sammen. Bli enige om budsjett, fordeling av kostnader, avbestilling og hvordan dere bruker tiden.',
  featured: true,
  document: {
    kind: 'agreement',
    heading: 'Avtale om felles ferie',
    termClause:
      'Avtalen gjelder for ferien den beskriver og er oppfylt når det endelige regnskapet er gjort opp. Ingen av partene kan si den opp alene, men en part som trekker seg fra ferien, gjør det etter bestemmelsen om avbestilling.',
    disputeClause: null,
  },
  questions: [
    {
      key: 'reisemal',
      text: 'Hvor skal dere reise?',
      description: 'For eksempel Kreta, eller en hytte på Geilo.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Ferien går til {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'ferie-fra',
      text: 'Hvilken dato starter ferien?',
      type: 'free_text',
      format: 'date',
      clauseTemplate: 'Ferien starter {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'ferie-til',
      text: 'Hvilken dato slutter ferien?',
      type: 'free_text',
      format: 'date',
      clauseTemplate: 'Ferien slutter {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'felles-budsjett',
      text: 'Skal dere sette et felles budsjett for ferien?',
      clauseYes:
        'Partene har et felles budsjett for ferien, og felles utgifter ut over budsjettet krever samtykke fra alle partene.',
      clauseNo:
        'Partene setter ikke et felles budsjett, og hver av partene bestemmer selv over sitt eget forbruk.',
      section: 'Budsjett og kostnader',
    },
    {
      key: 'budsjett-per-person',
      text: 'Hvor mye skal ferien høyst koste per person?',
      type: 'free_text',
      format: 'amount',
      clauseTemplate: 'Det felles budsjettet for ferien er {{svar}} per person.',
      showIf: { questionKey: 'felles-budsjett', equals: true },
      section: 'Budsjett og kostnader',
    },
    {
      key: 'reise-overnatting-fordeling',
      text: 'Hvordan skal utgiftene til reise og overnatting deles?',
      type: 'multiple_choice',
      options: [
        { text: 'Likt mellom oss', clause: 'Utgifter til reise og overnatting deles likt mellom partene.' },
        {
          text: 'Etter hvor mange hver av oss har med',
          clause:
            'Utgifter til reise og overnatting fordeles etter hvor mange personer hver av partene har med seg på ferien.',
        },
        {
          text: 'Etter rom og antall netter',
          clause:
            'Utgifter til reise og overnatting fordeles etter hvilke rom og hvor mange netter hver av partene bruker.',
        },
      ],
      section: 'Budsjett og kostnader',
    },
    {
      key: 'felles-matkasse',
      text: 'Skal dere ha en felles kasse til mat og dagligvarer under ferien?',
      clauseYes: 'Partene betaler like mye inn i en felles kasse som dekker mat og dagligvarer under ferien.',
      clauseNo: 'Hver av partene betaler for sin egen mat og sine egne dagligvarer under ferien.',
      section: 'Budsjett og kostnader',
    },
    {
      key: 'restaurant-hver-for-seg',
      text: 'Skal hver av dere betale for seg selv på restaurant?',
      clauseYes: 'Ved restaurantbesøk betaler hver av partene for sin egen bestilling.',
      clauseNo: 'Restaurantregninger deles likt mellom partene, uavhengig av hva hver enkelt har bestilt.',
      section: 'Budsjett og kostnader',
    },
    {
      key: 'aktiviteter-betales-av-deltakere',
      text: 'Skal utflukter og aktiviteter bare betales av dem som blir med?',
      clauseYes: 'Utflukter og aktiviteter betales bare av de partene som deltar.',
      clauseNo: 'Utgifter til utflukter og aktiviteter deles likt mellom alle partene.',
      section: 'Budsjett og kostnader',
    },
    {
      key: 'en-bestiller',
      text: 'Skal én av dere bestille og legge ut for reise og overnatting?',
      // Who books is named by 'bestiller', so the Ja does not say «én av partene»; both answers keep the split
      // of 'reise-overnatting-fordeling' (the Nei no longer says that each pays their own).
      clauseYes:
        'Den som bestiller og legger ut for reise og overnatting, får tilbake det de andre partene skal dekke, senest 14 dager etter at bestillingen er gjort.',
      clauseNo:
        'Hver av partene bestiller og legger selv ut for sin egen reise og overnatting, og utleggene jevnes ut ved oppgjøret etter fordelingen av utgifter til reise og overnatting.',
      section: 'Bestilling og oppgjør',
    },
    {
      key: 'bestiller',
      text: 'Hvem av dere skal bestille og legge ut?',
      type: 'free_text',
      format: 'party',
      clauseTemplate:
        '{{svar}} bestiller og legger ut for reise og overnatting og er kontaktperson overfor utleiere og reiseselskaper.',
      showIf: { questionKey: 'en-bestiller', equals: true },
      section: 'Bestilling og oppgjør',
    },
    {
      key: 'oppgjor-etter-hjemkomst',
      text: 'Skal det endelige regnskapet gjøres opp senest to uker etter hjemkomst?',
      clauseYes: 'Partene gjør opp det endelige regnskapet for ferien senest to uker etter hjemkomst.',
      clauseNo: 'Partene gjør opp utgiftene fortløpende under ferien.',
      section: 'Bestilling og oppgjør',
    },
    {
      key: 'leiebil',
      text: 'Skal dere leie bil sammen?',
      clauseYes: 'Partene leier bil sammen og deler leie, drivstoff og bompenger likt.',
      clauseNo: 'Partene leier ikke bil sammen.',
      section: 'Leiebil',
    },
    {
      key: 'leiebil-egenandel',
      text: 'Skal den som kjørte, alene betale egenandelen hvis leiebilen blir skadet?',
      clauseYes: 'Ved skade på leiebilen betaler den av partene som kjørte, egenandelen.',
      clauseNo: 'Ved skade på leiebilen deles egenandelen likt mellom partene.',
      showIf: { questionKey: 'leiebil', equals: true },
      section: 'Leiebil',
    },
    {
      key: 'reiseforsikring',
      text: 'Skal alle ha gyldig reiseforsikring?',
      clauseYes:
        'Hver av partene skal ha gyldig reiseforsikring som dekker hele reisen, inkludert avbestilling.',
      clauseNo:
        'Hver av partene avgjør selv om vedkommende vil ha reiseforsikring, og bærer selv risikoen for egne tap.',
      section: 'Forsikring og avbestilling',
    },
    {
      key: 'avbestilling',
      text: 'Skal den som trekker seg, selv dekke sin andel av kostnadene som ikke kan refunderes?',
      clauseYes:
        'En part som trekker seg fra ferien, dekker selv sin andel av kostnader som ikke kan refunderes.',
      clauseNo: 'Kostnader som ikke kan refunderes når en part trekker seg, deles likt mellom alle partene.',
      section: 'Forsikring og avbestilling',
    },
  ],
};
