import type { CatalogueTopic } from '../catalogue.types';
import { BAKGRUNN } from '../catalogue.sections';

// ───────────────────────────────────────────────────────────── Felles hund eller katt
export const fellesKjaeledyrTopic: CatalogueTopic = {
  key: 'felles-kjaeledyr',
  title: 'Felles hund eller katt',
  description:
    'For dere som deler ansvaret for en hund eller katt. Bli enige om eierskap, kostnader, stell, ferier og hvem dyret skal bo hos.',
  featured: false,
  document: {
    kind: 'agreement',
    heading: 'Avtale om felles dyrehold',
    termClause:
      // Both branches say who keeps the animal in a clause of their own (omplassering for one owner,
      // beholder for joint owners), so the term clause prints no condition that may not apply.
      'Avtalen gjelder så lenge partene har dyret sammen, og hver av partene kan si den opp skriftlig med tre måneders varsel. Når avtalen opphører, gjelder bestemmelsen om hvem som beholder dyret.',
    disputeClause: null,
  },
  questions: [
    {
      key: 'dyret',
      text: 'Hvilket dyr gjelder avtalen?',
      description: 'Skriv art, navn og rase, for eksempel hunden Luna, en labrador.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Avtalen gjelder {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'id-nummer',
      text: 'Hva er dyrets ID-nummer?',
      description: 'Nummeret på dyrets mikrochip eller ID-merking, slik det står i papirene fra veterinæren.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Dyret er ID-merket med nummer {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'eies-sammen',
      text: 'Eier dere dyret sammen?',
      clauseYes: 'Partene eier dyret sammen med like store andeler.',
      // The owner is named by 'dyrets-eier'.
      clauseNo: 'Partene eier ikke dyret sammen.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'dyrets-eier',
      text: 'Hvem av dere eier dyret?',
      type: 'free_text',
      format: 'party',
      clauseTemplate: '{{svar}} eier dyret alene.',
      partyRoles: { chosen: 'eier', others: null },
      showIf: { questionKey: 'eies-sammen', equals: false },
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'faste-kostnader-likt',
      text: 'Skal faste kostnader til fôr og utstyr deles likt?',
      clauseYes: 'Faste kostnader til fôr og utstyr deles likt mellom partene.',
      clauseNo: 'Faste kostnader til fôr og utstyr betales av den av partene som har dyret hos seg.',
      section: 'Kostnader og helse',
    },
    {
      key: 'forsikring',
      text: 'Skal dyret ha helseforsikring?',
      clauseYes:
        'Dyret skal ha helseforsikring, premien deles likt mellom partene, og det forsikringen dekker, trekkes fra veterinærutgiftene før de fordeles mellom partene.',
      clauseNo:
        'Dyret skal ikke ha helseforsikring, og partene bærer selv veterinærutgiftene etter denne avtalen.',
      section: 'Kostnader og helse',
    },
    {
      key: 'veterinar-grense',
      text: 'Over hvilket beløp må alle være enige før dyret får veterinærbehandling?',
      type: 'free_text',
      format: 'amount',
      clauseTemplate:
        'Veterinærbehandling som koster mer enn {{svar}}, avtales mellom partene før den gjennomføres, med unntak av akutte tilfeller.',
      section: 'Kostnader og helse',
    },
    {
      key: 'veterinar-deles',
      text: 'Skal veterinærutgifter deles likt?',
      clauseYes: 'Veterinærutgifter deles likt mellom partene.',
      clauseNo:
        'Veterinærutgifter dekkes av den av partene som har dyret hos seg når behandlingen blir nødvendig.',
      section: 'Kostnader og helse',
    },
    {
      key: 'kastrering',
      text: 'Skal dyret kastreres eller steriliseres?',
      clauseYes: 'Dyret skal kastreres eller steriliseres, og kostnaden regnes som en felles kostnad.',
      clauseNo: 'Dyret skal ikke kastreres eller steriliseres.',
      section: 'Kostnader og helse',
    },
    {
      key: 'fast-bosted',
      text: 'Skal dyret bo fast hos én av dere?',
      // Where it lives is named by 'bor-hos'; the Ja says what that means, the Nei gives the rhythm itself.
      clauseYes: 'Den parten dyret bor fast hos, har det daglige ansvaret for dyret.',
      clauseNo:
        'Dyret bor vekselvis én uke hos hver av partene, med bytte på søndager, med mindre partene blir enige om noe annet.',
      section: 'Bosted og stell',
    },
    {
      key: 'bor-hos',
      text: 'Hvem av dere skal dyret bo fast hos?',
      type: 'free_text',
      format: 'party',
      clauseTemplate: 'Dyret bor fast hos {{svar}}.',
      showIf: { questionKey: 'fast-bosted', equals: true },
      section: 'Bosted og stell',
    },
    {
      key: 'helg-hos-de-andre',
      text: 'Skal de andre ha dyret hos seg minst én helg i måneden?',
      clauseYes: 'Hver av de andre partene har rett til å ha dyret hos seg minst én helg i måneden.',
      clauseNo: 'Tid med dyret for de andre partene avtales fra gang til gang.',
      showIf: { questionKey: 'fast-bosted', equals: true },
      section: 'Bosted og stell',
    },
    {
      key: 'plan-for-stell',
      text: 'Skal dere ha en fast plan for hvem som går tur med, fôrer og steller dyret?',
      clauseYes:
        'Partene setter opp en skriftlig plan for turer, fôring og stell innen to uker etter at avtalen er inngått, slik at dyret får daglig mosjon og tilsyn, og til planen er på plass, har den av partene som har dyret hos seg, ansvaret.',
      clauseNo: 'Den av partene som har dyret hos seg, har ansvaret for turer, fôring og stell.',
      section: 'Bosted og stell',
    },
    {
      key: 'skader',
      text: 'Skal den som hadde ansvaret for dyret da en skade skjedde, dekke kostnaden?',
      description: 'Overfor den som blir skadet, kan både eieren og den som passer dyret, være ansvarlige.',
      clauseYes:
        'I forholdet mellom partene dekkes skader som dyret volder, av den av partene som hadde ansvaret for dyret da skaden skjedde.',
      clauseNo:
        'I forholdet mellom partene deles kostnader ved skader som dyret volder, likt etter fradrag for det en eventuell ansvarsforsikring dekker.',
      section: 'Ansvar og avslutning',
    },
    {
      key: 'omplassering',
      text: 'Skal eieren bare kunne omplassere eller selge dyret hvis alle er enige?',
      clauseYes:
        'Eieren beholder dyret når avtalen opphører, men kan bare omplassere eller selge det når alle partene har samtykket.',
      clauseNo:
        'Eieren beholder dyret når avtalen opphører og kan alene beslutte å omplassere eller selge det.',
      showIf: { questionKey: 'eies-sammen', equals: false },
      section: 'Ansvar og avslutning',
    },
    {
      // Replaces the Ja/Nei 'hvem-beholder', whose answers left open who keeps the animal (the one with
      // «hovedansvaret», or whoever the parties later agree on): a named party, and a buy-out at market value.
      key: 'beholder',
      text: 'Hvem av dere skal beholde dyret hvis samarbeidet avsluttes?',
      description: 'Den som beholder dyret, løser ut de andre med deres andel av dyrets markedsverdi.',
      type: 'free_text',
      format: 'party',
      clauseTemplate:
        'Avsluttes samarbeidet, beholder {{svar}} dyret og løser ut de andre partenes andel av det til markedsverdi, med mindre partene da blir enige om noe annet.',
      showIf: { questionKey: 'eies-sammen', equals: true },
      section: 'Ansvar og avslutning',
    },
  ],
};
