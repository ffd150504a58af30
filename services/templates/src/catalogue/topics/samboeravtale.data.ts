import type { CatalogueTopic } from '../catalogue.types';
import { BAKGRUNN } from '../catalogue.sections';
import { COHABITANTS_NO_WILL } from '../signing-notes.data';

// ───────────────────────────────────────────────────────────── Samboeravtale (featured)
export const samboeravtaleTopic: CatalogueTopic = {
  key: 'samboeravtale',
  title: 'Samboeravtale',
  description:
    'For par som bor sammen uten å være gift. Samboere har færre rettigheter etter loven enn ektefeller, så her blir dere enige om bolig, eiendeler, utgifter og hva som skjer ved et samlivsbrudd.',
  featured: true,
  document: {
    kind: 'agreement',
    heading: 'Samboeravtale',
    termClause:
      'Avtalen gjelder så lenge partene bor sammen som samboere, og ingen av partene kan si den opp alene. Flytter partene fra hverandre, gjelder avtalens bestemmelser om samlivsbrudd til oppgjøret mellom dem er gjennomført.',
    disputeClause: null,
    signingNotes: [COHABITANTS_NO_WILL],
  },
  questions: [
    {
      key: 'bolig-adresse',
      text: 'Hva er adressen til boligen dere bor i?',
      description: 'Skriv gateadresse, postnummer og sted.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Partene bor sammen i {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'samboerskap-fra',
      text: 'Fra hvilken dato har dere bodd sammen?',
      description: 'Hvor lenge dere har bodd sammen, kan ha betydning etter husstandsfellesskapsloven.',
      type: 'free_text',
      format: 'date',
      clauseTemplate: 'Partene har bodd sammen som samboere siden {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      // Was the Ja/Nei 'felles-barn', whose clauses stood among the terms as recitals (review § 3).
      key: 'barn-sammen',
      text: 'Har dere barn sammen?',
      description:
        'Felles barn har betydning for hva samboere arver etter hverandre etter loven, og for når husstandsfellesskapsloven gjelder.',
      type: 'multiple_choice',
      options: [
        { text: 'Ja, vi har felles barn', clause: 'Partene har felles barn.' },
        { text: 'Vi venter barn sammen', clause: 'Partene venter barn sammen.' },
        { text: 'Nei, vi har ikke felles barn', clause: 'Partene har ikke felles barn.' },
      ],
      section: BAKGRUNN,
      fact: true,
    },
    {
      // A fact (review § 1: one of the five factual questions); what the non-owner's payments mean is the
      // term of 'boligeier'.
      key: 'boligens-eierforhold',
      text: 'Hvem eier boligen dere bor i?',
      type: 'multiple_choice',
      options: [
        { text: 'Vi eier den sammen', clause: 'Partene eier i sameie boligen de bor i.' },
        // The owner is named by 'boligeier' (role «boligeier»), so the fact does not say «én av dem» as well.
        { text: 'Én av oss eier den alene', clause: 'Boligen partene bor i, eies av boligeieren alene.' },
        { text: 'Vi leier den', clause: 'Partene leier boligen de bor i.' },
      ],
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'boligeier',
      text: 'Hvem av dere eier boligen?',
      description:
        'Avtalen sier da at det den andre betaler til de løpende boutgiftene, ikke gir eierandel i boligen.',
      type: 'free_text',
      format: 'party',
      clauseTemplate:
        '{{svar}} er boligeier, og det den andre parten betaler til de løpende boutgiftene, gir ikke eierandel i boligen.',
      partyRoles: { chosen: 'boligeier', others: null },
      showIf: { questionKey: 'boligens-eierforhold', operator: 'equals', value: 'Én av oss eier den alene' },
      section: 'Bolig',
    },
    {
      key: 'eierandeler-bolig',
      text: 'Hvordan skal eierandelene i boligen fordeles?',
      description:
        'Eierandelene bør svare til det hver av dere har betalt med egenkapital og hvor stor del av boliglånet hver av dere betaler.',
      type: 'multiple_choice',
      options: [
        { text: 'Like store andeler', clause: 'Partene eier boligen med like store andeler.' },
        {
          text: 'Ulike andeler',
          clause:
            'Partene eier boligen med ulike andeler, beregnet ut fra hver parts egenkapital og andel av boliglånet ved kjøpet.',
        },
      ],
      showIf: { questionKey: 'boligens-eierforhold', operator: 'equals', value: 'Vi eier den sammen' },
      section: 'Bolig',
    },
    {
      key: 'storst-eierandel-hvem',
      text: 'Hvem av dere skal eie den største andelen av boligen?',
      type: 'free_text',
      format: 'party',
      clauseTemplate: '{{svar}} eier den største andelen av boligen.',
      showIf: { questionKey: 'eierandeler-bolig', operator: 'equals', value: 'Ulike andeler' },
      section: 'Bolig',
    },
    {
      key: 'storst-eierandel-prosent',
      text: 'Hvor mange prosent av boligen skal den største andelen utgjøre?',
      description: 'Skriv andelen til den av dere som eier mest, for eksempel 60.',
      type: 'free_text',
      format: 'percent',
      clauseTemplate: 'Den største eierandelen utgjør {{svar}} av boligen, og den andre parten eier resten.',
      showIf: { questionKey: 'eierandeler-bolig', operator: 'equals', value: 'Ulike andeler' },
      section: 'Bolig',
    },
    {
      key: 'felles-konto',
      text: 'Skal dere ha en felles konto til de faste utgiftene?',
      clauseYes:
        'Partene oppretter en felles konto som brukes til husleie eller boliglån, strøm, forsikringer og andre faste husholdningsutgifter, og ved samlivsbrudd deles det som står igjen på kontoen, i forhold til det hver av dem har satt inn.',
      clauseNo:
        'Partene har ikke felles konto, og hver av dem betaler sin del av de faste utgiftene direkte.',
      section: 'Økonomi og utgifter',
    },
    {
      key: 'utgifter-fordeling',
      text: 'Hvordan skal de felles utgiftene deles mellom dere?',
      type: 'multiple_choice',
      options: [
        { text: 'Likt', clause: 'Partene deler de felles utgiftene likt.' },
        {
          text: 'Etter inntekt',
          clause: 'Partene fordeler de felles utgiftene forholdsmessig etter inntekt.',
        },
      ],
      section: 'Økonomi og utgifter',
    },
    {
      key: 'gjeld-hver-sin',
      text: 'Skal hver av dere alene bære den gjelden dere har tatt opp i eget navn?',
      clauseYes: 'I forholdet mellom partene bærer hver av dem selv den gjelden som er tatt opp i eget navn.',
      clauseNo:
        'Gjeld som er tatt opp i én av partenes navn for å dekke felles utgifter, fordeles likt mellom partene i deres innbyrdes forhold.',
      section: 'Økonomi og utgifter',
    },
    {
      key: 'barneutgifter-deles-likt',
      text: 'Skal utgiftene til barna deles likt mellom dere?',
      clauseYes:
        'Partene deler utgiftene til felles barn likt, herunder barnehage, SFO, klær og fritidsaktiviteter.',
      clauseNo: 'Partene fordeler utgiftene til felles barn forholdsmessig etter inntekt.',
      showIf: { questionKey: 'barn-sammen', operator: 'not_equals', value: 'Nei, vi har ikke felles barn' },
      section: 'Økonomi og utgifter',
    },
    {
      key: 'innbo-hver-sitt',
      text: 'Skal hver av dere beholde det innboet dere hadde da dere flyttet sammen?',
      clauseYes:
        'Innbo og løsøre som hver av partene eide da samboerskapet startet, forblir vedkommendes eie, og partene fører en felles liste over disse eiendelene.',
      clauseNo:
        'Innbo og løsøre som partene eide da samboerskapet startet, regnes som felles eie med like store andeler.',
      section: 'Innbo og eiendeler',
    },
    {
      key: 'nye-eiendeler-felles',
      text: 'Skal det dere kjøper til hjemmet mens dere bor sammen, eies likt av dere begge?',
      clauseYes:
        'Innbo og andre eiendeler som anskaffes til felles bruk under samboerskapet, eies av partene med en halvpart hver, uavhengig av hvem som betalte.',
      clauseNo:
        'Innbo og andre eiendeler som anskaffes under samboerskapet, tilhører den av partene som betalte for dem, med mindre noe annet er dokumentert.',
      section: 'Innbo og eiendeler',
    },
    {
      key: 'overta-bolig-ved-brudd',
      text: 'Skal den av dere som ønsker å bli boende, ha rett til å overta boligen ved et samlivsbrudd?',
      description: 'Uten avtale gir husstandsfellesskapsloven bare en slik rett i visse tilfeller.',
      clauseYes:
        'Ved samlivsbrudd har den av partene som ønsker å bli boende, rett til å overta den andres andel av boligen til markedsverdi fastsatt ved takst, forutsatt at den som overtar, innfrir eller overtar den andres del av et eventuelt felles boliglån slik at den andre blir fri overfor långiveren, og ønsker begge å overta, avgjøres det ved loddtrekning.',
      clauseNo:
        'Ved samlivsbrudd selges boligen på det åpne markedet, med mindre partene blir enige om noe annet.',
      showIf: { questionKey: 'boligens-eierforhold', operator: 'equals', value: 'Vi eier den sammen' },
      section: 'Samlivsbrudd',
    },
    {
      key: 'testament',
      text: 'Vil dere opprette testament for å sikre hverandre ved dødsfall?',
      description:
        'Samboere som har, har hatt eller venter barn sammen, arver etter loven inntil 4 G etter hverandre, og andre samboere arver ikke hverandre uten testament.',
      clauseYes: 'Partene oppretter gjensidige testamenter for å sikre hverandre økonomisk ved dødsfall.',
      clauseNo:
        'Partene oppretter ikke testament i forbindelse med denne avtalen, og arv etter partene følger arvelovens regler.',
      section: 'Død',
    },
  ],
};
