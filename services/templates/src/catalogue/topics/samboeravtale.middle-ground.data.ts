import type { TopicMiddleGround } from '../catalogue.types';

/**
 * The compromises offered on the questions of `samboeravtale` when the parties disagree: question key → one to
 * three alternatives, each a Ja/Nei question and the clause its Ja gives (docs/middle-ground-library.md).
 * Contractual terms only: each alternative lies between the answers of its question (a split, a threshold,
 * a shorter period, a right with a deadline) and states its amounts and periods.
 */
export const samboeravtaleMiddleGround: TopicMiddleGround = {
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
      description: 'En prøveperiode med felles konto, der hver av dere kan gå tilbake til hver sin økonomi.',
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
    // Debt for common costs follows the key of the costs themselves ('utgifter-fordeling'), never a second one.
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
};
