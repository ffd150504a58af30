import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `samvaersavtale` in nynorsk, beside samvaersavtale.middle-ground.data.ts: the same alternatives in the same order. */
export const samvaersavtaleMiddleGroundNn: TopicMiddleGround = {
  byttedag: [
    {
      text: 'Skal barna byte heim kvar onsdag etter skulen eller barnehagen?',
      clause: 'Barna byter heim kvar onsdag etter skulen eller barnehagen.',
      description: 'Midt i veka, så begge får heile helger med barna.',
    },
    {
      text: 'Skal barna byte heim kvar laurdag klokka 12?',
      clause: 'Barna byter heim kvar laurdag klokka 12.',
      description: 'Mellom fredag og sundag: begge får ein helgedag med barna kvar bytehelg.',
    },
  ],
  'henting-og-bringing': [
    {
      text: 'Skal den barna skal til, hente dei i barnehagen eller på skulen, og skal de møtast midt mellom heimane på bytedagar utan skule eller barnehage?',
      clause:
        'Når barna byter heim på ein dag med skule eller barnehage, hentar den av foreldra som barna skal vere hos, dei der, og på andre bytedagar møtest foreldra på ein stad omtrent midt mellom heimane.',
      description: 'Ingen køyrer heile vegen åleine på fridagar.',
    },
  ],
  'jul-og-paske': [
    {
      text: 'Skal jula veksle mellom dykk frå år til år, medan påskeferien blir delt i to like lange periodar kvart år?',
      clause:
        'Barna feirar jul vekselvis hos kvar av foreldra frå år til år, slik at dei i år med partal er i jula hos den av foreldra som står først i avtalen, og påskeferien blir kvart år delt i to like lange periodar, éin hos kvar av foreldra.',
      description: 'Fast veksling der det betyr mest, deling av påska.',
    },
    {
      text: 'Skal julaftan veksle mellom dykk frå år til år, medan resten av jule- og påskeferien blir delt i to like lange periodar kvart år?',
      clause:
        'Barna er på julaftan vekselvis hos kvar av foreldra frå år til år, slik at dei i år med partal er hos den av foreldra som står først i avtalen, og resten av juleferien og påskeferien blir kvart år delt i to like lange periodar, éin hos kvar av foreldra.',
      description: 'Begge får tid med barna i kvar høgtid, og julaftan vekslar.',
    },
  ],
  'sommerferie-frist': [
    {
      text: 'Skal fordelinga av sommarferien vere avtalt seinast ti veker før sommarferien i skulen byrjar?',
      clause:
        'Foreldra avtaler fordelinga av sommarferien seinast ti veker før sommarferien i skulen byrjar, og blir dei ikkje samde innan fristen, blir sommarferien i skulen delt i to like lange periodar, og barna er den første perioden hos den av foreldra som står først i avtalen i år med partal, og hos den andre i år med oddetal.',
      description:
        'Ein frist mellom 1. april og to månader før ferien, med same løysing dersom ingen avtale er på plass.',
    },
  ],
  bursdager: [
    {
      text: 'Skal barna feire bursdagen sin hos kvar av dykk annakvart år?',
      clause:
        'Barna feirar bursdagane sine vekselvis hos kvar av foreldra, slik at dei i år med partal er hos den av foreldra som står først i avtalen, og i år med oddetal hos den andre.',
      description: 'Begge får heile bursdagar, men ikkje kvart år.',
    },
  ],
  'sykdom-byttedag': [
    {
      text: 'Skal tida som går tapt, takast att berre når eit barn er for sjukt til å byte heim i meir enn tre dagar?',
      clause:
        'Er eit barn for sjukt til å byte heim på ein bytedag, blir barna verande der dei er til barnet kan flyttast; den av foreldra som har barna, gir den andre beskjed same dag, og varer det meir enn tre dagar, får den av foreldra som mista tid med barna, like mange dagar att innan to månader.',
      description: 'Korte sjukdomar jamnar seg ut, lengre blir tekne att.',
    },
  ],
  'barnetrygd-delt': [
    {
      text: 'Skal den av dykk som får barnetrygda utbetalt, betale halvparten av barnetrygda vidare til den andre kvar månad?',
      clause:
        'Den av foreldra som får barnetrygda for barna utbetalt, betaler kvar månad halvparten av den ordinære barnetrygda vidare til den andre.',
      description: 'Lik deling utan at de søkjer om delt utbetaling.',
    },
  ],
  barnetrygd: [
    {
      text: 'Skal bustadforelderen betale ein fjerdedel av den ordinære barnetrygda vidare til samværsforelderen kvar månad?',
      clause:
        'Bustadforelderen, som får barnetrygda for barna utbetalt, betaler kvar månad ein fjerdedel av den ordinære barnetrygda vidare til samværsforelderen.',
      description: 'Mindre enn halvparten, men noko til den som har barna ein del av tida.',
    },
  ],
  reisekostnader: [
    {
      text: 'Skal reisekostnadene ved samvær delast likt mellom dykk?',
      clause: 'Reisekostnadene ved samvær blir delte likt mellom foreldra.',
      description: 'Enklare enn etter inntekt, meir rettferdig enn at éin betaler alt.',
    },
    {
      text: 'Skal samværsforelderen dekkje reisekostnadene opp til 1 000 kr i månaden, og resten delast likt?',
      clause:
        'Samværsforelderen dekkjer reisekostnadene ved samvær opp til 1 000 kr per månad, og det som overstig dette, blir delt likt mellom foreldra.',
      description: 'Den som reiser, tek dei vanlege kostnadene, og lange reiser blir delte.',
    },
  ],
  'storre-utgifter': [
    {
      text: 'Skal større utgifter til barna delast likt opp til 5 000 kr per barn per år, og resten betalast av den som tok initiativet?',
      clause:
        'Større utgifter til barna, som fritidsaktivitetar, tannregulering og briller, blir delte likt mellom foreldra opp til 5 000 kr per barn per år når dei er avtalte på førehand, og det som overstig dette, blir dekt av den av foreldra som har teke initiativ til utgifta, med mindre noko anna er avtalt, og utan at dette avgrensar retten til å krevje særtilskot etter barnelova § 67.',
      description: 'Deling opp til eit tak, og den som vil ha meir, betaler det sjølv.',
    },
    {
      text: 'Skal utgifter til helsa til barna, som tannregulering og briller, delast likt, medan fritidsaktivitetar blir betalte av den som tok initiativet?',
      clause:
        'Nødvendige utgifter til helsa til barna, som tannregulering og briller, blir delte likt mellom foreldra, medan fritidsaktivitetar og andre større utgifter blir dekte av den av foreldra som har teke initiativ til utgifta, med mindre noko anna er avtalt, og utan at dette avgrensar retten til å krevje særtilskot etter barnelova § 67.',
      description: 'Det barna må ha, blir delt; det som er valfritt, betaler den som vil.',
    },
  ],
  flytting: [
    {
      text: 'Skal den av dykk som vil flytte langt, varsle seinast tre månader før og samstundes leggje fram eit skriftleg forslag til ei ny ordning?',
      clause:
        'Den av foreldra som vil flytte så langt unna at bustads- eller samværsordninga må endrast, varslar den andre seinast tre månader før flyttinga og legg samstundes fram eit skriftleg forslag til korleis ordninga og reisene kan ordnast etter flyttinga.',
      description: 'Meir enn eit varsel, men utan plikt til å bli samde før flyttinga.',
    },
  ],
};
