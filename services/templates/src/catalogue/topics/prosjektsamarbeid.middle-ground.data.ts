import type { TopicMiddleGround } from '../catalogue.types';

/**
 * The compromises offered on the questions of `prosjektsamarbeid` when the parties disagree: question key → one to
 * three alternatives, each a Ja/Nei question and the clause its Ja gives (docs/middle-ground-library.md).
 * No alternative says «selskap» outside the question asked only with an own company.
 */
export const prosjektsamarbeidMiddleGround: TopicMiddleGround = {
  'utgifter-likt': [
    {
      text: 'Skal utgifter opp til 5 000 kr i måneden deles likt, og det som overstiger dette, etter eierandel?',
      clause:
        'Utgifter i prosjektet deles likt mellom partene opp til 5 000 kr per måned, og det som overstiger dette, fordeles etter eierandel.',
      description: 'Små utgifter likt, store etter eierandel.',
    },
    {
      text: 'Skal løpende driftsutgifter deles likt, mens investeringer fordeles etter eierandel?',
      clause:
        'Løpende utgifter til driften av prosjektet deles likt mellom partene, mens investeringer i utstyr, programvare og annet som prosjektet skal eie, fordeles etter eierandel.',
      description: 'Det som holder prosjektet i gang, likt; det som bygger verdier, etter andel.',
    },
  ],
  'inntekter-etter-andel': [
    {
      text: 'Skal halvparten av inntektene deles likt og den andre halvparten etter eierandel?',
      clause:
        'Inntekter fra prosjektet fordeles etter at utgiftene er dekket, slik at halvparten deles likt mellom partene og den andre halvparten fordeles etter eierandel.',
      description: 'Mellom likt og etter eierandel.',
    },
  ],
  'beslutninger-enstemmig': [
    {
      text: 'Skal viktige beslutninger kreve at alle er enige, men avgjøres av en nøytral person hvis dere ikke blir enige innen 30 dager?',
      clause:
        'Viktige beslutninger i prosjektet krever enighet mellom alle partene, og blir partene ikke enige innen 30 dager, avgjøres saken av en nøytral person som de velger sammen, eller ved loddtrekning hvis de ikke blir enige om hvem.',
      description: 'Alle må prøve å bli enige, men prosjektet står aldri fast.',
    },
  ],
  'rettigheter-felles': [
    {
      text: 'Skal rettighetene eies i fellesskap, men slik at hver av dere kan bruke sine egne bidrag i egen portefølje og i arbeid som ikke konkurrerer med prosjektet?',
      clause:
        'Rettighetene til det partene skaper sammen i prosjektet, eies i fellesskap, men hver av partene kan bruke sine egne bidrag i egen portefølje og i arbeid som ikke konkurrerer med prosjektet, uten samtykke fra de andre partene.',
      description: 'Felles eierskap, med rett til å vise fram og bruke eget arbeid.',
    },
    // The Nei now licenses the other parties for as long as the project is run, so the
    // compromise is in who may sell or license the pieces.
    {
      text: 'Skal hver av dere beholde rettighetene til det dere selv har skapt, men ikke kunne selge dem eller la andre bruke dem uten at alle er enige, så lenge prosjektet drives?',
      clause:
        'Hver av partene beholder rettighetene til det vedkommende selv har skapt i prosjektet og gir de andre partene en vederlagsfri rett til å bruke det i prosjektet så lenge prosjektet drives, men ingen av partene overdrar rettighetene eller gir andre rett til å bruke dem uten samtykke fra de andre partene.',
      description: 'Hver eier sitt, men ingen selger prosjektets byggesteiner alene.',
    },
  ],
  'ikke-konkurrere': [
    {
      text: 'Skal dere la være å delta i konkurrerende prosjekter de første tolv månedene av samarbeidet?',
      clause:
        'I de første tolv månedene av samarbeidet deltar ingen av partene i virksomhet som konkurrerer direkte med prosjektet, og deretter står partene fritt til å delta i andre prosjekter.',
      description: 'Full lojalitet i oppstarten, frihet senere.',
    },
    {
      text: 'Skal dere kunne delta i konkurrerende prosjekter etter å ha varslet skriftlig minst 30 dager før?',
      clause:
        'Partene står fritt til å delta i andre prosjekter, men en part som vil delta i virksomhet som konkurrerer direkte med prosjektet, varsler de andre partene skriftlig minst 30 dager før.',
      description: 'Frihet, men ingen overraskelser.',
    },
  ],
  taushetsplikt: [
    {
      text: 'Skal dere ha taushetsplikt om idéer og forretningshemmeligheter mens samarbeidet varer og i to år etter?',
      clause:
        'Partene har taushetsplikt om idéer, forretningshemmeligheter og annen fortrolig informasjon i prosjektet mens samarbeidet varer og i to år etter at det er avsluttet.',
      description: 'Taushetsplikt med en sluttdato.',
    },
    {
      text: 'Skal taushetsplikten bare gjelde informasjon som er merket som fortrolig?',
      clause:
        'Partene har taushetsplikt om informasjon i prosjektet som en av partene skriftlig har merket som fortrolig, også etter at samarbeidet er avsluttet.',
      description: 'Taushetsplikt bare for det som uttrykkelig er fortrolig.',
    },
  ],
  // Asked only with an own company (the only prosjekt alternative that says «selskap»).
  'rettigheter-til-selskapet': [
    {
      text: 'Skal selskapet eie det dere har skapt sammen, og få en bruksrett til det hver av dere har skapt alene?',
      clause:
        'Når selskapet er registrert i Foretaksregisteret, overdrar partene vederlagsfritt til selskapet rettighetene til det de har skapt sammen i prosjektet, og selskapet får en vederlagsfri, eksklusiv og tidsubegrenset rett til å bruke det hver av dem har skapt alene, som partene ikke kan trekke tilbake så lenge selskapet driver prosjektet.',
      description: 'Det felles arbeidet følger selskapet, og hver beholder sitt eget.',
    },
  ],
  // Asked only without an own company: never says «selskap».
  'egen-bankkonto': [
    {
      text: 'Skal alle inntekter gå til en egen konto for prosjektet, mens utgifter kan legges ut privat og refunderes mot kvittering?',
      clause:
        'Partene oppretter en egen bankkonto for prosjektet som alle inntekter går inn på, mens utgifter kan betales fra partenes private kontoer og refunderes fra prosjektkontoen mot kvittering, og partene fører et felles regnskap.',
      description: 'Inntektene samlet ett sted, enkel betaling av utgifter.',
    },
    {
      text: 'Skal dere opprette en egen bankkonto når de samlede inntektene fra prosjektet har passert 50 000 kr?',
      clause:
        'Inntekter og utgifter i prosjektet håndteres via partenes private kontoer med et felles regnskap til de samlede inntektene har passert 50 000 kr, og deretter oppretter partene en egen bankkonto for prosjektet som alle inntekter og utgifter går gjennom.',
      description: 'Enkelt i starten, ordentlig når det blir penger.',
    },
  ],
  uttreden: [
    {
      text: 'Skal den som trer ut av prosjektet, få utbetalt halvparten av verdien av sin andel?',
      clause:
        'En part som trer ut av prosjektet, får halvparten av verdien av sin andel utbetalt av de andre partene, som overtar andelen, og verdien fastsettes ved enighet eller av en uavhengig verdivurderer som partene velger sammen.',
      description: 'Noe betalt for innsatsen, uten at de som blir igjen, tappes.',
    },
    {
      text: 'Skal den som trer ut, få sin del av inntektene fra prosjektet i tre år i stedet for en utbetaling?',
      clause:
        'En part som trer ut av prosjektet, overlater sin andel til de andre partene og får i stedet sin del av inntektene fra prosjektet etter den andelen i tre år etter uttredelsen, i tillegg til inntekter som er opptjent før uttredelsen.',
      description: 'Betaling over tid av det prosjektet faktisk tjener.',
    },
  ],
};
