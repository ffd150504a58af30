import type { CatalogueTopic } from '../catalogue.types';
import { BAKGRUNN } from '../catalogue.sections';
import { CABIN_NOT_REGISTERED } from '../signing-notes.data';

// ─────────────────────────────────────────────────────────────────────── Felles hytte
export const fellesHytteTopic: CatalogueTopic = {
  key: 'felles-hytte',
  title: 'Felles hytte',
  description:
    'For søsken, venner eller familie som eier hytte sammen. Bli enige om eierandeler, kostnader, bruk, vedlikehold og hva som skjer ved salg eller arv.',
  featured: false,
  document: {
    kind: 'agreement',
    heading: 'Sameieavtale for hytte',
    termClause:
      'Avtalen gjelder så lenge partene eier hytta i sameie, og ingen av partene kan si den opp alene. En part som selger sin andel etter avtalens bestemmelser om salg, går ut av avtalen når salget er gjennomført.',
    disputeClause: null,
    signingNotes: [CABIN_NOT_REGISTERED],
  },
  questions: [
    {
      key: 'hytta',
      text: 'Hva er adressen til hytta?',
      description:
        'Skriv adressen og gjerne navnet på hytta, for eksempel Fjellveien 12, 3580 Geilo (Fjellro).',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Avtalen gjelder hytta med adresse {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'matrikkel',
      text: 'Hva er gårdsnummer, bruksnummer og kommune for hytteeiendommen?',
      description: 'Skriv det slik det står i skjøtet, for eksempel gnr. 12, bnr. 34 i Hol kommune.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Hytteeiendommen er {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'eierandeler',
      text: 'Hvordan er eierandelene i hytta fordelt?',
      description: 'Det dere ikke avtaler selv, reguleres av sameieloven.',
      type: 'multiple_choice',
      options: [
        { text: 'Like store andeler', clause: 'Partene eier hytta i sameie med like store andeler.' },
        {
          text: 'Slik det står i skjøtet',
          clause: 'Partene eier hytta i sameie med de andelene som fremgår av tinglyst skjøte.',
        },
        {
          text: 'Én av oss eier en større andel',
          // Who owns it is named by 'storst-andel-eier'.
          clause: 'Partene eier hytta i sameie med ulike andeler.',
        },
      ],
      section: 'Eierskap',
    },
    {
      key: 'storst-andel-eier',
      text: 'Hvem av dere eier den største andelen av hytta?',
      type: 'free_text',
      format: 'party',
      clauseTemplate: '{{svar}} eier den største andelen av hytta.',
      showIf: { questionKey: 'eierandeler', operator: 'equals', value: 'Én av oss eier en større andel' },
      section: 'Eierskap',
    },
    {
      key: 'storst-andel-prosent',
      text: 'Hvor mange prosent av hytta utgjør den største andelen?',
      type: 'free_text',
      format: 'percent',
      clauseTemplate: 'Den største andelen utgjør {{svar}} av hytta, og resten eies av de andre partene.',
      showIf: { questionKey: 'eierandeler', operator: 'equals', value: 'Én av oss eier en større andel' },
      section: 'Eierskap',
    },
    {
      key: 'faste-kostnader-etter-andel',
      text: 'Skal de faste kostnadene fordeles etter eierandel?',
      description: 'For eksempel kommunale avgifter, eiendomsskatt, forsikring, strøm og veiavgift.',
      clauseYes:
        'Faste kostnader som kommunale avgifter, eiendomsskatt, forsikring, strøm og veiavgift fordeles etter eierandel.',
      clauseNo: 'Faste kostnader deles likt mellom partene, uavhengig av eierandel.',
      section: 'Kostnader',
    },
    {
      key: 'hyttekonto',
      text: 'Skal dere opprette en felles hyttekonto som alle betaler fast inn på?',
      clauseYes: 'Partene oppretter en felles hyttekonto som de faste kostnadene betales fra.',
      clauseNo: 'Partene betaler kostnadene etter hvert som de påløper, uten en felles hyttekonto.',
      section: 'Kostnader',
    },
    {
      key: 'hyttekonto-belop',
      text: 'Hvor mye skal dere til sammen betale inn på hyttekontoen hver måned?',
      type: 'free_text',
      format: 'amount',
      clauseTemplate:
        'Partene betaler til sammen {{svar}} inn på hyttekontoen hver måned, fordelt på samme måte som de faste kostnadene.',
      showIf: { questionKey: 'hyttekonto', equals: true },
      section: 'Kostnader',
    },
    {
      // Replaces 'bruksplan' and 'hoytider-pa-rundgang': the holidays are part of the plan.
      key: 'bruksplan-hoytider',
      text: 'Skal bruken av hytta fordeles etter en fast plan der påske, sommerferie og jul går på rundgang?',
      clauseYes:
        'Bruken av hytta fordeles etter en plan som partene setter opp skriftlig innen 1. desember for det kommende året, påske, sommerferie og jul går på rundgang mellom partene i den rekkefølgen de står i avtalen, og er planen ikke satt opp innen fristen, har den som først reserverer en periode utenom høytidene, fortrinn.',
      clauseNo:
        'Hytta brukes etter avtale fra gang til gang, og den som først reserverer en periode, har fortrinn.',
      section: 'Bruk',
    },
    {
      key: 'utlan-til-venner',
      text: 'Skal hver av dere kunne låne bort hytta til venner og familie uten selv å være til stede?',
      clauseYes:
        'Hver av partene kan låne bort hytta til venner og familie i perioder da vedkommende selv disponerer hytta, og er ansvarlig for at hytta etterlates i ordentlig stand.',
      clauseNo: 'Hytta kan bare brukes når minst én av partene er til stede.',
      section: 'Bruk',
    },
    {
      key: 'utleie',
      text: 'Skal hytta kunne leies ut til andre?',
      clauseYes:
        'Hytta kan leies ut til andre når alle partene har samtykket, og leieinntektene fordeles etter eierandel.',
      clauseNo: 'Hytta leies ikke ut til andre.',
      section: 'Bruk',
    },
    {
      key: 'investeringer-krever-enighet',
      text: 'Skal påkostninger ut over vanlig vedlikehold kreve at alle er enige?',
      clauseYes:
        'Påkostninger og investeringer som går ut over vanlig vedlikehold, krever enighet mellom alle partene.',
      // With two owners at 50/50 there is no majority: a tie leaves things as they are.
      clauseNo:
        'Påkostninger og investeringer kan besluttes med flertall etter eierandel, så langt sameieloven tillater det, men står stemmene likt, blir tiltaket ikke gjennomført.',
      section: 'Vedlikehold og beslutninger',
    },
    {
      key: 'pantsettelse',
      text: 'Skal det kreves samtykke fra de andre før en av dere pantsetter sin andel av hytta?',
      clauseYes:
        'Ingen av partene kan pantsette sin andel av hytta uten skriftlig samtykke fra de andre partene.',
      clauseNo: 'Hver av partene kan pantsette sin andel av hytta uten samtykke fra de andre partene.',
      section: 'Vedlikehold og beslutninger',
    },
    {
      key: 'forkjopsrett',
      text: 'Skal de andre ha forkjøpsrett hvis en av dere vil selge sin andel?',
      clauseYes:
        'En part som vil selge sin andel, skal først tilby den til de andre partene til markedsverdi fastsatt ved takst.',
      clauseNo: 'Partene avtaler ingen egen forkjøpsrett, og salg av andeler følger sameielovens regler.',
      section: 'Salg og arv',
    },
    {
      key: 'binding-mot-salg',
      text: 'Hvor lenge skal ingen av dere kunne kreve hytta solgt?',
      description: 'Uten en slik avtale kan hver av dere etter sameieloven kreve sameiet oppløst.',
      type: 'multiple_choice',
      options: [
        {
          text: 'Fem år',
          clause:
            'Ingen av partene kan kreve sameiet oppløst og hytta solgt de første fem årene etter at denne avtalen er inngått.',
        },
        {
          text: 'Ti år',
          clause:
            'Ingen av partene kan kreve sameiet oppløst og hytta solgt de første ti årene etter at denne avtalen er inngått.',
        },
        {
          text: 'Ingen binding',
          clause: 'Hver av partene kan kreve sameiet oppløst og hytta solgt etter reglene i sameieloven.',
        },
      ],
      section: 'Salg og arv',
    },
    {
      key: 'andel-i-arv',
      text: 'Skal de andre kunne løse ut en andel som går i arv?',
      description: 'Hvem som arver en andel, avgjøres av arveloven og et eventuelt testament.',
      clauseYes:
        'Dersom en andel går i arv, har de andre partene rett til å løse ut andelen til markedsverdi fastsatt ved takst.',
      clauseNo:
        'Dersom en andel går i arv, overtar arvingene andelen med de samme rettighetene og pliktene som etter denne avtalen.',
      section: 'Salg og arv',
    },
  ],
};
