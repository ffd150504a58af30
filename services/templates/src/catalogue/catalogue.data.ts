import type { CatalogueTopic } from './catalogue.types';

/**
 * The seeded catalogue of topics. Topic and question keys are stable slugs used to seed
 * idempotently: do not rename them once they have been seeded; add new ones instead (a question
 * that changed its type or its meaning got a new key).
 *
 * Clause texts are written so that each one stands alone as a sentence in the generated
 * agreement, and so that no two questions of a topic can produce clauses that contradict each
 * other. Where a number, a date, a choice or a party matters, the question is typed
 * (docs/typed-answers.md): a `multiple_choice` has a clause per option, a `free_text` has a format
 * and a clause template with `{{svar}}` where the shown answer goes (`12 000 kr`, `15 %`,
 * `1. mars 2027`, a party's full name). `showIf` always refers to an earlier question in the same
 * topic: `{ equals }` for a Ja/Nei source, `{ operator, value }` for a typed one (an option, a number,
 * a date, or 'self'/'other' for a party).
 */
export const CATALOGUE: CatalogueTopic[] = [
  // ───────────────────────────────────────────────────────────── Samboeravtale (featured)
  {
    key: 'samboeravtale',
    title: 'Samboeravtale',
    description:
      'For par som bor sammen uten å være gift. Samboere har færre rettigheter etter loven enn ektefeller, så her blir dere enige om bolig, eiendeler, utgifter og hva som skjer ved et samlivsbrudd.',
    featured: true,
    questions: [
      {
        key: 'samboerskap-fra',
        text: 'Fra hvilken dato har dere bodd sammen?',
        description: 'Hvor lenge dere har bodd sammen, kan ha betydning etter husstandsfellesskapsloven.',
        type: 'free_text',
        format: 'date',
        clauseTemplate: 'Partene har bodd sammen som samboere siden {{svar}}.',
      },
      {
        key: 'boligens-eierforhold',
        text: 'Hvem eier boligen dere bor i?',
        description:
          'Eier én av dere boligen alene, bekrefter avtalen at den andres bidrag til de løpende boutgiftene ikke gir eierandel.',
        type: 'multiple_choice',
        options: [
          { text: 'Vi eier den sammen', clause: 'Partene eier boligen de bor i, i sameie.' },
          {
            text: 'Én av oss eier den alene',
            clause:
              'Boligen partene bor i, tilhører én av dem alene, og den andre partens bidrag til de løpende boutgiftene gir ikke eierandel i boligen.',
          },
          { text: 'Vi leier den', clause: 'Partene leier boligen de bor i.' },
        ],
      },
      {
        key: 'boligeier',
        text: 'Hvem av dere eier boligen?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} eier boligen alene.',
        showIf: { questionKey: 'boligens-eierforhold', operator: 'equals', value: 'Én av oss eier den alene' },
      },
      {
        key: 'eierandeler-bolig',
        text: 'Hvordan skal eierandelene i boligen fordeles?',
        description:
          'Eierandelene bør svare til det hver av dere har betalt med egenkapital og hvor stor del av boliglånet hver av dere betaler.',
        type: 'multiple_choice',
        options: [
          { text: 'Like store andeler', clause: 'Partene eier boligen med like store andeler.' },
          {
            text: 'Ulike andeler',
            clause:
              'Partene eier boligen med ulike andeler, beregnet ut fra hver parts egenkapital og andel av boliglånet ved kjøpet.',
          },
        ],
        showIf: { questionKey: 'boligens-eierforhold', operator: 'equals', value: 'Vi eier den sammen' },
      },
      {
        key: 'storst-eierandel-hvem',
        text: 'Hvem av dere skal eie den største andelen av boligen?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} eier den største andelen av boligen.',
        showIf: { questionKey: 'eierandeler-bolig', operator: 'equals', value: 'Ulike andeler' },
      },
      {
        key: 'storst-eierandel-prosent',
        text: 'Hvor mange prosent av boligen skal den største andelen utgjøre?',
        description: 'Skriv andelen til den av dere som eier mest, for eksempel 60.',
        type: 'free_text',
        format: 'percent',
        clauseTemplate: 'Den største eierandelen utgjør {{svar}} av boligen, og den andre parten eier resten.',
        showIf: { questionKey: 'eierandeler-bolig', operator: 'equals', value: 'Ulike andeler' },
      },
      {
        key: 'overta-bolig-ved-brudd',
        text: 'Skal den av dere som ønsker å bli boende, ha rett til å overta boligen ved et samlivsbrudd?',
        description: 'Uten avtale gir husstandsfellesskapsloven bare en slik rett i visse tilfeller.',
        clauseYes:
          'Ved samlivsbrudd har den av partene som ønsker å bli boende, rett til å overta den andres andel av boligen til markedsverdi fastsatt ved takst, forutsatt at den som overtar, innfrir eller overtar den andres del av et eventuelt felles boliglån slik at den andre blir fri overfor långiveren.',
        clauseNo:
          'Ved samlivsbrudd selges boligen på det åpne markedet, med mindre partene blir enige om noe annet.',
        showIf: { questionKey: 'boligens-eierforhold', operator: 'equals', value: 'Vi eier den sammen' },
      },
      {
        key: 'felles-konto',
        text: 'Skal dere ha en felles konto til de faste utgiftene?',
        clauseYes:
          'Partene oppretter en felles konto som brukes til husleie eller boliglån, strøm, forsikringer og andre faste husholdningsutgifter.',
        clauseNo:
          'Partene har ikke felles konto, og hver av dem betaler sin del av de faste utgiftene direkte.',
      },
      {
        key: 'utgifter-fordeling',
        text: 'Hvordan skal de felles utgiftene deles mellom dere?',
        type: 'multiple_choice',
        options: [
          { text: 'Likt', clause: 'Partene deler de felles utgiftene likt.' },
          { text: 'Etter inntekt', clause: 'Partene fordeler de felles utgiftene forholdsmessig etter inntekt.' },
        ],
      },
      {
        key: 'innbo-hver-sitt',
        text: 'Skal hver av dere beholde det innboet dere hadde da dere flyttet sammen?',
        clauseYes:
          'Innbo og løsøre som hver av partene eide da samboerskapet startet, forblir vedkommendes eie, og partene fører en felles liste over disse eiendelene.',
        clauseNo:
          'Innbo og løsøre som partene eide da samboerskapet startet, regnes som felles eie med like store andeler.',
      },
      {
        key: 'nye-eiendeler-felles',
        text: 'Skal det dere kjøper til hjemmet mens dere bor sammen, eies likt av dere begge?',
        clauseYes:
          'Innbo og andre eiendeler som anskaffes til felles bruk under samboerskapet, eies av partene med en halvpart hver, uavhengig av hvem som betalte.',
        clauseNo:
          'Innbo og andre eiendeler som anskaffes under samboerskapet, tilhører den av partene som betalte for dem, med mindre noe annet er dokumentert.',
      },
      {
        key: 'gjeld-hver-sin',
        text: 'Skal hver av dere alene bære den gjelden dere har tatt opp i eget navn?',
        clauseYes: 'I forholdet mellom partene bærer hver av dem selv den gjelden som er tatt opp i eget navn.',
        clauseNo:
          'Gjeld som er tatt opp i én av partenes navn for å dekke felles utgifter, fordeles likt mellom partene i deres innbyrdes forhold.',
      },
      {
        key: 'felles-barn',
        text: 'Har dere barn sammen?',
        clauseYes: 'Partene har felles barn.',
        clauseNo: 'Partene har ikke felles barn.',
      },
      {
        key: 'barneutgifter-deles-likt',
        text: 'Skal utgiftene til barna deles likt mellom dere?',
        clauseYes:
          'Partene deler utgiftene til felles barn likt, herunder barnehage, SFO, klær og fritidsaktiviteter.',
        clauseNo: 'Partene fordeler utgiftene til felles barn forholdsmessig etter inntekt.',
        showIf: { questionKey: 'felles-barn', equals: true },
      },
      {
        key: 'testament',
        text: 'Vil dere opprette testament for å sikre hverandre ved dødsfall?',
        description:
          'Samboere som har, har hatt eller venter barn sammen, arver etter loven inntil 4 G etter hverandre, og andre samboere arver ikke hverandre uten testament.',
        clauseYes: 'Partene oppretter gjensidige testamenter for å sikre hverandre økonomisk ved dødsfall.',
        clauseNo:
          'Partene oppretter ikke testament i forbindelse med denne avtalen, og arv etter partene følger arvelovens regler.',
      },
    ],
  },

  // ───────────────────────────────────────────────────── Bofellesskap og kollektiv (featured)
  {
    key: 'bofellesskap',
    title: 'Bofellesskap og kollektiv',
    description:
      'For venner, studenter og andre som deler bolig. Bli enige om husleie, depositum, felles utgifter, vasking og regler for gjester.',
    featured: true,
    questions: [
      {
        key: 'husleie-belop',
        text: 'Hvor mye er den samlede husleien per måned?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Den samlede husleien for boligen er {{svar}} per måned.',
      },
      {
        key: 'husleie-fordeling',
        text: 'Hvordan skal husleien deles mellom dere?',
        type: 'multiple_choice',
        options: [
          { text: 'Likt', clause: 'Partene deler husleien likt.' },
          {
            text: 'Etter romstørrelse',
            clause:
              'Husleien fordeles etter størrelsen på rommet hver av partene disponerer, slik at den som har størst rom, betaler mest.',
          },
          { text: 'Etter inntekt', clause: 'Husleien fordeles forholdsmessig etter partenes inntekt.' },
        ],
      },
      {
        key: 'leiekontrakt-signert',
        text: 'Hvem har skrevet under leiekontrakten med utleieren?',
        description: 'Den som har skrevet under, står ansvarlig overfor utleieren.',
        type: 'multiple_choice',
        options: [
          {
            text: 'Alle som bor her',
            clause:
              'Alle partene står som leietakere i leiekontrakten, og den som må betale mer enn sin andel til utleieren, kan kreve det overskytende dekket av de andre partene.',
          },
          {
            text: 'Bare én av oss',
            clause:
              'Bare én av partene står som leietaker i leiekontrakten, og de andre partene bor i boligen som framleietakere med utleierens samtykke.',
          },
        ],
      },
      {
        key: 'leietaker',
        text: 'Hvem av dere står som leietaker i leiekontrakten?',
        type: 'free_text',
        format: 'party',
        clauseTemplate:
          '{{svar}} står alene som leietaker overfor utleieren og tar imot de andre partenes andeler av husleien.',
        showIf: { questionKey: 'leiekontrakt-signert', operator: 'equals', value: 'Bare én av oss' },
      },
      {
        key: 'husleie-betalingsdag',
        text: 'Hvilken dag i måneden skal de andre senest betale sin andel av husleien til leietakeren?',
        description: 'Skriv dagen i måneden som et tall, for eksempel 25.',
        type: 'free_text',
        format: 'number',
        clauseTemplate: 'De andre partene betaler sin andel av husleien til leietakeren senest den {{svar}}. hver måned.',
        showIf: { questionKey: 'leiekontrakt-signert', operator: 'equals', value: 'Bare én av oss' },
      },
      {
        key: 'depositum-belop',
        text: 'Hvor stort er depositumet til sammen?',
        description: 'Skriv 0 hvis utleieren ikke krever depositum.',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Depositumet for boligen er til sammen {{svar}}.',
      },
      {
        key: 'depositum-hver-sin-andel',
        text: 'Skal hver av dere betale sin andel av depositumet?',
        description: 'Etter husleieloven § 3-5 skal depositumet stå på en egen depositumskonto i leietakerens navn.',
        clauseYes:
          'Hver av partene betaler sin andel av depositumet og får sin andel tilbake ved utflytting, fratrukket krav fra utleieren som vedkommende er ansvarlig for.',
        clauseNo: 'Depositumet betales av én av partene alene.',
        showIf: { questionKey: 'depositum-belop', operator: 'greater_than', value: '0' },
      },
      {
        key: 'depositum-betaler',
        text: 'Hvem av dere betaler hele depositumet?',
        type: 'free_text',
        format: 'party',
        clauseTemplate:
          '{{svar}} betaler hele depositumet og har alene krav på å få det tilbakebetalt når leieforholdet opphører.',
        showIf: { questionKey: 'depositum-hver-sin-andel', equals: false },
      },
      {
        key: 'strom-internett-likt',
        text: 'Skal strøm og internett deles likt?',
        clauseYes: 'Utgifter til strøm og internett deles likt mellom partene.',
        clauseNo: 'Utgifter til strøm og internett fordeles etter forbruk eller etter egen avtale mellom partene.',
      },
      {
        key: 'vaskeliste',
        text: 'Skal dere ha en fast vaskeliste for fellesarealene?',
        clauseYes: 'Partene følger en fast vaskeliste der ansvaret for fellesarealene går på rundgang.',
        clauseNo: 'Partene har ingen fast vaskeliste, men holder fellesarealene rene og ryddige etter bruk.',
      },
      {
        key: 'overnatting-dogn',
        text: 'Hvor mange døgn på rad kan en gjest overnatte uten at det er avtalt med de andre på forhånd?',
        type: 'free_text',
        format: 'number',
        clauseTemplate:
          'En overnattingsgjest kan bli i inntil {{svar}} døgn på rad uten at det er avtalt med de andre partene på forhånd.',
      },
      {
        key: 'ro-om-natten',
        text: 'Skal det være ro i boligen mellom klokken 23 og 07 på hverdager?',
        clauseYes: 'Det skal være ro i boligen mellom klokken 23.00 og 07.00 på hverdager.',
        clauseNo: 'Partene har ingen faste tider for ro, men tar rimelig hensyn til hverandre.',
      },
      {
        key: 'roykfritt',
        text: 'Skal det være forbudt å røyke innendørs?',
        clauseYes: 'Det er ikke tillatt å røyke eller bruke e-sigaretter innendørs i boligen.',
        clauseNo: 'Røyking innendørs er tillatt på den enkeltes eget rom, så langt leiekontrakten tillater det.',
      },
      {
        key: 'utflytting-varseltid',
        text: 'Hvor lang tid i forveien skal den som vil flytte ut, varsle de andre?',
        type: 'multiple_choice',
        options: [
          {
            text: 'Én måned',
            clause:
              'En part som vil flytte ut, varsler de andre partene skriftlig minst én måned før utflyttingen og betaler sin andel av husleien ut varslingstiden.',
          },
          {
            text: 'To måneder',
            clause:
              'En part som vil flytte ut, varsler de andre partene skriftlig minst to måneder før utflyttingen og betaler sin andel av husleien ut varslingstiden.',
          },
          {
            text: 'Tre måneder',
            clause:
              'En part som vil flytte ut, varsler de andre partene skriftlig minst tre måneder før utflyttingen og betaler sin andel av husleien ut varslingstiden.',
          },
        ],
      },
      {
        key: 'ny-beboer',
        text: 'Skal alle godkjenne en ny beboer før vedkommende flytter inn?',
        clauseYes:
          'En ny beboer kan bare flytte inn når alle partene har godkjent vedkommende, og utleierens samtykke er innhentet når husleieloven eller leiekontrakten krever det.',
        clauseNo:
          'Den som flytter ut, kan selv finne en ny beboer, forutsatt at utleierens samtykke er innhentet når husleieloven eller leiekontrakten krever det.',
      },
    ],
  },

  // ─────────────────────────────────────────────── Lån mellom venner eller familie (featured)
  {
    key: 'lan-mellom-privatpersoner',
    title: 'Lån mellom venner eller familie',
    description:
      'For privatlån mellom venner eller i familien. Bli enige om tilbakebetaling, renter og hva som skjer hvis lånet ikke blir betalt som avtalt.',
    featured: true,
    questions: [
      {
        key: 'langiver',
        text: 'Hvem av dere låner ut pengene?',
        description: 'Den eller de andre partene i avtalen er låntaker.',
        type: 'free_text',
        format: 'party',
        // One question for both roles: a second party question could name the same person as both
        // lender and borrower.
        clauseTemplate:
          '{{svar}} er långiver etter denne avtalen (heretter «långiveren»), og den eller de andre partene er låntaker (heretter «låntakeren»).',
      },
      {
        key: 'lanebelop',
        text: 'Hvor mye skal lånes ut?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Långiveren låner ut {{svar}} til låntakeren.',
      },
      {
        key: 'utbetalingsdato',
        text: 'Hvilken dato skal lånebeløpet senest være utbetalt?',
        type: 'free_text',
        format: 'date',
        clauseTemplate:
          'Lånebeløpet overføres til låntakerens bankkonto senest {{svar}}, slik at utbetalingen kan dokumenteres.',
      },
      {
        key: 'renter',
        text: 'Skal det betales renter på lånet?',
        clauseYes: 'Låntakeren betaler renter på lånet etter vilkårene i denne avtalen.',
        clauseNo: 'Lånet er rentefritt.',
      },
      {
        key: 'rentesats',
        text: 'Hvor høy skal renten være per år?',
        description: 'Skriv den årlige renten i prosent, for eksempel 3,5.',
        type: 'free_text',
        format: 'percent',
        clauseTemplate:
          'Lånet forrentes med {{svar}} per år av det til enhver tid utestående beløpet, og påløpte renter betales hver gang låntakeren betaler avdrag eller innfrir lånet.',
        showIf: { questionKey: 'renter', equals: true },
      },
      {
        key: 'fast-rente',
        text: 'Skal renten være fast i hele låneperioden?',
        clauseYes: 'Renten er fast i hele låneperioden.',
        clauseNo:
          'Renten er flytende og endres med like mange prosentpoeng som Norges Banks styringsrente endres etter at avtalen er inngått.',
        showIf: { questionKey: 'renter', equals: true },
      },
      {
        key: 'nedbetaling',
        text: 'Hvordan skal lånet betales tilbake?',
        type: 'multiple_choice',
        options: [
          { text: 'Med faste månedlige avdrag', clause: 'Låntakeren betaler lånet ned med faste månedlige avdrag.' },
          { text: 'Alt på én gang', clause: 'Låntakeren betaler hele lånet tilbake på én gang.' },
        ],
      },
      {
        key: 'avdrag-belop',
        text: 'Hvor mye skal låntakeren betale i avdrag hver måned?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate:
          'Låntakeren betaler {{svar}} i avdrag hver måned, første gang én måned etter at lånet er utbetalt.',
        showIf: { questionKey: 'nedbetaling', operator: 'equals', value: 'Med faste månedlige avdrag' },
      },
      {
        key: 'tilbakebetalt-senest',
        text: 'Hvilken dato skal lånet senest være betalt helt tilbake?',
        description: 'Betaler låntakeren avdrag, er dette datoen da det siste avdraget og en eventuell rest forfaller.',
        type: 'free_text',
        format: 'date',
        clauseTemplate: 'Lånet skal være fullt tilbakebetalt senest {{svar}}.',
      },
      {
        key: 'innfri-tidligere',
        text: 'Skal låntakeren kunne betale tilbake hele eller deler av lånet tidligere enn avtalt?',
        clauseYes: 'Låntakeren kan når som helst innfri hele eller deler av lånet før tiden uten ekstra kostnader.',
        clauseNo: 'Låntakeren kan ikke innfri lånet før tiden uten långiverens samtykke.',
      },
      {
        key: 'mislighold-avdrag',
        text: 'Hvor mange avdrag på rad må låntakeren ha latt være å betale før hele lånet kan kreves betalt?',
        type: 'free_text',
        format: 'number',
        clauseTemplate:
          'Dersom låntakeren ikke betaler {{svar}} avdrag på rad ved forfall, kan långiveren kreve hele restgjelden betalt straks.',
        showIf: { questionKey: 'nedbetaling', operator: 'equals', value: 'Med faste månedlige avdrag' },
      },
      {
        key: 'forsinkelsesrente',
        text: 'Skal låntakeren betale forsinkelsesrente hvis et beløp betales for sent?',
        clauseYes:
          'Betaler låntakeren for sent, svarer låntakeren forsinkelsesrente etter forsinkelsesrenteloven av det forfalte beløpet.',
        clauseNo: 'Långiveren krever ikke forsinkelsesrente når låntakeren betaler for sent.',
      },
      {
        key: 'sikkerhet',
        text: 'Skal låntakeren stille sikkerhet for lånet?',
        description: 'Sikkerhet kan for eksempel være pant i en eiendel eller en kausjon.',
        clauseYes:
          'Låntakeren stiller sikkerhet for lånet ved pant eller kausjon, og partene inngår en egen skriftlig pant- eller kausjonsavtale før lånet utbetales.',
        clauseNo: 'Lånet gis uten sikkerhet.',
      },
      {
        key: 'arlig-bekreftelse',
        text: 'Skal dere bekrefte restgjelden skriftlig én gang i året?',
        description:
          'Et krav på tilbakebetaling av et pengelån foreldes som hovedregel etter ti år, og en skriftlig erkjennelse fra låntakeren avbryter foreldelsen.',
        clauseYes: 'Låntakeren bekrefter restgjelden skriftlig overfor långiveren én gang i året.',
        clauseNo: 'Partene utarbeider ingen årlig bekreftelse av restgjelden.',
      },
    ],
  },

  // ─────────────────────────────────────────────────────────────── Ferie sammen (featured)
  {
    key: 'ferie-sammen',
    title: 'Ferie sammen',
    description:
      'For venner, familier og par som skal reise sammen. Bli enige om budsjett, fordeling av kostnader, avbestilling og hvordan dere bruker tiden.',
    featured: true,
    questions: [
      {
        key: 'ferie-fra',
        text: 'Hvilken dato starter ferien?',
        type: 'free_text',
        format: 'date',
        clauseTemplate: 'Ferien starter {{svar}}.',
      },
      {
        key: 'ferie-til',
        text: 'Hvilken dato slutter ferien?',
        type: 'free_text',
        format: 'date',
        clauseTemplate: 'Ferien slutter {{svar}}.',
      },
      {
        key: 'felles-budsjett',
        text: 'Skal dere sette et felles budsjett for ferien?',
        clauseYes:
          'Partene har et felles budsjett for ferien, og felles utgifter ut over budsjettet krever samtykke fra alle partene.',
        clauseNo: 'Partene setter ikke et felles budsjett, og hver av dem bestemmer selv hvor mye de vil bruke.',
      },
      {
        key: 'budsjett-per-person',
        text: 'Hvor mye skal ferien høyst koste per person?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Det felles budsjettet for ferien er {{svar}} per person.',
        showIf: { questionKey: 'felles-budsjett', equals: true },
      },
      {
        key: 'reise-overnatting-fordeling',
        text: 'Hvordan skal utgiftene til reise og overnatting deles?',
        type: 'multiple_choice',
        options: [
          { text: 'Likt mellom oss', clause: 'Utgifter til reise og overnatting deles likt mellom partene.' },
          {
            text: 'Etter hvor mange hver av oss har med',
            clause:
              'Utgifter til reise og overnatting fordeles etter hvor mange personer hver av partene har med seg på ferien.',
          },
          {
            text: 'Etter rom og antall netter',
            clause:
              'Utgifter til reise og overnatting fordeles etter hvilke rom og hvor mange netter hver av partene bruker.',
          },
        ],
      },
      {
        key: 'en-bestiller',
        text: 'Skal én av dere bestille og legge ut for reise og overnatting?',
        clauseYes:
          'Én av partene bestiller og legger ut for reise og overnatting, og de andre partene betaler tilbake sin andel innen 14 dager etter at bestillingen er gjort.',
        clauseNo: 'Hver av partene bestiller og betaler sin egen reise og sin andel av overnattingen.',
      },
      {
        key: 'bestiller',
        text: 'Hvem av dere skal bestille og legge ut?',
        type: 'free_text',
        format: 'party',
        clauseTemplate:
          '{{svar}} bestiller og legger ut for reise og overnatting og er kontaktperson overfor utleiere og reiseselskaper.',
        showIf: { questionKey: 'en-bestiller', equals: true },
      },
      {
        key: 'felles-matkasse',
        text: 'Skal dere ha en felles kasse til mat og dagligvarer under ferien?',
        clauseYes: 'Partene betaler like mye inn i en felles kasse som dekker mat og dagligvarer under ferien.',
        clauseNo: 'Hver av partene betaler for sin egen mat og sine egne dagligvarer under ferien.',
      },
      {
        key: 'restaurant-hver-for-seg',
        text: 'Skal hver av dere betale for seg selv på restaurant?',
        clauseYes: 'Ved restaurantbesøk betaler hver av partene for det de selv bestiller.',
        clauseNo: 'Restaurantregninger deles likt mellom partene, uavhengig av hva hver enkelt har bestilt.',
      },
      {
        key: 'aktiviteter-betales-av-deltakere',
        text: 'Skal utflukter og aktiviteter bare betales av dem som blir med?',
        clauseYes: 'Utflukter og aktiviteter betales bare av de partene som deltar.',
        clauseNo: 'Utgifter til utflukter og aktiviteter deles likt mellom alle partene.',
      },
      {
        key: 'leiebil',
        text: 'Skal dere leie bil sammen?',
        clauseYes: 'Partene leier bil sammen og deler leie, drivstoff og bompenger likt.',
        clauseNo: 'Partene leier ikke bil sammen.',
      },
      {
        key: 'leiebil-egenandel',
        text: 'Skal den som kjørte, alene betale egenandelen hvis leiebilen blir skadet?',
        clauseYes: 'Ved skade på leiebilen betaler den av partene som kjørte, egenandelen.',
        clauseNo: 'Ved skade på leiebilen deles egenandelen likt mellom partene.',
        showIf: { questionKey: 'leiebil', equals: true },
      },
      {
        key: 'reiseforsikring',
        text: 'Skal alle ha gyldig reiseforsikring?',
        clauseYes: 'Hver av partene skal ha gyldig reiseforsikring som dekker hele reisen, inkludert avbestilling.',
        clauseNo: 'Hver av partene avgjør selv om de vil ha reiseforsikring, og bærer selv risikoen for egne tap.',
      },
      {
        key: 'avbestilling',
        text: 'Skal den som trekker seg, selv dekke sin andel av kostnadene som ikke kan refunderes?',
        clauseYes: 'En part som trekker seg fra ferien, dekker selv sin andel av kostnader som ikke kan refunderes.',
        clauseNo: 'Kostnader som ikke kan refunderes når en part trekker seg, deles likt mellom alle partene.',
      },
      {
        key: 'oppgjor-etter-hjemkomst',
        text: 'Skal det endelige regnskapet gjøres opp senest to uker etter hjemkomst?',
        clauseYes: 'Partene gjør opp det endelige regnskapet for ferien senest to uker etter hjemkomst.',
        clauseNo: 'Partene gjør opp utgiftene fortløpende under ferien.',
      },
    ],
  },

  // ─────────────────────────────────────────────────────────────────────── Felles hytte
  {
    key: 'felles-hytte',
    title: 'Felles hytte',
    description:
      'For søsken, venner eller familie som eier hytte sammen. Bli enige om eierandeler, kostnader, bruk, vedlikehold og hva som skjer ved salg eller arv.',
    featured: false,
    questions: [
      {
        key: 'eierandeler',
        text: 'Hvordan er eierandelene i hytta fordelt?',
        description: 'Det dere ikke avtaler selv, reguleres av sameieloven.',
        type: 'multiple_choice',
        options: [
          { text: 'Like store andeler', clause: 'Partene eier hytta i sameie med like store andeler.' },
          {
            text: 'Slik det står i skjøtet',
            clause: 'Partene eier hytta i sameie med de andelene som fremgår av tinglyst skjøte.',
          },
          {
            text: 'Én av oss eier en større andel',
            clause: 'Partene eier hytta i sameie, og én av dem eier en større andel enn de andre.',
          },
        ],
      },
      {
        key: 'storst-andel-eier',
        text: 'Hvem av dere eier den største andelen av hytta?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} eier den største andelen av hytta.',
        showIf: { questionKey: 'eierandeler', operator: 'equals', value: 'Én av oss eier en større andel' },
      },
      {
        key: 'storst-andel-prosent',
        text: 'Hvor mange prosent av hytta utgjør den største andelen?',
        type: 'free_text',
        format: 'percent',
        clauseTemplate:
          'Den største andelen utgjør {{svar}} av hytta, og resten fordeles likt mellom de andre partene.',
        showIf: { questionKey: 'eierandeler', operator: 'equals', value: 'Én av oss eier en større andel' },
      },
      {
        key: 'faste-kostnader-etter-andel',
        text: 'Skal de faste kostnadene fordeles etter eierandel?',
        description: 'For eksempel kommunale avgifter, eiendomsskatt, forsikring, strøm og veiavgift.',
        clauseYes:
          'Faste kostnader som kommunale avgifter, eiendomsskatt, forsikring, strøm og veiavgift fordeles etter eierandel.',
        clauseNo: 'Faste kostnader deles likt mellom partene, uavhengig av eierandel.',
      },
      {
        key: 'hyttekonto',
        text: 'Skal dere opprette en felles hyttekonto som alle betaler fast inn på?',
        clauseYes: 'Partene oppretter en felles hyttekonto som de faste kostnadene betales fra.',
        clauseNo: 'Partene betaler kostnadene etter hvert som de påløper, uten en felles hyttekonto.',
      },
      {
        key: 'hyttekonto-belop',
        text: 'Hvor mye skal dere til sammen betale inn på hyttekontoen hver måned?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate:
          'Partene betaler til sammen {{svar}} inn på hyttekontoen hver måned, fordelt på samme måte som de faste kostnadene.',
        showIf: { questionKey: 'hyttekonto', equals: true },
      },
      {
        key: 'bruksplan',
        text: 'Skal bruken av hytta fordeles etter en fast plan?',
        clauseYes: 'Bruken av hytta fordeles etter en fast plan som partene setter opp i fellesskap for hvert år.',
        clauseNo: 'Hytta brukes etter avtale fra gang til gang, og den som først reserverer en periode, har fortrinn.',
      },
      {
        key: 'hoytider-pa-rundgang',
        text: 'Skal påske, sommerferie og jul gå på rundgang mellom dere?',
        clauseYes: 'Påske, sommerferie og jul går på rundgang mellom partene fra år til år.',
        clauseNo: 'Påske, sommerferie og jul fordeles ved egen avtale for hvert år.',
        showIf: { questionKey: 'bruksplan', equals: true },
      },
      {
        key: 'utlan-til-venner',
        text: 'Skal hver av dere kunne låne bort hytta til venner og familie uten selv å være til stede?',
        clauseYes:
          'Hver av partene kan låne bort hytta til venner og familie i perioder da vedkommende selv disponerer hytta, og er ansvarlig for at hytta etterlates i ordentlig stand.',
        clauseNo: 'Hytta kan bare brukes når minst én av partene er til stede.',
      },
      {
        key: 'utleie',
        text: 'Skal hytta kunne leies ut til andre?',
        clauseYes:
          'Hytta kan leies ut til andre når alle partene har samtykket, og leieinntektene fordeles etter eierandel.',
        clauseNo: 'Hytta leies ikke ut til andre.',
      },
      {
        key: 'investeringer-krever-enighet',
        text: 'Skal påkostninger ut over vanlig vedlikehold kreve at alle er enige?',
        clauseYes: 'Påkostninger og investeringer som går ut over vanlig vedlikehold, krever enighet mellom alle partene.',
        clauseNo: 'Påkostninger og investeringer kan besluttes med flertall etter eierandel, så langt sameieloven tillater det.',
      },
      {
        key: 'pantsettelse',
        text: 'Skal det kreves samtykke fra de andre før en av dere pantsetter sin andel av hytta?',
        clauseYes: 'Ingen av partene kan pantsette sin andel av hytta uten skriftlig samtykke fra de andre partene.',
        clauseNo: 'Hver av partene kan pantsette sin andel av hytta uten samtykke fra de andre partene.',
      },
      {
        key: 'forkjopsrett',
        text: 'Skal de andre ha forkjøpsrett hvis en av dere vil selge sin andel?',
        clauseYes:
          'En part som vil selge sin andel, skal først tilby den til de andre partene til markedsverdi fastsatt ved takst.',
        clauseNo: 'Partene avtaler ingen egen forkjøpsrett, og salg av andeler følger sameielovens regler.',
      },
      {
        key: 'binding-mot-salg',
        text: 'Hvor lenge skal ingen av dere kunne kreve hytta solgt?',
        description: 'Uten en slik avtale kan hver av dere etter sameieloven kreve sameiet oppløst.',
        type: 'multiple_choice',
        options: [
          {
            text: 'Fem år',
            clause:
              'Ingen av partene kan kreve sameiet oppløst og hytta solgt de første fem årene etter at denne avtalen er inngått.',
          },
          {
            text: 'Ti år',
            clause:
              'Ingen av partene kan kreve sameiet oppløst og hytta solgt de første ti årene etter at denne avtalen er inngått.',
          },
          {
            text: 'Ingen binding',
            clause: 'Hver av partene kan kreve sameiet oppløst og hytta solgt etter reglene i sameieloven.',
          },
        ],
      },
      {
        key: 'andel-i-arv',
        text: 'Skal de andre kunne løse ut en andel som går i arv?',
        description: 'Hvem som arver en andel, avgjøres av arveloven og et eventuelt testament.',
        clauseYes:
          'Dersom en andel går i arv, har de andre partene rett til å løse ut andelen til markedsverdi fastsatt ved takst.',
        clauseNo:
          'Dersom en andel går i arv, overtar arvingene andelen med de samme rettighetene og pliktene som etter denne avtalen.',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────────────────── Felles bil
  {
    key: 'felles-bil',
    title: 'Felles bil',
    description:
      'For par, venner, naboer eller familie som eier eller deler bil. Bli enige om eierskap, kostnader, bruk, skader og salg.',
    featured: false,
    questions: [
      {
        key: 'registrert-eier',
        text: 'Hvem av dere skal stå som registrert eier av bilen?',
        description: 'Den registrerte eieren får blant annet bompengeregninger og trafikkforsikringsavgiften.',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} står som registrert eier av bilen og som forsikringstaker.',
      },
      {
        key: 'eierandel-registrert-eier',
        text: 'Hvor mange prosent av bilen skal den registrerte eieren eie?',
        description: 'Eier dere bilen med like store andeler og er to, skriver dere 50.',
        type: 'free_text',
        format: 'percent',
        clauseTemplate:
          'Den registrerte eieren eier {{svar}} av bilen, og resten eies av de andre partene med like store andeler.',
      },
      {
        key: 'kjopesum',
        text: 'Hva kostet bilen da den ble kjøpt?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Bilen ble kjøpt for {{svar}}.',
      },
      {
        key: 'billan',
        text: 'Skal bilen finansieres med lån?',
        clauseYes: 'Bilen finansieres helt eller delvis med lån.',
        clauseNo: 'Bilen finansieres uten lån.',
      },
      {
        key: 'felles-lantakere',
        text: 'Skal dere stå sammen som låntakere på billånet?',
        clauseYes: 'Partene står sammen som låntakere på billånet.',
        clauseNo:
          'Billånet står i den registrerte eierens navn, og de andre partene betaler sin andel av terminbeløpene til denne parten i god tid før forfall.',
        showIf: { questionKey: 'billan', equals: true },
      },
      {
        key: 'terminbelop-etter-andel',
        text: 'Skal terminbeløpene på lånet fordeles etter eierandel?',
        clauseYes: 'Terminbeløpene på billånet fordeles mellom partene etter eierandel.',
        clauseNo: 'Terminbeløpene på billånet deles likt mellom partene.',
        showIf: { questionKey: 'billan', equals: true },
      },
      {
        key: 'faste-kostnader-likt',
        text: 'Skal faste kostnader som forsikring, trafikkforsikringsavgift og service deles likt?',
        clauseYes:
          'Faste kostnader som forsikring, trafikkforsikringsavgift, service og EU-kontroll deles likt mellom partene.',
        clauseNo:
          'Faste kostnader som forsikring, trafikkforsikringsavgift, service og EU-kontroll fordeles etter hvor mange kilometer hver av partene kjører, og partene fører kjørebok med dato, kilometerstand og sjåfør for hver tur.',
      },
      {
        key: 'drivstoff-egne-turer',
        text: 'Skal hver av dere betale drivstoff eller lading og bompenger for egne turer?',
        clauseYes: 'Hver av partene betaler selv drivstoff eller lading og bompenger for egne turer.',
        clauseNo: 'Utgifter til drivstoff, lading og bompenger deles likt mellom partene.',
      },
      {
        key: 'kjorebok',
        text: 'Skal dere føre kjørebok?',
        clauseYes: 'Partene fører kjørebok med dato, kilometerstand og sjåfør for hver tur.',
        clauseNo: 'Partene fører ikke kjørebok.',
        // A split by use needs a record of the use: that clause already says the parties keep a kjørebok.
        hideIf: { questionKey: 'faste-kostnader-likt', equals: false },
      },
      {
        key: 'felles-kalender',
        text: 'Skal bruken av bilen avtales i en felles kalender?',
        clauseYes: 'Bruken av bilen avtales i en felles kalender, og den som reserverer først, har fortrinn.',
        clauseNo: 'Bruken av bilen avtales fra gang til gang.',
      },
      {
        key: 'andre-sjaforer',
        text: 'Skal andre enn dere kunne kjøre bilen?',
        clauseYes:
          'Andre sjåfører kan kjøre bilen når den av partene som låner den ut, har forsikret seg om at forsikringen dekker sjåføren, og denne parten er ansvarlig overfor de andre partene for skader som oppstår.',
        clauseNo: 'Bare partene selv kan kjøre bilen.',
      },
      {
        key: 'egenandel-ved-skade',
        text: 'Skal den som kjørte, betale egenandelen hvis bilen blir skadet?',
        clauseYes: 'Ved skade betaler den av partene som brukte bilen, egenandelen og et eventuelt bonustap.',
        clauseNo:
          'Egenandel og bonustap ved skade deles likt mellom partene, med mindre skaden skyldes grov uaktsomhet.',
      },
      {
        key: 'reparasjon-grense',
        text: 'Over hvilket beløp skal en reparasjon godkjennes av alle før den bestilles?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate:
          'Reparasjoner og andre utgifter på bilen over {{svar}} skal godkjennes av alle partene før de bestilles.',
      },
      {
        key: 'levering-etter-bruk',
        text: 'Skal bilen leveres tilbake ryddet og med minst halv tank eller halvt batteri?',
        clauseYes: 'Bilen leveres tilbake ryddet og med minst halv tank eller minst halvt oppladet batteri.',
        clauseNo: 'Partene stiller ingen særskilte krav til stand og drivstoffnivå når bilen leveres tilbake.',
      },
      {
        key: 'utkjop-ved-avslutning',
        text: 'Skal en av dere kunne kjøpe ut de andre hvis samarbeidet avsluttes?',
        clauseYes:
          'Når samarbeidet avsluttes, kan en av partene kjøpe ut de andre til markedsverdi, fastsatt ved takst eller etter sammenlignbare annonser.',
        clauseNo:
          'Når samarbeidet avsluttes, selges bilen, og salgssummen fordeles etter eierandel etter at et eventuelt lån er innfridd.',
      },
    ],
  },

  // ───────────────────────────────────────────────────────────── Felles hund eller katt
  {
    key: 'felles-kjaeledyr',
    title: 'Felles hund eller katt',
    description:
      'For dere som deler ansvaret for en hund eller katt. Bli enige om eierskap, kostnader, stell, ferier og hvem dyret skal bo hos.',
    featured: false,
    questions: [
      {
        key: 'eies-sammen',
        text: 'Skal dere eie dyret sammen?',
        clauseYes: 'Partene eier dyret sammen med like store andeler.',
        clauseNo: 'Dyret eies av én av partene alene, og de andre partene deltar i stell og kostnader etter denne avtalen.',
      },
      {
        key: 'dyrets-eier',
        text: 'Hvem av dere eier dyret?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} eier dyret alene.',
        showIf: { questionKey: 'eies-sammen', equals: false },
      },
      {
        key: 'faste-kostnader-likt',
        text: 'Skal faste kostnader til fôr og utstyr deles likt?',
        clauseYes: 'Faste kostnader til fôr og utstyr deles likt mellom partene.',
        clauseNo: 'Faste kostnader til fôr og utstyr betales av den av partene som har dyret hos seg.',
      },
      {
        key: 'forsikring',
        text: 'Skal dyret ha helseforsikring?',
        clauseYes:
          'Dyret skal ha helseforsikring, premien deles likt mellom partene, og det forsikringen dekker, trekkes fra veterinærutgiftene før de fordeles mellom partene.',
        clauseNo: 'Dyret skal ikke ha helseforsikring, og partene bærer selv veterinærutgiftene etter denne avtalen.',
      },
      {
        key: 'veterinar-grense',
        text: 'Over hvilket beløp må alle være enige før dyret får veterinærbehandling?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate:
          'Veterinærbehandling som koster mer enn {{svar}}, avtales mellom partene før den gjennomføres, med unntak av akutte tilfeller.',
      },
      {
        key: 'veterinar-deles',
        text: 'Skal veterinærutgifter deles likt?',
        clauseYes:
          'Veterinærutgifter deles likt mellom partene.',
        clauseNo:
          'Veterinærutgifter dekkes av den av partene som har dyret hos seg når behandlingen blir nødvendig.',
      },
      {
        key: 'fast-bosted',
        text: 'Skal dyret bo fast hos én av dere?',
        clauseYes:
          'Dyret har fast bosted hos én av partene, og de andre partene kan ha dyret hos seg etter nærmere avtale.',
        clauseNo: 'Dyret bor vekselvis hos partene etter en fast plan.',
      },
      {
        key: 'bor-hos',
        text: 'Hvem av dere skal dyret bo fast hos?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: 'Dyret bor fast hos {{svar}}.',
        showIf: { questionKey: 'fast-bosted', equals: true },
      },
      {
        key: 'helg-hos-de-andre',
        text: 'Skal de andre ha dyret hos seg minst én helg i måneden?',
        clauseYes: 'De av partene som dyret ikke bor fast hos, har rett til å ha dyret hos seg minst én helg i måneden.',
        clauseNo: 'De av partene som dyret ikke bor fast hos, avtaler tid med dyret fra gang til gang.',
        showIf: { questionKey: 'fast-bosted', equals: true },
      },
      {
        key: 'plan-for-stell',
        text: 'Skal dere ha en fast plan for hvem som går tur med, fôrer og steller dyret?',
        clauseYes:
          'Partene følger en fast plan for turer, fôring og stell, slik at dyret får daglig mosjon og tilsyn.',
        clauseNo: 'Den av partene som har dyret hos seg, har ansvaret for turer, fôring og stell.',
      },
      {
        key: 'pass-ved-ferie',
        text: 'Skal de andre passe dyret når en av dere reiser bort?',
        clauseYes: 'Når en av partene reiser bort, passer de andre partene dyret så langt det er mulig.',
        clauseNo:
          'Når en av partene reiser bort, betaler vedkommende selv for dyrepensjon eller annen pass av dyret.',
      },
      {
        key: 'kastrering',
        text: 'Skal dyret kastreres eller steriliseres?',
        clauseYes: 'Dyret skal kastreres eller steriliseres, og kostnaden regnes som en felles kostnad.',
        clauseNo: 'Dyret skal ikke kastreres eller steriliseres.',
      },
      {
        key: 'skader',
        text: 'Skal den som hadde ansvaret for dyret da en skade skjedde, dekke kostnaden?',
        description: 'Overfor den som blir skadet, kan både eieren og den som passer dyret, være ansvarlige.',
        clauseYes:
          'I forholdet mellom partene dekkes skader som dyret volder, av den av partene som hadde ansvaret for dyret da skaden skjedde.',
        clauseNo:
          'I forholdet mellom partene deles kostnader ved skader som dyret volder, likt etter fradrag for det en eventuell ansvarsforsikring dekker.',
      },
      {
        key: 'omplassering',
        text: 'Skal eieren bare kunne omplassere eller selge dyret hvis alle er enige?',
        clauseYes: 'Eieren kan bare omplassere eller selge dyret når alle partene er enige.',
        clauseNo: 'Eieren kan alene beslutte å omplassere eller selge dyret.',
        showIf: { questionKey: 'eies-sammen', equals: false },
      },
      {
        key: 'hvem-beholder',
        text: 'Skal den som har hatt hovedansvaret for dyret, beholde det hvis samarbeidet avsluttes?',
        clauseYes:
          'Dersom samarbeidet avsluttes, beholder dyret den av partene som har hatt hovedansvaret for det daglige stellet.',
        clauseNo:
          'Dersom samarbeidet avsluttes, avgjør partene i fellesskap hvem som skal beholde dyret, med vekt på hva som er best for dyret.',
        showIf: { questionKey: 'eies-sammen', equals: true },
      },
    ],
  },

  // ─────────────────────────────────────────────────────────────── Husarbeid i hjemmet
  {
    key: 'husarbeid',
    title: 'Husarbeid i hjemmet',
    description:
      'For par, familier og andre som bor sammen. Fordel vasking, matlaging, klesvask og innkjøp slik at alle opplever fordelingen som rettferdig.',
    featured: false,
    questions: [
      {
        key: 'ukeplan',
        text: 'Skal dere ha en fast ukeplan for husarbeidet?',
        clauseYes: 'Partene følger en fast ukeplan som fordeler husarbeidet mellom dem.',
        clauseNo: 'Partene har ingen fast ukeplan, og husarbeid som ikke er fordelt i denne avtalen, fordeles fortløpende etter behov.',
      },
      {
        key: 'lik-tidsbruk',
        text: 'Skal husarbeidet fordeles slik at dere bruker omtrent like mye tid på det?',
        clauseYes: 'Husarbeidet fordeles slik at partene bruker omtrent like mye tid på det.',
        clauseNo: 'Husarbeidet fordeles etter hvor mye hver av partene arbeider utenfor hjemmet.',
      },
      {
        key: 'rundgang',
        text: 'Skal oppgavene som ikke har en fast ansvarlig, gå på rundgang?',
        clauseYes: 'Oppgaver som ikke er lagt til én fast person i denne avtalen, går på rundgang mellom partene.',
        clauseNo: 'Oppgaver som ikke er fordelt på annen måte i denne avtalen, fordeles som faste oppgaver som hver av partene har ansvaret for over tid.',
      },
      {
        key: 'middag',
        text: 'Skal dere bytte på å lage middag?',
        clauseYes: 'Partene bytter på å lage middag etter en fast plan.',
        clauseNo: 'Middagen lages av den som har tid, og den som ikke lager mat, tar oppvasken og ryddingen etterpå.',
      },
      {
        key: 'innkjop',
        text: 'Skal én av dere ha hovedansvaret for å handle dagligvarer?',
        clauseYes: 'Én av partene har hovedansvaret for innkjøp av dagligvarer etter en felles handleliste.',
        clauseNo: 'Partene deler ansvaret for innkjøp av dagligvarer og bruker en felles handleliste.',
      },
      {
        key: 'innkjop-ansvarlig',
        text: 'Hvem av dere skal ha hovedansvaret for å handle dagligvarer?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} har hovedansvaret for innkjøp av dagligvarer.',
        showIf: { questionKey: 'innkjop', equals: true },
      },
      {
        key: 'klesvask',
        text: 'Skal hver av dere vaske egne klær?',
        clauseYes: 'Hver av partene vasker sine egne klær.',
        clauseNo: 'Klesvask gjøres samlet for hele husstanden etter den fordelingen partene har avtalt.',
      },
      {
        key: 'rydde-samme-dag',
        text: 'Skal alle rydde etter seg i fellesrommene samme dag?',
        clauseYes: 'Alle rydder etter seg i fellesrommene samme dag.',
        clauseNo: 'Fellesrommene ryddes samlet på faste dager.',
      },
      {
        key: 'avfall',
        text: 'Skal én av dere ha fast ansvar for søppel, kildesortering og pant?',
        clauseYes: 'Én av partene har fast ansvar for søppel, kildesortering og pant.',
        clauseNo: 'Ansvaret for søppel, kildesortering og pant går på rundgang mellom partene.',
      },
      {
        key: 'avfall-ansvarlig',
        text: 'Hvem av dere skal ha ansvaret for søppel, kildesortering og pant?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} har ansvaret for søppel, kildesortering og pant.',
        showIf: { questionKey: 'avfall', equals: true },
      },
      {
        key: 'storrengjoring',
        text: 'Skal dere ta en felles storrengjøring to ganger i året?',
        clauseYes: 'Partene gjennomfører en felles storrengjøring to ganger i året.',
        clauseNo: 'Partene har ingen fast storrengjøring, men rengjør grundig ved behov.',
      },
      {
        key: 'vaskehjelp',
        text: 'Skal dere kjøpe vaskehjelp?',
        clauseYes: 'Partene kjøper vaskehjelp, og kostnaden fordeles på samme måte som de andre felles utgiftene.',
        clauseNo: 'Partene gjør husarbeidet selv uten innleid hjelp.',
      },
      {
        key: 'barn-faste-oppgaver',
        text: 'Skal barna i husstanden ha faste oppgaver i hjemmet?',
        clauseYes: 'Barna i husstanden har faste oppgaver i hjemmet tilpasset alder.',
        clauseNo: 'Barna i husstanden har ingen faste oppgaver i hjemmet.',
      },
      {
        key: 'ukepenger-knyttet-til-oppgaver',
        text: 'Skal barnas ukepenger henge sammen med at de gjør oppgavene sine?',
        clauseYes: 'Barnas ukepenger henger sammen med at de utfører de oppgavene de har fått.',
        clauseNo: 'Barnas ukepenger gis uavhengig av om de utfører oppgavene sine.',
        showIf: { questionKey: 'barn-faste-oppgaver', equals: true },
      },
      {
        key: 'gjennomgang',
        text: 'Hvor ofte skal dere gå gjennom fordelingen av husarbeidet?',
        type: 'multiple_choice',
        options: [
          {
            text: 'Hver uke',
            clause: 'Partene går gjennom fordelingen av husarbeidet hver uke og justerer den ved behov.',
          },
          {
            text: 'Hver måned',
            clause: 'Partene går gjennom fordelingen av husarbeidet én gang i måneden og justerer den ved behov.',
          },
          {
            text: 'Når en av oss ber om det',
            clause: 'Partene går gjennom fordelingen av husarbeidet når en av dem ber om det.',
          },
        ],
      },
    ],
  },

  // ─────────────────────────────────────────────────────────────── Samværsavtale for barn
  {
    key: 'samvaersavtale',
    title: 'Samværsavtale for barn',
    description:
      'For foreldre som bor hver for seg. Bli enige om foreldreansvar, bosted, samvær, ferier og utgifter, med barnas beste som utgangspunkt.',
    featured: false,
    questions: [
      {
        key: 'foreldreansvar-og-bosted',
        text: 'Hvordan skal foreldreansvaret og barnas faste bosted ordnes?',
        description:
          'Foreldreansvaret er retten og plikten til å ta viktige avgjørelser for barna, og delt fast bosted betyr at barna bor omtrent like mye hos hver av dere.',
        type: 'multiple_choice',
        options: [
          {
            text: 'Felles foreldreansvar og delt fast bosted',
            clause:
              'Foreldrene har felles foreldreansvar for barna, og barna har delt fast bosted og bor omtrent like mye hos hver av dem, slik at barna bare kan flytte innenlands når begge foreldrene er enige (barneloven § 37).',
          },
          {
            text: 'Felles foreldreansvar og fast bosted hos én av oss',
            clause:
              'Foreldrene har felles foreldreansvar for barna, og barna har fast bosted hos den ene av dem og samvær med den andre.',
          },
          {
            text: 'Foreldreansvaret alene hos den barna bor fast hos',
            clause:
              'Foreldreansvaret ligger alene hos den av foreldrene som avtalen nevner ved navn, og avtalen om foreldreansvaret er først gyldig når den er meldt til Folkeregisteret (barneloven § 39).',
          },
        ],
      },
      {
        key: 'bosted-hos',
        text: 'Hvem av dere skal barna bo fast hos?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: 'Barna bor fast hos {{svar}}.',
        showIf: {
          questionKey: 'foreldreansvar-og-bosted',
          operator: 'equals',
          value: 'Felles foreldreansvar og fast bosted hos én av oss',
        },
      },
      {
        // Sole parental responsibility names its holder (review § 4 item 1); the children live with that parent.
        key: 'foreldreansvar-alene-hos',
        text: 'Hvem av dere skal ha foreldreansvaret alene og ha barna boende fast hos seg?',
        description: 'En avtale om at én av dere har foreldreansvaret alene, må meldes til Folkeregisteret for å bli gyldig.',
        type: 'free_text',
        format: 'party',
        clauseTemplate: 'Barna bor fast hos {{svar}}, som har foreldreansvaret alene.',
        showIf: {
          questionKey: 'foreldreansvar-og-bosted',
          operator: 'equals',
          value: 'Foreldreansvaret alene hos den barna bor fast hos',
        },
      },
      {
        key: 'bosted-rytme',
        text: 'Hvilken rytme skal barna ha mellom hjemmene?',
        type: 'multiple_choice',
        options: [
          { text: 'Uke om uke', clause: 'Barna bor uke om uke hos hver av foreldrene.' },
          {
            text: 'To-to-tre',
            clause:
              'Barna bor to dager hos den ene, to dager hos den andre og tre dager vekselvis hos hver av foreldrene.',
          },
          {
            text: 'En annen fast rytme',
            clause:
              'Barna bor hos foreldrene etter en annen fast rytme som gir omtrent like mye tid hos hver av dem, og som foreldrene setter opp skriftlig.',
          },
        ],
        showIf: {
          questionKey: 'foreldreansvar-og-bosted',
          operator: 'equals',
          value: 'Felles foreldreansvar og delt fast bosted',
        },
      },
      {
        key: 'vanlig-samvaer',
        text: 'Skal barna ha vanlig samvær med den av dere de ikke bor fast hos?',
        description:
          'Vanlig samvær etter barneloven er én ettermiddag i uken med overnatting, annenhver helg, tre uker i sommerferien og annenhver høst-, jule-, vinter- og påskeferie.',
        clauseYes: 'Barna har vanlig samvær etter barneloven § 43 med den av foreldrene de ikke bor fast hos.',
        clauseNo:
          'Barna har samvær med den av foreldrene de ikke bor fast hos, etter en samværsplan som foreldrene setter opp skriftlig i fellesskap.',
        showIf: {
          questionKey: 'foreldreansvar-og-bosted',
          operator: 'not_equals',
          value: 'Felles foreldreansvar og delt fast bosted',
        },
      },
      {
        key: 'jul-og-paske',
        text: 'Skal jul og påske veksle mellom dere fra år til år?',
        clauseYes: 'Barna feirer jul og påske vekselvis hos hver av foreldrene fra år til år.',
        clauseNo: 'Foreldrene avtaler fordelingen av jul og påske særskilt for hvert år.',
      },
      {
        key: 'sommerferie-frist',
        text: 'Skal fordelingen av sommerferien være avtalt innen 1. april hvert år?',
        clauseYes: 'Foreldrene avtaler fordelingen av sommerferien innen 1. april hvert år.',
        clauseNo: 'Foreldrene avtaler fordelingen av sommerferien når ferieplanene er klare.',
      },
      {
        key: 'reisekostnader',
        text: 'Skal reisekostnadene ved samvær deles etter inntekt?',
        description: 'Etter barneloven § 44 deles reisekostnadene etter inntekt hvis dere ikke avtaler noe annet.',
        clauseYes: 'Reisekostnadene ved samvær deles mellom foreldrene forholdsmessig etter inntekt (barneloven § 44).',
        clauseNo: 'Reisekostnadene ved samvær dekkes av den av foreldrene som har samvær med barna.',
        showIf: {
          questionKey: 'foreldreansvar-og-bosted',
          operator: 'not_equals',
          value: 'Felles foreldreansvar og delt fast bosted',
        },
      },
      {
        key: 'privat-barnebidrag',
        text: 'Skal dere avtale barnebidraget privat i stedet for å la NAV fastsette det?',
        description: 'En privat avtale hindrer ikke at en av dere senere ber NAV fastsette bidraget.',
        clauseYes:
          'Foreldrene avtaler barnebidraget privat, uten at NAV fastsetter det, og bor barna fast hos bare én av dem, betales bidraget av den andre (barneloven § 67).',
        clauseNo: 'Barnebidraget fastsettes av NAV.',
      },
      {
        key: 'barnebidrag-betaler',
        text: 'Hvem av dere skal betale barnebidraget?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} betaler barnebidraget.',
        showIf: { questionKey: 'privat-barnebidrag', equals: true },
        // Asked under delt fast bosted only: otherwise the law names the payer (the parent the children
        // do not live with), and an answer could name the parent they live with.
        hideIf: { questionKey: 'foreldreansvar-og-bosted', operator: 'not_equals', value: 'Felles foreldreansvar og delt fast bosted' },
      },
      {
        key: 'barnebidrag-belop',
        text: 'Hvor mye skal barnebidraget være per barn per måned?',
        type: 'free_text',
        format: 'amount',
        description:
          'Bor barna fast hos bare én av dere, må bidraget være mer enn 0 kr, fordi barnet har krav på bidrag som ikke kan avtales bort (barneloven § 67), og NAVs bidragskalkulator og satser på nav.no viser hva NAV ville ha fastsatt.',
        clauseTemplate: 'Barnebidraget er {{svar}} per barn per måned.',
        showIf: { questionKey: 'privat-barnebidrag', equals: true },
      },
      {
        key: 'storre-utgifter',
        text: 'Skal større utgifter til barna, som fritidsaktiviteter, tannregulering og briller, deles likt?',
        clauseYes:
          'Større utgifter til barna, som fritidsaktiviteter, tannregulering og briller, deles likt mellom foreldrene når de er avtalt på forhånd.',
        clauseNo:
          'Større utgifter til barna dekkes av den av foreldrene som har tatt initiativ til utgiften, med mindre noe annet er avtalt.',
      },
      {
        key: 'flytting',
        text: 'Skal dere bli enige om en ny ordning før en av dere flytter så langt unna at ordningen må endres?',
        description:
          'Barneloven krever varsel senest tre måneder før flytting når det er avtalt eller fastsatt samvær, og har barna delt fast bosted, kan de bare flytte innenlands når dere begge er enige.',
        clauseYes:
          'Den av foreldrene som vil flytte så langt unna at bosteds- eller samværsordningen må endres, varsler den andre senest tre måneder før flyttingen, og foreldrene skal forsøke å bli enige om en ny ordning før flyttingen.',
        clauseNo:
          'Den av foreldrene som vil flytte, varsler den andre senest tre måneder før flyttingen.',
      },
      {
        key: 'familievernkontoret',
        text: 'Skal dere søke hjelp hos familievernkontoret hvis dere blir uenige om avtalen?',
        clauseYes:
          'Ved uenighet om avtalen søker foreldrene hjelp hos familievernkontoret før de går videre med saken.',
        clauseNo:
          'Ved uenighet om avtalen forsøker foreldrene først å løse saken seg imellom, og de bruker familievernkontoret når barneloven krever mekling.',
      },
      {
        key: 'revisjon-dato',
        text: 'Når skal dere senest gå gjennom avtalen på nytt?',
        type: 'free_text',
        format: 'date',
        clauseTemplate:
          'Foreldrene går gjennom avtalen på nytt senest {{svar}}, og ellers når barnas behov endrer seg vesentlig.',
      },
    ],
  },

  // ───────────────────────────────────────────────── Kostnadsdeling ved bryllup eller fest
  {
    key: 'bryllup-og-fest',
    title: 'Kostnadsdeling ved bryllup eller fest',
    description:
      'For brudepar, familier og venner som spleiser på bryllup, jubileum eller en stor fest. Bli enige om budsjett, hvem som betaler hva og hvem som bestemmer.',
    featured: false,
    questions: [
      {
        key: 'fest-dato',
        text: 'Hvilken dato skal festen holdes?',
        type: 'free_text',
        format: 'date',
        clauseTemplate: 'Festen holdes {{svar}}.',
      },
      {
        key: 'samlet-budsjett',
        text: 'Skal dere sette et samlet budsjett for festen?',
        clauseYes: 'Partene setter et samlet budsjett for festen, og budsjettet kan bare overskrides når alle partene samtykker.',
        clauseNo:
          'Partene setter ikke et samlet budsjett for festen, og kostnadene fordeles etter det som ellers står i denne avtalen.',
      },
      {
        key: 'budsjett-belop',
        text: 'Hvor stort skal det samlede budsjettet for festen være?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Det samlede budsjettet for festen er {{svar}}.',
        showIf: { questionKey: 'samlet-budsjett', equals: true },
      },
      {
        key: 'kostnadsfordeling',
        text: 'Hvordan skal kostnadene ved festen deles mellom dere?',
        type: 'multiple_choice',
        options: [
          { text: 'Likt', clause: 'Kostnadene ved festen deles likt mellom partene.' },
          {
            text: 'Etter hvor mange gjester hver inviterer',
            clause: 'Kostnadene ved festen fordeles etter hvor mange gjester hver av partene inviterer.',
          },
          { text: 'Etter inntekt', clause: 'Kostnadene ved festen fordeles forholdsmessig etter partenes inntekt.' },
        ],
      },
      {
        key: 'bidrag-fra-familie',
        text: 'Skal foreldre eller andre i familien bidra med penger til festen?',
        clauseYes:
          'Bidrag fra foreldre eller andre familiemedlemmer brukes til å dekke kostnadene ved festen før resten fordeles mellom partene.',
        clauseNo: 'Festen finansieres av partene alene.',
      },
      {
        key: 'bidragsytere-far-si-sitt',
        text: 'Skal de som bidrar med penger, ha rett til å bli hørt før viktige valg tas?',
        clauseYes:
          'De som bidrar med penger til festen, har rett til å bli hørt før viktige valg tas, men partene tar de endelige beslutningene.',
        clauseNo: 'Bidrag til festen gis uten at de som bidrar, har rett til å bli hørt om planleggingen.',
        showIf: { questionKey: 'bidrag-fra-familie', equals: true },
      },
      {
        key: 'egen-konto',
        text: 'Skal dere opprette en egen konto for festen?',
        clauseYes: 'Partene oppretter en egen konto for festen, og alle utgifter betales fra denne kontoen.',
        clauseNo: 'Hver av partene betaler utgifter direkte og får refusjon mot kvittering.',
      },
      {
        key: 'like-mange-gjester',
        text: 'Skal hver av dere kunne invitere like mange gjester?',
        clauseYes: 'Hver av partene kan invitere like mange gjester.',
        clauseNo: 'Gjestelisten settes opp i fellesskap uten faste kvoter.',
      },
      {
        key: 'alkohol',
        text: 'Skal alkohol til gjestene regnes som en felles kostnad ved festen?',
        clauseYes: 'Alkohol til gjestene regnes som en felles kostnad ved festen.',
        clauseNo: 'Partene dekker ikke alkohol, og gjestene kjøper selv det de ønsker.',
      },
      {
        key: 'bestilling-grense',
        text: 'Over hvilket beløp skal en bestilling godkjennes av alle?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Bestillinger og avtaler over {{svar}} skal godkjennes av alle partene før de inngås.',
      },
      {
        key: 'avlysning',
        text: 'Skal kostnadene ved en eventuell avlysning deles på samme måte som de andre kostnadene?',
        clauseYes:
          'Dersom festen avlyses, deles kostnader som ikke kan refunderes, på samme måte som de andre kostnadene.',
        clauseNo: 'Dersom festen avlyses, dekker hver av partene selv de kostnadene de har pådratt seg.',
      },
      {
        key: 'pengegaver',
        text: 'Skal pengegaver brukes til å dekke kostnadene ved festen?',
        clauseYes: 'Pengegaver brukes først til å dekke kostnadene ved festen.',
        clauseNo: 'Pengegaver tilfaller den eller de som gavene er gitt til, og brukes ikke til å dekke kostnadene.',
      },
      {
        key: 'regnskap',
        text: 'Skal én av dere føre regnskap og legge det fram etter festen?',
        clauseYes:
          'Én av partene fører regnskap over alle inntekter og utgifter og legger det fram for de andre partene senest én måned etter festen.',
        clauseNo: 'Partene fører ikke et eget regnskap for festen.',
      },
      {
        key: 'regnskapsforer',
        text: 'Hvem av dere skal føre regnskapet?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} fører regnskapet for festen.',
        showIf: { questionKey: 'regnskap', equals: true },
      },
      {
        key: 'overskudd',
        text: 'Skal et eventuelt overskudd fordeles etter hva hver av dere har bidratt med?',
        clauseYes: 'Et eventuelt overskudd fordeles mellom partene etter hva hver av dem har bidratt med.',
        clauseNo: 'Et eventuelt overskudd deles likt mellom partene.',
      },
    ],
  },

  // ──────────────────────────────────────────────────────────── Samarbeid om et prosjekt
  {
    key: 'prosjektsamarbeid',
    title: 'Samarbeid om et prosjekt',
    description:
      'For venner, kolleger eller frilansere som skal skape noe sammen, som en app, en bok, et band eller et oppstartsselskap. Bli enige om roller, innsats, rettigheter og inntekter.',
    featured: false,
    questions: [
      {
        key: 'samarbeid-fra',
        text: 'Fra hvilken dato gjelder samarbeidet?',
        type: 'free_text',
        format: 'date',
        clauseTemplate: 'Samarbeidet gjelder fra {{svar}}.',
      },
      {
        key: 'eierandeler',
        text: 'Hvordan skal eierandelene i prosjektet fordeles?',
        type: 'multiple_choice',
        options: [
          { text: 'Like store andeler', clause: 'Partene eier prosjektet med like store andeler.' },
          {
            text: 'Én av oss eier en større andel',
            clause: 'Partene eier prosjektet sammen, og én av dem eier en større andel enn de andre.',
          },
        ],
      },
      {
        key: 'storst-andel-eier',
        text: 'Hvem av dere eier den største andelen av prosjektet?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} eier den største andelen av prosjektet.',
        showIf: { questionKey: 'eierandeler', operator: 'equals', value: 'Én av oss eier en større andel' },
      },
      {
        key: 'storst-andel-prosent',
        text: 'Hvor mange prosent av prosjektet utgjør den største andelen?',
        type: 'free_text',
        format: 'percent',
        clauseTemplate:
          'Den største andelen utgjør {{svar}} av prosjektet, og resten fordeles likt mellom de andre partene.',
        showIf: { questionKey: 'eierandeler', operator: 'equals', value: 'Én av oss eier en større andel' },
      },
      {
        key: 'ansvarsomrader',
        text: 'Skal hver av dere ha et tydelig definert ansvarsområde?',
        clauseYes:
          'Hver av partene har et eget ansvarsområde i prosjektet, og ingen tar beslutninger innenfor en annens ansvarsområde uten samtykke fra denne parten.',
        clauseNo: 'Partene deler ansvaret for alle deler av prosjektet i fellesskap.',
      },
      {
        key: 'utgifter-likt',
        text: 'Skal utgiftene i prosjektet deles likt?',
        clauseYes: 'Utgifter i prosjektet deles likt mellom partene.',
        clauseNo: 'Utgifter i prosjektet fordeles etter eierandel.',
      },
      {
        key: 'inntekter-etter-andel',
        text: 'Skal inntektene fra prosjektet fordeles etter eierandel?',
        clauseYes: 'Inntekter fra prosjektet fordeles etter eierandel etter at utgiftene er dekket.',
        clauseNo: 'Inntekter fra prosjektet deles likt mellom partene etter at utgiftene er dekket.',
      },
      {
        key: 'rettigheter-felles',
        text: 'Skal rettighetene til det dere skaper sammen, eies i fellesskap?',
        description: 'For eksempel opphavsrett til tekst, kode, musikk eller design.',
        clauseYes:
          'Rettighetene til det partene skaper sammen i prosjektet, eies i fellesskap, og ingen av partene kan utnytte dem kommersielt alene uten samtykke fra de andre.',
        clauseNo:
          'Hver av partene beholder rettighetene til det de selv har skapt, og gir prosjektet en vederlagsfri bruksrett så lenge samarbeidet varer.',
      },
      {
        key: 'beslutninger-enstemmig',
        text: 'Skal viktige beslutninger kreve at alle er enige?',
        clauseYes: 'Viktige beslutninger i prosjektet krever enighet mellom alle partene.',
        clauseNo: 'Viktige beslutninger i prosjektet treffes med flertall etter eierandel.',
      },
      {
        key: 'ikke-konkurrere',
        text: 'Skal dere la være å delta i konkurrerende prosjekter mens samarbeidet varer?',
        clauseYes:
          'Så lenge samarbeidet varer, deltar ingen av partene i virksomhet som konkurrerer direkte med prosjektet.',
        clauseNo: 'Partene står fritt til å delta i andre prosjekter, også prosjekter som konkurrerer med dette.',
      },
      {
        key: 'taushetsplikt',
        text: 'Skal dere ha taushetsplikt om idéer og forretningshemmeligheter i prosjektet?',
        clauseYes:
          'Partene har taushetsplikt om idéer, forretningshemmeligheter og annen fortrolig informasjon i prosjektet, også etter at samarbeidet er avsluttet.',
        clauseNo: 'Partene har ingen særskilt taushetsplikt om informasjon i prosjektet.',
      },
      {
        key: 'eget-selskap',
        text: 'Skal dere etablere et eget selskap for prosjektet?',
        description:
          'Uten et eget selskap kan samarbeidet regnes som et ansvarlig selskap, der dere hefter personlig for prosjektets gjeld.',
        clauseYes:
          'Partene etablerer et eget selskap for prosjektet, og denne avtalen gjelder fram til selskapet er stiftet og en aksjonæravtale eller selskapsavtale er inngått.',
        clauseNo: 'Partene driver prosjektet uten å etablere et eget selskap.',
      },
      {
        key: 'aksjeselskap',
        text: 'Skal selskapet være et aksjeselskap?',
        clauseYes: 'Selskapet stiftes som et aksjeselskap.',
        clauseNo: 'Partene velger selskapsform i fellesskap før selskapet stiftes.',
        showIf: { questionKey: 'eget-selskap', equals: true },
      },
      {
        key: 'egen-bankkonto',
        text: 'Skal dere ha en egen bankkonto for prosjektet?',
        clauseYes:
          'Partene oppretter en egen bankkonto for prosjektet, og alle inntekter og utgifter går gjennom denne kontoen.',
        clauseNo:
          'Inntekter og utgifter i prosjektet håndteres via partenes private kontoer, og partene fører et felles regnskap.',
        showIf: { questionKey: 'eget-selskap', equals: false },
      },
      {
        key: 'uttreden',
        text: 'Skal den som trer ut av prosjektet, få kompensert verdien av sin andel?',
        clauseYes:
          'En part som trer ut av prosjektet, får utbetalt verdien av sin andel, fastsatt ved enighet eller av en uavhengig verdivurderer.',
        clauseNo:
          'En part som trer ut av prosjektet, gir fra seg sin andel uten kompensasjon, men beholder retten til sin del av inntekter som er opptjent før uttredelsen.',
      },
    ],
  },

  // ─────────────────────────────────────────────────────────────────────────── Naboavtale
  {
    key: 'naboavtale',
    title: 'Naboavtale',
    description:
      'For naboer som vil bli enige om hekk, trær, gjerder, parkering, støy eller felles vei. En skriftlig avtale gjør det lettere å unngå konflikter senere.',
    featured: false,
    questions: [
      {
        key: 'hekk-hoyde',
        text: 'Skal hekken mellom eiendommene holdes under en bestemt høyde?',
        clauseYes: 'Hekken mellom eiendommene holdes under en fast høyde og klippes minst én gang i året.',
        clauseNo:
          'Partene avtaler ingen fast høyde på hekken, og høyden følger grannelova og, for en hekk i eiendomsgrensen som tjener som gjerde, grannegjerdelova.',
      },
      {
        key: 'hekk-maks-hoyde',
        text: 'Hvor høy kan hekken høyst være, i centimeter?',
        type: 'free_text',
        format: 'number',
        clauseTemplate: 'Hekken mellom eiendommene skal ikke være høyere enn {{svar}} centimeter.',
        showIf: { questionKey: 'hekk-hoyde', equals: true },
      },
      {
        key: 'hekk-deles',
        text: 'Skal dere dele på arbeidet og kostnadene med å klippe hekken?',
        clauseYes: 'Partene deler likt på arbeidet med og kostnadene ved å klippe hekken i eiendomsgrensen.',
        clauseNo: 'Den av partene som eier hekken, klipper den og dekker kostnadene alene.',
      },
      {
        key: 'traer',
        text: 'Skal trær som skygger for naboen, kunne beskjæres eller felles etter avtale?',
        clauseYes:
          'Trær som gir vesentlig skygge eller ulempe for naboeiendommen, beskjæres eller felles etter avtale mellom partene, og den som ber om tiltaket, dekker kostnaden.',
        clauseNo:
          'Trær på hver eiendom beskjæres eller felles bare når eieren selv ønsker det, innenfor rammene av grannelova.',
      },
      {
        key: 'gjerde',
        text: 'Skal dere sette opp et felles gjerde i eiendomsgrensen?',
        clauseYes: 'Partene setter opp et felles gjerde i eiendomsgrensen og deler kostnadene og vedlikeholdet likt.',
        clauseNo: 'Partene setter ikke opp et felles gjerde i eiendomsgrensen.',
      },
      {
        key: 'felles-vei',
        text: 'Deler dere en privat vei eller innkjørsel?',
        clauseYes: 'Partene deler en privat vei eller innkjørsel.',
        clauseNo: 'Partene deler ikke privat vei eller innkjørsel.',
      },
      {
        key: 'vei-kostnadsfordeling',
        text: 'Hvordan skal kostnadene til vedlikehold av veien deles?',
        type: 'multiple_choice',
        options: [
          {
            text: 'Likt',
            clause: 'Kostnadene til vedlikehold av den felles veien eller innkjørselen deles likt mellom partene.',
          },
          {
            text: 'Etter hvor mye hver bruker veien',
            clause:
              'Kostnadene til vedlikehold av den felles veien eller innkjørselen fordeles etter hvor mye hver av partene bruker den.',
          },
          {
            text: 'Etter hvor lang strekning hver bruker',
            clause:
              'Kostnadene til vedlikehold av den felles veien eller innkjørselen fordeles etter hvor lang strekning av den hver av partene bruker.',
          },
        ],
        showIf: { questionKey: 'felles-vei', equals: true },
      },
      {
        key: 'broyting',
        text: 'Skal dere bestille brøyting og strøing av veien sammen?',
        clauseYes:
          'Partene bestiller brøyting og strøing av den felles veien sammen og fordeler kostnadene på samme måte som kostnadene til vedlikehold av veien.',
        clauseNo: 'Hver av partene sørger selv for brøyting og strøing av sin del av veien.',
        showIf: { questionKey: 'felles-vei', equals: true },
      },
      {
        key: 'faste-parkeringsplasser',
        text: 'Skal hver husstand ha faste parkeringsplasser?',
        clauseYes: 'Hver av partene har faste parkeringsplasser, som partene merker tydelig på stedet.',
        clauseNo: 'Partene har ingen faste parkeringsplasser, men parkerer slik at ingen blir stengt inne.',
      },
      {
        key: 'stille-pa-helligdager',
        text: 'Skal dere unngå støyende arbeid, som plenklipping og boring, på søndager og helligdager?',
        clauseYes: 'Partene unngår støyende arbeid, som plenklipping, boring og bruk av motorsag, på søndager og helligdager.',
        clauseNo: 'Partene har ingen faste regler for støyende arbeid, men tar rimelig hensyn til hverandre.',
      },
      {
        key: 'varsle-fest',
        text: 'Skal dere varsle hverandre på forhånd når dere skal ha fest?',
        clauseYes:
          'Partene varsler hverandre på forhånd når de skal ha fest eller andre arrangementer som kan gi støy.',
        clauseNo: 'Partene varsler ikke hverandre om fester, men holder støyen på et rimelig nivå etter klokken 23.00.',
      },
      {
        key: 'byggeplaner',
        text: 'Skal dere informere hverandre om byggeplaner før dere søker kommunen?',
        description: 'Dette kommer i tillegg til det nabovarselet kommunen krever i byggesaker.',
        clauseYes:
          'Partene informerer hverandre om planer for tilbygg, garasje eller andre større tiltak på eiendommen før det sendes nabovarsel eller søknad til kommunen.',
        clauseNo:
          'Partene informerer hverandre om byggeplaner gjennom det ordinære nabovarselet etter plan- og bygningsloven.',
      },
      {
        key: 'lane-redskap',
        text: 'Skal dere kunne låne redskap og utstyr av hverandre?',
        clauseYes:
          'Partene kan låne redskap og utstyr av hverandre etter avtale, og den som låner, erstatter skader som oppstår mens tingen er utlånt.',
        clauseNo: 'Partene har ingen avtale om å låne redskap og utstyr av hverandre.',
      },
      {
        key: 'konfliktradet',
        text: 'Skal dere forsøke mekling i konfliktrådet før en uenighet tas videre?',
        clauseYes:
          'Ved uenighet som partene ikke løser selv, forsøker de mekling i konfliktrådet før saken bringes inn for forliksrådet eller domstolene.',
        clauseNo: 'Ved uenighet som partene ikke løser selv, kan hver av dem bringe saken inn for forliksrådet.',
      },
      {
        key: 'tinglysing',
        text: 'Skal rettighetene og begrensningene i avtalen som gjelder eiendommene, tinglyses, slik at de også binder nye eiere?',
        description:
          'Uten tinglysing er en kjøper som verken kjente eller burde kjenne til avtalen, ikke bundet av den (tinglysingsloven §§ 20 og 21), og bare rettigheter i eiendommene, som veirett eller en høydegrense for hekken, kan tinglyses, ikke personlige løfter som å varsle om fest.',
        clauseYes:
          'Partene sørger for at rettighetene og begrensningene i avtalen som gjelder eiendommene, tinglyses som en erklæring om servitutt på begge eiendommene, slik at de også binder senere eiere, mens de personlige forpliktelsene i avtalen bare gjelder mellom partene.',
        clauseNo:
          'Avtalen tinglyses ikke, og den som selger eiendommen sin, gjør kjøperen kjent med avtalen og ber kjøperen om å slutte seg til den.',
      },
    ],
  },
];
