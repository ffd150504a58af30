import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `prosjektsamarbeid` in nynorsk, beside prosjektsamarbeid.middle-ground.data.ts: the same alternatives in the same order. */
export const prosjektsamarbeidMiddleGroundNn: TopicMiddleGround = {
  'utgifter-likt': [
    {
      text: 'Skal utgifter opp til 5 000 kr i månaden delast likt, og det som overstig dette, etter eigardel?',
      clause:
        'Utgifter i prosjektet blir delte likt mellom partane opp til 5 000 kr per månad, og det som overstig dette, blir fordelt etter eigardel.',
      description: 'Små utgifter likt, store etter eigardel.',
    },
    {
      text: 'Skal løpande driftsutgifter delast likt, medan investeringar blir fordelte etter eigardel?',
      clause:
        'Løpande utgifter til drifta av prosjektet blir delte likt mellom partane, medan investeringar i utstyr, programvare og anna som prosjektet skal eige, blir fordelte etter eigardel.',
      description: 'Det som held prosjektet i gang, likt; det som byggjer verdiar, etter eigardel.',
    },
  ],
  'inntekter-etter-andel': [
    {
      text: 'Skal halvparten av inntektene delast likt og den andre halvparten etter eigardel?',
      clause:
        'Inntekter frå prosjektet blir fordelte etter at utgiftene er dekte, slik at halvparten blir delt likt mellom partane og den andre halvparten blir fordelt etter eigardel.',
      description: 'Mellom likt og etter eigardel.',
    },
  ],
  'beslutninger-enstemmig': [
    {
      text: 'Skal viktige avgjerder krevje at alle er samde, men avgjerast av ein nøytral person dersom de ikkje blir samde innan 30 dagar?',
      clause:
        'Viktige avgjerder i prosjektet krev semje mellom alle partane, og blir partane ikkje samde innan 30 dagar, blir saka avgjord av ein nøytral person som dei vel saman, eller ved loddtrekning dersom dei ikkje blir samde om kven.',
      description: 'Alle må prøve å bli samde, men prosjektet står aldri fast.',
    },
  ],
  'rettigheter-felles': [
    {
      text: 'Skal rettane eigast i fellesskap, men slik at kvar av dykk kan bruke eigne bidrag i eigen portefølje og i arbeid som ikkje konkurrerer med prosjektet?',
      clause:
        'Rettane til det partane skaper saman i prosjektet, blir eigde i fellesskap, men kvar av partane kan bruke eigne bidrag i eigen portefølje og i arbeid som ikkje konkurrerer med prosjektet, utan samtykke frå dei andre partane.',
      description: 'Felles eigarskap, med rett til å vise fram og bruke eige arbeid.',
    },
    {
      text: 'Skal kvar av dykk behalde rettane til det de sjølve har skapt, men ikkje kunne selje dei eller la andre bruke dei utan at alle er samde, så lenge prosjektet blir drive?',
      clause:
        'Kvar av partane beheld rettane til det vedkomande sjølv har skapt i prosjektet og gir dei andre partane ein vederlagsfri rett til å bruke det i prosjektet så lenge prosjektet blir drive, men ingen av partane overdreg rettane eller gir andre rett til å bruke dei utan samtykke frå dei andre partane.',
      description: 'Kvar eig sitt, men ingen sel byggjesteinane i prosjektet åleine.',
    },
  ],
  'ikke-konkurrere': [
    {
      text: 'Skal de la vere å delta i konkurrerande prosjekt dei første tolv månadene av samarbeidet?',
      clause:
        'I dei første tolv månadene av samarbeidet deltek ingen av partane i verksemd som konkurrerer direkte med prosjektet, og deretter står partane fritt til å delta i andre prosjekt.',
      description: 'Full lojalitet i oppstarten, fridom seinare.',
    },
    {
      text: 'Skal de kunne delta i konkurrerande prosjekt etter å ha varsla skriftleg minst 30 dagar før?',
      clause:
        'Partane står fritt til å delta i andre prosjekt, men ein part som vil delta i verksemd som konkurrerer direkte med prosjektet, varslar dei andre partane skriftleg minst 30 dagar før.',
      description: 'Fridom, men ingen overraskingar.',
    },
  ],
  taushetsplikt: [
    {
      text: 'Skal de ha teieplikt om idear og forretningsløyndomar medan samarbeidet varer og i to år etter?',
      clause:
        'Partane har teieplikt om idear, forretningsløyndomar og anna fortruleg informasjon i prosjektet medan samarbeidet varer og i to år etter at det er avslutta.',
      description: 'Teieplikt med ein sluttdato.',
    },
    {
      text: 'Skal teieplikta berre gjelde informasjon som er merkt som fortruleg?',
      clause:
        'Partane har teieplikt om informasjon i prosjektet som ein av partane skriftleg har merkt som fortruleg, òg etter at samarbeidet er avslutta.',
      description: 'Teieplikt berre for det som uttrykkeleg er fortruleg.',
    },
  ],
  'rettigheter-til-selskapet': [
    {
      text: 'Skal selskapet eige det de har skapt saman, og få ein bruksrett til det kvar av dykk har skapt åleine?',
      clause:
        'Når selskapet er registrert i Føretaksregisteret, overdreg partane vederlagsfritt til selskapet rettane til det dei har skapt saman i prosjektet, og selskapet får ein vederlagsfri, eksklusiv og tidsuavgrensa rett til å bruke det kvar av dei har skapt åleine, som partane ikkje kan trekkje tilbake så lenge selskapet driv prosjektet.',
      description: 'Det felles arbeidet følgjer selskapet, og kvar beheld sitt eige.',
    },
  ],
  'egen-bankkonto': [
    {
      text: 'Skal alle inntekter gå til ein eigen konto for prosjektet, medan utgifter kan leggjast ut privat og refunderast mot kvittering?',
      clause:
        'Partane opprettar ein eigen bankkonto for prosjektet som alle inntekter går inn på, medan utgifter kan betalast frå dei private kontoane til partane og refunderast frå prosjektkontoen mot kvittering, og partane fører eit felles rekneskap.',
      description: 'Inntektene samla på éin stad, enkel betaling av utgifter.',
    },
    {
      text: 'Skal de opprette ein eigen bankkonto når dei samla inntektene frå prosjektet har passert 50 000 kr?',
      clause:
        'Inntekter og utgifter i prosjektet blir handterte via dei private kontoane til partane med eit felles rekneskap til dei samla inntektene har passert 50 000 kr, og deretter opprettar partane ein eigen bankkonto for prosjektet som alle inntekter og utgifter går gjennom.',
      description: 'Enkelt i starten, ordentleg når det blir pengar.',
    },
  ],
  uttreden: [
    {
      text: 'Skal den som trer ut av prosjektet, få utbetalt halvparten av verdien av eigardelen sin?',
      clause:
        'Ein part som trer ut av prosjektet, får halvparten av verdien av eigardelen sin utbetalt av dei andre partane, som overtek eigardelen, og verdien blir fastsett ved semje eller av ein uavhengig verdivurderar som partane vel saman.',
      description: 'Noko betalt for innsatsen, utan at dei som blir att, blir tappa.',
    },
    {
      text: 'Skal den som trer ut, få delen sin av inntektene frå prosjektet i tre år i staden for ei utbetaling?',
      clause:
        'Ein part som trer ut av prosjektet, overlèt eigardelen sin til dei andre partane og får i staden delen sin av inntektene frå prosjektet etter denne eigardelen i tre år etter uttredinga, i tillegg til inntekter som er opptente før uttredinga.',
      description: 'Betaling over tid av det prosjektet faktisk tener.',
    },
  ],
};
