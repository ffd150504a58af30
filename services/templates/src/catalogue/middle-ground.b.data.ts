import type { MiddleGroundLibrary } from './catalogue.types';

/**
 * Topics husarbeid … hybel-utleie (the last seven of the catalogue). See middle-ground.data.ts and
 * docs/middle-ground-library.md.
 *
 * Written against the premises of catalogue.data.spec.ts, which every alternative must keep on every path:
 * husarbeid is a plan (no «partene», no «én av oss», and, as middle-ground.data.spec.ts asks of every clause,
 * no «vi»/«oss» either: «husstanden», «hver voksen i husstanden» or the passive); samværsavtale's questions
 * that are asked under delt fast bosted never say «samvær»; bryllup-og-fest never says «budsjett» nor «én av
 * partene»; prosjektsamarbeid never says «selskap» outside the question asked only with an own company; naboavtale never says «veien» outside the road questions;
 * bruktbil-privat never says «pant»; hybel-utleie never says «depositum», nor «oppsigelse» outside the notice
 * question. No «flertall», no «de andre» without «partene», no «de øvrige».
 */
export const MIDDLE_GROUND_B: MiddleGroundLibrary = {
  // ───────────────────────────────────────────────────────────── Husarbeid (a plan: «vi»)
  husarbeid: {
    ukeplan: [
      {
        text: 'Skal dere ha en fast ukeplan bare for rengjøringen som må gjøres hver uke, og fordele resten etter behov?',
        clause:
          'Husstanden setter innen én uke opp en fast plan for rengjøringen som må gjøres hver uke, som støvsuging og vasking av bad og kjøkken, og annet husarbeid som ikke er fordelt i denne planen, fordeles etter behov.',
        description: 'Fast plan for det som alltid må gjøres, frihet for resten.',
      },
      {
        text: 'Skal dere prøve en fast ukeplan for husarbeidet i tre måneder før dere bestemmer om dere vil beholde den?',
        clause:
          'Husstanden setter opp en fast ukeplan for husarbeidet innen én uke og prøver den i tre måneder, og vil ikke alle de voksne i husstanden fortsette med den etter prøvetiden, fordeles husarbeid som ikke er fordelt i denne planen, etter behov.',
        description: 'En prøveperiode med en fast slutt: planen blir bare varig hvis alle vil.',
      },
    ],
    'lik-tidsbruk': [
      {
        text: 'Skal husarbeidet fordeles etter hvor mye hver av dere arbeider utenfor hjemmet, men slik at hver av dere gjør minst to timer husarbeid hver uke?',
        clause:
          'Husarbeidet fordeles etter hvor mye hver voksen i husstanden arbeider utenfor hjemmet, men hver voksen gjør minst to timer husarbeid hver uke, også den som arbeider mest utenfor hjemmet.',
        description: 'Den som jobber mest, gjør mindre, men aldri ingenting.',
      },
      {
        text: 'Skal dere bruke omtrent like mye tid på husarbeidet over tid, slik at den som har en travel uke, kan ta igjen det de neste to ukene?',
        clause:
          'Husarbeidet fordeles slik at de voksne i husstanden over tid bruker omtrent like mye tid på det, og den som har en særlig travel uke på jobb, kan gjøre mindre den uken og ta det igjen i løpet av de neste to ukene.',
        description: 'Likt over tid, med rom for travle uker.',
      },
    ],
    rundgang: [
      {
        text: 'Skal oppgavene som ikke har en fast ansvarlig, fordeles fast, men byttes om hver tredje måned?',
        clause:
          'Oppgaver som ikke har en fast ansvarlig i denne planen, fordeles fast, og fordelingen byttes om hver tredje måned.',
        description: 'Fast ansvar i en periode, rundgang over året.',
      },
      {
        text: 'Skal hver av dere velge én oppgave å ha fast ansvar for, mens resten av oppgavene uten fast ansvarlig går på rundgang?',
        clause:
          'Hver voksen i husstanden velger én oppgave som ikke har en fast ansvarlig i denne planen, og har fast ansvar for den, og resten av oppgavene uten fast ansvarlig går på rundgang.',
        description: 'Alle får beholde en oppgave de liker, resten går på omgang.',
      },
    ],
    middag: [
      {
        text: 'Skal dere fordele middagsansvaret likt på fire faste dager i uken, og la den som har tid, lage middag resten av uken?',
        clause:
          'Ansvaret for middagen fire faste dager i uken fordeles likt mellom de voksne i husstanden, og resten av uken lager den som har tid, middag, mens den som ikke lager mat, tar oppvasken og ryddingen etterpå.',
        description: 'Faste dager for det meste av uken, fleksibelt resten.',
      },
      {
        text: 'Skal dere bytte på å lage middag på hverdager og lage middag sammen i helgene?',
        clause:
          'Middagen lages etter tur på hverdager, slik at hver voksen i husstanden lager middag omtrent like mange hverdager, og i helgene lages middagen i fellesskap.',
        description: 'Fast fordeling i travle uker, felles matlaging når det er tid.',
      },
    ],
    klesvask: [
      {
        text: 'Skal dere vaske håndklær, sengetøy og barnas klær sammen, men hver sine egne klær?',
        clause:
          'Håndklær, sengetøy, kjøkkentøy og barnas klær vaskes samlet for husstanden etter tur, og hver voksen i husstanden vasker sine egne klær.',
        description: 'Det som er felles, vaskes felles; det som er ditt, vasker du selv.',
      },
    ],
    'rydde-samme-dag': [
      {
        text: 'Skal alle rydde kjøkkenet etter seg samme dag, mens resten av fellesrommene ryddes samlet på faste dager?',
        clause:
          'Alle rydder kjøkkenet etter seg samme dag, og resten av fellesrommene ryddes samlet på faste dager.',
        description: 'Kjøkkenet hver dag, resten på faste dager.',
      },
      {
        text: 'Skal alle rydde etter seg i fellesrommene senest morgenen etter?',
        clause: 'Alle rydder etter seg i fellesrommene senest morgenen etter.',
        description: 'Ryddig hver dag, men ikke med en gang.',
      },
    ],
    storrengjoring: [
      {
        text: 'Skal dere ta en felles storrengjøring én gang i året, om våren?',
        clause:
          'Husstanden tar en felles storrengjøring én gang i året, om våren, og gjør ellers grundig rent ved behov.',
        description: 'Én fast storrengjøring i stedet for to eller ingen.',
      },
    ],
    vaskehjelp: [
      {
        text: 'Skal dere kjøpe vaskehjelp bare til grundig rengjøring, høyst fire ganger i året?',
        clause:
          'Husstanden gjør det vanlige husarbeidet selv og kjøper vaskehjelp bare til grundig rengjøring, høyst fire ganger i året, og kostnaden deles på samme måte som de andre felles utgiftene.',
        description: 'Hjelp til det tyngste, resten gjør dere selv.',
      },
      {
        text: 'Skal dere kjøpe vaskehjelp annenhver uke til bad, kjøkken og gulv, og gjøre resten av husarbeidet selv?',
        clause:
          'Husstanden kjøper vaskehjelp annenhver uke til vasking av bad, kjøkken og gulv og gjør resten av husarbeidet selv, og kostnaden deles på samme måte som de andre felles utgiftene.',
        description: 'Noe hjelp, til en lavere kostnad enn full vaskehjelp.',
      },
    ],
    'ukepenger-knyttet-til-oppgaver': [
      {
        text: 'Skal barna få halvparten av ukepengene uansett og den andre halvparten når de har gjort oppgavene sine?',
        clause:
          'Barna får halvparten av ukepengene uansett, og den andre halvparten når de har gjort oppgavene sine den uken.',
        description: 'En fast del som trygghet, en del som belønning.',
      },
    ],
    gjennomgang: [
      {
        text: 'Skal dere gå gjennom fordelingen av husarbeidet annenhver uke?',
        clause: 'Fordelingen av husarbeidet gjennomgås annenhver uke og justeres ved behov.',
        description: 'Mellom hver uke og hver måned.',
      },
      {
        text: 'Skal dere gå gjennom fordelingen av husarbeidet hver tredje måned, og ellers når en av dere ber om det?',
        clause:
          'Fordelingen av husarbeidet gjennomgås hver tredje måned, og ellers når en av de voksne i husstanden ber om det.',
        description: 'Sjelden fast gjennomgang, men alltid mulig å ta det opp.',
      },
    ],
  },

  // ──────────────────────────────────────────────────────────────────── Samværsavtale
  samvaersavtale: {
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
    // Issue 33. Asked in every arrangement: never says «samvær».
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
  },

  // ─────────────────────────────────────────────────────── Kostnadsdeling ved bryllup eller fest
  'bryllup-og-fest': {
    kostnadsfordeling: [
      {
        text: 'Skal faste kostnader som lokale og musikk deles likt, mens mat og servering fordeles etter hvor mange gjester hver av dere inviterer?',
        clause:
          'Faste kostnader ved festen, som leie av lokale, musikk og pynt, deles likt mellom partene, mens kostnadene til mat og servering fordeles etter hvor mange gjester hver av partene inviterer.',
        description: 'Det alle har glede av, deles likt; det som følger gjestene, følger den som inviterer.',
      },
      {
        text: 'Skal halvparten av kostnadene deles likt og den andre halvparten etter inntekt?',
        clause:
          'Halvparten av kostnadene ved festen deles likt mellom partene, og den andre halvparten fordeles forholdsmessig etter partenes inntekt.',
        description: 'Mellom likt og etter inntekt.',
      },
    ],
    // Asked only when family members contribute.
    'bidragsytere-far-si-sitt': [
      {
        text: 'Skal de som bidrar med penger, bli hørt før valg som gjelder det bidraget deres skal dekke?',
        clause:
          'Partene hører dem som bidrar med penger til festen, før valg som gjelder det bidraget deres skal dekke, men tar de endelige beslutningene selv, og andre valg tar partene uten å måtte høre dem.',
        description: 'De som betaler for noe, får si sin mening om det, ikke om alt.',
      },
      {
        text: 'Skal de som bidrar med penger, få vite om viktige valg når de er tatt?',
        clause:
          'Partene holder dem som bidrar med penger til festen, orientert om viktige valg når de er tatt, men tar beslutningene uten å måtte høre dem på forhånd.',
        description: 'Åpenhet overfor dem som bidrar, uten at de bestemmer.',
      },
    ],
    'like-mange-gjester': [
      {
        text: 'Skal halvparten av plassene fordeles likt mellom dere, mens resten av gjestelisten settes opp i fellesskap?',
        clause:
          'Halvparten av plassene ved festen fordeles likt mellom partene, som inviterer hver sine gjester til dem, og resten av gjestelisten settes opp i fellesskap.',
        description: 'En fast kvote hver, og en felles del.',
      },
    ],
    alkohol: [
      {
        text: 'Skal vin til maten regnes som en felles kostnad, men ikke annen alkohol?',
        clause:
          'Vin til maten regnes som en felles kostnad ved festen, mens annen alkohol til gjestene ikke er en felles kostnad.',
        description: 'Det som hører til måltidet, deles; baren gjør det ikke.',
      },
      {
        text: 'Skal alkohol til gjestene være en felles kostnad opp til 200 kr per gjest?',
        clause:
          'Alkohol til gjestene regnes som en felles kostnad ved festen opp til 200 kr per gjest, og det som overstiger dette, dekkes av den av partene som har bestilt det.',
        description: 'Felles opp til et tak.',
      },
    ],
    pengegaver: [
      {
        text: 'Skal halvparten av pengegavene brukes til å dekke kostnadene ved festen?',
        clause:
          'Halvparten av pengegavene brukes til å dekke kostnadene ved festen, og resten tilfaller dem gavene er gitt til.',
        description: 'Gavene hjelper på regningen, men ikke alt går med.',
      },
      {
        text: 'Skal pengegaver brukes til å dekke kostnadene ved festen opp til 20 000 kr?',
        clause:
          'Pengegaver brukes til å dekke kostnadene ved festen opp til 20 000 kr samlet, og resten tilfaller dem gavene er gitt til.',
        description: 'Et tak på hvor mye av gavene som går til festen.',
      },
    ],
    overskudd: [
      {
        text: 'Skal halvparten av et eventuelt overskudd deles likt og den andre halvparten etter hva hver av dere har bidratt med?',
        clause:
          'Halvparten av et eventuelt overskudd deles likt mellom partene, og den andre halvparten fordeles etter hva hver av dem har bidratt med.',
        description: 'Mellom likt og etter bidrag.',
      },
    ],
    avlysning: [
      {
        text: 'Skal den av dere som trekker seg slik at festen avlyses, dekke kostnadene ved avlysningen, mens de ellers deles som de andre kostnadene?',
        clause:
          'Dersom festen avlyses fordi en av partene trekker seg, dekker den parten kostnader som ikke kan refunderes, og avlyses festen av andre grunner, deles slike kostnader på samme måte som de andre kostnadene.',
        description: 'Den som avlyser, bærer kostnaden; ellers deles den.',
      },
      {
        text: 'Skal kostnadene ved en avlysning deles på samme måte som de andre kostnadene opp til 20 000 kr?',
        clause:
          'Dersom festen avlyses, deles kostnader som ikke kan refunderes, på samme måte som de andre kostnadene opp til 20 000 kr samlet, og kostnader ut over dette dekkes av den av partene som har pådratt seg dem.',
        description: 'Deling opp til et tak, og hver sin risiko over det.',
      },
    ],
  },

  // ──────────────────────────────────────────────────────────────── Samarbeid om et prosjekt
  prosjektsamarbeid: {
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
      // The Nei now licenses the other parties for as long as the project is run (review § 4.6 item 1), so the
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
  },

  // ───────────────────────────────────────────────────────────────────────── Naboavtale
  naboavtale: {
    traer: [
      {
        text: 'Skal trær som skygger for naboen, kunne beskjæres etter avtale, men bare felles når eieren selv vil?',
        clause:
          'Trær som gir vesentlig skygge eller ulempe for naboeiendommen, beskjæres etter avtale mellom partene, og den som ber om beskjæringen, dekker kostnaden, mens trærne bare felles når eieren selv ønsker det.',
        description: 'Naboen kan få mer lys, eieren beholder trærne.',
      },
      {
        text: 'Skal kostnaden ved å beskjære eller felle trær som skygger for naboen, deles likt mellom eieren og den som ber om det?',
        clause:
          'Trær som gir vesentlig skygge eller ulempe for naboeiendommen, beskjæres eller felles etter avtale mellom partene, og kostnaden deles likt mellom eieren av trærne og den som ber om tiltaket.',
        description: 'Begge har nytte av at det blir gjort, begge betaler.',
      },
    ],
    gjerde: [
      {
        text: 'Skal dere sette opp et felles gjerde i eiendomsgrensen og dele kostnadene likt opp til 20 000 kr?',
        clause:
          'Partene setter opp et felles gjerde i eiendomsgrensen og deler kostnadene ved å sette det opp likt opp til 20 000 kr samlet, mens den av partene som ønsker et dyrere gjerde, dekker det som overstiger dette, og vedlikeholdet av gjerdet deles likt.',
        // Not «a part of the boundary marked on a map»: the app attaches no map (legal review, naboavtale).
        description: 'Et felles gjerde, men ingen må betale for mer enn et enkelt gjerde.',
      },
      {
        text: 'Skal den som ønsker et gjerde, kunne sette det opp i eiendomsgrensen for egen regning?',
        clause:
          'Den av partene som ønsker et gjerde i eiendomsgrensen, kan sette det opp for egen regning etter å ha avtalt utforming og plassering med de andre partene, og eier og vedlikeholder gjerdet alene.',
        description: 'Den som vil ha gjerde, får det, uten at naboen må betale.',
      },
    ],
    // Asked only with a shared road: the scope of the veirett, whichever property the road crosses.
    veirett: [
      {
        text: 'Skal veiretten over naboens grunn bare gjelde ferdsel til fots, med sykkel og med personbil?',
        clause:
          'Den av eiendommene som ikke eier grunnen under en del av den felles veien, har en varig veirett (servitutt) på den delen, til fots, med sykkel og med personbil, men ikke med lastebil eller annet tungt kjøretøy uten samtykke fra eieren av grunnen, og retten følger eiendommen også når den får nye eiere.',
        description: 'Adkomsten er sikret, men ikke for tung trafikk.',
      },
    ],
    // Asked only with a shared road.
    'vei-kostnadsfordeling': [
      {
        text: 'Skal halvparten av kostnadene til vedlikehold av veien deles likt og resten etter hvor mye hver av dere bruker den?',
        clause:
          'Halvparten av kostnadene til vedlikehold av den felles veien eller innkjørselen deles likt mellom partene, og den andre halvparten fordeles etter hvor mye hver av partene bruker den.',
        description: 'Mellom likt og etter bruk.',
      },
      {
        text: 'Skal halvparten av kostnadene til vedlikehold av veien deles likt og resten etter hvor lang strekning hver av dere bruker?',
        clause:
          'Halvparten av kostnadene til vedlikehold av den felles veien eller innkjørselen deles likt mellom partene, og den andre halvparten fordeles etter hvor lang strekning av den hver av partene bruker.',
        description: 'Mellom likt og etter strekning.',
      },
    ],
    // Asked only with a shared road.
    broyting: [
      {
        text: 'Skal dere bestille brøyting av veien sammen, men sørge for strøing hver for dere?',
        clause:
          'Partene bestiller brøyting av den felles veien sammen og fordeler kostnadene på samme måte som kostnadene til vedlikehold av veien, mens hver av partene selv sørger for strøing av sin del av veien.',
        description: 'Det tunge arbeidet samlet, det enkle hver for seg.',
      },
    ],
    'faste-parkeringsplasser': [
      {
        text: 'Skal hver husstand ha én fast parkeringsplass, mens resten av plassene brukes i fellesskap?',
        clause:
          'Hver av partene har én fast parkeringsplass, som partene merker tydelig på stedet, og resten av plassene brukes i fellesskap slik at ingen blir stengt inne.',
        description: 'Alle er sikret en plass, resten er fleksibelt.',
      },
    ],
    'stille-pa-helligdager': [
      {
        text: 'Skal støyende arbeid på søndager og helligdager begrenses til mellom klokken 12 og 16?',
        clause:
          'Partene begrenser støyende arbeid, som plenklipping, boring og bruk av motorsag, på søndager og helligdager til mellom klokken 12 og 16.',
        description: 'Stille morgener og kvelder, men mulig å få gjort noe.',
      },
    ],
    'varsle-fest': [
      {
        text: 'Skal dere varsle hverandre bare om fester som kan gi støy etter klokken 23?',
        clause:
          'Partene varsler hverandre senest dagen før når de skal ha fest eller andre arrangementer som kan gi støy etter klokken 23.00.',
        description: 'Varsel når det betyr noe for nattesøvnen, ikke ellers.',
      },
    ],
    byggeplaner: [
      {
        text: 'Skal dere informere hverandre om byggeplaner som vil synes fra naboeiendommen, senest to uker før dere søker kommunen?',
        clause:
          'Partene informerer hverandre om planer for tilbygg, garasje eller andre større tiltak som vil synes fra naboeiendommen, senest to uker før det sendes nabovarsel eller søknad til kommunen.',
        description: 'Tidlig beskjed om det naboen vil merke, ikke om alt.',
      },
    ],
    konfliktradet: [
      {
        text: 'Skal dere møte en nøytral person dere velger sammen, før en uenighet tas videre?',
        clause:
          'Ved uenighet som partene ikke løser selv, møtes de til en samtale med en nøytral person som de velger sammen, før saken tas videre, og kommer et slikt møte ikke i stand innen 30 dager, står hver av partene fritt til å ta saken videre.',
        description: 'Et forsøk på å løse saken sammen, med en frist så ingen blir holdt igjen.',
      },
    ],
    tinglysing: [
      {
        text: 'Skal rettighetene og begrensningene som gjelder eiendommene, tinglyses først når en av eiendommene skal selges?',
        clause:
          'Partene tinglyser ikke avtalen nå, men før en av partene selger eiendommen sin, sørger partene for at rettighetene og begrensningene i avtalen som gjelder eiendommene, tinglyses som en erklæring om servitutt på begge eiendommene, slik at de også binder senere eiere, mens de personlige forpliktelsene i avtalen bare gjelder mellom partene.',
        description: 'Ingen kostnad eller tinglysing nå, men nye eiere blir bundet.',
      },
    ],
  },

  // ─────────────────────────────────────────────────── Kjøp av bruktbil mellom privatpersoner
  'bruktbil-privat': {
    betaling: [
      {
        text: 'Skal kjøperen betale 10 % av kjøpesummen når avtalen er inngått, og resten ved overleveringen?',
        clause:
          'Kjøperen betaler 10 % av kjøpesummen med bankoverføring når avtalen er inngått, og resten med bankoverføring ved overleveringen, og bilen overleveres når hele beløpet er bekreftet betalt; blir bilen ikke overlevert av grunner på selgerens side, betaler selgeren forskuddet tilbake straks.',
        description: 'Selgeren får en sikkerhet, kjøperen betaler det meste først når bilen er der.',
      },
    ],
    'som-den-er': [
      {
        text: 'Skal bilen selges «som den er», men slik at selgeren svarer for feil på motor og girkasse som viser seg innen tre måneder?',
        clause:
          'Bilen selges «som den er», og selgeren svarer for mangler bare i de tilfellene kjøpsloven § 19 nevner, men selgeren svarer likevel for feil på motor og girkasse som viser seg innen tre måneder etter overleveringen, og kjøperen kan da kreve retting, prisavslag eller heving etter reglene i kjøpsloven.',
        description: 'Lav risiko for selgeren, trygghet for kjøperen på de dyreste delene.',
      },
    ],
    'eu-kontroll': [
      {
        text: 'Skal kjøperen sørge for EU-kontrollen, mens selgeren dekker utbedringer som trengs for å få den godkjent, opp til 5 000 kr?',
        clause:
          'Kjøperen sørger selv for godkjent EU-kontroll, og selgeren dekker kostnadene ved å utbedre feil som må rettes for at bilen skal bli godkjent ved en kontroll innen én måned etter overleveringen, opp til 5 000 kr.',
        description: 'Kjøperen tar jobben, selgeren deler risikoen.',
      },
    ],
    salgsmelding: [
      {
        text: 'Skal selgeren sende salgsmeldingen digitalt hos Statens vegvesen senest dagen etter overleveringen?',
        clause:
          'Selgeren sender salgsmelding digitalt hos Statens vegvesen senest dagen etter overleveringen, og kjøperen godkjenner den samme dag som den er sendt; kjøperen forsikrer bilen i eget navn fra overleveringen og bruker den ikke før den er omregistrert.',
        description: 'Digitalt og raskt, men uten at alt må skje i selve overleveringen.',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────────── Utleie av hybel eller rom
  'hybel-utleie': {
    'strom-internett': [
      {
        text: 'Skal husleien dekke internett og strøm opp til 400 kr i måneden?',
        clause:
          'Husleien dekker internett og strøm til hybelen opp til 400 kr per måned, og leietakeren betaler i tillegg for strøm utover dette etter målt forbruk.',
        description: 'Forutsigbart for leietakeren, med et tak for utleieren.',
      },
    ],
    // Asked only for a lease that runs until it is ended.
    oppsigelsesfrist: [
      {
        text: 'Skal leietakeren ha én måneds og utleieren tre måneders oppsigelsesfrist?',
        clause:
          'Leietakeren kan si opp leieavtalen skriftlig med én måneds frist og utleieren med tre måneders frist, begge regnet fra utgangen av den kalendermåneden oppsigelsen blir gitt, og utleierens oppsigelse skal dessuten oppfylle kravene i husleieloven.',
        description:
          'Leietakeren kan flytte raskt, og får god tid til å finne noe nytt hvis utleieren sier opp.',
      },
      {
        text: 'Skal leietakeren ha én måneds og utleieren to måneders oppsigelsesfrist?',
        clause:
          'Leietakeren kan si opp leieavtalen skriftlig med én måneds frist og utleieren med to måneders frist, begge regnet fra utgangen av den kalendermåneden oppsigelsen blir gitt, og utleierens oppsigelse skal dessuten oppfylle kravene i husleieloven.',
        description: 'Kortere frist for leietakeren, litt lengre for utleieren.',
      },
    ],
    roykfritt: [
      {
        text: 'Skal det være forbudt å røyke innendørs, men tillatt for leietakeren å bruke e-sigarett på hybelen?',
        clause:
          'Det er ikke tillatt å røyke innendørs i boligen eller å bruke e-sigarett i rom som deles med andre, men leietakeren kan bruke e-sigarett på hybelen med vinduet åpent.',
        description: 'Ingen røyk i huset, men e-sigarett på eget rom.',
      },
    ],
    vedlikehold: [
      {
        text: 'Skal leietakeren bare sjekke røykvarslerne og skifte batterier, mens utleieren står for alt annet vedlikehold?',
        clause:
          'Leietakeren sjekker røykvarslere i hybelen og skifter batterier i dem, mens utleieren står for alt annet vedlikehold av hybelen og inventaret.',
        description: 'Leietakeren tar det enkleste, utleieren resten.',
      },
    ],
    befaring: [
      {
        text: 'Skal utleieren ta bilder av hybelen ved innflyttingen og sende dem til leietakeren, som melder fra om skader innen én uke?',
        clause:
          'Utleieren tar bilder av hybelen og inventaret ved innflyttingen og sender dem til leietakeren samme dag, og leietakeren melder skriftlig fra innen én uke om skader eller mangler som ikke vises på bildene.',
        description: 'Standen blir dokumentert uten en felles gjennomgang.',
      },
    ],
  },
};
