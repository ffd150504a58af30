import type { CatalogueTopic } from '../catalogue.types';

// ─────────────────────────────────────────────────────────────── Husarbeid i hjemmet
export const husarbeidTopic: CatalogueTopic = {
  // A household plan, not a contract (review § 2): its items say what the household does, and the
  // document has no contract formalities, final clauses or signatures (docs/legal-document.md).
  key: 'husarbeid',
  title: 'Husarbeid i hjemmet',
  description:
    'For par, familier og andre som bor sammen og vil fordele vasking, matlaging, klesvask og innkjøp rettferdig. Resultatet er en felles plan, ikke en juridisk bindende avtale.',
  featured: false,
  document: { kind: 'plan', heading: 'Husholdningsplan', termClause: null, disputeClause: null },
  questions: [
    {
      key: 'ukeplan',
      text: 'Skal dere ha en fast ukeplan for husarbeidet?',
      clauseYes:
        'Vi setter opp en fast ukeplan for husarbeidet innen én uke, og til den er på plass, fordeler vi husarbeidet etter resten av denne planen.',
      clauseNo:
        'Vi har ingen fast ukeplan, og husarbeid som ikke er fordelt i denne planen, fordeler vi etter behov.',
      section: 'Fordeling',
    },
    {
      key: 'lik-tidsbruk',
      text: 'Skal husarbeidet fordeles slik at dere bruker omtrent like mye tid på det?',
      clauseYes: 'Vi fordeler husarbeidet slik at vi bruker omtrent like mye tid på det.',
      clauseNo: 'Vi fordeler husarbeidet etter hvor mye hver av oss arbeider utenfor hjemmet.',
      section: 'Fordeling',
    },
    {
      key: 'rundgang',
      text: 'Skal oppgavene som ikke har en fast ansvarlig, gå på rundgang?',
      clauseYes: 'Oppgaver som ikke har en fast ansvarlig i denne planen, går på rundgang mellom oss.',
      clauseNo:
        'Oppgaver som ikke er fordelt på annen måte i denne planen, har hver av oss fast ansvar for over tid.',
      section: 'Fordeling',
    },
    {
      key: 'middag',
      text: 'Skal dere bytte på å lage middag?',
      clauseYes:
        'Vi bytter på å lage middag, slik at hver av oss lager middag omtrent like mange dager i uken.',
      clauseNo:
        'Den som har tid, lager middag, og den som ikke lager mat, tar oppvasken og ryddingen etterpå.',
      section: 'Mat og innkjøp',
    },
    {
      key: 'innkjop',
      text: 'Skal én av dere ha hovedansvaret for å handle dagligvarer?',
      // Who shops is named by 'innkjop-ansvarlig'.
      clauseYes: 'Alle i husstanden fører opp det som mangler, på en felles handleliste.',
      clauseNo: 'Vi deler på å handle dagligvarer og bruker en felles handleliste.',
      section: 'Mat og innkjøp',
    },
    {
      key: 'innkjop-ansvarlig',
      text: 'Hvem av dere skal ha hovedansvaret for å handle dagligvarer?',
      type: 'free_text',
      format: 'party',
      clauseTemplate: '{{svar}} har hovedansvaret for å handle dagligvarer etter den felles handlelisten.',
      showIf: { questionKey: 'innkjop', equals: true },
      section: 'Mat og innkjøp',
    },
    {
      key: 'klesvask',
      text: 'Skal hver av dere vaske egne klær?',
      clauseYes: 'Hver av oss vasker sine egne klær.',
      clauseNo: 'Vi vasker klær samlet for hele husstanden etter den fordelingen vi har avtalt.',
      section: 'Vask, rydding og avfall',
    },
    {
      key: 'rydde-samme-dag',
      text: 'Skal alle rydde etter seg i fellesrommene samme dag?',
      clauseYes: 'Alle rydder etter seg i fellesrommene samme dag.',
      clauseNo: 'Vi rydder fellesrommene samlet på faste dager.',
      section: 'Vask, rydding og avfall',
    },
    {
      key: 'avfall',
      text: 'Skal én av dere ha fast ansvar for søppel, kildesortering og pant?',
      // Who is responsible is named by 'avfall-ansvarlig'.
      clauseYes: 'Alle i husstanden sorterer avfallet sitt etter ordningen der vi bor.',
      clauseNo: 'Ansvaret for søppel, kildesortering og pant går på rundgang mellom oss.',
      section: 'Vask, rydding og avfall',
    },
    {
      key: 'avfall-ansvarlig',
      text: 'Hvem av dere skal ha ansvaret for søppel, kildesortering og pant?',
      type: 'free_text',
      format: 'party',
      clauseTemplate:
        '{{svar}} har fast ansvar for å bære ut søppel, levere kildesortert avfall og pante flasker og bokser.',
      showIf: { questionKey: 'avfall', equals: true },
      section: 'Vask, rydding og avfall',
    },
    {
      key: 'storrengjoring',
      text: 'Skal dere ta en felles storrengjøring to ganger i året?',
      clauseYes: 'Vi tar en felles storrengjøring to ganger i året.',
      clauseNo: 'Vi har ingen fast storrengjøring, men gjør grundig rent ved behov.',
      section: 'Vask, rydding og avfall',
    },
    {
      key: 'vaskehjelp',
      text: 'Skal dere kjøpe vaskehjelp?',
      clauseYes: 'Vi kjøper vaskehjelp og deler kostnaden på samme måte som de andre felles utgiftene.',
      clauseNo: 'Vi gjør husarbeidet selv uten innleid hjelp.',
      section: 'Vask, rydding og avfall',
    },
    {
      key: 'barn-faste-oppgaver',
      text: 'Skal barna i husstanden ha faste oppgaver i hjemmet?',
      clauseYes: 'Barna i husstanden har faste oppgaver i hjemmet tilpasset alderen.',
      clauseNo: 'Barna i husstanden har ingen faste oppgaver i hjemmet.',
      section: 'Barna',
    },
    {
      key: 'ukepenger-knyttet-til-oppgaver',
      text: 'Skal barnas ukepenger henge sammen med at de gjør oppgavene sine?',
      clauseYes: 'Barnas ukepenger henger sammen med at de gjør oppgavene sine.',
      clauseNo: 'Barna får ukepenger uavhengig av om de gjør oppgavene sine.',
      showIf: { questionKey: 'barn-faste-oppgaver', equals: true },
      section: 'Barna',
    },
    {
      key: 'gjennomgang',
      text: 'Hvor ofte skal dere gå gjennom fordelingen av husarbeidet?',
      type: 'multiple_choice',
      options: [
        {
          text: 'Hver uke',
          clause: 'Vi går gjennom fordelingen av husarbeidet hver uke og justerer den ved behov.',
        },
        {
          text: 'Hver måned',
          clause: 'Vi går gjennom fordelingen av husarbeidet én gang i måneden og justerer den ved behov.',
        },
        {
          text: 'Når en av oss ber om det',
          clause: 'Vi går gjennom fordelingen av husarbeidet når en av oss ber om det.',
        },
      ],
      section: 'Oppfølging',
    },
  ],
};
