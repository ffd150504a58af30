import type { CatalogueTopic } from './catalogue.types';
import {
  CABIN_NOT_REGISTERED,
  CAR_SALE_NOTICE,
  COHABITANTS_NO_WILL,
  CONTACT_NOT_ENFORCEABLE,
  LOAN_NOT_ENFORCEABLE,
  NEIGHBOUR_NOT_REGISTERED,
  SOLE_PARENTAL_RESPONSIBILITY,
} from './signing-notes.data';

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
 *
 * The legal document (docs/legal-document.md, issue 15): every question has a `section` (the subject
 * heading its clause is printed under; a topic's sections follow each other in question order); the
 * questions that identify the object (`fact: true`, section 'Bakgrunn') come first and their clause is
 * a statement of fact; a party question that gives someone a role has `partyRoles`; each topic has a
 * `document` (kind, heading, its own term clause, and a dispute clause only where the law requires a
 * step of its own). Clauses are written for any number of parties and read right in the singular that
 * `partyWording` makes of them for two ('de andre partene' → 'den andre parten'), so no plural word
 * follows such a phrase. Every statement of law has a source in docs/legal-sources.md.
 */

/** The section of the fact questions: printed as 'Bakgrunn' before the clauses. */
const BAKGRUNN = 'Bakgrunn';

export const CATALOGUE: CatalogueTopic[] = [
  // ───────────────────────────────────────────────────────────── Samboeravtale (featured)
  {
    key: 'samboeravtale',
    title: 'Samboeravtale',
    description:
      'For par som bor sammen uten å være gift. Samboere har færre rettigheter etter loven enn ektefeller, så her blir dere enige om bolig, eiendeler, utgifter og hva som skjer ved et samlivsbrudd.',
    featured: true,
    document: {
      kind: 'agreement',
      heading: 'Samboeravtale',
      termClause:
        'Avtalen gjelder så lenge partene bor sammen som samboere, og ingen av partene kan si den opp alene. Flytter partene fra hverandre, gjelder avtalens bestemmelser om samlivsbrudd til oppgjøret mellom dem er gjennomført.',
      disputeClause: null,
      signingNotes: [COHABITANTS_NO_WILL],
    },
    questions: [
      {
        key: 'bolig-adresse',
        text: 'Hva er adressen til boligen dere bor i?',
        description: 'Skriv gateadresse, postnummer og sted.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Partene bor sammen i {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'samboerskap-fra',
        text: 'Fra hvilken dato har dere bodd sammen?',
        description: 'Hvor lenge dere har bodd sammen, kan ha betydning etter husstandsfellesskapsloven.',
        type: 'free_text',
        format: 'date',
        clauseTemplate: 'Partene har bodd sammen som samboere siden {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        // Was the Ja/Nei 'felles-barn', whose clauses stood among the terms as recitals (review § 3).
        key: 'barn-sammen',
        text: 'Har dere barn sammen?',
        description:
          'Felles barn har betydning for hva samboere arver etter hverandre etter loven, og for når husstandsfellesskapsloven gjelder.',
        type: 'multiple_choice',
        options: [
          { text: 'Ja, vi har felles barn', clause: 'Partene har felles barn.' },
          { text: 'Vi venter barn sammen', clause: 'Partene venter barn sammen.' },
          { text: 'Nei, vi har ikke felles barn', clause: 'Partene har ikke felles barn.' },
        ],
        section: BAKGRUNN,
        fact: true,
      },
      {
        // A fact (review § 1: one of the five factual questions); what the non-owner's payments mean is the
        // term of 'boligeier'.
        key: 'boligens-eierforhold',
        text: 'Hvem eier boligen dere bor i?',
        type: 'multiple_choice',
        options: [
          { text: 'Vi eier den sammen', clause: 'Partene eier i sameie boligen de bor i.' },
          // The owner is named by 'boligeier' (role «boligeier»), so the fact does not say «én av dem» as well.
          { text: 'Én av oss eier den alene', clause: 'Boligen partene bor i, eies av boligeieren alene.' },
          { text: 'Vi leier den', clause: 'Partene leier boligen de bor i.' },
        ],
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'boligeier',
        text: 'Hvem av dere eier boligen?',
        description: 'Avtalen sier da at det den andre betaler til de løpende boutgiftene, ikke gir eierandel i boligen.',
        type: 'free_text',
        format: 'party',
        clauseTemplate:
          '{{svar}} er boligeier, og det den andre parten betaler til de løpende boutgiftene, gir ikke eierandel i boligen.',
        partyRoles: { chosen: 'boligeier', others: null },
        showIf: { questionKey: 'boligens-eierforhold', operator: 'equals', value: 'Én av oss eier den alene' },
        section: 'Bolig',
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
        section: 'Bolig',
      },
      {
        key: 'storst-eierandel-hvem',
        text: 'Hvem av dere skal eie den største andelen av boligen?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} eier den største andelen av boligen.',
        showIf: { questionKey: 'eierandeler-bolig', operator: 'equals', value: 'Ulike andeler' },
        section: 'Bolig',
      },
      {
        key: 'storst-eierandel-prosent',
        text: 'Hvor mange prosent av boligen skal den største andelen utgjøre?',
        description: 'Skriv andelen til den av dere som eier mest, for eksempel 60.',
        type: 'free_text',
        format: 'percent',
        clauseTemplate: 'Den største eierandelen utgjør {{svar}} av boligen, og den andre parten eier resten.',
        showIf: { questionKey: 'eierandeler-bolig', operator: 'equals', value: 'Ulike andeler' },
        section: 'Bolig',
      },
      {
        key: 'felles-konto',
        text: 'Skal dere ha en felles konto til de faste utgiftene?',
        clauseYes:
          'Partene oppretter en felles konto som brukes til husleie eller boliglån, strøm, forsikringer og andre faste husholdningsutgifter, og ved samlivsbrudd deles det som står igjen på kontoen, i forhold til det hver av dem har satt inn.',
        clauseNo:
          'Partene har ikke felles konto, og hver av dem betaler sin del av de faste utgiftene direkte.',
        section: 'Økonomi og utgifter',
      },
      {
        key: 'utgifter-fordeling',
        text: 'Hvordan skal de felles utgiftene deles mellom dere?',
        type: 'multiple_choice',
        options: [
          { text: 'Likt', clause: 'Partene deler de felles utgiftene likt.' },
          { text: 'Etter inntekt', clause: 'Partene fordeler de felles utgiftene forholdsmessig etter inntekt.' },
        ],
        section: 'Økonomi og utgifter',
      },
      {
        key: 'gjeld-hver-sin',
        text: 'Skal hver av dere alene bære den gjelden dere har tatt opp i eget navn?',
        clauseYes: 'I forholdet mellom partene bærer hver av dem selv den gjelden som er tatt opp i eget navn.',
        clauseNo:
          'Gjeld som er tatt opp i én av partenes navn for å dekke felles utgifter, fordeles likt mellom partene i deres innbyrdes forhold.',
        section: 'Økonomi og utgifter',
      },
      {
        key: 'barneutgifter-deles-likt',
        text: 'Skal utgiftene til barna deles likt mellom dere?',
        clauseYes:
          'Partene deler utgiftene til felles barn likt, herunder barnehage, SFO, klær og fritidsaktiviteter.',
        clauseNo: 'Partene fordeler utgiftene til felles barn forholdsmessig etter inntekt.',
        showIf: { questionKey: 'barn-sammen', operator: 'not_equals', value: 'Nei, vi har ikke felles barn' },
        section: 'Økonomi og utgifter',
      },
      {
        key: 'innbo-hver-sitt',
        text: 'Skal hver av dere beholde det innboet dere hadde da dere flyttet sammen?',
        clauseYes:
          'Innbo og løsøre som hver av partene eide da samboerskapet startet, forblir vedkommendes eie, og partene fører en felles liste over disse eiendelene.',
        clauseNo:
          'Innbo og løsøre som partene eide da samboerskapet startet, regnes som felles eie med like store andeler.',
        section: 'Innbo og eiendeler',
      },
      {
        key: 'nye-eiendeler-felles',
        text: 'Skal det dere kjøper til hjemmet mens dere bor sammen, eies likt av dere begge?',
        clauseYes:
          'Innbo og andre eiendeler som anskaffes til felles bruk under samboerskapet, eies av partene med en halvpart hver, uavhengig av hvem som betalte.',
        clauseNo:
          'Innbo og andre eiendeler som anskaffes under samboerskapet, tilhører den av partene som betalte for dem, med mindre noe annet er dokumentert.',
        section: 'Innbo og eiendeler',
      },
      {
        key: 'overta-bolig-ved-brudd',
        text: 'Skal den av dere som ønsker å bli boende, ha rett til å overta boligen ved et samlivsbrudd?',
        description: 'Uten avtale gir husstandsfellesskapsloven bare en slik rett i visse tilfeller.',
        clauseYes:
          'Ved samlivsbrudd har den av partene som ønsker å bli boende, rett til å overta den andres andel av boligen til markedsverdi fastsatt ved takst, forutsatt at den som overtar, innfrir eller overtar den andres del av et eventuelt felles boliglån slik at den andre blir fri overfor långiveren, og ønsker begge å overta, avgjøres det ved loddtrekning.',
        clauseNo:
          'Ved samlivsbrudd selges boligen på det åpne markedet, med mindre partene blir enige om noe annet.',
        showIf: { questionKey: 'boligens-eierforhold', operator: 'equals', value: 'Vi eier den sammen' },
        section: 'Samlivsbrudd',
      },
      {
        key: 'testament',
        text: 'Vil dere opprette testament for å sikre hverandre ved dødsfall?',
        description:
          'Samboere som har, har hatt eller venter barn sammen, arver etter loven inntil 4 G etter hverandre, og andre samboere arver ikke hverandre uten testament.',
        clauseYes: 'Partene oppretter gjensidige testamenter for å sikre hverandre økonomisk ved dødsfall.',
        clauseNo:
          'Partene oppretter ikke testament i forbindelse med denne avtalen, og arv etter partene følger arvelovens regler.',
        section: 'Død',
      },
    ],
  },

  // ───────────────────────────────────────────────────── Bofellesskap og kollektiv (featured)
  {
    key: 'bofellesskap',
    title: 'Bofellesskap og kollektiv',
    description:
      'For venner, studenter og andre som deler en leid bolig. Bli enige om husleie, depositum, felles utgifter, skader, vasking og utflytting.',
    featured: true,
    document: {
      kind: 'agreement',
      heading: 'Avtale om bofellesskap',
      termClause:
        'Avtalen gjelder så lenge partene bor sammen i boligen, og den endrer ikke det hver av dem skylder utleieren etter leiekontrakten. En part som flytter ut, går ut av avtalen etter bestemmelsen om varsel ved utflytting, og avtalen gjelder videre for dem som blir boende.',
      disputeClause: null,
    },
    questions: [
      {
        key: 'bolig-adresse',
        text: 'Hva er adressen til boligen dere deler?',
        description: 'Skriv gateadresse, postnummer og sted.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Partene deler boligen i {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'utleier-navn',
        text: 'Hva heter utleieren?',
        description: 'Skriv navnet slik det står i leiekontrakten.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Utleier av boligen er {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'husleie-belop',
        text: 'Hvor mye er den samlede husleien per måned?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Den samlede husleien for boligen er {{svar}} per måned.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'depositum-belop',
        text: 'Hvor stort er depositumet til sammen?',
        description: 'Skriv 0 hvis utleieren ikke krever depositum.',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Depositumet for boligen er til sammen {{svar}}.',
        section: BAKGRUNN,
        fact: true,
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
              // A fact: the recourse between the co-tenants is a term, in the rent split (husleie-fordeling).
              'Alle partene står som leietakere i leiekontrakten og er som hovedregel solidarisk ansvarlige overfor utleieren.',
          },
          {
            text: 'Bare én av oss',
            clause:
              // The tenant is named by 'leietaker' (role «leietaker overfor utleier»), so this does not say «bare én av partene».
              'Leietakeren framleier boligen til de andre partene, med utleierens samtykke.',
          },
        ],
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'leietaker',
        text: 'Hvem av dere står som leietaker i leiekontrakten?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} står alene som leietaker overfor utleieren.',
        partyRoles: { chosen: 'leietaker overfor utleier', others: 'framleier' },
        showIf: { questionKey: 'leiekontrakt-signert', operator: 'equals', value: 'Bare én av oss' },
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'rom-fordeling',
        text: 'Hvilket rom disponerer hver av dere?',
        description: 'Skriv navnet og rommet for hver av dere, for eksempel Kari Nordmann: soverommet mot gata, Ola Hansen: soverommet mot hagen.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Rommene er fordelt slik: {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'husleie-fordeling',
        text: 'Hvordan skal husleien deles mellom dere?',
        type: 'multiple_choice',
        options: [
          {
            text: 'Likt',
            clause:
              'Partene deler husleien likt, og den som har betalt mer enn sin andel av husleien, kan kreve det overskytende dekket av de andre partene.',
          },
          {
            text: 'Etter romstørrelse',
            clause:
              'Husleien fordeles etter størrelsen på rommet hver av partene disponerer, slik at den som har størst rom, betaler mest, og den som har betalt mer enn sin andel, kan kreve det overskytende dekket av de andre partene.',
          },
          {
            text: 'Etter inntekt',
            clause:
              'Husleien fordeles forholdsmessig etter partenes inntekt, og den som har betalt mer enn sin andel, kan kreve det overskytende dekket av de andre partene.',
          },
        ],
        section: 'Husleie og depositum',
      },
      {
        key: 'husleie-betalingsdag',
        text: 'Hvilken dag i måneden skal de andre senest betale sin andel av husleien til leietakeren?',
        description: 'Skriv dagen i måneden som et tall, for eksempel 25.',
        type: 'free_text',
        format: 'number',
        clauseTemplate: 'De andre partene betaler sin andel av husleien til leietakeren senest den {{svar}}. hver måned.',
        showIf: { questionKey: 'leiekontrakt-signert', operator: 'equals', value: 'Bare én av oss' },
        section: 'Husleie og depositum',
      },
      {
        key: 'depositum-hver-sin-andel',
        text: 'Skal hver av dere betale sin andel av depositumet?',
        description: 'Etter husleieloven § 3-5 skal depositumet stå på en egen depositumskonto i leietakerens navn.',
        clauseYes:
          'Hver av partene betaler sin andel av depositumet, som står på en egen depositumskonto i leietakerens navn (husleieloven § 3-5), og får sin andel tilbake ved utflytting, fratrukket krav fra utleieren som vedkommende er ansvarlig for.',
        // Who pays it all is named by 'depositum-betaler'; the Nei says what holds for any payer.
        clauseNo: 'Depositumet står på en egen depositumskonto i leietakerens navn (husleieloven § 3-5) og deles ikke mellom partene.',
        showIf: { questionKey: 'depositum-belop', operator: 'greater_than', value: '0' },
        section: 'Husleie og depositum',
      },
      {
        key: 'depositum-betaler',
        text: 'Hvem av dere betaler hele depositumet?',
        type: 'free_text',
        format: 'party',
        clauseTemplate:
          '{{svar}} betaler hele depositumet og har alene krav på å få det tilbakebetalt når leieforholdet opphører.',
        showIf: { questionKey: 'depositum-hver-sin-andel', equals: false },
        section: 'Husleie og depositum',
      },
      {
        key: 'strom-internett-likt',
        text: 'Skal strøm og internett deles likt?',
        clauseYes: 'Utgifter til strøm og internett deles likt mellom partene.',
        clauseNo: 'Utgifter til strøm og internett fordeles etter forbruk eller etter egen avtale mellom partene.',
        section: 'Utgifter og skader',
      },
      {
        key: 'skader-pa-boligen',
        text: 'Skal den som har forårsaket en skade på boligen, dekke den alene?',
        clauseYes:
          'Krever utleieren dekket skader på boligen eller inventaret, bærer den av partene som selv eller gjennom sine gjester har forårsaket skaden, kostnaden i forholdet mellom partene.',
        clauseNo:
          'Krever utleieren dekket skader på boligen eller inventaret, deles kostnaden likt mellom partene, uansett hvem som forårsaket skaden.',
        section: 'Utgifter og skader',
      },
      {
        key: 'vaskeliste',
        text: 'Skal dere ha en fast vaskeliste for fellesarealene?',
        clauseYes: 'Partene følger en fast vaskeliste der ansvaret for fellesarealene går på rundgang.',
        clauseNo: 'Partene har ingen fast vaskeliste, men holder fellesarealene rene og ryddige etter bruk.',
        section: 'Husregler',
      },
      {
        key: 'roykfritt',
        text: 'Skal det være forbudt å røyke innendørs?',
        clauseYes: 'Det er ikke tillatt å røyke eller bruke e-sigaretter innendørs i boligen.',
        clauseNo: 'Røyking innendørs er tillatt på den enkeltes eget rom, så langt leiekontrakten tillater det.',
        section: 'Husregler',
      },
      {
        key: 'utflytting-varseltid',
        text: 'Hvor lang tid i forveien skal den som vil flytte ut, varsle de andre?',
        type: 'multiple_choice',
        options: [
          {
            text: 'Én måned',
            clause:
              'En part som vil flytte ut, varsler de andre partene skriftlig minst én måned før utflyttingen og betaler sin andel av husleien ut varslingstiden, og deretter betaler den eller de som blir boende, hele husleien til en ny beboer har flyttet inn.',
          },
          {
            text: 'To måneder',
            clause:
              'En part som vil flytte ut, varsler de andre partene skriftlig minst to måneder før utflyttingen og betaler sin andel av husleien ut varslingstiden, og deretter betaler den eller de som blir boende, hele husleien til en ny beboer har flyttet inn.',
          },
          {
            text: 'Tre måneder',
            clause:
              'En part som vil flytte ut, varsler de andre partene skriftlig minst tre måneder før utflyttingen og betaler sin andel av husleien ut varslingstiden, og deretter betaler den eller de som blir boende, hele husleien til en ny beboer har flyttet inn.',
          },
        ],
        section: 'Utflytting og nye beboere',
      },
      {
        key: 'ny-beboer',
        text: 'Skal alle godkjenne en ny beboer før vedkommende flytter inn?',
        clauseYes:
          'En ny beboer kan bare flytte inn når alle partene har godkjent vedkommende, og utleierens samtykke er innhentet når husleieloven eller leiekontrakten krever det.',
        clauseNo:
          'Den som flytter ut, kan foreslå en ny beboer, som de andre partene bare kan nekte å godta av saklig grunn, forutsatt at utleierens samtykke er innhentet når husleieloven eller leiekontrakten krever det.',
        section: 'Utflytting og nye beboere',
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
    document: {
      kind: 'agreement',
      heading: 'Låneavtale',
      termClause:
        'Avtalen gjelder til lånet og alt annet låntakeren skal betale etter avtalen, er betalt fullt tilbake. Ingen av partene kan si den opp alene.',
      disputeClause: null,
      signingNotes: [LOAN_NOT_ENFORCEABLE],
    },
    questions: [
      {
        key: 'langiver',
        text: 'Hvem av dere låner ut pengene?',
        description: 'Den andre parten i avtalen, eller de andre hvis dere er flere, låner pengene.',
        type: 'free_text',
        format: 'party',
        // One question for both roles: a second party question could name the same person as both
        // lender and borrower. The party list shows the roles, so the fact does not define them again.
        clauseTemplate: '{{svar}} låner ut pengene til de andre partene.',
        partyRoles: { chosen: 'långiver', others: 'låntaker' },
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'lanebelop',
        text: 'Hvor mye skal lånes ut?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Lånebeløpet er {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'utbetalingsdato',
        text: 'Hvilken dato skal lånebeløpet utbetales?',
        type: 'free_text',
        format: 'date',
        clauseTemplate: 'Lånebeløpet utbetales til låntakerens bankkonto {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'formal',
        text: 'Hva skal pengene brukes til?',
        description: 'For eksempel kjøp av bil eller egenkapital til bolig.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Lånet skal brukes til {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'renter',
        text: 'Skal det betales renter på lånet?',
        clauseYes: 'Låntakeren betaler renter på lånet etter vilkårene i denne avtalen.',
        clauseNo: 'Lånet er rentefritt.',
        section: 'Renter',
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
        section: 'Renter',
      },
      {
        key: 'fast-rente',
        text: 'Skal renten være fast i hele låneperioden?',
        clauseYes: 'Renten er fast i hele låneperioden.',
        clauseNo:
          'Renten er flytende og endres med like mange prosentpoeng som Norges Banks styringsrente endres etter at avtalen er inngått.',
        showIf: { questionKey: 'renter', equals: true },
        section: 'Renter',
      },
      {
        key: 'nedbetaling',
        text: 'Hvordan skal lånet betales tilbake?',
        type: 'multiple_choice',
        options: [
          { text: 'Med faste månedlige avdrag', clause: 'Låntakeren betaler lånet ned med faste månedlige avdrag.' },
          { text: 'Alt på én gang', clause: 'Låntakeren betaler hele lånet tilbake på én gang.' },
        ],
        section: 'Nedbetaling',
      },
      {
        key: 'avdrag-belop',
        text: 'Hvor mye skal låntakeren betale i avdrag hver måned?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate:
          'Låntakeren betaler {{svar}} i avdrag hver måned, første gang én måned etter at lånet er utbetalt.',
        showIf: { questionKey: 'nedbetaling', operator: 'equals', value: 'Med faste månedlige avdrag' },
        section: 'Nedbetaling',
      },
      {
        key: 'tilbakebetalt-senest',
        text: 'Hvilken dato skal lånet senest være betalt helt tilbake?',
        description: 'Betaler låntakeren avdrag, er dette datoen da det siste avdraget og en eventuell rest forfaller.',
        type: 'free_text',
        format: 'date',
        clauseTemplate: 'Lånet skal være fullt tilbakebetalt senest {{svar}}.',
        section: 'Nedbetaling',
      },
      {
        key: 'innfri-tidligere',
        text: 'Skal låntakeren kunne betale tilbake hele eller deler av lånet tidligere enn avtalt?',
        clauseYes: 'Låntakeren kan når som helst innfri hele eller deler av lånet før tiden uten ekstra kostnader.',
        clauseNo: 'Låntakeren kan ikke innfri lånet før tiden uten långiverens samtykke.',
        section: 'Nedbetaling',
      },
      {
        key: 'mislighold-avdrag',
        text: 'Hvor mange avdrag på rad må låntakeren ha latt være å betale før hele lånet kan kreves betalt?',
        type: 'free_text',
        format: 'number',
        clauseTemplate:
          'Dersom låntakeren ikke betaler {{svar}} avdrag på rad ved forfall, kan långiveren kreve hele restgjelden betalt straks.',
        showIf: { questionKey: 'nedbetaling', operator: 'equals', value: 'Med faste månedlige avdrag' },
        section: 'Mislighold',
      },
      {
        key: 'forsinkelsesrente',
        text: 'Skal låntakeren betale forsinkelsesrente hvis et beløp betales for sent?',
        clauseYes:
          'Betaler låntakeren for sent, svarer låntakeren forsinkelsesrente etter forsinkelsesrenteloven av det forfalte beløpet.',
        clauseNo: 'Långiveren krever ikke forsinkelsesrente når låntakeren betaler for sent.',
        section: 'Mislighold',
      },
      {
        key: 'sikkerhet',
        text: 'Skal låntakeren stille sikkerhet for lånet?',
        description: 'Sikkerhet kan for eksempel være pant i en eiendel eller en kausjon.',
        clauseYes:
          'Låntakeren stiller sikkerhet for lånet ved pant eller kausjon, og partene inngår en egen skriftlig pant- eller kausjonsavtale før lånet utbetales.',
        clauseNo: 'Lånet gis uten sikkerhet.',
        section: 'Sikkerhet og dokumentasjon',
      },
      {
        key: 'arlig-bekreftelse',
        text: 'Skal dere bekrefte restgjelden skriftlig én gang i året?',
        description:
          'Et krav på tilbakebetaling av et pengelån foreldes som hovedregel etter ti år, og en skriftlig erkjennelse fra låntakeren avbryter foreldelsen.',
        clauseYes: 'Låntakeren bekrefter restgjelden skriftlig overfor långiveren én gang i året.',
        clauseNo: 'Partene utarbeider ingen årlig bekreftelse av restgjelden.',
        section: 'Sikkerhet og dokumentasjon',
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
    document: {
      kind: 'agreement',
      heading: 'Avtale om felles ferie',
      termClause:
        'Avtalen gjelder for ferien den beskriver og er oppfylt når det endelige regnskapet er gjort opp. Ingen av partene kan si den opp alene, men en part som trekker seg fra ferien, gjør det etter bestemmelsen om avbestilling.',
      disputeClause: null,
    },
    questions: [
      {
        key: 'reisemal',
        text: 'Hvor skal dere reise?',
        description: 'For eksempel Kreta, eller en hytte på Geilo.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Ferien går til {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'ferie-fra',
        text: 'Hvilken dato starter ferien?',
        type: 'free_text',
        format: 'date',
        clauseTemplate: 'Ferien starter {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'ferie-til',
        text: 'Hvilken dato slutter ferien?',
        type: 'free_text',
        format: 'date',
        clauseTemplate: 'Ferien slutter {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'felles-budsjett',
        text: 'Skal dere sette et felles budsjett for ferien?',
        clauseYes:
          'Partene har et felles budsjett for ferien, og felles utgifter ut over budsjettet krever samtykke fra alle partene.',
        clauseNo: 'Partene setter ikke et felles budsjett, og hver av partene bestemmer selv over sitt eget forbruk.',
        section: 'Budsjett og kostnader',
      },
      {
        key: 'budsjett-per-person',
        text: 'Hvor mye skal ferien høyst koste per person?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Det felles budsjettet for ferien er {{svar}} per person.',
        showIf: { questionKey: 'felles-budsjett', equals: true },
        section: 'Budsjett og kostnader',
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
        section: 'Budsjett og kostnader',
      },
      {
        key: 'felles-matkasse',
        text: 'Skal dere ha en felles kasse til mat og dagligvarer under ferien?',
        clauseYes: 'Partene betaler like mye inn i en felles kasse som dekker mat og dagligvarer under ferien.',
        clauseNo: 'Hver av partene betaler for sin egen mat og sine egne dagligvarer under ferien.',
        section: 'Budsjett og kostnader',
      },
      {
        key: 'restaurant-hver-for-seg',
        text: 'Skal hver av dere betale for seg selv på restaurant?',
        clauseYes: 'Ved restaurantbesøk betaler hver av partene for sin egen bestilling.',
        clauseNo: 'Restaurantregninger deles likt mellom partene, uavhengig av hva hver enkelt har bestilt.',
        section: 'Budsjett og kostnader',
      },
      {
        key: 'aktiviteter-betales-av-deltakere',
        text: 'Skal utflukter og aktiviteter bare betales av dem som blir med?',
        clauseYes: 'Utflukter og aktiviteter betales bare av de partene som deltar.',
        clauseNo: 'Utgifter til utflukter og aktiviteter deles likt mellom alle partene.',
        section: 'Budsjett og kostnader',
      },
      {
        key: 'en-bestiller',
        text: 'Skal én av dere bestille og legge ut for reise og overnatting?',
        // Who books is named by 'bestiller', so the Ja does not say «én av partene»; both answers keep the split
        // of 'reise-overnatting-fordeling' (the Nei no longer says that each pays their own).
        clauseYes:
          'Den som bestiller og legger ut for reise og overnatting, får tilbake det de andre partene skal dekke, senest 14 dager etter at bestillingen er gjort.',
        clauseNo:
          'Hver av partene bestiller og legger selv ut for sin egen reise og overnatting, og utleggene jevnes ut ved oppgjøret etter fordelingen av utgifter til reise og overnatting.',
        section: 'Bestilling og oppgjør',
      },
      {
        key: 'bestiller',
        text: 'Hvem av dere skal bestille og legge ut?',
        type: 'free_text',
        format: 'party',
        clauseTemplate:
          '{{svar}} bestiller og legger ut for reise og overnatting og er kontaktperson overfor utleiere og reiseselskaper.',
        showIf: { questionKey: 'en-bestiller', equals: true },
        section: 'Bestilling og oppgjør',
      },
      {
        key: 'oppgjor-etter-hjemkomst',
        text: 'Skal det endelige regnskapet gjøres opp senest to uker etter hjemkomst?',
        clauseYes: 'Partene gjør opp det endelige regnskapet for ferien senest to uker etter hjemkomst.',
        clauseNo: 'Partene gjør opp utgiftene fortløpende under ferien.',
        section: 'Bestilling og oppgjør',
      },
      {
        key: 'leiebil',
        text: 'Skal dere leie bil sammen?',
        clauseYes: 'Partene leier bil sammen og deler leie, drivstoff og bompenger likt.',
        clauseNo: 'Partene leier ikke bil sammen.',
        section: 'Leiebil',
      },
      {
        key: 'leiebil-egenandel',
        text: 'Skal den som kjørte, alene betale egenandelen hvis leiebilen blir skadet?',
        clauseYes: 'Ved skade på leiebilen betaler den av partene som kjørte, egenandelen.',
        clauseNo: 'Ved skade på leiebilen deles egenandelen likt mellom partene.',
        showIf: { questionKey: 'leiebil', equals: true },
        section: 'Leiebil',
      },
      {
        key: 'reiseforsikring',
        text: 'Skal alle ha gyldig reiseforsikring?',
        clauseYes: 'Hver av partene skal ha gyldig reiseforsikring som dekker hele reisen, inkludert avbestilling.',
        clauseNo: 'Hver av partene avgjør selv om vedkommende vil ha reiseforsikring, og bærer selv risikoen for egne tap.',
        section: 'Forsikring og avbestilling',
      },
      {
        key: 'avbestilling',
        text: 'Skal den som trekker seg, selv dekke sin andel av kostnadene som ikke kan refunderes?',
        clauseYes: 'En part som trekker seg fra ferien, dekker selv sin andel av kostnader som ikke kan refunderes.',
        clauseNo: 'Kostnader som ikke kan refunderes når en part trekker seg, deles likt mellom alle partene.',
        section: 'Forsikring og avbestilling',
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
    document: {
      kind: 'agreement',
      heading: 'Sameieavtale for hytte',
      termClause:
        'Avtalen gjelder så lenge partene eier hytta i sameie, og ingen av partene kan si den opp alene. En part som selger sin andel etter avtalens bestemmelser om salg, går ut av avtalen når salget er gjennomført.',
      disputeClause: null,
      signingNotes: [CABIN_NOT_REGISTERED],
    },
    questions: [
      {
        key: 'hytta',
        text: 'Hva er adressen til hytta?',
        description: 'Skriv adressen og gjerne navnet på hytta, for eksempel Fjellveien 12, 3580 Geilo (Fjellro).',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Avtalen gjelder hytta med adresse {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'matrikkel',
        text: 'Hva er gårdsnummer, bruksnummer og kommune for hytteeiendommen?',
        description: 'Skriv det slik det står i skjøtet, for eksempel gnr. 12, bnr. 34 i Hol kommune.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Hytteeiendommen er {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
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
            // Who owns it is named by 'storst-andel-eier'.
            clause: 'Partene eier hytta i sameie med ulike andeler.',
          },
        ],
        section: 'Eierskap',
      },
      {
        key: 'storst-andel-eier',
        text: 'Hvem av dere eier den største andelen av hytta?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} eier den største andelen av hytta.',
        showIf: { questionKey: 'eierandeler', operator: 'equals', value: 'Én av oss eier en større andel' },
        section: 'Eierskap',
      },
      {
        key: 'storst-andel-prosent',
        text: 'Hvor mange prosent av hytta utgjør den største andelen?',
        type: 'free_text',
        format: 'percent',
        clauseTemplate:
          'Den største andelen utgjør {{svar}} av hytta, og resten eies av de andre partene.',
        showIf: { questionKey: 'eierandeler', operator: 'equals', value: 'Én av oss eier en større andel' },
        section: 'Eierskap',
      },
      {
        key: 'faste-kostnader-etter-andel',
        text: 'Skal de faste kostnadene fordeles etter eierandel?',
        description: 'For eksempel kommunale avgifter, eiendomsskatt, forsikring, strøm og veiavgift.',
        clauseYes:
          'Faste kostnader som kommunale avgifter, eiendomsskatt, forsikring, strøm og veiavgift fordeles etter eierandel.',
        clauseNo: 'Faste kostnader deles likt mellom partene, uavhengig av eierandel.',
        section: 'Kostnader',
      },
      {
        key: 'hyttekonto',
        text: 'Skal dere opprette en felles hyttekonto som alle betaler fast inn på?',
        clauseYes: 'Partene oppretter en felles hyttekonto som de faste kostnadene betales fra.',
        clauseNo: 'Partene betaler kostnadene etter hvert som de påløper, uten en felles hyttekonto.',
        section: 'Kostnader',
      },
      {
        key: 'hyttekonto-belop',
        text: 'Hvor mye skal dere til sammen betale inn på hyttekontoen hver måned?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate:
          'Partene betaler til sammen {{svar}} inn på hyttekontoen hver måned, fordelt på samme måte som de faste kostnadene.',
        showIf: { questionKey: 'hyttekonto', equals: true },
        section: 'Kostnader',
      },
      {
        // Replaces 'bruksplan' and 'hoytider-pa-rundgang': the holidays are part of the plan.
        key: 'bruksplan-hoytider',
        text: 'Skal bruken av hytta fordeles etter en fast plan der påske, sommerferie og jul går på rundgang?',
        clauseYes:
          'Bruken av hytta fordeles etter en plan som partene setter opp skriftlig innen 1. desember for det kommende året, påske, sommerferie og jul går på rundgang mellom partene i den rekkefølgen de står i avtalen, og er planen ikke satt opp innen fristen, har den som først reserverer en periode utenom høytidene, fortrinn.',
        clauseNo: 'Hytta brukes etter avtale fra gang til gang, og den som først reserverer en periode, har fortrinn.',
        section: 'Bruk',
      },
      {
        key: 'utlan-til-venner',
        text: 'Skal hver av dere kunne låne bort hytta til venner og familie uten selv å være til stede?',
        clauseYes:
          'Hver av partene kan låne bort hytta til venner og familie i perioder da vedkommende selv disponerer hytta, og er ansvarlig for at hytta etterlates i ordentlig stand.',
        clauseNo: 'Hytta kan bare brukes når minst én av partene er til stede.',
        section: 'Bruk',
      },
      {
        key: 'utleie',
        text: 'Skal hytta kunne leies ut til andre?',
        clauseYes:
          'Hytta kan leies ut til andre når alle partene har samtykket, og leieinntektene fordeles etter eierandel.',
        clauseNo: 'Hytta leies ikke ut til andre.',
        section: 'Bruk',
      },
      {
        key: 'investeringer-krever-enighet',
        text: 'Skal påkostninger ut over vanlig vedlikehold kreve at alle er enige?',
        clauseYes: 'Påkostninger og investeringer som går ut over vanlig vedlikehold, krever enighet mellom alle partene.',
        // With two owners at 50/50 there is no majority: a tie leaves things as they are.
        clauseNo:
          'Påkostninger og investeringer kan besluttes med flertall etter eierandel, så langt sameieloven tillater det, men står stemmene likt, blir tiltaket ikke gjennomført.',
        section: 'Vedlikehold og beslutninger',
      },
      {
        key: 'pantsettelse',
        text: 'Skal det kreves samtykke fra de andre før en av dere pantsetter sin andel av hytta?',
        clauseYes: 'Ingen av partene kan pantsette sin andel av hytta uten skriftlig samtykke fra de andre partene.',
        clauseNo: 'Hver av partene kan pantsette sin andel av hytta uten samtykke fra de andre partene.',
        section: 'Vedlikehold og beslutninger',
      },
      {
        key: 'forkjopsrett',
        text: 'Skal de andre ha forkjøpsrett hvis en av dere vil selge sin andel?',
        clauseYes:
          'En part som vil selge sin andel, skal først tilby den til de andre partene til markedsverdi fastsatt ved takst.',
        clauseNo: 'Partene avtaler ingen egen forkjøpsrett, og salg av andeler følger sameielovens regler.',
        section: 'Salg og arv',
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
        section: 'Salg og arv',
      },
      {
        key: 'andel-i-arv',
        text: 'Skal de andre kunne løse ut en andel som går i arv?',
        description: 'Hvem som arver en andel, avgjøres av arveloven og et eventuelt testament.',
        clauseYes:
          'Dersom en andel går i arv, har de andre partene rett til å løse ut andelen til markedsverdi fastsatt ved takst.',
        clauseNo:
          'Dersom en andel går i arv, overtar arvingene andelen med de samme rettighetene og pliktene som etter denne avtalen.',
        section: 'Salg og arv',
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
    document: {
      kind: 'agreement',
      heading: 'Avtale om felles bil',
      termClause:
        'Avtalen gjelder så lenge partene eier bilen sammen. Hver av partene kan si den opp skriftlig med tre måneders varsel, og da gjelder bestemmelsen om avslutning av samarbeidet.',
      disputeClause: null,
    },
    questions: [
      {
        key: 'registreringsnummer',
        text: 'Hva er bilens registreringsnummer?',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Avtalen gjelder bilen med registreringsnummer {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'merke-modell',
        text: 'Hvilket merke og hvilken modell er bilen?',
        description: 'For eksempel Toyota Corolla.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Bilen er en {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'kjopesum',
        text: 'Hva kostet bilen da den ble kjøpt?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Bilen ble kjøpt for {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'registrert-eier',
        text: 'Hvem av dere skal stå som registrert eier av bilen?',
        description: 'Den registrerte eieren får blant annet bompengeregninger og trafikkforsikringsavgiften.',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} står som registrert eier av bilen og som forsikringstaker.',
        partyRoles: { chosen: 'registrert eier', others: null },
        section: 'Eierskap og finansiering',
      },
      {
        key: 'eierandel-registrert-eier',
        text: 'Hvor mange prosent av bilen skal den registrerte eieren eie?',
        description: 'Eier dere bilen med like store andeler og er to, skriver dere 50.',
        type: 'free_text',
        format: 'percent',
        clauseTemplate:
          'Den registrerte eieren eier {{svar}} av bilen, og resten eies av de andre partene.',
        section: 'Eierskap og finansiering',
      },
      {
        key: 'billan',
        text: 'Skal bilen finansieres med lån?',
        clauseYes: 'Bilen finansieres helt eller delvis med lån.',
        clauseNo: 'Bilen finansieres uten lån.',
        section: 'Eierskap og finansiering',
      },
      {
        key: 'felles-lantakere',
        text: 'Skal dere stå sammen som låntakere på billånet?',
        clauseYes: 'Partene står sammen som låntakere på billånet.',
        clauseNo:
          'Billånet står i den registrerte eierens navn, og de andre partene betaler sin andel av terminbeløpene til denne parten i god tid før forfall.',
        showIf: { questionKey: 'billan', equals: true },
        section: 'Eierskap og finansiering',
      },
      {
        key: 'terminbelop-etter-andel',
        text: 'Skal terminbeløpene på lånet fordeles etter eierandel?',
        clauseYes: 'Terminbeløpene på billånet fordeles mellom partene etter eierandel.',
        clauseNo: 'Terminbeløpene på billånet deles likt mellom partene.',
        showIf: { questionKey: 'billan', equals: true },
        section: 'Eierskap og finansiering',
      },
      {
        key: 'faste-kostnader-likt',
        text: 'Skal faste kostnader som forsikring, trafikkforsikringsavgift og service deles likt?',
        clauseYes:
          'Faste kostnader som forsikring, trafikkforsikringsavgift, service og EU-kontroll deles likt mellom partene.',
        clauseNo:
          'Faste kostnader som forsikring, trafikkforsikringsavgift, service og EU-kontroll fordeles etter hvor mange kilometer hver av partene kjører, og partene fører kjørebok med dato, kilometerstand og sjåfør for hver tur.',
        section: 'Kostnader',
      },
      {
        key: 'drivstoff-egne-turer',
        text: 'Skal hver av dere betale drivstoff eller lading og bompenger for egne turer?',
        clauseYes: 'Hver av partene betaler selv drivstoff eller lading og bompenger for egne turer.',
        clauseNo: 'Utgifter til drivstoff, lading og bompenger deles likt mellom partene.',
        section: 'Kostnader',
      },
      {
        key: 'kjorebok',
        text: 'Skal dere føre kjørebok?',
        clauseYes: 'Partene fører kjørebok med dato, kilometerstand og sjåfør for hver tur.',
        clauseNo: 'Partene fører ikke kjørebok.',
        // A split by use needs a record of the use: that clause already says the parties keep a kjørebok.
        hideIf: { questionKey: 'faste-kostnader-likt', equals: false },
        section: 'Kostnader',
      },
      {
        key: 'felles-kalender',
        text: 'Skal bruken av bilen avtales i en felles kalender?',
        clauseYes: 'Bruken av bilen avtales i en felles kalender, og den som reserverer først, har fortrinn.',
        clauseNo: 'Bruken av bilen avtales fra gang til gang.',
        section: 'Bruk',
      },
      {
        key: 'andre-sjaforer',
        text: 'Skal andre enn dere kunne kjøre bilen?',
        clauseYes:
          'Andre sjåfører kan kjøre bilen når den av partene som låner den ut, har forsikret seg om at forsikringen dekker sjåføren, og denne parten er ansvarlig overfor de andre partene for skader som oppstår.',
        clauseNo: 'Bare partene selv kan kjøre bilen.',
        section: 'Bruk',
      },
      {
        key: 'egenandel-ved-skade',
        text: 'Skal den som kjørte, betale egenandelen hvis bilen blir skadet?',
        clauseYes: 'Ved skade betaler den av partene som brukte bilen, egenandelen og et eventuelt bonustap.',
        clauseNo:
          'Egenandel og bonustap ved skade deles likt mellom partene, men skyldes skaden grov uaktsomhet eller forsett, betaler den av partene som brukte eller lånte ut bilen, egenandelen og bonustapet alene.',
        section: 'Skader og reparasjoner',
      },
      {
        key: 'reparasjon-grense',
        text: 'Over hvilket beløp skal en reparasjon godkjennes av alle før den bestilles?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate:
          'Reparasjoner og andre utgifter på bilen over {{svar}} skal godkjennes av alle partene før de bestilles.',
        section: 'Skader og reparasjoner',
      },
      {
        key: 'utkjop-ved-avslutning',
        text: 'Skal en av dere kunne kjøpe ut de andre hvis samarbeidet avsluttes?',
        clauseYes:
          'Når samarbeidet avsluttes, kan en av partene kjøpe ut de andre partene til markedsverdi, fastsatt ved takst eller etter sammenlignbare annonser; ønsker mer enn én av partene å kjøpe, avgjøres det ved loddtrekning, og ønsker ingen å kjøpe, selges bilen og salgssummen fordeles etter eierandel etter at et eventuelt lån er innfridd.',
        clauseNo:
          'Når samarbeidet avsluttes, selges bilen, og salgssummen fordeles etter eierandel etter at et eventuelt lån er innfridd.',
        section: 'Avslutning',
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
    document: {
      kind: 'agreement',
      heading: 'Avtale om felles dyrehold',
      termClause:
        // Both branches say who keeps the animal in a clause of their own (omplassering for one owner,
        // beholder for joint owners), so the term clause prints no condition that may not apply.
        'Avtalen gjelder så lenge partene har dyret sammen, og hver av partene kan si den opp skriftlig med tre måneders varsel. Når avtalen opphører, gjelder bestemmelsen om hvem som beholder dyret.',
      disputeClause: null,
    },
    questions: [
      {
        key: 'dyret',
        text: 'Hvilket dyr gjelder avtalen?',
        description: 'Skriv art, navn og rase, for eksempel hunden Luna, en labrador.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Avtalen gjelder {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'id-nummer',
        text: 'Hva er dyrets ID-nummer?',
        description: 'Nummeret på dyrets mikrochip eller ID-merking, slik det står i papirene fra veterinæren.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Dyret er ID-merket med nummer {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'eies-sammen',
        text: 'Eier dere dyret sammen?',
        clauseYes: 'Partene eier dyret sammen med like store andeler.',
        // The owner is named by 'dyrets-eier'.
        clauseNo: 'Partene eier ikke dyret sammen.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'dyrets-eier',
        text: 'Hvem av dere eier dyret?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} eier dyret alene.',
        partyRoles: { chosen: 'eier', others: null },
        showIf: { questionKey: 'eies-sammen', equals: false },
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'faste-kostnader-likt',
        text: 'Skal faste kostnader til fôr og utstyr deles likt?',
        clauseYes: 'Faste kostnader til fôr og utstyr deles likt mellom partene.',
        clauseNo: 'Faste kostnader til fôr og utstyr betales av den av partene som har dyret hos seg.',
        section: 'Kostnader og helse',
      },
      {
        key: 'forsikring',
        text: 'Skal dyret ha helseforsikring?',
        clauseYes:
          'Dyret skal ha helseforsikring, premien deles likt mellom partene, og det forsikringen dekker, trekkes fra veterinærutgiftene før de fordeles mellom partene.',
        clauseNo: 'Dyret skal ikke ha helseforsikring, og partene bærer selv veterinærutgiftene etter denne avtalen.',
        section: 'Kostnader og helse',
      },
      {
        key: 'veterinar-grense',
        text: 'Over hvilket beløp må alle være enige før dyret får veterinærbehandling?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate:
          'Veterinærbehandling som koster mer enn {{svar}}, avtales mellom partene før den gjennomføres, med unntak av akutte tilfeller.',
        section: 'Kostnader og helse',
      },
      {
        key: 'veterinar-deles',
        text: 'Skal veterinærutgifter deles likt?',
        clauseYes: 'Veterinærutgifter deles likt mellom partene.',
        clauseNo:
          'Veterinærutgifter dekkes av den av partene som har dyret hos seg når behandlingen blir nødvendig.',
        section: 'Kostnader og helse',
      },
      {
        key: 'kastrering',
        text: 'Skal dyret kastreres eller steriliseres?',
        clauseYes: 'Dyret skal kastreres eller steriliseres, og kostnaden regnes som en felles kostnad.',
        clauseNo: 'Dyret skal ikke kastreres eller steriliseres.',
        section: 'Kostnader og helse',
      },
      {
        key: 'fast-bosted',
        text: 'Skal dyret bo fast hos én av dere?',
        // Where it lives is named by 'bor-hos'; the Ja says what that means, the Nei gives the rhythm itself.
        clauseYes: 'Den parten dyret bor fast hos, har det daglige ansvaret for dyret.',
        clauseNo:
          'Dyret bor vekselvis én uke hos hver av partene, med bytte på søndager, med mindre partene blir enige om noe annet.',
        section: 'Bosted og stell',
      },
      {
        key: 'bor-hos',
        text: 'Hvem av dere skal dyret bo fast hos?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: 'Dyret bor fast hos {{svar}}.',
        showIf: { questionKey: 'fast-bosted', equals: true },
        section: 'Bosted og stell',
      },
      {
        key: 'helg-hos-de-andre',
        text: 'Skal de andre ha dyret hos seg minst én helg i måneden?',
        clauseYes: 'Hver av de andre partene har rett til å ha dyret hos seg minst én helg i måneden.',
        clauseNo: 'Tid med dyret for de andre partene avtales fra gang til gang.',
        showIf: { questionKey: 'fast-bosted', equals: true },
        section: 'Bosted og stell',
      },
      {
        key: 'plan-for-stell',
        text: 'Skal dere ha en fast plan for hvem som går tur med, fôrer og steller dyret?',
        clauseYes:
          'Partene setter opp en skriftlig plan for turer, fôring og stell innen to uker etter at avtalen er inngått, slik at dyret får daglig mosjon og tilsyn, og til planen er på plass, har den av partene som har dyret hos seg, ansvaret.',
        clauseNo: 'Den av partene som har dyret hos seg, har ansvaret for turer, fôring og stell.',
        section: 'Bosted og stell',
      },
      {
        key: 'skader',
        text: 'Skal den som hadde ansvaret for dyret da en skade skjedde, dekke kostnaden?',
        description: 'Overfor den som blir skadet, kan både eieren og den som passer dyret, være ansvarlige.',
        clauseYes:
          'I forholdet mellom partene dekkes skader som dyret volder, av den av partene som hadde ansvaret for dyret da skaden skjedde.',
        clauseNo:
          'I forholdet mellom partene deles kostnader ved skader som dyret volder, likt etter fradrag for det en eventuell ansvarsforsikring dekker.',
        section: 'Ansvar og avslutning',
      },
      {
        key: 'omplassering',
        text: 'Skal eieren bare kunne omplassere eller selge dyret hvis alle er enige?',
        clauseYes: 'Eieren beholder dyret når avtalen opphører, men kan bare omplassere eller selge det når alle partene har samtykket.',
        clauseNo: 'Eieren beholder dyret når avtalen opphører og kan alene beslutte å omplassere eller selge det.',
        showIf: { questionKey: 'eies-sammen', equals: false },
        section: 'Ansvar og avslutning',
      },
      {
        // Replaces the Ja/Nei 'hvem-beholder', whose answers left open who keeps the animal (the one with
        // «hovedansvaret», or whoever the parties later agree on): a named party, and a buy-out at market value.
        key: 'beholder',
        text: 'Hvem av dere skal beholde dyret hvis samarbeidet avsluttes?',
        description: 'Den som beholder dyret, løser ut de andre med deres andel av dyrets markedsverdi.',
        type: 'free_text',
        format: 'party',
        clauseTemplate:
          'Avsluttes samarbeidet, beholder {{svar}} dyret og løser ut de andre partenes andel av det til markedsverdi, med mindre partene da blir enige om noe annet.',
        showIf: { questionKey: 'eies-sammen', equals: true },
        section: 'Ansvar og avslutning',
      },
    ],
  },

  // ─────────────────────────────────────────────────────────────── Husarbeid i hjemmet
  {
    // A household plan, not a contract (review § 2): its items say what the household does, and the
    // document has no contract formalities, final clauses or signatures (docs/legal-document.md).
    key: 'husarbeid',
    title: 'Husarbeid i hjemmet',
    description:
      'For par, familier og andre som bor sammen og vil fordele vasking, matlaging, klesvask og innkjøp rettferdig. Resultatet er en felles plan, ikke en juridisk bindende avtale.',
    featured: false,
    document: { kind: 'plan', heading: 'Husholdningsplan', termClause: null, disputeClause: null },
    questions: [
      {
        key: 'ukeplan',
        text: 'Skal dere ha en fast ukeplan for husarbeidet?',
        clauseYes: 'Vi setter opp en fast ukeplan for husarbeidet innen én uke, og til den er på plass, fordeler vi husarbeidet etter resten av denne planen.',
        clauseNo: 'Vi har ingen fast ukeplan, og husarbeid som ikke er fordelt i denne planen, fordeler vi etter behov.',
        section: 'Fordeling',
      },
      {
        key: 'lik-tidsbruk',
        text: 'Skal husarbeidet fordeles slik at dere bruker omtrent like mye tid på det?',
        clauseYes: 'Vi fordeler husarbeidet slik at vi bruker omtrent like mye tid på det.',
        clauseNo: 'Vi fordeler husarbeidet etter hvor mye hver av oss arbeider utenfor hjemmet.',
        section: 'Fordeling',
      },
      {
        key: 'rundgang',
        text: 'Skal oppgavene som ikke har en fast ansvarlig, gå på rundgang?',
        clauseYes: 'Oppgaver som ikke har en fast ansvarlig i denne planen, går på rundgang mellom oss.',
        clauseNo: 'Oppgaver som ikke er fordelt på annen måte i denne planen, har hver av oss fast ansvar for over tid.',
        section: 'Fordeling',
      },
      {
        key: 'middag',
        text: 'Skal dere bytte på å lage middag?',
        clauseYes: 'Vi bytter på å lage middag, slik at hver av oss lager middag omtrent like mange dager i uken.',
        clauseNo: 'Den som har tid, lager middag, og den som ikke lager mat, tar oppvasken og ryddingen etterpå.',
        section: 'Mat og innkjøp',
      },
      {
        key: 'innkjop',
        text: 'Skal én av dere ha hovedansvaret for å handle dagligvarer?',
        // Who shops is named by 'innkjop-ansvarlig'.
        clauseYes: 'Alle i husstanden fører opp det som mangler, på en felles handleliste.',
        clauseNo: 'Vi deler på å handle dagligvarer og bruker en felles handleliste.',
        section: 'Mat og innkjøp',
      },
      {
        key: 'innkjop-ansvarlig',
        text: 'Hvem av dere skal ha hovedansvaret for å handle dagligvarer?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} har hovedansvaret for å handle dagligvarer etter den felles handlelisten.',
        showIf: { questionKey: 'innkjop', equals: true },
        section: 'Mat og innkjøp',
      },
      {
        key: 'klesvask',
        text: 'Skal hver av dere vaske egne klær?',
        clauseYes: 'Hver av oss vasker sine egne klær.',
        clauseNo: 'Vi vasker klær samlet for hele husstanden etter den fordelingen vi har avtalt.',
        section: 'Vask, rydding og avfall',
      },
      {
        key: 'rydde-samme-dag',
        text: 'Skal alle rydde etter seg i fellesrommene samme dag?',
        clauseYes: 'Alle rydder etter seg i fellesrommene samme dag.',
        clauseNo: 'Vi rydder fellesrommene samlet på faste dager.',
        section: 'Vask, rydding og avfall',
      },
      {
        key: 'avfall',
        text: 'Skal én av dere ha fast ansvar for søppel, kildesortering og pant?',
        // Who is responsible is named by 'avfall-ansvarlig'.
        clauseYes: 'Alle i husstanden sorterer avfallet sitt etter ordningen der vi bor.',
        clauseNo: 'Ansvaret for søppel, kildesortering og pant går på rundgang mellom oss.',
        section: 'Vask, rydding og avfall',
      },
      {
        key: 'avfall-ansvarlig',
        text: 'Hvem av dere skal ha ansvaret for søppel, kildesortering og pant?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} har fast ansvar for å bære ut søppel, levere kildesortert avfall og pante flasker og bokser.',
        showIf: { questionKey: 'avfall', equals: true },
        section: 'Vask, rydding og avfall',
      },
      {
        key: 'storrengjoring',
        text: 'Skal dere ta en felles storrengjøring to ganger i året?',
        clauseYes: 'Vi tar en felles storrengjøring to ganger i året.',
        clauseNo: 'Vi har ingen fast storrengjøring, men gjør grundig rent ved behov.',
        section: 'Vask, rydding og avfall',
      },
      {
        key: 'vaskehjelp',
        text: 'Skal dere kjøpe vaskehjelp?',
        clauseYes: 'Vi kjøper vaskehjelp og deler kostnaden på samme måte som de andre felles utgiftene.',
        clauseNo: 'Vi gjør husarbeidet selv uten innleid hjelp.',
        section: 'Vask, rydding og avfall',
      },
      {
        key: 'barn-faste-oppgaver',
        text: 'Skal barna i husstanden ha faste oppgaver i hjemmet?',
        clauseYes: 'Barna i husstanden har faste oppgaver i hjemmet tilpasset alderen.',
        clauseNo: 'Barna i husstanden har ingen faste oppgaver i hjemmet.',
        section: 'Barna',
      },
      {
        key: 'ukepenger-knyttet-til-oppgaver',
        text: 'Skal barnas ukepenger henge sammen med at de gjør oppgavene sine?',
        clauseYes: 'Barnas ukepenger henger sammen med at de gjør oppgavene sine.',
        clauseNo: 'Barna får ukepenger uavhengig av om de gjør oppgavene sine.',
        showIf: { questionKey: 'barn-faste-oppgaver', equals: true },
        section: 'Barna',
      },
      {
        key: 'gjennomgang',
        text: 'Hvor ofte skal dere gå gjennom fordelingen av husarbeidet?',
        type: 'multiple_choice',
        options: [
          { text: 'Hver uke', clause: 'Vi går gjennom fordelingen av husarbeidet hver uke og justerer den ved behov.' },
          {
            text: 'Hver måned',
            clause: 'Vi går gjennom fordelingen av husarbeidet én gang i måneden og justerer den ved behov.',
          },
          {
            text: 'Når en av oss ber om det',
            clause: 'Vi går gjennom fordelingen av husarbeidet når en av oss ber om det.',
          },
        ],
        section: 'Oppfølging',
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
    document: {
      kind: 'agreement',
      heading: 'Samværsavtale',
      termClause:
        'Avtalen gjelder til foreldrene blir enige om en ny ordning eller en domstol avgjør noe annet. Ingen av foreldrene kan si den opp alene.',
      disputeClause:
        'Blir foreldrene uenige om avtalen, skal de først forsøke å løse uenigheten seg imellom, og de kan få hjelp av familievernkontoret. Før en av dem reiser sak for retten om foreldreansvar, fast bosted, samvær eller flytting med barna ut av landet, må foreldrene ha møtt til mekling og ha en gyldig meklingsattest når barnet er under 16 år (barneloven §§ 51 og 54). Blir de uenige om barnebidraget, kan hver av dem be NAV om å fastsette det (barneloven § 70), og andre tvister om avtalen kan bringes inn for forliksrådet og de alminnelige domstolene.',
      signingNotes: [CONTACT_NOT_ENFORCEABLE, SOLE_PARENTAL_RESPONSIBILITY],
    },
    questions: [
      {
        key: 'barna',
        text: 'Hvilke barn gjelder avtalen?',
        description: 'Skriv fullt navn og fødselsdato for hvert barn, for eksempel Emma Hansen, født 3. mai 2016.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Partene er foreldre til {{svar}}, og avtalen gjelder disse barna.',
        section: BAKGRUNN,
        fact: true,
      },
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
              // The parents are named by 'bosted-hos' (roles bostedsforelder/samværsforelder).
              'Foreldrene har felles foreldreansvar for barna, og barna har fast bosted hos bostedsforelderen og samvær med samværsforelderen.',
          },
          {
            text: 'Foreldreansvaret alene hos den barna bor fast hos',
            clause:
              // The parent is named by 'foreldreansvar-alene-hos' (role bostedsforelder).
              'Bostedsforelderen har foreldreansvaret alene, og avtalen om foreldreansvaret er først gyldig når den er meldt til Folkeregisteret (barneloven § 39).',
          },
        ],
        section: 'Foreldreansvar og bosted',
      },
      {
        key: 'bosted-hos',
        text: 'Hvem av dere skal barna bo fast hos?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: 'Barna bor fast hos {{svar}}.',
        partyRoles: { chosen: 'bostedsforelder', others: 'samværsforelder' },
        showIf: {
          questionKey: 'foreldreansvar-og-bosted',
          operator: 'equals',
          value: 'Felles foreldreansvar og fast bosted hos én av oss',
        },
        section: 'Foreldreansvar og bosted',
      },
      {
        // Sole parental responsibility names its holder (review § 4 item 1); the children live with that parent.
        key: 'foreldreansvar-alene-hos',
        text: 'Hvem av dere skal ha foreldreansvaret alene og ha barna boende fast hos seg?',
        description: 'En avtale om at én av dere har foreldreansvaret alene, må meldes til Folkeregisteret for å bli gyldig.',
        type: 'free_text',
        format: 'party',
        clauseTemplate: 'Barna bor fast hos {{svar}}.',
        partyRoles: { chosen: 'bostedsforelder', others: 'samværsforelder' },
        showIf: {
          questionKey: 'foreldreansvar-og-bosted',
          operator: 'equals',
          value: 'Foreldreansvaret alene hos den barna bor fast hos',
        },
        section: 'Foreldreansvar og bosted',
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
        section: 'Foreldreansvar og bosted',
      },
      {
        key: 'byttedag',
        text: 'Hvilken dag skal barna bytte hjem?',
        type: 'multiple_choice',
        options: [
          { text: 'Mandag', clause: 'Barna bytter hjem hver mandag etter skolen eller barnehagen.' },
          { text: 'Fredag', clause: 'Barna bytter hjem hver fredag etter skolen eller barnehagen.' },
          { text: 'Søndag', clause: 'Barna bytter hjem hver søndag klokken 18.' },
        ],
        showIf: { questionKey: 'bosted-rytme', operator: 'equals', value: 'Uke om uke' },
        section: 'Foreldreansvar og bosted',
      },
      {
        // Under delt fast bosted the children still have one address in Folkeregisteret (Bufdir, Skatteetaten).
        key: 'folkeregistrert-hos',
        text: 'Hos hvem av dere skal barna ha folkeregistrert adresse?',
        description:
          'Et barn kan bare ha én folkeregistrert adresse, og den avgjør blant annet skolekretsen, så med delt fast bosted må dere velge én av adressene deres.',
        type: 'free_text',
        format: 'party',
        clauseTemplate: 'Barna har folkeregistrert adresse hos {{svar}}.',
        showIf: {
          questionKey: 'foreldreansvar-og-bosted',
          operator: 'equals',
          value: 'Felles foreldreansvar og delt fast bosted',
        },
        section: 'Foreldreansvar og bosted',
      },
      {
        key: 'vanlig-samvaer',
        text: 'Skal barna ha vanlig samvær med den av dere de ikke bor fast hos?',
        description:
          'Vanlig samvær etter barneloven er én ettermiddag i uken med overnatting, annenhver helg, tre uker i sommerferien og annenhver høst-, jule-, vinter- og påskeferie.',
        // Both answers settle the holidays themselves, so 'jul-og-paske' and 'sommerferie-frist' are not asked
        // with vanlig samvær (barneloven § 43 gives them), and the own plan has a deadline and a fallback.
        clauseYes:
          'Barna har vanlig samvær etter barneloven § 43 med samværsforelderen, og blir foreldrene ikke innen 1. april hvert år enige om hvilke tre uker av sommerferien barna skal være hos samværsforelderen, er det de tre første ukene av skolens sommerferie.',
        clauseNo:
          'Barna har samvær med samværsforelderen etter en samværsplan som foreldrene setter opp skriftlig i fellesskap innen én måned etter at avtalen er inngått, og til planen er på plass, gjelder vanlig samvær etter barneloven § 43.',
        showIf: {
          questionKey: 'foreldreansvar-og-bosted',
          operator: 'not_equals',
          value: 'Felles foreldreansvar og delt fast bosted',
        },
        section: 'Foreldreansvar og bosted',
      },
      {
        key: 'henting-og-bringing',
        text: 'Hvem skal hente og bringe barna når de bytter hjem?',
        type: 'multiple_choice',
        options: [
          {
            text: 'Den barna skal til, henter dem',
            clause:
              'Når barna bytter hjem, henter den av foreldrene som barna skal være hos, dem hos den andre eller i barnehagen eller på skolen.',
          },
          {
            text: 'Den barna har vært hos, bringer dem',
            clause:
              'Når barna bytter hjem, bringer den av foreldrene som barna har vært hos, dem til den andre eller til barnehagen eller skolen.',
          },
          {
            text: 'Vi deler på det',
            clause: 'Foreldrene deler likt på å hente og bringe barna når de bytter hjem.',
          },
        ],
        section: 'Bytte og ferier',
      },
      {
        key: 'jul-og-paske',
        text: 'Skal jul og påske veksle mellom dere fra år til år?',
        clauseYes:
          'Barna feirer jul og påske vekselvis hos hver av foreldrene fra år til år, slik at de i år med partall er i jula hos den av foreldrene som står først i avtalen, og i påsken hos den andre.',
        clauseNo:
          'Foreldrene avtaler fordelingen av jul og påske skriftlig innen 1. oktober hvert år, og blir de ikke enige innen fristen, er barna halvparten av jule- og påskeferien hos hver av dem.',
        hideIf: { questionKey: 'vanlig-samvaer', equals: true },
        section: 'Bytte og ferier',
      },
      {
        key: 'sommerferie-frist',
        text: 'Skal fordelingen av sommerferien være avtalt innen 1. april hvert år?',
        clauseYes:
          'Foreldrene avtaler fordelingen av sommerferien innen 1. april hvert år, og blir de ikke enige innen fristen, deles skolens sommerferie i to like lange perioder, og barna er den første perioden hos den av foreldrene som står først i avtalen i år med partall, og hos den andre i år med oddetall.',
        clauseNo:
          'Foreldrene avtaler fordelingen av sommerferien senest to måneder før skolens sommerferie begynner, og blir de ikke enige innen fristen, deles ferien i to like lange perioder, og barna er den første perioden hos den av foreldrene som står først i avtalen i år med partall, og hos den andre i år med oddetall.',
        hideIf: { questionKey: 'vanlig-samvaer', equals: true },
        section: 'Bytte og ferier',
      },
      {
        key: 'reisekostnader',
        text: 'Skal reisekostnadene ved samvær deles etter inntekt?',
        description: 'Etter barneloven § 44 deles reisekostnadene etter inntekt hvis dere ikke avtaler noe annet.',
        clauseYes: 'Reisekostnadene ved samvær deles mellom foreldrene forholdsmessig etter inntekt (barneloven § 44).',
        clauseNo: 'Reisekostnadene ved samvær dekkes av samværsforelderen.',
        showIf: {
          questionKey: 'foreldreansvar-og-bosted',
          operator: 'not_equals',
          value: 'Felles foreldreansvar og delt fast bosted',
        },
        section: 'Utgifter og barnebidrag',
      },
      {
        key: 'privat-barnebidrag',
        text: 'Skal dere avtale barnebidraget privat i stedet for å la NAV fastsette det?',
        description: 'En privat avtale hindrer ikke at en av dere senere ber NAV fastsette bidraget.',
        // Who pays is in the amount question of each arrangement (barnebidrag-betaler under delt fast bosted,
        // bidrag-samvaersforelder otherwise), so this clause holds no condition that may not apply.
        clauseYes: 'Foreldrene avtaler barnebidraget privat, uten at NAV fastsetter det.',
        clauseNo: 'Barnebidraget fastsettes av NAV.',
        section: 'Utgifter og barnebidrag',
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
        section: 'Utgifter og barnebidrag',
      },
      {
        key: 'barnebidrag-belop',
        text: 'Hvor mye skal barnebidraget være per barn per måned?',
        type: 'free_text',
        format: 'amount',
        description: 'NAVs bidragskalkulator og satser på nav.no viser hva NAV ville ha fastsatt.',
        clauseTemplate: 'Barnebidraget er {{svar}} per barn per måned.',
        showIf: { questionKey: 'privat-barnebidrag', equals: true },
        // Under delt fast bosted only; otherwise 'bidrag-samvaersforelder' asks the amount with the payer the law names.
        hideIf: { questionKey: 'foreldreansvar-og-bosted', operator: 'not_equals', value: 'Felles foreldreansvar og delt fast bosted' },
        section: 'Utgifter og barnebidrag',
      },
      {
        key: 'bidrag-samvaersforelder',
        text: 'Hvor mye skal samværsforelderen betale i barnebidrag per barn per måned?',
        type: 'free_text',
        format: 'amount',
        description:
          'Bidraget må være mer enn 0 kr, fordi barnet har krav på bidrag som ikke kan avtales bort (barneloven § 67), og NAVs bidragskalkulator og satser på nav.no viser hva NAV ville ha fastsatt.',
        clauseTemplate: 'Samværsforelderen betaler {{svar}} per barn per måned i barnebidrag til bostedsforelderen (barneloven § 67).',
        showIf: { questionKey: 'privat-barnebidrag', equals: true },
        hideIf: { questionKey: 'foreldreansvar-og-bosted', operator: 'equals', value: 'Felles foreldreansvar og delt fast bosted' },
        section: 'Utgifter og barnebidrag',
      },
      {
        key: 'storre-utgifter',
        text: 'Skal større utgifter til barna, som fritidsaktiviteter, tannregulering og briller, deles likt?',
        clauseYes:
          'Større utgifter til barna, som fritidsaktiviteter, tannregulering og briller, deles likt mellom foreldrene når de er avtalt på forhånd.',
        clauseNo:
          'Større utgifter til barna dekkes av den av foreldrene som har tatt initiativ til utgiften, med mindre noe annet er avtalt.',
        section: 'Utgifter og barnebidrag',
      },
      {
        key: 'flytting',
        text: 'Skal dere bli enige om en ny ordning før en av dere flytter så langt unna at ordningen må endres?',
        description:
          'Barneloven krever varsel senest tre måneder før flytting når det er avtalt eller fastsatt samvær, og har barna delt fast bosted, kan de bare flytte innenlands når dere begge er enige.',
        clauseYes:
          'Den av foreldrene som vil flytte så langt unna at bosteds- eller samværsordningen må endres, varsler den andre senest tre måneder før flyttingen, og foreldrene skal forsøke å bli enige om en ny ordning før flyttingen.',
        clauseNo: 'Den av foreldrene som vil flytte, varsler den andre senest tre måneder før flyttingen.',
        section: 'Flytting og ny gjennomgang',
      },
      {
        key: 'revisjon-dato',
        text: 'Når skal dere senest gå gjennom avtalen på nytt?',
        type: 'free_text',
        format: 'date',
        clauseTemplate:
          'Foreldrene går gjennom avtalen på nytt senest {{svar}}, og ellers når barnas behov endrer seg vesentlig.',
        section: 'Flytting og ny gjennomgang',
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
    document: {
      kind: 'agreement',
      heading: 'Avtale om kostnadsdeling ved fest',
      termClause:
        'Avtalen gjelder for festen den beskriver og er oppfylt når kostnadene er gjort opp mellom partene. Ingen av partene kan si den opp alene, og avlyses festen, gjelder bestemmelsen om avlysning.',
      disputeClause: null,
    },
    questions: [
      {
        key: 'anledning',
        text: 'Hva skal feires?',
        description: 'For eksempel bryllupet, en 50-årsdag eller et jubileum.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Avtalen gjelder kostnadene ved {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'holdes-for',
        text: 'Hvem holdes festen for?',
        description: 'Skriv fullt navn på hver av dem, for eksempel Kari Nordmann og Ola Hansen.',
        type: 'free_text',
        format: 'text',
        // Names, not a defined term: no clause speaks of «den eller dem festen holdes for».
        clauseTemplate: 'Festen holdes for {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'fest-dato',
        text: 'Hvilken dato skal festen holdes?',
        type: 'free_text',
        format: 'date',
        clauseTemplate: 'Festen holdes {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'samlet-budsjett',
        text: 'Skal dere sette et samlet budsjett for festen?',
        clauseYes: 'Partene setter et samlet budsjett for festen, og budsjettet kan bare overskrides når alle partene samtykker.',
        clauseNo:
          'Partene setter ikke et samlet budsjett for festen, og kostnadene fordeles etter det som ellers står i denne avtalen.',
        section: 'Budsjett og bidrag',
      },
      {
        key: 'budsjett-belop',
        text: 'Hvor stort skal det samlede budsjettet for festen være?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Det samlede budsjettet for festen er {{svar}}.',
        showIf: { questionKey: 'samlet-budsjett', equals: true },
        section: 'Budsjett og bidrag',
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
        section: 'Budsjett og bidrag',
      },
      {
        key: 'bidrag-fra-familie',
        text: 'Skal foreldre eller andre i familien bidra med penger til festen?',
        clauseYes:
          'Bidrag fra foreldre eller andre familiemedlemmer brukes til å dekke kostnadene ved festen før resten fordeles mellom partene.',
        clauseNo: 'Festen finansieres av partene alene.',
        section: 'Budsjett og bidrag',
      },
      {
        key: 'bidragsytere-far-si-sitt',
        text: 'Skal de som bidrar med penger, ha rett til å bli hørt før viktige valg tas?',
        // Binds the parties only: the contributors are not parties to the agreement.
        clauseYes:
          'Partene hører dem som bidrar med penger til festen, før viktige valg tas, men tar de endelige beslutningene selv.',
        clauseNo: 'Partene tar beslutningene om festen uten å måtte høre dem som bidrar med penger.',
        showIf: { questionKey: 'bidrag-fra-familie', equals: true },
        section: 'Budsjett og bidrag',
      },
      {
        key: 'like-mange-gjester',
        text: 'Skal hver av dere kunne invitere like mange gjester?',
        clauseYes: 'Hver av partene kan invitere like mange gjester.',
        clauseNo: 'Gjestelisten settes opp i fellesskap uten faste kvoter.',
        section: 'Gjester og bestillinger',
      },
      {
        key: 'alkohol',
        text: 'Skal alkohol til gjestene regnes som en felles kostnad ved festen?',
        clauseYes: 'Alkohol til gjestene regnes som en felles kostnad ved festen.',
        clauseNo: 'Alkohol til gjestene er ikke en felles kostnad ved festen.',
        section: 'Gjester og bestillinger',
      },
      {
        key: 'bestilling-grense',
        text: 'Over hvilket beløp skal en bestilling godkjennes av alle?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Bestillinger og avtaler over {{svar}} skal godkjennes av alle partene før de inngås.',
        section: 'Gjester og bestillinger',
      },
      {
        key: 'pengegaver',
        text: 'Skal pengegaver brukes til å dekke kostnadene ved festen?',
        clauseYes: 'Pengegaver brukes først til å dekke kostnadene ved festen.',
        clauseNo: 'Pengegaver tilfaller dem gavene er gitt til, og brukes ikke til å dekke kostnadene.',
        section: 'Oppgjør og avlysning',
      },
      {
        key: 'regnskap',
        text: 'Skal én av dere føre regnskap og legge det fram etter festen?',
        // Who keeps the accounts is named by 'regnskapsforer', whose clause holds the duty; the Ja binds the others.
        clauseYes: 'Partene gir kvitteringer for sine utgifter til festen til den som fører regnskapet, senest to uker etter festen.',
        clauseNo: 'Partene fører ikke et eget regnskap for festen.',
        section: 'Oppgjør og avlysning',
      },
      {
        key: 'regnskapsforer',
        text: 'Hvem av dere skal føre regnskapet?',
        type: 'free_text',
        format: 'party',
        clauseTemplate:
          '{{svar}} fører regnskap over alle inntekter og utgifter ved festen og legger det fram for de andre partene senest én måned etter festen.',
        showIf: { questionKey: 'regnskap', equals: true },
        section: 'Oppgjør og avlysning',
      },
      {
        key: 'overskudd',
        text: 'Skal et eventuelt overskudd fordeles etter hva hver av dere har bidratt med?',
        clauseYes: 'Et eventuelt overskudd fordeles mellom partene etter hva hver av dem har bidratt med.',
        clauseNo: 'Et eventuelt overskudd deles likt mellom partene.',
        section: 'Oppgjør og avlysning',
      },
      {
        key: 'avlysning',
        text: 'Skal kostnadene ved en eventuell avlysning deles på samme måte som de andre kostnadene?',
        clauseYes:
          'Dersom festen avlyses, deles kostnader som ikke kan refunderes, på samme måte som de andre kostnadene.',
        clauseNo: 'Dersom festen avlyses, dekker hver av partene selv de kostnadene vedkommende har pådratt seg.',
        section: 'Oppgjør og avlysning',
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
    document: {
      kind: 'agreement',
      heading: 'Samarbeidsavtale',
      termClause:
        'Avtalen gjelder til prosjektet er avsluttet eller, hvis partene etablerer et eget selskap for det, til selskapet er stiftet og en avtale mellom eierne er inngått. En part som vil tre ut av samarbeidet, varsler de andre partene skriftlig med tre måneders frist, og oppgjøret skjer etter bestemmelsen om uttreden.',
      disputeClause: null,
    },
    questions: [
      {
        key: 'prosjekt-navn',
        text: 'Hva heter prosjektet?',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Prosjektet heter {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'prosjekt-innhold',
        text: 'Hva går prosjektet ut på?',
        description: 'For eksempel å lage en app for turplanlegging eller å gi ut en bok.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Prosjektet går ut på {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'samarbeid-fra',
        text: 'Fra hvilken dato gjelder samarbeidet?',
        type: 'free_text',
        format: 'date',
        clauseTemplate: 'Samarbeidet gjelder fra {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'eierandeler',
        text: 'Hvordan skal eierandelene i prosjektet fordeles?',
        type: 'multiple_choice',
        options: [
          { text: 'Like store andeler', clause: 'Partene eier prosjektet med like store andeler.' },
          {
            text: 'Én av oss eier en større andel',
            // Who owns it is named by 'storst-andel-eier'.
            clause: 'Partene eier prosjektet sammen med ulike andeler.',
          },
        ],
        section: 'Eierskap og økonomi',
      },
      {
        key: 'storst-andel-eier',
        text: 'Hvem av dere eier den største andelen av prosjektet?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} eier den største andelen av prosjektet.',
        showIf: { questionKey: 'eierandeler', operator: 'equals', value: 'Én av oss eier en større andel' },
        section: 'Eierskap og økonomi',
      },
      {
        key: 'storst-andel-prosent',
        text: 'Hvor mange prosent av prosjektet utgjør den største andelen?',
        type: 'free_text',
        format: 'percent',
        clauseTemplate:
          'Den største andelen utgjør {{svar}} av prosjektet, og resten eies av de andre partene.',
        showIf: { questionKey: 'eierandeler', operator: 'equals', value: 'Én av oss eier en større andel' },
        section: 'Eierskap og økonomi',
      },
      {
        key: 'utgifter-likt',
        text: 'Skal utgiftene i prosjektet deles likt?',
        clauseYes: 'Utgifter i prosjektet deles likt mellom partene.',
        clauseNo: 'Utgifter i prosjektet fordeles etter eierandel.',
        section: 'Eierskap og økonomi',
      },
      {
        key: 'inntekter-etter-andel',
        text: 'Skal inntektene fra prosjektet fordeles etter eierandel?',
        clauseYes: 'Inntekter fra prosjektet fordeles etter eierandel etter at utgiftene er dekket.',
        clauseNo: 'Inntekter fra prosjektet deles likt mellom partene etter at utgiftene er dekket.',
        section: 'Eierskap og økonomi',
      },
      {
        key: 'ansvarsomrader',
        text: 'Skal hver av dere ha et tydelig definert ansvarsområde?',
        clauseYes:
          'Hver av partene har et eget ansvarsområde i prosjektet, og ingen tar beslutninger innenfor en annens ansvarsområde uten samtykke fra denne parten.',
        clauseNo: 'Partene deler ansvaret for alle deler av prosjektet i fellesskap.',
        section: 'Roller og beslutninger',
      },
      {
        // The areas the Ja speaks of, by name: without them the clause could not be applied.
        key: 'ansvarsomrader-fordeling',
        text: 'Hvilket ansvarsområde skal hver av dere ha?',
        description: 'Skriv navnet og ansvarsområdet for hver av dere, for eksempel Kari Nordmann: utvikling, Ola Hansen: salg og markedsføring.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Ansvarsområdene er fordelt slik: {{svar}}.',
        showIf: { questionKey: 'ansvarsomrader', equals: true },
        section: 'Roller og beslutninger',
      },
      {
        key: 'beslutninger-enstemmig',
        text: 'Skal viktige beslutninger kreve at alle er enige?',
        clauseYes: 'Viktige beslutninger i prosjektet krever enighet mellom alle partene.',
        // With two parties at 50/50 there is no majority: a tie goes to a neutral person, then a draw.
        clauseNo:
          'Viktige beslutninger i prosjektet treffes med flertall etter eierandel, og står stemmene likt, avgjøres saken av en nøytral person som partene velger sammen, eller ved loddtrekning hvis de ikke blir enige om hvem.',
        section: 'Roller og beslutninger',
      },
      {
        key: 'rettigheter-felles',
        text: 'Skal rettighetene til det dere skaper sammen, eies i fellesskap?',
        description: 'For eksempel opphavsrett til tekst, kode, musikk eller design.',
        clauseYes:
          'Rettighetene til det partene skaper sammen i prosjektet, eies i fellesskap, og ingen av partene kan utnytte dem kommersielt alene uten samtykke fra de andre partene.',
        clauseNo:
          'Hver av partene beholder rettighetene til det vedkommende selv har skapt, og gir prosjektet en vederlagsfri bruksrett så lenge samarbeidet varer.',
        section: 'Rettigheter og lojalitet',
      },
      {
        key: 'ikke-konkurrere',
        text: 'Skal dere la være å delta i konkurrerende prosjekter mens samarbeidet varer?',
        clauseYes:
          'Så lenge samarbeidet varer, deltar ingen av partene i virksomhet som konkurrerer direkte med prosjektet.',
        clauseNo: 'Partene står fritt til å delta i andre prosjekter, også prosjekter som konkurrerer med dette.',
        section: 'Rettigheter og lojalitet',
      },
      {
        key: 'taushetsplikt',
        text: 'Skal dere ha taushetsplikt om idéer og forretningshemmeligheter i prosjektet?',
        clauseYes:
          'Partene har taushetsplikt om idéer, forretningshemmeligheter og annen fortrolig informasjon i prosjektet, også etter at samarbeidet er avsluttet.',
        clauseNo: 'Partene har ingen særskilt taushetsplikt om informasjon i prosjektet.',
        section: 'Rettigheter og lojalitet',
      },
      {
        // One choice for what were two Ja/Nei questions (eget-selskap, aksjeselskap).
        key: 'selskapsform',
        text: 'Skal dere etablere et eget selskap for prosjektet?',
        description:
          'Uten et eget selskap kan samarbeidet regnes som et ansvarlig selskap, der dere hefter personlig for prosjektets gjeld, og et aksjeselskap kan ikke få rettigheter eller påta seg forpliktelser overfor andre før det er registrert i Foretaksregisteret (aksjeloven § 2-20).',
        type: 'multiple_choice',
        options: [
          {
            text: 'Ja, som aksjeselskap',
            clause:
              'Partene stifter et aksjeselskap for prosjektet innen tre måneder etter at denne avtalen er inngått, inngår ikke avtaler i selskapets navn før det er registrert i Foretaksregisteret, og denne avtalen gjelder fram til selskapet er stiftet og en aksjonæravtale er inngått.',
          },
          {
            text: 'Ja, med en annen selskapsform',
            clause:
              'Partene etablerer et eget selskap for prosjektet innen tre måneder etter at denne avtalen er inngått og velger selskapsform i fellesskap, og denne avtalen gjelder fram til selskapet er stiftet og en selskapsavtale er inngått.',
          },
          {
            text: 'Nei, uten eget selskap',
            clause: 'Partene driver prosjektet uten å etablere et eget selskap.',
          },
        ],
        section: 'Organisering',
      },
      {
        key: 'egen-bankkonto',
        text: 'Skal dere ha en egen bankkonto for prosjektet?',
        clauseYes:
          'Partene oppretter en egen bankkonto for prosjektet, og alle inntekter og utgifter går gjennom denne kontoen.',
        clauseNo:
          'Inntekter og utgifter i prosjektet håndteres via partenes private kontoer, og partene fører et felles regnskap.',
        showIf: { questionKey: 'selskapsform', operator: 'equals', value: 'Nei, uten eget selskap' },
        section: 'Organisering',
      },
      {
        key: 'uttreden',
        text: 'Skal den som trer ut av prosjektet, få kompensert verdien av sin andel?',
        clauseYes:
          'En part som trer ut av prosjektet, får verdien av sin andel utbetalt av de andre partene, som overtar andelen, og verdien fastsettes ved enighet eller av en uavhengig verdivurderer som partene velger sammen.',
        clauseNo:
          'En part som trer ut av prosjektet, overlater sin andel vederlagsfritt til de andre partene, men beholder retten til sin del av inntekter som er opptjent før uttredelsen.',
        section: 'Uttreden',
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
    document: {
      kind: 'agreement',
      heading: 'Naboavtale',
      termClause:
        'Avtalen gjelder så lenge partene eier eiendommene, og den kan bare endres eller avsluttes skriftlig av partene i fellesskap. Selger en av partene eiendommen sin, gjelder avtalens bestemmelse om tinglysing og nye eiere.',
      disputeClause: null,
      signingNotes: [NEIGHBOUR_NOT_REGISTERED],
    },
    questions: [
      {
        // Replaces the free text 'eiendommene' (and 'matrikkel'), which named neither property by owner in a
        // form the document could rely on: each property is identified on its own, and the owner of each is a
        // party with a role.
        key: 'eier-eiendom-1',
        text: 'Hvem av dere eier eiendom 1?',
        description:
          'Avtalen gjelder to naboeiendommer, her kalt eiendom 1 og eiendom 2. Den andre av dere, eller de andre hvis dere er flere, eier eiendom 2.',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} eier eiendom 1, og de andre partene eier eiendom 2.',
        partyRoles: { chosen: 'eier av eiendom 1', others: 'eier av eiendom 2' },
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'eiendom-1',
        text: 'Hva er adressen, gårdsnummeret og bruksnummeret til eiendom 1?',
        description: 'Skriv det slik det står i skjøtet, for eksempel Bakkeveien 1, gnr. 12, bnr. 34 i Asker kommune.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Eiendom 1 er {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'eiendom-2',
        text: 'Hva er adressen, gårdsnummeret og bruksnummeret til eiendom 2?',
        description: 'Skriv det slik det står i skjøtet, for eksempel Bakkeveien 3, gnr. 12, bnr. 35 i Asker kommune.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Eiendom 2 er {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        // Was the Ja/Nei 'felles-vei', whose Nei printed a recital among the terms ("Partene deler ikke privat vei").
        key: 'adkomst',
        text: 'Har eiendommene felles vei eller innkjørsel?',
        type: 'multiple_choice',
        options: [
          {
            text: 'Ja, en felles privat vei eller innkjørsel',
            clause: 'Eiendommene har felles privat vei eller innkjørsel.',
          },
          { text: 'Nei, hver eiendom har egen adkomst', clause: 'Hver av eiendommene har egen adkomst.' },
        ],
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'hekk-hoyde',
        text: 'Skal hekken mellom eiendommene holdes under en bestemt høyde?',
        clauseYes: 'Hekken mellom eiendommene holdes under en fast høyde og klippes minst én gang i året.',
        clauseNo:
          'Partene avtaler ingen fast høyde på hekken, og høyden følger grannelova og, for en hekk i eiendomsgrensen som tjener som gjerde, grannegjerdelova.',
        section: 'Hekk, trær og gjerde',
      },
      {
        key: 'hekk-maks-hoyde',
        text: 'Hvor høy kan hekken høyst være, i centimeter?',
        type: 'free_text',
        format: 'number',
        clauseTemplate: 'Hekken mellom eiendommene skal ikke være høyere enn {{svar}} centimeter.',
        showIf: { questionKey: 'hekk-hoyde', equals: true },
        section: 'Hekk, trær og gjerde',
      },
      {
        key: 'hekk-deles',
        text: 'Skal dere dele på arbeidet og kostnadene med å klippe hekken?',
        clauseYes: 'Partene deler likt på arbeidet med og kostnadene ved å klippe hekken i eiendomsgrensen.',
        // The owner of the hedge is named by 'hekk-eier'.
        clauseNo: 'Partene deler ikke arbeidet med og kostnadene ved å klippe hekken.',
        section: 'Hekk, trær og gjerde',
      },
      {
        key: 'hekk-eier',
        text: 'Hvem av dere eier hekken?',
        type: 'free_text',
        format: 'party',
        clauseTemplate: '{{svar}} eier hekken, klipper den og dekker kostnadene ved det alene.',
        showIf: { questionKey: 'hekk-deles', equals: false },
        section: 'Hekk, trær og gjerde',
      },
      {
        key: 'traer',
        text: 'Skal trær som skygger for naboen, kunne beskjæres eller felles etter avtale?',
        clauseYes:
          'Trær som gir vesentlig skygge eller ulempe for naboeiendommen, beskjæres eller felles etter avtale mellom partene, og den som ber om tiltaket, dekker kostnaden.',
        clauseNo:
          'Trær på hver eiendom beskjæres eller felles bare når eieren selv ønsker det, innenfor rammene av grannelova.',
        section: 'Hekk, trær og gjerde',
      },
      {
        key: 'gjerde',
        text: 'Skal dere sette opp et felles gjerde i eiendomsgrensen?',
        clauseYes: 'Partene setter opp et felles gjerde i eiendomsgrensen og deler kostnadene og vedlikeholdet likt.',
        clauseNo: 'Partene setter ikke opp et felles gjerde i eiendomsgrensen.',
        section: 'Hekk, trær og gjerde',
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
        showIf: { questionKey: 'adkomst', operator: 'equals', value: 'Ja, en felles privat vei eller innkjørsel' },
        section: 'Vei og parkering',
      },
      {
        key: 'broyting',
        text: 'Skal dere bestille brøyting og strøing av veien sammen?',
        clauseYes:
          'Partene bestiller brøyting og strøing av den felles veien sammen og fordeler kostnadene på samme måte som kostnadene til vedlikehold av veien.',
        clauseNo: 'Hver av partene sørger selv for brøyting og strøing av sin del av veien.',
        showIf: { questionKey: 'adkomst', operator: 'equals', value: 'Ja, en felles privat vei eller innkjørsel' },
        section: 'Vei og parkering',
      },
      {
        key: 'faste-parkeringsplasser',
        text: 'Skal hver husstand ha faste parkeringsplasser?',
        clauseYes: 'Hver av partene har faste parkeringsplasser, som partene merker tydelig på stedet.',
        clauseNo: 'Partene har ingen faste parkeringsplasser, men parkerer slik at ingen blir stengt inne.',
        section: 'Vei og parkering',
      },
      {
        key: 'stille-pa-helligdager',
        text: 'Skal dere unngå støyende arbeid, som plenklipping og boring, på søndager og helligdager?',
        clauseYes: 'Partene unngår støyende arbeid, som plenklipping, boring og bruk av motorsag, på søndager og helligdager.',
        clauseNo: 'Partene har ingen faste regler for støyende arbeid, men tar rimelig hensyn til hverandre.',
        section: 'Støy og informasjon',
      },
      {
        key: 'varsle-fest',
        text: 'Skal dere varsle hverandre på forhånd når dere skal ha fest?',
        clauseYes:
          'Partene varsler hverandre på forhånd når de skal ha fest eller andre arrangementer som kan gi støy.',
        clauseNo: 'Partene varsler ikke hverandre om fester, men holder støyen på et rimelig nivå etter klokken 23.00.',
        section: 'Støy og informasjon',
      },
      {
        key: 'byggeplaner',
        text: 'Skal dere informere hverandre om byggeplaner før dere søker kommunen?',
        description: 'Dette kommer i tillegg til det nabovarselet kommunen krever i byggesaker.',
        clauseYes:
          'Partene informerer hverandre om planer for tilbygg, garasje eller andre større tiltak på eiendommen før det sendes nabovarsel eller søknad til kommunen.',
        clauseNo:
          'Partene informerer hverandre om byggeplaner gjennom det ordinære nabovarselet etter plan- og bygningsloven.',
        section: 'Støy og informasjon',
      },
      {
        key: 'konfliktradet',
        text: 'Skal dere forsøke mekling i konfliktrådet før en uenighet tas videre?',
        clauseYes:
          'Ved uenighet som partene ikke løser selv, forsøker de mekling i konfliktrådet før saken bringes inn for forliksrådet eller domstolene.',
        clauseNo: 'Ved uenighet som partene ikke løser selv, kan hver av dem bringe saken inn for forliksrådet.',
        section: 'Mekling og tinglysing',
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
        section: 'Mekling og tinglysing',
      },
    ],
  },

  // ──────────────────────────────────────────── Kjøp av bruktbil mellom privatpersoner (new)
  {
    // A sale between private persons: kjøpsloven (not forbrukerkjøpsloven) applies.
    key: 'bruktbil-privat',
    title: 'Kjøp av bruktbil mellom privatpersoner',
    description:
      'For privatpersoner som kjøper eller selger en brukt bil seg imellom. Bli enige om pris, betaling, overlevering, bilens stand og eierskiftet, etter reglene i kjøpsloven.',
    featured: false,
    document: {
      kind: 'agreement',
      heading: 'Kjøpekontrakt for bruktbil',
      termClause:
        'Avtalen er oppfylt når kjøpesummen er betalt, bilen er overlevert og eierskiftet er registrert hos Statens vegvesen. Kjøperens rettigheter hvis bilen har en mangel, følger av kjøpsloven, og kjøperen må reklamere innen rimelig tid etter at mangelen ble eller burde ha blitt oppdaget, og senest to år etter at bilen ble overtatt (kjøpsloven § 32).',
      disputeClause: null,
      signingNotes: [CAR_SALE_NOTICE],
    },
    questions: [
      {
        key: 'selger',
        text: 'Hvem av dere selger bilen?',
        description: 'Den andre parten i avtalen, eller de andre hvis dere er flere, kjøper bilen.',
        type: 'free_text',
        format: 'party',
        // One question for both roles, as for the loan: nobody can be both seller and buyer. The party list
        // shows the roles, so the fact does not define them again.
        clauseTemplate: '{{svar}} selger bilen til de andre partene.',
        partyRoles: { chosen: 'selger', others: 'kjøper' },
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'registreringsnummer',
        text: 'Hva er bilens registreringsnummer?',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Bilen har registreringsnummer {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'merke-modell',
        text: 'Hvilket merke og hvilken modell er bilen?',
        description: 'For eksempel Volkswagen Golf.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Bilen er en {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'forstegangsregistrert',
        text: 'Når ble bilen registrert første gang?',
        description: 'Datoen står i vognkortet.',
        type: 'free_text',
        format: 'date',
        clauseTemplate: 'Bilen ble registrert første gang {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'kilometerstand',
        text: 'Hva er kilometerstanden?',
        type: 'free_text',
        format: 'number',
        clauseTemplate: 'Kilometerstanden ved salget er {{svar}} km.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'undersokelse',
        text: 'Har kjøperen undersøkt og prøvekjørt bilen før kjøpet?',
        description:
          'Har kjøperen undersøkt bilen før kjøpet, eller uten rimelig grunn latt være etter oppfordring fra selgeren, kan kjøperen ikke gjøre gjeldende som mangel det kjøperen burde ha oppdaget ved undersøkelsen, med mindre selgeren har handlet grovt uaktsomt eller uredelig (kjøpsloven § 20).',
        type: 'multiple_choice',
        options: [
          {
            text: 'Ja, kjøperen har undersøkt og prøvekjørt bilen',
            clause: 'Kjøperen har hatt anledning til å undersøke og prøvekjøre bilen før kjøpet og har gjort det.',
          },
          {
            text: 'Kjøperen har fått tilbud om det, men latt være',
            clause:
              'Selgeren har oppfordret kjøperen til å undersøke og prøvekjøre bilen før kjøpet, og kjøperen har latt være å gjøre det.',
          },
        ],
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'kjopesum',
        text: 'Hva er kjøpesummen?',
        description: 'Omregistreringsavgiften kommer i tillegg og betales av kjøperen.',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Kjøpesummen er {{svar}}.',
        section: 'Pris og betaling',
      },
      {
        key: 'betaling',
        text: 'Når skal kjøpesummen betales?',
        type: 'multiple_choice',
        options: [
          {
            text: 'Ved overleveringen',
            clause:
              'Kjøpesummen betales med bankoverføring ved overleveringen, og bilen overleveres når betalingen er bekreftet.',
          },
          {
            text: 'Før overleveringen',
            clause: 'Kjøpesummen betales med bankoverføring før overleveringen, og bilen overleveres når beløpet er mottatt.',
          },
        ],
        section: 'Pris og betaling',
      },
      {
        key: 'heftelser',
        text: 'Har bilen pant eller andre heftelser?',
        description:
          'Pant, for eksempel for et billån, følger bilen ved et salg. Søk opp registreringsnummeret i Løsøreregisteret hos Brønnøysundregistrene før dere skriver under.',
        type: 'multiple_choice',
        options: [
          {
            text: 'Nei, bilen er fri for heftelser',
            clause: 'Selgeren innestår for at bilen er fri for pant og andre heftelser når den overleveres.',
          },
          {
            text: 'Ja, det er pant som skal innfris',
            clause:
              'Bilen har tinglyst pant, og den delen av kjøpesummen som trengs for å innfri pantet, betales direkte til panthaveren slik at pantet slettes, mens resten betales til selgeren.',
          },
        ],
        section: 'Pris og betaling',
      },
      {
        key: 'panthaver',
        text: 'Hvem har pant i bilen?',
        description: 'For eksempel banken som har gitt billånet.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Panthaver er {{svar}}.',
        showIf: { questionKey: 'heftelser', operator: 'equals', value: 'Ja, det er pant som skal innfris' },
        section: 'Pris og betaling',
      },
      {
        key: 'overlevering-dato',
        text: 'Hvilken dato skal bilen overleveres?',
        type: 'free_text',
        format: 'date',
        clauseTemplate:
          'Bilen overleveres {{svar}}, og risikoen for bilen går over på kjøperen når den er overlevert (kjøpsloven § 13).',
        section: 'Overlevering',
      },
      {
        key: 'overlevering-sted',
        text: 'Hvor skal bilen overleveres?',
        description: 'For eksempel hos selgeren i Storgata 1, Oslo.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Overleveringssted: {{svar}}.',
        section: 'Overlevering',
      },
      {
        key: 'medfolger',
        text: 'Hva følger med bilen?',
        description: 'For eksempel to nøkler, vinterhjul på felg og servicehefte.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Med bilen følger {{svar}}.',
        section: 'Overlevering',
      },
      {
        key: 'som-den-er',
        text: 'Skal bilen selges «som den er»?',
        description:
          'Også da har kjøperen krav hvis bilen ikke svarer til det selgeren har opplyst, hvis selgeren har unnlatt å opplyse om vesentlige forhold som selgeren kjente til, eller hvis bilen er i vesentlig dårligere stand enn kjøperen hadde grunn til å regne med (kjøpsloven § 19).',
        clauseYes:
          'Bilen selges «som den er», og selgeren svarer for mangler bare i de tilfellene kjøpsloven § 19 nevner.',
        clauseNo: 'Bilen selges uten forbehold, og selgeren svarer for mangler etter de alminnelige reglene i kjøpsloven.',
        section: 'Stand og mangler',
      },
      {
        key: 'kjente-feil',
        text: 'Hva har selgeren opplyst om feil, skader og reparasjoner?',
        description:
          'Skriv alt selgeren vet om feil, tidligere skader og reparasjoner, eller «ingen kjente feil». Selgeren skal opplyse om vesentlige forhold ved bilen som selgeren kjenner til.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Selgeren har opplyst dette om feil, skader og reparasjoner på bilen: {{svar}}.',
        section: 'Stand og mangler',
      },
      {
        key: 'eu-kontroll',
        text: 'Skal bilen ha godkjent EU-kontroll når den overleveres?',
        description: 'Bilen må ha gyldig EU-kontroll før den kan omregistreres til kjøperen.',
        clauseYes: 'Selgeren sørger for at bilen har godkjent EU-kontroll som gjelder når bilen overleveres.',
        clauseNo:
          'Kjøperen overtar bilen uten krav om gyldig EU-kontroll og sørger selv for godkjent kontroll før bilen omregistreres.',
        section: 'Stand og mangler',
      },
      {
        key: 'salgsmelding',
        text: 'Skal salgsmeldingen sendes digitalt hos Statens vegvesen ved overleveringen?',
        description:
          'Selger og kjøper må alltid levere salgsmelding, og kjøperen må omregistrere bilen og betale omregistreringsavgiften før bilen kan brukes.',
        clauseYes:
          'Selgeren sender salgsmelding digitalt hos Statens vegvesen ved overleveringen, og kjøperen godkjenner den samme dag; kjøperen forsikrer bilen i eget navn fra samme dag og bruker den ikke før den er omregistrert.',
        clauseNo:
          'Partene fyller ut og signerer salgsmelding på papir ved overleveringen, og selgeren leverer den til Statens vegvesen senest tre dager etter salget; kjøperen forsikrer bilen i eget navn fra overleveringen og bruker den ikke før den er omregistrert.',
        section: 'Eierskifte',
      },
    ],
  },

  // ─────────────────────────────────────────────────────────── Utleie av hybel eller rom (new)
  {
    key: 'hybel-utleie',
    title: 'Utleie av hybel eller rom',
    description:
      'For deg som leier ut en hybel eller et rom i boligen din, og for den som leier. Bli enige om husleie, depositum, leietid, oppsigelse og husregler, etter reglene i husleieloven.',
    featured: false,
    document: {
      kind: 'agreement',
      heading: 'Leiekontrakt for hybel',
      termClause:
        // How long the lease runs is the section 'Leietid og oppsigelse' (and the landlord's notice is in the notice
        // options), so the term clause does not refer back to it.
        'Når leieforholdet opphører, leverer leietakeren tilbake hybelen med alle nøkler, ryddet, rengjort og i samme stand som ved innflyttingen, bortsett fra vanlig slitasje (husleieloven § 10-2).',
      disputeClause:
        'Partene skal først forsøke å løse uenighet om leieforholdet ved forhandlinger. Fører ikke det fram, kan hver av partene bringe saken inn for Husleietvistutvalget (HTU), som behandler tvister om leie av bolig i hele landet i stedet for forliksrådet, og HTUs avgjørelse kan bringes inn for tingretten.',
    },
    questions: [
      {
        key: 'utleier',
        text: 'Hvem av dere leier ut?',
        description: 'Den andre parten i avtalen er leietaker.',
        type: 'free_text',
        format: 'party',
        // The party list shows the roles, so the fact does not define them again.
        clauseTemplate: '{{svar}} leier ut hybelen til de andre partene.',
        partyRoles: { chosen: 'utleier', others: 'leietaker' },
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'adresse',
        text: 'Hva er adressen til boligen?',
        description: 'Skriv gateadresse, postnummer og sted.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Hybelen ligger i {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'hybelen',
        text: 'Hvilket rom eller hvilken del av boligen leies ut?',
        description: 'For eksempel soverommet i andre etasje, eller hybelen i kjelleren med eget bad.',
        type: 'free_text',
        format: 'text',
        clauseTemplate: 'Leieforholdet gjelder {{svar}}.',
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'deler-med-utleier',
        text: 'Deler leietakeren kjøkken, bad eller begge deler med utleieren?',
        description:
          'Leier noen et enkelt rom og har tilgang til utleierens bolig, er oppsigelsesfristen én måned hvis dere ikke avtaler noe annet (husleieloven § 9-6).',
        type: 'multiple_choice',
        options: [
          // What is shared, as a choice: «kjøkken eller bad» left open which.
          {
            text: 'Ja, både kjøkken og bad',
            clause: 'Hybelen er et enkelt rom, og leietakeren har etter avtalen tilgang til kjøkken og bad i utleierens bolig.',
          },
          {
            text: 'Ja, bare kjøkkenet',
            clause: 'Hybelen er et enkelt rom med eget bad, og leietakeren har etter avtalen tilgang til kjøkkenet i utleierens bolig.',
          },
          {
            text: 'Ja, bare badet',
            clause: 'Hybelen er et enkelt rom med eget kjøkken, og leietakeren har etter avtalen tilgang til badet i utleierens bolig.',
          },
          { text: 'Nei, hybelen har eget kjøkken og bad', clause: 'Hybelen har eget kjøkken og bad.' },
        ],
        section: BAKGRUNN,
        fact: true,
      },
      {
        key: 'husleie',
        text: 'Hvor mye er husleien per måned?',
        description:
          'Hver av dere kan kreve husleien justert etter konsumprisindeksen, tidligst ett år etter at den sist ble fastsatt og med én måneds skriftlig varsel.',
        type: 'free_text',
        format: 'amount',
        clauseTemplate:
          'Husleien er {{svar}} per måned, og hver av partene kan kreve den justert etter konsumprisindeksen etter reglene i husleieloven § 4-2.',
        section: 'Husleie og depositum',
      },
      {
        key: 'forfallsdag',
        text: 'Hvilken dag i måneden skal husleien betales?',
        description: 'Skriv dagen som et tall, for eksempel 1.',
        type: 'free_text',
        format: 'number',
        clauseTemplate: 'Husleien betales på forskudd til utleierens bankkonto senest den {{svar}}. hver måned.',
        section: 'Husleie og depositum',
      },
      {
        key: 'strom-internett',
        text: 'Hva dekker husleien av strøm og internett?',
        type: 'multiple_choice',
        options: [
          { text: 'Både strøm og internett', clause: 'Husleien dekker strøm og internett.' },
          {
            text: 'Internett, men ikke strøm',
            clause: 'Husleien dekker internett, og leietakeren betaler i tillegg for strømmen til hybelen etter målt forbruk.',
          },
          {
            text: 'Ingen av delene',
            clause: 'Leietakeren har egne abonnementer på strøm og internett til hybelen og betaler dem selv.',
          },
        ],
        section: 'Husleie og depositum',
      },
      {
        key: 'depositum',
        text: 'Skal leietakeren betale depositum?',
        description:
          'Depositumet kan være høyst seks måneders husleie og skal stå på en egen depositumskonto i leietakerens navn (husleieloven § 3-5).',
        clauseYes:
          'Leietakeren betaler depositum, som settes inn på en egen depositumskonto i leietakerens navn, og utleieren betaler kostnadene ved å opprette kontoen (husleieloven § 3-5).',
        clauseNo: 'Leietakeren betaler ikke depositum.',
        section: 'Husleie og depositum',
      },
      {
        key: 'depositum-belop',
        text: 'Hvor stort skal depositumet være?',
        description: 'Høyst seks ganger månedsleien.',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Depositumet er {{svar}}.',
        showIf: { questionKey: 'depositum', equals: true },
        section: 'Husleie og depositum',
      },
      {
        key: 'innflytting',
        text: 'Hvilken dato starter leieforholdet?',
        type: 'free_text',
        format: 'date',
        clauseTemplate: 'Leieforholdet starter {{svar}}, og leietakeren får nøklene samme dag.',
        section: 'Leietid og oppsigelse',
      },
      {
        key: 'leietid',
        text: 'Skal leieavtalen gjelde til en bestemt dato?',
        description:
          'En tidsbestemt leieavtale kan som hovedregel ikke være kortere enn tre år, eller ett år for en sokkel- eller loftsbolig i enebolig eller en bolig i tomannsbolig der utleieren selv bor. Kortere tid krever at utleieren eller husstanden selv skal bruke boligen, eller en annen saklig grunn, og grunnen må stå i avtalen (husleieloven § 9-3).',
        type: 'multiple_choice',
        options: [
          {
            text: 'Nei, den løper til den sies opp',
            clause: 'Leieavtalen er tidsubestemt og løper til en av partene sier den opp.',
          },
          {
            text: 'Ja, til en avtalt sluttdato',
            clause:
              'Leieavtalen er tidsbestemt og opphører uten oppsigelse på sluttdatoen, og ingen av partene kan si den opp i leietiden.',
          },
        ],
        section: 'Leietid og oppsigelse',
      },
      {
        key: 'sluttdato',
        text: 'Hvilken dato slutter leieforholdet?',
        type: 'free_text',
        format: 'date',
        clauseTemplate: 'Leieforholdet opphører {{svar}}.',
        showIf: { questionKey: 'leietid', operator: 'equals', value: 'Ja, til en avtalt sluttdato' },
        section: 'Leietid og oppsigelse',
      },
      {
        key: 'oppsigelsesfrist',
        text: 'Hvor lang skal oppsigelsesfristen være?',
        description:
          'Uten avtale er fristen én måned for et enkelt rom med tilgang til utleierens bolig, og ellers tre måneder (husleieloven § 9-6).',
        type: 'multiple_choice',
        options: [
          {
            text: 'Én måned',
            clause:
              'Hver av partene kan si opp leieavtalen skriftlig med én måneds frist, regnet fra utgangen av den kalendermåneden oppsigelsen blir gitt, og utleierens oppsigelse skal dessuten oppfylle kravene i husleieloven.',
          },
          {
            text: 'To måneder',
            clause:
              'Hver av partene kan si opp leieavtalen skriftlig med to måneders frist, regnet fra utgangen av den kalendermåneden oppsigelsen blir gitt, og utleierens oppsigelse skal dessuten oppfylle kravene i husleieloven.',
          },
          {
            text: 'Tre måneder',
            clause:
              'Hver av partene kan si opp leieavtalen skriftlig med tre måneders frist, regnet fra utgangen av den kalendermåneden oppsigelsen blir gitt, og utleierens oppsigelse skal dessuten oppfylle kravene i husleieloven.',
          },
        ],
        showIf: { questionKey: 'leietid', operator: 'equals', value: 'Nei, den løper til den sies opp' },
        section: 'Leietid og oppsigelse',
      },
      {
        key: 'roykfritt',
        text: 'Skal det være forbudt å røyke innendørs?',
        clauseYes: 'Det er ikke tillatt å røyke eller bruke e-sigaretter innendørs i boligen.',
        clauseNo: 'Leietakeren kan røyke på hybelen, men ikke i rom som deles med andre.',
        section: 'Bruk og vedlikehold',
      },
      {
        key: 'vedlikehold',
        text: 'Skal vedlikeholdet fordeles slik husleieloven gjør når ikke noe annet er avtalt?',
        description:
          'Da vedlikeholder utleieren boligen, mens leietakeren tar seg av dørlåser, kraner, vannklosett, elektriske kontakter og brytere, varmtvannsbeholder, inventar og røykvarslere i det leide rommet (husleieloven § 5-3).',
        clauseYes:
          'Vedlikeholdet fordeles etter husleieloven § 5-3, slik at leietakeren vedlikeholder dørlåser, kraner, vannklosett, elektriske kontakter og brytere, varmtvannsbeholder og inventar i hybelen, sjekker røykvarslere i hybelen og skifter batterier i dem, mens utleieren står for annet vedlikehold.',
        clauseNo:
          'Utleieren står for alt vedlikehold av hybelen og inventaret, også det leietakeren ellers skulle ha gjort etter husleieloven § 5-3.',
        section: 'Bruk og vedlikehold',
      },
      {
        key: 'befaring',
        text: 'Skal dere gå gjennom hybelen sammen og skrive ned standen ved inn- og utflytting?',
        clauseYes:
          'Partene går gjennom hybelen sammen ved innflytting og ved utflytting, skriver ned standen og eventuelle skader og signerer begge det som er skrevet.',
        clauseNo: 'Partene gjennomfører ingen felles gjennomgang av hybelen ved inn- og utflytting.',
        section: 'Bruk og vedlikehold',
      },
    ],
  },
];
