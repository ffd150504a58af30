import type { MiddleGroundLibrary } from './catalogue.types';

/**
 * Topics samboeravtale … felles-kjaeledyr (the first seven of the catalogue). See middle-ground.data.ts.
 *
 * Written against the topic's clauses in catalogue.data.ts: every alternative lies between the answers of its
 * question (a split, a threshold, a shorter period, a right with a deadline), states its amounts and periods,
 * and is a contractual term only (no statement of law, so no row in docs/legal-sources.md). Facts, values
 * (they get a computed midpoint) and the questions that other questions are shown or hidden on have none.
 */
export const MIDDLE_GROUND_A: MiddleGroundLibrary = {
  samboeravtale: {
    'ikke-eier-innbetalinger': [
      {
        text: 'Skal den av dere som ikke eier boligen, få tilbake halvparten av det vedkommende har betalt i avdrag og påkostninger, siden begge har bodd der?',
        clause:
          'Avdrag på boligeierens boliglån og påkostninger på boligen som den andre parten betaler, gir ikke eierandel, men den andre parten kan kreve halvparten av beløpet tilbakebetalt av boligeieren ved et samlivsbrudd, og partene fører en felles oversikt over slike innbetalinger.',
        description: 'Den som betaler, får noe tilbake, men har også hatt glede av å bo der.',
      },
    ],
    'boliglan-fordeling': [
      {
        text: 'Skal rentene på felles boliglån deles likt og avdragene etter eierandelene?',
        clause:
          'Renter på felles boliglån deles likt mellom partene, mens avdragene fordeles etter eierandelene i boligen, uansett hvordan de deler de andre felles utgiftene, og den som har betalt mer enn sin andel, kan kreve det overskytende dekket av den andre parten ved et samlivsbrudd.',
        description: 'Rentene er en boutgift som deles likt, og avdragene bygger eierandelene.',
      },
    ],
    'felles-konto': [
      {
        text: 'Skal dere ha en felles konto bare til husleie eller boliglån og strøm, mens hver av dere betaler de andre faste utgiftene selv?',
        clause:
          'Partene oppretter en felles konto som bare brukes til husleie eller boliglån og strøm, og hver av dem betaler sin del av øvrige faste utgifter direkte. Ved samlivsbrudd deles det som står igjen på kontoen, i forhold til det hver av dem har satt inn.',
        description: 'Felles konto for de største utgiftene, og ellers hver sin økonomi.',
      },
      {
        text: 'Skal dere prøve en felles konto til de faste utgiftene i ett år, og deretter bare fortsette hvis begge vil?',
        clause:
          'Partene oppretter en felles konto til husleie eller boliglån, strøm, forsikringer og andre faste husholdningsutgifter for ett år om gangen, og ordningen fortsetter for ett nytt år bare når ingen av dem har sagt fra skriftlig minst én måned før årets slutt om at de vil avslutte den. Når ordningen avsluttes eller ved samlivsbrudd, deles det som står igjen på kontoen, i forhold til det hver av dem har satt inn.',
        description:
          'En prøveperiode med felles konto, der hver av dere kan gå tilbake til hver sin økonomi.',
      },
    ],
    'utgifter-fordeling': [
      {
        text: 'Skal de felles utgiftene deles likt opp til 10 000 kr i måneden, og det som går ut over, etter inntekt?',
        clause:
          'Partene deler de felles utgiftene likt opp til 10 000 kr i måneden, og den delen av de felles utgiftene som går ut over 10 000 kr i måneden, fordeles forholdsmessig etter inntekt.',
        description: 'Det nødvendige deles likt, og den som tjener mest, bærer mer av det ekstra.',
      },
      {
        text: 'Skal de felles utgiftene deles etter inntekt, men slik at ingen av dere betaler mer enn 60 prosent?',
        clause:
          'Partene fordeler de felles utgiftene forholdsmessig etter inntekt, men ingen av partene betaler mer enn 60 prosent av dem.',
        description: 'Etter inntekt, men aldri lenger fra en lik deling enn 60/40.',
      },
    ],
    'gjeld-hver-sin': [
      // Debt for common costs follows the key of the costs themselves ('utgifter-fordeling'), never a second one (review § 4.1 item 3).
      {
        text: 'Skal hver av dere bære egen gjeld, men gjeld til felles utgifter som den andre har samtykket skriftlig til, deles som utgiftene?',
        clause:
          'I forholdet mellom partene bærer hver av dem selv den gjelden som er tatt opp i eget navn, men gjeld som er tatt opp for å dekke felles utgifter etter skriftlig samtykke fra den andre parten, fordeles mellom partene på samme måte som de felles utgiftene.',
        description: 'Felles gjeld bare når begge har sagt ja til den på forhånd.',
      },
      {
        text: 'Skal gjeld som er tatt opp i eget navn for å dekke felles utgifter, deles som utgiftene opp til 50 000 kr, og resten bæres av den som tok den opp?',
        clause:
          'I forholdet mellom partene bærer hver av dem selv den gjelden som er tatt opp i eget navn, bortsett fra gjeld tatt opp for å dekke felles utgifter, som fordeles mellom partene på samme måte som de felles utgiftene opp til 50 000 kr til sammen, mens det som går ut over, bæres av den som tok opp gjelden.',
        description: 'Gjeld til felles utgifter deles, men bare opp til et tak.',
      },
    ],
    'barneutgifter-deles-likt': [
      {
        text: 'Skal de faste utgiftene til barna deles likt, og enkeltutgifter over 3 000 kr etter inntekt?',
        clause:
          'Partene deler de faste utgiftene til felles barn likt, herunder barnehage, SFO og klær, mens enkeltutgifter over 3 000 kr, som utstyr til fritidsaktiviteter, fordeles forholdsmessig etter inntekt.',
        description: 'Det daglige deles likt, og de store utgiftene etter hva hver av dere tjener.',
      },
      {
        text: 'Skal den av dere som tjener mest, betale 60 prosent av utgiftene til barna, og den andre 40 prosent?',
        clause:
          'Den av partene som har høyest inntekt, betaler 60 prosent av utgiftene til felles barn, herunder barnehage, SFO, klær og fritidsaktiviteter, og den andre parten betaler 40 prosent. Har partene like høy inntekt, deles utgiftene likt.',
        description:
          'Nærmere en lik deling enn en deling etter inntekt, men den som tjener mest, betaler mest.',
      },
    ],
    'innbo-hver-sitt': [
      {
        text: 'Skal hver av dere beholde innboet dere hadde fra før, bortsett fra møbler og utstyr i stue og kjøkken, som eies likt?',
        clause:
          'Innbo og løsøre som hver av partene eide da samboerskapet startet, forblir vedkommendes eie, bortsett fra møbler og utstyr i stue og kjøkken, som regnes som felles eie med like store andeler. Partene fører en felles liste over eiendelene hver av dem eier for seg.',
        description: 'Det dere bruker sammen hver dag, blir felles, og resten er hver sitt.',
      },
      {
        text: 'Skal hver av dere beholde det dere hadde fra før som er verdt mer enn 5 000 kr, mens resten av innboet eies likt?',
        clause:
          'Eiendeler som hver av partene eide da samboerskapet startet, og som hver for seg er verdt mer enn 5 000 kr, forblir vedkommendes eie og føres på en felles liste, mens øvrig innbo og løsøre fra før samboerskapet regnes som felles eie med like store andeler.',
        description: 'Verdisakene forblir hver sine, og det vanlige innboet blir felles.',
      },
    ],
    'nye-eiendeler-felles': [
      {
        text: 'Skal det dere kjøper til hjemmet mens dere bor sammen, eies i forhold til hva hver av dere betalte?',
        clause:
          'Innbo og andre eiendeler som anskaffes til felles bruk under samboerskapet, eies av partene i forhold til det hver av dem betalte, og partene tar vare på kvitteringene.',
        description: 'Felles eie, men med andeler som følger det hver av dere faktisk betalte.',
      },
      {
        text: 'Skal det dere kjøper til hjemmet for mer enn 5 000 kr, eies likt, mens mindre kjøp tilhører den som betalte?',
        clause:
          'Innbo og andre eiendeler til felles bruk som anskaffes under samboerskapet for mer enn 5 000 kr, eies av partene med en halvpart hver, uavhengig av hvem som betalte, mens mindre innkjøp tilhører den av partene som betalte for dem.',
        description: 'De store kjøpene blir felles, de små er hver sine.',
      },
    ],
    'overta-bolig-ved-brudd': [
      {
        text: 'Skal den av dere som vil bli boende, kunne overta boligen til takst hvis overtakelsen er gjennomført innen tre måneder etter bruddet, og ellers, også når begge vil overta, selges den?',
        clause:
          'Ved samlivsbrudd kan den av partene som ønsker å bli boende, overta den andres andel av boligen til markedsverdi fastsatt av en takstmann som partene oppnevner i fellesskap og deler kostnaden for, forutsatt at overtakelsen er gjennomført innen tre måneder etter bruddet og at den som overtar, innfrir eller overtar den andres del av et felles boliglån slik at den andre blir fri overfor långiveren. Bruddet regnes fra den dagen en av partene skriftlig har meddelt samlivsbrudd. Ønsker begge å overta, eller er overtakelsen ikke gjennomført innen fristen, selges boligen på det åpne markedet, med mindre partene blir enige om noe annet.',
        description: 'En rett til å bli boende, men med en frist, så den andre ikke blir sittende fast.',
      },
    ],
    'egenkapital-ved-brudd': [
      {
        text: 'Skal dokumentert egenkapital betales tilbake før resten deles likt, men med en tidel mindre for hvert fulle år dere har bodd sammen i boligen?',
        clause:
          'Ved samlivsbrudd, også når en av partene overtar boligen, får hver av partene først tilbake den egenkapitalen vedkommende kan dokumentere å ha skutt inn i boligen, redusert med en tidel for hvert fulle år partene har bodd sammen i boligen, og det som er igjen av boligens verdi etter at felles boliglån er innfridd, deles likt.',
        description: 'Egenkapitalen teller fullt i starten og er felles etter ti år.',
      },
    ],
  },
  bofellesskap: {
    'husleie-fordeling': [
      {
        text: 'Skal halvparten av husleien deles likt og den andre halvparten etter romstørrelse?',
        clause:
          'Halvparten av husleien deles likt mellom partene, og den andre halvparten fordeles etter størrelsen på rommet hver av partene disponerer. Den som har betalt mer enn sin andel, kan kreve det overskytende dekket av de andre partene.',
        description: 'Alle betaler like mye for fellesarealene, og rommene betales etter størrelse.',
      },
      {
        text: 'Skal husleien deles likt, men med 500 kr mer i måneden for den som har et rom på mer enn 15 kvadratmeter?',
        clause:
          'Husleien fordeles slik at den som disponerer et rom på mer enn 15 kvadratmeter, betaler 500 kr mer i måneden enn den som disponerer et mindre rom, og ellers deles husleien likt mellom partene. Den som har betalt mer enn sin andel, kan kreve det overskytende dekket av de andre partene.',
        description: 'En lik deling med et fast tillegg for det største rommet.',
      },
    ],
    'strom-internett-likt': [
      {
        text: 'Skal internett deles likt og strømmen etter hvor mange døgn hver av dere har bodd i boligen i perioden?',
        clause:
          'Utgifter til internett deles likt mellom partene, mens strømutgiftene fordeles etter hvor mange døgn hver av partene har bodd i boligen i perioden regningen gjelder.',
        description: 'Den som er mye borte, slipper å betale for strøm den ikke bruker.',
      },
    ],
    'skader-pa-boligen': [
      {
        text: 'Skal den som har forårsaket en skade, betale de første 5 000 kr, og resten deles likt?',
        clause:
          'Krever utleieren dekket skader på boligen eller inventaret, bærer den av partene som selv eller gjennom sine gjester har forårsaket skaden, de første 5 000 kr av kostnaden i forholdet mellom partene, og det som går ut over 5 000 kr, deles likt mellom partene.',
        description: 'Den som forårsaket skaden, tar mest, men en stor skade deles.',
      },
    ],
    vaskeliste: [
      {
        text: 'Skal dere ha en fast vaskeliste bare for bad og kjøkken, og ellers rydde etter dere?',
        clause:
          'Partene følger en fast vaskeliste for bad og kjøkken der ansvaret går på rundgang hver uke, og holder stue, gang og andre fellesarealer rene og ryddige etter bruk.',
        description: 'Fast plan der det trengs mest, og frihet ellers.',
      },
    ],
    roykfritt: [
      {
        text: 'Skal det være forbudt å røyke tobakk innendørs, men tillatt å bruke e-sigaretter på eget rom?',
        clause:
          'Det er ikke tillatt å røyke tobakk innendørs i boligen, men hver av partene kan bruke e-sigaretter på sitt eget rom, så langt leiekontrakten tillater det.',
        description: 'Ingen røyklukt i boligen, men litt frihet på eget rom.',
      },
      {
        text: 'Skal røyking bare være tillatt på eget rom med åpent vindu og lukket dør, og aldri i fellesarealene?',
        clause:
          'Røyking innendørs er bare tillatt på den enkeltes eget rom med åpent vindu og lukket dør, aldri i fellesarealene, og bare så langt leiekontrakten tillater det.',
        description: 'Røyking på eget rom, men slik at ingen andre merker det.',
      },
    ],
    'utflytting-varseltid': [
      {
        text: 'Skal den som vil flytte ut, si fra skriftlig seks uker i forveien?',
        clause:
          'En part som vil flytte ut, varsler de andre partene skriftlig minst seks uker før utflyttingen og betaler sin andel av husleien ut varslingstiden, og deretter betaler den eller de som blir boende, hele husleien til en ny beboer har flyttet inn.',
        description: 'Mellom én og to måneder.',
      },
      {
        text: 'Skal varseltiden være to måneder, men bare én måned når den som flytter, har funnet en ny beboer som den eller de som blir boende, har godtatt?',
        clause:
          'En part som vil flytte ut, varsler de andre partene skriftlig minst to måneder før utflyttingen, eller minst én måned før når vedkommende har funnet en ny beboer som de andre partene har godtatt, og betaler sin andel av husleien ut varslingstiden. Deretter betaler den eller de som blir boende, hele husleien til en ny beboer har flyttet inn.',
        description: 'Lang varseltid som trygghet, kort når den som flytter, selv finner en ny.',
      },
      {
        text: 'Skal den som vil flytte ut, si fra skriftlig ti uker i forveien?',
        clause:
          'En part som vil flytte ut, varsler de andre partene skriftlig minst ti uker før utflyttingen og betaler sin andel av husleien ut varslingstiden, og deretter betaler den eller de som blir boende, hele husleien til en ny beboer har flyttet inn.',
        description: 'Mellom to og tre måneder.',
      },
    ],
    'ny-beboer': [
      {
        text: 'Skal alle få møte en ny beboer før innflytting, og bare kunne si nei innen sju dager etter møtet?',
        clause:
          'En ny beboer kan flytte inn når alle partene har fått møte vedkommende og ingen av dem har sagt nei skriftlig innen sju dager etter møtet, forutsatt at utleieren har gitt samtykke der det kreves.',
        description: 'Alle får si sitt, men et nei må komme raskt.',
      },
    ],
  },
  'lan-mellom-privatpersoner': {
    'fast-rente': [
      {
        text: 'Skal renten være fast de første to årene og deretter følge endringene i Norges Banks styringsrente?',
        clause:
          'Renten er fast de første to årene etter at lånet er utbetalt, og endres deretter med like mange prosentpoeng som Norges Banks styringsrente er endret fra utløpet av de to årene.',
        description: 'Forutsigbart i starten, og i takt med rentenivået etterpå.',
      },
      {
        text: 'Skal renten følge styringsrenten, men aldri bli mer enn 2 prosentpoeng høyere eller lavere enn den avtalte renten?',
        clause:
          'Renten er flytende og endres med like mange prosentpoeng som Norges Banks styringsrente endres etter at avtalen er inngått, men den blir aldri mer enn 2 prosentpoeng høyere eller lavere enn renten som ble avtalt.',
        description: 'Flytende rente med et tak og et gulv.',
      },
    ],
    'innfri-tidligere': [
      {
        text: 'Skal låntakeren kunne betale tilbake før tiden når långiveren har fått en måneds skriftlig varsel?',
        clause:
          'Låntakeren kan innfri hele eller deler av lånet før tiden uten ekstra kostnader når långiveren har fått skriftlig varsel minst én måned før.',
        description: 'Låntakeren kan betale tidligere, og långiveren får tid til å planlegge.',
      },
      {
        text: 'Skal låntakeren kunne betale ekstra når som helst, men ikke innfri hele lånet det første året uten långiverens samtykke?',
        clause:
          'Låntakeren kan når som helst betale ekstra på lånet uten ekstra kostnader, men kan ikke innfri hele lånet tidligere enn ett år etter at det er utbetalt uten långiverens samtykke.',
        description: 'Ekstra innbetalinger er fritt, full innfrielse først etter ett år.',
      },
    ],
    forsinkelsesrente: [
      {
        text: 'Skal låntakeren betale en forsinkelsesrente på 6 prosent per år, og bare for beløp som er mer enn 30 dager forsinket?',
        clause:
          'Betaler låntakeren et forfalt beløp mer enn 30 dager etter forfall, betaler låntakeren en forsinkelsesrente på 6 prosent per år av det forfalte beløpet fra forfallsdagen til beløpet er betalt, og långiveren krever ikke annen forsinkelsesrente.',
        description: 'En lavere forsinkelsesrente, og først når betalingen er en måned forsinket.',
      },
    ],
    sikkerhet: [
      {
        text: 'Skal låntakeren bare stille sikkerhet hvis et forfalt beløp ikke er betalt innen 30 dager?',
        clause:
          'Lånet gis uten sikkerhet, men har låntakeren ikke betalt et forfalt beløp innen 30 dager etter forfall, stiller låntakeren på långiverens krav sikkerhet ved pant eller kausjon innen ytterligere 30 dager, og partene inngår da en egen skriftlig pant- eller kausjonsavtale.',
        description: 'Ingen sikkerhet så lenge alt betales, men en trygghet hvis det går galt.',
      },
      {
        text: 'Skal låntakeren stille sikkerhet bare for den delen av lånet som er over 50 000 kr?',
        clause:
          'Låntakeren stiller sikkerhet ved pant eller kausjon for den delen av lånet som overstiger 50 000 kr, og partene inngår en egen skriftlig pant- eller kausjonsavtale før lånet utbetales.',
        description: 'Sikkerhet for det store beløpet, tillit for resten.',
      },
    ],
    'arlig-bekreftelse': [
      {
        text: 'Skal låntakeren bekrefte restgjelden skriftlig annethvert år?',
        clause:
          'Låntakeren bekrefter restgjelden skriftlig overfor långiveren annethvert år, første gang to år etter at lånet er utbetalt.',
        description: 'Sjeldnere enn hvert år, men jevnlig.',
      },
      {
        text: 'Skal låntakeren bekrefte restgjelden skriftlig når långiveren ber om det, høyst én gang i året?',
        clause:
          'Låntakeren bekrefter restgjelden skriftlig overfor långiveren når långiveren ber om det, høyst én gang i året.',
        description: 'En bekreftelse når långiveren trenger den, uten fast plikt.',
      },
    ],
  },
  'ferie-sammen': {
    'reise-overnatting-fordeling': [
      {
        text: 'Skal reisen deles likt og overnattingen etter rom og antall netter?',
        clause:
          'Utgifter til reisen deles likt mellom partene, mens utgifter til overnatting fordeles etter hvilke rom og hvor mange netter hver av partene bruker.',
        description: 'Det felles deles likt, det hver enkelt velger, betales etter bruk.',
      },
      {
        text: 'Skal utgiftene til reise og overnatting deles etter hvor mange hver av dere har med, der barn under 12 år teller som en halv person?',
        clause:
          'Utgifter til reise og overnatting fordeles etter hvor mange personer hver av partene har med seg på ferien, der barn under 12 år regnes som en halv person.',
        description: 'Store følger betaler mer, men barn teller mindre enn voksne.',
      },
    ],
    'felles-matkasse': [
      {
        text: 'Skal dere ha en felles kasse til frokost og felles dagligvarer, og ellers betale egen mat selv?',
        clause:
          'Partene betaler like mye inn i en felles kasse som dekker frokost og felles dagligvarer under ferien, og hver av partene betaler selv for annen mat.',
        description: 'Det dere spiser sammen hver dag, deles, og resten er hver sitt.',
      },
      {
        text: 'Skal hver av dere betale inn i matkassen etter hvor mange personer dere har med?',
        clause:
          'Partene betaler inn i en felles kasse som dekker mat og dagligvarer under ferien, i forhold til hvor mange personer hver av partene har med seg.',
        description: 'Felles kasse, men store følger betaler mer.',
      },
    ],
    'restaurant-hver-for-seg': [
      {
        text: 'Skal maten på restaurant deles likt, mens hver av dere betaler sin egen drikke?',
        clause:
          'Ved restaurantbesøk deles regningen for maten likt mellom partene, mens hver av partene betaler for sin egen drikke.',
        description: 'Enkelt oppgjør for maten, og drikken, som varierer mest, betaler hver selv.',
      },
    ],
    'aktiviteter-betales-av-deltakere': [
      {
        text: 'Skal aktiviteter som koster under 500 kr per person, deles likt, og dyrere bare betales av dem som blir med?',
        clause:
          'Utflukter og aktiviteter som koster mindre enn 500 kr per person, deles likt mellom alle partene, mens dyrere utflukter og aktiviteter betales bare av de partene som deltar.',
        description:
          'Små ting deles uten regnestykker, og ingen må betale for dyre ting de ikke blir med på.',
      },
    ],
    'oppgjor-etter-hjemkomst': [
      {
        text: 'Skal dere gjøre opp underveis minst hver tredje dag, og resten senest én uke etter hjemkomst?',
        clause:
          'Partene gjør opp utgiftene underveis minst hver tredje dag av ferien, og det endelige regnskapet gjøres opp senest én uke etter hjemkomst.',
        description: 'Ingen store summer blir stående, og et kort sluttoppgjør.',
      },
    ],
    'leiebil-egenandel': [
      {
        text: 'Skal den som kjørte, betale halvparten av egenandelen, og resten deles likt?',
        clause:
          'Ved skade på leiebilen betaler den av partene som kjørte, halvparten av egenandelen, og den andre halvparten deles likt mellom alle partene.',
        description: 'Sjåføren tar mest, men ingen står alene med hele regningen.',
      },
      {
        text: 'Skal egenandelen deles likt, men betales av den som kjørte, hvis skaden skyldes uaktsom kjøring?',
        clause:
          'Ved skade på leiebilen deles egenandelen likt mellom partene, men skyldes skaden at den som kjørte, kjørte uaktsomt, betaler den som kjørte, hele egenandelen.',
        description: 'Uhell deles, og uforsiktighet betaler sjåføren.',
      },
    ],
    reiseforsikring: [
      {
        text: 'Skal alle ha reiseforsikring for hele reisen, men hver selv avgjøre om den også skal dekke avbestilling?',
        clause:
          'Hver av partene skal ha gyldig reiseforsikring som dekker hele reisen, og hver av partene avgjør selv om forsikringen også skal dekke avbestilling.',
        description: 'Alle er dekket under reisen, og avbestilling er opp til hver enkelt.',
      },
    ],
    avbestilling: [
      {
        text: 'Skal den som trekker seg, betale sin andel av det som ikke kan refunderes, bortsett fra ved egen sykdom med legeerklæring?',
        clause:
          'En part som trekker seg fra ferien, dekker selv sin andel av kostnader som ikke kan refunderes, men trekker parten seg på grunn av egen sykdom dokumentert med legeerklæring, deles disse kostnadene likt mellom alle partene.',
        description: 'Den som velger å trekke seg, betaler, men ikke den som blir syk.',
      },
      {
        text: 'Skal den som trekker seg, betale halvparten av sin andel av det som ikke kan refunderes, mens resten deles på alle?',
        clause:
          'En part som trekker seg fra ferien, dekker selv halvparten av sin andel av kostnader som ikke kan refunderes, og den andre halvparten deles likt mellom alle partene.',
        description: 'Tapet deles mellom den som trekker seg og dem som reiser.',
      },
    ],
  },
  'felles-hytte': {
    'faste-kostnader-etter-andel': [
      {
        text: 'Skal halvparten av de faste kostnadene deles likt og den andre halvparten etter eierandel?',
        clause:
          'Halvparten av de faste kostnadene, som kommunale avgifter, eiendomsskatt, forsikring, strøm og veiavgift, deles likt mellom partene, og den andre halvparten fordeles etter eierandel.',
        description: 'Et sted mellom en lik deling og en deling etter eierandel.',
      },
      {
        text: 'Skal kommunale avgifter, eiendomsskatt og forsikring fordeles etter eierandel, og strøm og veiavgift deles likt?',
        clause:
          'Kommunale avgifter, eiendomsskatt og forsikring fordeles etter eierandel, mens strøm, veiavgift og andre faste kostnader som følger bruken av hytta, deles likt mellom partene.',
        description: 'Det som følger eierskapet, betales etter eierandel, det som følger bruken, likt.',
      },
    ],
    mislighold: [
      {
        text: 'Skal den som ikke betaler sin del, miste retten til å bruke hytta bare når beløpet ikke er betalt tilbake innen tre måneder?',
        clause:
          'Betaler en part ikke sin del av kostnadene etter denne avtalen innen 14 dager etter en skriftlig påminnelse, kan de andre partene betale beløpet for parten og kreve det tilbake med forsinkelsesrente etter forsinkelsesrenteloven fra den dagen de betalte, og er beløpet ikke betalt tilbake innen tre måneder, kan parten ikke bruke hytta eller låne den bort før alt er betalt.',
        description: 'Renter med en gang, men bruken stanses først når gjelden blir gammel.',
      },
    ],
    forsikring: [
      {
        text: 'Skal hytta være fullverdiforsikret mot brann og vannskade, mens annen skade på bygningen dekkes etter eierandel?',
        clause:
          'Hytta holdes til enhver tid fullverdiforsikret mot brann og vannskade, med alle partene som sikrede, og premien betales som en fast kostnad, mens annen skade på bygningen dekkes av partene etter eierandel.',
        description: 'De største skadene er dekket, og premien blir lavere enn for en full forsikring.',
      },
    ],
    'utlan-til-venner': [
      {
        text: 'Skal hver av dere kunne låne bort hytta til egne foreldre, søsken og barn, men til venner bare når noen av dere er der?',
        clause:
          'Hver av partene kan låne bort hytta til egne foreldre, søsken og barn i perioder da vedkommende selv disponerer hytta, og er ansvarlig for at hytta etterlates i ordentlig stand, mens andre ellers bare kan bruke hytta når noen av partene er til stede, utenom perioder da hytta er leid ut.',
        description: 'Familien kan låne, venner kommer på besøk.',
      },
      {
        text: 'Skal hver av dere kunne låne bort hytta uten selv å være der, høyst to ganger i året?',
        clause:
          'Hver av partene kan låne bort hytta til venner og familie høyst to ganger i året i perioder da vedkommende selv disponerer hytta, og er ansvarlig for at hytta etterlates i ordentlig stand. Ellers brukes hytta bare når noen av partene er til stede, utenom perioder da hytta er leid ut.',
        description: 'Utlån er mulig, men sjelden.',
      },
    ],
    utleie: [
      {
        text: 'Skal hytta kunne leies ut høyst fire uker i året, og hver gang bare når alle har samtykket?',
        clause:
          'Hytta kan leies ut høyst fire uker i året og bare når alle partene har samtykket til hver utleie, og leieinntektene fordeles etter eierandel etter at kostnader til vask og slitasje er trukket fra.',
        description: 'Noe leieinntekt, men hytta forblir først og fremst deres.',
      },
    ],
    'investeringer-krever-enighet': [
      {
        text: 'Skal påkostninger over 20 000 kr kreve at alle er enige, mens mindre påkostninger kan gjøres hvis ingen protesterer innen 14 dager?',
        clause:
          'Påkostninger og investeringer som går ut over vanlig vedlikehold og koster mer enn 20 000 kr til sammen, krever enighet mellom alle partene, mens mindre påkostninger kan gjennomføres når ingen av partene har motsatt seg dem skriftlig innen 14 dager etter at forslaget ble sendt til dem.',
        description: 'Vetorett for de store beslutningene, og fremdrift i de små.',
      },
    ],
    pantsettelse: [
      {
        text: 'Skal hver av dere kunne pantsette sin andel uten samtykke, men med skriftlig varsel til de andre minst 14 dager før?',
        clause:
          'Hver av partene kan pantsette sin andel av hytta uten samtykke fra de andre partene, men skal varsle de andre partene skriftlig minst 14 dager før pantsettelsen.',
        description: 'Frihet til å pantsette, men ingen overraskelser.',
      },
      {
        text: 'Skal hver av dere kunne pantsette sin andel uten samtykke for lån på høyst halvparten av andelens markedsverdi?',
        clause:
          'Hver av partene kan uten samtykke pantsette sin andel av hytta for lån på til sammen høyst halvparten av andelens markedsverdi, og pantsettelse ut over det krever skriftlig samtykke fra de andre partene.',
        description: 'Et lån med god margin er greit, et stort lån krever samtykke.',
      },
    ],
    'forkjopsrett-ved-salg': [
      {
        text: 'Skal de andre partene ha forkjøpsrett til markedsverdi fastsatt ved takst, men bare de første ti årene?',
        clause:
          'En part som vil selge sin andel til andre enn sine nærstående etter løysingsrettslova § 8, skal først tilby den skriftlig til de andre partene til markedsverdi fastsatt ved takst, og er tilbudet ikke godtatt skriftlig innen to måneder etter at det kom fram, kan andelen innen to år selges til andre for minst den samme prisen, men forkjøpsretten kan ikke gjøres gjeldende senere enn ti år etter at denne avtalen ble inngått.',
        description: 'Hytta kan holdes samlet de første årene, og etter det selger hver fritt.',
      },
      {
        text: 'Skal de andre partene få tilbud om å kjøpe andelen til takst først, men bare ha 30 dager på å svare?',
        clause:
          'En part som vil selge sin andel til andre enn sine nærstående etter løysingsrettslova § 8, skal først tilby den skriftlig til de andre partene til markedsverdi fastsatt ved takst, og er tilbudet ikke godtatt skriftlig innen 30 dager etter at det kom fram, kan andelen innen to år selges til andre for minst den samme prisen, men forkjøpsretten kan ikke gjøres gjeldende senere enn 25 år etter at denne avtalen ble inngått.',
        description: 'Partene får første mulighet, og selgeren slipper å vente lenge.',
      },
    ],
    'binding-mot-salg': [
      {
        text: 'Skal ingen av dere kunne kreve hytta solgt de første tre årene?',
        clause:
          'Ingen av partene kan kreve sameiet oppløst og hytta solgt de første tre årene etter at denne avtalen er inngått.',
        description: 'En kortere binding enn fem år.',
      },
      {
        text: 'Skal ingen av dere kunne kreve hytta solgt de første sju årene?',
        clause:
          'Ingen av partene kan kreve sameiet oppløst og hytta solgt de første sju årene etter at denne avtalen er inngått.',
        description: 'Mellom fem og ti år.',
      },
    ],
    'innlosning-ved-arv': [
      {
        text: 'Skal de andre partene kunne løse ut en andel som går i arv til andre enn avdødes nærstående, men bare de første ti årene?',
        clause:
          'Går en andel i arv til andre enn avdødes nærstående etter løysingsrettslova § 8, kan de andre partene løse den ut til markedsverdi fastsatt ved takst ved å kreve det skriftlig overfor arvingene innen seks måneder etter dødsfallet og senest ti år etter at denne avtalen ble inngått, og ellers overtar arvingene andelen med de samme rettighetene og pliktene som etter denne avtalen.',
        description: 'Hytta kan holdes i familien de første årene, og etter det arves andelene fritt.',
      },
      {
        text: 'Skal arvinger som ikke er avdødes nærstående, beholde andelen når de slutter seg skriftlig til avtalen innen tre måneder etter dødsfallet?',
        clause:
          'Går en andel i arv til andre enn avdødes nærstående etter løysingsrettslova § 8, overtar arvingene andelen med de samme rettighetene og pliktene som etter denne avtalen når de skriftlig har sluttet seg til avtalen innen tre måneder etter dødsfallet, og ellers kan de andre partene løse andelen ut til markedsverdi fastsatt ved takst ved å kreve det skriftlig overfor arvingene innen seks måneder etter dødsfallet og senest 25 år etter at denne avtalen ble inngått.',
        description: 'Arvinger som vil være med på avtalen, får bli, og andre kan løses ut.',
      },
    ],
    takstmann: [
      {
        text: 'Skal takstkostnadene deles likt opp til 10 000 kr, og det som går ut over, betales av den som overtar andelen?',
        clause:
          'Skal en andel verdsettes ved takst etter denne avtalen, oppnevnes en uavhengig takstmann av partene i fellesskap eller, hvis de ikke er enige innen 30 dager, én takstmann av den som avstår andelen og én av den som overtar den, slik at gjennomsnittet av de to takstene gjelder, og takstkostnadene deles likt mellom den som avstår andelen og den som overtar den opp til 10 000 kr, mens det som går ut over, betales av den som overtar andelen.',
        description: 'Begge bidrar til en vanlig takst, og den som vil ha en dyrere, betaler selv.',
      },
    ],
    tinglysing: [
      {
        text: 'Skal bestemmelsene som begrenser retten til å pantsette, selge eller arve en andel, tinglyses først når en part skal selge eller pantsette sin andel?',
        clause:
          'Partene tinglyser ikke avtalen nå, men har avtalen bestemmelser som begrenser en parts rett til å råde over sin andel, skriver partene dem, før en part selger eller pantsetter sin andel, inn i en egen erklæring som alle partene signerer og sender til tinglysing på hytteeiendommen, og kostnadene ved tinglysingen deles etter eierandel.',
        description: 'Ingen kostnad nå, men en kjøper eller panthaver blir bundet.',
      },
    ],
  },
  'felles-bil': {
    'felles-lantakere': [
      {
        text: 'Skal billånet stå i den registrerte eierens navn, og de andre stille kausjon begrenset til sin andel av lånet?',
        clause:
          'Billånet står i den registrerte eierens navn, de andre partene stiller kausjon overfor långiveren begrenset til sin andel av lånet, og de betaler sin andel av terminbeløpene til den registrerte eieren i god tid før forfall.',
        description: 'Én står for lånet, og de andre er med på risikoen for sin del.',
      },
    ],
    'terminbelop-etter-andel': [
      {
        text: 'Skal halvparten av hvert terminbeløp deles likt og den andre halvparten etter eierandel?',
        clause:
          'Halvparten av hvert terminbeløp på billånet deles likt mellom partene, og den andre halvparten fordeles etter eierandel.',
        description: 'Et sted mellom en lik deling og en deling etter eierandel.',
      },
      {
        text: 'Skal rentene på billånet deles likt og avdragene fordeles etter eierandel?',
        clause: 'Rentene på billånet deles likt mellom partene, mens avdragene fordeles etter eierandel.',
        description: 'Avdragene bygger eierskap og følger andelen, rentene er en felles bruksutgift.',
      },
    ],
    'drivstoff-egne-turer': [
      {
        text: 'Skal den som kjører, betale bompenger og parkering, mens drivstoff eller lading deles likt?',
        clause:
          'Hver av partene betaler selv bompenger og parkering for egne turer, mens utgifter til drivstoff og lading deles likt mellom partene.',
        description: 'Det som følger den enkelte turen, betaler sjåføren, resten deles.',
      },
    ],
    kjorebok: [
      {
        text: 'Skal dere bare føre kjørebok for turer som er lengre enn 100 kilometer?',
        clause:
          'Partene fører kjørebok med dato, kilometerstand og sjåfør for hver tur som er lengre enn 100 kilometer.',
        description: 'Oversikt over de lange turene uten å skrive ned hver tur til butikken.',
      },
      {
        text: 'Skal dere føre kjørebok bare i januar hvert år, for å se om den like fordelingen fortsatt er rimelig?',
        clause:
          'Partene fører kjørebok med dato, kilometerstand og sjåfør for hver tur i januar hvert år, slik at de kan se om den like fordelingen av kostnadene fortsatt er rimelig.',
        description: 'Et stikkprøvebilde av bruken i stedet for en kjørebok hele året.',
      },
    ],
    // Issue 33: who bears parking fees and fines sent to the registered owner.
    'gebyrer-betales-av-bruker': [
      {
        text: 'Skal den som brukte bilen, betale halvparten av parkeringsgebyrer og kontrollavgifter fra turen, og resten deles likt?',
        clause:
          'Parkeringsgebyrer og kontrollavgifter for en tur betales med halvparten av den av partene som brukte bilen eller lånte den ut på turen, og den andre halvparten deles likt mellom partene, mens bøter for en tur betales i forholdet mellom partene av den av partene som brukte bilen eller lånte den ut på turen.',
        description: 'Den som kjørte, tar mest, men ingen står alene med regningen.',
      },
    ],
    // Issue 33: the insurance cover.
    forsikringsdekning: [
      {
        text: 'Skal bilen ha kaskoforsikring til den er fem år gammel, og deretter delkasko?',
        clause:
          'Bilen skal ha kaskoforsikring til den er fem år gammel og deretter delkaskoforsikring, og skader på bilen selv som forsikringen ikke dekker, fordeles mellom partene etter eierandel, men skyldes skaden grov uaktsomhet eller forsett, bærer den av partene som brukte eller lånte ut bilen, kostnaden alene.',
        description:
          'Full dekning mens bilen er ny og verdifull, og en billigere forsikring når den blir eldre.',
      },
    ],
    'felles-kalender': [
      {
        text: 'Skal bruk av bilen i mer enn ett døgn avtales i en felles kalender, og annen bruk fra gang til gang?',
        clause:
          'Bruk av bilen i mer enn ett døgn avtales i en felles kalender, der den som reserverer først, har fortrinn, mens annen bruk avtales fra gang til gang.',
        description: 'Kalender for de lange turene, og enkelt for de korte.',
      },
    ],
    'andre-sjaforer': [
      {
        text: 'Skal bare dere selv og deres ektefeller, samboere og voksne barn kunne kjøre bilen?',
        clause:
          'I tillegg til partene selv kan bare partenes ektefeller, samboere og voksne barn kjøre bilen, og bare når den av partene som låner den ut, har forsikret seg om at forsikringen dekker sjåføren. Denne parten er ansvarlig overfor de andre partene for skader som oppstår.',
        description: 'Den nærmeste familien kan kjøre, ikke alle.',
      },
      {
        text: 'Skal andre kunne kjøre bilen bare når noen av dere sitter på?',
        clause:
          'Andre sjåfører kan bare kjøre bilen når noen av partene er med i bilen og forsikringen dekker sjåføren, og den av partene som er med, er ansvarlig overfor de andre partene for skader som oppstår.',
        description: 'Andre kan kjøre, men aldri uten at noen av dere er med.',
      },
    ],
    'egenandel-ved-skade': [
      {
        text: 'Skal den som kjørte, betale egenandelen, mens et bonustap deles likt?',
        clause:
          'Ved skade betaler den av partene som brukte bilen, egenandelen, mens et eventuelt bonustap deles likt mellom partene.',
        description: 'Sjåføren tar den umiddelbare kostnaden, og den langsiktige deles.',
      },
      {
        text: 'Skal den som kjørte, betale halvparten av egenandelen og bonustapet, og resten deles likt?',
        clause:
          'Ved skade betaler den av partene som brukte bilen, halvparten av egenandelen og et eventuelt bonustap, og den andre halvparten deles likt mellom partene.',
        description: 'Sjåføren tar mest, men ingen står alene med hele regningen.',
      },
    ],
    'utkjop-ved-avslutning': [
      {
        text: 'Skal en av dere kunne kjøpe ut de andre innen 30 dager etter at samarbeidet avsluttes, og ellers selges bilen?',
        clause:
          'Når samarbeidet avsluttes, kan en av partene innen 30 dager kjøpe ut de andre partene til markedsverdi, fastsatt ved takst eller etter sammenlignbare annonser, og ønsker mer enn én av partene å kjøpe, avgjøres det ved loddtrekning. Er bilen ikke kjøpt ut innen fristen, selges den, og salgssummen fordeles etter eierandel etter at et eventuelt lån er innfridd.',
        description: 'En rett til å beholde bilen, men med en frist.',
      },
      {
        text: 'Skal bare den registrerte eieren kunne kjøpe ut de andre, og ellers selges bilen?',
        clause:
          'Når samarbeidet avsluttes, kan den registrerte eieren kjøpe ut de andre partene til markedsverdi, fastsatt ved takst eller etter sammenlignbare annonser, og vil den registrerte eieren ikke kjøpe, selges bilen, og salgssummen fordeles etter eierandel etter at et eventuelt lån er innfridd.',
        description: 'Den som allerede står som eier, kan beholde bilen, ellers selges den.',
      },
    ],
  },
  'felles-kjaeledyr': {
    'faste-kostnader-likt': [
      {
        text: 'Skal fôr betales av den som har dyret hos seg, og utstyr som bur, bånd og seng deles likt?',
        clause:
          'Fôr betales av den av partene som har dyret hos seg, mens utstyr som bur, bånd, seng og transportkasse deles likt mellom partene.',
        description: 'Fôret følger dyret, og utstyret deles.',
      },
      {
        text: 'Skal fôr fordeles etter hvor mange døgn dyret er hos hver av dere, og utstyr deles likt?',
        clause:
          'Utgifter til fôr fordeles etter hvor mange døgn dyret er hos hver av partene, mens utgifter til utstyr deles likt mellom partene.',
        description: 'Fôret betales etter tiden med dyret, og utstyret er felles.',
      },
    ],
    forsikring: [
      {
        text: 'Skal dyret ha en helseforsikring med en egenandel på minst 5 000 kr, som bare dekker store veterinærregninger?',
        clause:
          'Dyret skal ha en helseforsikring med en egenandel på minst 5 000 kr per skade eller sykdom, premien deles likt mellom partene, og det forsikringen dekker, trekkes fra veterinærutgiftene før de fordeles mellom partene.',
        description: 'En billig forsikring mot de store regningene.',
      },
    ],
    'veterinar-deles': [
      {
        text: 'Skal veterinærutgifter opp til 2 000 kr betales av den som har dyret hos seg, og det som går ut over, deles likt?',
        clause:
          'Veterinærutgifter opp til 2 000 kr per behandling dekkes av den av partene som har dyret hos seg når behandlingen blir nødvendig, og det som går ut over 2 000 kr, deles likt mellom partene.',
        description: 'Små regninger betaler den som har dyret, de store deles.',
      },
    ],
    kastrering: [
      {
        text: 'Skal dyret kunne få et hormonimplantat som virker en periode, i stedet for å bli operert?',
        clause:
          'Dyret skal ikke kastreres eller steriliseres ved operasjon, men kan få et hormonimplantat som virker i en begrenset periode når veterinæren anbefaler det, og kostnaden regnes som en felles kostnad.',
        description: 'En virkning som går over, i stedet for et inngrep som ikke kan gjøres om.',
      },
      {
        text: 'Skal dere vente med kastrering til dyret er ett år, og da følge veterinærens anbefaling?',
        clause:
          'Partene venter med å kastrere eller sterilisere dyret til det er ett år gammelt og følger da veterinærens anbefaling, og kostnaden regnes som en felles kostnad.',
        description: 'Beslutningen tas senere, av en fagperson.',
      },
    ],
    'helg-hos-de-andre': [
      {
        text: 'Skal de andre ha rett til å ha dyret hos seg én helg annenhver måned?',
        clause:
          'Hver av de andre partene har rett til å ha dyret hos seg én helg annenhver måned, og ellers avtales tid med dyret fra gang til gang.',
        description: 'En fast rett, men sjeldnere enn hver måned.',
      },
    ],
    'plan-for-stell': [
      {
        text: 'Skal dere ha en fast plan bare for de daglige turene, mens den som har dyret hos seg, har ansvaret for fôring og stell?',
        clause:
          'Partene setter opp en skriftlig plan for de daglige turene innen to uker etter at avtalen er inngått, og til planen er på plass, har den av partene som har dyret hos seg, ansvaret for turene. Den av partene som har dyret hos seg, har alltid ansvaret for fôring og stell.',
        description: 'Fast plan for turene, som krever mest, og enkelt ansvar for resten.',
      },
    ],
    skader: [
      {
        text: 'Skal den som hadde ansvaret for dyret, dekke de første 5 000 kr ved en skade, og resten deles likt?',
        clause:
          'I forholdet mellom partene dekker den av partene som hadde ansvaret for dyret da skaden skjedde, de første 5 000 kr av kostnaden ved skader som dyret volder, og det som går ut over, deles likt etter fradrag for det en eventuell ansvarsforsikring dekker.',
        description: 'Den som hadde ansvaret, tar mest, men en stor skade deles.',
      },
    ],
    omplassering: [
      {
        text: 'Skal eieren kunne omplassere eller selge dyret, men først tilby de andre å overta det?',
        clause:
          'Eieren beholder dyret når samarbeidet avsluttes og kan omplassere eller selge det, men skal først tilby de andre partene å overta dyret på samme vilkår og gi dem 14 dager til å svare.',
        description: 'Eieren bestemmer, men de andre får første mulighet.',
      },
    ],
  },
};
