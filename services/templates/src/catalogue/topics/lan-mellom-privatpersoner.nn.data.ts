/** «Lån mellom venner eller familie» in nynorsk, beside lan-mellom-privatpersoner.data.ts. */
import type { TopicTranslation } from '../catalogue-translation.types';

export const lanMellomPrivatpersonerNn: TopicTranslation = {
  title: 'Lån mellom vener eller familie',
  description:
    'For privatlån mellom vener eller i familien. Bli samde om tilbakebetaling, renter og kva som skjer dersom lånet ikkje blir betalt som avtalt.',
  document: {
    heading: 'Låneavtale',
    termClause:
      'Avtalen gjeld til lånet og alt anna låntakaren skal betale etter avtalen, er betalt fullt tilbake. Ingen av partane kan seie opp avtalen åleine.',
    disputeClause: null,
  },
  paymentLabels: {
    utbetaling: 'Utbetaling av lånet',
    avdrag: 'Avdrag',
    tilbakebetaling: 'Tilbakebetaling av lånet',
  },
  questions: {
    langiver: {
      text: 'Kven av dykk lånar ut pengane?',
      description: 'Den andre parten i avtalen, eller dei andre dersom de er fleire, lånar pengane.',
      section: 'Bakgrunn',
      clauseTemplate: '{{svar}} lånar ut pengane til dei andre partane.',
      partyRoles: { chosen: 'långjevar', others: 'låntakar' },
    },
    lanebelop: {
      text: 'Kor mykje skal lånast ut?',
      section: 'Bakgrunn',
      clauseTemplate: 'Lånebeløpet er {{svar}}.',
    },
    utbetalingsdato: {
      text: 'Kva dato skal lånebeløpet betalast ut?',
      section: 'Bakgrunn',
      clauseTemplate: 'Lånebeløpet blir betalt ut til bankkontoen til låntakaren {{svar}}.',
    },
    formal: {
      text: 'Kva skal pengane brukast til?',
      description: 'Til dømes kjøp av bil eller eigenkapital til bustad.',
      section: 'Bakgrunn',
      clauseTemplate: 'Lånet skal brukast til {{svar}}.',
    },
    renter: {
      text: 'Skal det betalast renter på lånet?',
      section: 'Renter',
      clauseYes: 'Låntakaren betaler renter på lånet etter vilkåra i denne avtalen.',
      clauseNo: 'Lånet er rentefritt.',
    },
    rentesats: {
      text: 'Kor høg skal renta vere per år?',
      description: 'Skriv den årlege renta i prosent, til dømes 3,5.',
      section: 'Renter',
      clauseTemplate:
        'Lånet har ei rente på {{svar}} per år, rekna av det til kvar tid uteståande beløpet, og påløpte renter blir betalte kvar gong låntakaren betaler avdrag eller innfrir lånet.',
      checks: [
        'Ei rente over 20 % per år er svært høg for eit lån mellom privatpersonar. Ei urimeleg høg rente kan bli sett til side eller endra av ein domstol (avtalelova §§ 31 og 36). Sjekk at talet stemmer, og stadfest det dersom de meiner det.',
      ],
    },
    'fast-rente': {
      text: 'Skal renta vere fast i heile låneperioden?',
      section: 'Renter',
      clauseYes: 'Renta er fast i heile låneperioden.',
      clauseNo:
        'Renta er flytande og blir endra med like mange prosentpoeng som styringsrenta til Noregs Bank blir endra etter at avtalen er inngått.',
    },
    nedbetaling: {
      text: 'Korleis skal lånet betalast tilbake?',
      section: 'Nedbetaling',
      options: [
        {
          text: 'Med faste månadlege avdrag',
          clause: 'Låntakaren betaler ned lånet med faste månadlege avdrag.',
        },
        { text: 'Alt på éin gong', clause: 'Låntakaren betaler heile lånet tilbake på éin gong.' },
      ],
    },
    'tilbakebetalt-senest': {
      text: 'Kva dato skal lånet seinast vere heilt tilbakebetalt?',
      description:
        'Betaler låntakaren avdrag, er dette datoen då det siste avdraget forfell, og avdraga må til saman dekkje lånebeløpet innan då.',
      section: 'Nedbetaling',
      clauseTemplate: 'Lånet skal vere fullt tilbakebetalt seinast {{svar}}.',
      checks: [
        'Lånet må betalast tilbake etter at det er betalt ut. Vel ein dato som kjem etter datoen lånet blir betalt ut.',
        'Det første avdraget blir betalt éin månad etter at lånet er betalt ut. Vel ein dato som er minst éin månad etter datoen lånet blir betalt ut.',
      ],
    },
    'avdrag-belop': {
      text: 'Kor mykje skal låntakaren betale i avdrag kvar månad?',
      section: 'Nedbetaling',
      clauseTemplate:
        'Låntakaren betaler {{svar}} i avdrag kvar månad, første gongen éin månad etter at lånet er betalt ut, til lånet er nedbetalt, og det siste avdraget er berre det som då står att av lånet.',
      checks: [
        'Med dette avdraget er lånet ikkje betalt tilbake innan den siste datoen de har valt. Auk det månadlege avdraget, eller vel ein seinare dato for når lånet skal vere betalt tilbake.',
      ],
    },
    'innfri-tidligere': {
      text: 'Skal låntakaren kunne betale tilbake heile eller delar av lånet tidlegare enn avtalt?',
      section: 'Nedbetaling',
      clauseYes:
        'Låntakaren kan når som helst innfri heile eller delar av lånet før tida utan ekstra kostnader.',
      clauseNo: 'Låntakaren kan ikkje innfri lånet før tida utan samtykke frå långjevaren.',
    },
    'mislighold-forsinkede-avdrag': {
      text: 'Kor mange avdrag må låntakaren til saman vere meir enn 30 dagar forseinka med før heile lånet kan krevjast betalt?',
      description: 'Avdraga blir rekna saman, òg når dei ikkje kjem etter kvarandre. Vanleg er tre.',
      section: 'Mishald',
      clauseTemplate:
        'Er låntakaren meir enn 30 dagar forseinka med til saman {{svar}} avdrag, kan långjevaren gje låntakaren skriftleg varsel og krevje heile restgjelda betalt innan 14 dagar etter varselet.',
      checks: ['Skriv eit tal på avdrag som er 1 eller meir.'],
    },
    forsinkelsesrente: {
      text: 'Skal låntakaren betale forseinkingsrente dersom eit beløp blir betalt for seint?',
      section: 'Mishald',
      clauseYes:
        'Betaler låntakaren for seint, svarar låntakaren forseinkingsrente etter forseinkingsrentelova av det forfalne beløpet.',
      clauseNo: 'Långjevaren krev ikkje forseinkingsrente når låntakaren betaler for seint.',
    },
    sikkerhet: {
      text: 'Skal låntakaren stille tryggleik for lånet?',
      description: 'Tryggleik kan til dømes vere pant i ein eigedel eller ein kausjon.',
      section: 'Tryggleik og dokumentasjon',
      clauseYes:
        'Låntakaren stiller tryggleik for lånet ved pant eller kausjon, og partane inngår ein eigen skriftleg pant- eller kausjonsavtale før lånet blir betalt ut.',
      clauseNo: 'Lånet blir gitt utan tryggleik.',
    },
    'arlig-bekreftelse': {
      text: 'Skal de stadfeste restgjelda skriftleg éin gong i året?',
      description:
        'Eit krav på tilbakebetaling av eit pengelån blir som hovudregel forelda etter ti år, og ei skriftleg erkjenning frå låntakaren avbryt foreldinga.',
      section: 'Tryggleik og dokumentasjon',
      clauseYes: 'Låntakaren stadfestar restgjelda skriftleg overfor långjevaren éin gong i året.',
      clauseNo: 'Partane utarbeider inga årleg stadfesting av restgjelda.',
    },
  },
};
