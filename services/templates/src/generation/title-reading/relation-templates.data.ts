import type { QuestionContent } from '../../catalogue/catalogue.types';
import { PRIVATE_SKIFTE } from '../../catalogue/question-bank.data';
import type { ObjectKind, Relation } from './title-reading.types';

/**
 * A question a relation or an object kind asks, written as a catalogue question is (typed, with its clauses,
 * `section` and `fact`), without value checks. A template without a section gets its relation's
 * ({@link RELATION_SECTIONS}) or its kind's ({@link KIND_SECTIONS}). A follow-up names the question it
 * follows by `key`, in the same relation's list (or among the object templates): `showIf` a Ja/Nei answer
 * (`{ questionKey, equals: true }`) or a choice's option (`{ questionKey, option: 'Ja, med depositum' }`); it is
 * asked only after that question, and shown only for that answer.
 */
export type QuestionTemplate = QuestionContent & {
  key?: string;
  showIf?: { questionKey: string; equals: boolean } | { questionKey: string; option: string };
};

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
  promise: 'Løftet',
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
// - A question whose clause only fits one answer of another is that question's follow-up (`key`/`showIf`, in the
//   same list): an optional amount (a deposit, a fee, a rate, pay) is asked only after a Ja, a payment timing or a
//   cancellation only where there is no fixed price for the whole job. Every other question of a set is answered
//   and printed, so no two templates that can meet in a set (a relation's and an object kind's, which no `showIf`
//   links) may say otherwise than each other: where both speak of one thing, the more specific says that it goes
//   before the other («går foran det denne avtalen ellers sier»). A value is asked once, by a typed
//   question (a party, an amount, a date, a choice), and the clauses that need it refer to it («den leien som er
//   avtalt i denne avtalen») instead of to a value «partene har avtalt skriftlig», which no field collects.
// - The split of the common costs is asked by own-together, share-costs, live-together and neighbours with the
//   same question text ({@link SPLIT_QUESTION}), so a set asks it once: the first relation's question decides.
// - A relation's own template fits every object of the kinds the relation is read with: a rent template may be
//   printed for a horse, a car or a home, so a rule of husleieloven stands in the building templates (for a home:
//   the «Som bolig» option), and the general clause gives way to the law («så langt loven ikke bestemmer noe
//   annet»). A rent speaks of utleieren and leietakeren only; an object question asked in a rent and in a loan is
//   written once with each relation's labels ({@link USE_LABELS}). A care template fits a child,
//   an adult and an animal alike (the one who helps is named first; no clause decides for an adult); the words
//   only an animal needs are in the animal templates. A service template
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
      key: 'fee',
      text: 'Skal låneren betale for å låne {objektet}?',
      description:
        'Betaler låneren for å bruke en bolig, er avtalen en leieavtale som husleieloven kan gjelde for.',
      clauseYes: 'Låneren betaler utlåneren for å låne {objektet}.',
      clauseNo: 'Låneren betaler ikke noe for å låne {objektet}.',
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye skal låneren betale for å låne {objektet}?',
      clauseTemplate:
        'Betalingen for lånet er {{svar}}, og den betales til utlåneren senest når {objektet} leveres tilbake.',
      showIf: { questionKey: 'fee', equals: true },
    },
    {
      type: 'free_text',
      format: 'date',
      text: 'Fra hvilken dato kan låneren ha {objektet}?',
      clauseTemplate: 'Låneren kan ta {objektet} i bruk fra {{svar}}.',
    },
    {
      text: 'Skal låneren erstatte all skade på og tap av {objektet} mens {objektet} er utlånt?',
      description:
        'Hvem som betaler egenandelen når en forsikring brukes, avgjøres for seg der det blir spurt om det.',
      clauseYes:
        'Låneren erstatter skade på og tap av {objektet} som skjer mens {objektet} er utlånt, også når låneren ikke er skyld i skaden, så langt en forsikring ikke dekker skaden og ikke annet følger av denne avtalen.',
      clauseNo:
        'Låneren erstatter bare skade på og tap av {objektet} som låneren har forårsaket ved uforsiktig bruk, så langt en forsikring ikke dekker skaden og ikke annet følger av denne avtalen.',
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
      key: 'interest',
      text: 'Skal låntakeren betale renter?',
      clauseYes: 'Låntakeren betaler renter av lånet med renten i denne avtalen.',
      clauseNo: 'Lånet er rentefritt.',
    },
    {
      type: 'free_text',
      format: 'percent',
      text: 'Hvor høy rente skal låntakeren betale per år?',
      description: 'En svært høy rente kan settes til side av en domstol.',
      clauseTemplate:
        'Renten er {{svar}} per år av den delen av lånet som til enhver tid ikke er betalt tilbake, og påløpte renter betales hver gang låntakeren betaler avdrag eller resten av lånet.',
      showIf: { questionKey: 'interest', equals: true },
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
      key: 'equalShares',
      text: 'Skal dere eie {objektet} med like store andeler?',
      description: 'Andelene avgjør hva hver av dere får ved et salg.',
      clauseYes: 'Partene eier {objektet} sammen med like store andeler.',
      clauseNo: 'Partene eier {objektet} sammen med de andelene som står i denne avtalen.',
    },
    {
      type: 'free_text',
      format: 'text',
      text: 'Hvor stor andel av {objektet} skal hver av dere eie?',
      description:
        'Skriv navn og andel for hver av dere, for eksempel «Kari Nordmann 60 % og Ola Hansen 40 %».',
      clauseTemplate: 'Eierandelene er: {{svar}}.',
      showIf: { questionKey: 'equalShares', equals: false },
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
          text: 'Etter bruk',
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
      text: 'Skal den som vil selge andelen sin, først tilby den til de andre av dere?',
      description:
        'Selges en andel til en annen, har de andre sameierne etter loven en rett til å kjøpe den (sameieloven § 11), uansett hva dere svarer her. Gjelder avtalen fast eiendom, gjelder det egne regler i loven for slike rettigheter, blant annet ved salg til nærstående.',
      clauseYes:
        'En part som vil selge andelen sin, tilbyr den først til de øvrige partene til markedsverdi før den tilbys andre, og de øvrige partene har 30 dager på å svare, så langt loven ikke er til hinder for det.',
      clauseNo:
        'En part som vil selge andelen sin, har ikke plikt til å tilby den til de øvrige partene først, og salg av andeler følger sameielovens regler, også om de øvrige partenes rett til å kjøpe andelen.',
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
        'Partene forsikrer ikke {objektet} mot skade og tap, og tap som ingen forsikring dekker og ingen av partene er ansvarlig for, deles som de andre felles kostnadene.',
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
      key: 'paymentTime',
      type: 'multiple_choice',
      text: 'Når skal kjøpesummen betales?',
      options: [
        { text: 'Før overtakelsen', clause: 'Kjøperen betaler hele kjøpesummen før overtakelsen.' },
        { text: 'Ved overtakelsen', clause: 'Kjøperen betaler hele kjøpesummen ved overtakelsen.' },
        {
          text: 'Senest 14 dager etter overtakelsen',
          clause: 'Kjøperen betaler hele kjøpesummen senest 14 dager etter overtakelsen.',
        },
        {
          text: 'I avdrag',
          clause: 'Kjøperen betaler kjøpesummen i avdrag slik denne avtalen sier.',
        },
      ],
    },
    {
      type: 'free_text',
      format: 'text',
      text: 'Hvordan skal kjøpesummen betales i avdrag?',
      description:
        'For eksempel «halvparten ved overtakelsen og resten innen 30. juni» eller «2 000 kroner den 1. hver måned til alt er betalt».',
      clauseTemplate: 'Avdragene på kjøpesummen betales slik: {{svar}}.',
      showIf: { questionKey: 'paymentTime', option: 'I avdrag' },
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

  // utleieren / leietakeren: one label each, whatever the object (never «den som låner eller leier»)
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
      key: 'rentPeriod',
      type: 'multiple_choice',
      text: 'Hvilken periode skal leien regnes for?',
      options: [
        { text: 'Per måned', clause: 'Leien regnes per måned.' },
        { text: 'Per uke', clause: 'Leien regnes per uke.' },
        { text: 'Per døgn', clause: 'Leien regnes per døgn.' },
        { text: 'For hele leieperioden', clause: 'Leien er ett samlet beløp for hele leieperioden.' },
      ],
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye skal leietakeren betale i leie for {objektet}?',
      description:
        'Skriv beløpet for den perioden dere har valgt at leien regnes for: en måned, en uke, et døgn eller hele leieperioden.',
      clauseTemplate: 'Leien er {{svar}} per avtalt periode.',
    },
    {
      type: 'free_text',
      format: 'date',
      text: 'Hvilken dato starter leieforholdet?',
      clauseTemplate: 'Leieforholdet starter {{svar}}.',
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
      text: 'Skal leien betales på forskudd?',
      clauseYes:
        'Leietakeren betaler leien på forskudd: en leie per måned eller per uke senest den første dagen i hver måned eller uke, og en leie per døgn eller for hele leieperioden senest ved overtakelsen.',
      clauseNo:
        'Leietakeren betaler leien etterskuddsvis: en leie per måned eller per uke senest den siste dagen i hver måned eller uke, og en leie per døgn eller for hele leieperioden senest ved tilbakeleveringen.',
    },
    {
      key: 'deposit',
      text: 'Skal leietakeren betale depositum?',
      description:
        'Et depositum er sikkerhet for krav utleieren kan få mot leietakeren etter denne avtalen. Leier dere ut en bolig, kan depositumet være høyst seks måneders leie (husleieloven § 3-5).',
      clauseYes:
        'Leietakeren betaler et depositum før overtakelsen som sikkerhet for krav utleieren får etter denne avtalen, og når leieforholdet er slutt, betales depositumet tilbake til leietakeren med fradrag for krav som leietakeren har godtatt eller som er fastsatt ved en avgjørelse.',
      clauseNo: 'Leietakeren betaler ikke depositum.',
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hvor stort depositum skal leietakeren betale?',
      clauseTemplate: 'Depositumet er {{svar}}.',
      showIf: { questionKey: 'deposit', equals: true },
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
          text: 'Ja, med én ukes frist',
          clause:
            'Hver av partene kan si opp leieforholdet før sluttdatoen skriftlig med én ukes frist, men ikke med kortere frist enn loven krever.',
        },
        {
          text: 'Ja, med én måneds frist',
          clause:
            'Hver av partene kan si opp leieforholdet før sluttdatoen skriftlig med én måneds frist, men ikke med kortere frist enn loven krever.',
        },
        {
          text: 'Ja, med tre måneders frist',
          clause:
            'Hver av partene kan si opp leieforholdet før sluttdatoen skriftlig med tre måneders frist, så langt loven ikke bestemmer noe annet.',
        },
      ],
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
      description:
        'Hvem som betaler egenandelen når en forsikring brukes, avgjøres for seg der det blir spurt om det.',
      clauseYes:
        'Leietakeren erstatter skade på og tap av {objektet} som skjer i leieperioden, også når leietakeren ikke er skyld i skaden, så langt en forsikring ikke dekker skaden, loven tillater en slik avtale og ikke annet følger av denne avtalen.',
      clauseNo:
        'Leietakeren erstatter bare skade på og tap av {objektet} som leietakeren har forårsaket ved uforsiktighet, så langt en forsikring ikke dekker skaden og ikke annet følger av denne avtalen.',
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
          text: 'Etter bruk',
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
      key: 'duration',
      type: 'multiple_choice',
      text: 'Gjelder kostnadsdelingen noe som skjer én gang, eller noe som løper over tid?',
      options: [
        {
          text: 'Noe som skjer én gang',
          clause:
            'Kostnadsdelingen gjelder til det kostnadene gjelder, er gjennomført og alle felles kostnader er gjort opp.',
        },
        {
          text: 'Noe som løper over tid',
          clause:
            'Kostnadsdelingen gjelder inntil videre, og en part som vil gå ut av den, gir de øvrige partene skriftlig beskjed minst én måned i forveien.',
        },
      ],
    },
    {
      text: 'Skal den som trekker seg, betale sin andel av kostnader som allerede er bestilt?',
      clauseYes:
        'En part som trekker seg, betaler likevel sin andel av kostnader som var bestilt eller avtalt før parten sa fra.',
      clauseNo:
        'En part som trekker seg, slipper sin andel av kostnader som ikke er betalt ennå, og de øvrige partene dekker disse kostnadene.',
    },
    {
      key: 'approval',
      text: 'Skal nye felles kostnader over et visst beløp godkjennes av alle på forhånd?',
      clauseYes:
        'Nye felles kostnader over beløpsgrensen i denne avtalen må godkjennes av alle partene før de pådras.',
      clauseNo:
        'Hver av partene kan pådra nye felles kostnader uten forhåndsgodkjenning, innenfor rammene i denne avtalen.',
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Over hvilket beløp skal en ny felles kostnad godkjennes av alle på forhånd?',
      clauseTemplate:
        'Beløpsgrensen for nye felles kostnader som må godkjennes av alle partene, er {{svar}}.',
      showIf: { questionKey: 'approval', equals: true },
    },
    {
      text: 'Skal den som ikke betaler sin andel i tide, kunne stenges ute fra det kostnadene gjelder?',
      clauseYes:
        'En part som ikke har betalt sin andel 14 dager etter forfall, kan stenges ute fra å bruke det kostnadene gjelder, til andelen er betalt.',
      clauseNo:
        'En part som betaler for sent, beholder retten til å bruke det kostnadene gjelder, og betaler andelen så snart som mulig.',
      showIf: { questionKey: 'duration', option: 'Noe som løper over tid' },
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
          text: 'Etter hvor stor del av boligen hver bruker alene',
          clause:
            'De faste boutgiftene, som husleie eller felleskostnader, strøm og internett, fordeles etter hvor stor del av boligen hver av partene bruker alene, og det partene bruker sammen, regnes som delt likt, så langt ikke annet følger av denne avtalen.',
        },
      ],
    },
    {
      key: 'household',
      text: 'Skal dere ha en felles husholdningskasse for mat og forbruksvarer?',
      clauseYes:
        'Partene har en felles husholdningskasse for mat og forbruksvarer, og det hver av partene kjøper ut over det, betaler parten selv.',
      clauseNo: 'Hver av partene kjøper og betaler sin egen mat og sine egne forbruksvarer.',
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye skal hver av dere betale inn til husholdningskassen hver måned?',
      clauseTemplate: 'Innskuddet til husholdningskassen er {{svar}} per part per måned.',
      showIf: { questionKey: 'household', equals: true },
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

  // den som hjelper / de øvrige partene (eieren, foreldrene, søsknene): the one cared for may be a child, an
  // adult or an animal, and is no party, so nothing here names the object, decides for an adult or names what
  // only an animal needs (a vet: the animal templates); the one who helps is named first
  care: [
    {
      type: 'free_text',
      format: 'party',
      text: 'Hvem av dere skal ta på seg tilsynet eller hjelpen avtalen gjelder?',
      description:
        'De øvrige partene er de som tilsynet eller hjelpen gjøres for, eller som deler ansvaret med den som hjelper.',
      clauseTemplate: '{{svar}} tar på seg tilsynet eller hjelpen denne avtalen gjelder.',
      partyRoles: { chosen: 'den som hjelper', others: null },
      section: BAKGRUNN,
      fact: true,
    },
    {
      type: 'free_text',
      format: 'date',
      text: 'Hvilken dato starter avtalen?',
      clauseTemplate: 'Avtalen gjelder fra {{svar}}.',
    },
    {
      key: 'paid',
      text: 'Skal den som hjelper, få betalt?',
      clauseYes: 'Den som hjelper, får betalt av de øvrige partene etter satsen i denne avtalen.',
      clauseNo: 'Den som hjelper, gjør det uten betaling.',
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye skal den som hjelper, få betalt?',
      description: 'Skriv beløpet per time, per døgn eller for hele avtalen, slik dere velger nedenfor.',
      clauseTemplate: 'Satsen for betalingen er {{svar}}.',
      showIf: { questionKey: 'paid', equals: true },
    },
    {
      type: 'multiple_choice',
      text: 'Hvordan skal betalingen regnes?',
      options: [
        {
          text: 'Per time',
          clause:
            'Betalingen regnes per time for den tiden tilsynet eller hjelpen faktisk varer, og gjøres opp for hver måned og når avtalen slutter, senest 14 dager etter.',
        },
        {
          text: 'Per døgn',
          clause:
            'Betalingen regnes per døgn tilsynet eller hjelpen varer, og gjøres opp for hver måned og når avtalen slutter, senest 14 dager etter.',
        },
        {
          text: 'Et fast beløp for hele avtalen',
          clause:
            'Satsen er ett fast beløp for hele avtalen, og den betales senest 14 dager etter at avtalen er slutt.',
        },
      ],
      showIf: { questionKey: 'paid', equals: true },
    },
    {
      key: 'ends',
      text: 'Skal avtalen gjelde til en bestemt dato?',
      clauseYes: 'Avtalen gjelder til og med sluttdatoen i denne avtalen.',
      clauseNo: 'Avtalen gjelder til den blir avsluttet etter reglene i denne avtalen.',
    },
    {
      type: 'free_text',
      format: 'date',
      text: 'Hvilken dato slutter avtalen?',
      clauseTemplate: 'Avtalen slutter {{svar}}.',
      showIf: { questionKey: 'ends', equals: true },
    },
    {
      type: 'multiple_choice',
      text: 'Hvor lang tid i forveien skal den som vil avslutte avtalen, gi beskjed?',
      options: [
        { text: 'Én uke', clause: 'Hver av partene kan avslutte avtalen skriftlig med én ukes varsel.' },
        { text: 'Én måned', clause: 'Hver av partene kan avslutte avtalen skriftlig med én måneds varsel.' },
      ],
      showIf: { questionKey: 'ends', equals: false },
    },
    {
      text: 'Skal det den som hjelper, trenger å vite, skrives ned før avtalen starter?',
      clauseYes:
        'Før avtalen starter, skriver partene ned det den som hjelper, trenger å vite, som rutiner, avtaler og hvem som skal kontaktes hvis noe skjer.',
      clauseNo:
        'Før avtalen starter, får den som hjelper, muntlig beskjed om rutiner, avtaler og hvem som skal kontaktes hvis noe skjer.',
    },
    {
      text: 'Skal den som hjelper, kunne skaffe nødvendig hjelp uten å vente på svar fra de andre?',
      clauseYes:
        'Trengs det hjelp fra en fagperson mens avtalen gjelder, kan den som hjelper, skaffe nødvendig hjelp uten å vente på svar fra de øvrige partene, og gir dem beskjed så snart som mulig.',
      clauseNo:
        'Trengs det hjelp fra en fagperson mens avtalen gjelder, avklarer den som hjelper, det først med de øvrige partene, bortsett fra når det haster.',
    },
    {
      text: 'Skal de andre betale tilbake utlegg den som hjelper, har mens avtalen gjelder?',
      clauseYes:
        'De øvrige partene betaler tilbake utlegg som den som hjelper, har hatt til det avtalen gjelder, mot kvittering senest sju dager etter, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Den som hjelper, dekker selv sine utgifter mens avtalen gjelder, som transport, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal den som hjelper, selv kunne avgjøre hvordan det daglige tilsynet eller den daglige hjelpen gjøres?',
      clauseYes:
        'Den som hjelper, avgjør selv hvordan det daglige tilsynet eller den daglige hjelpen gjøres, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Den som hjelper, avklarer med de øvrige partene før tilsynet eller hjelpen gjøres annerledes enn det som er avtalt, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal den som hjelper, bære kostnaden ved skader som skyldes uforsiktighet?',
      description:
        'Spørsmålet gjelder bare hvem av dere som bærer kostnaden. Overfor den som blir skadet, gjelder loven, og en som er under 18 år, svarer for skade bare så langt det er rimelig (skadeserstatningsloven § 1-1).',
      clauseYes:
        'Mellom partene bærer den som hjelper, kostnaden ved skader som skjer mens avtalen gjelder fordi den som hjelper, har vært uforsiktig, så langt en forsikring ikke dekker dem.',
      clauseNo:
        'Mellom partene bærer den som hjelper, kostnaden ved skader som skjer mens avtalen gjelder, bare når den som hjelper, har voldt dem med vilje eller ved grov uaktsomhet.',
    },
  ],

  // oppdragsgiveren / den som utfører arbeidet (a party, or someone the parties pay together)
  service: [
    {
      // Much help between people who know each other is paid with something else, or only its costs, or
      // nothing: the price questions follow money only.
      key: 'paid',
      type: 'multiple_choice',
      text: 'Skal arbeidet betales?',
      options: [
        { text: 'Ja, med penger', clause: 'Arbeidet betales med penger, slik denne avtalen bestemmer.' },
        {
          text: 'Ja, med noe annet enn penger',
          clause: 'Arbeidet betales med det denne avtalen nevner i stedet for penger.',
        },
        {
          text: 'Nei, men utgiftene dekkes',
          clause:
            'Arbeidet utføres uten betaling, men nødvendige utgifter til arbeidet, som materialer og reiser, dekkes av den eller dem arbeidet gjøres for, mot kvittering.',
        },
        {
          text: 'Nei, det er en vennetjeneste',
          clause:
            'Arbeidet utføres uten betaling og uten dekning av utgifter, bortsett fra materialer til arbeidet, som skaffes og betales av den eller dem arbeidet gjøres for.',
        },
      ],
    },
    {
      type: 'free_text',
      format: 'text',
      text: 'Hva skal arbeidet betales med i stedet for penger?',
      description: 'For eksempel en gjentjeneste, varer eller bruk av noe.',
      clauseTemplate: 'Som betaling for arbeidet får den som utfører det: {{svar}}.',
      showIf: { questionKey: 'paid', option: 'Ja, med noe annet enn penger' },
    },
    {
      key: 'wholeJob',
      showIf: { questionKey: 'paid', option: 'Ja, med penger' },
      text: 'Skal arbeidet ha en fast pris for hele oppdraget?',
      clauseYes:
        'Arbeidet betales med prisen i denne avtalen for hele oppdraget, uansett hvor lang tid arbeidet tar, og prisen betales når hele oppdraget er utført, senest 14 dager etter.',
      clauseNo:
        'Arbeidet betales for hver gang det blir gjort, per time eller per gang slik det er valgt i denne avtalen.',
    },
    {
      key: 'unit',
      type: 'multiple_choice',
      text: 'Skal arbeidet betales per time eller per gang?',
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
      ],
      showIf: { questionKey: 'wholeJob', equals: false },
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hva er prisen for arbeidet?',
      description: 'Skriv prisen for hele oppdraget, per time eller per gang, slik dere har valgt.',
      clauseTemplate:
        'Prisen for arbeidet er {{svar}}, regnet for hele oppdraget, per time eller per gang slik det er valgt i denne avtalen.',
      showIf: { questionKey: 'paid', option: 'Ja, med penger' },
    },
    {
      // Sixth: a set that leads with the service (garden work) asks it; one that leads with sharing the costs of
      // a service the parties buy (a piano teacher) seldom reaches it.
      type: 'free_text',
      format: 'party',
      text: 'Hvem av dere skal utføre arbeidet?',
      description: 'Den andre parten i avtalen, eller de andre hvis dere er flere, er oppdragsgiver.',
      clauseTemplate: '{{svar}} utfører arbeidet for de andre partene.',
      partyRoles: { chosen: 'oppdragstaker', others: 'oppdragsgiver' },
      section: BAKGRUNN,
      fact: true,
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
      ],
      showIf: { questionKey: 'wholeJob', equals: false },
    },
    {
      text: 'Skal det som inngår i oppdraget, stå på en skriftlig liste?',
      clauseYes:
        'Oppdraget omfatter bare oppgavene på en skriftlig liste som partene har signert, og andre oppgaver avtales særskilt.',
      clauseNo:
        'Oppdraget omfatter det arbeidet som er beskrevet i denne avtalen, og mindre tilleggsoppgaver av samme slag inngår i oppdraget.',
    },
    {
      text: 'Skal en avtalt gang som avlyses med mindre enn 24 timers varsel, likevel betales?',
      clauseYes:
        'Avlyses en avtalt gang med mindre enn 24 timers varsel av den eller dem arbeidet gjøres for, betales den gangen som om arbeidet var utført.',
      clauseNo:
        'En avtalt gang som avlyses av den eller dem arbeidet gjøres for, betales ikke, uansett hvor kort varsel som gis.',
      showIf: { questionKey: 'wholeJob', equals: false },
    },
    {
      key: 'ending',
      type: 'multiple_choice',
      text: 'Hvordan skal oppdraget kunne avsluttes?',
      options: [
        {
          text: 'Med to ukers varsel',
          clause:
            'Hver av partene kan si opp oppdraget skriftlig med to ukers varsel, og arbeid som skal betales med penger etter denne avtalen, betales for det som er utført fram til da: arbeid per time eller per gang for det som er gjort, og en fast pris for hele oppdraget i forhold til hvor stor del av oppdraget som er utført.',
        },
        {
          text: 'Det gjelder til arbeidet er ferdig',
          clause:
            'Oppdraget gjelder til arbeidet er fullført, og ingen av partene kan si det opp før, bortsett fra ved vesentlig mislighold.',
        },
        {
          text: 'Det gjelder til en bestemt dato',
          clause:
            'Oppdraget gjelder til sluttdatoen i denne avtalen, og ingen av partene kan si det opp før, bortsett fra ved vesentlig mislighold.',
        },
      ],
    },
    {
      type: 'free_text',
      format: 'date',
      text: 'Hvilken dato slutter oppdraget?',
      clauseTemplate: 'Oppdraget slutter {{svar}}.',
      showIf: { questionKey: 'ending', option: 'Det gjelder til en bestemt dato' },
    },
    {
      showIf: { questionKey: 'paid', option: 'Ja, med penger' },
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

  // partene, samarbeidet. Most projects between friends earn nothing (a dugnad, a car restored, a trip
  // planned): the income and rights questions follow a Ja to income, and the work, materials and result are
  // asked for every project.
  project: [
    {
      key: 'income',
      text: 'Skal samarbeidet kunne gi inntekter som dere deler?',
      clauseYes:
        'Samarbeidet kan gi inntekter, og inntektene fordeles mellom partene slik denne avtalen sier.',
      clauseNo:
        'Samarbeidet skal ikke gi inntekter til partene, og ingen av partene får betalt for arbeidet sitt.',
    },
    {
      type: 'free_text',
      format: 'text',
      text: 'Hvem av dere gjør hva i samarbeidet?',
      description: 'For eksempel «Kari skaffer materialene, Ola gjør snekkerarbeidet, begge maler».',
      clauseTemplate: 'Partene har fordelt arbeidet slik: {{svar}}.',
    },
    {
      type: 'multiple_choice',
      text: 'Hvordan skal utgiftene til materialer og utstyr fordeles?',
      options: [
        {
          text: 'Likt',
          clause:
            'Utgifter til materialer og utstyr som partene har godkjent før innkjøpet, deles likt mellom partene.',
        },
        {
          text: 'Den som eier det vi arbeider på, betaler',
          clause:
            'Utgifter til materialer og utstyr betales av den av partene som eier det arbeidet gjøres på.',
        },
      ],
    },
    {
      type: 'free_text',
      format: 'date',
      text: 'Når skal det dere gjør sammen, være ferdig?',
      clauseTemplate: 'Partene tar sikte på at arbeidet i samarbeidet er ferdig innen {{svar}}.',
    },
    {
      text: 'Skal dere kunne få arbeidet gjort av andre hvis en av dere ikke gjør sin del?',
      clauseYes:
        'Gjør en part ikke den delen av arbeidet parten har påtatt seg, heller ikke innen 14 dager etter en skriftlig påminnelse, kan de øvrige partene få den delen gjort av andre for den partens regning.',
      clauseNo:
        'Gjør en part ikke den delen av arbeidet parten har påtatt seg, fordeler partene arbeidet på nytt seg imellom, og ingen av partene kan kreve betaling av de andre for det.',
    },
    {
      type: 'multiple_choice',
      text: 'Hvem skal eie det dere lager eller bygger sammen?',
      options: [
        {
          text: 'Vi eier det sammen, likt',
          clause:
            'Det partene lager eller bygger i samarbeidet, eies av partene i fellesskap med like store andeler.',
        },
        {
          text: 'Den som eier det vi arbeider på',
          clause:
            'Det partene lager eller bygger i samarbeidet, tilhører den av partene som eier det arbeidet gjøres på.',
        },
      ],
    },
    {
      type: 'multiple_choice',
      text: 'Hvordan skal inntektene fra samarbeidet fordeles?',
      showIf: { questionKey: 'income', equals: true },
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
      showIf: { questionKey: 'income', equals: true },
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
      showIf: { questionKey: 'income', equals: true },
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
      showIf: { questionKey: 'income', equals: true },
      clauseYes:
        'En part som slutter, får fortsatt sin andel av inntekter fra det som ble laget mens parten var med i samarbeidet.',
      clauseNo:
        'En part som slutter, får sin andel av inntekter som er opptjent fram til parten slutter, men ingen andel av senere inntekter.',
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
      key: 'workPay',
      text: 'Skal den av dere som arbeider i virksomheten, få betalt for arbeidet ut over andelen av overskuddet?',
      clauseYes:
        'En part som arbeider i virksomheten, får betalt per time for arbeidet med satsen i denne avtalen, og betalingen trekkes fra før overskuddet beregnes.',
      clauseNo: 'Partene får ikke betalt for arbeid i virksomheten ut over sin andel av overskuddet.',
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye skal en av dere få per time for arbeid i virksomheten?',
      clauseTemplate: 'Satsen for arbeid i virksomheten er {{svar}} per time.',
      showIf: { questionKey: 'workPay', equals: true },
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
      // The question bank's question (docs/legal-sources.md, row Q10); the Nei says what becomes of the rest.
      text: PRIVATE_SKIFTE.text,
      description: PRIVATE_SKIFTE.description,
      clauseYes: PRIVATE_SKIFTE.clauseYes,
      clauseNo:
        'Ingen av partene overtar ansvaret for avdødes gjeld, og boet skiftes da offentlig av tingretten hvis ingen andre arvinger overtar gjelden, og det denne avtalen ellers sier om oppgjøret, gjelder bare så langt skiftet gir partene rom for det.',
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
        'Den av partene som bruker {objektet} før oppgjøret er ferdig, betaler de løpende utgiftene til {objektet} for den tiden parten bruker {objektet}, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'De løpende utgiftene til {objektet} fram til oppgjøret er ferdig, dekkes av boet, også når en av partene bruker {objektet}, så langt ikke annet følger av denne avtalen.',
    },
    {
      text: 'Skal det ingen av dere ønsker å overta fra boet, selges?',
      clauseYes:
        'Det ingen av partene ønsker å overta fra boet, selges, og salgssummen fordeles etter arvepartene.',
      clauseNo:
        'Løsøre som ingen av partene ønsker å overta fra boet, gis bort eller kastes, og kostnaden ved tømming dekkes av boet, mens annet som ingen ønsker å overta, selges.',
    },
    {
      text: 'Skal hver av dere kunne ta en minnegjenstand uten at verdien trekkes fra arveparten?',
      clauseYes:
        'Hver av partene kan ta én minnegjenstand av liten verdi fra boet uten at verdien trekkes fra arveparten, og ønsker flere den samme, avgjøres det ved loddtrekning.',
      clauseNo:
        'Alt en part tar fra boet, også minnegjenstander, regnes med etter verdi og trekkes fra arveparten.',
    },
    {
      text: 'Skal all kjent gjeld og alle utgifter i boet betales før noe fordeles?',
      clauseYes:
        'Partene betaler all kjent gjeld og alle utgifter i boet, også utgiftene til begravelsen, før noe av arven fordeles.',
      clauseNo:
        'Partene kan fordele deler av arven før all gjeld er betalt, men holder tilbake så mye i boet at den kjente gjelden og utgiftene, også til begravelsen, kan betales.',
    },
    {
      text: 'Skal en av dere kunne overta {objektet} mot å betale de andre ut?',
      clauseYes:
        'En av partene kan overta {objektet} til verdien som er satt etter denne avtalen, mot at verdien trekkes fra arveparten til den som overtar, og at det som går ut over arveparten, betales til de øvrige partene før {objektet} overtas.',
      clauseNo:
        'Ingen av partene overtar {objektet} alene mot å betale de andre ut, og {objektet} fordeles eller selges slik denne avtalen ellers sier.',
    },
    {
      text: 'Skal oppgjøret settes opp skriftlig og signeres av alle før noe betales ut?',
      clauseYes:
        'Før noe betales ut, setter den som har ansvaret for det praktiske arbeidet med boet, opp en oversikt over boets eiendeler, gjeld og utgifter og hva hver av partene får, og alle partene signerer oversikten.',
      clauseNo:
        'Partene fordeler boet uten en oversikt som alle signerer, men den som har ansvaret for det praktiske arbeidet med boet, viser de øvrige partene hva som er betalt inn og ut når noen av dem ber om det.',
    },
    {
      text: 'Skal {objektet} holdes forsikret fram til oppgjøret er ferdig?',
      clauseYes:
        'Boet holder {objektet} forsikret fram til oppgjøret er ferdig, og forsikringen betales av boet.',
      clauseNo:
        'Boet tegner ingen egen forsikring for {objektet}, og tap før oppgjøret er ferdig bæres av partene etter arvepartene.',
    },
  ],

  // partene, eiendommene
  neighbours: [
    {
      key: 'split',
      type: 'multiple_choice',
      text: SPLIT_QUESTION,
      options: [
        { text: 'Likt', clause: 'Felles kostnader etter denne avtalen deles likt mellom partene.' },
        {
          text: 'Etter bruk',
          clause:
            'Felles kostnader etter denne avtalen fordeles etter hvor mye hver av partene bruker det kostnadene gjelder.',
        },
      ],
    },
    {
      key: 'upkeep',
      text: 'Skal hver av dere ha ansvaret for vedlikeholdet på egen eiendom?',
      clauseYes:
        'Hver av partene har ansvaret for vedlikehold og reparasjoner på egen eiendom, mens det som er felles etter denne avtalen, holdes i stand slik denne avtalen ellers bestemmer.',
      clauseNo:
        'Partene har felles ansvar for vedlikehold og reparasjoner av det denne avtalen gjelder, og går sammen gjennom behovet minst én gang i året, så langt ikke annet følger av denne avtalen.',
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
      key: 'limit',
      text: 'Skal felles kostnader over et visst beløp i året godkjennes av alle på forhånd?',
      clauseYes:
        'Felles kostnader etter denne avtalen som til sammen går over beløpsgrensen i denne avtalen i løpet av et år, krever samtykke fra alle partene på forhånd.',
      clauseNo: 'Alle felles kostnader etter denne avtalen krever samtykke fra alle partene på forhånd.',
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye kan dere bruke på felles kostnader i året uten at alle har godkjent det?',
      clauseTemplate: 'Beløpsgrensen for felles kostnader i året er {{svar}}.',
      showIf: { questionKey: 'limit', equals: true },
    },
    {
      key: 'boundary',
      text: 'Skal endringer nær eiendomsgrensen kreve samtykke fra naboen?',
      description:
        'Loven har egne regler for tiltak nær grensen, blant annet om avstand til nabogrensen for bygninger (plan- og bygningsloven § 29-4), og for trær og annet som er til ulempe for naboen (grannelova).',
      clauseYes:
        'Endringer nær eiendomsgrensen, som nye gjerder, hekker, trær, bygg eller endret terreng, krever skriftlig samtykke fra de øvrige partene, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Endringer på egen eiendom nær eiendomsgrensen krever ikke samtykke fra de øvrige partene etter denne avtalen, men den som gjør dem, gir de øvrige partene skriftlig beskjed minst to uker i forveien og følger de reglene loven har for slike endringer.',
    },
    {
      key: 'dugnad',
      text: 'Skal dere gjøre større arbeid selv i stedet for å leie inn hjelp?',
      clauseYes: 'Større arbeid som partene har bestemt å gjøre sammen, utfører partene selv på dugnad.',
      clauseNo:
        'Større arbeid som partene har bestemt å gjøre sammen, settes bort til noen som får betalt for det, og kostnaden deles som de andre felles kostnadene.',
    },
    {
      key: 'damage',
      text: 'Skal den som forårsaker en skade, betale reparasjonen alene?',
      clauseYes:
        'Den av partene som forårsaker skade på felles anlegg eller på de øvriges eiendom, betaler reparasjonen alene.',
      clauseNo:
        'Kostnaden ved skade på felles anlegg deles som de andre felles kostnadene, uansett hvem som forårsaket skaden, bortsett fra skade som er gjort med vilje.',
    },
    {
      key: 'register',
      text: 'Skal avtalen tinglyses på eiendommene?',
      description:
        'En rett over en annens eiendom, som en veirett eller en bruksrett, kan tinglyses som en heftelse på den eiendommen med samtykke fra eieren, og bare da er den sikret mot en ny eier eller panthaver som ikke kjente til den (tinglysingsloven § 20 og § 21). Andre avtalepunkter, som fordelingen av kostnader, binder bare partene.',
      clauseYes:
        'De rettighetene etter denne avtalen som gjelder eiendommene og kan tinglyses, tinglyses som en erklæring på den eller de eiendommene de gjelder, og partene samtykker til tinglysingen og skriver under på det som trengs for den.',
      clauseNo:
        'Avtalen tinglyses ikke, og partene er kjent med at en rett etter denne avtalen da kan falle bort overfor en ny eier eller panthaver som ikke kjente til den.',
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
      clauseNo:
        'Avtalen opphører for en part som selger eiendommen sin, bortsett fra rettigheter etter denne avtalen som er tinglyst.',
    },
  ],

  // partene, løftet. What people promise each other about how they will behave, or rules they set for someone
  // ('slutte å snuse', 'innetider', 'ikke legge ut bilder'): what is promised, from when and for how long, how
  // it is followed up, and what happens when it is broken, as the parties choose; nothing is stated as law.
  promise: [
    {
      type: 'free_text',
      format: 'text',
      text: 'Hva lover dere hverandre?',
      description:
        'Skriv løftet eller reglene så konkret at dere senere kan se om de er holdt, for eksempel «Ingen av oss snuser fra 1. januar» eller «Henrik skal være hjemme kl. 22 på hverdager». Gjelder reglene et barn, skriver dere barnet inn i løftet: alle som signerer i Avtalt, må være over 18 år. Et løfte om hvordan dere vil leve, er først og fremst en avtale dere gjør med hverandre, og Avtalt kan ikke si om det kan kreves oppfylt rettslig.',
      clauseTemplate: 'Partene lover hverandre dette: {{svar}}.',
    },
    {
      type: 'free_text',
      format: 'date',
      text: 'Fra hvilken dato gjelder løftet?',
      clauseTemplate: 'Løftet gjelder fra {{svar}}.',
    },
    {
      key: 'until',
      type: 'multiple_choice',
      text: 'Hvor lenge skal løftet gjelde?',
      options: [
        { text: 'Til en bestemt dato', clause: 'Løftet gjelder til sluttdatoen i denne avtalen.' },
        {
          text: 'Til vi blir enige om å avslutte det',
          clause: 'Løftet gjelder til partene skriftlig blir enige om å avslutte det.',
        },
        {
          text: 'Til en av oss sier det opp',
          clause:
            'Hver av partene kan si opp løftet for sin del ved å gi de andre partene skriftlig beskjed, og dette går foran det denne avtalen ellers sier om oppsigelse.',
        },
      ],
    },
    {
      type: 'free_text',
      format: 'date',
      text: 'Hvilken dato slutter løftet?',
      clauseTemplate: 'Løftet slutter {{svar}}.',
      showIf: { questionKey: 'until', option: 'Til en bestemt dato' },
    },
    {
      key: 'limit',
      type: 'multiple_choice',
      text: 'Setter løftet en grense som kan måles?',
      description:
        'For eksempel høyst 300 kroner per gave, høyst to kvelder ute i uka eller hjemme senest kl. 22. Da skriver dere grensen inn her, så det er lett å se om den er holdt.',
      options: [
        { text: 'Ja, et beløp', clause: 'Løftet setter en grense i kroner, som står i denne avtalen.' },
        {
          text: 'Ja, et antall eller en tid',
          clause: 'Løftet setter en grense for antall eller tid, som står i denne avtalen.',
        },
        {
          text: 'Nei',
          clause: 'Løftet setter ingen grense i kroner, antall eller tid utover det partene har skrevet.',
        },
      ],
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hvilket beløp er grensen?',
      description: 'Si i løftet over om beløpet gjelder per gang, per måned eller per år.',
      clauseTemplate: 'Beløpsgrensen i løftet er {{svar}}, for den perioden løftet sier.',
      showIf: { questionKey: 'limit', option: 'Ja, et beløp' },
    },
    {
      type: 'free_text',
      format: 'text',
      text: 'Hva er grensen?',
      description:
        'Skriv tallet og hva det gjelder, for eksempel «høyst to kvelder ute i uka», «hjemme senest kl. 22 på hverdager» eller «høyst to timer skjerm om dagen».',
      clauseTemplate: 'Grensen i løftet er denne: {{svar}}.',
      showIf: { questionKey: 'limit', option: 'Ja, et antall eller en tid' },
    },
    {
      key: 'breach',
      type: 'multiple_choice',
      text: 'Hva skal skje hvis en av dere bryter løftet?',
      options: [
        {
          text: 'Vi snakker om det og fortsetter',
          clause:
            'Bryter en av partene løftet, sier parten fra til de andre, og partene snakker om det og fortsetter.',
        },
        {
          text: 'Den som bryter det, betaler en bot',
          clause: 'Bryter en av partene løftet, betaler parten den boten denne avtalen sier.',
        },
        {
          text: 'Den som bryter det, gjør noe vi har avtalt',
          clause: 'Bryter en av partene løftet, gjør parten det denne avtalen sier skal skje ved brudd.',
        },
        {
          text: 'Løftet faller bort for alle',
          clause:
            'Bryter en av partene løftet, faller løftet bort for alle partene, og dette går foran det denne avtalen ellers sier om hvor lenge løftet gjelder.',
        },
      ],
    },
    {
      type: 'free_text',
      format: 'amount',
      text: 'Hvor stor skal boten være?',
      description:
        'Boten går til de andre partene, som kan bruke den på noe dere gjør sammen. Vil dere at den skal gå til et formål, skriver dere det i løftet.',
      clauseTemplate:
        'Den som bryter løftet, betaler {{svar}} i bot til de andre partene hver gang, innen 14 dager etter bruddet, om ikke løftet sier at boten skal gå til et formål.',
      showIf: { questionKey: 'breach', option: 'Den som bryter det, betaler en bot' },
    },
    {
      type: 'free_text',
      format: 'text',
      text: 'Hva skal den som bryter løftet, gjøre?',
      description: 'For eksempel lage middag til de andre eller ta oppvasken en uke.',
      clauseTemplate: 'Den av partene som bryter løftet, skal gjøre dette: {{svar}}.',
      showIf: { questionKey: 'breach', option: 'Den som bryter det, gjør noe vi har avtalt' },
    },
    {
      type: 'multiple_choice',
      text: 'Hvordan skal dere følge med på at løftet holdes?',
      options: [
        {
          text: 'Vi snakker sammen hver uke',
          clause: 'Partene snakker sammen hver uke om hvordan det går med løftet.',
        },
        {
          text: 'Hver av oss fører en enkel logg',
          clause:
            'Hver av partene fører en enkel logg over hvordan løftet holdes, som de andre partene kan se.',
        },
        {
          text: 'Vi stoler på hverandre',
          clause: 'Partene følger ikke opp løftet på noen særskilt måte, men stoler på hverandre.',
        },
      ],
    },
    {
      key: 'exceptions',
      text: 'Skal det være unntak fra løftet?',
      clauseYes: 'Løftet gjelder ikke i de unntakene denne avtalen nevner.',
      clauseNo: 'Løftet har ingen unntak utover det denne avtalen ellers sier.',
    },
    {
      type: 'free_text',
      format: 'text',
      text: 'Hvilke unntak skal gjelde?',
      description: 'For eksempel bursdager, ferier eller når alle er enige på forhånd.',
      clauseTemplate: 'Løftet gjelder ikke i disse tilfellene: {{svar}}.',
      showIf: { questionKey: 'exceptions', equals: true },
    },
    {
      key: 'reward',
      text: 'Skal dere markere det når løftet er holdt?',
      clauseYes:
        'Når løftet er holdt så lenge det skulle gjelde, markerer partene det slik denne avtalen sier.',
      clauseNo: 'Partene har ikke avtalt noen markering eller belønning for å holde løftet.',
    },
    {
      type: 'free_text',
      format: 'text',
      text: 'Hvordan skal dere markere det?',
      clauseTemplate: 'Når løftet er holdt, markerer partene det slik: {{svar}}.',
      showIf: { questionKey: 'reward', equals: true },
    },
    {
      text: 'Skal en av dere kunne ta en pause fra løftet ved sykdom eller andre tunge perioder?',
      clauseYes:
        'En part kan ta en pause fra løftet ved sykdom eller i andre tunge perioder etter å ha sagt fra til de andre partene, og løftet gjelder igjen når perioden er over.',
      clauseNo:
        'Løftet gjelder også i perioder med sykdom eller andre påkjenninger, så langt det er mulig å holde det.',
    },
    {
      text: 'Skal det dere lover, bli mellom dere?',
      clauseYes:
        'Partene forteller ikke andre om løftet eller om hvordan det går, uten at alle partene er enige, bortsett fra når en part trenger hjelp, for eksempel fra helsepersonell eller en mekler, eller for å løse en uenighet om avtalen.',
      clauseNo: 'Hver av partene kan fortelle andre om løftet.',
    },
  ],
};

/**
 * When a loan, a sale, a rent or joint ownership names nothing the reader knows («Salg av PS5»), its questions call it
 * «tingen», as kjøpsloven does, and this question, asked first, says in the document what «tingen» is.
 */
export const UNNAMED_THING = {
  relations: ['lend-thing', 'buy-sell', 'own-together', 'rent'] as Exclude<Relation, 'other'>[],
  lemma: 'ting',
  definite: 'tingen',
  template: {
    type: 'free_text',
    format: 'text',
    text: 'Hva er det avtalen gjelder?',
    description:
      'Beskriv det så ingen kan ta feil, for eksempel merke, modell, farge og serienummer, og hva som følger med. I avtalen kalles det «tingen».',
    clauseTemplate: 'I denne avtalen betyr «tingen» dette: {{svar}}.',
    section: BAKGRUNN,
    fact: true,
  } satisfies QuestionTemplate as QuestionTemplate,
};

/** Animals that live in someone's home, and can move between two homes. */
const PETS: readonly string[] = [
  'hund',
  'valp',
  'katt',
  'kattunge',
  'kanin',
  'marsvin',
  'hamster',
  'papegøye',
  'undulat',
  'fugl',
  'skilpadde',
  'kjæledyr',
];

/** Relations an object of a kind can be owned, lent, rented, sold, inherited or shared under. */
const HELD: Exclude<Relation, 'other'>[] = [
  'lend-thing',
  'rent',
  'own-together',
  'buy-sell',
  'estate',
  'share-costs',
];

/**
 * The words for the one who lets and the one who uses, in a rent and in a loan of a thing: a question about
 * the object that both ask is written once with `{eieren}`/`{Eieren}` and `{brukeren}`/`{Brukeren}`, and
 * printed with the relation's own words, so that a lease never speaks of a loan.
 */
export const USE_LABELS: Partial<Record<Exclude<Relation, 'other'>, { owner: string; user: string }>> = {
  rent: { owner: 'utleieren', user: 'leietakeren' },
  'lend-thing': { owner: 'utlåneren', user: 'låneren' },
};

/**
 * Questions about the object itself, by its kind, for the relations they fit (most important first per kind).
 * `replaces`: the text of a relation's question that this one asks better for the kind, left out when it is asked;
 * `lemmas`: only for these objects of the kind.
 */
export const OBJECT_TEMPLATES: {
  kinds: ObjectKind[];
  relations: Exclude<Relation, 'other'>[];
  template: QuestionTemplate;
  replaces?: string;
  lemmas?: readonly string[];
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
  // An animal owned together lives somewhere: by turns, or with one of them (a dog after a break-up).
  {
    kinds: ['animal'],
    relations: ['own-together'],
    lemmas: PETS,
    replaces: 'Skal bruken av {objektet} fordeles etter en fast plan?',
    template: {
      key: 'animalHome',
      type: 'multiple_choice',
      text: 'Hvor skal {objektet} bo?',
      options: [
        {
          text: 'Fast hos én av oss',
          clause:
            'Den av partene som denne avtalen sier, har {objektet} fast hos seg, og de andre partene kan ha {objektet} hos seg etter avtale med den parten.',
        },
        {
          text: 'På omgang, en uke hos hver',
          clause:
            'Partene har {objektet} hos seg på omgang, en uke om gangen, og bytter slik denne avtalen sier, eller på fredager hvis den ikke sier noe.',
        },
        {
          text: 'Vi avtaler fra gang til gang',
          clause: 'Partene avtaler fra gang til gang hvem som har {objektet} hos seg.',
        },
      ],
    },
  },
  {
    kinds: ['animal'],
    relations: ['own-together'],
    lemmas: PETS,
    template: {
      type: 'free_text',
      format: 'party',
      text: 'Hvem av dere skal ha {objektet} fast hos seg?',
      clauseTemplate: '{{svar}} har {objektet} fast hos seg.',
      showIf: { questionKey: 'animalHome', option: 'Fast hos én av oss' },
    },
  },
  {
    kinds: ['animal'],
    relations: ['own-together'],
    lemmas: PETS,
    template: {
      type: 'free_text',
      format: 'text',
      text: 'Når og hvor skal dere bytte?',
      description: 'For eksempel «fredag kl. 17, den som har hatt dyret, leverer».',
      clauseTemplate: 'Partene bytter slik: {{svar}}.',
      showIf: { questionKey: 'animalHome', option: 'På omgang, en uke hos hver' },
    },
  },
  {
    kinds: ['animal'],
    relations: ['own-together'],
    lemmas: PETS,
    template: {
      text: 'Skal den som har {objektet} hos seg, betale fôr og de daglige utgiftene for den tiden?',
      clauseYes:
        'Den av partene som har {objektet} hos seg, betaler fôr og de daglige utgiftene for den tiden, mens veterinær, forsikring og andre større utgifter deles som de andre felles kostnadene.',
      clauseNo:
        'Fôr og de daglige utgiftene til {objektet} deles som de andre felles kostnadene, uansett hvem av partene som har {objektet} hos seg.',
    },
  },
  {
    kinds: ['animal'],
    relations: ['own-together'],
    lemmas: PETS,
    template: {
      type: 'multiple_choice',
      text: 'Hva skal skje hvis en av dere flytter så langt at ordningen ikke går lenger?',
      options: [
        {
          text: 'Vi lager en ny ordning sammen',
          clause:
            'Flytter en av partene så langt at ordningen for {objektet} ikke kan følges lenger, lager partene en ny skriftlig ordning, og til den er på plass, bor {objektet} hos den av partene som ikke flytter.',
        },
        {
          text: 'Den som flytter, gir fra seg sin del',
          clause:
            'Flytter en av partene så langt at ordningen for {objektet} ikke kan følges lenger, overtar de andre partene andelen til den som flytter, mot å betale det andelen er verdt da, om ikke partene blir enige om noe annet.',
        },
      ],
    },
  },
  {
    kinds: ['animal'],
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal {eieren} betale fôr, utstyr og veterinærutgifter?',
      clauseYes: '{Eieren} betaler fôr, utstyr og veterinærutgifter til vaksiner, kontroller og sykdom.',
      clauseNo:
        '{Brukeren} betaler fôr, utstyr og veterinærutgifter til vaksiner, kontroller og sykdom så lenge avtalen gjelder.',
    },
  },
  {
    kinds: ['animal'],
    relations: ['lend-thing', 'rent', 'care'],
    template: {
      text: 'Skal {objektet} bli på sitt vanlige sted mens avtalen gjelder?',
      clauseYes:
        'Mens avtalen gjelder, blir {objektet} på sitt vanlige sted og flyttes ikke uten samtykke fra den som eier {objektet}.',
      clauseNo: 'Mens avtalen gjelder, kan {objektet} være hos den av partene som ikke eier {objektet}.',
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
        'Den av partene som har {objektet} hos seg når behandlingen trengs, kan bestemme veterinærbehandling av {objektet} alene, også når behandlingen koster mer enn 3 000 kroner.',
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
        'Skade som {objektet} gjør på andre eller på andres eiendom mens {objektet} er hos en av partene som ikke eier {objektet}, dekkes mellom partene av den som har {objektet} hos seg, så langt en forsikring ikke dekker skaden.',
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
    // A rent's and a loan's own questions ask who pays the running costs.
    kinds: ['vehicle'],
    relations: ['own-together'],
    template: {
      text: 'Skal den som bruker {objektet}, betale utgiftene ved egen bruk?',
      description: 'For eksempel drivstoff eller lading, bompenger, ferje og parkering, der det er aktuelt.',
      clauseYes:
        'Den som bruker {objektet}, betaler selv utgiftene ved egen bruk, som drivstoff eller lading, bompenger, ferje og parkering der det er aktuelt.',
      clauseNo:
        'Utgiftene ved bruken av {objektet}, som drivstoff eller lading, bompenger, ferje og parkering der det er aktuelt, deles som de andre felles kostnadene, uansett hvem av partene som bruker {objektet}.',
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
  // Who pays the excess is settled here, before what the rent's or the loan's own question says of damage.
  {
    kinds: ['vehicle'],
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal {brukeren} betale egenandelen hvis en forsikring må brukes etter en skade?',
      clauseYes:
        'Må en forsikring brukes etter en skade på eller med {objektet} mens avtalen gjelder, betaler {brukeren} egenandelen og et eventuelt bonustap, uansett hvem som er skyld i skaden, og dette går foran det denne avtalen ellers sier om erstatning for skade.',
      clauseNo:
        'Må en forsikring brukes etter en skade på eller med {objektet} mens avtalen gjelder, betaler {eieren} egenandelen og et eventuelt bonustap, og dette går foran det denne avtalen ellers sier om erstatning for skade.',
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
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal {brukeren} betale egenandelen hvis forsikringen på {objektet} må brukes?',
      clauseYes:
        'Må forsikringen på {objektet} brukes etter en skade mens avtalen gjelder, betaler {brukeren} egenandelen, uansett hvem som er skyld i skaden, og dette går foran det denne avtalen ellers sier om erstatning for skade.',
      clauseNo:
        'Må forsikringen på {objektet} brukes etter en skade mens avtalen gjelder, betaler {eieren} egenandelen, og dette går foran det denne avtalen ellers sier om erstatning for skade.',
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
      key: 'use',
      type: 'multiple_choice',
      text: 'Hva skal leietakeren bruke {objektet} til?',
      description:
        'Leie av bolig følger husleieloven, som ikke kan fravikes til skade for leietakeren. Leie til ferie og fritid er unntatt fra loven.',
      options: [
        {
          text: 'Som bolig',
          clause:
            'Leietakeren leier {objektet} som bolig, og leieforholdet følger husleieloven, som ikke kan fravikes til skade for leietakeren: et depositum kan være høyst seks måneders leie og settes før overtakelsen inn på en særskilt konto i leietakerens navn, som utleieren betaler kostnaden ved og ingen av partene kan disponere alene mens leieforholdet varer, en fast leietid som ikke oppfyller lovens vilkår, gjør leieavtalen tidsubestemt, og en oppsigelse fra utleieren må være skriftlig og begrunnet (husleieloven §§ 1-2, 3-5, 9-3 og 9-7).',
        },
        {
          text: 'Til ferie og fritid',
          clause:
            'Leietakeren leier {objektet} til ferie- og fritidsbruk, som husleieloven ikke gjelder for (husleieloven § 1-1).',
        },
        {
          text: 'Til noe annet enn bolig eller fritid, som lager eller garasje',
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
      text: 'Skal {eieren} betale strøm og internett i {objektet}?',
      clauseYes: 'Strøm og internett i {objektet} betales av {eieren}.',
      clauseNo:
        '{Brukeren} betaler strøm etter målt forbruk for den tiden avtalen gjelder, og ordner selv internett hvis det trengs.',
    },
  },
  {
    kinds: ['building'],
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal {brukeren} ta seg av mindre vedlikehold og vask av {objektet}?',
      clauseYes:
        '{Brukeren} tar seg av mindre vedlikehold som lyspærer, batterier i røykvarslere og rensing av sluk, og vasker {objektet} grundig før tilbakeleveringen.',
      clauseNo: '{Eieren} tar seg av alt vedlikehold og sluttvask, og {brukeren} rydder etter seg.',
    },
  },
  {
    kinds: ['building'],
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal nøkler til {objektet} bare kunne kopieres med samtykke fra {eieren}?',
      clauseYes:
        'Nøkler til {objektet} kan bare kopieres med skriftlig samtykke fra {eieren}, og alle nøkler leveres tilbake når avtalen opphører.',
      clauseNo:
        '{Brukeren} kan kopiere nøkler til {objektet} til eget bruk, og alle nøkler leveres tilbake når avtalen opphører.',
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
      text: 'Skal {objektet} bare kunne endres eller fjernes når alle er enige?',
      clauseYes:
        'Ingen av partene endrer eller fjerner {objektet} uten skriftlig samtykke fra de øvrige partene.',
      clauseNo:
        'Hver av partene kan endre sin del av {objektet} etter å ha gitt de øvrige partene skriftlig beskjed minst to uker i forveien, så langt ikke annet følger av denne avtalen.',
    },
  },
  {
    kinds: ['land'],
    relations: ['neighbours', 'own-together'],
    template: {
      text: 'Skal dere holde {objektet} i stand etter tur?',
      clauseYes:
        'Partene holder {objektet} i stand etter tur, etter en plan de lager sammen hvert år, så langt ikke annet følger av denne avtalen.',
      clauseNo:
        'Partene leier inn hjelp når {objektet} trenger vedlikehold, og kostnaden deles som de andre felles kostnadene, så langt ikke annet følger av denne avtalen.',
    },
  },
  {
    kinds: ['land'],
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal {brukeren} ta seg av det vanlige vedlikeholdet av {objektet}?',
      clauseYes: '{Brukeren} holder {objektet} ryddig og tar seg av vanlig vedlikehold mens avtalen gjelder.',
      clauseNo:
        '{Eieren} tar seg av vedlikeholdet av {objektet} mens avtalen gjelder, og {brukeren} holder {objektet} ryddig.',
    },
  },
  {
    kinds: ['land'],
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal {brukeren} kunne sette opp eller lagre egne ting på {objektet}?',
      clauseYes:
        '{Brukeren} kan sette opp eller lagre egne ting på {objektet} og fjerner alt når avtalen opphører.',
      clauseNo:
        '{Brukeren} kan bare bruke {objektet} til det avtalen gjelder, og kan ikke sette opp eller lagre andre ting der.',
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
      text: 'Skal {eieren} sørge for snømåking og strøing der det trengs?',
      clauseYes: '{Eieren} sørger for snømåking og strøing der det trengs for å bruke {objektet}.',
      clauseNo: '{Brukeren} sørger selv for snømåking og strøing der det trengs for å bruke {objektet}.',
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
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal {brukeren} levere {objektet} tilbake rengjort?',
      clauseYes: '{Brukeren} leverer {objektet} tilbake rengjort og, der det er aktuelt, oppladet.',
      clauseNo:
        '{Eieren} tar seg av rengjøring og eventuell lading etter tilbakeleveringen uten ekstra betaling.',
    },
  },
  {
    kinds: ['thing'],
    relations: ['rent', 'lend-thing'],
    template: {
      text: 'Skal vanlig slitasje på {objektet} godtas uten at {brukeren} betaler for den?',
      clauseYes: '{Brukeren} erstatter ikke vanlig slitasje som følger av normal bruk.',
      clauseNo: '{Brukeren} betaler for å rette også vanlig slitasje som bruken har ført til.',
    },
  },
  {
    kinds: ['thing'],
    relations: ['lend-thing', 'rent', 'buy-sell'],
    template: {
      text: 'Skal tilbehør som hører til {objektet}, følge med?',
      clauseYes: 'Tilbehør og deler som hører til {objektet}, følger med uten ekstra betaling.',
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
        'Kjøpet skjer med et «som den er»-forbehold, og selgeren svarer bare for feil i de tilfellene kjøpsloven § 19 nevner: når {objektet} ikke svarer til opplysninger selgeren har gitt, når selgeren før kjøpet har unnlatt å opplyse om vesentlige forhold ved {objektet} som selgeren kjente eller måtte kjenne til, og som kjøperen kunne regne med å bli opplyst om, eller når {objektet} er i vesentlig dårligere stand enn kjøperen hadde grunn til å regne med ut fra kjøpesummen og forholdene ellers.',
      clauseNo:
        'Kjøpet skjer uten «som den er»-forbehold, og selgeren svarer for feil ved {objektet} etter de vanlige reglene i kjøpsloven.',
      section: 'Kjøpet',
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
      text: 'Skal arbeid som ikke er godt nok utført, gjøres om?',
      clauseYes:
        'Blir det sagt fra senest en uke etter at arbeidet ble gjort, om at det ikke er utført som avtalt, rettes det uten ekstra kostnad for den eller dem arbeidet gjøres for, og har en av partene utført arbeidet, retter denne parten det selv.',
      clauseNo: 'Arbeid som skal gjøres om, regnes som nytt arbeid etter denne avtalen.',
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
      text: 'Skal dere kunne få andre til å gjøre arbeid som ikke blir gjort til avtalt tid?',
      clauseYes:
        'Blir arbeidet ikke gjort til avtalt tid, kan partene få andre til å gjøre det, og det som ikke er gjort, skal ikke betales.',
      clauseNo:
        'Blir arbeidet ikke gjort til avtalt tid, gjøres det så snart som mulig etter, på de samme vilkårene som ellers i denne avtalen.',
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
      clauseTemplate: 'Avtalen gjelder {objektet}, med sted og tid: {{svar}}.',
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
      clauseTemplate: 'Avtalen gjelder hjelp til {{svar}}.',
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
        'Partene har like stor rett til å bruke {objektet}, uansett hvem av partene som står registrert hos tjenesten, så langt vilkårene til tjenesten tillater det.',
    },
  },
  {
    kinds: ['digital'],
    relations: ['share-costs', 'project'],
    template: {
      text: 'Skal passord og innlogging til {objektet} bare deles mellom dere?',
      clauseYes:
        'Passord og innlogging til {objektet} deles bare mellom partene, så langt vilkårene til tjenesten tillater det, og gis ikke videre til andre.',
      clauseNo:
        'Hver av partene kan gi innlogging til {objektet} videre til andre, så langt vilkårene til tjenesten tillater det, og er ansvarlig overfor de øvrige partene for bruken.',
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

  // ── business: called «virksomheten», as the company templates do; the title's word may be a company form itself
  // («Skal enkeltpersonforetaket drives som et aksjeselskap?»).
  {
    kinds: ['business'],
    relations: ['project', 'company', 'share-costs', 'buy-sell', 'estate'],
    template: {
      type: 'free_text',
      format: 'text',
      text: 'Hva er navnet og eventuelt organisasjonsnummeret til virksomheten?',
      description: 'Skriv organisasjonsnummeret hvis virksomheten er registrert i Brønnøysundregistrene.',
      clauseTemplate: 'Avtalen gjelder {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
  },
  {
    kinds: ['business'],
    relations: ['company'],
    template: {
      text: 'Skal virksomheten drives som et aksjeselskap?',
      description:
        'Uten eget selskap kan samarbeidet være et ansvarlig selskap, der hver av dere er personlig ansvarlig for all gjelden (selskapsloven §§ 1-1 og 1-2).',
      clauseYes:
        'Partene stifter et aksjeselskap for virksomheten og melder det til Foretaksregisteret senest én måned etter at avtalen er signert, med aksjer fordelt etter eierandelene i denne avtalen.',
      clauseNo: 'Partene driver virksomheten uten å stifte et aksjeselskap.',
    },
  },
  {
    kinds: ['business'],
    relations: ['project', 'company'],
    template: {
      text: 'Skal en ekstern regnskapsfører føre regnskapet for virksomheten?',
      clauseYes:
        'Regnskapet for virksomheten føres av en ekstern regnskapsfører, og alle partene har innsyn i regnskapet.',
      clauseNo: 'Partene fører regnskapet for virksomheten selv, og alle partene har innsyn i regnskapet.',
    },
  },
  {
    kinds: ['business'],
    relations: ['project'],
    template: {
      text: 'Skal virksomheten ha en egen bankkonto?',
      clauseYes:
        'Partene oppretter en egen bankkonto for virksomheten, og alle inntekter til virksomheten betales inn på den kontoen.',
      clauseNo:
        'Partene oppretter ingen egen bankkonto for virksomheten, og den av partene som tar imot en betaling til virksomheten, fordeler den videre senest 14 dager etter.',
    },
  },
  {
    kinds: ['business'],
    relations: ['project'],
    template: {
      text: 'Skal virksomheten registreres i Brønnøysundregistrene?',
      clauseYes:
        'Partene registrerer virksomheten i Brønnøysundregistrene senest én måned etter at avtalen er signert.',
      clauseNo:
        'Partene registrerer ikke virksomheten i Brønnøysundregistrene, så langt loven ikke krever det.',
    },
  },
  {
    kinds: ['business'],
    relations: ['project'],
    template: {
      text: 'Skal de som fortsetter, kunne bruke navnet på virksomheten hvis en av dere slutter?',
      clauseYes: 'Slutter en av partene, kan de øvrige partene fortsette å bruke navnet på virksomheten.',
      clauseNo:
        'Slutter en av partene, kan ingen av partene bruke navnet på virksomheten videre uten samtykke fra den som har sluttet.',
    },
  },
];
