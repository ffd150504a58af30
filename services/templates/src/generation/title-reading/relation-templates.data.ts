import type { ObjectKind, Relation } from './title-reading.types';

export interface QuestionTemplate {
  text: string;
  description?: string;
  clauseYes: string;
  clauseNo: string;
}

// How these templates are worded:
// - `{objektet}` (the object in definite singular) never opens a sentence, and no pronoun, article or
//   adjective refers back to it, since its gender varies: the object is named again instead.
// - A general clause that a more specific question may refine (running costs, damage, the split of costs)
//   ends with «så langt ikke annet følger av denne avtalen», so the specific question decides where both apply.
// - A relation that asks whether something is insured at all (own-together, live-together, estate) gets no
//   object question that presupposes an insurance; the questions about the excess fit lend-thing and rent.

/** Questions every agreement of a relation needs, whatever its object (most important first). */
export const RELATION_TEMPLATES: Record<Exclude<Relation, 'other'>, QuestionTemplate[]> = {
  // utlåneren / låneren
  'lend-thing': [
    {
      text: 'Skal utlåneren kunne kreve {objektet} tilbake når som helst?',
      description: 'Svarer dere nei, gjelder lånet til en fast sluttdato.',
      clauseYes:
        'Utlåneren kan når som helst kreve {objektet} tilbake, og låneren leverer {objektet} tilbake senest tre dager etter at utlåneren har bedt om det.',
      clauseNo:
        'Låneren kan beholde {objektet} fram til den sluttdatoen partene har avtalt skriftlig, og leverer {objektet} tilbake senest den dagen.',
    },
    {
      text: 'Skal låneren erstatte all skade på og tap av {objektet} mens {objektet} er utlånt?',
      clauseYes:
        'Låneren erstatter skade på og tap av {objektet} som skjer mens {objektet} er utlånt, også når låneren ikke er skyld i skaden, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Låneren erstatter bare skade på og tap av {objektet} som låneren har forårsaket ved uforsiktig bruk, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal lånet være gratis for låneren?',
      clauseYes: 'Låneren betaler ikke noe for selve lånet.',
      clauseNo:
        'Låneren betaler utlåneren en godtgjørelse for lånet med det beløpet partene har avtalt skriftlig, senest ved tilbakeleveringen.',
    },
    {
      text: 'Skal låneren betale utgiftene ved bruken så lenge lånet varer?',
      clauseYes:
        'Så lenge lånet varer, betaler låneren utgiftene ved egen bruk, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Så lenge lånet varer, dekker utlåneren utgiftene ved bruken, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal låneren kunne låne {objektet} videre til andre?',
      clauseYes:
        'Låneren kan låne {objektet} videre til andre og er ansvarlig overfor utlåneren for deres bruk som om låneren brukte {objektet} selv.',
      clauseNo:
        'Låneren kan ikke låne {objektet} videre til andre eller la andre bruke {objektet} uten at låneren selv er til stede.',
    },
    {
      text: 'Skal dere skrive ned tilstanden til {objektet} før utlånet?',
      clauseYes:
        'Før utlånet skriver partene ned tilstanden til {objektet} og tar bilder, og dette legges til grunn når {objektet} leveres tilbake.',
      clauseNo:
        'Partene skriver ikke ned tilstanden til {objektet} før utlånet, og {objektet} regnes som utlånt i god stand hvis låneren ikke sier fra om feil samme dag.',
    },
    {
      text: 'Skal låneren sørge for forsikring som dekker {objektet} mens {objektet} er utlånt?',
      clauseYes:
        'Låneren sørger for og betaler en forsikring som dekker skade på og tap av {objektet} så lenge lånet varer.',
      clauseNo: 'Låneren har ikke plikt til å forsikre {objektet}.',
    },
  ],

  // långiveren / låntakeren
  'lend-money': [
    {
      text: 'Skal låntakeren betale renter?',
      clauseYes:
        'Låntakeren betaler renter på den delen av lånet som til enhver tid ikke er betalt tilbake, etter den rentesatsen partene har avtalt skriftlig, og rentene betales samtidig med tilbakebetalingen.',
      clauseNo: 'Lånet er rentefritt.',
    },
    {
      text: 'Skal lånet betales tilbake med faste månedlige avdrag?',
      clauseYes:
        'Låntakeren betaler lånet tilbake med like store avdrag hver måned over den nedbetalingstiden partene har avtalt skriftlig, og første avdrag betales måneden etter den første utbetalingen.',
      clauseNo:
        'Låntakeren betaler hele lånet tilbake på én gang, senest på den forfallsdatoen partene har avtalt skriftlig.',
    },
    {
      text: 'Skal hele lånet kunne kreves tilbake hvis låntakeren er mer enn 30 dager forsinket med en betaling?',
      clauseYes:
        'Er låntakeren mer enn 30 dager forsinket med en betaling og har ikke betalt 14 dager etter skriftlig varsel fra långiveren, kan långiveren kreve hele det utestående lånet tilbakebetalt straks.',
      clauseNo:
        'Er låntakeren forsinket med en betaling, kan långiveren kreve det forsinkede beløpet betalt straks, men ikke resten av lånet før det forfaller etter avtalen.',
    },
    {
      text: 'Skal hele lånebeløpet utbetales på én gang?',
      clauseYes:
        'Långiveren utbetaler hele lånebeløpet på én gang, senest én uke etter at avtalen er signert.',
      clauseNo:
        'Långiveren utbetaler lånebeløpet i flere deler etter hvert som låntakeren trenger pengene, og låntakeren bekrefter hver utbetaling skriftlig.',
    },
    {
      text: 'Skal låntakeren kunne betale tilbake før tiden uten ekstra kostnad?',
      clauseYes:
        'Låntakeren kan når som helst betale tilbake hele eller deler av lånet før tiden uten ekstra kostnad.',
      clauseNo: 'Låntakeren kan ikke betale tilbake lånet før tiden uten samtykke fra långiveren.',
    },
    {
      text: 'Skal långiveren kunne kreve lånet tilbake før tiden hvis långiveren selv trenger pengene?',
      clauseYes:
        'Trenger långiveren selv pengene, kan långiveren kreve resten av lånet tilbakebetalt med tre måneders skriftlig varsel.',
      clauseNo: 'Så lenge låntakeren betaler som avtalt, kan långiveren ikke kreve lånet tilbake før tiden.',
    },
    {
      text: 'Skal låntakeren stille sikkerhet for lånet?',
      clauseYes:
        'Låntakeren stiller sikkerhet for lånet i form av pant eller kausjon, slik partene har avtalt skriftlig.',
      clauseNo: 'Låntakeren stiller ikke sikkerhet for lånet.',
    },
  ],

  // partene, eierandel
  'own-together': [
    {
      text: 'Skal dere eie {objektet} med like store andeler?',
      description: 'Andelene avgjør hva hver av dere får ved et salg.',
      clauseYes: 'Partene eier {objektet} sammen med like store andeler.',
      clauseNo:
        'Partene eier {objektet} sammen med andeler som svarer til det hver av dem har betalt for {objektet}.',
    },
    {
      text: 'Skal de faste og løpende kostnadene fordeles etter eierandel?',
      clauseYes:
        'Faste og løpende kostnader, som avgifter, vedlikehold og reparasjoner, fordeles mellom partene etter eierandel, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Faste og løpende kostnader, som avgifter, vedlikehold og reparasjoner, deles likt mellom partene, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal bruken av {objektet} fordeles etter en fast plan?',
      clauseYes:
        'Senest én måned etter at avtalen er signert, lager partene en skriftlig plan for hvem som bruker {objektet} når, og til planen er på plass, avtales bruken fra gang til gang.',
      clauseNo:
        'Partene avtaler bruken av {objektet} fra gang til gang, og den som først ber om å få bruke {objektet} en bestemt dag, har fortrinn.',
    },
    {
      text: 'Skal dere ha forkjøpsrett hvis en av dere vil selge andelen sin?',
      clauseYes:
        'En part som vil selge andelen sin, tilbyr den først til de øvrige partene til markedsverdi, og de øvrige partene har 30 dager på å svare.',
      clauseNo:
        'En part kan selge andelen sin til hvem parten vil, uten først å tilby den til de øvrige partene.',
    },
    {
      text: 'Skal den som vil ut av sameiet, kunne kreve å bli kjøpt ut?',
      clauseYes:
        'En part som vil ut av sameiet, kan kreve at de øvrige partene kjøper andelen til markedsverdi, fastsatt av en uavhengig takstmann hvis partene ikke blir enige, og blir andelen ikke kjøpt innen tre måneder, selges det partene eier sammen.',
      clauseNo:
        'En part som vil ut av sameiet, kan ikke kreve at de øvrige partene kjøper andelen, men kan selge andelen sin etter reglene i denne avtalen.',
    },
    {
      text: 'Skal den som skader {objektet}, betale kostnaden ved skaden alene?',
      clauseYes:
        'Den av partene som skader {objektet} ved uforsiktig bruk, betaler alene kostnaden ved skaden, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Kostnaden ved skade på {objektet} fordeles etter eierandel uansett hvem av partene som forårsaket skaden, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal {objektet} være forsikret?',
      clauseYes: 'Partene holder {objektet} forsikret, og forsikringen betales av partene etter eierandel.',
      clauseNo:
        'Partene har ingen felles forsikring for {objektet}, og tap som ingen av partene er ansvarlig for, bæres av partene etter eierandel.',
    },
  ],

  // selgeren / kjøperen
  'buy-sell': [
    {
      text: 'Skal kjøpesummen betales før overtakelsen?',
      clauseYes: 'Kjøperen betaler hele kjøpesummen før overtakelsen.',
      clauseNo:
        'Overtakelsen skjer før kjøpesummen er betalt, og kjøperen betaler hele kjøpesummen senest 14 dager etter overtakelsen.',
    },
    {
      text: 'Skal kjøpet skje med et «som den er»-forbehold?',
      description:
        'Da overtar kjøperen {objektet} slik {objektet} er ved kjøpet, og selgeren svarer bare for det som står i avtalen eller er opplyst skriftlig.',
      clauseYes:
        'Kjøpet skjer med et «som den er»-forbehold: kjøperen overtar {objektet} i den stand {objektet} er i ved kjøpet, og selgeren står ikke inne for tilstanden ut over det som står i denne avtalen eller selgeren har opplyst skriftlig.',
      clauseNo:
        'Selgeren står inne for at {objektet} ved overtakelsen er i den stand selgeren har beskrevet skriftlig, og at {objektet} ikke har andre feil enn dem selgeren har opplyst om.',
    },
    {
      text: 'Skal kjøperen måtte melde fra om feil senest tre måneder etter overtakelsen?',
      clauseYes:
        'Krav på grunn av feil ved {objektet} som viser seg etter overtakelsen, må kjøperen sette fram skriftlig overfor selgeren senest tre måneder etter overtakelsen.',
      clauseNo:
        'Kjøperen kan sette fram krav på grunn av feil ved {objektet} som viser seg etter overtakelsen, når kjøperen sier fra skriftlig til selgeren innen rimelig tid etter at feilen ble oppdaget.',
    },
    {
      text: 'Skal overtakelsen skje senest én uke etter at avtalen er signert?',
      clauseYes: 'Overtakelsen skjer senest én uke etter at avtalen er signert.',
      clauseNo:
        'Overtakelsen skjer på den datoen partene har avtalt skriftlig, senest tre måneder etter at avtalen er signert.',
    },
    {
      text: 'Skal eiendomsretten først gå over til kjøperen når hele kjøpesummen er betalt?',
      clauseYes: 'Eiendomsretten går ikke over til kjøperen før hele kjøpesummen er betalt.',
      clauseNo: 'Eiendomsretten går over til kjøperen ved overtakelsen.',
    },
    {
      text: 'Skal selgeren bære risikoen for {objektet} fram til overtakelsen?',
      clauseYes:
        'Selgeren bærer risikoen for skade på og tap av {objektet} fram til kjøperen har overtatt {objektet}.',
      clauseNo:
        'Kjøperen bærer risikoen for skade på og tap av {objektet} fra avtalen er signert, også før overtakelsen.',
    },
    {
      text: 'Skal kjøperen kunne trekke seg fra kjøpet fram til overtakelsen?',
      clauseYes:
        'Kjøperen kan trekke seg fra kjøpet fram til overtakelsen ved å gi selgeren skriftlig beskjed, og får da tilbake det kjøperen har betalt, med fradrag for selgerens dokumenterte utgifter ved kjøpet.',
      clauseNo:
        'Etter at avtalen er signert, kan ingen av partene trekke seg fra kjøpet uten særskilt grunn.',
    },
  ],

  // utleieren / leietakeren
  rent: [
    {
      text: 'Skal leien betales på forskudd?',
      clauseYes:
        'Leietakeren betaler leien på forskudd, hver måned innen den første dagen i måneden, eller samlet før overtakelsen hvis leieperioden er kortere enn én måned.',
      clauseNo:
        'Leietakeren betaler leien etterskuddsvis, hver måned innen den siste dagen i måneden, eller samlet ved tilbakeleveringen hvis leieperioden er kortere enn én måned.',
    },
    {
      text: 'Skal leieavtalen gjelde for en bestemt periode?',
      description: 'Svarer dere nei, gjelder leieavtalen inntil videre med én måneds oppsigelse.',
      clauseYes:
        'Leieavtalen gjelder for den perioden partene har avtalt skriftlig, og kan ikke sies opp i leieperioden.',
      clauseNo:
        'Leieavtalen gjelder inntil videre, og hver av partene kan si den opp skriftlig med én måneds varsel.',
    },
    {
      text: 'Skal leietakeren betale depositum?',
      clauseYes:
        'Leietakeren betaler før overtakelsen et depositum med det beløpet partene har avtalt skriftlig til en egen konto i leietakerens navn, og depositumet betales tilbake senest to uker etter tilbakeleveringen, med fradrag for krav utleieren har etter denne avtalen.',
      clauseNo: 'Leietakeren betaler ikke depositum.',
    },
    {
      text: 'Skal leien dekke de løpende utgiftene til {objektet}?',
      clauseYes:
        'Leien dekker de løpende utgiftene ved bruken av {objektet}, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Leietakeren betaler de løpende utgiftene ved egen bruk av {objektet} i tillegg til leien, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal leietakeren erstatte all skade på {objektet} som skjer i leieperioden?',
      clauseYes:
        'Leietakeren erstatter skade på og tap av {objektet} som skjer i leieperioden, også når leietakeren ikke er skyld i skaden, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Leietakeren erstatter bare skade på og tap av {objektet} som leietakeren har forårsaket ved uforsiktighet, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal leietakeren kunne leie ut {objektet} videre?',
      clauseYes:
        'Leietakeren kan leie ut {objektet} videre med skriftlig samtykke fra utleieren i hvert enkelt tilfelle, og er ansvarlig overfor utleieren for den som leier videre.',
      clauseNo: 'Leietakeren kan ikke leie ut eller låne ut {objektet} til andre.',
    },
    {
      text: 'Skal dere gå gjennom tilstanden til {objektet} sammen ved overtakelsen og tilbakeleveringen?',
      clauseYes:
        'Partene går sammen gjennom tilstanden til {objektet} ved overtakelsen og ved tilbakeleveringen, og skriver ned det de finner.',
      clauseNo:
        'Partene går ikke gjennom tilstanden sammen, og {objektet} regnes som overtatt i god stand hvis leietakeren ikke sier fra skriftlig om feil senest tre dager etter overtakelsen.',
    },
  ],

  // partene
  'share-costs': [
    {
      text: 'Skal de felles kostnadene deles likt?',
      clauseYes:
        'De felles kostnadene deles likt mellom partene, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'De felles kostnadene fordeles etter hvor mye hver av partene bruker det kostnadene gjelder, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal hver av dere betale inn sin andel på forhånd?',
      clauseYes:
        'Hver av partene betaler sin andel inn på en felles konto eller til den partene har valgt til å ta seg av betalingene, før kostnaden skal betales.',
      clauseNo:
        'Den av partene som legger ut for en felles kostnad, viser fram kvittering, og de øvrige partene betaler sin andel til den som la ut, senest 14 dager etter.',
    },
    {
      text: 'Skal den som trekker seg, betale sin andel av kostnader som allerede er bestilt?',
      clauseYes:
        'En part som trekker seg, betaler likevel sin andel av kostnader som var bestilt eller avtalt før parten sa fra.',
      clauseNo:
        'En part som trekker seg, slipper sin andel av kostnader som ikke er betalt ennå, og de øvrige partene dekker disse kostnadene.',
    },
    {
      text: 'Skal kostnadsdelingen gjelde fram til en bestemt dato?',
      clauseYes: 'Kostnadsdelingen gjelder fram til den sluttdatoen partene har avtalt skriftlig.',
      clauseNo:
        'Kostnadsdelingen gjelder inntil videre, og en part som vil gå ut av den, gir de øvrige partene skriftlig beskjed minst én måned i forveien.',
    },
    {
      text: 'Skal nye kostnader over 1 000 kroner godkjennes av alle på forhånd?',
      clauseYes: 'Nye felles kostnader over 1 000 kroner må godkjennes av alle partene før de pådras.',
      clauseNo:
        'Hver av partene kan pådra nye felles kostnader uten forhåndsgodkjenning, innenfor rammene i denne avtalen.',
    },
    {
      text: 'Skal den som ikke betaler sin andel i tide, kunne stenges ute fra det kostnadene gjelder?',
      clauseYes:
        'En part som ikke har betalt sin andel 14 dager etter forfall, kan stenges ute fra å bruke det kostnadene gjelder, til andelen er betalt.',
      clauseNo:
        'En part som betaler for sent, beholder retten til å bruke det kostnadene gjelder, og betaler andelen så snart som mulig.',
    },
    {
      text: 'Skal penger som er til overs når kostnadsdelingen avsluttes, deles likt?',
      clauseYes:
        'Penger som er til overs når kostnadsdelingen avsluttes, betales tilbake til partene med like store beløp.',
      clauseNo:
        'Penger som er til overs når kostnadsdelingen avsluttes, betales tilbake til partene etter hvor mye hver av dem har betalt inn.',
    },
  ],

  // partene, boligen
  'live-together': [
    {
      text: 'Skal de faste boutgiftene deles likt?',
      clauseYes:
        'De faste boutgiftene, som husleie eller felleskostnader, strøm og internett, deles likt mellom partene.',
      clauseNo:
        'De faste boutgiftene, som husleie eller felleskostnader, strøm og internett, fordeles mellom partene i forhold til inntekten til hver av dem.',
    },
    {
      text: 'Skal det dere kjøper til felles bruk, eies likt?',
      clauseYes:
        'Innbo og andre ting som partene kjøper til felles bruk mens de bor sammen, eies likt av partene, uansett hvem som betalte.',
      clauseNo:
        'Innbo og andre ting som partene kjøper mens de bor sammen, tilhører den av partene som betalte, og partene tar vare på kvitteringer for større kjøp.',
    },
    {
      text: 'Skal den som vil flytte ut, gi beskjed minst én måned i forveien?',
      clauseYes:
        'En part som vil flytte ut, gir de øvrige partene skriftlig beskjed minst én måned i forveien og betaler sin andel av boutgiftene i denne perioden.',
      clauseNo:
        'En part som vil flytte ut, kan gjøre det uten et bestemt varsel, men betaler sin andel av boutgiftene ut måneden etter at parten ga beskjed.',
    },
    {
      text: 'Skal alle økonomiske mellomværender gjøres opp senest én måned etter at en av dere har flyttet ut?',
      clauseYes:
        'Når en av partene flytter ut, gjør partene opp alle økonomiske mellomværender som gjelder boforholdet, senest én måned etter utflyttingen.',
      clauseNo:
        'Når en av partene flytter ut, gjør partene opp økonomiske mellomværender som gjelder boforholdet, etter hvert som regningene kommer.',
    },
    {
      text: 'Skal dere ha en felles husholdningskasse for mat og forbruksvarer?',
      clauseYes:
        'Partene betaler hver måned det beløpet de har avtalt skriftlig inn i en felles husholdningskasse som brukes til mat og forbruksvarer.',
      clauseNo: 'Hver av partene kjøper og betaler sin egen mat og sine egne forbruksvarer.',
    },
    {
      text: 'Skal dere ha en felles innboforsikring?',
      clauseYes:
        'Partene har en felles innboforsikring, og premien deles på samme måte som de faste boutgiftene.',
      clauseNo:
        'Partene har ikke felles innboforsikring, og hver av partene sørger selv for å forsikre det hver av dem eier.',
    },
    {
      text: 'Skal den som skader boligen eller ting dere eier sammen, betale skaden alene?',
      clauseYes:
        'Den av partene som skader boligen eller ting partene eier sammen, betaler reparasjonen eller erstatningen alene.',
      clauseNo:
        'Kostnaden ved skader på boligen og på ting partene eier sammen, deles på samme måte som de faste boutgiftene, bortsett fra skader som er gjort med vilje.',
    },
  ],

  // den som passer / den som ellers har ansvaret (eieren, foreldrene eller familien)
  care: [
    {
      text: 'Skal den som passer, få betalt?',
      clauseYes:
        'Den som passer, får betalt etter den satsen partene har avtalt skriftlig, senest den siste dagen i hver måned for passingen den måneden.',
      clauseNo: 'Den som passer, gjør det uten betaling.',
    },
    {
      text: 'Skal passingen gjelde for en bestemt periode?',
      clauseYes:
        'Passingen gjelder for den perioden partene har avtalt skriftlig, med fast start- og sluttdato.',
      clauseNo: 'Passingen gjelder inntil videre, og hver av partene kan avslutte den med to ukers varsel.',
    },
    {
      text: 'Skal den som passer, få skriftlige instruksjoner før passingen starter?',
      clauseYes:
        'Før passingen starter, gir den som ellers har ansvaret, skriftlige instruksjoner om rutiner, mat, medisiner og hvem som skal kontaktes hvis noe skjer.',
      clauseNo:
        'Før passingen starter, gir den som ellers har ansvaret, muntlig beskjed om rutiner, mat, medisiner og hvem som skal kontaktes hvis noe skjer.',
    },
    {
      text: 'Skal den som passer, kunne skaffe lege- eller veterinærhjelp uten å vente på svar?',
      clauseYes:
        'Trengs det lege- eller veterinærhjelp under passingen, kan den som passer, skaffe nødvendig hjelp uten å vente på svar fra den som ellers har ansvaret, og gir beskjed så snart som mulig.',
      clauseNo:
        'Trengs det lege- eller veterinærhjelp under passingen, avklarer den som passer, det først med den som ellers har ansvaret, bortsett fra når det er akutt fare for liv eller helse.',
    },
    {
      text: 'Skal den som ellers har ansvaret, dekke utgiftene under passingen?',
      clauseYes:
        'Den som ellers har ansvaret, dekker utgifter til mat, utstyr og annet som trengs under passingen, og betaler tilbake utlegg mot kvittering senest sju dager etter, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Den som passer, dekker selv utgiftene under passingen, som mat og transport, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal den som passer, kunne bestemme over det daglige selv?',
      clauseYes:
        'Den som passer, bestemmer selv over det daglige under passingen, innenfor instruksjonene fra den som ellers har ansvaret, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Den som passer, avklarer med den som ellers har ansvaret, før noe gjøres annerledes enn de vanlige rutinene, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal den som passer, være ansvarlig for skader som skyldes uforsiktighet?',
      clauseYes:
        'Den som passer, erstatter skader som skjer under passingen fordi den som passer, har vært uforsiktig.',
      clauseNo:
        'Den som passer, erstatter bare skader som skjer under passingen hvis den som passer, har voldt dem med vilje eller ved grov uaktsomhet.',
    },
  ],

  // oppdragsgiveren / den som utfører oppdraget
  service: [
    {
      text: 'Skal oppdraget betales per time?',
      clauseYes:
        'Oppdragsgiveren betaler for oppdraget per time etter den timeprisen partene har avtalt skriftlig, og den som utfører oppdraget, fører timeliste.',
      clauseNo:
        'Oppdragsgiveren betaler den faste prisen partene har avtalt skriftlig for oppdraget, uansett hvor lang tid arbeidet tar.',
    },
    {
      text: 'Skal oppdragsgiveren betale hver måned?',
      clauseYes:
        'Oppdragsgiveren betaler hver måned for arbeidet som er utført den måneden, senest 14 dager etter månedens slutt.',
      clauseNo: 'Oppdragsgiveren betaler for hele oppdraget når arbeidet er fullført, senest 14 dager etter.',
    },
    {
      text: 'Skal det som inngår i oppdraget, stå på en skriftlig liste?',
      clauseYes:
        'Oppdraget omfatter bare oppgavene på en skriftlig liste som partene har signert, og andre oppgaver avtales og betales særskilt.',
      clauseNo:
        'Oppdraget omfatter det arbeidet som er beskrevet i denne avtalen, og mindre tilleggsoppgaver av samme slag gjøres uten ekstra betaling.',
    },
    {
      text: 'Skal oppdragsgiveren skaffe utstyr og materialer?',
      clauseYes: 'Oppdragsgiveren skaffer og betaler utstyr og materialer som trengs til oppdraget.',
      clauseNo:
        'Den som utfører oppdraget, skaffer selv utstyr og materialer, og utgiftene til dette er med i betalingen for oppdraget.',
    },
    {
      text: 'Skal oppdragsgiveren betale for en avtalt økt som avlyses med mindre enn 24 timers varsel?',
      clauseYes:
        'Avlyser oppdragsgiveren en avtalt økt med mindre enn 24 timers varsel, betaler oppdragsgiveren for økten som om arbeidet var utført.',
      clauseNo:
        'Oppdragsgiveren kan avlyse en avtalt økt uten å betale for den, uansett hvor kort varsel oppdragsgiveren gir.',
    },
    {
      text: 'Skal hver av dere kunne si opp oppdraget med to ukers varsel?',
      clauseYes:
        'Hver av partene kan si opp oppdraget skriftlig med to ukers varsel, og oppdragsgiveren betaler for arbeidet som er utført fram til da.',
      clauseNo:
        'Oppdraget gjelder til arbeidet er fullført eller til den sluttdatoen partene har avtalt skriftlig, og ingen av partene kan si det opp før da.',
    },
    {
      text: 'Skal den som utfører oppdraget, erstatte skade som skyldes uforsiktig arbeid?',
      clauseYes:
        'Den som utfører oppdraget, erstatter skade på oppdragsgiverens eiendom som skyldes at arbeidet er utført uforsiktig.',
      clauseNo:
        'Den som utfører oppdraget, erstatter bare skade på oppdragsgiverens eiendom som er voldt med vilje eller ved grov uaktsomhet.',
    },
  ],

  // partene, samarbeidet
  project: [
    {
      text: 'Skal inntektene fra samarbeidet deles likt?',
      clauseYes: 'Inntektene fra samarbeidet deles likt mellom partene.',
      clauseNo:
        'Inntektene fra samarbeidet fordeles etter hvor mange timer hver av partene har lagt ned, ut fra timelister som partene fører.',
    },
    {
      text: 'Skal rettighetene til det dere lager, eies i fellesskap?',
      description: 'For eksempel tekster, musikk, kode, bilder og design.',
      clauseYes:
        'Rettighetene til det som lages i samarbeidet, eies av partene i fellesskap med like store andeler.',
      clauseNo:
        'Hver av partene eier rettighetene til det parten selv har laget, og gir samarbeidet rett til å bruke det så lenge samarbeidet varer.',
    },
    {
      text: 'Skal viktige beslutninger kreve at alle er enige?',
      clauseYes: 'Viktige beslutninger om samarbeidet krever enighet mellom alle partene.',
      clauseNo:
        'Viktige beslutninger om samarbeidet treffes med flertall blant partene, og står stemmene likt, faller forslaget.',
    },
    {
      text: 'Skal felles utgifter trekkes fra inntektene før de fordeles?',
      clauseYes:
        'Utgifter til samarbeidet som partene har godkjent, trekkes fra inntektene før inntektene fordeles mellom partene.',
      clauseNo:
        'Hver av partene dekker selv sine utgifter til samarbeidet, og inntektene fordeles uten fradrag for utgifter.',
    },
    {
      text: 'Skal den som vil slutte, gi beskjed minst tre måneder i forveien?',
      clauseYes:
        'En part som vil slutte i samarbeidet, gir de øvrige partene skriftlig beskjed minst tre måneder i forveien og gjør ferdig oppgaver parten har påtatt seg.',
      clauseNo:
        'En part som vil slutte i samarbeidet, gir de øvrige partene skriftlig beskjed minst én måned i forveien.',
    },
    {
      text: 'Skal den som slutter, fortsatt få sin andel av inntekter fra det som ble laget mens vedkommende var med?',
      clauseYes:
        'En part som slutter, får fortsatt sin andel av inntekter fra det som ble laget mens parten var med i samarbeidet.',
      clauseNo:
        'En part som slutter, får sin andel av inntekter som er opptjent fram til parten slutter, men ingen andel av senere inntekter.',
    },
    {
      text: 'Skal utstyr som kjøpes for felles penger, eies i fellesskap?',
      clauseYes:
        'Utstyr som kjøpes for inntektene fra samarbeidet eller andre felles penger, eies av partene i fellesskap, og en part som slutter, får utbetalt sin andel av markedsverdien.',
      clauseNo: 'Utstyr som brukes i samarbeidet, tilhører den av partene som har betalt for det.',
    },
  ],

  // partene, virksomheten
  company: [
    {
      text: 'Skal dere eie virksomheten med like store andeler?',
      clauseYes: 'Partene eier virksomheten med like store andeler.',
      clauseNo:
        'Partene eier virksomheten med andeler som svarer til det hver av dem har skutt inn av penger ved oppstarten.',
    },
    {
      text: 'Skal viktige beslutninger kreve at alle er enige?',
      clauseYes:
        'Viktige beslutninger i virksomheten, som store innkjøp, opptak av lån og ansettelser, krever enighet mellom alle partene.',
      clauseNo:
        'Viktige beslutninger i virksomheten treffes med flertall etter eierandel, og står stemmene likt, faller forslaget.',
    },
    {
      text: 'Skal overskudd deles ut til dere hvert år?',
      clauseYes: 'Overskudd som ikke trengs i driften, deles ut til partene etter eierandel én gang i året.',
      clauseNo:
        'Overskudd blir stående i virksomheten og brukes i driften de første tre årene etter oppstarten.',
    },
    {
      text: 'Skal den som arbeider i virksomheten, få lønn?',
      clauseYes:
        'Den av partene som arbeider i virksomheten, får lønn etter den timesatsen partene har avtalt skriftlig, før overskuddet beregnes.',
      clauseNo:
        'Partene får ikke lønn for arbeidet i virksomheten, og arbeidsinnsatsen godtgjøres bare gjennom andelen av overskuddet.',
    },
    {
      text: 'Skal dere ha forkjøpsrett hvis en av dere vil selge andelen sin?',
      clauseYes:
        'En part som vil ut av virksomheten, tilbyr først andelen sin til de øvrige partene til markedsverdi, fastsatt ved en uavhengig verdivurdering hvis partene ikke blir enige.',
      clauseNo:
        'En part som vil ut av virksomheten, kan selge andelen sin til hvem parten vil, uten først å tilby den til de øvrige partene.',
    },
    {
      text: 'Skal dere skyte inn mer penger etter eierandel hvis virksomheten trenger det?',
      clauseYes:
        'Trenger virksomheten mer penger, skyter partene inn det som trengs etter eierandel, opptil det samme beløpet som hver av dem skjøt inn ved oppstarten.',
      clauseNo:
        'Ingen av partene har plikt til å skyte inn mer penger i virksomheten enn det parten skjøt inn ved oppstarten.',
    },
    {
      text: 'Skal det dere lager eller kjøper for virksomheten, tilhøre virksomheten?',
      clauseYes:
        'Utstyr, rettigheter og annet som partene lager eller kjøper for virksomheten, tilhører virksomheten, også etter at en part har gått ut.',
      clauseNo:
        'Utstyr og rettigheter tilhører den av partene som har laget eller betalt for dem, og virksomheten får bruke dem så lenge parten er medeier.',
    },
  ],

  // partene (arvingene), boet
  estate: [
    {
      text: 'Skal verdien av {objektet} settes av en uavhengig takstmann?',
      clauseYes:
        'Verdien av {objektet} og andre større eiendeler i boet settes av en uavhengig takstmann, og kostnaden dekkes av boet.',
      clauseNo:
        'Partene setter verdien av {objektet} og andre eiendeler i boet i fellesskap, ut fra hva tilsvarende selges for.',
    },
    {
      text: 'Skal dere velge etter tur når flere av dere ønsker den samme gjenstanden?',
      clauseYes:
        'Ønsker flere av partene den samme gjenstanden fra boet, velger partene etter tur i en rekkefølge som avgjøres ved loddtrekning, og verdien trekkes fra arveparten til den som får gjenstanden.',
      clauseNo:
        'Ønsker flere av partene den samme gjenstanden fra boet, byr de på den seg imellom med den fastsatte verdien som laveste bud, og den som byr høyest, får gjenstanden mot at budet trekkes fra arveparten.',
    },
    {
      text: 'Skal den som bruker {objektet} før oppgjøret, betale de løpende utgiftene for den tiden?',
      clauseYes:
        'Den av partene som bruker {objektet} før oppgjøret er ferdig, betaler de løpende utgiftene til {objektet}, som strøm og vedlikehold, for den tiden parten bruker {objektet}, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'De løpende utgiftene til {objektet} fram til oppgjøret er ferdig, dekkes av boet, også når en av partene bruker {objektet}, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal det ingen av dere ønsker å overta fra boet, selges?',
      clauseYes:
        'Det ingen av partene ønsker å overta fra boet, selges, og salgssummen fordeles etter arvepartene.',
      clauseNo:
        'Det ingen av partene ønsker å overta fra boet, gis bort eller kastes, og kostnaden ved tømming dekkes av boet.',
    },
    {
      text: 'Skal én av dere ha ansvaret for det praktiske arbeidet med boet?',
      clauseYes:
        'Partene velger innen to uker én av seg til å ha ansvaret for det praktiske arbeidet med boet, og den som velges, holder de øvrige partene orientert og får dokumenterte utgifter dekket av boet; til det er gjort, deler partene arbeidet mellom seg.',
      clauseNo:
        'Partene deler det praktiske arbeidet med boet mellom seg, og hver av dem får dokumenterte utgifter dekket av boet.',
    },
    {
      text: 'Skal {objektet} holdes forsikret fram til oppgjøret er ferdig?',
      clauseYes:
        'Boet holder {objektet} forsikret fram til oppgjøret er ferdig, og forsikringen betales av boet.',
      clauseNo:
        'Boet holder ikke {objektet} forsikret, og tap før oppgjøret er ferdig bæres av partene etter arvepartene.',
    },
    {
      text: 'Skal oppgjøret være ferdig innen seks måneder?',
      clauseYes: 'Partene gjør oppgjøret ferdig senest seks måneder etter at avtalen er signert.',
      clauseNo: 'Partene setter ingen frist for når oppgjøret skal være ferdig.',
    },
  ],

  // partene, eiendommene
  neighbours: [
    {
      text: 'Skal de felles kostnadene deles likt?',
      clauseYes: 'Felles kostnader etter denne avtalen deles likt mellom partene.',
      clauseNo:
        'Felles kostnader etter denne avtalen fordeles etter hvor mye hver av partene bruker det kostnadene gjelder.',
    },
    {
      text: 'Skal hver av dere ha ansvaret for vedlikeholdet på sin side av grensen?',
      clauseYes:
        'Hver av partene har ansvaret for vedlikehold og reparasjoner på sin side av eiendomsgrensen, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Partene har felles ansvar for vedlikehold og reparasjoner og går sammen gjennom behovet hvert år innen utgangen av mai, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal endringer nær eiendomsgrensen kreve samtykke fra naboen?',
      clauseYes:
        'Endringer nær eiendomsgrensen, som nye gjerder, hekker, trær, bygg eller endret terreng, krever skriftlig samtykke fra de øvrige partene.',
      clauseNo:
        'Hver av partene kan gjøre endringer på egen eiendom etter å ha gitt de øvrige partene skriftlig beskjed minst to uker i forveien.',
    },
    {
      text: 'Skal dere gjøre større arbeid selv i stedet for å leie inn hjelp?',
      clauseYes: 'Større arbeid som partene har bestemt å gjøre sammen, utfører partene selv på dugnad.',
      clauseNo:
        'Større arbeid som partene har bestemt å gjøre sammen, settes bort til noen som får betalt for det, og kostnaden deles som de andre felles kostnadene.',
    },
    {
      text: 'Skal den som forårsaker en skade, betale reparasjonen alene?',
      clauseYes:
        'Den av partene som forårsaker skade på felles anlegg eller på de øvriges eiendom, betaler reparasjonen alene.',
      clauseNo:
        'Kostnaden ved skade på felles anlegg deles som de andre felles kostnadene, uansett hvem som forårsaket skaden, bortsett fra skade som er gjort med vilje.',
    },
    {
      text: 'Skal avtalen kunne sies opp med tre måneders varsel?',
      clauseYes:
        'Hver av partene kan si opp avtalen skriftlig med tre måneders varsel, og kostnader som er påløpt før avtalen opphører, gjøres opp etter avtalen.',
      clauseNo: 'Avtalen kan ikke sies opp av en av partene alene.',
    },
    {
      text: 'Skal avtalen følge med når en eiendom selges?',
      clauseYes:
        'En part som selger eiendommen sin, gir kjøperen en kopi av denne avtalen før salget og ber kjøperen om å tre inn i avtalen.',
      clauseNo: 'Avtalen gjelder bare mellom partene, og den opphører for en part som selger eiendommen sin.',
    },
  ],
};

/** Questions about the object itself, by its kind, for the relations they fit (most important first per kind). */
export const OBJECT_TEMPLATES: {
  kinds: ObjectKind[];
  relations: Exclude<Relation, 'other'>[];
  template: QuestionTemplate;
}[] = [
  // ── animal
  {
    kinds: ['animal'],
    relations: ['lend-thing', 'rent'],
    template: {
      text: 'Skal den som eier {objektet}, betale fôr og veterinærutgifter?',
      clauseYes:
        'Den som eier {objektet}, betaler fôr, utstyr og veterinærutgifter til vaksiner, kontroller og sykdom.',
      clauseNo:
        'Den som låner eller leier {objektet}, betaler fôr, utstyr og veterinærutgifter til vaksiner, kontroller og sykdom så lenge avtalen gjelder.',
    },
  },
  {
    kinds: ['animal'],
    relations: ['lend-thing', 'rent', 'care'],
    template: {
      text: 'Skal {objektet} bli på sitt vanlige sted mens avtalen gjelder?',
      clauseYes:
        'Mens avtalen gjelder, blir {objektet} på sitt vanlige sted og flyttes ikke uten samtykke fra den som eier {objektet}.',
      clauseNo: 'Mens avtalen gjelder, kan {objektet} bo hos den av partene som ikke eier {objektet}.',
    },
  },
  {
    kinds: ['animal'],
    relations: ['rent', 'care'],
    template: {
      text: 'Skal den som eier {objektet}, holde {objektet} forsikret mens avtalen gjelder?',
      clauseYes:
        'Den som eier {objektet}, holder {objektet} forsikret mens avtalen gjelder, og sørger for at forsikringen også gjelder når andre har ansvaret for {objektet}.',
      clauseNo:
        'Den som eier {objektet}, har ikke plikt til å holde {objektet} forsikret mens avtalen gjelder.',
    },
  },
  {
    kinds: ['animal'],
    relations: ['own-together', 'lend-thing', 'rent'],
    template: {
      text: 'Skal veterinærbehandling som koster mer enn 3 000 kroner, avtales med alle på forhånd?',
      clauseYes:
        'Veterinærbehandling av {objektet} som koster mer enn 3 000 kroner, avtales med alle partene på forhånd, bortsett fra når det haster av hensyn til {objektet}.',
      clauseNo:
        'Den som har {objektet} hos seg, kan bestemme veterinærbehandling av {objektet} alene, også når behandlingen koster mer enn 3 000 kroner.',
    },
  },
  {
    kinds: ['animal'],
    relations: ['buy-sell', 'rent', 'lend-thing'],
    template: {
      text: 'Skal {objektet} til helsesjekk hos veterinær før overtakelsen?',
      clauseYes:
        'Den som eier {objektet}, sørger for at {objektet} får en helsesjekk hos veterinær før overtakelsen, og alle partene får en kopi av veterinærattesten.',
      clauseNo: 'Overtakelsen skjer uten at {objektet} har vært til en ny helsesjekk hos veterinær.',
    },
  },

  // ── vehicle
  {
    kinds: ['vehicle'],
    relations: ['lend-thing', 'rent', 'own-together'],
    template: {
      text: 'Skal den som kjører {objektet}, betale drivstoff, bompenger og parkering selv?',
      clauseYes:
        'Den som kjører {objektet}, betaler selv drivstoff eller lading, bompenger, ferje og parkering på sine turer.',
      clauseNo:
        'Drivstoff eller lading, bompenger, ferje og parkering betales av den eller dem som eier {objektet}, uansett hvem som kjører.',
    },
  },
  {
    kinds: ['vehicle'],
    relations: ['lend-thing', 'rent'],
    template: {
      text: 'Skal den som kjørte, betale egenandel og bonustap hvis forsikringen må brukes?',
      clauseYes:
        'Må forsikringen på {objektet} brukes etter en skade, betaler den som kjørte {objektet}, egenandelen og et eventuelt bonustap.',
      clauseNo:
        'Må forsikringen på {objektet} brukes etter en skade, betaler den som eier {objektet}, egenandelen og et eventuelt bonustap.',
    },
  },
  {
    kinds: ['vehicle'],
    relations: ['lend-thing', 'rent', 'own-together'],
    template: {
      text: 'Skal den som kjørte, betale bøter og gebyrer for kjøringen?',
      clauseYes:
        'Bøter og gebyrer for bruken av {objektet}, som fartsbøter og parkeringsgebyrer, betales av den som kjørte {objektet} da forholdet skjedde.',
      clauseNo:
        'Parkeringsgebyrer og andre gebyrer som sendes til eieren av {objektet}, betales av den eller dem som eier {objektet}, mens bøter som gis til føreren, betales av føreren selv.',
    },
  },
  {
    kinds: ['vehicle'],
    relations: ['own-together'],
    template: {
      text: 'Skal andre enn dere kunne kjøre {objektet}?',
      clauseYes:
        'Partene kan la andre med gyldig førerkort kjøre {objektet}, og den av partene som gir tillatelse, er ansvarlig overfor de øvrige partene for bruken.',
      clauseNo: 'Bare partene selv kan kjøre {objektet}.',
    },
  },
  {
    kinds: ['vehicle'],
    relations: ['buy-sell', 'lend-thing', 'rent'],
    template: {
      text: 'Skal service og eventuell EU-kontroll være utført før {objektet} overleveres?',
      clauseYes:
        'Den som eier {objektet}, sørger for at service og eventuell EU-kontroll er utført og godkjent før {objektet} overleveres.',
      clauseNo: 'Det stilles ikke krav om at service eller EU-kontroll er utført før {objektet} overleveres.',
    },
  },

  // ── boat
  {
    kinds: ['boat'],
    relations: ['lend-thing', 'rent', 'own-together'],
    template: {
      text: 'Skal den som bruker {objektet}, ha ansvaret for fortøyningen?',
      clauseYes:
        'Den som har brukt {objektet}, fortøyer {objektet} forsvarlig på den faste plassen etter hver tur og sjekker fortøyningen når det er meldt uvær.',
      clauseNo:
        'Den eller de som eier {objektet}, har ansvaret for fortøyningen og for å sjekke {objektet} når det er meldt uvær.',
    },
  },
  {
    kinds: ['boat'],
    relations: ['own-together'],
    template: {
      text: 'Skal {objektet} tas på land og lagres om vinteren?',
      clauseYes:
        'Om vinteren tas {objektet} på land og lagres under tak eller presenning, og kostnaden til opptak og lagring er en felles kostnad.',
      clauseNo:
        'Om vinteren blir {objektet} liggende på sommerplassen, og partene sjekker {objektet} etter tur minst én gang i måneden.',
    },
  },
  {
    kinds: ['boat'],
    relations: ['lend-thing', 'rent', 'own-together'],
    template: {
      text: 'Skal den som eier {objektet}, sørge for redningsvester og sikkerhetsutstyr om bord?',
      clauseYes:
        'Den eller de som eier {objektet}, sørger for redningsvester til alle om bord og annet sikkerhetsutstyr, og den som bruker {objektet}, sjekker utstyret før hver tur.',
      clauseNo:
        'Den som bruker {objektet}, tar selv med redningsvester til alle om bord og annet sikkerhetsutstyr som trengs på turen.',
    },
  },
  {
    kinds: ['boat'],
    relations: ['lend-thing', 'rent'],
    template: {
      text: 'Skal den som førte {objektet}, betale egenandelen hvis forsikringen må brukes?',
      clauseYes:
        'Må forsikringen på {objektet} brukes etter en skade, betaler den som førte {objektet}, egenandelen.',
      clauseNo:
        'Må forsikringen på {objektet} brukes etter en skade, betaler den som eier {objektet}, egenandelen.',
    },
  },
  {
    kinds: ['boat'],
    relations: ['own-together'],
    template: {
      text: 'Skal dere kunne låne ut {objektet} til andre?',
      clauseYes:
        'Partene kan låne ut {objektet} til andre, og den av partene som låner ut {objektet}, er ansvarlig overfor de øvrige partene for bruken.',
      clauseNo: 'Andre enn partene kan bare bruke {objektet} når en av partene er med om bord.',
    },
  },

  // ── building
  {
    kinds: ['building'],
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal den som eier {objektet}, betale strøm og internett?',
      clauseYes: 'Strøm og internett i {objektet} betales av den som eier {objektet}.',
      clauseNo:
        'Den som leier eller låner {objektet}, betaler strøm etter målt forbruk og internett for den tiden avtalen gjelder.',
    },
  },
  {
    kinds: ['building'],
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal den som leier eller låner {objektet}, ta seg av mindre vedlikehold og vask?',
      clauseYes:
        'Den som leier eller låner {objektet}, tar seg av mindre vedlikehold som lyspærer, batterier i røykvarslere og rensing av sluk, og vasker {objektet} grundig før tilbakeleveringen.',
      clauseNo:
        'Den som eier {objektet}, tar seg av alt vedlikehold og sluttvask, og den som leier eller låner {objektet}, rydder etter seg.',
    },
  },
  {
    kinds: ['building'],
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal nøkler til {objektet} bare kunne kopieres med samtykke fra den som eier {objektet}?',
      clauseYes:
        'Nøkler til {objektet} kan bare kopieres med skriftlig samtykke fra den som eier {objektet}, og alle nøkler leveres tilbake når avtalen opphører.',
      clauseNo:
        'Den som leier eller låner {objektet}, kan kopiere nøkler til {objektet} til eget bruk, og alle nøkler leveres tilbake når avtalen opphører.',
    },
  },
  {
    kinds: ['building'],
    relations: ['rent', 'lend-thing', 'live-together', 'own-together'],
    template: {
      text: 'Skal det være forbudt å røyke innendørs i {objektet}?',
      clauseYes: 'Det er ikke tillatt å røyke innendørs i {objektet}.',
      clauseNo: 'Det er tillatt å røyke innendørs i {objektet}.',
    },
  },
  {
    kinds: ['building'],
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal det være tillatt å ha med dyr i {objektet}?',
      clauseYes:
        'Det er tillatt å ha med dyr i {objektet}, og den som har med dyr, sørger for rengjøring og erstatter skader dyrene gjør.',
      clauseNo: 'Det er ikke tillatt å ha med dyr i {objektet}.',
    },
  },

  // ── land
  {
    kinds: ['land'],
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal den som leier eller låner {objektet}, ta seg av det vanlige vedlikeholdet?',
      clauseYes:
        'Den som leier eller låner {objektet}, holder {objektet} ryddig og tar seg av vanlig vedlikehold mens avtalen gjelder.',
      clauseNo:
        'Den som eier {objektet}, tar seg av vedlikeholdet av {objektet} mens avtalen gjelder, og den som leier eller låner {objektet}, holder {objektet} ryddig.',
    },
  },
  {
    kinds: ['land'],
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal den som eier {objektet}, sørge for snømåking og strøing?',
      clauseYes:
        'Den som eier {objektet}, sørger for snømåking og strøing der det trengs for å bruke {objektet}.',
      clauseNo:
        'Den som leier eller låner {objektet}, sørger selv for snømåking og strøing der det trengs for å bruke {objektet}.',
    },
  },
  {
    kinds: ['land'],
    relations: ['neighbours', 'own-together'],
    template: {
      text: 'Skal dere leie inn noen til brøyting og strøing?',
      clauseYes:
        'Partene leier inn noen til brøyting og strøing der det trengs, og kostnaden deles som de andre felles kostnadene.',
      clauseNo: 'Partene brøyter og strør selv der det trengs, etter tur én uke om gangen.',
    },
  },
  {
    kinds: ['land'],
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal den som leier eller låner {objektet}, kunne sette opp eller lagre egne ting der?',
      clauseYes:
        'Den som leier eller låner {objektet}, kan sette opp eller lagre egne ting der og fjerner alt når avtalen opphører.',
      clauseNo:
        'Den som leier eller låner {objektet}, kan bare bruke {objektet} til det avtalen gjelder, og kan ikke sette opp eller lagre andre ting der.',
    },
  },
  {
    kinds: ['land'],
    relations: ['own-together'],
    template: {
      text: 'Skal alle være enige før noe varig plantes, settes opp eller bygges?',
      clauseYes:
        'Ingen av partene planter, setter opp eller bygger noe varig uten at alle partene har samtykket.',
      clauseNo:
        'Hver av partene kan plante eller sette opp noe uten samtykke fra de øvrige partene, så lenge det kan fjernes uten varig skade.',
    },
  },

  // ── thing
  {
    kinds: ['thing'],
    relations: ['lend-thing', 'rent'],
    template: {
      text: 'Skal {objektet} leveres tilbake rengjort og oppladet?',
      clauseYes:
        'Den som låner eller leier {objektet}, leverer {objektet} tilbake rengjort og, der det er aktuelt, oppladet.',
      clauseNo:
        'Den som eier {objektet}, tar seg av rengjøring og lading etter tilbakeleveringen uten ekstra betaling.',
    },
  },
  {
    kinds: ['thing'],
    relations: ['lend-thing', 'rent'],
    template: {
      text: 'Skal vanlig slitasje på {objektet} godtas uten erstatning?',
      clauseYes:
        'Den som låner eller leier {objektet}, erstatter ikke vanlig slitasje som følger av normal bruk.',
      clauseNo:
        'Den som låner eller leier {objektet}, betaler for å rette også vanlig slitasje som bruken har ført til.',
    },
  },
  {
    kinds: ['thing'],
    relations: ['lend-thing', 'rent', 'buy-sell'],
    template: {
      text: 'Skal tilbehør som hører til {objektet}, følge med?',
      clauseYes:
        'Tilbehør som hører til {objektet}, som ladere, vesker, bruksanvisninger og ekstrautstyr, følger med uten ekstra betaling.',
      clauseNo: 'Bare {objektet} selv følger med, uten tilbehør.',
    },
  },
  {
    kinds: ['thing'],
    relations: ['own-together'],
    template: {
      text: 'Skal {objektet} ha et fast oppbevaringssted?',
      clauseYes:
        'Når {objektet} ikke er i bruk, oppbevares {objektet} på et fast sted som partene har bestemt.',
      clauseNo:
        'Den som sist brukte {objektet}, oppbevarer {objektet} hos seg til en annen av partene skal bruke {objektet}.',
    },
  },

  // ── service
  {
    kinds: ['service'],
    relations: ['service'],
    template: {
      text: 'Skal arbeid som ikke er godt nok utført, gjøres om uten ekstra betaling?',
      clauseYes:
        'Er arbeidet ikke utført som avtalt, retter den som utfører oppdraget, det uten ekstra betaling når oppdragsgiveren sier fra innen en uke.',
      clauseNo:
        'Oppdragsgiveren betaler for arbeidet slik det er utført, og arbeid som skal gjøres om, betales som nytt arbeid.',
    },
  },
  {
    kinds: ['service'],
    relations: ['service'],
    template: {
      text: 'Skal arbeidet gjøres på faste dager og tider?',
      clauseYes:
        'Arbeidet gjøres på de faste dagene og tidene partene har avtalt skriftlig, og endringer avtales senest to dager i forveien.',
      clauseNo:
        'Den som utfører oppdraget, velger selv når arbeidet gjøres, så lenge det gjøres innen rimelig tid.',
    },
  },
  {
    kinds: ['service'],
    relations: ['service'],
    template: {
      text: 'Skal oppdragsgiveren slippe å betale for arbeid som ikke blir gjort?',
      clauseYes:
        'Blir arbeidet ikke gjort til avtalt tid, betaler oppdragsgiveren ikke for det som ikke er gjort, og kan få andre til å gjøre det.',
      clauseNo:
        'Blir arbeidet ikke gjort til avtalt tid, gjør den som utfører oppdraget, det så snart som mulig, og betalingen blir den samme.',
    },
  },
  {
    kinds: ['service'],
    relations: ['share-costs'],
    template: {
      text: 'Skal én av dere ha all kontakt med den som utfører tjenesten?',
      clauseYes:
        'Når avtalen signeres, velger partene én av seg som har all kontakt med den som utfører tjenesten, om tider, avlysninger og betaling.',
      clauseNo:
        'Hver av partene har selv kontakt med den som utfører tjenesten, om det som gjelder denne parten.',
    },
  },
  {
    kinds: ['service'],
    relations: ['share-costs'],
    template: {
      text: 'Skal den som ikke kan bruke tjenesten en gang, likevel betale sin andel?',
      clauseYes:
        'En part som ikke kan bruke tjenesten en gang, betaler likevel sin andel av kostnaden for den gangen.',
      clauseNo:
        'En part som gir beskjed minst 24 timer i forveien om at parten ikke skal bruke tjenesten en gang, slipper sin andel for den gangen, og de øvrige partene dekker den.',
    },
  },

  // ── event
  {
    kinds: ['event'],
    relations: ['share-costs'],
    template: {
      text: 'Skal det være et tak på hvor mye hver av dere skal betale for {objektet}?',
      clauseYes:
        'Ingen av partene skal betale mer for {objektet} enn det taket per person som partene har avtalt skriftlig, og utgifter over taket krever samtykke fra alle partene.',
      clauseNo: 'Partene setter ikke noe tak på hvor mye hver av dem skal betale for {objektet}.',
    },
  },
  {
    kinds: ['event'],
    relations: ['share-costs', 'project'],
    template: {
      text: 'Skal dere bare gjøre bestillinger som kan avbestilles uten kostnad?',
      clauseYes:
        'Så langt det er mulig, gjør partene bare bestillinger til {objektet} som kan avbestilles uten kostnad fram til to uker før.',
      clauseNo:
        'Partene kan gjøre bestillinger til {objektet} som ikke kan avbestilles, når det gir en lavere pris.',
    },
  },
  {
    kinds: ['event'],
    relations: ['share-costs'],
    template: {
      text: 'Skal dere spleise på en felles gave?',
      clauseYes: 'Partene spleiser på en felles gave, og kostnaden deles som de andre felles kostnadene.',
      clauseNo: 'Hver av partene kjøper sin egen gave, og gaver er ikke en del av de felles kostnadene.',
    },
  },
  {
    kinds: ['event'],
    relations: ['share-costs'],
    template: {
      text: 'Skal den eller de som feires, slippe å betale?',
      description: 'For eksempel bruden på et utdrikningslag eller den som har bursdag.',
      clauseYes:
        'Den eller de som feires, betaler ikke noe av de felles kostnadene, og kostnadene deles på dem som betaler.',
      clauseNo: 'Alle som er med, betaler sin andel av de felles kostnadene, også den eller de som feires.',
    },
  },

  // ── child
  {
    kinds: ['child'],
    relations: ['care', 'service'],
    template: {
      text: 'Skal den som passer {objektet}, følge de samme reglene for mat, skjermtid og leggetid som hjemme?',
      clauseYes:
        'Den som passer {objektet}, følger de samme reglene for mat, skjermtid og leggetid som {objektet} har hjemme.',
      clauseNo: 'Den som passer {objektet}, bestemmer selv over mat, skjermtid og leggetid under passingen.',
    },
  },
  {
    kinds: ['child'],
    relations: ['care', 'service'],
    template: {
      text: 'Skal den som passer {objektet}, hente {objektet} i barnehagen, på skolen eller på aktiviteter?',
      clauseYes:
        'Den som passer {objektet}, henter {objektet} i barnehagen, på skolen eller på aktiviteter når foreldrene har gitt beskjed om det.',
      clauseNo:
        'Den som passer {objektet}, henter ikke {objektet} andre steder, og foreldrene leverer og henter {objektet} selv.',
    },
  },
  {
    kinds: ['child'],
    relations: ['care', 'service'],
    template: {
      text: 'Skal passingen avlyses når {objektet} er syk?',
      clauseYes: 'Når {objektet} er syk, avlyses passingen, og foreldrene gir beskjed så tidlig som mulig.',
      clauseNo:
        'Den som passer {objektet}, passer også når {objektet} er lettere syk, etter beskjed fra foreldrene om medisiner og hvem som skal kontaktes.',
    },
  },
  {
    kinds: ['child'],
    relations: ['care', 'service'],
    template: {
      text: 'Skal den som passer {objektet}, kunne kjøre {objektet} i bil?',
      clauseYes:
        'Den som passer {objektet}, kan kjøre {objektet} i bil, med bilsete eller bilbelte som passer for alderen.',
      clauseNo: 'Den som passer {objektet}, kjører ikke {objektet} i bil.',
    },
  },

  // ── person
  {
    kinds: ['person'],
    relations: ['care'],
    template: {
      text: 'Skal dere ha en fast plan for hvem som besøker {objektet} når?',
      clauseYes:
        'Senest to uker etter at avtalen er signert, lager partene en skriftlig plan for hvem som besøker {objektet} når, slik at {objektet} får besøk minst én gang i uken, og til planen er på plass, avtales besøkene fra uke til uke.',
      clauseNo: 'Hver av partene besøker {objektet} så ofte parten har anledning til, uten en fast plan.',
    },
  },
  {
    kinds: ['person'],
    relations: ['care'],
    template: {
      text: 'Skal utgifter til hjelp for {objektet} deles likt mellom dere?',
      clauseYes:
        'Utgifter til hjelp, transport og innkjøp for {objektet} som {objektet} ikke betaler selv, deles likt mellom partene.',
      clauseNo:
        'Hver av partene dekker selv sine egne utgifter til hjelp, transport og innkjøp for {objektet}.',
    },
  },
  {
    kinds: ['person'],
    relations: ['care'],
    template: {
      text: 'Skal én av dere være fast kontaktperson for hjemmetjenesten og legen?',
      clauseYes:
        'Med samtykke fra {objektet} velger partene innen to uker én av seg som fast kontaktperson overfor hjemmetjenesten, fastlegen og andre offentlige kontorer, og kontaktpersonen holder de øvrige partene orientert; til det er gjort, kan hver av partene ta kontakt.',
      clauseNo:
        'Med samtykke fra {objektet} kan hver av partene ta kontakt med hjemmetjenesten, fastlegen og andre offentlige kontorer, og gir de øvrige partene beskjed om det som blir avtalt.',
    },
  },
  {
    kinds: ['person'],
    relations: ['care'],
    template: {
      text: 'Skal større beslutninger som gjelder {objektet}, tas i samråd med {objektet} og alle dere?',
      clauseYes:
        'Større beslutninger som gjelder {objektet}, som flytting, hjelpetiltak og økonomi, tas i samråd med {objektet} selv og alle partene.',
      clauseNo:
        'Større beslutninger som gjelder {objektet}, tas i samråd med {objektet} selv, og hver av partene kan følge dem opp uten å vente på de øvrige partene.',
    },
  },

  // ── digital
  {
    kinds: ['digital'],
    relations: ['share-costs'],
    template: {
      text: 'Skal den som har opprettet {objektet}, eie {objektet} alene?',
      clauseYes:
        'Den av partene som har opprettet {objektet}, eier {objektet} alene, og de øvrige partene får bruke {objektet} så lenge avtalen gjelder.',
      clauseNo:
        'Partene eier {objektet} i fellesskap, uansett hvem av partene som står registrert hos tjenesten.',
    },
  },
  {
    kinds: ['digital'],
    relations: ['share-costs', 'project'],
    template: {
      text: 'Skal passord og innlogging til {objektet} bare deles mellom dere?',
      clauseYes:
        'Passord og innlogging til {objektet} deles bare mellom partene og gis ikke videre til andre.',
      clauseNo: 'Hver av partene kan gi innlogging til {objektet} videre til personer i egen husstand.',
    },
  },
  {
    kinds: ['digital'],
    relations: ['share-costs', 'project'],
    template: {
      text: 'Skal {objektet} bare kunne avsluttes når alle er enige?',
      clauseYes: 'Ingen av partene kan avslutte {objektet} uten samtykke fra alle partene.',
      clauseNo:
        'Den som står registrert som eier av {objektet} hos tjenesten, kan avslutte {objektet} alene når denne avtalen er over, etter å ha gitt de øvrige partene skriftlig beskjed minst én måned i forveien.',
    },
  },
  {
    kinds: ['digital'],
    relations: ['share-costs', 'project'],
    template: {
      text: 'Skal passordet byttes med én gang når en av dere går ut av avtalen?',
      clauseYes:
        'Når en av partene går ut av avtalen, byttes passordet til {objektet} med én gang, og den som går ut, mister tilgangen.',
      clauseNo:
        'Når en av partene går ut av avtalen, beholder parten tilgangen til {objektet} i én måned, og deretter byttes passordet.',
    },
  },

  // ── business
  {
    kinds: ['business'],
    relations: ['project', 'company'],
    template: {
      text: 'Skal en ekstern regnskapsfører føre regnskapet for {objektet}?',
      clauseYes:
        'Regnskapet for {objektet} føres av en ekstern regnskapsfører, og alle partene har innsyn i regnskapet.',
      clauseNo: 'Partene fører regnskapet for {objektet} selv, og alle partene har innsyn i regnskapet.',
    },
  },
  {
    kinds: ['business'],
    relations: ['project'],
    template: {
      text: 'Skal {objektet} ha en egen bankkonto?',
      clauseYes:
        'Partene oppretter en egen bankkonto for {objektet}, og alle inntekter til {objektet} betales inn på den kontoen.',
      clauseNo:
        'Partene oppretter ingen egen bankkonto for {objektet}, og den av partene som tar imot en betaling til {objektet}, fordeler den videre senest 14 dager etter.',
    },
  },
  {
    kinds: ['business'],
    relations: ['project'],
    template: {
      text: 'Skal {objektet} registreres i Brønnøysundregistrene?',
      clauseYes:
        'Partene registrerer {objektet} i Brønnøysundregistrene senest én måned etter at avtalen er signert.',
      clauseNo: 'Partene registrerer ikke {objektet} i Brønnøysundregistrene.',
    },
  },
  {
    kinds: ['business'],
    relations: ['company'],
    template: {
      text: 'Skal {objektet} drives som et aksjeselskap?',
      clauseYes:
        'Partene stifter et aksjeselskap for {objektet} og registrerer det i Brønnøysundregistrene senest én måned etter at avtalen er signert, med aksjer fordelt etter eierandelene i denne avtalen.',
      clauseNo: 'Partene driver {objektet} uten å stifte et aksjeselskap.',
    },
  },
  {
    kinds: ['business'],
    relations: ['project'],
    template: {
      text: 'Skal de som fortsetter, kunne bruke navnet på {objektet} hvis en av dere slutter?',
      clauseYes: 'Slutter en av partene, kan de øvrige partene fortsette å bruke navnet på {objektet}.',
      clauseNo:
        'Slutter en av partene, kan ingen av partene bruke navnet på {objektet} videre uten samtykke fra den som har sluttet.',
    },
  },
];
