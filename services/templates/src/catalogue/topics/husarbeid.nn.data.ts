import type { TopicTranslation } from '../catalogue-translation.types';

/** Husarbeid i heimen: the nynorsk translation of the bokmål topic 'husarbeid'. */
export const husarbeidNn: TopicTranslation = {
  title: 'Husarbeid i heimen',
  description:
    'For par, familiar og andre som bur saman og vil fordele vasking, matlaging, klesvask og innkjøp rettferdig. Resultatet er ein felles plan, ikkje ein juridisk bindande avtale.',
  document: { heading: 'Hushaldsplan', termClause: null, disputeClause: null },
  questions: {
    ukeplan: {
      text: 'Skal de ha ein fast vekeplan for husarbeidet?',
      clauseYes:
        'Vi set opp ein fast vekeplan for husarbeidet innan éi veke, og til han er på plass, fordeler vi husarbeidet etter resten av denne planen.',
      clauseNo:
        'Vi har ingen fast vekeplan, og husarbeid som ikkje er fordelt i denne planen, fordeler vi etter behov.',
      section: 'Fordeling',
    },
    'lik-tidsbruk': {
      text: 'Skal husarbeidet fordelast slik at de bruker omtrent like mykje tid på det?',
      clauseYes: 'Vi fordeler husarbeidet slik at vi bruker omtrent like mykje tid på det.',
      clauseNo: 'Vi fordeler husarbeidet etter kor mykje kvar av oss arbeider utanfor heimen.',
      section: 'Fordeling',
    },
    rundgang: {
      text: 'Skal oppgåvene som ikkje har ein fast ansvarleg, gå på omgang?',
      clauseYes: 'Oppgåver som ikkje har ein fast ansvarleg i denne planen, går på omgang mellom oss.',
      clauseNo:
        'Oppgåver som ikkje er fordelte på annan måte i denne planen, har kvar av oss fast ansvar for over tid.',
      section: 'Fordeling',
    },
    middag: {
      text: 'Skal de byte på å lage middag?',
      clauseYes:
        'Vi byter på å lage middag, slik at kvar av oss lagar middag omtrent like mange dagar i veka.',
      clauseNo:
        'Den som har tid, lagar middag, og den som ikkje lagar mat, tek oppvasken og ryddinga etterpå.',
      section: 'Mat og innkjøp',
    },
    innkjop: {
      text: 'Skal éin av dykk ha hovudansvaret for å handle daglegvarer?',
      clauseYes: 'Alle i hushaldet fører opp det som manglar, på ei felles handleliste.',
      clauseNo: 'Vi deler på å handle daglegvarer og bruker ei felles handleliste.',
      section: 'Mat og innkjøp',
    },
    'innkjop-ansvarlig': {
      text: 'Kven av dykk skal ha hovudansvaret for å handle daglegvarer?',
      clauseTemplate: '{{svar}} har hovudansvaret for å handle daglegvarer etter den felles handlelista.',
      section: 'Mat og innkjøp',
    },
    klesvask: {
      text: 'Skal kvar av dykk vaske eigne klede?',
      clauseYes: 'Kvar av oss vaskar sine eigne klede.',
      clauseNo: 'Vi vaskar klede samla for heile hushaldet etter den fordelinga vi har avtalt.',
      section: 'Vask, rydding og avfall',
    },
    'rydde-samme-dag': {
      text: 'Skal alle rydde etter seg i fellesromma same dag?',
      clauseYes: 'Alle ryddar etter seg i fellesromma same dag.',
      clauseNo: 'Vi ryddar fellesromma samla på faste dagar.',
      section: 'Vask, rydding og avfall',
    },
    avfall: {
      text: 'Skal éin av dykk ha fast ansvar for søppel, kjeldesortering og pant?',
      clauseYes: 'Alle i hushaldet sorterer avfallet sitt etter ordninga der vi bur.',
      clauseNo: 'Ansvaret for søppel, kjeldesortering og pant går på omgang mellom oss.',
      section: 'Vask, rydding og avfall',
    },
    'avfall-ansvarlig': {
      text: 'Kven av dykk skal ha ansvaret for søppel, kjeldesortering og pant?',
      clauseTemplate:
        '{{svar}} har fast ansvar for å bere ut søppel, levere kjeldesortert avfall og pante flasker og boksar.',
      section: 'Vask, rydding og avfall',
    },
    storrengjoring: {
      text: 'Skal de ta ei felles storreingjering to gonger i året?',
      clauseYes: 'Vi tek ei felles storreingjering to gonger i året.',
      clauseNo: 'Vi har inga fast storreingjering, men gjer grundig reint ved behov.',
      section: 'Vask, rydding og avfall',
    },
    vaskehjelp: {
      text: 'Skal de kjøpe vaskehjelp?',
      clauseYes: 'Vi kjøper vaskehjelp og deler kostnaden på same måte som dei andre felles utgiftene.',
      clauseNo: 'Vi gjer husarbeidet sjølve utan innleigd hjelp.',
      section: 'Vask, rydding og avfall',
    },
    'barn-faste-oppgaver': {
      text: 'Skal barna i hushaldet ha faste oppgåver i heimen?',
      clauseYes: 'Barna i hushaldet har faste oppgåver i heimen tilpassa alderen.',
      clauseNo: 'Barna i hushaldet har ingen faste oppgåver i heimen.',
      section: 'Barna',
    },
    'ukepenger-knyttet-til-oppgaver': {
      text: 'Skal vekepengane til barna henge saman med at dei gjer oppgåvene sine?',
      clauseYes: 'Vekepengane til barna heng saman med at dei gjer oppgåvene sine.',
      clauseNo: 'Barna får vekepengar uavhengig av om dei gjer oppgåvene sine.',
      section: 'Barna',
    },
    gjennomgang: {
      text: 'Kor ofte skal de gå gjennom fordelinga av husarbeidet?',
      options: [
        {
          text: 'Kvar veke',
          clause: 'Vi går gjennom fordelinga av husarbeidet kvar veke og justerer henne ved behov.',
        },
        {
          text: 'Kvar månad',
          clause: 'Vi går gjennom fordelinga av husarbeidet éin gong i månaden og justerer henne ved behov.',
        },
        {
          text: 'Når ein av oss ber om det',
          clause: 'Vi går gjennom fordelinga av husarbeidet når ein av oss ber om det.',
        },
      ],
      section: 'Oppfølging',
    },
  },
};
