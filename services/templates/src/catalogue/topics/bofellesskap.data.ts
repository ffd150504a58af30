import type { CatalogueTopic } from '../catalogue.types';
import { BAKGRUNN } from '../catalogue.sections';

// ───────────────────────────────────────────────────── Bofellesskap og kollektiv (featured)
export const bofellesskapTopic: CatalogueTopic = {
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
      checks: [
        {
          // husleieloven § 3-5 first paragraph: the security may not exceed six months' rent (mandatory, § 1-2).
          kind: 'atMostTimes',
          other: 'husleie-belop',
          factor: 6,
          severity: 'error',
          message:
            'Depositumet kan ikke være mer enn seks måneders husleie (husleieloven § 3-5). Sjekk beløpet, og sjekk at husleien er den samlede husleien per måned.',
        },
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
      description:
        'Skriv navnet og rommet for hver av dere, for eksempel Kari Nordmann: soverommet mot gata, Ola Hansen: soverommet mot hagen.',
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
      clauseTemplate:
        'De andre partene betaler sin andel av husleien til leietakeren senest den {{svar}}. hver måned.',
      showIf: { questionKey: 'leiekontrakt-signert', operator: 'equals', value: 'Bare én av oss' },
      section: 'Husleie og depositum',
    },
    {
      key: 'depositum-hver-sin-andel',
      text: 'Skal hver av dere betale sin andel av depositumet?',
      description:
        'Etter husleieloven § 3-5 skal depositumet stå på en egen depositumskonto i navnet til leietakeren i leiekontrakten.',
      // Written for both leases: under framleie «den eller dem» is the one tenant, when all signed it is all of them.
      clauseYes:
        'Hver av partene betaler sin andel av depositumet, som står på en egen depositumskonto i navnet til den eller dem som står som leietaker i leiekontrakten (husleieloven § 3-5), og får sin andel tilbake ved utflytting, fratrukket krav fra utleieren som vedkommende er ansvarlig for.',
      // Who pays it all, and in whose name the account is, is named by 'depositum-betaler'.
      clauseNo: 'Depositumet deles ikke mellom partene.',
      showIf: { questionKey: 'depositum-belop', operator: 'greater_than', value: '0' },
      section: 'Husleie og depositum',
    },
    {
      key: 'depositum-betaler',
      text: 'Hvem av dere betaler hele depositumet?',
      description:
        'Depositumskontoen opprettes i navnet til den som betaler. Etter husleieloven § 3-5 skal kontoen stå i leierens navn, så den som betaler, må stå som leietaker i leiekontrakten.',
      type: 'free_text',
      format: 'party',
      // The lawyer's review (issue 33): the account is in the payer's name, not «leietakerens» when all are tenants.
      clauseTemplate:
        '{{svar}} betaler hele depositumet, som står på en egen depositumskonto i betalerens navn (husleieloven § 3-5), og har alene krav på å få det tilbakebetalt når leieforholdet opphører.',
      showIf: { questionKey: 'depositum-hver-sin-andel', equals: false },
      section: 'Husleie og depositum',
    },
    {
      key: 'strom-internett-likt',
      text: 'Skal strøm og internett deles likt?',
      clauseYes: 'Utgifter til strøm og internett deles likt mellom partene.',
      clauseNo:
        'Utgifter til strøm og internett fordeles etter forbruk eller etter egen avtale mellom partene.',
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
      clauseNo:
        'Røyking innendørs er tillatt på den enkeltes eget rom, så langt leiekontrakten tillater det.',
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
};
