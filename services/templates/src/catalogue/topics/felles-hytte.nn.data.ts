/** Felles hytte in nynorsk, keyed by the bokmål question keys (docs/languages.md). */
import type { TopicTranslation } from '../catalogue-translation.types';

export const fellesHytteNn: TopicTranslation = {
  title: 'Felles hytte',
  description:
    'For sysken, vener eller familie som eig hytte saman. Bli samde om eigardelar, kostnader, bruk, vedlikehald og kva som skjer ved sal eller arv.',
  document: {
    heading: 'Sameigeavtale for hytte',
    termClause:
      'Avtalen gjeld så lenge partane eig hytta i sameige, og ingen av partane kan seie den opp åleine. Ein part som sel eigardelen sin etter føresegnene i avtalen om sal, går ut av avtalen når salet er gjennomført.',
    disputeClause: null,
  },
  questions: {
    hytta: {
      text: 'Kva er adressa til hytta?',
      description: 'Skriv adressa og gjerne namnet på hytta, til dømes Fjellveien 12, 3580 Geilo (Fjellro).',
      clauseTemplate: 'Avtalen gjeld hytta med adresse {{svar}}.',
      section: 'Bakgrunn',
    },
    matrikkel: {
      text: 'Kva er gardsnummer, bruksnummer og kommune for hytteeigedomen?',
      description: 'Skriv det slik det står i skøytet, til dømes gnr. 12, bnr. 34 i Hol kommune.',
      clauseTemplate: 'Hytteeigedomen er {{svar}}.',
      section: 'Bakgrunn',
    },
    eierandeler: {
      text: 'Korleis er eigardelane i hytta fordelte?',
      description: 'Det som de ikkje har avtalt sjølve, er regulert av sameigelova.',
      options: [
        { text: 'Like store eigardelar', clause: 'Partane eig hytta i sameige med like store eigardelar.' },
        {
          text: 'Slik det står i skøytet',
          clause: 'Partane eig hytta i sameige med dei eigardelane som går fram av tinglyst skøyte.',
        },
        {
          text: 'Éin av oss eig ein større eigardel',
          clause: 'Partane eig hytta i sameige med ulike eigardelar.',
        },
      ],
      section: 'Eigarskap',
    },
    'storst-andel-eier': {
      text: 'Kven av dykk eig den største eigardelen i hytta?',
      clauseTemplate: '{{svar}} eig den største eigardelen i hytta.',
      section: 'Eigarskap',
    },
    'storst-andel-prosent': {
      text: 'Kor mange prosent av hytta utgjer den største eigardelen?',
      clauseTemplate: 'Den største eigardelen utgjer {{svar}} av hytta, og dei andre partane eig resten.',
      section: 'Eigarskap',
      checks: [
        'Er de to eigarar, må den største eigardelen vere over 50 %, elles er den ikkje den største. Er de fleire enn to, kan den vere mindre: kryss av for at verdien stemmer.',
        'Den største eigardelen må vere under 100 %, elles eig dei andre ingenting av hytta. Skriv eigardelen i prosent, til dømes 60.',
      ],
    },
    'faste-kostnader-etter-andel': {
      text: 'Skal dei faste kostnadene fordelast etter eigardel?',
      description: 'Til dømes kommunale avgifter, eigedomsskatt, forsikring, straum og vegavgift.',
      clauseYes:
        'Faste kostnader som kommunale avgifter, eigedomsskatt, forsikring, straum og vegavgift blir fordelte etter eigardel.',
      clauseNo: 'Faste kostnader blir delte likt mellom partane, uavhengig av eigardel.',
      section: 'Kostnader',
    },
    hyttekonto: {
      text: 'Skal de opprette ein felles hyttekonto som alle betaler fast inn på?',
      clauseYes: 'Partane opprettar ein felles hyttekonto som dei faste kostnadene blir betalte frå.',
      clauseNo: 'Partane betaler kostnadene etter kvart som dei oppstår, utan ein felles hyttekonto.',
      section: 'Kostnader',
    },
    'hyttekonto-belop': {
      text: 'Kor mykje skal de til saman betale inn på hyttekontoen kvar månad?',
      clauseTemplate:
        'Partane betaler til saman {{svar}} inn på hyttekontoen kvar månad, fordelt på same måte som dei faste kostnadene.',
      section: 'Kostnader',
      checks: ['Beløpet må vere større enn 0 kr. Skriv kor mykje de til saman skal betale inn kvar månad.'],
    },
    mislighold: {
      text: 'Kva skal skje dersom ein av dykk ikkje betaler delen sin av kostnadene?',
      options: [
        {
          text: 'Dei andre kan betale for den som skuldar, og krevje pengane tilbake med renter',
          clause:
            'Betaler ein part ikkje delen sin av kostnadene etter denne avtalen innan 14 dagar etter ei skriftleg påminning, kan dei andre partane betale beløpet for parten og krevje det tilbake med forseinkingsrente etter forseinkingsrentelova frå den dagen beløpet vart betalt.',
        },
        {
          text: 'Det same, og den som skuldar, kan ikkje bruke hytta før alt er betalt',
          clause:
            'Betaler ein part ikkje delen sin av kostnadene etter denne avtalen innan 14 dagar etter ei skriftleg påminning, kan dei andre partane betale beløpet for parten og krevje det tilbake med forseinkingsrente etter forseinkingsrentelova frå den dagen beløpet vart betalt, og parten kan ikkje bruke hytta eller låne den bort før alt er betalt tilbake.',
        },
      ],
      section: 'Kostnader',
    },
    forsikring: {
      text: 'Korleis skal hytta vere forsikra?',
      description:
        'Forsikringa av bygningen er ein av dei faste kostnadene. Innbu og eigedelar forsikrar kvar av dykk sjølv.',
      options: [
        {
          text: 'Fullverdiforsikra mot brann, vasskade og annan skade',
          clause:
            'Hytta skal til kvar tid vere fullverdiforsikra mot brann, vasskade og annan skade på bygningen, med alle partane som sikra, og premien blir betalt som ein fast kostnad.',
        },
        {
          text: 'Berre brannforsikra',
          clause:
            'Hytta skal til kvar tid vere brannforsikra til full verdi, med alle partane som sikra, og premien blir betalt som ein fast kostnad, medan annan skade på bygningen blir dekt av partane etter eigardel.',
        },
      ],
      section: 'Kostnader',
    },
    'bruksplan-hoytider': {
      text: 'Skal bruken av hytta fordelast etter ein fast plan der påske, sommarferie og jul går på rundgang?',
      clauseYes:
        'Bruken av hytta blir fordelt etter ein skriftleg plan som partane set opp innan 1. desember for det komande året, og er planen ikkje sett opp innan fristen, har den som først reserverer ein periode utanom påske, sommarferie og jul, førerett.',
      clauseNo:
        'Hytta blir brukt etter avtale frå gong til gong, og den som først reserverer ein periode, har førerett.',
      section: 'Bruk',
    },
    'forste-paske': {
      text: 'Kven av dykk skal ha påska på hytta det første året?',
      description:
        'Påske, sommarferie og jul går på rundgang i den rekkjefølgja de står i avtalen, med start hos den de vel her.',
      clauseTemplate:
        '{{svar}} har påska på hytta det første kalenderåret etter at avtalen er inngått, den neste parten i oversikta over partane i avtalen har sommarferien (vekene 27 til 30) og parten etter den jula, og kvart år etter det går kvar av dei tre høgtidene vidare til den neste parten i oversikta, slik at rekkja byrjar på nytt etter den siste parten.',
      section: 'Bruk',
    },
    'utlan-til-venner': {
      text: 'Skal kvar av dykk kunne låne bort hytta til vener og familie utan å vere til stades sjølv?',
      clauseYes:
        'Kvar av partane kan låne bort hytta til vener og familie i periodar då vedkommande sjølv disponerer hytta, og er ansvarleg for at hytta blir forlaten i ordentleg stand.',
      clauseNo: 'Hytta kan berre brukast når minst éin av partane er til stades.',
      section: 'Bruk',
    },
    utleie: {
      text: 'Skal hytta kunne leigast ut til andre?',
      clauseYes:
        'Hytta kan leigast ut til andre når alle partane har samtykt, og leigeinntektene blir fordelte etter eigardel.',
      clauseNo: 'Hytta blir ikkje leigd ut til andre.',
      section: 'Bruk',
    },
    'investeringer-krever-enighet': {
      text: 'Skal påkostnader ut over vanleg vedlikehald krevje at alle er samde?',
      clauseYes:
        'Påkostnader og investeringar som går ut over vanleg vedlikehald, krev semje mellom alle partane.',
      clauseNo:
        'Påkostnader og investeringar kan avgjerast med fleirtal etter eigardel, så langt sameigelova tillèt det, men står stemmene likt, blir tiltaket ikkje gjennomført.',
      section: 'Vedlikehald og avgjerder',
    },
    pantsettelse: {
      text: 'Skal det krevjast samtykke frå dei andre før ein av dykk pantset eigardelen sin i hytta?',
      clauseYes:
        'Ingen av partane kan pantsetje eigardelen sin i hytta utan skriftleg samtykke frå dei andre partane.',
      clauseNo: 'Kvar av partane kan pantsetje eigardelen sin i hytta utan samtykke frå dei andre partane.',
      section: 'Vedlikehald og avgjerder',
    },
    'forkjopsrett-ved-salg': {
      text: 'Skal dei andre ha forkjøpsrett dersom ein av dykk vil selje eigardelen sin, og til kva pris?',
      description:
        'Ein avtalt forkjøpsrett kan ikkje brukast når eigardelen blir seld til ektefellen, barna eller sysken til seljaren eller til andre nærståande som løysingsrettslova § 8 reknar opp, og den kan ikkje gjelde lenger enn 25 år. Utan ein eigen forkjøpsrett har de likevel forkjøpsretten etter sameigelova.',
      options: [
        {
          text: 'Ja, til marknadsverdi fastsett ved takst',
          clause:
            'Ein part som vil selje eigardelen sin til andre enn dei nærståande sine etter løysingsrettslova § 8, skal først tilby den skriftleg til dei andre partane til marknadsverdi fastsett ved takst, og er tilbodet ikkje godteke skriftleg innan to månader etter at det kom fram, kan eigardelen innan to år seljast til andre for minst den same prisen, men forkjøpsretten kan ikkje gjerast gjeldande seinare enn 25 år etter at denne avtalen vart inngått.',
        },
        {
          text: 'Ja, til den prisen ein kjøpar har bode',
          clause:
            'Ein part som har fått eit skriftleg bod på eigardelen sin frå andre enn dei nærståande sine etter løysingsrettslova § 8, skal tilby eigardelen skriftleg til dei andre partane til same pris og på same vilkår, og er tilbodet ikkje godteke skriftleg innan to månader etter at det kom fram, kan eigardelen seljast til den som baud, for minst den same prisen, men forkjøpsretten kan ikkje gjerast gjeldande seinare enn 25 år etter at denne avtalen vart inngått.',
        },
        {
          text: 'Nei, ingen eigen forkjøpsrett',
          clause:
            'Partane gjer ingen eigen avtale om forkjøpsrett, og sal av eigardelar følgjer reglane i sameigelova.',
        },
      ],
      section: 'Sal og arv',
    },
    'binding-mot-salg': {
      text: 'Kor lenge skal ingen av dykk kunne krevje hytta seld?',
      description: 'Utan ein slik avtale kan kvar av dykk krevje sameiget oppløyst etter sameigelova.',
      options: [
        {
          text: 'Fem år',
          clause:
            'Ingen av partane kan krevje sameiget oppløyst og hytta seld dei første fem åra etter at denne avtalen er inngått.',
        },
        {
          text: 'Ti år',
          clause:
            'Ingen av partane kan krevje sameiget oppløyst og hytta seld dei første ti åra etter at denne avtalen er inngått.',
        },
        {
          text: 'Inga binding',
          clause: 'Kvar av partane kan krevje sameiget oppløyst og hytta seld etter reglane i sameigelova.',
        },
      ],
      section: 'Sal og arv',
    },
    'innlosning-ved-arv': {
      text: 'Skal dei andre kunne løyse ut ein eigardel som går i arv til andre enn dei nærståande til den avdøde?',
      description:
        'Går eigardelen i arv til ektefelle, barn eller andre livsarvingar, sysken eller andre nærståande som løysingsrettslova § 8 reknar opp, kan ein slik rett ikkje brukast, same kva de blir samde om, og retten kan ikkje gjelde lenger enn 25 år. Kven som arvar ein eigardel, blir avgjort av arvelova og eit eventuelt testament.',
      clauseYes:
        'Går ein eigardel i arv til andre enn dei nærståande til den avdøde etter løysingsrettslova § 8, kan dei andre partane løyse den ut til marknadsverdi fastsett ved takst ved å krevje det skriftleg overfor arvingane innan seks månader etter dødsfallet og seinast 25 år etter at denne avtalen vart inngått, og elles overtek arvingane eigardelen med dei same rettane og pliktene som etter denne avtalen.',
      clauseNo:
        'Dersom ein eigardel går i arv, overtek arvingane eigardelen med dei same rettane og pliktene som etter denne avtalen.',
      section: 'Sal og arv',
    },
    takstmann: {
      text: 'Kven skal betale takstmannen når ein eigardel skal verdsetjast?',
      description:
        'De oppnemner takstmannen saman. Blir de ikkje samde, oppnemner kvar side sin takstmann, og gjennomsnittet av dei to takstane gjeld.',
      options: [
        {
          text: 'Den som overtek eigardelen',
          clause:
            'Skal ein eigardel verdsetjast ved takst etter denne avtalen, blir ein uavhengig takstmann oppnemnd av partane i fellesskap eller, dersom dei ikkje er samde innan 30 dagar, éin takstmann av den som avstår eigardelen, og éin av den som overtek den, slik at gjennomsnittet av dei to takstane gjeld, og takstkostnadene blir betalte av den som overtek eigardelen.',
        },
        {
          text: 'Den som avstår, og den som overtek, halvparten kvar',
          clause:
            'Skal ein eigardel verdsetjast ved takst etter denne avtalen, blir ein uavhengig takstmann oppnemnd av partane i fellesskap eller, dersom dei ikkje er samde innan 30 dagar, éin takstmann av den som avstår eigardelen, og éin av den som overtek den, slik at gjennomsnittet av dei to takstane gjeld, og takstkostnadene blir delte likt mellom den som avstår eigardelen, og den som overtek den.',
        },
      ],
      section: 'Sal og arv',
    },
    tinglysing: {
      text: 'Skal føresegnene som avgrensar retten til å pantsetje, selje eller arve ein eigardel, tinglysast på hytteeigedomen, slik at dei òg bind nye eigarar og panthavarar?',
      description:
        'Utan tinglysing er ein kjøpar eller panthavar som verken kjende eller burde kjenne til avtalen, ikkje bunden av den (tinglysingslova §§ 20 og 21), og då vernar forbod mot pantsetjing, binding mot sal og forkjøpsrett dykk berre mot kvarandre. Kartverket tinglyser ikkje Avtalt-dokumentet slik det er: føresegnene må skrivast inn i ei eiga erklæring.',
      clauseYes:
        'Har avtalen føresegner som avgrensar retten ein part har til å råde over eigardelen sin, skriv partane dei inn i ei eiga erklæring som alle partane signerer og sender til tinglysing på hytteeigedomen innan tre månader etter at denne avtalen er signert, og kostnadene ved tinglysinga blir delte etter eigardel, medan det ikkje er noko å tinglyse dersom avtalen ikkje har nokon slike føresegner.',
      clauseNo:
        'Avtalen blir ikkje tinglyst, og partane veit at den då berre bind dei sjølve og ikkje ein kjøpar eller panthavar som verken kjende eller burde kjenne til den, så den som sel eller pantset eigardelen sin, skal på førehand gjere kjøparen eller panthavaren kjend med avtalen.',
      section: 'Tinglysing',
    },
  },
};
