import type { CatalogueTopic } from '../catalogue.types';
import { BAKGRUNN } from '../catalogue.sections';
import { LOAN_NOT_ENFORCEABLE } from '../signing-notes.data';

const INSTALMENTS = 'Med faste månedlige avdrag';

/**
 * Above this yearly rate (in %) the rate is unusual for a loan between private persons: a court may set an
 * unreasonable term aside or adjust it (avtaleloven § 36) and an agreement that exploits the borrower's need
 * is not binding (§ 31). The person confirms the rate before it is stored.
 */
export const LOAN_RATE_WARNING =
  'En rente over 20 % per år er svært høy for et lån mellom privatpersoner. En urimelig høy rente kan settes til side eller endres av en domstol (avtaleloven §§ 31 og 36). Sjekk at tallet stemmer, og bekreft det hvis dere mener det.';

// ─────────────────────────────────────────────── Lån mellom venner eller familie (featured)
export const lanMellomPrivatpersonerTopic: CatalogueTopic = {
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
    // The payment schedule (docs/obligations.md): the payout, then the instalments or the one repayment.
    obligations: [
      {
        kind: 'once',
        id: 'utbetaling',
        label: 'Utbetaling av lånet',
        amount: 'lanebelop',
        due: 'utbetalingsdato',
        payer: { question: 'langiver', side: 'chosen' },
        payee: { question: 'langiver', side: 'others' },
      },
      {
        kind: 'monthly-until-paid',
        id: 'avdrag',
        label: 'Avdrag',
        amount: 'avdrag-belop',
        total: 'lanebelop',
        from: 'utbetalingsdato',
        until: 'tilbakebetalt-senest',
        payer: { question: 'langiver', side: 'others' },
        payee: { question: 'langiver', side: 'chosen' },
        when: { question: 'nedbetaling', equals: INSTALMENTS },
      },
      {
        kind: 'once',
        id: 'tilbakebetaling',
        label: 'Tilbakebetaling av lånet',
        amount: 'lanebelop',
        due: 'tilbakebetalt-senest',
        payer: { question: 'langiver', side: 'others' },
        payee: { question: 'langiver', side: 'chosen' },
        when: { question: 'nedbetaling', equals: 'Alt på én gang' },
      },
    ],
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
      checks: [
        {
          // Private loans fall outside finansavtaleloven (docs/legal-sources.md, lån): no statutory ceiling
          // applies, so the yardstick is what a court may find unreasonable or exploitative.
          kind: 'atMost',
          value: 20,
          severity: 'warning',
          message: LOAN_RATE_WARNING,
        },
      ],
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
        {
          text: INSTALMENTS,
          clause: 'Låntakeren betaler lånet ned med faste månedlige avdrag.',
        },
        { text: 'Alt på én gang', clause: 'Låntakeren betaler hele lånet tilbake på én gang.' },
      ],
      section: 'Nedbetaling',
    },
    {
      key: 'tilbakebetalt-senest',
      text: 'Hvilken dato skal lånet senest være betalt helt tilbake?',
      description:
        'Betaler låntakeren avdrag, er dette datoen da det siste avdraget forfaller, og avdragene må til sammen dekke lånebeløpet innen da.',
      type: 'free_text',
      format: 'date',
      clauseTemplate: 'Lånet skal være fullt tilbakebetalt senest {{svar}}.',
      section: 'Nedbetaling',
      checks: [
        {
          kind: 'after',
          other: 'utbetalingsdato',
          severity: 'error',
          message:
            'Lånet må betales tilbake etter at det er utbetalt. Velg en dato som kommer etter utbetalingsdatoen.',
        },
        {
          // The first instalment falls due one month after the payout, so the last date cannot come before it.
          kind: 'after',
          other: 'utbetalingsdato',
          months: 1,
          severity: 'error',
          message:
            'Første avdrag betales én måned etter utbetalingen. Velg en dato som er minst én måned etter utbetalingsdatoen.',
          when: { question: 'nedbetaling', operator: 'equals', value: INSTALMENTS },
        },
      ],
    },
    {
      key: 'avdrag-belop',
      text: 'Hvor mye skal låntakeren betale i avdrag hver måned?',
      type: 'free_text',
      format: 'amount',
      clauseTemplate:
        'Låntakeren betaler {{svar}} i avdrag hver måned, første gang én måned etter at lånet er utbetalt, til lånet er nedbetalt, og det siste avdraget er bare det som da gjenstår av lånet.',
      showIf: { questionKey: 'nedbetaling', operator: 'equals', value: INSTALMENTS },
      section: 'Nedbetaling',
      checks: [
        {
          kind: 'instalmentsCover',
          amount: 'lanebelop',
          from: 'utbetalingsdato',
          until: 'tilbakebetalt-senest',
          severity: 'error',
          message:
            'Med dette avdraget er lånet ikke betalt tilbake innen den siste datoen dere har valgt. Øk det månedlige avdraget, eller velg en senere dato for når lånet skal være betalt tilbake.',
          when: { question: 'nedbetaling', operator: 'equals', value: INSTALMENTS },
        },
      ],
    },
    {
      key: 'innfri-tidligere',
      text: 'Skal låntakeren kunne betale tilbake hele eller deler av lånet tidligere enn avtalt?',
      clauseYes:
        'Låntakeren kan når som helst innfri hele eller deler av lånet før tiden uten ekstra kostnader.',
      clauseNo: 'Låntakeren kan ikke innfri lånet før tiden uten långiverens samtykke.',
      section: 'Nedbetaling',
    },
    {
      // Replaces 'mislighold-avdrag' («… avdrag på rad»), which a borrower who skipped every other instalment
      // never met: the missed instalments now count together, whether in a row or not.
      key: 'mislighold-forsinkede-avdrag',
      text: 'Hvor mange avdrag må låntakeren til sammen være mer enn 30 dager forsinket med før hele lånet kan kreves betalt?',
      description: 'Avdragene regnes sammen, også når de ikke kommer etter hverandre. Vanlig er tre.',
      type: 'free_text',
      format: 'number',
      clauseTemplate:
        'Er låntakeren mer enn 30 dager forsinket med til sammen {{svar}} avdrag, kan långiveren gi låntakeren skriftlig varsel og kreve hele restgjelden betalt innen 14 dager etter varselet.',
      showIf: { questionKey: 'nedbetaling', operator: 'equals', value: INSTALMENTS },
      section: 'Mislighold',
      checks: [
        {
          kind: 'atLeast',
          value: 1,
          severity: 'error',
          message: 'Skriv et antall avdrag som er 1 eller mer.',
        },
      ],
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
};
