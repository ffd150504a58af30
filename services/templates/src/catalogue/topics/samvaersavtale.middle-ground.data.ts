import type { TopicMiddleGround } from '../catalogue.types';

/**
 * The compromises offered on the questions of `samvaersavtale` when the parties disagree: question key → one to
 * three alternatives, each a Ja/Nei question and the clause its Ja gives (docs/middle-ground-library.md).
 * The alternatives of questions asked under delt fast bosted never say «samvær».
 */
export const samvaersavtaleMiddleGround: TopicMiddleGround = {
  // Asked only under delt fast bosted, uke om uke.
  byttedag: [
    {
      text: 'Skal barna bytte hjem hver onsdag etter skolen eller barnehagen?',
      clause: 'Barna bytter hjem hver onsdag etter skolen eller barnehagen.',
      description: 'Midt i uken, så begge får hele helger med barna.',
    },
    {
      text: 'Skal barna bytte hjem hver lørdag klokken 12?',
      clause: 'Barna bytter hjem hver lørdag klokken 12.',
      description: 'Mellom fredag og søndag: begge får en helgedag med barna hver byttehelg.',
    },
  ],
  'henting-og-bringing': [
    {
      text: 'Skal den barna skal til, hente dem i barnehagen eller på skolen, og skal dere møtes midt mellom hjemmene på byttedager uten skole eller barnehage?',
      clause:
        'Når barna bytter hjem på en dag med skole eller barnehage, henter den av foreldrene som barna skal være hos, dem der, og på andre byttedager møtes foreldrene på et sted omtrent midt mellom hjemmene.',
      description: 'Ingen kjører hele veien alene på fridager.',
    },
  ],
  // Asked under delt fast bosted, and otherwise only when vanlig samvær is not chosen: never says «samvær».
  'jul-og-paske': [
    {
      text: 'Skal jula veksle mellom dere fra år til år, mens påskeferien deles i to like lange perioder hvert år?',
      clause:
        'Barna feirer jul vekselvis hos hver av foreldrene fra år til år, slik at de i år med partall er i jula hos den av foreldrene som står først i avtalen, og påskeferien deles hvert år i to like lange perioder, én hos hver av foreldrene.',
      description: 'Fast veksling der det betyr mest, deling av påsken.',
    },
    {
      text: 'Skal julaften veksle mellom dere fra år til år, mens resten av jule- og påskeferien deles i to like lange perioder hvert år?',
      clause:
        'Barna er på julaften vekselvis hos hver av foreldrene fra år til år, slik at de i år med partall er hos den av foreldrene som står først i avtalen, og resten av juleferien og påskeferien deles hvert år i to like lange perioder, én hos hver av foreldrene.',
      description: 'Begge får tid med barna i hver høytid, og julaften veksler.',
    },
  ],
  'sommerferie-frist': [
    {
      text: 'Skal fordelingen av sommerferien være avtalt senest ti uker før skolens sommerferie begynner?',
      clause:
        'Foreldrene avtaler fordelingen av sommerferien senest ti uker før skolens sommerferie begynner, og blir de ikke enige innen fristen, deles skolens sommerferie i to like lange perioder, og barna er den første perioden hos den av foreldrene som står først i avtalen i år med partall, og hos den andre i år med oddetall.',
      description:
        'En frist mellom 1. april og to måneder før ferien, med samme løsning hvis ingen avtale er på plass.',
    },
  ],
  // Asked in every arrangement: never says «samvær».
  bursdager: [
    {
      text: 'Skal barna feire bursdagen sin hos hver av dere annethvert år?',
      clause:
        'Barna feirer bursdagene sine vekselvis hos hver av foreldrene, slik at de i år med partall er hos den av foreldrene som står først i avtalen, og i år med oddetall hos den andre.',
      description: 'Begge får hele bursdager, men ikke hvert år.',
    },
  ],
  'sykdom-byttedag': [
    {
      text: 'Skal tiden som går tapt, tas igjen bare når et barn er for sykt til å bytte hjem i mer enn tre dager?',
      clause:
        'Er et barn for sykt til å bytte hjem på en byttedag, blir barna der de er til barnet kan flyttes; den av foreldrene som har barna, gir den andre beskjed samme dag, og varer det mer enn tre dager, får den av foreldrene som mistet tid med barna, like mange dager igjen innen to måneder.',
      description: 'Korte sykdommer jevner seg ut, lengre tas igjen.',
    },
  ],
  // Asked only under delt fast bosted.
  'barnetrygd-delt': [
    {
      text: 'Skal den av dere som får barnetrygden utbetalt, betale halvparten av den videre til den andre hver måned?',
      clause:
        'Den av foreldrene som får barnetrygden for barna utbetalt, betaler hver måned halvparten av den ordinære barnetrygden videre til den andre.',
      description: 'Lik deling uten at dere søker om delt utbetaling.',
    },
  ],
  // Asked only when bosted is not delt.
  barnetrygd: [
    {
      text: 'Skal bostedsforelderen betale en fjerdedel av den ordinære barnetrygden videre til samværsforelderen hver måned?',
      clause:
        'Bostedsforelderen, som får barnetrygden for barna utbetalt, betaler hver måned en fjerdedel av den ordinære barnetrygden videre til samværsforelderen.',
      description: 'Mindre enn halvparten, men noe til den som har barna en del av tiden.',
    },
  ],
  // Asked only when bosted is not delt.
  reisekostnader: [
    {
      text: 'Skal reisekostnadene ved samvær deles likt mellom dere?',
      clause: 'Reisekostnadene ved samvær deles likt mellom foreldrene.',
      description: 'Enklere enn etter inntekt, rettferdigere enn at én betaler alt.',
    },
    {
      text: 'Skal samværsforelderen dekke reisekostnadene opp til 1 000 kr i måneden, og resten deles likt?',
      clause:
        'Samværsforelderen dekker reisekostnadene ved samvær opp til 1 000 kr per måned, og det som overstiger dette, deles likt mellom foreldrene.',
      description: 'Den som reiser, tar de vanlige kostnadene, og lange reiser deles.',
    },
  ],
  'storre-utgifter': [
    {
      text: 'Skal større utgifter til barna deles likt opp til 5 000 kr per barn per år, og resten betales av den som tok initiativet?',
      clause:
        'Større utgifter til barna, som fritidsaktiviteter, tannregulering og briller, deles likt mellom foreldrene opp til 5 000 kr per barn per år når de er avtalt på forhånd, og det som overstiger dette, dekkes av den av foreldrene som har tatt initiativ til utgiften, med mindre noe annet er avtalt, og uten at dette begrenser retten til å kreve særtilskudd etter barneloven § 67.',
      description: 'Deling opp til et tak, og den som vil ha mer, betaler det selv.',
    },
    {
      text: 'Skal utgifter til barnas helse, som tannregulering og briller, deles likt, mens fritidsaktiviteter betales av den som tok initiativet?',
      clause:
        'Nødvendige utgifter til barnas helse, som tannregulering og briller, deles likt mellom foreldrene, mens fritidsaktiviteter og andre større utgifter dekkes av den av foreldrene som har tatt initiativ til utgiften, med mindre noe annet er avtalt, og uten at dette begrenser retten til å kreve særtilskudd etter barneloven § 67.',
      description: 'Det barna må ha, deles; det som er valgfritt, betaler den som vil.',
    },
  ],
  flytting: [
    {
      text: 'Skal den av dere som vil flytte langt, varsle senest tre måneder før og samtidig legge fram et skriftlig forslag til en ny ordning?',
      clause:
        'Den av foreldrene som vil flytte så langt unna at bosteds- eller samværsordningen må endres, varsler den andre senest tre måneder før flyttingen og legger samtidig fram et skriftlig forslag til hvordan ordningen og reisene kan ordnes etter flyttingen.',
      description: 'Mer enn et varsel, men uten plikt til å bli enige før flyttingen.',
    },
  ],
};
