import type { CatalogueTopic } from '../catalogue.types';
import { BAKGRUNN } from '../catalogue.sections';
import { LOAN_NOT_ENFORCEABLE } from '../signing-notes.data';

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
        {
          text: 'Med faste månedlige avdrag',
          clause: 'Låntakeren betaler lånet ned med faste månedlige avdrag.',
        },
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
      description:
        'Betaler låntakeren avdrag, er dette datoen da det siste avdraget og en eventuell rest forfaller.',
      type: 'free_text',
      format: 'date',
      clauseTemplate: 'Lånet skal være fullt tilbakebetalt senest {{svar}}.',
      section: 'Nedbetaling',
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
};
