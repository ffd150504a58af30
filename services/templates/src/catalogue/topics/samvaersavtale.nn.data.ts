/** The topic «Samværsavtale for barn» in nynorsk (docs/languages.md). */
import type { TopicTranslation } from '../catalogue-translation.types';

export const samvaersavtaleNn: TopicTranslation = {
  title: 'Samværsavtale for barn',
  description:
    'For foreldre som bur kvar for seg. Bli samde om foreldreansvar, bustad, samvær, feriar og utgifter, med det beste for barna som utgangspunkt.',
  document: {
    heading: 'Avtale om foreldreansvar, bustad og samvær',
    termClause:
      'Avtalen gjeld til foreldra blir samde om ei ny ordning eller ein domstol avgjer noko anna. Ingen av foreldra kan seie opp avtalen åleine.',
    disputeClause:
      'Blir foreldra usamde om avtalen, skal dei først prøve å løyse usemja seg imellom, og dei kan få hjelp frå familievernkontoret. Før ein av dei reiser sak for retten om foreldreansvar, fast bustad, samvær eller flytting med barna ut av landet, må foreldra ha møtt til mekling og ha ein gyldig meklingsattest når barnet er under 16 år (barnelova §§ 51 og 54). Blir dei usamde om barnebidraget, kan kvar av dei be NAV om å fastsetje det (barnelova § 70), og andre tvistar om avtalen kan bringast inn for forliksrådet og dei alminnelege domstolane.',
  },
  paymentLabels: {
    'barnebidrag-delt': 'Barnebidrag',
    barnebidrag: 'Barnebidrag',
    'barnebidrag-alene': 'Barnebidrag',
  },
  questions: {
    barna: {
      text: 'Kva barn gjeld avtalen?',
      description: 'Skriv fullt namn og fødselsdato for kvart barn, til dømes Emma Hansen, fødd 3. mai 2016.',
      clauseTemplate: 'Partane er foreldre til {{svar}}, og avtalen gjeld desse barna.',
      section: 'Bakgrunn',
    },
    'foreldreansvar-og-bosted': {
      text: 'Korleis skal foreldreansvaret og den faste bustaden til barna ordnast?',
      description:
        'Foreldreansvaret er retten og plikta til å ta viktige avgjerder for barna, og delt fast bustad tyder at barna bur omtrent like mykje hos kvar av dykk.',
      options: [
        {
          text: 'Felles foreldreansvar og delt fast bustad',
          clause:
            'Foreldra har felles foreldreansvar for barna, og barna har delt fast bustad og bur omtrent like mykje hos kvar av dei, slik at barna berre kan flytte innanlands når begge foreldra er samde (barnelova § 37).',
        },
        {
          text: 'Felles foreldreansvar og fast bustad hos ein av oss',
          clause:
            'Foreldra har felles foreldreansvar for barna, og barna har fast bustad hos bustadforelderen og samvær med samværsforelderen.',
        },
        {
          text: 'Foreldreansvaret åleine hos den barna bur fast hos',
          clause:
            'Bustadforelderen har foreldreansvaret åleine, og avtalen om foreldreansvaret er først gyldig når den er meld til Folkeregisteret (barnelova § 39).',
        },
      ],
      section: 'Foreldreansvar og bustad',
    },
    'bosted-hos': {
      text: 'Kven av dykk skal barna bu fast hos?',
      clauseTemplate: 'Barna bur fast hos {{svar}}.',
      partyRoles: { chosen: 'bustadforelder', others: 'samværsforelder' },
      section: 'Foreldreansvar og bustad',
    },
    'foreldreansvar-alene-hos': {
      text: 'Kven av dykk skal ha foreldreansvaret åleine og ha barna buande fast hos seg?',
      description:
        'Ein avtale om at ein av dykk har foreldreansvaret åleine, må meldast til Folkeregisteret for å bli gyldig.',
      clauseTemplate: 'Barna bur fast hos {{svar}}.',
      partyRoles: { chosen: 'bustadforelder', others: 'samværsforelder' },
      section: 'Foreldreansvar og bustad',
    },
    'bosted-rytme': {
      text: 'Kva rytme skal barna ha mellom heimane?',
      options: [
        { text: 'Veke om veke', clause: 'Barna bur veke om veke hos kvar av foreldra.' },
        {
          text: 'To-to-tre',
          clause:
            'Barna bur to dagar hos den eine, to dagar hos den andre og tre dagar vekselvis hos kvar av foreldra.',
        },
        {
          text: 'Ein annan fast rytme',
          clause:
            'Barna bur hos foreldra etter ein annan fast rytme som gir omtrent like mykje tid hos kvar av dei, og som foreldra set opp skriftleg.',
        },
      ],
      section: 'Foreldreansvar og bustad',
    },
    byttedag: {
      text: 'Kva dag skal barna byte heim?',
      options: [
        { text: 'Måndag', clause: 'Barna byter heim kvar måndag etter skulen eller barnehagen.' },
        { text: 'Fredag', clause: 'Barna byter heim kvar fredag etter skulen eller barnehagen.' },
        { text: 'Sundag', clause: 'Barna byter heim kvar sundag klokka 18.' },
      ],
      section: 'Foreldreansvar og bustad',
    },
    'folkeregistrert-hos': {
      text: 'Hos kven av dykk skal barna ha folkeregistrert adresse?',
      description:
        'Eit barn kan berre ha éi folkeregistrert adresse, og den avgjer mellom anna skulekrinsen, så med delt fast bustad må de velje ei av adressene dykkar.',
      clauseTemplate: 'Barna har folkeregistrert adresse hos {{svar}}.',
      section: 'Foreldreansvar og bustad',
    },
    'vanlig-samvaer': {
      text: 'Skal barna ha vanleg samvær med den av dykk dei ikkje bur fast hos?',
      description:
        'Vanleg samvær etter barnelova er ein ettermiddag i veka med overnatting, annakvar helg, tre veker i sommarferien og annakvar haust-, jule-, vinter- og påskeferie.',
      clauseYes:
        'Barna har vanleg samvær etter barnelova § 43 med samværsforelderen, og blir foreldra ikkje samde innan 1. april kvart år om kva for tre veker av sommarferien barna skal vere hos samværsforelderen, er det dei tre første vekene av sommarferien i skulen.',
      clauseNo:
        'Barna har samvær med samværsforelderen etter ein samværsplan som foreldra set opp skriftleg i fellesskap innan ein månad etter at avtalen er inngått, og til planen er på plass, gjeld vanleg samvær etter barnelova § 43.',
      section: 'Foreldreansvar og bustad',
    },
    'henting-og-bringing': {
      text: 'Kven skal hente og bringe barna når dei byter heim?',
      options: [
        {
          text: 'Den barna skal til, hentar dei',
          clause:
            'Når barna byter heim, hentar den av foreldra som barna skal vere hos, dei hos den andre eller i barnehagen eller på skulen.',
        },
        {
          text: 'Den barna har vore hos, bringar dei',
          clause:
            'Når barna byter heim, bringar den av foreldra som barna har vore hos, dei til den andre eller til barnehagen eller skulen.',
        },
        {
          text: 'Vi deler på det',
          clause: 'Foreldra deler likt på å hente og bringe barna når dei byter heim.',
        },
      ],
      section: 'Byte og feriar',
    },
    'jul-og-paske': {
      text: 'Skal jul og påske veksle mellom dykk frå år til år?',
      clauseYes:
        'Barna feirar jul og påske vekselvis hos kvar av foreldra frå år til år, slik at dei i år med partal er i jula hos den av foreldra som står først i avtalen, og i påska hos den andre.',
      clauseNo:
        'Foreldra avtaler fordelinga av jul og påske skriftleg innan 1. oktober kvart år, og blir dei ikkje samde innan fristen, er barna halvparten av jule- og påskeferien hos kvar av dei.',
      section: 'Byte og feriar',
    },
    'sommerferie-frist': {
      text: 'Skal fordelinga av sommarferien vere avtalt innan 1. april kvart år?',
      clauseYes:
        'Foreldra avtaler fordelinga av sommarferien innan 1. april kvart år, og blir dei ikkje samde innan fristen, blir sommarferien i skulen delt i to like lange periodar, og barna er den første perioden hos den av foreldra som står først i avtalen i år med partal, og hos den andre i år med oddetal.',
      clauseNo:
        'Foreldra avtaler fordelinga av sommarferien seinast to månader før sommarferien i skulen byrjar, og blir dei ikkje samde innan fristen, blir ferien delt i to like lange periodar, og barna er den første perioden hos den av foreldra som står først i avtalen i år med partal, og hos den andre i år med oddetal.',
      section: 'Byte og feriar',
    },
    bursdager: {
      text: 'Skal den av dykk som barna ikkje er hos, kunne treffe dei på bursdagane deira?',
      clauseYes:
        'På bursdagane til barna kan den av foreldra som barna ikkje er hos den dagen, vere saman med barna i to timar, frå klokka 17 til 19 dersom foreldra ikkje blir samde om eit anna tidspunkt, når den andre har fått beskjed seinast ei veke før.',
      clauseNo:
        'Bursdagane til barna følgjer den vanlege ordninga, slik at barna feirar bursdagen hos den av foreldra dei er hos den dagen.',
      section: 'Byte og feriar',
    },
    'sykdom-byttedag': {
      text: 'Skal tida som går tapt når eit barn er for sjukt til å byte heim, takast att?',
      description:
        'Eit barn som er for sjukt til å flyttast, blir verande der det er til det er friskt nok, same kva de svarar.',
      clauseYes:
        'Er eit barn for sjukt til å byte heim på ein bytedag, blir barna verande der dei er til barnet kan flyttast; den av foreldra som har barna, gir den andre beskjed same dag, og den av foreldra som mista tid med barna, får like mange dagar att innan to månader.',
      clauseNo:
        'Er eit barn for sjukt til å byte heim på ein bytedag, blir barna verande der dei er til barnet kan flyttast; den av foreldra som har barna, gir den andre beskjed same dag, og tida som går tapt, blir ikkje teken att.',
      section: 'Byte og feriar',
    },
    reisekostnader: {
      text: 'Skal reisekostnadene ved samvær delast etter inntekt?',
      description:
        'Etter barnelova § 44 blir reisekostnadene delte etter inntekt dersom de ikkje avtaler noko anna.',
      clauseYes:
        'Reisekostnadene ved samvær blir delte mellom foreldra i høve til inntektene deira (barnelova § 44).',
      clauseNo: 'Samværsforelderen dekkjer reisekostnadene ved samvær.',
      section: 'Utgifter og barnebidrag',
    },
    'privat-barnebidrag': {
      text: 'Skal de avtale barnebidraget privat i staden for å la NAV fastsetje det?',
      description: 'Ein privat avtale hindrar ikkje at ein av dykk seinare ber NAV fastsetje bidraget.',
      clauseYes: 'Foreldra avtaler barnebidraget privat, utan at NAV fastset det.',
      clauseNo: 'NAV fastset barnebidraget.',
      section: 'Utgifter og barnebidrag',
    },
    'barnebidrag-betaler': {
      text: 'Kven av dykk skal betale barnebidraget?',
      clauseTemplate: '{{svar}} betaler barnebidraget til den andre forelderen.',
      section: 'Utgifter og barnebidrag',
    },
    'barnebidrag-belop': {
      text: 'Kor mykje skal barnebidraget vere per barn per månad?',
      description: 'Bidragskalkulatoren og satsane til NAV på nav.no viser kva NAV ville ha fastsett.',
      clauseTemplate: 'Barnebidraget er {{svar}} per barn per månad.',
      section: 'Utgifter og barnebidrag',
      checks: [
        'Barnebidraget er over 15 000 kr per barn per månad. Det er langt meir enn NAV fastset etter satsane sine for kva det kostar å forsørgje eit barn. Sjekk beløpet i bidragskalkulatoren til NAV på nav.no, og stadfest det dersom det er rett.',
      ],
    },
    'bidrag-samvaersforelder': {
      text: 'Kor mykje skal samværsforelderen betale i barnebidrag per barn per månad?',
      description:
        'Bidraget må vere meir enn 0 kr, fordi barnet har krav på bidrag som ikkje kan avtalast bort (barnelova § 67), og bidragskalkulatoren og satsane til NAV på nav.no viser kva NAV ville ha fastsett.',
      clauseTemplate:
        'Samværsforelderen betaler {{svar}} per barn per månad i barnebidrag til bustadforelderen (barnelova § 67).',
      section: 'Utgifter og barnebidrag',
      checks: [
        'Barnet har krav på barnebidrag, og det kan ikkje avtalast bort (barnelova § 67). Skriv beløpet de er samde om, eller svar at NAV skal fastsetje bidraget.',
        'Barnebidraget er over 15 000 kr per barn per månad. Det er langt meir enn NAV fastset etter satsane sine for kva det kostar å forsørgje eit barn. Sjekk beløpet i bidragskalkulatoren til NAV på nav.no, og stadfest det dersom det er rett.',
      ],
    },
    'barnebidrag-antall-barn': {
      text: 'For kor mange barn skal det betalast barnebidrag?',
      description: 'Skriv talet på barn med siffer, til dømes 2.',
      clauseTemplate: 'Barnebidraget blir betalt for {{svar}} barn.',
      section: 'Utgifter og barnebidrag',
      checks: [
        'Skriv kor mange barn bidraget gjeld, minst 1.',
        'Skriv kor mange barn bidraget gjeld, høgst 20.',
      ],
    },
    'barnebidrag-fra': {
      text: 'Frå kva dato skal barnebidraget betalast?',
      description: 'Bidraget blir deretter betalt på same dato kvar månad.',
      clauseTemplate: 'Barnebidraget blir betalt første gong {{svar}} og deretter på same dato kvar månad.',
      section: 'Utgifter og barnebidrag',
    },
    'barnetrygd-delt': {
      text: 'Skal de dele barnetrygda likt?',
      description:
        'Med ein skriftleg avtale om delt fast bustad kan kvar av dykk få halvparten av barnetrygda, òg av utvida barnetrygd dersom de har rett til den, når de ber NAV om det.',
      clauseYes:
        'Foreldra ber NAV om delt barnetrygd, slik at kvar av dei får halvparten av barnetrygda for barna, òg av utvida barnetrygd for den som har rett til den (barnetrygdlova §§ 2 og 12).',
      clauseNo:
        'Den av foreldra som barna har folkeregistrert adresse hos, søkjer om og tek imot heile barnetrygda for barna, og ingen av foreldra ber NAV om delt barnetrygd.',
      section: 'Utgifter og barnebidrag',
    },
    barnetrygd: {
      text: 'Skal bustadforelderen behalde heile barnetrygda?',
      description:
        'Barnetrygda, og utvida barnetrygd for den som bur åleine med barna, blir utbetalt til den barna bur fast hos. De kan likevel avtale at ein del av den blir betalt vidare.',
      clauseYes:
        'Barnetrygda, og utvida barnetrygd dersom bustadforelderen har rett til den, blir utbetalt til bustadforelderen, som beheld den (barnetrygdlova §§ 2 og 9).',
      clauseNo:
        'Barnetrygda blir utbetalt til bustadforelderen (barnetrygdlova § 2), som kvar månad betaler halvparten av den ordinære barnetrygda for barna vidare til samværsforelderen.',
      section: 'Utgifter og barnebidrag',
    },
    'storre-utgifter': {
      text: 'Skal større utgifter til barna, som fritidsaktivitetar, tannregulering og briller, delast likt?',
      clauseYes:
        'Større utgifter til barna, som fritidsaktivitetar, tannregulering og briller, blir delte likt mellom foreldra når dei er avtalte på førehand, utan at dette avgrensar retten til å krevje særtilskot etter barnelova § 67.',
      clauseNo:
        'Større utgifter til barna blir dekte av den av foreldra som har teke initiativ til utgifta, med mindre noko anna er avtalt, og utan at dette avgrensar retten til å krevje særtilskot etter barnelova § 67.',
      section: 'Utgifter og barnebidrag',
    },
    flytting: {
      text: 'Skal de bli samde om ei ny ordning før ein av dykk flyttar så langt unna at ordninga må endrast?',
      description:
        'Barnelova krev varsel seinast tre månader før flytting når det er avtalt eller fastsett samvær, og har barna delt fast bustad, kan dei berre flytte innanlands når de begge er samde.',
      clauseYes:
        'Den av foreldra som vil flytte så langt unna at bustads- eller samværsordninga må endrast, varslar den andre seinast tre månader før flyttinga, og foreldra skal prøve å bli samde om ei ny ordning før flyttinga.',
      clauseNo: 'Den av foreldra som vil flytte, varslar den andre seinast tre månader før flyttinga.',
      section: 'Flytting og ny gjennomgang',
    },
    'revisjon-dato': {
      text: 'Når skal de seinast gå gjennom avtalen på nytt?',
      clauseTemplate:
        'Foreldra går gjennom avtalen på nytt seinast {{svar}}, og elles når behova til barna endrar seg vesentleg.',
      section: 'Flytting og ny gjennomgang',
    },
  },
};
