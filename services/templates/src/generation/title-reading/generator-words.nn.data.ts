import type { GeneratorWords } from './template-translation.types';

/** The generator's object templates and surrounding words in nynorsk (template-translation.types.ts). */
export const GENERATOR_WORDS_NN: GeneratorWords = {
  objectTemplates: {
    // ── animal
    'Hvilket dyr gjelder avtalen?': {
      text: 'Kva dyr gjeld avtalen?',
      description: 'Skriv art, rase, namn og ID-nummeret på mikrobrikka dersom dyret har det.',
      clauseTemplate: 'Avtalen gjeld {{svar}}.',
      section: 'Bakgrunn',
    },
    'Hvor skal {objektet} bo?': {
      text: 'Kvar skal {objektet} bu?',
      options: [
        {
          text: 'Fast hos éin av oss',
          clause:
            'Den av partane som denne avtalen seier, har {objektet} fast hos seg, og dei andre partane kan ha {objektet} hos seg etter avtale med den parten.',
        },
        {
          text: 'På omgang, ei veke hos kvar',
          clause:
            'Partane har {objektet} hos seg på omgang, ei veke om gongen, og byter slik denne avtalen seier, eller på fredagar dersom avtalen ikkje seier noko.',
        },
        {
          text: 'Vi avtaler frå gong til gong',
          clause: 'Partane avtaler frå gong til gong kven som har {objektet} hos seg.',
        },
      ],
    },
    'Hvem av dere skal ha {objektet} fast hos seg?': {
      text: 'Kven av dykk skal ha {objektet} fast hos seg?',
      clauseTemplate: '{{svar}} har {objektet} fast hos seg.',
    },
    'Når og hvor skal dere bytte?': {
      text: 'Når og kvar skal de byte?',
      description: 'Til dømes «fredag kl. 17, den som har hatt dyret, leverer».',
      clauseTemplate: 'Partane byter slik: {{svar}}.',
    },
    'Skal den som har {objektet} hos seg, betale fôr og de daglige utgiftene for den tiden?': {
      text: 'Skal den som har {objektet} hos seg, betale fôr og dei daglege utgiftene for den tida?',
      clauseYes:
        'Den av partane som har {objektet} hos seg, betaler fôr og dei daglege utgiftene for den tida, medan veterinær, forsikring og andre større utgifter blir delte som dei andre felles kostnadene.',
      clauseNo:
        'Fôr og dei daglege utgiftene til {objektet} blir delte som dei andre felles kostnadene, same kven av partane som har {objektet} hos seg.',
    },
    'Hva skal skje hvis en av dere flytter så langt at ordningen ikke går lenger?': {
      text: 'Kva skal skje dersom ein av dykk flyttar så langt at ordninga ikkje går lenger?',
      options: [
        {
          text: 'Vi lagar ei ny ordning saman',
          clause:
            'Flyttar ein av partane så langt at ordninga for {objektet} ikkje kan følgjast lenger, lagar partane ei ny skriftleg ordning, og til den er på plass, bur {objektet} hos den av partane som ikkje flyttar.',
        },
        {
          text: 'Den som flyttar, gir frå seg delen sin',
          clause:
            'Flyttar ein av partane så langt at ordninga for {objektet} ikkje kan følgjast lenger, overtek dei andre partane eigardelen til den som flyttar, mot å betale det eigardelen er verd då, med mindre partane blir samde om noko anna.',
        },
      ],
    },
    'Skal {eieren} betale fôr, utstyr og veterinærutgifter?': {
      text: 'Skal {eieren} betale fôr, utstyr og veterinærutgifter?',
      clauseYes: '{Eieren} betaler fôr, utstyr og veterinærutgifter til vaksinar, kontrollar og sjukdom.',
      clauseNo:
        '{Brukeren} betaler fôr, utstyr og veterinærutgifter til vaksinar, kontrollar og sjukdom så lenge avtalen gjeld.',
    },
    'Skal {objektet} bli på sitt vanlige sted mens avtalen gjelder?': {
      text: 'Skal {objektet} bli verande på den vanlege staden sin medan avtalen gjeld?',
      clauseYes:
        'Medan avtalen gjeld, blir {objektet} verande på den vanlege staden sin og blir ikkje flytt utan samtykke frå den som eig {objektet}.',
      clauseNo: 'Medan avtalen gjeld, kan {objektet} vere hos den av partane som ikkje eig {objektet}.',
    },
    'Skal veterinærbehandling som koster mer enn 3 000 kroner, avtales med alle på forhånd?': {
      text: 'Skal veterinærbehandling som kostar meir enn 3 000 kroner, avtalast med alle på førehand?',
      clauseYes:
        'Veterinærbehandling av {objektet} som kostar meir enn 3 000 kroner, blir avtalt med alle partane på førehand, bortsett frå når det hastar av omsyn til {objektet}.',
      clauseNo:
        'Den av partane som har {objektet} hos seg når behandlinga trengst, kan bestemme veterinærbehandling av {objektet} åleine, òg når behandlinga kostar meir enn 3 000 kroner.',
    },
    'Skal den som har {objektet} hos seg, dekke skade {objektet} gjør på andre mens avtalen gjelder?': {
      text: 'Skal den som har {objektet} hos seg, dekkje skade {objektet} gjer på andre medan avtalen gjeld?',
      description:
        'Overfor den som blir skadd, kan både eigaren og den som har dyret hos seg, vere ansvarlege (skadebotlova § 1-5). Spørsmålet gjeld kven av dykk som skal bere kostnaden.',
      clauseYes:
        'Skade som {objektet} gjer på andre eller på eigedomen til andre medan {objektet} er hos ein av partane som ikkje eig {objektet}, blir dekt mellom partane av den som har {objektet} hos seg, så langt ei forsikring ikkje dekkjer skaden.',
      clauseNo:
        'Skade som {objektet} gjer på andre eller på eigedomen til andre medan avtalen gjeld, blir dekt mellom partane av den som eig {objektet}, så langt ei forsikring ikkje dekkjer skaden, bortsett frå skade som skuldast at den som har {objektet} hos seg, har vore uforsiktig.',
    },
    'Skal den som eier {objektet}, holde {objektet} forsikret mens avtalen gjelder?': {
      text: 'Skal den som eig {objektet}, halde {objektet} forsikra medan avtalen gjeld?',
      clauseYes:
        'Den som eig {objektet}, held {objektet} forsikra medan avtalen gjeld, og syter for at forsikringa òg gjeld når andre har ansvaret for {objektet}.',
      clauseNo:
        'Den som eig {objektet}, har ikkje plikt til å halde {objektet} forsikra medan avtalen gjeld.',
    },
    'Skal {objektet} til helsesjekk hos veterinær før overtakelsen?': {
      text: 'Skal {objektet} til helsesjekk hos veterinær før overtakinga?',
      clauseYes:
        'Den som eig {objektet}, syter for at {objektet} får ein helsesjekk hos veterinær før overtakinga, og alle partane får ein kopi av veterinærattesten.',
      clauseNo: 'Overtakinga skjer utan at {objektet} har vore til ein ny helsesjekk hos veterinær.',
    },

    // ── vehicle
    'Hvilket kjøretøy gjelder avtalen?': {
      text: 'Kva køyretøy gjeld avtalen?',
      description:
        'Skriv merke og modell, og registreringsnummeret eller rammenummeret dersom køyretøyet har det.',
      clauseTemplate: 'Avtalen gjeld {{svar}}.',
      section: 'Bakgrunn',
    },
    'Skal den som bruker {objektet}, betale utgiftene ved egen bruk?': {
      text: 'Skal den som brukar {objektet}, betale utgiftene ved eigen bruk?',
      description: 'Til dømes drivstoff eller lading, bompengar, ferje og parkering, der det er aktuelt.',
      clauseYes:
        'Den som brukar {objektet}, betaler sjølv utgiftene ved eigen bruk, som drivstoff eller lading, bompengar, ferje og parkering der det er aktuelt.',
      clauseNo:
        'Utgiftene ved bruken av {objektet}, som drivstoff eller lading, bompengar, ferje og parkering der det er aktuelt, blir delte som dei andre felles kostnadene, same kven av partane som brukar {objektet}.',
    },
    'Skal {objektet} være forsikret mot skade og tap?': {
      text: 'Skal {objektet} vere forsikra mot skade og tap?',
      description:
        'Ei motorvogn som er eller skal vere registrert, skal alltid ha trafikkforsikring (bilansvarslova § 15). Spørsmålet gjeld forsikring ut over den, som kasko eller delkasko.',
      clauseYes:
        'Partane held {objektet} forsikra mot skade og tap, for ei motorvogn med kasko- eller delkaskoforsikring, og forsikringa er ein felles kostnad.',
      clauseNo:
        'Partane forsikrar ikkje {objektet} mot skade og tap, men er {objektet} ei motorvogn som er eller skal vere registrert, har {objektet} til kvar tid den trafikkforsikringa lova krev, og den er ein felles kostnad.',
    },
    'Skal {brukeren} betale egenandelen hvis en forsikring må brukes etter en skade?': {
      text: 'Skal {brukeren} betale eigendelen dersom ei forsikring må brukast etter ein skade?',
      clauseYes:
        'Må ei forsikring brukast etter ein skade på eller med {objektet} medan avtalen gjeld, betaler {brukeren} eigendelen og eit eventuelt bonustap, same kven som er skuld i skaden, og dette går føre det denne avtalen elles seier om erstatning for skade.',
      clauseNo:
        'Må ei forsikring brukast etter ein skade på eller med {objektet} medan avtalen gjeld, betaler {eieren} eigendelen og eit eventuelt bonustap, og dette går føre det denne avtalen elles seier om erstatning for skade.',
    },
    'Skal den som brukte {objektet}, betale bøter og gebyrer for bruken?': {
      text: 'Skal den som brukte {objektet}, betale bøter og gebyr for bruken?',
      clauseYes:
        'Bøter og gebyr for bruken av {objektet}, som fartsbøter og parkeringsgebyr, blir betalte av den som brukte {objektet} då forholdet skjedde.',
      clauseNo:
        'Gebyr som blir sende til eigaren av {objektet}, blir betalte av den eller dei som eig {objektet}, medan bøter til den som brukte {objektet}, blir betalte av den som fekk bota.',
    },
    'Skal andre enn dere kunne bruke {objektet}?': {
      text: 'Skal andre enn dykk kunne bruke {objektet}?',
      clauseYes:
        'Partane kan la andre bruke {objektet}, og den av partane som gir lov, syter for at den som brukar {objektet}, har førarrett der det er krav om det, og er ansvarleg overfor dei andre partane for bruken.',
      clauseNo: 'Berre partane sjølve kan bruke {objektet}.',
    },
    'Skal {objektet} ha fått service, og eventuell EU-kontroll, før {objektet} overleveres?': {
      text: 'Skal {objektet} ha fått service, og eventuell EU-kontroll, før {objektet} blir overlevert?',
      clauseYes:
        'Den som eig {objektet}, syter for at {objektet} har fått service, og at ein EU-kontroll som lova krev, er utført og godkjend, før {objektet} blir overlevert.',
      clauseNo:
        'Det blir ikkje stilt krav om at service eller EU-kontroll er utført før {objektet} blir overlevert.',
    },

    // ── boat
    'Hvilken båt gjelder avtalen?': {
      text: 'Kva båt gjeld avtalen?',
      description:
        'Skriv type, merke og modell, namnet og registreringsnummeret dersom båten har det, og motoren.',
      clauseTemplate: 'Avtalen gjeld {{svar}}.',
      section: 'Bakgrunn',
    },
    'Skal den som bruker {objektet}, ha ansvaret for fortøyningen?': {
      text: 'Skal den som brukar {objektet}, ha ansvaret for fortøyinga?',
      clauseYes:
        'Den som har brukt {objektet}, fortøyer {objektet} forsvarleg på den faste plassen etter kvar tur og sjekkar fortøyinga når det er meldt uvêr.',
      clauseNo:
        'Den eller dei som eig {objektet}, har ansvaret for fortøyinga og for å sjekke {objektet} når det er meldt uvêr.',
    },
    'Skal den som eier {objektet}, sørge for redningsvester og sikkerhetsutstyr om bord?': {
      text: 'Skal den som eig {objektet}, syte for redningsvestar og tryggingsutstyr om bord?',
      clauseYes:
        'Den eller dei som eig {objektet}, syter for redningsvestar til alle om bord og anna tryggingsutstyr, og den som brukar {objektet}, sjekkar utstyret før kvar tur.',
      clauseNo:
        'Den som brukar {objektet}, tek sjølv med redningsvestar til alle om bord og anna tryggingsutstyr som trengst på turen.',
    },
    'Skal {objektet} tas på land og lagres om vinteren?': {
      text: 'Skal {objektet} takast på land og lagrast om vinteren?',
      clauseYes:
        'Om vinteren skal {objektet} takast på land og lagrast under tak eller presenning, og kostnaden til opptak og lagring er ein felles kostnad.',
      clauseNo:
        'Om vinteren blir {objektet} liggjande på sommarplassen, og partane sjekkar {objektet} etter tur minst éin gong i månaden.',
    },
    'Skal {brukeren} betale egenandelen hvis forsikringen på {objektet} må brukes?': {
      text: 'Skal {brukeren} betale eigendelen dersom forsikringa på {objektet} må brukast?',
      clauseYes:
        'Må forsikringa på {objektet} brukast etter ein skade medan avtalen gjeld, betaler {brukeren} eigendelen, same kven som er skuld i skaden, og dette går føre det denne avtalen elles seier om erstatning for skade.',
      clauseNo:
        'Må forsikringa på {objektet} brukast etter ein skade medan avtalen gjeld, betaler {eieren} eigendelen, og dette går føre det denne avtalen elles seier om erstatning for skade.',
    },
    'Skal dere kunne låne ut {objektet} til andre?': {
      text: 'Skal de kunne låne ut {objektet} til andre?',
      clauseYes:
        'Partane kan låne ut {objektet} til andre, og den av partane som lånar ut {objektet}, er ansvarleg overfor dei andre partane for bruken.',
      clauseNo: 'Andre enn partane kan berre bruke {objektet} når ein av partane er med om bord.',
    },

    // ── building
    'Hvilken eiendom eller bolig gjelder avtalen?': {
      text: 'Kva eigedom eller bustad gjeld avtalen?',
      description:
        'Skriv adressa og gards- og bruksnummeret, og seksjonsnummeret eller kva del av eigedomen det gjeld.',
      clauseTemplate: 'Avtalen gjeld {{svar}}.',
      section: 'Bakgrunn',
    },
    'Hva skal leietakeren bruke {objektet} til?': {
      text: 'Kva skal leigetakaren bruke {objektet} til?',
      description:
        'Leige av bustad følgjer husleigelova, som ikkje kan fråvikast til skade for leigetakaren. Lova gjeld ikkje for leige til ferie og fritid.',
      options: [
        {
          text: 'Som bustad',
          clause:
            'Leigetakaren leiger {objektet} som bustad, og leigeforholdet følgjer husleigelova, som ikkje kan fråvikast til skade for leigetakaren: eit depositum kan vere høgst seks månaders leige og blir før overtakinga sett inn på ein særskild konto i namnet til leigetakaren, som utleigaren betaler kostnaden ved og ingen av partane kan disponere åleine medan leigeforholdet varer, ei fast leigetid som ikkje oppfyller vilkåra i lova, gjer leigeavtalen tidsubestemt, og ei oppseiing frå utleigaren må vere skriftleg og grunngitt (husleigelova §§ 1-2, 3-5, 9-3 og 9-7).',
        },
        {
          text: 'Til ferie og fritid',
          clause:
            'Leigetakaren leiger {objektet} til ferie- og fritidsbruk, som husleigelova ikkje gjeld for (husleigelova § 1-1).',
        },
        {
          text: 'Til noko anna enn bustad eller fritid, som lager eller garasje',
          clause:
            'Leigetakaren leiger {objektet} som lokale og ikkje som bustad, og denne avtalen går føre husleigelova så langt lova kan fråvikast ved leige av lokale (husleigelova § 1-2).',
        },
      ],
      section: 'Bakgrunn',
    },
    'Skal {eieren} betale strøm og internett i {objektet}?': {
      text: 'Skal {eieren} betale straum og internett i {objektet}?',
      clauseYes: 'Det er {eieren} som betaler straum og internett i {objektet}.',
      clauseNo:
        '{Brukeren} betaler straum etter målt forbruk for den tida avtalen gjeld, og ordnar sjølv internett dersom det trengst.',
    },
    'Skal {brukeren} ta seg av mindre vedlikehold og vask av {objektet}?': {
      text: 'Skal {brukeren} ta seg av mindre vedlikehald og vask av {objektet}?',
      clauseYes:
        '{Brukeren} tek seg av mindre vedlikehald som lyspærer, batteri i røykvarslarar og reinsing av sluk, og vaskar {objektet} grundig før tilbakeleveringa.',
      clauseNo: '{Eieren} tek seg av alt vedlikehald og sluttvask, og {brukeren} ryddar etter seg.',
    },
    'Skal nøkler til {objektet} bare kunne kopieres med samtykke fra {eieren}?': {
      text: 'Skal nøklar til {objektet} berre kunne kopierast med samtykke frå {eieren}?',
      clauseYes:
        'Nøklar til {objektet} kan berre kopierast med skriftleg samtykke frå {eieren}, og alle nøklar blir leverte tilbake når avtalen opphøyrer.',
      clauseNo:
        '{Brukeren} kan kopiere nøklar til {objektet} til eigen bruk, og alle nøklar blir leverte tilbake når avtalen opphøyrer.',
    },
    'Skal det være forbudt å røyke innendørs i {objektet}?': {
      text: 'Skal det vere forbode å røykje innandørs i {objektet}?',
      clauseYes: 'Det er ikkje tillate å røykje innandørs i {objektet}.',
      clauseNo: 'Det er tillate å røykje innandørs i {objektet}.',
    },
    'Skal det være tillatt å ha med dyr i {objektet}?': {
      text: 'Skal det vere tillate å ha med dyr i {objektet}?',
      clauseYes:
        'Det er tillate å ha med dyr i {objektet}, og den som har med dyr, syter for reingjering og erstattar skadar dyra gjer.',
      clauseNo: 'Det er ikkje tillate å ha med dyr i {objektet}.',
    },

    // ── land
    'Hvilken eiendom eller del av en eiendom gjelder avtalen?': {
      text: 'Kva eigedom eller del av ein eigedom gjeld avtalen?',
      description:
        'Skriv adressa og gards- og bruksnummeret, og kvar på eigedomen det er, til dømes plassnummeret.',
      clauseTemplate: 'Avtalen gjeld {{svar}}.',
      section: 'Bakgrunn',
    },
    'Skal {objektet} bare kunne endres eller fjernes når alle er enige?': {
      text: 'Skal {objektet} berre kunne endrast eller fjernast når alle er samde?',
      clauseYes:
        'Ingen av partane endrar eller fjernar {objektet} utan skriftleg samtykke frå dei andre partane.',
      clauseNo:
        'Kvar av partane kan endre delen sin av {objektet} etter å ha gitt dei andre partane skriftleg beskjed minst to veker på førehand, så langt ikkje anna følgjer av denne avtalen.',
    },
    'Skal dere holde {objektet} i stand etter tur?': {
      text: 'Skal de halde {objektet} i stand etter tur?',
      clauseYes:
        'Partane held {objektet} i stand etter tur, etter ein plan dei lagar saman kvart år, så langt ikkje anna følgjer av denne avtalen.',
      clauseNo:
        'Partane leiger inn hjelp når {objektet} treng vedlikehald, og kostnaden blir delt som dei andre felles kostnadene, så langt ikkje anna følgjer av denne avtalen.',
    },
    'Skal {brukeren} ta seg av det vanlige vedlikeholdet av {objektet}?': {
      text: 'Skal {brukeren} ta seg av det vanlege vedlikehaldet av {objektet}?',
      clauseYes: '{Brukeren} held {objektet} ryddig og tek seg av vanleg vedlikehald medan avtalen gjeld.',
      clauseNo:
        '{Eieren} tek seg av vedlikehaldet av {objektet} medan avtalen gjeld, og {brukeren} held {objektet} ryddig.',
    },
    'Skal {brukeren} kunne sette opp eller lagre egne ting på {objektet}?': {
      text: 'Skal {brukeren} kunne setje opp eller lagre eigne ting på {objektet}?',
      clauseYes:
        '{Brukeren} kan setje opp eller lagre eigne ting på {objektet} og fjernar alt når avtalen opphøyrer.',
      clauseNo:
        '{Brukeren} kan berre bruke {objektet} til det avtalen gjeld, og kan ikkje setje opp eller lagre andre ting der.',
    },
    'Skal alle være enige før noe varig plantes, settes opp eller bygges?': {
      text: 'Skal alle vere samde før nokon plantar, set opp eller byggjer noko varig?',
      clauseYes:
        'Ingen av partane plantar, set opp eller byggjer noko varig utan at alle partane har samtykt.',
      clauseNo:
        'Kvar av partane kan plante eller setje opp noko utan samtykke frå dei andre partane, så lenge det kan fjernast utan varig skade.',
    },
    'Skal {eieren} sørge for snømåking og strøing der det trengs?': {
      text: 'Skal {eieren} syte for snømoking og strøing der det trengst?',
      clauseYes: '{Eieren} syter for snømoking og strøing der det trengst for å bruke {objektet}.',
      clauseNo: '{Brukeren} syter sjølv for snømoking og strøing der det trengst for å bruke {objektet}.',
    },

    // ── thing
    'Hvilken gjenstand gjelder avtalen?': {
      text: 'Kva gjenstand gjeld avtalen?',
      description: 'Skriv kva det er, merke og modell, og serienummeret dersom det finst.',
      clauseTemplate: 'Avtalen gjeld {{svar}}.',
      section: 'Bakgrunn',
    },
    'Skal {brukeren} levere {objektet} tilbake rengjort?': {
      text: 'Skal {brukeren} reingjere {objektet} før tilbakeleveringa?',
      clauseYes: '{Brukeren} reingjer og, der det er aktuelt, ladar opp {objektet} før tilbakeleveringa.',
      clauseNo:
        '{Eieren} tek seg av reingjering og eventuell lading etter tilbakeleveringa utan ekstra betaling.',
    },
    'Skal vanlig slitasje på {objektet} godtas uten at {brukeren} betaler for den?': {
      text: 'Skal vanleg slitasje på {objektet} godtakast utan at {brukeren} betaler for den?',
      clauseYes: '{Brukeren} erstattar ikkje vanleg slitasje som følgjer av normal bruk.',
      clauseNo: '{Brukeren} betaler for å rette òg vanleg slitasje som bruken har ført til.',
    },
    'Skal tilbehør som hører til {objektet}, følge med?': {
      text: 'Skal tilbehøyr som høyrer til {objektet}, følgje med?',
      clauseYes: 'Tilbehøyr og delar som høyrer til {objektet}, følgjer med utan ekstra betaling.',
      clauseNo: 'Berre {objektet} sjølv følgjer med, utan tilbehøyr.',
    },
    'Skal {objektet} ha et fast oppbevaringssted?': {
      text: 'Skal {objektet} ha ein fast oppbevaringsstad?',
      clauseYes:
        'Når {objektet} ikkje er i bruk, blir {objektet} oppbevart på ein fast stad som partane har bestemt.',
      clauseNo:
        'Den som sist brukte {objektet}, tek vare på {objektet} hos seg til ein annan av partane skal bruke {objektet}.',
    },

    // ── a movable sold as it is
    'Skal kjøpet skje med et «som den er»-forbehold?': {
      text: 'Skal kjøpet skje med eit «som den er»-atterhald?',
      description:
        'Då overtek kjøparen {objektet} slik {objektet} er ved kjøpet, men seljaren svarar likevel for feil i dei tilfella kjøpslova § 19 nemner.',
      clauseYes:
        'Kjøpet skjer med eit «som den er»-atterhald, og seljaren svarar berre for feil i dei tilfella kjøpslova § 19 nemner: når {objektet} ikkje svarar til opplysningar seljaren har gitt, når seljaren før kjøpet har late vere å opplyse om vesentlege forhold ved {objektet} som seljaren kjende eller måtte kjenne til, og som kjøparen kunne rekne med å bli opplyst om, eller når {objektet} er i vesentleg dårlegare stand enn kjøparen hadde grunn til å rekne med ut frå kjøpesummen og forholda elles.',
      clauseNo:
        'Kjøpet skjer utan «som den er»-atterhald, og seljaren svarar for feil ved {objektet} etter dei vanlege reglane i kjøpslova.',
      section: 'Kjøpet',
    },

    // ── service
    'Hva slags arbeid eller tjeneste gjelder avtalen?': {
      text: 'Kva slags arbeid eller teneste gjeld avtalen?',
      description:
        'Skriv kva som skal gjerast, kvar og kor ofte, til dømes «plenklipping kvar veke frå mai til september».',
      clauseTemplate: 'Avtalen gjeld {{svar}}.',
      section: 'Bakgrunn',
    },
    'Hvem av dere skal bestille og ha kontakten med den som utfører tjenesten?': {
      text: 'Kven av dykk skal bestille og ha kontakten med den som utfører tenesta?',
      clauseTemplate:
        '{{svar}} bestiller tenesta og har kontakten med den som utfører den, om tider, avlysingar og betaling, og held dei andre partane orienterte.',
    },
    'Skal den som ikke kan bruke tjenesten en gang, likevel betale sin andel?': {
      text: 'Skal den som ikkje kan bruke tenesta ein gong, likevel betale delen sin?',
      clauseYes:
        'Ein part som ikkje kan bruke tenesta ein gong, betaler likevel delen sin av kostnaden for den gongen.',
      clauseNo:
        'Ein part som gir beskjed minst 24 timar på førehand om at parten ikkje skal bruke tenesta ein gong, slepp delen sin for den gongen, og dei andre partane dekkjer den delen.',
    },
    'Skal den som slutter å bruke tjenesten, betale sin andel ut perioden som er bestilt?': {
      text: 'Skal den som sluttar å bruke tenesta, betale delen sin ut perioden som er bestilt?',
      clauseYes:
        'Ein part som sluttar å bruke tenesta, betaler delen sin ut den perioden som er bestilt eller betalt når parten seier frå.',
      clauseNo:
        'Ein part som sluttar å bruke tenesta, betaler delen sin fram til parten seier frå, og dei andre partane bestemmer om dei vil halde fram og dele kostnaden seg imellom.',
    },
    'Skal arbeid som ikke er godt nok utført, gjøres om?': {
      text: 'Skal arbeid som ikkje er godt nok utført, gjerast om?',
      clauseYes:
        'Blir det sagt frå seinast ei veke etter at arbeidet vart gjort, om at det ikkje er utført som avtalt, blir det retta utan ekstra kostnad for den eller dei arbeidet blir gjort for, og har ein av partane utført arbeidet, rettar denne parten det sjølv.',
      clauseNo: 'Arbeid som skal gjerast om, blir rekna som nytt arbeid etter denne avtalen.',
    },
    'Skal arbeidet gjøres på faste dager og tider?': {
      text: 'Skal arbeidet gjerast på faste dagar og tider?',
      clauseYes:
        'Arbeidet blir gjort på faste dagar og tider, som partane set opp skriftleg før arbeidet tek til, og endringar blir avtalte seinast to dagar på førehand.',
      clauseNo:
        'Tidspunktet for arbeidet blir avtalt frå gong til gong, så lenge arbeidet blir gjort innan rimeleg tid.',
    },
    'Skal dere kunne få andre til å gjøre arbeid som ikke blir gjort til avtalt tid?': {
      text: 'Skal de kunne få andre til å gjere arbeid som ikkje blir gjort til avtalt tid?',
      clauseYes:
        'Blir arbeidet ikkje gjort til avtalt tid, kan partane få andre til å gjere det, og det som ikkje er gjort, skal ikkje betalast.',
      clauseNo:
        'Blir arbeidet ikkje gjort til avtalt tid, blir det gjort så snart som mogleg etter, på dei same vilkåra som elles i denne avtalen.',
    },

    // ── event
    'Hvor og når skal {objektet} være?': {
      text: 'Kvar og når skal {objektet} vere?',
      description: 'Skriv stad og dato, til dømes «på Storhaug gard 14. juni 2027».',
      clauseTemplate: 'Avtalen gjeld {objektet}, med stad og tid: {{svar}}.',
      section: 'Bakgrunn',
    },
    'Hva er budsjettet for {objektet}?': {
      text: 'Kva er budsjettet for {objektet}?',
      description: 'Skriv kva alt til saman høgst skal koste.',
      clauseTemplate:
        'Budsjettet for {objektet} er {{svar}} til saman, og utgifter ut over budsjettet krev samtykke frå alle partane.',
    },
    'Skal bare dere som er parter i avtalen, betale for {objektet}?': {
      text: 'Skal berre de som er partar i avtalen, betale for {objektet}?',
      description:
        'Til dømes når brura på eit utdrikningslag eller den som har bursdag, skal vere med utan å betale.',
      clauseYes:
        'Berre partane betaler dei felles kostnadene ved {objektet}, og andre som er med på {objektet}, betaler ikkje noko.',
      clauseNo:
        'Partane ber òg andre som er med på {objektet}, om å betale ein like stor del som partane, og det dei betaler, blir trekt frå dei felles kostnadene før kostnadene blir delte mellom partane.',
    },
    'Skal dere bare gjøre bestillinger som kan avbestilles uten kostnad?': {
      text: 'Skal de berre gjere bestillingar som kan avbestillast utan kostnad?',
      clauseYes:
        'Så langt det er mogleg, gjer partane berre bestillingar til {objektet} som kan avbestillast utan kostnad fram til to veker før.',
      clauseNo:
        'Partane kan gjere bestillingar til {objektet} som ikkje kan avbestillast, når det gir ein lågare pris.',
    },
    'Skal dere spleise på en felles gave i forbindelse med {objektet}?': {
      text: 'Skal de spleise på ei felles gåve i samband med {objektet}?',
      clauseYes:
        'Partane spleiser på ei felles gåve, og kostnaden blir delt som dei andre felles kostnadene.',
      clauseNo:
        'Gåver er ikkje ein del av dei felles kostnadene, og kvar av partane kjøper ei eventuell gåve sjølv.',
    },

    // ── child
    'Hva heter barnet eller barna avtalen gjelder, og hvor gamle er de?': {
      text: 'Kva heiter barnet eller barna avtalen gjeld, og kor gamle er dei?',
      clauseTemplate: 'Avtalen gjeld {{svar}}.',
      section: 'Bakgrunn',
    },
    'Skal den som passer {objektet}, følge de samme reglene for mat, skjermtid og leggetid som hjemme?': {
      text: 'Skal den som passar {objektet}, følgje dei same reglane for mat, skjermtid og leggjetid som heime?',
      clauseYes:
        'Den som passar {objektet}, følgjer dei same reglane for mat, skjermtid og leggjetid som {objektet} har heime.',
      clauseNo: 'Den som passar {objektet}, bestemmer sjølv over mat, skjermtid og leggjetid under passinga.',
    },
    'Skal den som passer {objektet}, hente {objektet} i barnehagen, på skolen eller på aktiviteter?': {
      text: 'Skal den som passar {objektet}, hente {objektet} i barnehagen, på skulen eller på aktivitetar?',
      clauseYes:
        'Den som passar {objektet}, hentar {objektet} i barnehagen, på skulen eller på aktivitetar når foreldra har gitt beskjed om det.',
      clauseNo:
        'Den som passar {objektet}, hentar ikkje {objektet} andre stader, og foreldra leverer og hentar {objektet} sjølve.',
    },
    'Skal passingen avlyses når {objektet} er syk?': {
      text: 'Skal passinga avlysast ved sjukdom hos {objektet}?',
      clauseYes:
        'Ved sjukdom hos {objektet} blir passinga avlyst, og foreldra gir beskjed så tidleg som mogleg.',
      clauseNo:
        'Den som passar {objektet}, passar òg ved lettare sjukdom hos {objektet}, etter beskjed frå foreldra om medisinar og kven som skal kontaktast.',
    },
    'Skal den som passer {objektet}, kunne kjøre {objektet} i bil?': {
      text: 'Skal den som passar {objektet}, kunne køyre {objektet} i bil?',
      clauseYes:
        'Den som passar {objektet}, kan køyre {objektet} i bil, med bilsete eller bilbelte som passar for alderen.',
      clauseNo: 'Den som passar {objektet}, køyrer ikkje {objektet} i bil.',
    },

    // ── person
    'Hva er navnet og adressen til den avtalen gjelder?': {
      text: 'Kva er namnet og adressa til den avtalen gjeld?',
      description: 'Til dømes «Kari Hansen, Storgata 1, 0150 Oslo».',
      clauseTemplate: 'Avtalen gjeld hjelp til {{svar}}.',
      section: 'Bakgrunn',
    },
    'Skal dere ha en fast plan for hvem som besøker {objektet} når?': {
      text: 'Skal de ha ein fast plan for kven som besøkjer {objektet} når?',
      clauseYes:
        'Seinast to veker etter at avtalen er signert, lagar partane ein skriftleg plan for kven som besøkjer {objektet} når, slik at {objektet} får besøk minst éin gong i veka, og til planen er på plass, blir besøka avtalte frå veke til veke.',
      clauseNo: 'Kvar av partane besøkjer {objektet} så ofte parten har høve til, utan ein fast plan.',
    },
    'Skal én av dere være fast kontaktperson for hjemmetjenesten og legen?': {
      text: 'Skal éin av dykk vere fast kontaktperson for heimetenesta og legen?',
      clauseYes:
        'Med samtykke frå {objektet} vel partane innan to veker éin av seg som fast kontaktperson overfor heimetenesta, fastlegen og andre offentlege kontor, og kontaktpersonen held dei andre partane orienterte; til det er gjort, kan kvar av partane ta kontakt.',
      clauseNo:
        'Med samtykke frå {objektet} kan kvar av partane ta kontakt med heimetenesta, fastlegen og andre offentlege kontor, og gir dei andre partane beskjed om det som blir avtalt.',
    },
    'Skal større beslutninger som gjelder {objektet}, tas i samråd med {objektet} og alle dere?': {
      text: 'Skal større avgjerder som gjeld {objektet}, takast i samråd med {objektet} og alle dykk?',
      clauseYes:
        'Større avgjerder som gjeld {objektet}, som flytting, hjelpetiltak og økonomi, blir tekne i samråd med {objektet} sjølv og alle partane.',
      clauseNo:
        'Større avgjerder som gjeld {objektet}, blir tekne i samråd med {objektet} sjølv, og kvar av partane kan følgje dei opp utan å vente på dei andre partane.',
    },

    // ── digital
    'Hvilken konto, tjeneste eller kanal gjelder avtalen?': {
      text: 'Kva konto, teneste eller kanal gjeld avtalen?',
      description:
        'Skriv tenesta og kva konto eller kva abonnement det gjeld, og kven den står registrert på.',
      clauseTemplate: 'Avtalen gjeld {{svar}}.',
      section: 'Bakgrunn',
    },
    'Skal den som har opprettet {objektet}, eie {objektet} alene?': {
      text: 'Skal den som har oppretta {objektet}, eige {objektet} åleine?',
      clauseYes:
        'Den av partane som har oppretta {objektet}, eig {objektet} åleine, og dei andre partane får bruke {objektet} så lenge avtalen gjeld.',
      clauseNo:
        'Partane har like stor rett til å bruke {objektet}, same kven av partane som står registrert hos tenesta, så langt vilkåra til tenesta tillèt det.',
    },
    'Skal passord og innlogging til {objektet} bare deles mellom dere?': {
      text: 'Skal passord og innlogging til {objektet} berre delast mellom dykk?',
      clauseYes:
        'Partane deler passord og innlogging til {objektet} berre seg imellom, så langt vilkåra til tenesta tillèt det, og gir dei ikkje vidare til andre.',
      clauseNo:
        'Kvar av partane kan gi innlogging til {objektet} vidare til andre, så langt vilkåra til tenesta tillèt det, og er ansvarleg overfor dei andre partane for bruken.',
    },
    'Skal {objektet} bare kunne avsluttes når alle er enige?': {
      text: 'Skal {objektet} berre kunne avsluttast når alle er samde?',
      clauseYes: 'Ingen av partane kan avslutte {objektet} utan samtykke frå alle partane.',
      clauseNo:
        'Den som står registrert som eigar av {objektet} hos tenesta, kan avslutte {objektet} åleine når denne avtalen er over, etter å ha gitt dei andre partane skriftleg beskjed minst éin månad på førehand.',
    },
    'Skal passordet byttes med én gang når en av dere går ut av avtalen?': {
      text: 'Skal passordet bytast med éin gong når ein av dykk går ut av avtalen?',
      clauseYes:
        'Når ein av partane går ut av avtalen, blir passordet til {objektet} bytt med éin gong, og den som går ut, mistar tilgangen.',
      clauseNo:
        'Når ein av partane går ut av avtalen, beheld parten tilgangen til {objektet} i éin månad, og deretter blir passordet bytt.',
    },

    // ── business
    'Hva er navnet og eventuelt organisasjonsnummeret til virksomheten?': {
      text: 'Kva er namnet og eventuelt organisasjonsnummeret til verksemda?',
      description: 'Skriv organisasjonsnummeret dersom verksemda er registrert i Brønnøysundregistra.',
      clauseTemplate: 'Avtalen gjeld {{svar}}.',
      section: 'Bakgrunn',
    },
    'Skal virksomheten drives som et aksjeselskap?': {
      text: 'Skal verksemda drivast som eit aksjeselskap?',
      description:
        'Utan eige selskap kan samarbeidet vere eit ansvarleg selskap, der kvar av dykk er personleg ansvarleg for all gjelda (selskapslova §§ 1-1 og 1-2).',
      clauseYes:
        'Partane stiftar eit aksjeselskap for verksemda og melder det til Føretaksregisteret seinast éin månad etter at avtalen er signert, med aksjar fordelte etter eigardelane i denne avtalen.',
      clauseNo: 'Partane driv verksemda utan å stifte eit aksjeselskap.',
    },
    'Skal en ekstern regnskapsfører føre regnskapet for virksomheten?': {
      text: 'Skal ein ekstern rekneskapsførar føre rekneskapen for verksemda?',
      clauseYes:
        'Rekneskapen for verksemda blir ført av ein ekstern rekneskapsførar, og alle partane har innsyn i rekneskapen.',
      clauseNo: 'Partane fører rekneskapen for verksemda sjølve, og alle partane har innsyn i rekneskapen.',
    },
    'Skal virksomheten ha en egen bankkonto?': {
      text: 'Skal verksemda ha ein eigen bankkonto?',
      clauseYes:
        'Partane opprettar ein eigen bankkonto for verksemda, og alle inntekter til verksemda blir betalte inn på den kontoen.',
      clauseNo:
        'Partane opprettar ingen eigen bankkonto for verksemda, og den av partane som tek imot ei betaling til verksemda, fordeler den vidare seinast 14 dagar etter.',
    },
    'Skal virksomheten registreres i Brønnøysundregistrene?': {
      text: 'Skal verksemda registrerast i Brønnøysundregistra?',
      clauseYes:
        'Partane registrerer verksemda i Brønnøysundregistra seinast éin månad etter at avtalen er signert.',
      clauseNo: 'Partane registrerer ikkje verksemda i Brønnøysundregistra, så langt lova ikkje krev det.',
    },
    'Skal de som fortsetter, kunne bruke navnet på virksomheten hvis en av dere slutter?': {
      text: 'Skal dei som held fram, kunne bruke namnet på verksemda dersom ein av dykk sluttar?',
      clauseYes: 'Sluttar ein av partane, kan dei andre partane halde fram med å bruke namnet på verksemda.',
      clauseNo:
        'Sluttar ein av partane, kan ingen av partane bruke namnet på verksemda vidare utan samtykke frå den som har slutta.',
    },

    // ── UNNAMED_THING
    'Hva er det avtalen gjelder?': {
      text: 'Kva er det avtalen gjeld?',
      description:
        'Beskriv det så ingen kan ta feil, til dømes merke, modell, farge og serienummer, og kva som følgjer med. I avtalen kallast det «tingen».',
      clauseTemplate: 'I denne avtalen tyder «tingen» dette: {{svar}}.',
      section: 'Bakgrunn',
    },
  },

  unnamedThing: 'tingen',

  relationSections: {
    'lend-thing': 'Lånet',
    'lend-money': 'Lånet',
    'own-together': 'Eigarskap',
    'buy-sell': 'Kjøpet',
    rent: 'Leigeforholdet',
    'share-costs': 'Kostnader',
    'live-together': 'Bufellesskapet',
    care: 'Omsorga',
    service: 'Oppdraget',
    project: 'Prosjektet',
    company: 'Selskapet',
    estate: 'Arveoppgjeret',
    neighbours: 'Forholdet mellom naboane',
    promise: 'Lovnaden',
  },

  kindSections: {
    animal: 'Stell av dyret',
    vehicle: 'Bruk av køyretøyet',
    boat: 'Bruk av båten',
    building: 'Bruk av eigedomen',
    land: 'Bruk av eigedomen',
    thing: 'Bruk og vedlikehald',
    money: 'Økonomi',
    service: 'Oppdraget',
    event: 'Arrangementet',
    child: 'Omsorga',
    person: 'Omsorga',
    business: 'Verksemda',
    digital: 'Bruk og tilgang',
    none: 'Andre avtalepunkt',
  },

  useLabels: {
    rent: { owner: 'utleigaren', user: 'leigetakaren' },
    'lend-thing': { owner: 'utlånaren', user: 'lånaren' },
  },

  relationHeadings: {
    'lend-thing': 'Låneavtale',
    'lend-money': 'Låneavtale',
    'own-together': 'Sameigeavtale',
    'buy-sell': 'Kjøpekontrakt',
    rent: 'Leigeavtale',
    'share-costs': 'Avtale om kostnadsdeling',
    'live-together': 'Avtale om bufellesskap',
    care: 'Avtale om omsorg og tilsyn',
    service: 'Oppdragsavtale',
    project: 'Samarbeidsavtale',
    company: 'Samarbeidsavtale',
    estate: 'Avtale om arveoppgjer',
    neighbours: 'Naboavtale',
    promise: 'Avtale om lovnader og reglar',
  },

  notices: {
    keyword:
      'Avtalt kjende ikkje att kva de skal gjere saman, så spørsmåla er valde etter orda i tittelen. Les gjennom spørsmåla, og endre eller byt ut dei som ikkje passar.',
    guessed:
      'Tittelen seier ikkje kva de skal gjere, så Avtalt har gjetta ut frå kva han handlar om. Passar ikkje spørsmåla, skriv det i tittelen, til dømes «Leige ut …», «Låne …» eller «Eige … saman».',
    generic:
      'Dette er generelle spørsmål: temaet vart ikkje kjent att, så spørsmåla passar for dei fleste avtalar. Endre eller byt dei ut slik at dei passar det de skal avtale.',
  },

  domainSections: {
    economy: 'Økonomi',
    housing: 'Bustad',
    children: 'Barna',
    pets: 'Dyrehald',
    vehicles: 'Bruk av køyretøyet',
    travel: 'Reisa',
    chores: 'Arbeidsfordeling',
    work: 'Arbeidet',
    loans: 'Lånet',
    property: 'Eigarskap',
    events: 'Arrangementet',
    purchase: 'Kjøpet',
    tenancy: 'Leigeforholdet',
    inheritance: 'Arveoppgjeret',
    communication: 'Samarbeid og usemje',
    ending: 'Avtaletida',
  },
};
