import type { QuestionContent } from '../../catalogue/catalogue.types';
import type { ObjectKind, Relation } from './title-reading.types';

/**
 * A question a relation or an object kind asks, written as a catalogue question is (typed, with its clauses,
 * `section` and `fact`), without what only a topic has (a key, logic, value checks). A template without a
 * section gets its relation's ({@link RELATION_SECTIONS}) or its kind's ({@link KIND_SECTIONS}).
 */
export type QuestionTemplate = QuestionContent;

/** The heading a relation's questions are printed under in the document (docs/legal-document.md). */
export const RELATION_SECTIONS: Record<Exclude<Relation, 'other'>, string> = {
  'lend-thing': 'Lånet',
  'lend-money': 'Lånet',
  'own-together': 'Eierskap',
  'buy-sell': 'Kjøpet',
  rent: 'Leieforholdet',
  'share-costs': 'Kostnader',
  'live-together': 'Bofellesskapet',
  care: 'Omsorgen',
  service: 'Oppdraget',
  project: 'Prosjektet',
  company: 'Selskapet',
  estate: 'Arveoppgjøret',
  neighbours: 'Naboforholdet',
};

/** The heading of the questions about an object of a kind. */
export const KIND_SECTIONS: Record<ObjectKind, string> = {
  animal: 'Stell av dyret',
  vehicle: 'Bruk av kjøretøyet',
  boat: 'Bruk av båten',
  building: 'Bruk av eiendommen',
  land: 'Bruk av eiendommen',
  thing: 'Bruk og vedlikehold',
  money: 'Økonomi',
  service: 'Oppdraget',
  event: 'Arrangementet',
  child: 'Omsorgen',
  person: 'Omsorgen',
  business: 'Virksomheten',
  digital: 'Bruk og tilgang',
  none: 'Andre avtalepunkter',
};

// How these templates are worded:
// - `{objektet}` (the object in definite singular) never opens a sentence, and no pronoun, article or
//   adjective refers back to it, since its gender varies: the object is named again instead.
// - A general clause that a more specific question may refine (running costs, damage, the split of costs)
//   ends with «så langt ikke annet følger av denne avtalen», so the specific question decides where both apply.
// - Every question of a set is answered and printed, and no question depends on another's answer, so no two
//   templates that can meet in a set may say otherwise than each other: a value is asked once, by a typed
//   question (a party, an amount, a date, a choice), and the clauses that need it refer to it («den leien som er
//   avtalt i denne avtalen») instead of to a value «partene har avtalt skriftlig», which no field collects.
// - The split of the common costs is asked by own-together, share-costs, live-together and neighbours with the
//   same question text ({@link SPLIT_QUESTION}), so a set asks it once: the first relation's question decides.
// - A relation's own template fits every object of the kinds the relation is read with: a rent template may be
//   printed for a horse, a car or a home, so a rule of husleieloven stands in the building templates, and the
//   general clause gives way to the law («så langt loven ikke bestemmer noe annet»). A care template fits a child,
//   a parent and an animal alike; the words only an animal needs are in the animal templates. A service template
//   may be printed where the one who does the work is no party (a piano teacher two families share): its
//   clauses bind the parties (who pays, who books), and a duty of the one who does the work is written as
//   applying «når en av partene utfører arbeidet».
// - A clause that states a rule of law has a row in docs/legal-sources.md («Relation templates for custom
//   topics»).

/** The fact and party questions are printed under this heading before the terms (as the catalogue's BAKGRUNN). */
const BAKGRUNN = 'Bakgrunn';

/** The one question text on the split of the common costs (see above); each relation's clauses fit it. */
export const SPLIT_QUESTION = 'Hvordan skal de felles kostnadene fordeles mellom dere?';

/** Questions every agreement of a relation needs, whatever its object (most important first). */
export const RELATION_TEMPLATES: Record<Exclude<Relation, 'other'>, QuestionTemplate[]> = {
  // utlåneren / låneren
  'lend-thing': [
    {
      type: 'free_text',
      format: 'party',
      text: 'Hvem av dere låner ut {objektet}?',
      description: 'Den andre parten i avtalen, eller de andre hvis dere er flere, låner {objektet}.',
      clauseTemplate: '{{svar}} låner ut {objektet} til de andre partene.',
      partyRoles: { chosen: 'utlåner', others: 'låner' },
      section: BAKGRUNN,
      fact: true,
    },
    {
      type: 'free_text',
      format: 'date',
      text: 'Hvilken dato skal {objektet} senest leveres tilbake?',
      clauseTemplate: 'Låneren leverer {objektet} tilbake til utlåneren senest {{svar}}.',
    },
    {
      text: 'Skal utlåneren kunne kreve {objektet} tilbake før den avtalte datoen?',
      clauseYes:
        'Utlåneren kan kreve {objektet} tilbake før den avtalte datoen, og låneren leverer {objektet} tilbake senest tre dager etter at utlåneren har bedt om det.',
      clauseNo:
        'Utlåneren kan ikke kreve {objektet} tilbake før den avtalte datoen, bortsett fra når låneren bruker {objektet} i strid med denne avtalen.',
    },
    {
      text: 'Skal låneren erstatte all skade på og tap av {objektet} mens {objektet} er utlånt?',
      clauseYes:
        'Låneren erstatter skade på og tap av {objektet} som skjer mens {objektet} er utlånt, også når låneren ikke er skyld i skaden, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Låneren erstatter bare skade på og tap av {objektet} som låneren har forårsaket ved uforsiktig bruk, så langt ikke annet følger av denne avtalen.',
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hva skal låneren betale for å låne {objektet}?',
      description:
        'Skriv 0 hvis lånet er gratis. Betaler låneren for å bruke en bolig, er avtalen en leieavtale som husleieloven kan gjelde for.',
      clauseTemplate:
        'Godtgjørelsen for lånet er {{svar}}, og den betales til utlåneren senest når {objektet} leveres tilbake.',
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
      text: 'Skal låneren betale utgiftene ved bruken så lenge lånet varer?',
      clauseYes:
        'Så lenge lånet varer, betaler låneren utgiftene ved egen bruk, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Så lenge lånet varer, dekker utlåneren utgiftene ved bruken, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal låneren sørge for forsikring som dekker {objektet} mens {objektet} er utlånt?',
      clauseYes:
        'Låneren sørger for og betaler en forsikring som dekker skade på og tap av {objektet} så lenge lånet varer.',
      clauseNo:
        'Låneren har ikke plikt til å forsikre {objektet}, og en forsikring utlåneren har, betales av utlåneren.',
    },
  ],

  // långiveren / låntakeren
  'lend-money': [
    {
      type: 'free_text',
      format: 'party',
      text: 'Hvem av dere låner ut pengene?',
      description: 'Den andre parten i avtalen, eller de andre hvis dere er flere, låner pengene.',
      clauseTemplate: '{{svar}} låner ut pengene til de andre partene.',
      partyRoles: { chosen: 'långiver', others: 'låntaker' },
      section: BAKGRUNN,
      fact: true,
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye skal lånes ut?',
      clauseTemplate: 'Lånebeløpet er {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      type: 'free_text',
      format: 'date',
      text: 'Hvilken dato skal lånet senest være betalt helt tilbake?',
      description: 'Betales lånet ned med avdrag, er dette datoen da det siste avdraget forfaller.',
      clauseTemplate: 'Lånet skal være fullt tilbakebetalt senest {{svar}}.',
    },
    {
      type: 'free_text',
      format: 'percent',
      text: 'Hvor høy rente skal låntakeren betale per år?',
      description:
        'Skriv 0 hvis lånet skal være rentefritt. En svært høy rente kan settes til side av en domstol.',
      clauseTemplate:
        'Renten er {{svar}} per år av den delen av lånet som til enhver tid ikke er betalt tilbake, og påløpte renter betales hver gang låntakeren betaler avdrag eller resten av lånet.',
    },
    {
      type: 'multiple_choice',
      text: 'Hvordan skal lånet betales tilbake?',
      options: [
        {
          text: 'Med like store avdrag hver måned',
          clause:
            'Låntakeren betaler lånet ned med like store avdrag hver måned, første gang én måned etter at lånet er utbetalt, slik at lånet er nedbetalt innen den datoen da lånet senest skal være betalt tilbake.',
        },
        {
          text: 'Alt på én gang',
          clause:
            'Låntakeren betaler hele lånet tilbake på én gang, senest den datoen da lånet senest skal være betalt tilbake.',
        },
      ],
    },
    {
      text: 'Skal hele lånebeløpet utbetales på én gang?',
      clauseYes:
        'Långiveren utbetaler hele lånebeløpet på én gang, senest én uke etter at avtalen er signert.',
      clauseNo:
        'Långiveren utbetaler lånebeløpet i flere deler etter hvert som låntakeren trenger pengene, og låntakeren bekrefter hver utbetaling skriftlig.',
    },
    {
      text: 'Skal hele lånet kunne kreves tilbake hvis låntakeren er mer enn 30 dager forsinket med en betaling?',
      clauseYes:
        'Er låntakeren mer enn 30 dager forsinket med en betaling og har ikke betalt 14 dager etter skriftlig varsel fra långiveren, kan långiveren kreve hele det utestående lånet tilbakebetalt straks.',
      clauseNo:
        'Er låntakeren forsinket med en betaling, kan långiveren kreve det forsinkede beløpet betalt straks, men ikke resten av lånet før det forfaller etter avtalen.',
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
      description: 'Sikkerhet kan for eksempel være pant i en eiendel eller en kausjon.',
      clauseYes:
        'Låntakeren stiller sikkerhet for lånet ved pant eller kausjon, og partene inngår en egen skriftlig pant- eller kausjonsavtale før lånet utbetales.',
      clauseNo: 'Låntakeren stiller ikke sikkerhet for lånet.',
    },
    {
      text: 'Skal låntakeren betale forsinkelsesrente hvis et beløp betales for sent?',
      clauseYes:
        'Betaler låntakeren for sent, betaler låntakeren forsinkelsesrente etter forsinkelsesrenteloven av det forfalte beløpet.',
      clauseNo: 'Långiveren krever ikke forsinkelsesrente når låntakeren betaler for sent.',
    },
    {
      text: 'Skal låntakeren bekrefte restgjelden skriftlig én gang i året?',
      description:
        'Et krav på tilbakebetaling av et pengelån foreldes som hovedregel etter ti år, og en skriftlig erkjennelse fra låntakeren avbryter foreldelsen.',
      clauseYes: 'Låntakeren bekrefter restgjelden skriftlig overfor långiveren én gang i året.',
      clauseNo: 'Partene lager ingen årlig bekreftelse av restgjelden.',
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
      type: 'multiple_choice',
      text: SPLIT_QUESTION,
      options: [
        {
          text: 'Etter eierandel',
          clause:
            'Faste og løpende kostnader ved {objektet}, som avgifter, forsikring, vedlikehold og reparasjoner, fordeles mellom partene etter eierandel, så langt ikke annet følger av denne avtalen.',
        },
        {
          text: 'Likt',
          clause:
            'Faste og løpende kostnader ved {objektet}, som avgifter, forsikring, vedlikehold og reparasjoner, deles likt mellom partene, så langt ikke annet følger av denne avtalen.',
        },
        {
          text: 'Etter hvor mye hver av oss bruker det',
          clause:
            'Faste og løpende kostnader ved {objektet}, som avgifter, forsikring, vedlikehold og reparasjoner, fordeles etter hvor mye hver av partene bruker {objektet}, så langt ikke annet følger av denne avtalen.',
        },
      ],
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
      description:
        'Gjelder avtalen fast eiendom, gjelder det egne regler i loven for slike rettigheter, blant annet ved salg til nærstående.',
      clauseYes:
        'En part som vil selge andelen sin, tilbyr den først til de øvrige partene til markedsverdi, og de øvrige partene har 30 dager på å svare, så langt loven ikke er til hinder for en slik forkjøpsrett.',
      clauseNo: 'Partene avtaler ingen egen forkjøpsrett, og salg av andeler følger sameielovens regler.',
    },
    {
      text: 'Skal den som vil ut av sameiet, kunne kreve å bli kjøpt ut?',
      clauseYes:
        'En part som vil ut av sameiet, kan kreve at de øvrige partene kjøper andelen til markedsverdi, fastsatt av en uavhengig takstmann hvis partene ikke blir enige, og blir andelen ikke kjøpt innen tre måneder, selges det partene eier sammen.',
      clauseNo:
        'En part som vil ut av sameiet, kan ikke kreve at de øvrige partene kjøper andelen, men kan selge andelen sin eller kreve sameiet oppløst etter reglene i denne avtalen og sameieloven.',
    },
    {
      text: 'Skal den som skader {objektet}, betale kostnaden ved skaden alene?',
      clauseYes:
        'Den av partene som skader {objektet} ved uforsiktig bruk, betaler alene kostnaden ved skaden, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Kostnaden ved skade på {objektet} deles som de andre felles kostnadene, uansett hvem av partene som forårsaket skaden, bortsett fra skade som er gjort med vilje.',
    },
    {
      text: 'Skal {objektet} være forsikret mot skade og tap?',
      clauseYes:
        'Partene holder {objektet} forsikret mot skade og tap, og forsikringen er en felles kostnad.',
      clauseNo:
        'Partene tegner ikke annen forsikring for {objektet} enn den loven krever, og tap som ingen forsikring dekker og ingen av partene er ansvarlig for, deles som de andre felles kostnadene.',
    },
  ],

  // selgeren / kjøperen
  'buy-sell': [
    {
      type: 'free_text',
      format: 'party',
      text: 'Hvem av dere selger {objektet}?',
      description: 'Den andre parten i avtalen, eller de andre hvis dere er flere, kjøper {objektet}.',
      clauseTemplate: '{{svar}} selger {objektet} til de andre partene.',
      partyRoles: { chosen: 'selger', others: 'kjøper' },
      section: BAKGRUNN,
      fact: true,
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hva er kjøpesummen for {objektet}?',
      clauseTemplate: 'Kjøpesummen er {{svar}}.',
    },
    {
      type: 'free_text',
      format: 'date',
      text: 'Hvilken dato skal kjøperen overta {objektet}?',
      clauseTemplate: 'Kjøperen overtar {objektet} {{svar}}.',
    },
    {
      type: 'multiple_choice',
      text: 'Når skal kjøpesummen betales?',
      options: [
        { text: 'Før overtakelsen', clause: 'Kjøperen betaler hele kjøpesummen før overtakelsen.' },
        { text: 'Ved overtakelsen', clause: 'Kjøperen betaler hele kjøpesummen ved overtakelsen.' },
        {
          text: 'Senest 14 dager etter overtakelsen',
          clause: 'Kjøperen betaler hele kjøpesummen senest 14 dager etter overtakelsen.',
        },
      ],
    },
    {
      text: 'Skal eiendomsretten først gå over til kjøperen når hele kjøpesummen er betalt?',
      clauseYes: 'Eiendomsretten går ikke over til kjøperen før hele kjøpesummen er betalt.',
      clauseNo: 'Eiendomsretten går over til kjøperen ved overtakelsen.',
    },
    {
      text: 'Skal kjøperen måtte melde fra om feil senest tre måneder etter overtakelsen?',
      description: 'Loven gir kjøperen i noen kjøp rett til en lengre frist, og den gjelder da.',
      clauseYes:
        'Krav på grunn av feil ved {objektet} som viser seg etter overtakelsen, må kjøperen sette fram skriftlig overfor selgeren innen rimelig tid etter at feilen ble oppdaget og senest tre måneder etter overtakelsen, så langt loven tillater en så kort frist.',
      clauseNo:
        'Kjøperen kan sette fram krav på grunn av feil ved {objektet} som viser seg etter overtakelsen, når kjøperen sier fra skriftlig til selgeren innen rimelig tid etter at feilen ble oppdaget, og innenfor de fristene loven setter.',
    },
    {
      text: 'Skal selgeren bære risikoen for {objektet} fram til overtakelsen?',
      clauseYes:
        'Selgeren bærer risikoen for skade på og tap av {objektet} fram til kjøperen har overtatt {objektet}.',
      clauseNo:
        'Kjøperen bærer risikoen for skade på og tap av {objektet} fra avtalen er signert, også før overtakelsen, så langt loven tillater det.',
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
      type: 'free_text',
      format: 'party',
      text: 'Hvem av dere leier ut {objektet}?',
      description: 'Den andre parten i avtalen, eller de andre hvis dere er flere, leier {objektet}.',
      clauseTemplate: '{{svar}} leier ut {objektet} til de andre partene.',
      partyRoles: { chosen: 'utleier', others: 'leietaker' },
      section: BAKGRUNN,
      fact: true,
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye skal leietakeren betale i leie for {objektet}?',
      description: 'Skriv leien per måned, eller for hele leieperioden hvis den er kortere enn én måned.',
      clauseTemplate:
        'Leien er {{svar}} per måned, eller for hele leieperioden hvis leieperioden er kortere enn én måned.',
    },
    {
      type: 'free_text',
      format: 'date',
      text: 'Hvilken dato overtar leietakeren {objektet}?',
      clauseTemplate: 'Leieforholdet starter {{svar}}, og leietakeren overtar {objektet} samme dag.',
    },
    {
      type: 'free_text',
      format: 'date',
      text: 'Hvilken dato slutter leien av {objektet}?',
      description:
        'Leier dere ut en bolig, setter husleieloven en minste leietid for en leieavtale med fast sluttdato (husleieloven § 9-3).',
      clauseTemplate:
        'Leieforholdet opphører uten oppsigelse {{svar}}, så langt loven ikke bestemmer noe annet.',
    },
    {
      type: 'multiple_choice',
      text: 'Skal leieforholdet kunne sies opp før sluttdatoen?',
      options: [
        {
          text: 'Nei',
          clause:
            'Ingen av partene kan si opp leieforholdet før sluttdatoen, så langt loven ikke gir en av dem rett til det.',
        },
        {
          text: 'Ja, med én måneds frist',
          clause:
            'Hver av partene kan si opp leieforholdet før sluttdatoen skriftlig med én måneds frist, regnet fra utgangen av den kalendermåneden oppsigelsen blir gitt, men ikke med kortere frist enn loven krever, og en oppsigelse fra utleieren må dessuten oppfylle de kravene loven stiller.',
        },
        {
          text: 'Ja, med tre måneders frist',
          clause:
            'Hver av partene kan si opp leieforholdet før sluttdatoen skriftlig med tre måneders frist, regnet fra utgangen av den kalendermåneden oppsigelsen blir gitt, og en oppsigelse fra utleieren må dessuten oppfylle de kravene loven stiller.',
        },
      ],
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hvor stort depositum skal leietakeren betale?',
      description:
        'Skriv 0 hvis leietakeren ikke skal betale depositum. Leier dere ut en bolig, kan depositumet være høyst seks måneders leie (husleieloven § 3-5).',
      clauseTemplate:
        'Depositumet er {{svar}}, og et depositum settes før overtakelsen inn på en egen konto i leietakerens navn, som utleieren betaler kostnaden ved og ingen av partene kan disponere alene mens leieforholdet varer, og når leieforholdet er slutt, betales det tilbake til leietakeren med fradrag for krav etter denne avtalen som leietakeren har godtatt eller som er fastsatt ved en avgjørelse.',
    },
    {
      text: 'Skal leien betales på forskudd?',
      clauseYes:
        'Leietakeren betaler leien på forskudd, for én måned av gangen senest den første dagen i måneden, eller samlet før overtakelsen hvis leieperioden er kortere enn én måned.',
      clauseNo:
        'Leietakeren betaler leien etterskuddsvis, for én måned av gangen senest den siste dagen i måneden, eller samlet ved tilbakeleveringen hvis leieperioden er kortere enn én måned.',
    },
    {
      text: 'Skal leien dekke de løpende utgiftene til {objektet}?',
      clauseYes:
        'Leien dekker de løpende utgiftene ved bruken av {objektet}, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Leietakeren betaler de løpende utgiftene ved egen bruk av {objektet} i tillegg til leien, men ved leie av bolig bare de utgiftene loven tillater at leietakeren betaler i tillegg til leien, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal leietakeren erstatte all skade på {objektet} som skjer i leieperioden?',
      clauseYes:
        'Leietakeren erstatter skade på og tap av {objektet} som skjer i leieperioden, også når leietakeren ikke er skyld i skaden, så langt loven tillater en slik avtale og ikke annet følger av denne avtalen.',
      clauseNo:
        'Leietakeren erstatter bare skade på og tap av {objektet} som leietakeren har forårsaket ved uforsiktighet, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal leietakeren kunne leie ut {objektet} videre?',
      clauseYes:
        'Leietakeren kan leie ut {objektet} videre med skriftlig samtykke fra utleieren i hvert enkelt tilfelle, og er ansvarlig overfor utleieren for den som leier videre.',
      clauseNo:
        'Leietakeren kan ikke leie ut eller låne ut {objektet} til andre, så langt loven ikke gir leietakeren rett til det.',
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
      type: 'multiple_choice',
      text: SPLIT_QUESTION,
      options: [
        {
          text: 'Likt',
          clause:
            'De felles kostnadene deles likt mellom partene, så langt ikke annet følger av denne avtalen.',
        },
        {
          text: 'Etter inntekt',
          clause:
            'De felles kostnadene fordeles mellom partene i forhold til inntekten til hver av dem, så langt ikke annet følger av denne avtalen.',
        },
        {
          text: 'Etter hvor mye hver av oss bruker det',
          clause:
            'De felles kostnadene fordeles etter hvor mye hver av partene bruker det kostnadene gjelder, så langt ikke annet følger av denne avtalen.',
        },
      ],
    },
    {
      type: 'multiple_choice',
      text: 'Hvordan skal de felles kostnadene betales?',
      options: [
        {
          text: 'Hver betaler inn sin andel på forhånd',
          clause:
            'Hver av partene betaler sin andel inn på en felles konto eller til den av partene som tar seg av betalingene, før kostnaden skal betales.',
        },
        {
          text: 'Den som legger ut, får pengene tilbake',
          clause:
            'Den av partene som legger ut for en felles kostnad, viser fram kvittering, og de øvrige partene betaler sin andel til den som la ut, senest 14 dager etter.',
        },
      ],
    },
    {
      type: 'free_text',
      format: 'party',
      text: 'Hvem av dere skal ta seg av betalingene og holde oversikt over de felles kostnadene?',
      clauseTemplate:
        '{{svar}} tar seg av betalingene og holder oversikt over de felles kostnadene, og viser de øvrige partene regnskapet når en av dem ber om det.',
    },
    {
      text: 'Skal den som trekker seg, betale sin andel av kostnader som allerede er bestilt?',
      clauseYes:
        'En part som trekker seg, betaler likevel sin andel av kostnader som var bestilt eller avtalt før parten sa fra.',
      clauseNo:
        'En part som trekker seg, slipper sin andel av kostnader som ikke er betalt ennå, og de øvrige partene dekker disse kostnadene.',
    },
    {
      type: 'multiple_choice',
      text: 'Hvor lenge skal kostnadsdelingen gjelde?',
      options: [
        {
          text: 'Til det kostnadene gjelder, er over og gjort opp',
          clause:
            'Kostnadsdelingen gjelder til det kostnadene gjelder, er gjennomført og alle felles kostnader er gjort opp.',
        },
        {
          text: 'Inntil videre, med én måneds varsel for den som vil gå ut',
          clause:
            'Kostnadsdelingen gjelder inntil videre, og en part som vil gå ut av den, gir de øvrige partene skriftlig beskjed minst én måned i forveien.',
        },
      ],
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
      type: 'multiple_choice',
      text: SPLIT_QUESTION,
      options: [
        {
          text: 'Likt',
          clause:
            'De faste boutgiftene, som husleie eller felleskostnader, strøm og internett, deles likt mellom partene, så langt ikke annet følger av denne avtalen.',
        },
        {
          text: 'Etter inntekt',
          clause:
            'De faste boutgiftene, som husleie eller felleskostnader, strøm og internett, fordeles mellom partene i forhold til inntekten til hver av dem, så langt ikke annet følger av denne avtalen.',
        },
      ],
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye skal hver av dere betale inn til felles mat og forbruksvarer hver måned?',
      description: 'Skriv 0 hvis hver av dere skal kjøpe og betale sin egen mat og sine egne forbruksvarer.',
      clauseTemplate:
        'Innskuddet til en felles husholdningskasse for mat og forbruksvarer er {{svar}} per part per måned, og det hver av partene kjøper ut over det, betaler parten selv.',
    },
    {
      text: 'Skal det dere kjøper til felles bruk, eies likt?',
      clauseYes:
        'Innbo og andre ting som partene kjøper til felles bruk mens de bor sammen, eies likt av partene, uansett hvem som betalte.',
      clauseNo:
        'Innbo og andre ting som partene kjøper mens de bor sammen, tilhører den av partene som betalte, og partene tar vare på kvitteringer for større kjøp.',
    },
    {
      type: 'multiple_choice',
      text: 'Hvor lang tid i forveien skal den som vil flytte ut, gi beskjed?',
      options: [
        {
          text: 'Én måned',
          clause:
            'En part som vil flytte ut, gir de øvrige partene skriftlig beskjed minst én måned i forveien og betaler sin andel av boutgiftene fram til da.',
        },
        {
          text: 'To måneder',
          clause:
            'En part som vil flytte ut, gir de øvrige partene skriftlig beskjed minst to måneder i forveien og betaler sin andel av boutgiftene fram til da.',
        },
        {
          text: 'Tre måneder',
          clause:
            'En part som vil flytte ut, gir de øvrige partene skriftlig beskjed minst tre måneder i forveien og betaler sin andel av boutgiftene fram til da.',
        },
      ],
    },
    {
      text: 'Skal alle økonomiske mellomværender gjøres opp senest én måned etter at en av dere har flyttet ut?',
      clauseYes:
        'Når en av partene flytter ut, gjør partene opp alle økonomiske mellomværender som gjelder boforholdet, senest én måned etter utflyttingen.',
      clauseNo:
        'Når en av partene flytter ut, gjør partene opp økonomiske mellomværender som gjelder boforholdet, etter hvert som regningene kommer.',
    },
    {
      text: 'Skal dere ha en felles innboforsikring?',
      clauseYes:
        'Partene har en felles innboforsikring, og premien er en felles kostnad som deles som de andre felles kostnadene.',
      clauseNo:
        'Partene har ikke felles innboforsikring, og hver av partene sørger selv for å forsikre det hver av dem eier.',
    },
    {
      text: 'Skal den som skader boligen eller ting dere eier sammen, betale skaden alene?',
      clauseYes:
        'Den av partene som skader boligen eller ting partene eier sammen, betaler reparasjonen eller erstatningen alene.',
      clauseNo:
        'Kostnaden ved skader på boligen og på ting partene eier sammen, deles som de andre felles kostnadene, bortsett fra skader som er gjort med vilje.',
    },
  ],

  // den som har omsorgen / de øvrige partene (eieren, foreldrene eller de andre i familien); the one cared for
  // may be a child, a parent or an animal, so nothing here names the object or what only one of them needs
  care: [
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye skal den som har omsorgen, få betalt per time?',
      description: 'Skriv 0 hvis omsorgen skal være uten betaling.',
      clauseTemplate:
        'Den som har omsorgen, får {{svar}} per time av de øvrige partene, betalt senest den siste dagen i hver måned for timene den måneden.',
    },
    {
      type: 'free_text',
      format: 'date',
      text: 'Hvilken dato starter avtalen?',
      clauseTemplate: 'Avtalen om omsorgen gjelder fra {{svar}}.',
    },
    {
      text: 'Skal hver av dere kunne avslutte avtalen med to ukers varsel?',
      clauseYes: 'Hver av partene kan avslutte avtalen om omsorgen skriftlig med to ukers varsel.',
      clauseNo:
        'Avtalen om omsorgen gjelder til partene blir enige om å avslutte den, og ingen av partene kan avslutte den alene.',
    },
    {
      text: 'Skal den som har omsorgen, få skriftlige instruksjoner før omsorgen starter?',
      clauseYes:
        'Før omsorgen starter, får den som skal ha omsorgen, skriftlige instruksjoner om rutiner, mat, medisiner og hvem som skal kontaktes hvis noe skjer.',
      clauseNo:
        'Før omsorgen starter, får den som skal ha omsorgen, muntlig beskjed om rutiner, mat, medisiner og hvem som skal kontaktes hvis noe skjer.',
    },
    {
      text: 'Skal den som har omsorgen, kunne skaffe nødvendig hjelp uten å vente på svar fra de andre?',
      clauseYes:
        'Trengs det hjelp fra helsevesenet eller en annen fagperson mens avtalen gjelder, kan den som har omsorgen, skaffe nødvendig hjelp uten å vente på svar fra de øvrige partene, og gir dem beskjed så snart som mulig.',
      clauseNo:
        'Trengs det hjelp fra helsevesenet eller en annen fagperson mens avtalen gjelder, avklarer den som har omsorgen, det først med de øvrige partene, bortsett fra når det haster.',
    },
    {
      text: 'Skal de andre dekke utgiftene til mat, utstyr og annet mens avtalen gjelder?',
      clauseYes:
        'De øvrige partene dekker utgifter til mat, utstyr og annet som trengs mens avtalen gjelder, og betaler tilbake utlegg mot kvittering senest sju dager etter, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Den som har omsorgen, dekker selv sine utgifter mens avtalen gjelder, som mat og transport, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal den som har omsorgen, kunne bestemme over det daglige selv?',
      clauseYes:
        'Den som har omsorgen, bestemmer selv over det daglige innenfor instruksjonene som er gitt, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Den som har omsorgen, avklarer med de øvrige partene før noe gjøres annerledes enn de vanlige rutinene, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal den som har omsorgen, være ansvarlig for skader som skyldes uforsiktighet?',
      clauseYes:
        'Den som har omsorgen, erstatter skader som skjer mens avtalen gjelder fordi den som har omsorgen, har vært uforsiktig.',
      clauseNo:
        'Den som har omsorgen, erstatter bare skader som skjer mens avtalen gjelder hvis den som har omsorgen, har voldt dem med vilje eller ved grov uaktsomhet.',
    },
  ],

  // oppdragsgiveren / den som utfører arbeidet (a party, or someone the parties pay together)
  service: [
    {
      type: 'multiple_choice',
      text: 'Hvordan skal arbeidet betales?',
      options: [
        {
          text: 'Per time',
          clause:
            'Arbeidet betales per time med prisen i denne avtalen, for de timene arbeidet faktisk er gjort.',
        },
        {
          text: 'Fast pris per gang',
          clause: 'Arbeidet betales med prisen i denne avtalen for hver gang arbeidet blir gjort.',
        },
        {
          text: 'Fast pris for hele oppdraget',
          clause:
            'Arbeidet betales med prisen i denne avtalen for hele oppdraget, uansett hvor lang tid arbeidet tar.',
        },
      ],
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hva er prisen for arbeidet?',
      description:
        'Skriv prisen per time, per gang eller for hele oppdraget, slik dere svarer på hvordan arbeidet skal betales.',
      clauseTemplate:
        'Prisen for arbeidet er {{svar}}, regnet per time, per gang eller for hele oppdraget slik det er valgt i denne avtalen.',
    },
    {
      type: 'multiple_choice',
      text: 'Når skal arbeidet betales?',
      options: [
        {
          text: 'Hver måned',
          clause:
            'Arbeidet betales hver måned for det som er utført den måneden, senest 14 dager etter månedens slutt.',
        },
        {
          text: 'Etter hver gang',
          clause: 'Arbeidet betales etter hver gang det er utført, senest sju dager etter.',
        },
        {
          text: 'Når hele oppdraget er ferdig',
          clause: 'Arbeidet betales når hele oppdraget er utført, senest 14 dager etter.',
        },
      ],
    },
    {
      // Third: a set that leads with the service (garden work) asks it; one that leads with sharing the costs of
      // a service the parties buy (a piano teacher) seldom reaches it.
      type: 'free_text',
      format: 'party',
      text: 'Hvem av dere skal utføre arbeidet?',
      description:
        'Den andre parten i avtalen, eller de andre hvis dere er flere, er oppdragsgiver og betaler.',
      clauseTemplate: '{{svar}} utfører arbeidet for de andre partene, som betaler for det.',
      partyRoles: { chosen: 'oppdragstaker', others: 'oppdragsgiver' },
      section: BAKGRUNN,
      fact: true,
    },
    {
      text: 'Skal det som inngår i oppdraget, stå på en skriftlig liste?',
      clauseYes:
        'Oppdraget omfatter bare oppgavene på en skriftlig liste som partene har signert, og andre oppgaver avtales og betales særskilt.',
      clauseNo:
        'Oppdraget omfatter det arbeidet som er beskrevet i denne avtalen, og mindre tilleggsoppgaver av samme slag betales ikke særskilt.',
    },
    {
      text: 'Skal en avtalt gang som avlyses med mindre enn 24 timers varsel, likevel betales?',
      clauseYes:
        'Avlyses en avtalt gang med mindre enn 24 timers varsel av den eller dem arbeidet gjøres for, betales den gangen som om arbeidet var utført.',
      clauseNo:
        'En avtalt gang som avlyses av den eller dem arbeidet gjøres for, betales ikke, uansett hvor kort varsel som gis, så langt ikke annet er avtalt med den som utfører arbeidet.',
    },
    {
      type: 'multiple_choice',
      text: 'Hvordan skal oppdraget kunne avsluttes?',
      options: [
        {
          text: 'Med to ukers varsel',
          clause:
            'Hver av partene kan si opp oppdraget skriftlig med to ukers varsel, og arbeidet som er utført fram til da, betales.',
        },
        {
          text: 'Det gjelder til arbeidet er ferdig',
          clause:
            'Oppdraget gjelder til arbeidet er fullført, og ingen av partene kan si det opp før, bortsett fra ved vesentlig mislighold.',
        },
      ],
    },
    {
      text: 'Skal prisen omfatte utstyr og materialer?',
      clauseYes: 'Prisen for arbeidet omfatter utstyr og materialer, som den som utfører arbeidet, skaffer.',
      clauseNo:
        'Utstyr og materialer som trengs til arbeidet, skaffes og betales særskilt av den eller dem arbeidet gjøres for.',
    },
    {
      text: 'Skal den av dere som eventuelt utfører arbeidet, erstatte skade som skyldes uforsiktig arbeid?',
      clauseYes:
        'Når en av partene utfører arbeidet, erstatter denne parten skade på de øvrige partenes eiendom som skyldes at arbeidet er utført uforsiktig.',
      clauseNo:
        'Når en av partene utfører arbeidet, erstatter denne parten bare skade på de øvrige partenes eiendom som er voldt med vilje eller ved grov uaktsomhet.',
    },
  ],

  // partene, samarbeidet
  project: [
    {
      type: 'multiple_choice',
      text: 'Hvordan skal inntektene fra samarbeidet fordeles?',
      options: [
        { text: 'Likt', clause: 'Inntektene fra samarbeidet deles likt mellom partene.' },
        {
          text: 'Etter timene hver av oss legger ned',
          clause:
            'Inntektene fra samarbeidet fordeles etter hvor mange timer hver av partene har lagt ned, ut fra timelister som partene fører.',
        },
      ],
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
      type: 'multiple_choice',
      text: 'Hvor lang tid i forveien skal den som vil slutte i samarbeidet, gi beskjed?',
      options: [
        {
          text: 'Én måned',
          clause:
            'En part som vil slutte i samarbeidet, gir de øvrige partene skriftlig beskjed minst én måned i forveien og gjør ferdig oppgaver parten har påtatt seg.',
        },
        {
          text: 'Tre måneder',
          clause:
            'En part som vil slutte i samarbeidet, gir de øvrige partene skriftlig beskjed minst tre måneder i forveien og gjør ferdig oppgaver parten har påtatt seg.',
        },
      ],
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
      type: 'free_text',
      format: 'text',
      text: 'Hvor stor andel av virksomheten skal hver av dere eie?',
      description:
        'Skriv navn og andel for hver av dere, for eksempel «Kari Nordmann 60 % og Ola Hansen 40 %».',
      clauseTemplate: 'Eierandelene i virksomheten er: {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye skal dere til sammen skyte inn i virksomheten ved oppstarten?',
      clauseTemplate:
        'Partene skyter til sammen inn {{svar}} i virksomheten ved oppstarten, fordelt etter eierandelene.',
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
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye skal den av dere som arbeider i virksomheten, få i lønn per time?',
      description: 'Skriv 0 hvis arbeidet bare skal godtgjøres gjennom andelen av overskuddet.',
      clauseTemplate:
        'Den av partene som arbeider i virksomheten, får {{svar}} per time for arbeidet, og lønnen trekkes fra før overskuddet beregnes.',
    },
    {
      text: 'Skal dere ha forkjøpsrett hvis en av dere vil selge andelen sin?',
      clauseYes:
        'En part som vil ut av virksomheten, tilbyr først andelen sin til de øvrige partene til markedsverdi, fastsatt ved en uavhengig verdivurdering hvis partene ikke blir enige.',
      clauseNo:
        'Partene avtaler ingen forkjøpsrett seg imellom ut over det som eventuelt følger av loven eller av vedtektene til virksomheten.',
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
      type: 'free_text',
      format: 'party',
      text: 'Hvem av dere skal ha ansvaret for det praktiske arbeidet med boet?',
      clauseTemplate:
        '{{svar}} har ansvaret for det praktiske arbeidet med boet, holder de øvrige partene orientert og får dokumenterte utgifter dekket av boet.',
    },
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
      type: 'free_text',
      format: 'date',
      text: 'Hvilken dato skal oppgjøret senest være ferdig?',
      clauseTemplate: 'Partene gjør oppgjøret ferdig senest {{svar}}.',
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
      text: 'Skal hver av dere kunne ta en minnegjenstand uten at verdien trekkes fra arveparten?',
      clauseYes:
        'Hver av partene kan ta én minnegjenstand av liten verdi fra boet uten at verdien trekkes fra arveparten, og ønsker flere den samme, avgjøres det ved loddtrekning.',
      clauseNo:
        'Alt en part tar fra boet, også minnegjenstander, regnes med etter verdi og trekkes fra arveparten.',
    },
    {
      text: 'Skal {objektet} holdes forsikret fram til oppgjøret er ferdig?',
      clauseYes:
        'Boet holder {objektet} forsikret fram til oppgjøret er ferdig, og forsikringen betales av boet.',
      clauseNo:
        'Boet holder ikke {objektet} forsikret ut over det loven krever, og tap før oppgjøret er ferdig bæres av partene etter arvepartene.',
    },
  ],

  // partene, eiendommene
  neighbours: [
    {
      type: 'multiple_choice',
      text: SPLIT_QUESTION,
      options: [
        { text: 'Likt', clause: 'Felles kostnader etter denne avtalen deles likt mellom partene.' },
        {
          text: 'Etter hvor mye hver av oss bruker det',
          clause:
            'Felles kostnader etter denne avtalen fordeles etter hvor mye hver av partene bruker det kostnadene gjelder.',
        },
      ],
    },
    {
      text: 'Skal hver av dere ha ansvaret for vedlikeholdet på sin side av grensen?',
      clauseYes:
        'Hver av partene har ansvaret for vedlikehold og reparasjoner på sin side av eiendomsgrensen, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Partene har felles ansvar for vedlikehold og reparasjoner og går sammen gjennom behovet hvert år innen utgangen av mai, så langt ikke annet følger av denne avtalen.',
    },
    {
      type: 'free_text',
      format: 'text',
      text: 'Hvilke eiendommer gjelder avtalen?',
      description:
        'Skriv adressen og gårds- og bruksnummeret til hver eiendom, og hvem av dere som eier hvilken.',
      clauseTemplate: 'Avtalen gjelder disse eiendommene: {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye kan dere bruke på felles kostnader i året uten at alle har godkjent det?',
      description: 'Skriv 0 hvis alle felles kostnader skal godkjennes av alle på forhånd.',
      clauseTemplate:
        'Felles kostnader på til sammen mer enn {{svar}} i året etter denne avtalen krever samtykke fra alle partene på forhånd.',
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

/** Relations an object of a kind can be owned, lent, rented, sold, inherited or shared under. */
const HELD: Exclude<Relation, 'other'>[] = [
  'lend-thing',
  'rent',
  'own-together',
  'buy-sell',
  'estate',
  'share-costs',
];

/** Questions about the object itself, by its kind, for the relations they fit (most important first per kind). */
export const OBJECT_TEMPLATES: {
  kinds: ObjectKind[];
  relations: Exclude<Relation, 'other'>[];
  template: QuestionTemplate;
}[] = [
  // ── animal
  {
    kinds: ['animal'],
    relations: [...HELD, 'care'],
    template: {
      type: 'free_text',
      format: 'text',
      text: 'Hvilket dyr gjelder avtalen?',
      description: 'Skriv art, rase, navn og ID-nummeret (chip) hvis dyret har det.',
      clauseTemplate: 'Avtalen gjelder {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
  },
  {
    kinds: ['animal'],
    relations: ['care'],
    template: {
      type: 'free_text',
      format: 'party',
      text: 'Hvem av dere skal passe {objektet}?',
      description: 'Den andre parten i avtalen, eller de andre hvis dere er flere, eier {objektet}.',
      clauseTemplate: '{{svar}} passer {objektet} for de andre partene, som eier {objektet}.',
      partyRoles: { chosen: 'dyrepasser', others: 'eier' },
      section: BAKGRUNN,
      fact: true,
    },
  },
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
    relations: ['own-together', 'lend-thing', 'rent', 'care'],
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
    relations: ['lend-thing', 'rent', 'care'],
    template: {
      text: 'Skal den som har {objektet} hos seg, dekke skade {objektet} gjør på andre mens avtalen gjelder?',
      description:
        'Overfor den som blir skadet, kan både eieren og den som har dyret hos seg, være ansvarlig (skadeserstatningsloven § 1-5). Spørsmålet gjelder hvem av dere som skal bære kostnaden.',
      clauseYes:
        'Skade som {objektet} gjør på andre eller på andres eiendom mens {objektet} er hos den som låner, leier eller passer {objektet}, dekkes mellom partene av den som har {objektet} hos seg, så langt en forsikring ikke dekker skaden.',
      clauseNo:
        'Skade som {objektet} gjør på andre eller på andres eiendom mens avtalen gjelder, dekkes mellom partene av den som eier {objektet}, så langt en forsikring ikke dekker skaden, bortsett fra skade som skyldes at den som har {objektet} hos seg, har vært uforsiktig.',
    },
  },
  {
    kinds: ['animal'],
    relations: ['rent', 'care', 'lend-thing'],
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
    relations: ['buy-sell', 'rent', 'lend-thing'],
    template: {
      text: 'Skal {objektet} til helsesjekk hos veterinær før overtakelsen?',
      clauseYes:
        'Den som eier {objektet}, sørger for at {objektet} får en helsesjekk hos veterinær før overtakelsen, og alle partene får en kopi av veterinærattesten.',
      clauseNo: 'Overtakelsen skjer uten at {objektet} har vært til en ny helsesjekk hos veterinær.',
    },
  },

  // ── vehicle (a car, a moped or a bus, but also a bicycle, a trailer or a pram: a motor vehicle's rules are
  // written as applying to one)
  {
    kinds: ['vehicle'],
    relations: HELD,
    template: {
      type: 'free_text',
      format: 'text',
      text: 'Hvilket kjøretøy gjelder avtalen?',
      description:
        'Skriv merke og modell, og registreringsnummeret eller rammenummeret hvis kjøretøyet har det.',
      clauseTemplate: 'Avtalen gjelder {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
  },
  {
    kinds: ['vehicle'],
    relations: ['lend-thing', 'rent', 'own-together'],
    template: {
      text: 'Skal den som bruker {objektet}, betale utgiftene ved egen bruk?',
      description: 'For eksempel drivstoff eller lading, bompenger, ferje og parkering, der det er aktuelt.',
      clauseYes:
        'Den som bruker {objektet}, betaler selv utgiftene ved egen bruk, som drivstoff eller lading, bompenger, ferje og parkering der det er aktuelt.',
      clauseNo:
        'Utgiftene ved bruken av {objektet}, som drivstoff eller lading, bompenger, ferje og parkering der det er aktuelt, betales av den eller dem som eier {objektet}, uansett hvem som bruker {objektet}.',
    },
  },
  {
    // The same text as own-together's question: a set asks it once, and this one comes first.
    kinds: ['vehicle'],
    relations: ['own-together'],
    template: {
      text: 'Skal {objektet} være forsikret mot skade og tap?',
      description:
        'En motorvogn som er eller skal være registrert, skal alltid ha trafikkforsikring (bilansvarslova § 15). Spørsmålet gjelder forsikring ut over den, som kasko eller delkasko.',
      clauseYes:
        'Partene holder {objektet} forsikret mot skade og tap, for en motorvogn med kasko- eller delkaskoforsikring, og forsikringen er en felles kostnad.',
      clauseNo:
        'Partene forsikrer ikke {objektet} mot skade og tap, men er {objektet} en motorvogn som er eller skal være registrert, har {objektet} til enhver tid den trafikkforsikringen loven krever, og den er en felles kostnad.',
    },
  },
  {
    kinds: ['vehicle'],
    relations: ['lend-thing', 'rent'],
    template: {
      text: 'Skal den som brukte {objektet}, betale egenandelen hvis en forsikring må brukes etter en skade?',
      clauseYes:
        'Må en forsikring brukes etter en skade på eller med {objektet}, betaler den som brukte {objektet}, egenandelen og et eventuelt bonustap.',
      clauseNo:
        'Må en forsikring brukes etter en skade på eller med {objektet}, betaler den som eier {objektet}, egenandelen og et eventuelt bonustap.',
    },
  },
  {
    kinds: ['vehicle'],
    relations: ['lend-thing', 'rent', 'own-together'],
    template: {
      text: 'Skal den som brukte {objektet}, betale bøter og gebyrer for bruken?',
      clauseYes:
        'Bøter og gebyrer for bruken av {objektet}, som fartsbøter og parkeringsgebyrer, betales av den som brukte {objektet} da forholdet skjedde.',
      clauseNo:
        'Gebyrer som sendes til eieren av {objektet}, betales av den eller dem som eier {objektet}, mens bøter som gis til den som brukte {objektet}, betales av den som fikk boten.',
    },
  },
  {
    kinds: ['vehicle'],
    relations: ['own-together'],
    template: {
      text: 'Skal andre enn dere kunne bruke {objektet}?',
      clauseYes:
        'Partene kan la andre bruke {objektet}, og den av partene som gir lov, sørger for at den som bruker {objektet}, har førerett der det kreves, og er ansvarlig overfor de øvrige partene for bruken.',
      clauseNo: 'Bare partene selv kan bruke {objektet}.',
    },
  },
  {
    kinds: ['vehicle'],
    relations: ['buy-sell', 'lend-thing', 'rent'],
    template: {
      text: 'Skal {objektet} ha fått service, og eventuell EU-kontroll, før {objektet} overleveres?',
      clauseYes:
        'Den som eier {objektet}, sørger for at {objektet} har fått service, og at en EU-kontroll som kreves, er utført og godkjent, før {objektet} overleveres.',
      clauseNo: 'Det stilles ikke krav om at service eller EU-kontroll er utført før {objektet} overleveres.',
    },
  },

  // ── boat
  {
    kinds: ['boat'],
    relations: HELD,
    template: {
      type: 'free_text',
      format: 'text',
      text: 'Hvilken båt gjelder avtalen?',
      description:
        'Skriv type, merke og modell, navnet og registreringsnummeret hvis båten har det, og motoren.',
      clauseTemplate: 'Avtalen gjelder {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
  },
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

  // ── building (a home, a cabin, a garage or a shed: whether husleieloven applies to a lease depends on the use)
  {
    kinds: ['building'],
    relations: [...HELD, 'live-together'],
    template: {
      type: 'free_text',
      format: 'text',
      text: 'Hvilken eiendom eller bolig gjelder avtalen?',
      description:
        'Skriv adressen og gårds- og bruksnummeret, og seksjonsnummeret eller hvilken del av eiendommen det gjelder.',
      clauseTemplate: 'Avtalen gjelder {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
  },
  {
    kinds: ['building'],
    relations: ['rent'],
    template: {
      type: 'multiple_choice',
      text: 'Hva skal leietakeren bruke {objektet} til?',
      description:
        'Leie av bolig følger husleieloven, som ikke kan fravikes til skade for leietakeren. Leie til ferie og fritid er unntatt fra loven.',
      options: [
        {
          text: 'Som bolig',
          clause:
            'Leietakeren leier {objektet} som bolig, og leieforholdet følger husleieloven, som ikke kan fravikes til skade for leietakeren: et depositum kan være høyst seks måneders leie, en fast leietid som ikke oppfyller lovens vilkår, gjør leieavtalen tidsubestemt, og en oppsigelse fra utleieren må være skriftlig og begrunnet (husleieloven §§ 1-2, 3-5, 9-3 og 9-7).',
        },
        {
          text: 'Til ferie og fritid',
          clause:
            'Leietakeren leier {objektet} til ferie- og fritidsbruk, som husleieloven ikke gjelder for (husleieloven § 1-1).',
        },
        {
          text: 'Som lager, garasje eller annet som ikke er bolig',
          clause:
            'Leietakeren leier {objektet} som lokale og ikke som bolig, og denne avtalen går foran husleieloven så langt loven kan fravikes ved leie av lokale (husleieloven § 1-2).',
        },
      ],
      section: BAKGRUNN,
      fact: true,
    },
  },
  {
    kinds: ['building'],
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal den som eier {objektet}, betale strøm og internett?',
      clauseYes: 'Strøm og internett i {objektet} betales av den som eier {objektet}.',
      clauseNo:
        'Den som leier eller låner {objektet}, betaler strøm etter målt forbruk og har eget abonnement på internett hvis det trengs, for den tiden avtalen gjelder.',
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

  // ── land (a plot, a garden, a parking or mooring place, a driveway, but also a fence or a hedge)
  {
    kinds: ['land'],
    relations: HELD,
    template: {
      type: 'free_text',
      format: 'text',
      text: 'Hvilken eiendom eller del av en eiendom gjelder avtalen?',
      description:
        'Skriv adressen og gårds- og bruksnummeret, og hvor på eiendommen det er, for eksempel plassnummeret.',
      clauseTemplate: 'Avtalen gjelder {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
  },
  {
    kinds: ['land'],
    relations: ['neighbours', 'own-together'],
    template: {
      text: 'Skal {objektet} bare kunne endres, flyttes eller fjernes når alle er enige?',
      clauseYes:
        'Ingen av partene endrer, flytter eller fjerner {objektet} uten skriftlig samtykke fra de øvrige partene.',
      clauseNo:
        'Hver av partene kan endre {objektet} på egen side av eiendomsgrensen eller på sin del etter å ha gitt de øvrige partene skriftlig beskjed minst to uker i forveien.',
    },
  },
  {
    kinds: ['land'],
    relations: ['neighbours', 'own-together'],
    template: {
      text: 'Skal dere holde {objektet} i stand etter tur?',
      clauseYes:
        'Partene holder {objektet} i stand etter tur, med en plan de lager sammen hvert år innen utgangen av april, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Partene leier inn hjelp når {objektet} trenger vedlikehold, og kostnaden deles som de andre felles kostnadene.',
    },
  },
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
  {
    kinds: ['land'],
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal den som eier {objektet}, sørge for snømåking og strøing der det trengs?',
      clauseYes:
        'Den som eier {objektet}, sørger for snømåking og strøing der det trengs for å bruke {objektet}.',
      clauseNo:
        'Den som leier eller låner {objektet}, sørger selv for snømåking og strøing der det trengs for å bruke {objektet}.',
    },
  },

  // ── thing
  {
    kinds: ['thing'],
    relations: HELD,
    template: {
      type: 'free_text',
      format: 'text',
      text: 'Hvilken gjenstand gjelder avtalen?',
      description: 'Skriv hva det er, merke og modell, og serienummeret hvis det finnes.',
      clauseTemplate: 'Avtalen gjelder {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
  },
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

  // ── a movable sold as it is (kjøpsloven): not a building or land, which avhendingslova governs
  {
    kinds: ['animal', 'vehicle', 'boat', 'thing'],
    relations: ['buy-sell'],
    template: {
      text: 'Skal kjøpet skje med et «som den er»-forbehold?',
      description:
        'Da overtar kjøperen {objektet} slik {objektet} er ved kjøpet, men selgeren svarer likevel for feil i de tilfellene kjøpsloven § 19 nevner.',
      clauseYes:
        'Kjøpet skjer med et «som den er»-forbehold, og selgeren svarer bare for feil i de tilfellene kjøpsloven § 19 nevner: når {objektet} ikke svarer til det selgeren har opplyst, når selgeren har holdt tilbake vesentlige opplysninger selgeren kjente til, eller når {objektet} er i vesentlig dårligere stand enn kjøperen hadde grunn til å regne med.',
      clauseNo:
        'Kjøpet skjer uten «som den er»-forbehold, og selgeren svarer for feil ved {objektet} etter de vanlige reglene i kjøpsloven.',
    },
  },

  // ── service (the work itself; the one who does it may be a party or someone the parties pay together)
  {
    kinds: ['service'],
    relations: ['service', 'share-costs', 'care', 'neighbours'],
    template: {
      type: 'free_text',
      format: 'text',
      text: 'Hva slags arbeid eller tjeneste gjelder avtalen?',
      description:
        'Skriv hva som skal gjøres, hvor og hvor ofte, for eksempel «plenklipping hver uke fra mai til september».',
      clauseTemplate: 'Avtalen gjelder {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
  },
  {
    kinds: ['service'],
    relations: ['share-costs'],
    template: {
      type: 'free_text',
      format: 'party',
      text: 'Hvem av dere skal bestille og ha kontakten med den som utfører tjenesten?',
      clauseTemplate:
        '{{svar}} bestiller tjenesten og har kontakten med den som utfører den, om tider, avlysninger og betaling, og holder de øvrige partene orientert.',
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
  {
    kinds: ['service'],
    relations: ['share-costs'],
    template: {
      text: 'Skal den som slutter å bruke tjenesten, betale sin andel ut perioden som er bestilt?',
      clauseYes:
        'En part som slutter å bruke tjenesten, betaler sin andel ut den perioden som er bestilt eller betalt når parten sier fra.',
      clauseNo:
        'En part som slutter å bruke tjenesten, betaler sin andel fram til parten sier fra, og de øvrige partene bestemmer om de vil fortsette og dele kostnaden seg imellom.',
    },
  },
  {
    kinds: ['service'],
    relations: ['service'],
    template: {
      text: 'Skal arbeid som ikke er godt nok utført, gjøres om uten ekstra betaling?',
      clauseYes:
        'Er arbeidet ikke utført som avtalt, betales det ikke for å gjøre det om, og når en av partene utfører arbeidet, retter denne parten det når det blir sagt fra innen en uke.',
      clauseNo: 'Arbeidet betales slik det er utført, og arbeid som skal gjøres om, betales som nytt arbeid.',
    },
  },
  {
    kinds: ['service'],
    relations: ['service', 'share-costs'],
    template: {
      text: 'Skal arbeidet gjøres på faste dager og tider?',
      clauseYes:
        'Arbeidet gjøres på faste dager og tider, som partene setter opp skriftlig før arbeidet starter, og endringer avtales senest to dager i forveien.',
      clauseNo:
        'Tidspunktet for arbeidet avtales fra gang til gang, så lenge arbeidet gjøres innen rimelig tid.',
    },
  },
  {
    kinds: ['service'],
    relations: ['service'],
    template: {
      text: 'Skal dere slippe å betale for arbeid som ikke blir gjort til avtalt tid?',
      clauseYes:
        'Blir arbeidet ikke gjort til avtalt tid, betales det ikke for det som ikke er gjort, og partene kan få andre til å gjøre det.',
      clauseNo:
        'Blir arbeidet ikke gjort til avtalt tid, blir betalingen den samme når arbeidet blir gjort så snart som mulig etter.',
    },
  },

  // ── event
  {
    kinds: ['event'],
    relations: ['share-costs', 'project'],
    template: {
      type: 'free_text',
      format: 'text',
      text: 'Hvor og når skal {objektet} være?',
      description: 'Skriv sted og dato, for eksempel «på Storhaug gård 14. juni 2027».',
      clauseTemplate: 'Avtalen gjelder {objektet} {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
  },
  {
    kinds: ['event'],
    relations: ['share-costs', 'project'],
    template: {
      type: 'free_text',
      format: 'amount',
      text: 'Hva er budsjettet for {objektet}?',
      description: 'Skriv hva alt til sammen høyst skal koste.',
      clauseTemplate:
        'Budsjettet for {objektet} er {{svar}} til sammen, og utgifter ut over budsjettet krever samtykke fra alle partene.',
    },
  },
  {
    kinds: ['event'],
    relations: ['share-costs'],
    template: {
      text: 'Skal bare dere som er parter i avtalen, betale for {objektet}?',
      description:
        'For eksempel når bruden på et utdrikningslag eller den som har bursdag, skal være med uten å betale.',
      clauseYes:
        'Bare partene betaler de felles kostnadene ved {objektet}, og andre som er med på {objektet}, betaler ikke noe.',
      clauseNo:
        'Partene ber også andre som er med på {objektet}, om å betale en like stor andel som partene, og det de betaler, trekkes fra de felles kostnadene før kostnadene deles mellom partene.',
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
      text: 'Skal dere spleise på en felles gave i forbindelse med {objektet}?',
      clauseYes: 'Partene spleiser på en felles gave, og kostnaden deles som de andre felles kostnadene.',
      clauseNo:
        'Gaver er ikke en del av de felles kostnadene, og hver av partene kjøper en eventuell gave selv.',
    },
  },

  // ── child
  {
    kinds: ['child'],
    relations: ['care', 'service', 'share-costs'],
    template: {
      type: 'free_text',
      format: 'text',
      text: 'Hva heter barnet eller barna avtalen gjelder, og hvor gamle er de?',
      clauseTemplate: 'Avtalen gjelder {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
  },
  {
    kinds: ['child'],
    relations: ['care'],
    template: {
      type: 'free_text',
      format: 'party',
      text: 'Hvem av dere skal passe {objektet}?',
      description:
        'Den andre parten i avtalen, eller de andre hvis dere er flere, er foreldre til {objektet}.',
      clauseTemplate: '{{svar}} passer {objektet} for de andre partene, som er foreldre til {objektet}.',
      partyRoles: { chosen: 'barnevakt', others: 'forelder' },
      section: BAKGRUNN,
      fact: true,
    },
  },
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
      type: 'free_text',
      format: 'text',
      text: 'Hva er navnet og adressen til den avtalen gjelder?',
      description: 'For eksempel «Kari Hansen, Storgata 1, 0150 Oslo».',
      clauseTemplate: 'Avtalen gjelder omsorgen for {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
  },
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
    relations: ['share-costs', 'project', 'own-together', 'company'],
    template: {
      type: 'free_text',
      format: 'text',
      text: 'Hvilken konto, tjeneste eller kanal gjelder avtalen?',
      description:
        'Skriv tjenesten og hvilken konto eller hvilket abonnement det gjelder, og hvem den står registrert på.',
      clauseTemplate: 'Avtalen gjelder {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
  },
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
      clauseNo:
        'Hver av partene kan gi innlogging til {objektet} videre til personer i egen husstand, så langt vilkårene til tjenesten tillater det.',
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
    relations: ['project', 'company', 'share-costs', 'buy-sell', 'estate'],
    template: {
      type: 'free_text',
      format: 'text',
      text: 'Hva er navnet og eventuelt organisasjonsnummeret til {objektet}?',
      description: 'Skriv organisasjonsnummeret hvis {objektet} er registrert i Brønnøysundregistrene.',
      clauseTemplate: 'Avtalen gjelder {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
  },
  {
    kinds: ['business'],
    relations: ['company'],
    template: {
      text: 'Skal {objektet} drives som et aksjeselskap?',
      description:
        'Uten eget selskap kan samarbeidet være et ansvarlig selskap, der hver av dere er personlig ansvarlig for all gjelden (selskapsloven §§ 1-1 og 1-2).',
      clauseYes:
        'Partene stifter et aksjeselskap for {objektet} og melder det til Foretaksregisteret senest én måned etter at avtalen er signert, med aksjer fordelt etter eierandelene i denne avtalen.',
      clauseNo: 'Partene driver {objektet} uten å stifte et aksjeselskap.',
    },
  },
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
      clauseNo:
        'Partene registrerer ikke {objektet} i Brønnøysundregistrene, så langt loven ikke krever det.',
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
