import type { CatalogueTopic } from '../catalogue.types';
import { BAKGRUNN } from '../catalogue.sections';

// ───────────────────────────────────────────────── Kostnadsdeling ved bryllup eller fest
export const bryllupOgFestTopic: CatalogueTopic = {
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
      clauseYes:
        'Partene setter et samlet budsjett for festen, og budsjettet kan bare overskrides når alle partene samtykker.',
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
        {
          text: 'Etter inntekt',
          clause: 'Kostnadene ved festen fordeles forholdsmessig etter partenes inntekt.',
        },
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
      // The lawyer's review (issue 33): the Nei says who pays, not only who does not.
      clauseNo:
        'Alkohol til gjestene er ikke en felles kostnad ved festen, og den av partene som kjøper eller bestiller alkohol, betaler den selv.',
      section: 'Gjester og bestillinger',
    },
    {
      key: 'bestilling-grense',
      text: 'Over hvilket beløp skal en bestilling godkjennes av alle?',
      type: 'free_text',
      format: 'amount',
      description:
        'Den som skriver under en avtale med en leverandør, for eksempel lokalet eller cateringen, står ansvarlig for hele beløpet overfor leverandøren.',
      // The lawyer's review (issue 33): the vendor holds whoever contracted; the split is only between the parties.
      clauseTemplate:
        'Bestillinger og avtaler over {{svar}} skal godkjennes av alle partene før de inngås, og den av partene som inngår en avtale med en leverandør i eget navn, er ansvarlig for hele beløpet overfor leverandøren, men kan kreve de andre partenes andel dekket etter denne avtalen.',
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
      clauseYes:
        'Partene gir kvitteringer for sine utgifter til festen til den som fører regnskapet, senest to uker etter festen.',
      // A Nei that binds (the review, § 8): the costs are still settled on documented expenses.
      clauseNo:
        'Partene fører ikke et eget regnskap for festen, men hver av dem legger fram kvitteringer for sine utgifter når kostnadene gjøres opp.',
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
      clauseNo:
        'Dersom festen avlyses, dekker hver av partene selv de kostnadene vedkommende har pådratt seg.',
      section: 'Oppgjør og avlysning',
    },
  ],
};
