import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `felles-hytte` in nynorsk, beside felles-hytte.middle-ground.data.ts: the same alternatives in the same order. */
export const fellesHytteMiddleGroundNn: TopicMiddleGround = {
  'faste-kostnader-etter-andel': [
    {
      text: 'Skal halvparten av dei faste kostnadene delast likt og den andre halvparten etter eigardel?',
      clause:
        'Halvparten av dei faste kostnadene, som kommunale avgifter, eigedomsskatt, forsikring, straum og vegavgift, blir delt likt mellom partane, og den andre halvparten blir fordelt etter eigardel.',
      description: 'Ein stad mellom ei lik deling og ei deling etter eigardel.',
    },
    {
      text: 'Skal kommunale avgifter, eigedomsskatt og forsikring fordelast etter eigardel, og straum og vegavgift delast likt?',
      clause:
        'Kommunale avgifter, eigedomsskatt og forsikring blir fordelte etter eigardel, medan straum, vegavgift og andre faste kostnader som følgjer bruken av hytta, blir delte likt mellom partane.',
      description: 'Det som følgjer eigarskapen, blir betalt etter eigardel, det som følgjer bruken, likt.',
    },
  ],
  mislighold: [
    {
      text: 'Skal den som ikkje betaler delen sin, miste retten til å bruke hytta berre når beløpet ikkje er betalt tilbake innan tre månader?',
      clause:
        'Betaler ein part ikkje delen sin av kostnadene etter denne avtalen innan 14 dagar etter ei skriftleg påminning, kan dei andre partane betale beløpet for parten og krevje det tilbake med forseinkingsrente etter forseinkingsrentelova frå den dagen dei betalte, og er beløpet ikkje betalt tilbake innan tre månader, kan parten ikkje bruke hytta eller låne den bort før alt er betalt.',
      description: 'Renter med ein gong, men bruken blir stansa først når gjelda blir gammal.',
    },
  ],
  forsikring: [
    {
      text: 'Skal hytta vere fullverdiforsikra mot brann og vasskade, medan annan skade på bygningen blir dekt etter eigardel?',
      clause:
        'Hytta skal til kvar tid vere fullverdiforsikra mot brann og vasskade, med alle partane som sikra, og premien blir betalt som ein fast kostnad, medan annan skade på bygningen blir dekt av partane etter eigardel.',
      description: 'Dei største skadane er dekte, og premien blir lågare enn for ei full forsikring.',
    },
  ],
  'utlan-til-venner': [
    {
      text: 'Skal kvar av dykk kunne låne bort hytta til eigne foreldre, sysken og barn, men til vener berre når nokon av dykk er der?',
      clause:
        'Kvar av partane kan låne bort hytta til eigne foreldre, sysken og barn i periodar då vedkommande sjølv disponerer hytta, og er ansvarleg for at hytta blir forlaten i ordentleg stand, medan andre elles berre kan bruke hytta når nokon av partane er til stades, utanom periodar då hytta er leigd ut.',
      description: 'Familien kan låne, vener kjem på besøk.',
    },
    {
      text: 'Skal kvar av dykk kunne låne bort hytta utan å vere der sjølv, høgst to gonger i året?',
      clause:
        'Kvar av partane kan låne bort hytta til vener og familie høgst to gonger i året i periodar då vedkommande sjølv disponerer hytta, og er ansvarleg for at hytta blir forlaten i ordentleg stand. Elles blir hytta berre brukt når nokon av partane er til stades, utanom periodar då hytta er leigd ut.',
      description: 'Utlån er mogleg, men sjeldan.',
    },
  ],
  utleie: [
    {
      text: 'Skal hytta kunne leigast ut høgst fire veker i året, og kvar gong berre når alle har samtykt?',
      clause:
        'Hytta kan leigast ut høgst fire veker i året og berre når alle partane har samtykt til kvar utleige, og leigeinntektene blir fordelte etter eigardel etter at kostnader til vask og slitasje er trekte frå.',
      description: 'Noko leigeinntekt, men hytta er framleis først og fremst dykkar.',
    },
  ],
  'investeringer-krever-enighet': [
    {
      text: 'Skal påkostnader over 20 000 kr krevje at alle er samde, medan mindre påkostnader kan gjerast dersom ingen protesterer innan 14 dagar?',
      clause:
        'Påkostnader og investeringar som går ut over vanleg vedlikehald og kostar meir enn 20 000 kr til saman, krev semje mellom alle partane, medan mindre påkostnader kan gjennomførast når ingen av partane har motsett seg dei skriftleg innan 14 dagar etter at framlegget vart sendt til dei.',
      description: 'Vetorett for dei store avgjerdene, og framdrift i dei små.',
    },
  ],
  pantsettelse: [
    {
      text: 'Skal kvar av dykk kunne pantsetje eigardelen sin utan samtykke, men med skriftleg varsel til dei andre minst 14 dagar før?',
      clause:
        'Kvar av partane kan pantsetje eigardelen sin i hytta utan samtykke frå dei andre partane, men skal varsle dei andre partane skriftleg minst 14 dagar før pantsetjinga.',
      description: 'Fridom til å pantsetje, men ingen overraskingar.',
    },
    {
      text: 'Skal kvar av dykk kunne pantsetje eigardelen sin utan samtykke for lån på høgst halvparten av marknadsverdien til eigardelen?',
      clause:
        'Kvar av partane kan utan samtykke pantsetje eigardelen sin i hytta for lån på til saman høgst halvparten av marknadsverdien til eigardelen, og pantsetjing ut over det krev skriftleg samtykke frå dei andre partane.',
      description: 'Eit lån med god margin er greitt, eit stort lån krev samtykke.',
    },
  ],
  'forkjopsrett-ved-salg': [
    {
      text: 'Skal dei andre partane ha forkjøpsrett til marknadsverdi fastsett ved takst, men berre dei første ti åra?',
      clause:
        'Ein part som vil selje eigardelen sin til andre enn dei nærståande sine etter løysingsrettslova § 8, skal først tilby den skriftleg til dei andre partane til marknadsverdi fastsett ved takst, og er tilbodet ikkje godteke skriftleg innan to månader etter at det kom fram, kan eigardelen innan to år seljast til andre for minst den same prisen, men forkjøpsretten kan ikkje gjerast gjeldande seinare enn ti år etter at denne avtalen vart inngått.',
      description: 'Hytta kan haldast samla dei første åra, og etter det sel kvar fritt.',
    },
    {
      text: 'Skal dei andre partane få tilbod om å kjøpe eigardelen til takst først, men berre ha 30 dagar på å svare?',
      clause:
        'Ein part som vil selje eigardelen sin til andre enn dei nærståande sine etter løysingsrettslova § 8, skal først tilby den skriftleg til dei andre partane til marknadsverdi fastsett ved takst, og er tilbodet ikkje godteke skriftleg innan 30 dagar etter at det kom fram, kan eigardelen innan to år seljast til andre for minst den same prisen, men forkjøpsretten kan ikkje gjerast gjeldande seinare enn 25 år etter at denne avtalen vart inngått.',
      description: 'Partane får den første sjansen, og seljaren slepp å vente lenge.',
    },
  ],
  'binding-mot-salg': [
    {
      text: 'Skal ingen av dykk kunne krevje hytta seld dei første tre åra?',
      clause:
        'Ingen av partane kan krevje sameiget oppløyst og hytta seld dei første tre åra etter at denne avtalen er inngått.',
      description: 'Ei kortare binding enn fem år.',
    },
    {
      text: 'Skal ingen av dykk kunne krevje hytta seld dei første sju åra?',
      clause:
        'Ingen av partane kan krevje sameiget oppløyst og hytta seld dei første sju åra etter at denne avtalen er inngått.',
      description: 'Mellom fem og ti år.',
    },
  ],
  'innlosning-ved-arv': [
    {
      text: 'Skal dei andre partane kunne løyse ut ein eigardel som går i arv til andre enn dei nærståande til den avdøde, men berre dei første ti åra?',
      clause:
        'Går ein eigardel i arv til andre enn dei nærståande til den avdøde etter løysingsrettslova § 8, kan dei andre partane løyse den ut til marknadsverdi fastsett ved takst ved å krevje det skriftleg overfor arvingane innan seks månader etter dødsfallet og seinast ti år etter at denne avtalen vart inngått, og elles overtek arvingane eigardelen med dei same rettane og pliktene som etter denne avtalen.',
      description: 'Hytta kan haldast i familien dei første åra, og etter det går eigardelane fritt i arv.',
    },
    {
      text: 'Skal arvingar som ikkje er nærståande til den avdøde, behalde eigardelen når dei sluttar seg skriftleg til avtalen innan tre månader etter dødsfallet?',
      clause:
        'Går ein eigardel i arv til andre enn dei nærståande til den avdøde etter løysingsrettslova § 8, overtek arvingane eigardelen med dei same rettane og pliktene som etter denne avtalen når dei skriftleg har slutta seg til avtalen innan tre månader etter dødsfallet, og elles kan dei andre partane løyse eigardelen ut til marknadsverdi fastsett ved takst ved å krevje det skriftleg overfor arvingane innan seks månader etter dødsfallet og seinast 25 år etter at denne avtalen vart inngått.',
      description: 'Arvingar som vil vere med på avtalen, får bli, og andre kan løysast ut.',
    },
  ],
  takstmann: [
    {
      text: 'Skal takstkostnadene delast likt opp til 10 000 kr, og det som går ut over, betalast av den som overtek eigardelen?',
      clause:
        'Skal ein eigardel verdsetjast ved takst etter denne avtalen, blir ein uavhengig takstmann oppnemnd av partane i fellesskap eller, dersom dei ikkje er samde innan 30 dagar, éin takstmann av den som avstår eigardelen, og éin av den som overtek den, slik at gjennomsnittet av dei to takstane gjeld, og takstkostnadene blir delte likt mellom den som avstår eigardelen, og den som overtek den, opp til 10 000 kr, medan det som går ut over, blir betalt av den som overtek eigardelen.',
      description: 'Begge bidreg til ein vanleg takst, og den som vil ha ein dyrare, betaler sjølv.',
    },
  ],
  tinglysing: [
    {
      text: 'Skal føresegnene som avgrensar retten til å pantsetje, selje eller arve ein eigardel, tinglysast først når ein part skal selje eller pantsetje eigardelen sin?',
      clause:
        'Partane tinglyser ikkje avtalen no, men har avtalen føresegner som avgrensar retten ein part har til å råde over eigardelen sin, skriv partane dei, før ein part sel eller pantset eigardelen sin, inn i ei eiga erklæring som alle partane signerer og sender til tinglysing på hytteeigedomen, og kostnadene ved tinglysinga blir delte etter eigardel.',
      description: 'Ingen kostnad no, men ein kjøpar eller panthavar blir bunden.',
    },
  ],
};
