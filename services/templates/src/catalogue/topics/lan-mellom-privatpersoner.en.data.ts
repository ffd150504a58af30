/** «Lån mellom venner eller familie» in English, beside lan-mellom-privatpersoner.data.ts. */
import type { TopicTranslation } from '../catalogue-translation.types';

export const lanMellomPrivatpersonerEn: TopicTranslation = {
  title: 'Loan between friends or family',
  description:
    'For private loans between friends or within the family. Agree on repayment, interest and what happens if the loan is not repaid as agreed.',
  document: {
    heading: 'Loan Agreement',
    termClause:
      'This agreement applies until the loan, and everything else the borrower must pay under this agreement, has been repaid in full. No party may terminate it unilaterally.',
    disputeClause: null,
  },
  paymentLabels: {
    utbetaling: 'Payout of the loan',
    avdrag: 'Instalment',
    tilbakebetaling: 'Repayment of the loan',
  },
  questions: {
    langiver: {
      text: 'Which of you is lending the money?',
      description:
        'The other party to the agreement, or the others if there are more of you, borrows the money.',
      section: 'Background',
      clauseTemplate: '{{svar}} lends the money to the other parties.',
      partyRoles: { chosen: 'lender', others: 'borrower' },
    },
    lanebelop: {
      text: 'How much is to be lent?',
      section: 'Background',
      clauseTemplate: 'The loan amount is {{svar}}.',
    },
    utbetalingsdato: {
      text: 'On what date is the loan amount to be paid out?',
      section: 'Background',
      clauseTemplate: 'The loan amount will be paid into the borrower’s bank account on {{svar}}.',
    },
    formal: {
      text: 'What is the money to be used for?',
      description: 'For example, buying a car or the down payment on a home.',
      section: 'Background',
      clauseTemplate: 'The loan must be used for {{svar}}.',
    },
    renter: {
      text: 'Is interest to be paid on the loan?',
      section: 'Interest',
      clauseYes: 'The borrower must pay interest on the loan on the terms of this agreement.',
      clauseNo: 'The loan is interest-free.',
    },
    rentesats: {
      text: 'What is the annual interest rate to be?',
      description: 'Enter the annual interest rate as a percentage, for example 3.5.',
      section: 'Interest',
      clauseTemplate:
        'The loan bears interest at {{svar}} per year on the amount outstanding from time to time, and accrued interest is payable each time the borrower pays an instalment or pays off the loan.',
      checks: [
        'An interest rate above 20% per year is very high for a loan between private individuals. An unreasonably high rate may be set aside or changed by a court (the Contracts Act (avtaleloven) §§ 31 and 36). Check that the figure is correct, and confirm it if you mean it.',
      ],
    },
    'fast-rente': {
      text: 'Is the interest rate to be fixed for the entire loan period?',
      section: 'Interest',
      clauseYes: 'The interest rate is fixed for the entire loan period.',
      clauseNo:
        'The interest rate is variable and changes by the same number of percentage points as Norges Bank’s policy rate changes after this agreement has been entered into.',
    },
    nedbetaling: {
      text: 'How is the loan to be repaid?',
      section: 'Repayment',
      options: [
        {
          text: 'In fixed monthly instalments',
          clause: 'The borrower must repay the loan in fixed monthly instalments.',
        },
        { text: 'All at once', clause: 'The borrower must repay the whole loan in a single payment.' },
      ],
    },
    'tilbakebetalt-senest': {
      text: 'What is the latest date by which the loan must be repaid in full?',
      description:
        'If the borrower pays instalments, this is the date on which the last instalment falls due, and the instalments must together cover the loan amount by then.',
      section: 'Repayment',
      clauseTemplate: 'The loan must be repaid in full no later than {{svar}}.',
      checks: [
        'The loan must be repaid after it has been paid out. Choose a date after the payout date.',
        'The first instalment is paid one month after the payout. Choose a date at least one month after the payout date.',
      ],
    },
    'avdrag-belop': {
      text: 'How much must the borrower pay in instalments each month?',
      section: 'Repayment',
      clauseTemplate:
        'The borrower must pay {{svar}} in instalments each month, the first time one month after the loan has been paid out, until the loan has been repaid, and the last instalment is only what then remains of the loan.',
      checks: [
        'With this instalment, the loan will not be repaid by the last date you have chosen. Increase the monthly instalment, or choose a later date by which the loan is to be repaid.',
      ],
    },
    'innfri-tidligere': {
      text: 'May the borrower repay all or part of the loan earlier than agreed?',
      section: 'Repayment',
      clauseYes:
        'The borrower may at any time repay all or part of the loan early without any additional costs.',
      clauseNo: 'The borrower may not repay the loan early without the lender’s consent.',
    },
    'mislighold-forsinkede-avdrag': {
      text: 'How many instalments in total must the borrower be more than 30 days late in paying before repayment of the whole loan can be demanded?',
      description:
        'The instalments are counted together, even when they do not follow one another. Three is usual.',
      section: 'Default',
      clauseTemplate:
        'If the borrower is more than 30 days late in paying a total of {{svar}} instalments, the lender may give the borrower written notice and demand payment of the entire outstanding balance within 14 days of the notice.',
      checks: ['Enter a number of instalments that is 1 or more.'],
    },
    forsinkelsesrente: {
      text: 'Is the borrower to pay default interest if an amount is paid late?',
      section: 'Default',
      clauseYes:
        'If the borrower pays late, the borrower must pay default interest on the amount due under the Late Payment Interest Act (forsinkelsesrenteloven).',
      clauseNo: 'The lender will not claim default interest when the borrower pays late.',
    },
    sikkerhet: {
      text: 'Is the borrower to provide security for the loan?',
      description: 'Security may, for example, be a pledge over an asset or a guarantee.',
      section: 'Security and documentation',
      clauseYes:
        'The borrower must provide security for the loan by way of a pledge or a guarantee, and the parties must enter into a separate written pledge or guarantee agreement before the loan is paid out.',
      clauseNo: 'The loan is made without security.',
    },
    'arlig-bekreftelse': {
      text: 'Will you confirm the outstanding balance in writing once a year?',
      description:
        'A claim for repayment of a cash loan becomes time-barred, as a general rule, after ten years, and a written acknowledgement from the borrower interrupts the limitation period.',
      section: 'Security and documentation',
      clauseYes: 'The borrower must confirm the outstanding balance in writing to the lender once a year.',
      clauseNo: 'The parties will not prepare any annual confirmation of the outstanding balance.',
    },
  },
};
