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
    // Marriage ends it (review § 4.1 item 5): the formuesordning is then ekteskapsloven's, and separate property
    // needs an ektepakt in the form of § 54. The break-up is dated by a written notice (review § 6).
    termClause:
      'Avtalen gjelder så lenge partene bor sammen som samboere, og ingen av partene kan si den opp alene. Inngår partene ekteskap med hverandre, opphører avtalen, og særeie må da avtales ved ektepakt (ekteskapsloven §§ 42 og 54). Meddeler en av partene skriftlig samlivsbrudd, eller flytter partene fra hverandre, gjelder avtalens bestemmelser om samlivsbrudd til oppgjøret mellom dem er gjennomført.',
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
      // A start in the future is a typing error, and a wrong start misstates the two years of husstandsfellesskapsloven.
      checks: [
        {
          kind: 'notFuture',
          severity: 'error',
          message:
            'Datoen dere flyttet sammen, kan ikke være fram i tid. Skriv datoen dere begynte å bo sammen.',
        },
      ],
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
      // Review § 4.1 item 2: the running costs are settled by 'boligeier'; avdrag and improvements are what
      // courts weigh for sameie or vederlag through contribution, so the parties say which they want.
      key: 'ikke-eier-innbetalinger',
      text: 'Hva skal den av dere som ikke eier boligen, få igjen for avdrag og påkostninger vedkommende betaler på den?',
      description:
        'Uten avtale kan store innbetalinger på den andres boliglån eller bolig gi en eierandel eller et krav på penger ved et brudd, men det avgjøres etter en konkret vurdering og er ofte uklart.',
      type: 'multiple_choice',
      options: [
        {
          text: 'En eierandel i boligen',
          clause:
            'Avdrag på boligeierens boliglån og påkostninger på boligen som den andre parten betaler, gir den andre parten en eierandel i boligen som svarer til beløpet i forhold til boligens markedsverdi da det ble betalt, og partene fører en felles oversikt over slike innbetalinger.',
        },
        {
          text: 'Et krav på å få pengene tilbake',
          clause:
            'Avdrag på boligeierens boliglån og påkostninger på boligen som den andre parten betaler, gir ikke eierandel, men den andre parten kan kreve beløpet tilbakebetalt av boligeieren ved et samlivsbrudd, og partene fører en felles oversikt over slike innbetalinger.',
        },
        {
          text: 'Ingenting',
          clause:
            'Avdrag på boligeierens boliglån og påkostninger på boligen som den andre parten betaler, gir verken eierandel i boligen eller krav på tilbakebetaling.',
        },
      ],
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
      // Issue 33 review K2: two samboere own the home, so the largest share is above half and below all of it.
      checks: [
        {
          kind: 'atLeast',
          value: 50.01,
          severity: 'error',
          message:
            'Den største andelen må være over 50 %: dere er to, og er andelen 50 % eller mindre, er den ikke den største. Skriv andelen til den som eier mest, for eksempel 60.',
        },
        {
          kind: 'atMost',
          value: 99.99,
          severity: 'error',
          message:
            'Den største andelen må være under 100 %, ellers eier den andre ingenting av boligen. Skriv andelen i prosent, for eksempel 60.',
        },
      ],
    },
    {
      // Review § 4.1 item 1: the joint mortgage is split internally, apart from the other common costs (so
      // 'utgifter-fordeling' never gives it a second key), also when it is paid from a joint account.
      key: 'boliglan-fordeling',
      text: 'Hvordan skal dere dele renter og avdrag på felles boliglån mellom dere?',
      description:
        'Avdragene øker verdien av eierandelene, så deler dere likt mens dere eier ulike andeler, betaler den med minst andel noe av den andres andel.',
      type: 'multiple_choice',
      options: [
        {
          text: 'Etter eierandelene',
          clause:
            'Renter og avdrag på felles boliglån fordeles mellom partene etter eierandelene i boligen, uansett hvordan de deler de andre felles utgiftene og også når de betales fra en felles konto, og den som har betalt mer enn sin andel, kan kreve det overskytende dekket av den andre parten ved et samlivsbrudd.',
        },
        {
          text: 'Likt',
          clause:
            'Renter og avdrag på felles boliglån deles likt mellom partene, uansett eierandelene i boligen og hvordan de deler de andre felles utgiftene, og den som har betalt mer enn halvparten, kan kreve det overskytende dekket av den andre parten ved et samlivsbrudd.',
        },
      ],
      showIf: { questionKey: 'boligens-eierforhold', operator: 'equals', value: 'Vi eier den sammen' },
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
      // Review § 4.1 item 3: the same key as the common costs themselves ('utgifter-fordeling'), never a second one.
      clauseNo:
        'Gjeld som er tatt opp i én av partenes navn for å dekke felles utgifter, fordeles mellom partene i deres innbyrdes forhold på samme måte som de felles utgiftene.',
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
      // Review § 4.1 item 6 and § 6: a deadline from a dated, written notice, a valuer both appoint and pay, and
      // a rule instead of a draw when both want the home (written bids on the whole home, otherwise sale).
      clauseYes:
        'Ved samlivsbrudd har den av partene som ønsker å bli boende, rett til å overta den andres andel av boligen til markedsverdi fastsatt av en takstmann som partene oppnevner i fellesskap og deler kostnaden for, forutsatt at overtakelsen er gjennomført innen tre måneder etter bruddet, regnet fra den dagen en av partene skriftlig har meddelt samlivsbrudd, og at den som overtar, innfrir eller overtar den andres del av et felles boliglån slik at den andre blir fri overfor långiveren; ønsker begge å overta, gir hver av dem innen to uker etter taksten et skriftlig bud på hele boligen på minst takstverdien, og den som byr høyest, overtar etter budet, mens boligen selges på det åpne markedet hvis budene er like eller overtakelsen ikke er gjennomført innen fristen.',
      clauseNo:
        'Ved samlivsbrudd selges boligen på det åpne markedet, med mindre partene blir enige om noe annet.',
      showIf: { questionKey: 'boligens-eierforhold', operator: 'equals', value: 'Vi eier den sammen' },
      section: 'Samlivsbrudd',
    },
    {
      // Review § 4.1 item 1: equal shares do not say what happens to unequal egenkapital. With 'Ulike andeler'
      // the shares are already computed from it, so returning it first would count it twice.
      key: 'egenkapital-ved-brudd',
      text: 'Hvordan skal verdien av boligen deles ved et samlivsbrudd når dere har skutt inn ulik egenkapital?',
      description:
        'Eier dere like store andeler, men betalte ulikt ved kjøpet, kan den som skjøt inn mest, få det tilbake før resten deles.',
      type: 'multiple_choice',
      options: [
        {
          text: 'Egenkapitalen tilbake først, resten likt',
          clause:
            'Ved samlivsbrudd, også når en av partene overtar boligen, får hver av partene først tilbake den egenkapitalen vedkommende kan dokumentere å ha skutt inn i boligen, og det som er igjen av boligens verdi etter at felles boliglån er innfridd, deles likt, mens verdien fordeles i forhold til den egenkapitalen hver av dem har skutt inn, hvis den ikke strekker til.',
        },
        {
          text: 'Alt deles likt',
          clause:
            'Ved samlivsbrudd, også når en av partene overtar boligen, deles boligens verdi etter at felles boliglån er innfridd, likt mellom partene, uansett hvor mye egenkapital hver av dem har skutt inn.',
        },
      ],
      showIf: { questionKey: 'eierandeler-bolig', operator: 'equals', value: 'Like store andeler' },
      section: 'Samlivsbrudd',
    },
    {
      key: 'testament',
      text: 'Vil dere opprette testament for å sikre hverandre ved dødsfall?',
      description:
        'Samboere som har, har hatt eller venter barn sammen, arver etter loven inntil 4 G etter hverandre, og andre samboere arver ikke hverandre uten testament.',
      // Issue 33 review K1: the deadline question may be skipped, so the promise carries a deadline and the
      // warning of arveloven § 12 itself; a date answered below only sets the deadline.
      clauseYes:
        'Partene oppretter gjensidige testamenter der hver av dem setter den andre inn som arving, for å sikre hverandre økonomisk ved dødsfall, innen fristen avtalen setter for testamentene, eller innen tre måneder etter at avtalen er signert hvis den ikke setter noen frist, og inntil testamenter i den formen arveloven § 42 krever, er opprettet, arver en samboer uten felles barn ingenting etter den andre (arveloven § 12).',
      clauseNo:
        'Partene oppretter ikke testament i forbindelse med denne avtalen, og arv etter partene følger arvelovens regler.',
      section: 'Død',
    },
    {
      // Review § 4.1 item 4: a promise without a date secures nobody; until the testaments exist in the form
      // of arveloven § 42, a samboer without common children inherits nothing (§ 12 gives only those with children 4 G).
      key: 'testament-frist',
      text: 'Innen hvilken dato skal testamentene være skrevet og signert?',
      description:
        'Et testament må være skriftlig og signert foran to vitner som er til stede samtidig (arveloven § 42), og det kan ikke gjøres i Avtalt.',
      type: 'free_text',
      format: 'date',
      clauseTemplate: 'Fristen avtalen setter for testamentene, er {{svar}}.',
      showIf: { questionKey: 'testament', equals: true },
      section: 'Død',
      checks: [
        {
          kind: 'after',
          other: 'samboerskap-fra',
          severity: 'error',
          message:
            'Fristen for testamentene må være etter datoen dere flyttet sammen. Skriv en dato fram i tid.',
        },
        {
          kind: 'notPast',
          severity: 'error',
          message: 'Fristen for testamentene kan ikke ha gått ut. Skriv en dato fram i tid.',
        },
      ],
    },
  ],
};
