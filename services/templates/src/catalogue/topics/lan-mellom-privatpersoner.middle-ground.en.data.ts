import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `lan-mellom-privatpersoner` in English, beside lan-mellom-privatpersoner.middle-ground.data.ts: the same alternatives in the same order. */
export const lanMellomPrivatpersonerMiddleGroundEn: TopicMiddleGround = {
  'fast-rente': [
    {
      text: 'Is the interest rate to be fixed for the first two years and then follow changes in Norges Bank’s policy rate?',
      clause:
        'The interest rate is fixed for the first two years after the loan has been paid out, and thereafter changes by the same number of percentage points as Norges Bank’s policy rate has changed since the end of those two years.',
      description: 'Predictable at the start, and in step with interest rate levels afterwards.',
    },
    {
      text: 'Is the interest rate to follow the policy rate, but never be more than 2 percentage points higher or lower than the agreed rate?',
      clause:
        'The interest rate is variable and changes by the same number of percentage points as Norges Bank’s policy rate changes after this agreement has been entered into, but it never becomes more than 2 percentage points higher or lower than the rate that was agreed.',
      description: 'A variable rate with a cap and a floor.',
    },
  ],
  'innfri-tidligere': [
    {
      text: 'May the borrower repay early once the lender has received one month’s written notice?',
      clause:
        'The borrower may repay all or part of the loan early without any additional costs once the lender has received written notice at least one month in advance.',
      description: 'The borrower can repay sooner, and the lender has time to plan.',
    },
    {
      text: 'May the borrower make extra payments at any time, but not repay the whole loan in the first year without the lender’s consent?',
      clause:
        'The borrower may at any time make extra payments on the loan without any additional costs, but may not repay the whole loan earlier than one year after it has been paid out without the lender’s consent.',
      description: 'Extra payments are free; full repayment only after one year.',
    },
  ],
  forsinkelsesrente: [
    {
      text: 'Is the borrower to pay default interest of 6 per cent per year, and only on amounts more than 30 days overdue?',
      clause:
        'If the borrower pays an amount due more than 30 days after the due date, the borrower must pay default interest of 6 per cent per year on the amount due from the due date until the amount has been paid, and the lender will not claim any other default interest.',
      description: 'A lower rate of default interest, and only once a payment is a month late.',
    },
  ],
  sikkerhet: [
    {
      text: 'Is the borrower to provide security only if an amount due has not been paid within 30 days?',
      clause:
        'The loan is made without security, but if the borrower has not paid an amount due within 30 days of the due date, the borrower must, at the lender’s demand, provide security by way of a pledge or a guarantee within a further 30 days, and the parties must then enter into a separate written pledge or guarantee agreement.',
      description: 'No security as long as everything is paid, but a safeguard if things go wrong.',
    },
    {
      text: 'Is the borrower to provide security only for the part of the loan above NOK 50,000?',
      clause:
        'The borrower must provide security by way of a pledge or a guarantee for the part of the loan that exceeds NOK 50,000, and the parties must enter into a separate written pledge or guarantee agreement before the loan is paid out.',
      description: 'Security for the large amount, trust for the rest.',
    },
  ],
  'arlig-bekreftelse': [
    {
      text: 'Is the borrower to confirm the outstanding balance in writing every other year?',
      clause:
        'The borrower must confirm the outstanding balance in writing to the lender every other year, the first time two years after the loan has been paid out.',
      description: 'Less often than every year, but regularly.',
    },
    {
      text: 'Is the borrower to confirm the outstanding balance in writing when the lender asks, at most once a year?',
      clause:
        'The borrower must confirm the outstanding balance in writing to the lender when the lender asks for it, at most once a year.',
      description: 'A confirmation when the lender needs one, with no fixed duty.',
    },
  ],
};
