import type { RelationTemplateTranslations } from './template-translation.types';

/** RELATION_TEMPLATES of relation-templates.data.ts in nynorsk: by relation, each template by its bokmål text. */
export const RELATION_TEMPLATES_NN: RelationTemplateTranslations = {
  'lend-thing': {
    'Hvem av dere låner ut {objektet}?': {
      text: 'Kven av dykk lånar ut {objektet}?',
      description: 'Den andre parten i avtalen, eller dei andre dersom de er fleire, lånar {objektet}.',
      clauseTemplate: '{{svar}} lånar ut {objektet} til dei andre partane.',
      partyRoles: { chosen: 'utlånar', others: 'lånar' },
      section: 'Bakgrunn',
    },
    'Hvilken dato skal {objektet} senest leveres tilbake?': {
      text: 'Kva dato skal {objektet} seinast leverast tilbake?',
      clauseTemplate: 'Lånaren leverer {objektet} tilbake til utlånaren seinast {{svar}}.',
    },
    'Skal utlåneren kunne kreve {objektet} tilbake før den avtalte datoen?': {
      text: 'Skal utlånaren kunne krevje {objektet} tilbake før den avtalte datoen?',
      clauseYes:
        'Utlånaren kan krevje {objektet} tilbake før den avtalte datoen, og lånaren leverer {objektet} tilbake seinast tre dagar etter at utlånaren har bede om det.',
      clauseNo:
        'Utlånaren kan ikkje krevje {objektet} tilbake før den avtalte datoen, bortsett frå når lånaren bruker {objektet} i strid med denne avtalen.',
    },
    'Skal låneren betale for å låne {objektet}?': {
      text: 'Skal lånaren betale for å låne {objektet}?',
      description:
        'Betaler lånaren for å bruke ein bustad, er avtalen ein leigeavtale som husleigelova kan gjelde for.',
      clauseYes: 'Lånaren betaler utlånaren for å låne {objektet}.',
      clauseNo: 'Lånaren betaler ikkje noko for å låne {objektet}.',
    },
    'Hvor mye skal låneren betale for å låne {objektet}?': {
      text: 'Kor mykje skal lånaren betale for å låne {objektet}?',
      clauseTemplate:
        'Betalinga for lånet er {{svar}}, og beløpet blir betalt til utlånaren seinast når {objektet} blir levert tilbake.',
    },
    'Fra hvilken dato kan låneren ha {objektet}?': {
      text: 'Frå kva dato kan lånaren ha {objektet}?',
      clauseTemplate: 'Lånaren kan ta {objektet} i bruk frå {{svar}}.',
    },
    'Skal låneren erstatte all skade på og tap av {objektet} mens {objektet} er utlånt?': {
      text: 'Skal lånaren erstatte all skade på og tap av {objektet} medan {objektet} er utlånt?',
      description:
        'Kven som betaler eigendelen når ei forsikring blir brukt, blir avgjort for seg der det blir spurt om det.',
      clauseYes:
        'Lånaren erstattar skade på og tap av {objektet} som skjer medan {objektet} er utlånt, òg når lånaren ikkje er skuld i skaden, så langt ei forsikring ikkje dekkjer skaden og ikkje anna følgjer av denne avtalen.',
      clauseNo:
        'Lånaren erstattar berre skade på og tap av {objektet} som lånaren har valda ved uforsiktig bruk, så langt ei forsikring ikkje dekkjer skaden og ikkje anna følgjer av denne avtalen.',
    },
    'Skal låneren kunne låne {objektet} videre til andre?': {
      text: 'Skal lånaren kunne låne {objektet} vidare til andre?',
      clauseYes:
        'Lånaren kan låne {objektet} vidare til andre og er ansvarleg overfor utlånaren for bruken deira som om lånaren brukte {objektet} sjølv.',
      clauseNo:
        'Lånaren kan ikkje låne {objektet} vidare til andre eller la andre bruke {objektet} utan at lånaren sjølv er til stades.',
    },
    'Skal dere skrive ned tilstanden til {objektet} før utlånet?': {
      text: 'Skal de skrive ned tilstanden til {objektet} før utlånet?',
      clauseYes:
        'Før utlånet skriv partane ned tilstanden til {objektet} og tek bilete, og dette blir lagt til grunn når {objektet} blir levert tilbake.',
      clauseNo:
        'Partane skriv ikkje ned tilstanden til {objektet} før utlånet, og {objektet} blir rekna som utlånt i god stand dersom lånaren ikkje seier frå om feil same dag.',
    },
    'Skal låneren betale utgiftene ved bruken så lenge lånet varer?': {
      text: 'Skal lånaren betale utgiftene ved bruken så lenge lånet varer?',
      clauseYes:
        'Så lenge lånet varer, betaler lånaren utgiftene ved eigen bruk, så langt ikkje anna følgjer av denne avtalen.',
      clauseNo:
        'Så lenge lånet varer, dekkjer utlånaren utgiftene ved bruken, så langt ikkje anna følgjer av denne avtalen.',
    },
    'Skal låneren sørge for forsikring som dekker {objektet} mens {objektet} er utlånt?': {
      text: 'Skal lånaren syte for forsikring som dekkjer {objektet} medan {objektet} er utlånt?',
      clauseYes:
        'Lånaren syter for og betaler ei forsikring som dekkjer skade på og tap av {objektet} så lenge lånet varer.',
      clauseNo:
        'Lånaren har ikkje plikt til å forsikre {objektet}, og ei forsikring som utlånaren har, blir betalt av utlånaren.',
    },
  },

  'lend-money': {
    'Hvem av dere låner ut pengene?': {
      text: 'Kven av dykk lånar ut pengane?',
      description: 'Den andre parten i avtalen, eller dei andre dersom de er fleire, lånar pengane.',
      clauseTemplate: '{{svar}} lånar ut pengane til dei andre partane.',
      partyRoles: { chosen: 'långjevar', others: 'låntakar' },
      section: 'Bakgrunn',
    },
    'Hvor mye skal lånes ut?': {
      text: 'Kor mykje skal lånast ut?',
      clauseTemplate: 'Lånebeløpet er {{svar}}.',
      section: 'Bakgrunn',
    },
    'Hvilken dato skal lånet senest være betalt helt tilbake?': {
      text: 'Kva dato skal lånet seinast vere betalt heilt tilbake?',
      description: 'Blir lånet betalt ned med avdrag, er dette datoen då det siste avdraget forfell.',
      clauseTemplate: 'Lånet skal vere fullt tilbakebetalt seinast {{svar}}.',
    },
    'Skal låntakeren betale renter?': {
      text: 'Skal låntakaren betale renter?',
      clauseYes: 'Låntakaren betaler renter av lånet med renta i denne avtalen.',
      clauseNo: 'Lånet er rentefritt.',
    },
    'Hvor høy rente skal låntakeren betale per år?': {
      text: 'Kor høg rente skal låntakaren betale per år?',
      description: 'Ei svært høg rente kan bli sett til side av ein domstol.',
      clauseTemplate:
        'Renta er {{svar}} per år av den delen av lånet som til kvar tid ikkje er betalt tilbake, og påløpte renter blir betalte kvar gong låntakaren betaler avdrag eller resten av lånet.',
    },
    'Hvordan skal lånet betales tilbake?': {
      text: 'Korleis skal lånet betalast tilbake?',
      options: [
        {
          text: 'Med like store avdrag kvar månad',
          clause:
            'Låntakaren betaler ned lånet med like store avdrag kvar månad, første gongen éin månad etter at lånet er betalt ut, slik at lånet er nedbetalt innan den datoen då lånet seinast skal vere betalt tilbake.',
        },
        {
          text: 'Alt på éin gong',
          clause:
            'Låntakaren betaler heile lånet tilbake på éin gong, seinast den datoen då lånet seinast skal vere betalt tilbake.',
        },
      ],
    },
    'Skal hele lånebeløpet utbetales på én gang?': {
      text: 'Skal heile lånebeløpet betalast ut på éin gong?',
      clauseYes:
        'Långjevaren betaler ut heile lånebeløpet på éin gong, seinast éi veke etter at avtalen er signert.',
      clauseNo:
        'Långjevaren betaler ut lånebeløpet i fleire delar etter kvart som låntakaren treng pengane, og låntakaren stadfestar kvar utbetaling skriftleg.',
    },
    'Skal hele lånet kunne kreves tilbake hvis låntakeren er mer enn 30 dager forsinket med en betaling?': {
      text: 'Skal heile lånet kunne krevjast tilbake dersom låntakaren er meir enn 30 dagar forseinka med ei betaling?',
      clauseYes:
        'Er låntakaren meir enn 30 dagar forseinka med ei betaling og har ikkje betalt 14 dagar etter skriftleg varsel frå långjevaren, kan långjevaren krevje heile det uteståande lånet tilbakebetalt straks.',
      clauseNo:
        'Er låntakaren forseinka med ei betaling, kan långjevaren krevje det forseinka beløpet betalt straks, men ikkje resten av lånet før det forfell etter avtalen.',
    },
    'Skal låntakeren kunne betale tilbake før tiden uten ekstra kostnad?': {
      text: 'Skal låntakaren kunne betale tilbake før tida utan ekstra kostnad?',
      clauseYes:
        'Låntakaren kan når som helst betale tilbake heile eller delar av lånet før tida utan ekstra kostnad.',
      clauseNo: 'Låntakaren kan ikkje betale tilbake lånet før tida utan samtykke frå långjevaren.',
    },
    'Skal långiveren kunne kreve lånet tilbake før tiden hvis långiveren selv trenger pengene?': {
      text: 'Skal långjevaren kunne krevje lånet tilbake før tida dersom långjevaren sjølv treng pengane?',
      clauseYes:
        'Treng långjevaren sjølv pengane, kan långjevaren krevje resten av lånet tilbakebetalt med tre månaders skriftleg varsel.',
      clauseNo:
        'Så lenge låntakaren betaler som avtalt, kan långjevaren ikkje krevje lånet tilbake før tida.',
    },
    'Skal låntakeren stille sikkerhet for lånet?': {
      text: 'Skal låntakaren stille tryggleik for lånet?',
      description: 'Tryggleik kan til dømes vere pant i ein eigedel eller ein kausjon.',
      clauseYes:
        'Låntakaren stiller tryggleik for lånet ved pant eller kausjon, og partane inngår ein eigen skriftleg pant- eller kausjonsavtale før lånet blir betalt ut.',
      clauseNo: 'Låntakaren stiller ikkje tryggleik for lånet.',
    },
    'Skal låntakeren betale forsinkelsesrente hvis et beløp betales for sent?': {
      text: 'Skal låntakaren betale forseinkingsrente dersom eit beløp blir betalt for seint?',
      clauseYes:
        'Betaler låntakaren for seint, betaler låntakaren forseinkingsrente etter forseinkingsrentelova av det forfalne beløpet.',
      clauseNo: 'Långjevaren krev ikkje forseinkingsrente når låntakaren betaler for seint.',
    },
    'Skal låntakeren bekrefte restgjelden skriftlig én gang i året?': {
      text: 'Skal låntakaren stadfeste restgjelda skriftleg éin gong i året?',
      description:
        'Eit krav på tilbakebetaling av eit pengelån blir som hovudregel forelda etter ti år, og ei skriftleg erkjenning frå låntakaren avbryt foreldinga.',
      clauseYes: 'Låntakaren stadfestar restgjelda skriftleg overfor långjevaren éin gong i året.',
      clauseNo: 'Partane lagar inga årleg stadfesting av restgjelda.',
    },
  },

  'own-together': {
    'Skal dere eie {objektet} med like store andeler?': {
      text: 'Skal de eige {objektet} med like store eigardelar?',
      description: 'Eigardelane avgjer kva kvar av dykk får ved eit sal.',
      clauseYes: 'Partane eig {objektet} saman med like store eigardelar.',
      clauseNo: 'Partane eig {objektet} saman med dei eigardelane som står i denne avtalen.',
    },
    'Hvor stor andel av {objektet} skal hver av dere eie?': {
      text: 'Kor stor del av {objektet} skal kvar av dykk eige?',
      description:
        'Skriv namn og eigardel for kvar av dykk, til dømes «Kari Nordmann 60 % og Ola Hansen 40 %».',
      clauseTemplate: 'Eigardelane er: {{svar}}.',
    },
    'Hvordan skal de felles kostnadene fordeles mellom dere?': {
      text: 'Korleis skal dei felles kostnadene fordelast mellom dykk?',
      options: [
        {
          text: 'Etter eigardel',
          clause:
            'Faste og løpande kostnader ved {objektet}, som avgifter, forsikring, vedlikehald og reparasjonar, blir fordelte mellom partane etter eigardel, så langt ikkje anna følgjer av denne avtalen.',
        },
        {
          text: 'Likt',
          clause:
            'Faste og løpande kostnader ved {objektet}, som avgifter, forsikring, vedlikehald og reparasjonar, blir delte likt mellom partane, så langt ikkje anna følgjer av denne avtalen.',
        },
        {
          text: 'Etter bruk',
          clause:
            'Faste og løpande kostnader ved {objektet}, som avgifter, forsikring, vedlikehald og reparasjonar, blir fordelte etter kor mykje kvar av partane bruker {objektet}, så langt ikkje anna følgjer av denne avtalen.',
        },
      ],
    },
    'Skal bruken av {objektet} fordeles etter en fast plan?': {
      text: 'Skal bruken av {objektet} fordelast etter ein fast plan?',
      clauseYes:
        'Seinast éin månad etter at avtalen er signert, lagar partane ein skriftleg plan for kven som bruker {objektet} når, og til planen er på plass, blir bruken avtalt frå gong til gong.',
      clauseNo:
        'Partane avtaler bruken av {objektet} frå gong til gong, og den som først ber om å få bruke {objektet} ein bestemt dag, har førerett.',
    },
    'Skal den som vil selge andelen sin, først tilby den til de andre av dere?': {
      text: 'Skal den som vil selje eigardelen sin, først tilby den til dei andre av dykk?',
      description:
        'Blir ein eigardel seld til ein annan, har dei andre sameigarane etter lova ein rett til å kjøpe den (sameigelova § 11), same kva de svarar her. Gjeld avtalen fast eigedom, gjeld det eigne reglar i lova for slike rettar, mellom anna ved sal til nærståande.',
      clauseYes:
        'Ein part som vil selje eigardelen sin, tilbyr den først til dei andre partane til marknadsverdi før parten tilbyr den til andre, og dei andre partane har 30 dagar på å svare, så langt lova ikkje er til hinder for det.',
      clauseNo:
        'Ein part som vil selje eigardelen sin, har ikkje plikt til å tilby den til dei andre partane først, og sal av eigardelar følgjer reglane i sameigelova, òg om retten dei andre partane har til å kjøpe eigardelen.',
    },
    'Skal den som vil ut av sameiet, kunne kreve å bli kjøpt ut?': {
      text: 'Skal den som vil ut av sameiget, kunne krevje å bli kjøpt ut?',
      clauseYes:
        'Ein part som vil ut av sameiget, kan krevje at dei andre partane kjøper eigardelen til marknadsverdi, fastsett av ein uavhengig takstmann dersom partane ikkje blir samde, og blir eigardelen ikkje kjøpt innan tre månader, blir det partane eig saman, selt.',
      clauseNo:
        'Ein part som vil ut av sameiget, kan ikkje krevje at dei andre partane kjøper eigardelen, men kan selje eigardelen sin eller krevje sameiget oppløyst etter reglane i denne avtalen og sameigelova.',
    },
    'Skal den som skader {objektet}, betale kostnaden ved skaden alene?': {
      text: 'Skal den som skadar {objektet}, betale kostnaden ved skaden åleine?',
      clauseYes:
        'Den av partane som skadar {objektet} ved uforsiktig bruk, betaler åleine kostnaden ved skaden, så langt ikkje anna følgjer av denne avtalen.',
      clauseNo:
        'Kostnaden ved skade på {objektet} blir delt som dei andre felles kostnadene, same kven av partane som valda skaden, bortsett frå skade som er gjord med vilje.',
    },
    'Skal {objektet} være forsikret mot skade og tap?': {
      text: 'Skal {objektet} vere forsikra mot skade og tap?',
      clauseYes: 'Partane held {objektet} forsikra mot skade og tap, og forsikringa er ein felles kostnad.',
      clauseNo:
        'Partane forsikrar ikkje {objektet} mot skade og tap, og tap som inga forsikring dekkjer og ingen av partane er ansvarleg for, blir delt som dei andre felles kostnadene.',
    },
  },

  'buy-sell': {
    'Hvem av dere selger {objektet}?': {
      text: 'Kven av dykk sel {objektet}?',
      description: 'Den andre parten i avtalen, eller dei andre dersom de er fleire, kjøper {objektet}.',
      clauseTemplate: '{{svar}} sel {objektet} til dei andre partane.',
      partyRoles: { chosen: 'seljar', others: 'kjøpar' },
      section: 'Bakgrunn',
    },
    'Hva er kjøpesummen for {objektet}?': {
      text: 'Kva er kjøpesummen for {objektet}?',
      clauseTemplate: 'Kjøpesummen er {{svar}}.',
    },
    'Hvilken dato skal kjøperen overta {objektet}?': {
      text: 'Kva dato skal kjøparen overta {objektet}?',
      clauseTemplate: 'Kjøparen overtek {objektet} {{svar}}.',
    },
    'Når skal kjøpesummen betales?': {
      text: 'Når skal kjøpesummen betalast?',
      options: [
        { text: 'Før overtakinga', clause: 'Kjøparen betaler heile kjøpesummen før overtakinga.' },
        { text: 'Ved overtakinga', clause: 'Kjøparen betaler heile kjøpesummen ved overtakinga.' },
        {
          text: 'Seinast 14 dagar etter overtakinga',
          clause: 'Kjøparen betaler heile kjøpesummen seinast 14 dagar etter overtakinga.',
        },
        {
          text: 'I avdrag',
          clause: 'Kjøparen betaler kjøpesummen i avdrag slik denne avtalen seier.',
        },
      ],
    },
    'Hvordan skal kjøpesummen betales i avdrag?': {
      text: 'Korleis skal kjøpesummen betalast i avdrag?',
      description:
        'Til dømes «halvparten ved overtakinga og resten innan 30. juni» eller «2 000 kroner den 1. kvar månad til alt er betalt».',
      clauseTemplate: 'Avdraga på kjøpesummen blir betalte slik: {{svar}}.',
    },
    'Skal eiendomsretten først gå over til kjøperen når hele kjøpesummen er betalt?': {
      text: 'Skal eigedomsretten først gå over til kjøparen når heile kjøpesummen er betalt?',
      clauseYes: 'Eigedomsretten går ikkje over til kjøparen før heile kjøpesummen er betalt.',
      clauseNo: 'Eigedomsretten går over til kjøparen ved overtakinga.',
    },
    'Skal kjøperen måtte melde fra om feil senest tre måneder etter overtakelsen?': {
      text: 'Skal kjøparen måtte melde frå om feil seinast tre månader etter overtakinga?',
      description: 'Lova gir kjøparen i nokre kjøp rett til ein lengre frist, og den gjeld då.',
      clauseYes:
        'Krav på grunn av feil ved {objektet} som viser seg etter overtakinga, må kjøparen setje fram skriftleg overfor seljaren innan rimeleg tid etter at feilen vart oppdaga og seinast tre månader etter overtakinga, så langt lova tillèt ein så kort frist.',
      clauseNo:
        'Kjøparen kan setje fram krav på grunn av feil ved {objektet} som viser seg etter overtakinga, når kjøparen seier frå skriftleg til seljaren innan rimeleg tid etter at feilen vart oppdaga, og innanfor dei fristane lova set.',
    },
    'Skal selgeren bære risikoen for {objektet} fram til overtakelsen?': {
      text: 'Skal seljaren bere risikoen for {objektet} fram til overtakinga?',
      clauseYes:
        'Seljaren ber risikoen for skade på og tap av {objektet} fram til kjøparen har overteke {objektet}.',
      clauseNo:
        'Kjøparen ber risikoen for skade på og tap av {objektet} frå avtalen er signert, òg før overtakinga, så langt lova tillèt det.',
    },
    'Skal kjøperen kunne trekke seg fra kjøpet fram til overtakelsen?': {
      text: 'Skal kjøparen kunne trekkje seg frå kjøpet fram til overtakinga?',
      clauseYes:
        'Kjøparen kan trekkje seg frå kjøpet fram til overtakinga ved å gi seljaren skriftleg beskjed, og får då tilbake det kjøparen har betalt, med frådrag for dei dokumenterte utgiftene seljaren har hatt ved kjøpet.',
      clauseNo:
        'Etter at avtalen er signert, kan ingen av partane trekkje seg frå kjøpet utan særskild grunn.',
    },
  },

  rent: {
    'Hvem av dere leier ut {objektet}?': {
      text: 'Kven av dykk leiger ut {objektet}?',
      description: 'Den andre parten i avtalen, eller dei andre dersom de er fleire, leiger {objektet}.',
      clauseTemplate: '{{svar}} leiger ut {objektet} til dei andre partane.',
      partyRoles: { chosen: 'utleigar', others: 'leigetakar' },
      section: 'Bakgrunn',
    },
    'Hvilken periode skal leien regnes for?': {
      text: 'Kva periode skal leiga reknast for?',
      options: [
        { text: 'Per månad', clause: 'Leiga blir rekna per månad.' },
        { text: 'Per veke', clause: 'Leiga blir rekna per veke.' },
        { text: 'Per døgn', clause: 'Leiga blir rekna per døgn.' },
        { text: 'For heile leigeperioden', clause: 'Leiga er eitt samla beløp for heile leigeperioden.' },
      ],
    },
    'Hvor mye skal leietakeren betale i leie for {objektet}?': {
      text: 'Kor mykje skal leigetakaren betale i leige for {objektet}?',
      description:
        'Skriv beløpet for den perioden de har valt at leiga skal reknast for: ein månad, ei veke, eit døgn eller heile leigeperioden.',
      clauseTemplate: 'Leiga er {{svar}} per avtalt periode.',
    },
    'Hvilken dato starter leieforholdet?': {
      text: 'Kva dato startar leigeforholdet?',
      clauseTemplate: 'Leigeforholdet startar {{svar}}.',
    },
    'Hvilken dato slutter leien av {objektet}?': {
      text: 'Kva dato sluttar leiga av {objektet}?',
      description:
        'Leiger de ut ein bustad, set husleigelova ei minste leigetid for ein leigeavtale med fast sluttdato (husleigelova § 9-3).',
      clauseTemplate:
        'Leigeforholdet opphøyrer utan oppseiing {{svar}}, så langt lova ikkje seier noko anna.',
    },
    'Skal leien betales på forskudd?': {
      text: 'Skal leiga betalast på forskot?',
      clauseYes:
        'Leigetakaren betaler leiga på forskot: ei leige per månad eller per veke seinast den første dagen i kvar månad eller veke, og ei leige per døgn eller for heile leigeperioden seinast ved overtakinga.',
      clauseNo:
        'Leigetakaren betaler leiga etterskotsvis: ei leige per månad eller per veke seinast den siste dagen i kvar månad eller veke, og ei leige per døgn eller for heile leigeperioden seinast ved tilbakeleveringa.',
    },
    'Skal leietakeren betale depositum?': {
      text: 'Skal leigetakaren betale depositum?',
      description:
        'Eit depositum er tryggleik for krav utleigaren kan få mot leigetakaren etter denne avtalen. Leiger de ut ein bustad, kan depositumet vere høgst seks månaders leige (husleigelova § 3-5).',
      clauseYes:
        'Leigetakaren betaler eit depositum før overtakinga som tryggleik for krav utleigaren får etter denne avtalen, og når leigeforholdet er slutt, blir depositumet betalt tilbake til leigetakaren med frådrag for krav som leigetakaren har godteke eller som er fastsette ved ei avgjerd.',
      clauseNo: 'Leigetakaren betaler ikkje depositum.',
    },
    'Hvor stort depositum skal leietakeren betale?': {
      text: 'Kor stort depositum skal leigetakaren betale?',
      clauseTemplate: 'Depositumet er {{svar}}.',
    },
    'Skal leieforholdet kunne sies opp før sluttdatoen?': {
      text: 'Skal leigeforholdet kunne seiast opp før sluttdatoen?',
      options: [
        {
          text: 'Nei',
          clause:
            'Ingen av partane kan seie opp leigeforholdet før sluttdatoen, så langt lova ikkje gir ein av dei rett til det.',
        },
        {
          text: 'Ja, med éi vekes frist',
          clause:
            'Kvar av partane kan seie opp leigeforholdet før sluttdatoen skriftleg med éi vekes frist, men ikkje med kortare frist enn lova krev.',
        },
        {
          text: 'Ja, med éin månads frist',
          clause:
            'Kvar av partane kan seie opp leigeforholdet før sluttdatoen skriftleg med éin månads frist, men ikkje med kortare frist enn lova krev.',
        },
        {
          text: 'Ja, med tre månaders frist',
          clause:
            'Kvar av partane kan seie opp leigeforholdet før sluttdatoen skriftleg med tre månaders frist, så langt lova ikkje seier noko anna.',
        },
      ],
    },
    'Skal leien dekke de løpende utgiftene til {objektet}?': {
      text: 'Skal leiga dekkje dei løpande utgiftene til {objektet}?',
      clauseYes:
        'Leiga dekkjer dei løpande utgiftene ved bruken av {objektet}, så langt ikkje anna følgjer av denne avtalen.',
      clauseNo:
        'Leigetakaren betaler dei løpande utgiftene ved eigen bruk av {objektet} i tillegg til leiga, men ved leige av bustad berre dei utgiftene lova tillèt at leigetakaren betaler i tillegg til leiga, så langt ikkje anna følgjer av denne avtalen.',
    },
    'Skal leietakeren erstatte all skade på {objektet} som skjer i leieperioden?': {
      text: 'Skal leigetakaren erstatte all skade på {objektet} som skjer i leigeperioden?',
      description:
        'Kven som betaler eigendelen når ei forsikring blir brukt, blir avgjort for seg der det blir spurt om det.',
      clauseYes:
        'Leigetakaren erstattar skade på og tap av {objektet} som skjer i leigeperioden, òg når leigetakaren ikkje er skuld i skaden, så langt ei forsikring ikkje dekkjer skaden, lova tillèt ein slik avtale og ikkje anna følgjer av denne avtalen.',
      clauseNo:
        'Leigetakaren erstattar berre skade på og tap av {objektet} som leigetakaren har valda ved å vere uforsiktig, så langt ei forsikring ikkje dekkjer skaden og ikkje anna følgjer av denne avtalen.',
    },
    'Skal leietakeren kunne leie ut {objektet} videre?': {
      text: 'Skal leigetakaren kunne leige ut {objektet} vidare?',
      clauseYes:
        'Leigetakaren kan leige ut {objektet} vidare med skriftleg samtykke frå utleigaren i kvart enkelt tilfelle, og er ansvarleg overfor utleigaren for den som leiger vidare.',
      clauseNo:
        'Leigetakaren kan ikkje leige ut eller låne ut {objektet} til andre, så langt lova ikkje gir leigetakaren rett til det.',
    },
    'Skal dere gå gjennom tilstanden til {objektet} sammen ved overtakelsen og tilbakeleveringen?': {
      text: 'Skal de gå gjennom tilstanden til {objektet} saman ved overtakinga og tilbakeleveringa?',
      clauseYes:
        'Partane går saman gjennom tilstanden til {objektet} ved overtakinga og ved tilbakeleveringa, og skriv ned det dei finn.',
      clauseNo:
        'Partane går ikkje gjennom tilstanden saman, og det blir rekna med at leigetakaren har overteke {objektet} i god stand dersom leigetakaren ikkje seier frå skriftleg om feil seinast tre dagar etter overtakinga.',
    },
  },
  'share-costs': {
    'Hvordan skal de felles kostnadene fordeles mellom dere?': {
      text: 'Korleis skal dei felles kostnadene fordelast mellom dykk?',
      options: [
        {
          text: 'Likt',
          clause:
            'Dei felles kostnadene blir delte likt mellom partane, så langt ikkje anna følgjer av denne avtalen.',
        },
        {
          text: 'Etter bruk',
          clause:
            'Dei felles kostnadene blir fordelte etter kor mykje kvar av partane bruker det kostnadene gjeld, så langt ikkje anna følgjer av denne avtalen.',
        },
      ],
    },
    'Hvordan skal de felles kostnadene betales?': {
      text: 'Korleis skal dei felles kostnadene betalast?',
      options: [
        {
          text: 'Kvar betaler inn delen sin på førehand',
          clause:
            'Kvar av partane betaler delen sin inn på ein felles konto eller til den av partane som tek seg av betalingane, før kostnaden skal betalast.',
        },
        {
          text: 'Den som legg ut, får pengane tilbake',
          clause:
            'Den av partane som legg ut for ein felles kostnad, viser fram kvittering, og dei andre partane betaler delen sin til den som la ut, seinast 14 dagar etter.',
        },
      ],
    },
    'Hvem av dere skal ta seg av betalingene og holde oversikt over de felles kostnadene?': {
      text: 'Kven av dykk skal ta seg av betalingane og halde oversikt over dei felles kostnadene?',
      clauseTemplate:
        '{{svar}} tek seg av betalingane og held oversikt over dei felles kostnadene, og viser dei andre partane rekneskapen når ein av dei ber om det.',
    },
    'Gjelder kostnadsdelingen noe som skjer én gang, eller noe som løper over tid?': {
      text: 'Gjeld kostnadsdelinga noko som skjer éin gong, eller noko som varer over tid?',
      options: [
        {
          text: 'Noko som skjer éin gong',
          clause:
            'Kostnadsdelinga gjeld til det kostnadene gjeld, er gjennomført og alle felles kostnader er gjorde opp.',
        },
        {
          text: 'Noko som varer over tid',
          clause:
            'Kostnadsdelinga gjeld inntil vidare, og ein part som vil gå ut av kostnadsdelinga, gir dei andre partane skriftleg beskjed minst éin månad på førehand.',
        },
      ],
    },
    'Skal den som trekker seg, betale sin andel av kostnader som allerede er bestilt?': {
      text: 'Skal den som trekkjer seg, betale delen sin av kostnader som alt er bestilte?',
      clauseYes:
        'Ein part som trekkjer seg, betaler likevel delen sin av kostnader som var bestilte eller avtalte før parten sa frå.',
      clauseNo:
        'Ein part som trekkjer seg, slepp delen sin av kostnader som ikkje er betalte enno, og dei andre partane dekkjer desse kostnadene.',
    },
    'Skal nye felles kostnader over et visst beløp godkjennes av alle på forhånd?': {
      text: 'Skal nye felles kostnader over eit visst beløp godkjennast av alle på førehand?',
      clauseYes:
        'Nye felles kostnader over beløpsgrensa i denne avtalen må godkjennast av alle partane før nokon av partane pådreg seg dei.',
      clauseNo:
        'Kvar av partane kan pådra seg nye felles kostnader utan førehandsgodkjenning, innanfor rammene i denne avtalen.',
    },
    'Over hvilket beløp skal en ny felles kostnad godkjennes av alle på forhånd?': {
      text: 'Over kva beløp skal ein ny felles kostnad godkjennast av alle på førehand?',
      clauseTemplate:
        'Beløpsgrensa for nye felles kostnader som må godkjennast av alle partane, er {{svar}}.',
    },
    'Skal den som ikke betaler sin andel i tide, kunne stenges ute fra det kostnadene gjelder?': {
      text: 'Skal den som ikkje betaler delen sin i tide, kunne stengjast ute frå det kostnadene gjeld?',
      clauseYes:
        'Ein part som ikkje har betalt delen sin 14 dagar etter forfall, kan stengjast ute frå å bruke det kostnadene gjeld, til delen er betalt.',
      clauseNo:
        'Ein part som betaler for seint, beheld retten til å bruke det kostnadene gjeld, og betaler delen sin så snart som mogleg.',
    },
    'Skal penger som er til overs når kostnadsdelingen avsluttes, deles likt?': {
      text: 'Skal pengar som er til overs når kostnadsdelinga blir avslutta, delast likt?',
      clauseYes:
        'Pengar som er til overs når kostnadsdelinga blir avslutta, blir betalte tilbake til partane med like store beløp.',
      clauseNo:
        'Pengar som er til overs når kostnadsdelinga blir avslutta, blir betalte tilbake til partane etter kor mykje kvar av dei har betalt inn.',
    },
  },

  'live-together': {
    'Hvordan skal de felles kostnadene fordeles mellom dere?': {
      text: 'Korleis skal dei felles kostnadene fordelast mellom dykk?',
      options: [
        {
          text: 'Likt',
          clause:
            'Dei faste buutgiftene, som husleige eller felleskostnader, straum og internett, blir delte likt mellom partane, så langt ikkje anna følgjer av denne avtalen.',
        },
        {
          text: 'Etter kor stor del av bustaden kvar bruker åleine',
          clause:
            'Dei faste buutgiftene, som husleige eller felleskostnader, straum og internett, blir fordelte etter kor stor del av bustaden kvar av partane bruker åleine, og det partane bruker saman, blir rekna som delt likt, så langt ikkje anna følgjer av denne avtalen.',
        },
      ],
    },
    'Skal dere ha en felles husholdningskasse for mat og forbruksvarer?': {
      text: 'Skal de ha ei felles hushaldskasse for mat og forbruksvarer?',
      clauseYes:
        'Partane har ei felles hushaldskasse for mat og forbruksvarer, og det kvar av partane kjøper ut over det, betaler parten sjølv.',
      clauseNo: 'Kvar av partane kjøper og betaler sin eigen mat og sine eigne forbruksvarer.',
    },
    'Hvor mye skal hver av dere betale inn til husholdningskassen hver måned?': {
      text: 'Kor mykje skal kvar av dykk betale inn til hushaldskassa kvar månad?',
      clauseTemplate: 'Innskotet til hushaldskassa er {{svar}} per part per månad.',
    },
    'Skal det dere kjøper til felles bruk, eies likt?': {
      text: 'Skal det de kjøper til felles bruk, eigast likt?',
      clauseYes:
        'Innbu og andre ting som partane kjøper til felles bruk medan dei bur saman, eig partane likt, same kven som betalte.',
      clauseNo:
        'Innbu og andre ting som partane kjøper medan dei bur saman, høyrer til den av partane som betalte, og partane tek vare på kvitteringar for større kjøp.',
    },
    'Hvor lang tid i forveien skal den som vil flytte ut, gi beskjed?': {
      text: 'Kor lang tid på førehand skal den som vil flytte ut, gi beskjed?',
      options: [
        {
          text: 'Éin månad',
          clause:
            'Ein part som vil flytte ut, gir dei andre partane skriftleg beskjed minst éin månad på førehand og betaler delen sin av buutgiftene fram til då.',
        },
        {
          text: 'To månader',
          clause:
            'Ein part som vil flytte ut, gir dei andre partane skriftleg beskjed minst to månader på førehand og betaler delen sin av buutgiftene fram til då.',
        },
        {
          text: 'Tre månader',
          clause:
            'Ein part som vil flytte ut, gir dei andre partane skriftleg beskjed minst tre månader på førehand og betaler delen sin av buutgiftene fram til då.',
        },
      ],
    },
    'Skal alle økonomiske mellomværender gjøres opp senest én måned etter at en av dere har flyttet ut?': {
      text: 'Skal alle økonomiske mellomverande gjerast opp seinast éin månad etter at ein av dykk har flytta ut?',
      clauseYes:
        'Når ein av partane flyttar ut, gjer partane opp alle økonomiske mellomverande som gjeld bufellesskapet, seinast éin månad etter utflyttinga.',
      clauseNo:
        'Når ein av partane flyttar ut, gjer partane opp økonomiske mellomverande som gjeld bufellesskapet, etter kvart som rekningane kjem.',
    },
    'Skal dere ha en felles innboforsikring?': {
      text: 'Skal de ha ei felles innbuforsikring?',
      clauseYes:
        'Partane har ei felles innbuforsikring, og premien er ein felles kostnad som blir delt som dei andre felles kostnadene.',
      clauseNo:
        'Partane har ikkje felles innbuforsikring, og kvar av partane syter sjølv for å forsikre det kvar av dei eig.',
    },
    'Skal den som skader boligen eller ting dere eier sammen, betale skaden alene?': {
      text: 'Skal den som skadar bustaden eller ting de eig saman, betale skaden åleine?',
      clauseYes:
        'Den av partane som skadar bustaden eller ting partane eig saman, betaler reparasjonen eller erstatninga åleine.',
      clauseNo:
        'Kostnaden ved skadar på bustaden og på ting partane eig saman, blir delt som dei andre felles kostnadene, bortsett frå skadar som er gjorde med vilje.',
    },
  },

  care: {
    'Hvem av dere skal ta på seg tilsynet eller hjelpen avtalen gjelder?': {
      text: 'Kven av dykk skal ta på seg tilsynet eller hjelpa avtalen gjeld?',
      description:
        'Dei andre partane er dei som tilsynet eller hjelpa er til for, eller som deler ansvaret med den som hjelper.',
      clauseTemplate: '{{svar}} tek på seg tilsynet eller hjelpa denne avtalen gjeld.',
      partyRoles: { chosen: 'den som hjelper', others: null },
      section: 'Bakgrunn',
    },
    'Hvilken dato starter avtalen?': {
      text: 'Kva dato startar avtalen?',
      clauseTemplate: 'Avtalen gjeld frå {{svar}}.',
    },
    'Skal den som hjelper, få betalt?': {
      text: 'Skal den som hjelper, få betalt?',
      clauseYes: 'Den som hjelper, får betalt av dei andre partane etter satsen i denne avtalen.',
      clauseNo: 'Den som hjelper, gjer det utan betaling.',
    },
    'Hvor mye skal den som hjelper, få betalt?': {
      text: 'Kor mykje skal den som hjelper, få betalt?',
      description: 'Skriv beløpet per time, per døgn eller for heile avtalen, slik de vel nedanfor.',
      clauseTemplate: 'Satsen for betalinga er {{svar}}.',
    },
    'Hvordan skal betalingen regnes?': {
      text: 'Korleis skal betalinga reknast?',
      options: [
        {
          text: 'Per time',
          clause:
            'Betalinga blir rekna per time for den tida tilsynet eller hjelpa faktisk varer, og blir gjord opp for kvar månad og når avtalen sluttar, seinast 14 dagar etter.',
        },
        {
          text: 'Per døgn',
          clause:
            'Betalinga blir rekna per døgn tilsynet eller hjelpa varer, og blir gjord opp for kvar månad og når avtalen sluttar, seinast 14 dagar etter.',
        },
        {
          text: 'Eit fast beløp for heile avtalen',
          clause:
            'Satsen er eitt fast beløp for heile avtalen, og beløpet blir betalt seinast 14 dagar etter at avtalen er slutt.',
        },
      ],
    },
    'Skal avtalen gjelde til en bestemt dato?': {
      text: 'Skal avtalen gjelde til ein bestemt dato?',
      clauseYes: 'Avtalen gjeld til og med sluttdatoen i denne avtalen.',
      clauseNo: 'Avtalen gjeld til den blir avslutta etter reglane i denne avtalen.',
    },
    'Hvilken dato slutter avtalen?': {
      text: 'Kva dato sluttar avtalen?',
      clauseTemplate: 'Avtalen sluttar {{svar}}.',
    },
    'Hvor lang tid i forveien skal den som vil avslutte avtalen, gi beskjed?': {
      text: 'Kor lang tid på førehand skal den som vil avslutte avtalen, gi beskjed?',
      options: [
        { text: 'Éi veke', clause: 'Kvar av partane kan avslutte avtalen skriftleg med éi vekes varsel.' },
        {
          text: 'Éin månad',
          clause: 'Kvar av partane kan avslutte avtalen skriftleg med éin månads varsel.',
        },
      ],
    },
    'Skal det den som hjelper, trenger å vite, skrives ned før avtalen starter?': {
      text: 'Skal det den som hjelper, treng å vite, skrivast ned før avtalen startar?',
      clauseYes:
        'Før avtalen startar, skriv partane ned det den som hjelper, treng å vite, som rutinar, avtalar og kven som skal kontaktast dersom noko skjer.',
      clauseNo:
        'Før avtalen startar, får den som hjelper, munnleg beskjed om rutinar, avtalar og kven som skal kontaktast dersom noko skjer.',
    },
    'Skal den som hjelper, kunne skaffe nødvendig hjelp uten å vente på svar fra de andre?': {
      text: 'Skal den som hjelper, kunne skaffe naudsynt hjelp utan å vente på svar frå dei andre?',
      clauseYes:
        'Trengst det hjelp frå ein fagperson medan avtalen gjeld, kan den som hjelper, skaffe naudsynt hjelp utan å vente på svar frå dei andre partane, og gir dei beskjed så snart som mogleg.',
      clauseNo:
        'Trengst det hjelp frå ein fagperson medan avtalen gjeld, avklarar den som hjelper, det først med dei andre partane, bortsett frå når det hastar.',
    },
    'Skal de andre betale tilbake utlegg den som hjelper, har mens avtalen gjelder?': {
      text: 'Skal dei andre betale tilbake utlegg den som hjelper, har medan avtalen gjeld?',
      clauseYes:
        'Dei andre partane betaler tilbake utlegg som den som hjelper, har hatt til det avtalen gjeld, mot kvittering seinast sju dagar etter, så langt ikkje anna følgjer av denne avtalen.',
      clauseNo:
        'Den som hjelper, dekkjer sjølv utgiftene sine medan avtalen gjeld, som transport, så langt ikkje anna følgjer av denne avtalen.',
    },
    'Skal den som hjelper, selv kunne avgjøre hvordan det daglige tilsynet eller den daglige hjelpen gjøres?':
      {
        text: 'Skal den som hjelper, sjølv kunne avgjere korleis det daglege tilsynet eller den daglege hjelpa blir utført?',
        clauseYes:
          'Den som hjelper, avgjer sjølv korleis det daglege tilsynet eller den daglege hjelpa blir utført, så langt ikkje anna følgjer av denne avtalen.',
        clauseNo:
          'Den som hjelper, avklarar med dei andre partane før tilsynet eller hjelpa blir utført annleis enn det som er avtalt, så langt ikkje anna følgjer av denne avtalen.',
      },
    'Skal den som hjelper, bære kostnaden ved skader som skyldes uforsiktighet?': {
      text: 'Skal den som hjelper, bere kostnaden ved skadar som skuldast uforsiktig framferd?',
      description:
        'Spørsmålet gjeld berre kven av dykk som ber kostnaden. Overfor den som blir skadd, gjeld lova, og ein som er under 18 år, svarar for skade berre så langt det er rimeleg (skadebotlova § 1-1).',
      clauseYes:
        'Mellom partane ber den som hjelper, kostnaden ved skadar som skjer medan avtalen gjeld fordi den som hjelper, har vore uforsiktig, så langt ei forsikring ikkje dekkjer dei.',
      clauseNo:
        'Mellom partane ber den som hjelper, kostnaden ved skadar som skjer medan avtalen gjeld, berre når den som hjelper, har valda dei med vilje eller ved grov aktløyse.',
    },
  },

  service: {
    'Skal arbeidet betales?': {
      text: 'Skal arbeidet betalast?',
      options: [
        { text: 'Ja, med pengar', clause: 'Arbeidet blir betalt med pengar, slik denne avtalen seier.' },
        {
          text: 'Ja, med noko anna enn pengar',
          clause: 'Arbeidet blir betalt med det denne avtalen nemner i staden for pengar.',
        },
        {
          text: 'Nei, men utgiftene blir dekte',
          clause:
            'Arbeidet blir utført utan betaling, men naudsynte utgifter til arbeidet, som materialar og reiser, blir dekte av den eller dei arbeidet blir gjort for, mot kvittering.',
        },
        {
          text: 'Nei, det er ei venneteneste',
          clause:
            'Arbeidet blir utført utan betaling og utan dekning av utgifter, bortsett frå materialar til arbeidet, som den eller dei arbeidet blir gjort for, skaffar og betaler.',
        },
      ],
    },
    'Hva skal arbeidet betales med i stedet for penger?': {
      text: 'Kva skal arbeidet betalast med i staden for pengar?',
      description: 'Til dømes ei gjenteneste, varer eller bruk av noko.',
      clauseTemplate: 'Som betaling for arbeidet får den som utfører det: {{svar}}.',
    },
    'Skal arbeidet ha en fast pris for hele oppdraget?': {
      text: 'Skal arbeidet ha ein fast pris for heile oppdraget?',
      clauseYes:
        'Arbeidet blir betalt med prisen i denne avtalen for heile oppdraget, same kor lang tid arbeidet tek, og prisen blir betalt når heile oppdraget er utført, seinast 14 dagar etter.',
      clauseNo:
        'Arbeidet blir betalt for kvar gong det blir gjort, per time eller per gong slik det er valt i denne avtalen.',
    },
    'Skal arbeidet betales per time eller per gang?': {
      text: 'Skal arbeidet betalast per time eller per gong?',
      options: [
        {
          text: 'Per time',
          clause:
            'Arbeidet blir betalt per time med prisen i denne avtalen, for dei timane arbeidet faktisk er gjort.',
        },
        {
          text: 'Fast pris per gong',
          clause: 'Arbeidet blir betalt med prisen i denne avtalen for kvar gong arbeidet blir gjort.',
        },
      ],
    },
    'Hva er prisen for arbeidet?': {
      text: 'Kva er prisen for arbeidet?',
      description: 'Skriv prisen for heile oppdraget, per time eller per gong, slik de har valt.',
      clauseTemplate:
        'Prisen for arbeidet er {{svar}}, rekna for heile oppdraget, per time eller per gong slik det er valt i denne avtalen.',
    },
    'Hvem av dere skal utføre arbeidet?': {
      text: 'Kven av dykk skal utføre arbeidet?',
      description: 'Den andre parten i avtalen, eller dei andre dersom de er fleire, er oppdragsgjevar.',
      clauseTemplate: '{{svar}} utfører arbeidet for dei andre partane.',
      partyRoles: { chosen: 'oppdragstakar', others: 'oppdragsgjevar' },
      section: 'Bakgrunn',
    },
    'Når skal arbeidet betales?': {
      text: 'Når skal arbeidet betalast?',
      options: [
        {
          text: 'Kvar månad',
          clause:
            'Arbeidet blir betalt kvar månad for det som er utført den månaden, seinast 14 dagar etter slutten av månaden.',
        },
        {
          text: 'Etter kvar gong',
          clause: 'Arbeidet blir betalt etter kvar gong det er utført, seinast sju dagar etter.',
        },
      ],
    },
    'Skal det som inngår i oppdraget, stå på en skriftlig liste?': {
      text: 'Skal det som inngår i oppdraget, stå på ei skriftleg liste?',
      clauseYes:
        'Oppdraget omfattar berre oppgåvene på ei skriftleg liste som partane har signert, og andre oppgåver blir avtalte særskilt.',
      clauseNo:
        'Oppdraget omfattar det arbeidet som er skildra i denne avtalen, og mindre tilleggsoppgåver av same slaget inngår i oppdraget.',
    },
    'Skal en avtalt gang som avlyses med mindre enn 24 timers varsel, likevel betales?': {
      text: 'Skal ein avtalt gong som blir avlyst med mindre enn 24 timars varsel, likevel betalast?',
      clauseYes:
        'Blir ein avtalt gong avlyst med mindre enn 24 timars varsel av den eller dei arbeidet blir gjort for, blir den gongen betalt som om arbeidet var utført.',
      clauseNo:
        'Ein avtalt gong som blir avlyst av den eller dei arbeidet blir gjort for, blir ikkje betalt, same kor kort varsel som blir gitt.',
    },
    'Hvordan skal oppdraget kunne avsluttes?': {
      text: 'Korleis skal oppdraget kunne avsluttast?',
      options: [
        {
          text: 'Med to vekers varsel',
          clause:
            'Kvar av partane kan seie opp oppdraget skriftleg med to vekers varsel, og arbeid som skal betalast med pengar etter denne avtalen, blir betalt for det som er utført fram til då: arbeid per time eller per gong for det som er gjort, og ein fast pris for heile oppdraget i forhold til kor stor del av oppdraget som er utført.',
        },
        {
          text: 'Det gjeld til arbeidet er ferdig',
          clause:
            'Oppdraget gjeld til arbeidet er fullført, og ingen av partane kan seie det opp før, bortsett frå ved vesentleg mishald.',
        },
        {
          text: 'Det gjeld til ein bestemt dato',
          clause:
            'Oppdraget gjeld til sluttdatoen i denne avtalen, og ingen av partane kan seie det opp før, bortsett frå ved vesentleg mishald.',
        },
      ],
    },
    'Hvilken dato slutter oppdraget?': {
      text: 'Kva dato sluttar oppdraget?',
      clauseTemplate: 'Oppdraget sluttar {{svar}}.',
    },
    'Skal prisen omfatte utstyr og materialer?': {
      text: 'Skal prisen omfatte utstyr og materialar?',
      clauseYes: 'Prisen for arbeidet omfattar utstyr og materialar, som den som utfører arbeidet, skaffar.',
      clauseNo:
        'Utstyr og materialar som trengst til arbeidet, blir skaffa og betalte særskilt av den eller dei arbeidet blir gjort for.',
    },
    'Skal den av dere som eventuelt utfører arbeidet, erstatte skade som skyldes uforsiktig arbeid?': {
      text: 'Skal den av dykk som eventuelt utfører arbeidet, erstatte skade som skuldast uforsiktig arbeid?',
      clauseYes:
        'Når ein av partane utfører arbeidet, erstattar denne parten skade på eigedomen til dei andre partane som skuldast at arbeidet er utført uforsiktig.',
      clauseNo:
        'Når ein av partane utfører arbeidet, erstattar denne parten berre skade på eigedomen til dei andre partane som er valda med vilje eller ved grov aktløyse.',
    },
  },
  project: {
    'Skal samarbeidet kunne gi inntekter som dere deler?': {
      text: 'Skal samarbeidet kunne gi inntekter som de deler?',
      clauseYes:
        'Samarbeidet kan gi inntekter, og inntektene blir fordelte mellom partane slik denne avtalen seier.',
      clauseNo:
        'Samarbeidet skal ikkje gi inntekter til partane, og ingen av partane får betalt for arbeidet sitt.',
    },
    'Hvem av dere gjør hva i samarbeidet?': {
      text: 'Kven av dykk gjer kva i samarbeidet?',
      description: 'Til dømes «Kari skaffar materialane, Ola gjer snikkararbeidet, begge målar».',
      clauseTemplate: 'Partane har fordelt arbeidet slik: {{svar}}.',
    },
    'Hvordan skal utgiftene til materialer og utstyr fordeles?': {
      text: 'Korleis skal utgiftene til materialar og utstyr fordelast?',
      options: [
        {
          text: 'Likt',
          clause:
            'Utgifter til materialar og utstyr som partane har godkjent før innkjøpet, blir delte likt mellom partane.',
        },
        {
          text: 'Den som eig det vi arbeider på, betaler',
          clause:
            'Utgifter til materialar og utstyr blir betalte av den av partane som eig det arbeidet blir gjort på.',
        },
      ],
    },
    'Når skal det dere gjør sammen, være ferdig?': {
      text: 'Når skal det de gjer saman, vere ferdig?',
      clauseTemplate: 'Partane tek sikte på at arbeidet i samarbeidet er ferdig innan {{svar}}.',
    },
    'Skal dere kunne få arbeidet gjort av andre hvis en av dere ikke gjør sin del?': {
      text: 'Skal de kunne få arbeidet gjort av andre dersom ein av dykk ikkje gjer sin del?',
      clauseYes:
        'Gjer ein part ikkje den delen av arbeidet parten har teke på seg, heller ikkje innan 14 dagar etter ei skriftleg påminning, kan dei andre partane få den delen gjord av andre for rekninga til den parten.',
      clauseNo:
        'Gjer ein part ikkje den delen av arbeidet parten har teke på seg, fordeler partane arbeidet på nytt seg imellom, og ingen av partane kan krevje betaling av dei andre for det.',
    },
    'Hvem skal eie det dere lager eller bygger sammen?': {
      text: 'Kven skal eige det de lagar eller byggjer saman?',
      options: [
        {
          text: 'Vi eig det saman, likt',
          clause:
            'Det partane lagar eller byggjer i samarbeidet, eig partane i fellesskap med like store delar.',
        },
        {
          text: 'Den som eig det vi arbeider på',
          clause:
            'Det partane lagar eller byggjer i samarbeidet, høyrer til den av partane som eig det arbeidet blir gjort på.',
        },
      ],
    },
    'Hvordan skal inntektene fra samarbeidet fordeles?': {
      text: 'Korleis skal inntektene frå samarbeidet fordelast?',
      options: [
        { text: 'Likt', clause: 'Inntektene frå samarbeidet blir delte likt mellom partane.' },
        {
          text: 'Etter timane kvar av oss legg ned',
          clause:
            'Inntektene frå samarbeidet blir fordelte etter kor mange timar kvar av partane har lagt ned, ut frå timelister som partane fører.',
        },
      ],
    },
    'Skal rettighetene til det dere lager, eies i fellesskap?': {
      text: 'Skal rettane til det de lagar, eigast i fellesskap?',
      description: 'Til dømes tekstar, musikk, kode, bilete og design.',
      clauseYes:
        'Rettane til det som blir laga i samarbeidet, eig partane i fellesskap med like store delar.',
      clauseNo:
        'Kvar av partane eig rettane til det parten sjølv har laga, og gir samarbeidet rett til å bruke det så lenge samarbeidet varer.',
    },
    'Skal viktige beslutninger kreve at alle er enige?': {
      text: 'Skal viktige avgjerder krevje at alle er samde?',
      clauseYes: 'Viktige avgjerder om samarbeidet krev semje mellom alle partane.',
      clauseNo:
        'Viktige avgjerder om samarbeidet blir tekne med fleirtal blant partane, og står stemmene likt, fell forslaget.',
    },
    'Skal felles utgifter trekkes fra inntektene før de fordeles?': {
      text: 'Skal felles utgifter trekkjast frå inntektene før dei blir fordelte?',
      clauseYes:
        'Utgifter til samarbeidet som partane har godkjent, blir trekte frå inntektene før inntektene blir fordelte mellom partane.',
      clauseNo:
        'Kvar av partane dekkjer sjølv utgiftene sine til samarbeidet, og inntektene blir fordelte utan frådrag for utgifter.',
    },
    'Hvor lang tid i forveien skal den som vil slutte i samarbeidet, gi beskjed?': {
      text: 'Kor lang tid på førehand skal den som vil slutte i samarbeidet, gi beskjed?',
      options: [
        {
          text: 'Éin månad',
          clause:
            'Ein part som vil slutte i samarbeidet, gir dei andre partane skriftleg beskjed minst éin månad på førehand og gjer ferdig oppgåver parten har teke på seg.',
        },
        {
          text: 'Tre månader',
          clause:
            'Ein part som vil slutte i samarbeidet, gir dei andre partane skriftleg beskjed minst tre månader på førehand og gjer ferdig oppgåver parten har teke på seg.',
        },
      ],
    },
    'Skal den som slutter, fortsatt få sin andel av inntekter fra det som ble laget mens vedkommende var med?':
      {
        text: 'Skal den som sluttar, framleis få sin del av inntekter frå det som vart laga medan vedkomande var med?',
        clauseYes:
          'Ein part som sluttar, får framleis sin del av inntekter frå det som vart laga medan parten var med i samarbeidet.',
        clauseNo:
          'Ein part som sluttar, får sin del av inntekter som er opptente fram til parten sluttar, men ingen del av seinare inntekter.',
      },
  },

  company: {
    'Hvor stor andel av virksomheten skal hver av dere eie?': {
      text: 'Kor stor del av verksemda skal kvar av dykk eige?',
      description:
        'Skriv namn og eigardel for kvar av dykk, til dømes «Kari Nordmann 60 % og Ola Hansen 40 %».',
      clauseTemplate: 'Eigardelane i verksemda er: {{svar}}.',
      section: 'Bakgrunn',
    },
    'Hvor mye skal dere til sammen skyte inn i virksomheten ved oppstarten?': {
      text: 'Kor mykje skal de til saman skyte inn i verksemda ved oppstarten?',
      clauseTemplate:
        'Partane skyt til saman inn {{svar}} i verksemda ved oppstarten, fordelt etter eigardelane.',
    },
    'Skal viktige beslutninger kreve at alle er enige?': {
      text: 'Skal viktige avgjerder krevje at alle er samde?',
      clauseYes:
        'Viktige avgjerder i verksemda, som store innkjøp, opptak av lån og tilsetjingar, krev semje mellom alle partane.',
      clauseNo:
        'Viktige avgjerder i verksemda blir tekne med fleirtal etter eigardel, og står stemmene likt, fell forslaget.',
    },
    'Skal overskudd deles ut til dere hvert år?': {
      text: 'Skal overskot delast ut til dykk kvart år?',
      clauseYes:
        'Overskot som ikkje trengst i drifta, blir delt ut til partane etter eigardel éin gong i året.',
      clauseNo:
        'Overskot blir ståande i verksemda og blir brukt i drifta dei første tre åra etter oppstarten.',
    },
    'Skal den av dere som arbeider i virksomheten, få betalt for arbeidet ut over andelen av overskuddet?': {
      text: 'Skal den av dykk som arbeider i verksemda, få betalt for arbeidet ut over delen av overskotet?',
      clauseYes:
        'Ein part som arbeider i verksemda, får betalt per time for arbeidet med satsen i denne avtalen, og betalinga blir trekt frå før overskotet blir rekna ut.',
      clauseNo: 'Partane får ikkje betalt for arbeid i verksemda ut over sin del av overskotet.',
    },
    'Hvor mye skal en av dere få per time for arbeid i virksomheten?': {
      text: 'Kor mykje skal ein av dykk få per time for arbeid i verksemda?',
      clauseTemplate: 'Satsen for arbeid i verksemda er {{svar}} per time.',
    },
    'Skal dere ha forkjøpsrett hvis en av dere vil selge andelen sin?': {
      text: 'Skal de ha forkjøpsrett dersom ein av dykk vil selje eigardelen sin?',
      clauseYes:
        'Ein part som vil ut av verksemda, tilbyr først eigardelen sin til dei andre partane til marknadsverdi, fastsett ved ei uavhengig verdivurdering dersom partane ikkje blir samde.',
      clauseNo:
        'Partane avtaler ingen forkjøpsrett seg imellom ut over det som eventuelt følgjer av lova eller av vedtektene til verksemda.',
    },
    'Skal dere skyte inn mer penger etter eierandel hvis virksomheten trenger det?': {
      text: 'Skal de skyte inn meir pengar etter eigardel dersom verksemda treng det?',
      clauseYes:
        'Treng verksemda meir pengar, skyt partane inn det som trengst etter eigardel, opp til det same beløpet som kvar av dei skaut inn ved oppstarten.',
      clauseNo:
        'Ingen av partane har plikt til å skyte inn meir pengar i verksemda enn det parten skaut inn ved oppstarten.',
    },
    'Skal det dere lager eller kjøper for virksomheten, tilhøre virksomheten?': {
      text: 'Skal det de lagar eller kjøper for verksemda, høyre til verksemda?',
      clauseYes:
        'Utstyr, rettar og anna som partane lagar eller kjøper for verksemda, høyrer til verksemda, òg etter at ein part har gått ut.',
      clauseNo:
        'Utstyr og rettar høyrer til den av partane som har laga eller betalt for dei, og verksemda får bruke dei så lenge parten er medeigar.',
    },
  },

  estate: {
    'Hvem av dere skal ha ansvaret for det praktiske arbeidet med boet?': {
      text: 'Kven av dykk skal ha ansvaret for det praktiske arbeidet med buet?',
      clauseTemplate:
        '{{svar}} har ansvaret for det praktiske arbeidet med buet, held dei andre partane orienterte og får dokumenterte utgifter dekte av buet.',
    },
    'Skal dere overta boet til privat skifte?': {
      text: 'Skal de ta over buet til privat skifte?',
      description:
        'Dei arvingane som tek over buet til privat skifte, blir som hovudregel personleg ansvarlege for all gjelda etter avdøde, òg den delen som er større enn det buet eig. Eit proklama (kreditorvarsel) før de tek over, gjev oversikt over gjelda.',
      clauseYes:
        'Partane tek over buet til privat skifte og veit at dei då som hovudregel blir personleg og solidarisk ansvarlege for gjelda etter avdøde, òg for gjeld som er større enn det buet eig.',
      clauseNo:
        'Ingen av partane tek over ansvaret for gjelda etter avdøde, og buet blir då skifta offentleg av tingretten dersom ingen andre arvingar tek over gjelda, og det denne avtalen elles seier om oppgjeret, gjeld berre så langt skiftet gjev partane rom for det.',
    },
    'Skal verdien av {objektet} settes av en uavhengig takstmann?': {
      text: 'Skal verdien av {objektet} setjast av ein uavhengig takstmann?',
      clauseYes:
        'Verdien av {objektet} og andre større eigedelar i buet blir sett av ein uavhengig takstmann, og kostnaden blir dekt av buet.',
      clauseNo:
        'Partane set verdien av {objektet} og andre eigedelar i buet i fellesskap, ut frå kva tilsvarande blir selt for.',
    },
    'Skal dere velge etter tur når flere av dere ønsker den samme gjenstanden?': {
      text: 'Skal de velje etter tur når fleire av dykk ønskjer den same gjenstanden?',
      clauseYes:
        'Ønskjer fleire av partane den same gjenstanden frå buet, vel partane etter tur i ei rekkjefølgje som blir avgjord ved loddtrekking, og verdien blir trekt frå arveluten til den som får gjenstanden.',
      clauseNo:
        'Ønskjer fleire av partane den same gjenstanden frå buet, byr dei på gjenstanden seg imellom med den fastsette verdien som lågaste bod, og den som byr høgast, får gjenstanden mot at bodet blir trekt frå arveluten.',
    },
    'Hvilken dato skal oppgjøret senest være ferdig?': {
      text: 'Kva dato skal oppgjeret seinast vere ferdig?',
      clauseTemplate: 'Partane gjer oppgjeret ferdig seinast {{svar}}.',
    },
    'Skal den som bruker {objektet} før oppgjøret, betale de løpende utgiftene for den tiden?': {
      text: 'Skal den som bruker {objektet} før oppgjeret, betale dei løpande utgiftene for den tida?',
      clauseYes:
        'Den av partane som bruker {objektet} før oppgjeret er ferdig, betaler dei løpande utgiftene til {objektet} for den tida parten bruker {objektet}, så langt ikkje anna følgjer av denne avtalen.',
      clauseNo:
        'Dei løpande utgiftene til {objektet} fram til oppgjeret er ferdig, blir dekte av buet, òg når ein av partane bruker {objektet}, så langt ikkje anna følgjer av denne avtalen.',
    },
    'Skal det ingen av dere ønsker å overta fra boet, selges?': {
      text: 'Skal det ingen av dykk ønskjer å overta frå buet, seljast?',
      clauseYes:
        'Det ingen av partane ønskjer å overta frå buet, blir selt, og salssummen blir fordelt etter arvelutane.',
      clauseNo:
        'Lausøyre som ingen av partane ønskjer å overta frå buet, blir gitt bort eller kasta, og kostnaden ved å tømme buet blir dekt av buet, medan anna som ingen ønskjer å overta, blir selt.',
    },
    'Skal hver av dere kunne ta en minnegjenstand uten at verdien trekkes fra arveparten?': {
      text: 'Skal kvar av dykk kunne ta ein minnegjenstand utan at verdien blir trekt frå arveluten?',
      clauseYes:
        'Kvar av partane kan ta éin minnegjenstand av liten verdi frå buet utan at verdien blir trekt frå arveluten, og ønskjer fleire den same, blir det avgjort ved loddtrekking.',
      clauseNo:
        'Alt ein part tek frå buet, òg minnegjenstandar, blir rekna med etter verdi og trekt frå arveluten.',
    },
    'Skal all kjent gjeld og alle utgifter i boet betales før noe fordeles?': {
      text: 'Skal all kjend gjeld og alle utgifter i buet betalast før noko blir fordelt?',
      clauseYes:
        'Partane betaler all kjend gjeld og alle utgifter i buet, òg utgiftene til gravferda, før noko av arven blir fordelt.',
      clauseNo:
        'Partane kan fordele delar av arven før all gjeld er betalt, men held tilbake så mykje i buet at den kjende gjelda og utgiftene, òg til gravferda, kan betalast.',
    },
    'Skal en av dere kunne overta {objektet} mot å betale de andre ut?': {
      text: 'Skal ein av dykk kunne overta {objektet} mot å betale dei andre ut?',
      clauseYes:
        'Ein av partane kan overta {objektet} til verdien som er sett etter denne avtalen, mot at verdien blir trekt frå arveluten til den som overtek, og at det som går ut over arveluten, blir betalt til dei andre partane før overtakinga av {objektet}.',
      clauseNo:
        'Ingen av partane overtek {objektet} åleine mot å betale dei andre ut, og partane fordeler eller sel {objektet} slik denne avtalen elles seier.',
    },
    'Skal oppgjøret settes opp skriftlig og signeres av alle før noe betales ut?': {
      text: 'Skal oppgjeret setjast opp skriftleg og signerast av alle før noko blir betalt ut?',
      clauseYes:
        'Før noko blir betalt ut, set den som har ansvaret for det praktiske arbeidet med buet, opp ei oversikt over eigedelane, gjelda og utgiftene til buet og kva kvar av partane får, og alle partane signerer oversikta.',
      clauseNo:
        'Partane fordeler buet utan ei oversikt som alle signerer, men den som har ansvaret for det praktiske arbeidet med buet, viser dei andre partane kva som er betalt inn og ut når nokon av dei ber om det.',
    },
    'Skal {objektet} holdes forsikret fram til oppgjøret er ferdig?': {
      text: 'Skal {objektet} haldast forsikra fram til oppgjeret er ferdig?',
      clauseYes:
        'Buet held {objektet} forsikra fram til oppgjeret er ferdig, og forsikringa blir betalt av buet.',
      clauseNo:
        'Buet teiknar inga eiga forsikring for {objektet}, og tap før oppgjeret er ferdig, ber partane etter arvelutane.',
    },
  },

  neighbours: {
    'Hvordan skal de felles kostnadene fordeles mellom dere?': {
      text: 'Korleis skal dei felles kostnadene fordelast mellom dykk?',
      options: [
        { text: 'Likt', clause: 'Felles kostnader etter denne avtalen blir delte likt mellom partane.' },
        {
          text: 'Etter bruk',
          clause:
            'Felles kostnader etter denne avtalen blir fordelte etter kor mykje kvar av partane bruker det kostnadene gjeld.',
        },
      ],
    },
    'Skal hver av dere ha ansvaret for vedlikeholdet på egen eiendom?': {
      text: 'Skal kvar av dykk ha ansvaret for vedlikehaldet på eigen eigedom?',
      clauseYes:
        'Kvar av partane har ansvaret for vedlikehald og reparasjonar på eigen eigedom, medan det som er felles etter denne avtalen, blir halde i stand slik denne avtalen elles seier.',
      clauseNo:
        'Partane har felles ansvar for vedlikehald og reparasjonar av det denne avtalen gjeld, og går saman gjennom behovet minst éin gong i året, så langt ikkje anna følgjer av denne avtalen.',
    },
    'Hvilke eiendommer gjelder avtalen?': {
      text: 'Kva eigedomar gjeld avtalen?',
      description:
        'Skriv adressa og gards- og bruksnummeret til kvar eigedom, og kven av dykk som eig kva for ein eigedom.',
      clauseTemplate: 'Avtalen gjeld desse eigedomane: {{svar}}.',
      section: 'Bakgrunn',
    },
    'Skal felles kostnader over et visst beløp i året godkjennes av alle på forhånd?': {
      text: 'Skal felles kostnader over eit visst beløp i året godkjennast av alle på førehand?',
      clauseYes:
        'Felles kostnader etter denne avtalen som til saman går over beløpsgrensa i denne avtalen i løpet av eit år, krev samtykke frå alle partane på førehand.',
      clauseNo: 'Alle felles kostnader etter denne avtalen krev samtykke frå alle partane på førehand.',
    },
    'Hvor mye kan dere bruke på felles kostnader i året uten at alle har godkjent det?': {
      text: 'Kor mykje kan de bruke på felles kostnader i året utan at alle har godkjent det?',
      clauseTemplate: 'Beløpsgrensa for felles kostnader i året er {{svar}}.',
    },
    'Skal endringer nær eiendomsgrensen kreve samtykke fra naboen?': {
      text: 'Skal endringar nær eigedomsgrensa krevje samtykke frå naboen?',
      description:
        'Lova har eigne reglar for tiltak nær grensa, mellom anna om avstand til nabogrensa for bygningar (plan- og bygningslova § 29-4), og for tre og anna som er til ulempe for naboen (grannelova).',
      clauseYes:
        'Endringar nær eigedomsgrensa, som nye gjerde, hekkar, tre, bygg eller endra terreng, krev skriftleg samtykke frå dei andre partane, så langt ikkje anna følgjer av denne avtalen.',
      clauseNo:
        'Endringar på eigen eigedom nær eigedomsgrensa krev ikkje samtykke frå dei andre partane etter denne avtalen, men den som gjer dei, gir dei andre partane skriftleg beskjed minst to veker på førehand og følgjer dei reglane lova har for slike endringar.',
    },
    'Skal dere gjøre større arbeid selv i stedet for å leie inn hjelp?': {
      text: 'Skal de gjere større arbeid sjølve i staden for å leige inn hjelp?',
      clauseYes: 'Større arbeid som partane har bestemt å gjere saman, utfører partane sjølve på dugnad.',
      clauseNo:
        'Større arbeid som partane har bestemt å gjere saman, blir sett bort til nokon som får betalt for det, og kostnaden blir delt som dei andre felles kostnadene.',
    },
    'Skal den som forårsaker en skade, betale reparasjonen alene?': {
      text: 'Skal den som valdar ein skade, betale reparasjonen åleine?',
      clauseYes:
        'Den av partane som valdar skade på felles anlegg eller på eigedomen til dei andre, betaler reparasjonen åleine.',
      clauseNo:
        'Kostnaden ved skade på felles anlegg blir delt som dei andre felles kostnadene, same kven som valda skaden, bortsett frå skade som er gjord med vilje.',
    },
    'Skal avtalen tinglyses på eiendommene?': {
      text: 'Skal avtalen tinglysast på eigedomane?',
      description:
        'Ein rett over eigedomen til ein annan, som ein vegrett eller ein bruksrett, kan tinglysast som ei hefting på den eigedomen med samtykke frå eigaren, og berre då er retten sikra mot ein ny eigar eller panthavar som ikkje kjende til retten (tinglysingslova § 20 og § 21). Andre avtalepunkt, som fordelinga av kostnader, bind berre partane.',
      clauseYes:
        'Dei rettane etter denne avtalen som gjeld eigedomane og kan tinglysast, blir tinglyste som ei erklæring på den eller dei eigedomane dei gjeld, og partane samtykkjer i tinglysinga og skriv under på det som trengst for tinglysinga.',
      clauseNo:
        'Avtalen blir ikkje tinglyst, og partane veit at ein rett etter denne avtalen då kan falle bort overfor ein ny eigar eller panthavar som ikkje kjende til retten.',
    },
    'Skal avtalen kunne sies opp med tre måneders varsel?': {
      text: 'Skal avtalen kunne seiast opp med tre månaders varsel?',
      clauseYes:
        'Kvar av partane kan seie opp avtalen skriftleg med tre månaders varsel, og kostnader som er pådregne før avtalen opphøyrer, blir gjorde opp etter avtalen.',
      clauseNo: 'Avtalen kan ikkje seiast opp av ein av partane åleine.',
    },
    'Skal avtalen følge med når en eiendom selges?': {
      text: 'Skal avtalen følgje med når ein eigedom blir seld?',
      clauseYes:
        'Ein part som sel eigedomen sin, gir kjøparen ein kopi av denne avtalen før salet og ber kjøparen om å tre inn i avtalen.',
      clauseNo:
        'Avtalen opphøyrer for ein part som sel eigedomen sin, bortsett frå rettar etter denne avtalen som er tinglyste.',
    },
  },

  promise: {
    'Hva lover dere hverandre?': {
      text: 'Kva lovar de kvarandre?',
      description:
        'Skriv løftet eller reglane så konkret at de seinare kan sjå om dei er haldne, til dømes «Ingen av oss snusar frå 1. januar» eller «Henrik skal vere heime kl. 22 på kvardagar». Gjeld reglane eit barn, skriv de barnet inn i løftet: alle som signerer i Avtalt, må vere over 18 år. Eit løfte om korleis de vil leve, er først og fremst ein avtale de gjer med kvarandre, og Avtalt kan ikkje seie om det kan krevjast oppfylt rettsleg.',
      clauseTemplate: 'Partane lovar kvarandre dette: {{svar}}.',
    },
    'Fra hvilken dato gjelder løftet?': {
      text: 'Frå kva dato gjeld løftet?',
      clauseTemplate: 'Løftet gjeld frå {{svar}}.',
    },
    'Hvor lenge skal løftet gjelde?': {
      text: 'Kor lenge skal løftet gjelde?',
      options: [
        { text: 'Til ein bestemt dato', clause: 'Løftet gjeld til sluttdatoen i denne avtalen.' },
        {
          text: 'Til vi blir samde om å avslutte det',
          clause: 'Løftet gjeld til partane skriftleg blir samde om å avslutte det.',
        },
        {
          text: 'Til ein av oss seier det opp',
          clause:
            'Kvar av partane kan seie opp løftet for sin del ved å gi dei andre partane skriftleg beskjed, og dette går føre det denne avtalen elles seier om oppseiing.',
        },
      ],
    },
    'Hvilken dato slutter løftet?': {
      text: 'Kva dato sluttar løftet?',
      clauseTemplate: 'Løftet sluttar {{svar}}.',
    },
    'Setter løftet en grense som kan måles?': {
      text: 'Set løftet ei grense som kan målast?',
      description:
        'Til dømes høgst 300 kroner per gåve, høgst to kveldar ute i veka eller heime seinast kl. 22. Då skriv de grensa inn her, så det er lett å sjå om nokon har gått over grensa.',
      options: [
        { text: 'Ja, eit beløp', clause: 'Løftet set ei grense i kroner, som står i denne avtalen.' },
        {
          text: 'Ja, eit tal eller ei tid',
          clause: 'Løftet set ei grense for tal eller tid, som står i denne avtalen.',
        },
        {
          text: 'Nei',
          clause: 'Løftet set inga grense i kroner, tal eller tid utover det partane har skrive.',
        },
      ],
    },
    'Hvilket beløp er grensen?': {
      text: 'Kva beløp er grensa?',
      description: 'Sei i løftet over om beløpet gjeld per gong, per månad eller per år.',
      clauseTemplate: 'Beløpsgrensa i løftet er {{svar}}, for den perioden løftet seier.',
    },
    'Hva er grensen?': {
      text: 'Kva er grensa?',
      description:
        'Skriv talet og kva det gjeld, til dømes «høgst to kveldar ute i veka», «heime seinast kl. 22 på kvardagar» eller «høgst to timar skjerm om dagen».',
      clauseTemplate: 'Grensa i løftet er denne: {{svar}}.',
    },
    'Hva skal skje hvis en av dere bryter løftet?': {
      text: 'Kva skal skje dersom ein av dykk bryt løftet?',
      options: [
        {
          text: 'Vi snakkar om det og held fram',
          clause:
            'Bryt ein av partane løftet, seier parten frå til dei andre, og partane snakkar om det og held fram.',
        },
        {
          text: 'Den som bryt det, betaler ei bot',
          clause: 'Bryt ein av partane løftet, betaler parten den bota denne avtalen seier.',
        },
        {
          text: 'Den som bryt det, gjer noko vi har avtalt',
          clause: 'Bryt ein av partane løftet, gjer parten det denne avtalen seier skal skje ved brot.',
        },
        {
          text: 'Løftet fell bort for alle',
          clause:
            'Bryt ein av partane løftet, fell løftet bort for alle partane, og dette går føre det denne avtalen elles seier om kor lenge løftet gjeld.',
        },
      ],
    },
    'Hvor stor skal boten være?': {
      text: 'Kor stor skal bota vere?',
      description:
        'Bota går til dei andre partane, som kan bruke henne på noko de gjer saman. Vil de at ho skal gå til eit føremål, skriv de det i løftet.',
      clauseTemplate:
        'Den som bryt løftet, betaler {{svar}} i bot til dei andre partane kvar gong, innan 14 dagar etter brotet, om ikkje løftet seier at bota skal gå til eit føremål.',
    },
    'Hva skal den som bryter løftet, gjøre?': {
      text: 'Kva skal den som bryt løftet, gjere?',
      description: 'Til dømes lage middag til dei andre eller ta oppvasken ei veke.',
      clauseTemplate: 'Den av partane som bryt løftet, skal gjere dette: {{svar}}.',
    },
    'Hvordan skal dere følge med på at løftet holdes?': {
      text: 'Korleis skal de følgje med på at løftet blir halde?',
      options: [
        {
          text: 'Vi snakkar saman kvar veke',
          clause: 'Partane snakkar saman kvar veke om korleis det går med løftet.',
        },
        {
          text: 'Kvar av oss fører ein enkel logg',
          clause:
            'Kvar av partane fører ein enkel logg over korleis løftet blir halde, som dei andre partane kan sjå.',
        },
        {
          text: 'Vi stolar på kvarandre',
          clause: 'Partane følgjer ikkje opp løftet på nokon særskild måte, men stolar på kvarandre.',
        },
      ],
    },
    'Skal det være unntak fra løftet?': {
      text: 'Skal det vere unntak frå løftet?',
      clauseYes: 'Løftet gjeld ikkje i dei unntaka denne avtalen nemner.',
      clauseNo: 'Løftet har ingen unntak utover det denne avtalen elles seier.',
    },
    'Hvilke unntak skal gjelde?': {
      text: 'Kva unntak skal gjelde?',
      description: 'Til dømes bursdagar, feriar eller når alle er samde på førehand.',
      clauseTemplate: 'Løftet gjeld ikkje i desse tilfella: {{svar}}.',
    },
    'Skal dere markere det når løftet er holdt?': {
      text: 'Skal de markere det når løftet er halde?',
      clauseYes:
        'Når løftet er halde så lenge det skulle gjelde, markerer partane det slik denne avtalen seier.',
      clauseNo: 'Partane har ikkje avtalt nokon markering eller påskjøning for å halde løftet.',
    },
    'Hvordan skal dere markere det?': {
      text: 'Korleis skal de markere det?',
      clauseTemplate: 'Når løftet er halde, markerer partane det slik: {{svar}}.',
    },
    'Skal en av dere kunne ta en pause fra løftet ved sykdom eller andre tunge perioder?': {
      text: 'Skal ein av dykk kunne ta ein pause frå løftet ved sjukdom eller andre tunge periodar?',
      clauseYes:
        'Ein part kan ta ein pause frå løftet ved sjukdom eller i andre tunge periodar etter å ha sagt frå til dei andre partane, og løftet gjeld igjen når perioden er over.',
      clauseNo:
        'Løftet gjeld òg i periodar med sjukdom eller andre påkjenningar, så langt det er mogleg å halde det.',
    },
    'Skal det dere lover, bli mellom dere?': {
      text: 'Skal det de lovar, bli mellom dykk?',
      clauseYes:
        'Partane fortel ikkje andre om løftet eller om korleis det går, utan at alle partane er samde, bortsett frå når ein part treng hjelp, til dømes frå helsepersonell eller ein meklar, eller for å løyse ei usemje om avtalen.',
      clauseNo: 'Kvar av partane kan fortelje andre om løftet.',
    },
  },
};
