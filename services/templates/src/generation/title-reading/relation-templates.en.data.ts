import type { RelationTemplateTranslations } from './template-translation.types';

/** RELATION_TEMPLATES of relation-templates.data.ts in English: by relation, each template by its bokmål text. */
export const RELATION_TEMPLATES_EN: RelationTemplateTranslations = {
  'lend-thing': {
    'Hvem av dere låner ut {objektet}?': {
      text: 'Which of you lends out {objektet}?',
      description:
        'The other party to the agreement, or the others if there are more of you, borrows {objektet}.',
      clauseTemplate: '{{svar}} lends {objektet} to the other parties.',
      partyRoles: { chosen: 'lender', others: 'borrower' },
      section: 'Background',
    },
    'Hvilken dato skal {objektet} senest leveres tilbake?': {
      text: 'What is the latest date by which {objektet} is to be returned?',
      clauseTemplate: 'The borrower returns {objektet} to the lender no later than {{svar}}.',
    },
    'Skal utlåneren kunne kreve {objektet} tilbake før den avtalte datoen?': {
      text: 'Should the lender be able to demand {objektet} back before the agreed date?',
      clauseYes:
        'The lender may demand {objektet} back before the agreed date, and the borrower returns {objektet} no later than three days after the lender has asked for this.',
      clauseNo:
        'The lender may not demand {objektet} back before the agreed date, except when the borrower uses {objektet} in breach of this agreement.',
    },
    'Skal låneren betale for å låne {objektet}?': {
      text: 'Should the borrower pay to borrow {objektet}?',
      description:
        'If the borrower pays to use a home, the agreement is a tenancy agreement to which the Tenancy Act (husleieloven) may apply.',
      clauseYes: 'The borrower pays the lender to borrow {objektet}.',
      clauseNo: 'The borrower pays nothing to borrow {objektet}.',
    },
    'Hvor mye skal låneren betale for å låne {objektet}?': {
      text: 'How much should the borrower pay to borrow {objektet}?',
      clauseTemplate:
        'The payment for the loan is {{svar}}, and it is paid to the lender no later than when {objektet} is returned.',
    },
    'Fra hvilken dato kan låneren ha {objektet}?': {
      text: 'From what date may the borrower have {objektet}?',
      clauseTemplate: 'The borrower may start using {objektet} from {{svar}}.',
    },
    'Skal låneren erstatte all skade på og tap av {objektet} mens {objektet} er utlånt?': {
      text: 'Should the borrower compensate for all damage to and loss of {objektet} while {objektet} is on loan?',
      description:
        'Who pays the excess when an insurance policy is used is decided separately, where you are asked about it.',
      clauseYes:
        'The borrower is liable for damage to and loss of {objektet} that occurs while {objektet} is on loan, even when the borrower is not at fault for the damage, to the extent that no insurance covers the damage and this agreement does not provide otherwise.',
      clauseNo:
        'The borrower is liable only for damage to and loss of {objektet} that the borrower has caused through careless use, to the extent that no insurance covers the damage and this agreement does not provide otherwise.',
    },
    'Skal låneren kunne låne {objektet} videre til andre?': {
      text: 'Should the borrower be able to lend {objektet} on to others?',
      clauseYes:
        'The borrower may lend {objektet} on to others and is responsible to the lender for their use as if the borrower had used {objektet} personally.',
      clauseNo:
        'The borrower may not lend {objektet} on to others or let others use {objektet} without the borrower being present.',
    },
    'Skal dere skrive ned tilstanden til {objektet} før utlånet?': {
      text: 'Should you write down the condition of {objektet} before the loan?',
      clauseYes:
        'Before the loan, the parties write down the condition of {objektet} and take photos, and this is used as the basis when {objektet} is returned.',
      clauseNo:
        'The parties do not write down the condition of {objektet} before the loan, and {objektet} is regarded as lent in good condition unless the borrower reports defects the same day.',
    },
    'Skal låneren betale utgiftene ved bruken så lenge lånet varer?': {
      text: 'Should the borrower pay the costs of use for as long as the loan lasts?',
      clauseYes:
        'For as long as the loan lasts, the borrower pays the costs of the borrower’s own use, unless this agreement provides otherwise.',
      clauseNo:
        'For as long as the loan lasts, the lender covers the costs of use, unless this agreement provides otherwise.',
    },
    'Skal låneren sørge for forsikring som dekker {objektet} mens {objektet} er utlånt?': {
      text: 'Should the borrower arrange insurance that covers {objektet} while {objektet} is on loan?',
      clauseYes:
        'The borrower arranges and pays for insurance that covers damage to and loss of {objektet} for as long as the loan lasts.',
      clauseNo:
        'The borrower has no duty to insure {objektet}, and any insurance the lender has is paid for by the lender.',
    },
  },

  'lend-money': {
    'Hvem av dere låner ut pengene?': {
      text: 'Which of you is lending the money?',
      description:
        'The other party to the agreement, or the others if there are more of you, borrows the money.',
      clauseTemplate: '{{svar}} lends the money to the other parties.',
      partyRoles: { chosen: 'lender', others: 'borrower' },
      section: 'Background',
    },
    'Hvor mye skal lånes ut?': {
      text: 'How much is to be lent?',
      clauseTemplate: 'The loan amount is {{svar}}.',
      section: 'Background',
    },
    'Hvilken dato skal lånet senest være betalt helt tilbake?': {
      text: 'What is the latest date by which the loan must be repaid in full?',
      description:
        'If the loan is repaid in instalments, this is the date on which the last instalment falls due.',
      clauseTemplate: 'The loan must be repaid in full no later than {{svar}}.',
    },
    'Skal låntakeren betale renter?': {
      text: 'Should the borrower pay interest?',
      clauseYes: 'The borrower pays interest on the loan at the interest rate in this agreement.',
      clauseNo: 'The loan is interest-free.',
    },
    'Hvor høy rente skal låntakeren betale per år?': {
      text: 'What annual interest rate should the borrower pay?',
      description: 'A very high interest rate may be set aside by a court.',
      clauseTemplate:
        'The interest rate is {{svar}} per year on the part of the loan outstanding from time to time, and accrued interest is payable each time the borrower pays an instalment or the rest of the loan.',
    },
    'Hvordan skal lånet betales tilbake?': {
      text: 'How is the loan to be repaid?',
      options: [
        {
          text: 'In equal monthly instalments',
          clause:
            'The borrower repays the loan in equal monthly instalments, the first time one month after the loan has been paid out, so that the loan has been repaid by the latest date by which the loan must be repaid.',
        },
        {
          text: 'All at once',
          clause:
            'The borrower repays the whole loan in a single payment, no later than the latest date by which the loan must be repaid.',
        },
      ],
    },
    'Skal hele lånebeløpet utbetales på én gang?': {
      text: 'Should the whole loan amount be paid out at once?',
      clauseYes:
        'The lender pays out the whole loan amount at once, no later than one week after the agreement has been signed.',
      clauseNo:
        'The lender pays out the loan amount in several parts as the borrower needs the money, and the borrower confirms each payment in writing.',
    },
    'Skal hele lånet kunne kreves tilbake hvis låntakeren er mer enn 30 dager forsinket med en betaling?': {
      text: 'Should it be possible to demand repayment of the whole loan if the borrower is more than 30 days late with a payment?',
      clauseYes:
        'If the borrower is more than 30 days late with a payment and has not paid 14 days after written notice from the lender, the lender may demand immediate repayment of the entire outstanding loan.',
      clauseNo:
        'If the borrower is late with a payment, the lender may demand immediate payment of the overdue amount, but not of the rest of the loan before it falls due under this agreement.',
    },
    'Skal låntakeren kunne betale tilbake før tiden uten ekstra kostnad?': {
      text: 'Should the borrower be able to repay early without additional cost?',
      clauseYes: 'The borrower may at any time repay all or part of the loan early without additional cost.',
      clauseNo: 'The borrower may not repay the loan early without the lender’s consent.',
    },
    'Skal långiveren kunne kreve lånet tilbake før tiden hvis långiveren selv trenger pengene?': {
      text: 'Should the lender be able to demand early repayment of the loan if the lender needs the money?',
      clauseYes:
        'If the lender needs the money, the lender may demand repayment of the rest of the loan with three months’ written notice.',
      clauseNo:
        'As long as the borrower pays as agreed, the lender may not demand early repayment of the loan.',
    },
    'Skal låntakeren stille sikkerhet for lånet?': {
      text: 'Should the borrower provide security for the loan?',
      description: 'Security may, for example, be a pledge over an asset or a guarantee.',
      clauseYes:
        'The borrower provides security for the loan by way of a pledge or a guarantee, and the parties enter into a separate written pledge or guarantee agreement before the loan is paid out.',
      clauseNo: 'The borrower provides no security for the loan.',
    },
    'Skal låntakeren betale forsinkelsesrente hvis et beløp betales for sent?': {
      text: 'Should the borrower pay default interest if an amount is paid late?',
      clauseYes:
        'If the borrower pays late, the borrower pays default interest on the amount due under the Late Payment Interest Act (forsinkelsesrenteloven).',
      clauseNo: 'The lender will not claim default interest when the borrower pays late.',
    },
    'Skal låntakeren bekrefte restgjelden skriftlig én gang i året?': {
      text: 'Should the borrower confirm the outstanding balance in writing once a year?',
      description:
        'A claim for repayment of a cash loan becomes time-barred, as a general rule, after ten years, and a written acknowledgement from the borrower interrupts the limitation period.',
      clauseYes: 'The borrower confirms the outstanding balance in writing to the lender once a year.',
      clauseNo: 'The parties will not prepare any annual confirmation of the outstanding balance.',
    },
  },

  'own-together': {
    'Skal dere eie {objektet} med like store andeler?': {
      text: 'Should you own {objektet} in equal shares?',
      description: 'The shares decide what each of you receives on a sale.',
      clauseYes: 'The parties own {objektet} together in equal shares.',
      clauseNo: 'The parties own {objektet} together in the shares stated in this agreement.',
    },
    'Hvor stor andel av {objektet} skal hver av dere eie?': {
      text: 'How large a share of {objektet} should each of you own?',
      description:
        'Write the name and share of each of you, for example “Kari Nordmann 60% and Ola Hansen 40%”.',
      clauseTemplate: 'The ownership shares are: {{svar}}.',
    },
    'Hvordan skal de felles kostnadene fordeles mellom dere?': {
      text: 'How should the common costs be divided between you?',
      options: [
        {
          text: 'According to ownership share',
          clause:
            'Fixed and running costs of {objektet}, such as charges, insurance, maintenance and repairs, are divided between the parties according to ownership share, unless this agreement provides otherwise.',
        },
        {
          text: 'Equally',
          clause:
            'Fixed and running costs of {objektet}, such as charges, insurance, maintenance and repairs, are shared equally between the parties, unless this agreement provides otherwise.',
        },
        {
          text: 'According to use',
          clause:
            'Fixed and running costs of {objektet}, such as charges, insurance, maintenance and repairs, are divided according to how much each of the parties uses {objektet}, unless this agreement provides otherwise.',
        },
      ],
    },
    'Skal bruken av {objektet} fordeles etter en fast plan?': {
      text: 'Should the use of {objektet} be divided according to a fixed plan?',
      clauseYes:
        'No later than one month after the agreement has been signed, the parties draw up a written plan for who uses {objektet} when, and until the plan is in place, use is agreed from time to time.',
      clauseNo:
        'The parties agree on the use of {objektet} from time to time, and whoever first asks to use {objektet} on a particular day has priority.',
    },
    'Skal den som vil selge andelen sin, først tilby den til de andre av dere?': {
      text: 'Should whoever wants to sell their share first offer it to the rest of you?',
      description:
        'If a share is sold to someone else, the other co-owners have a statutory right to buy it (the Co-ownership Act (sameieloven) § 11), whatever you answer here. If the agreement concerns real property, the law has separate rules for such rights, among other things on sales to close relations.',
      clauseYes:
        'A party who wants to sell their share first offers it to the other parties at market value before it is offered to others, and the other parties have 30 days to reply, to the extent the law does not prevent this.',
      clauseNo:
        'A party who wants to sell their share has no duty to offer it to the other parties first, and sales of shares follow the rules of the Co-ownership Act (sameieloven), also as regards the right of the other parties to buy the share.',
    },
    'Skal den som vil ut av sameiet, kunne kreve å bli kjøpt ut?': {
      text: 'Should whoever wants to leave the co-ownership be able to demand to be bought out?',
      clauseYes:
        'A party who wants to leave the co-ownership may demand that the other parties buy the share at market value, set by an independent valuer if the parties do not agree, and if the share has not been bought within three months, what the parties own together is sold.',
      clauseNo:
        'A party who wants to leave the co-ownership may not demand that the other parties buy the share, but may sell their share or demand that the co-ownership be dissolved under the rules of this agreement and the Co-ownership Act (sameieloven).',
    },
    'Skal den som skader {objektet}, betale kostnaden ved skaden alene?': {
      text: 'Should whoever damages {objektet} pay the cost of the damage alone?',
      clauseYes:
        'The party who damages {objektet} through careless use pays the cost of the damage alone, unless this agreement provides otherwise.',
      clauseNo:
        'The cost of damage to {objektet} is shared in the same way as the other common costs, regardless of which of the parties caused the damage, except for damage done intentionally.',
    },
    'Skal {objektet} være forsikret mot skade og tap?': {
      text: 'Should {objektet} be insured against damage and loss?',
      clauseYes:
        'The parties keep {objektet} insured against damage and loss, and the insurance is a common cost.',
      clauseNo:
        'The parties do not insure {objektet} against damage and loss, and loss that no insurance covers and for which none of the parties is liable is shared in the same way as the other common costs.',
    },
  },

  'buy-sell': {
    'Hvem av dere selger {objektet}?': {
      text: 'Which of you is selling {objektet}?',
      description:
        'The other party to the agreement, or the others if there are more of you, buys {objektet}.',
      clauseTemplate: '{{svar}} sells {objektet} to the other parties.',
      partyRoles: { chosen: 'seller', others: 'buyer' },
      section: 'Background',
    },
    'Hva er kjøpesummen for {objektet}?': {
      text: 'What is the purchase price of {objektet}?',
      clauseTemplate: 'The purchase price is {{svar}}.',
    },
    'Hvilken dato skal kjøperen overta {objektet}?': {
      text: 'On what date is the buyer to take over {objektet}?',
      clauseTemplate: 'The buyer takes over {objektet} on {{svar}}.',
    },
    'Når skal kjøpesummen betales?': {
      text: 'When is the purchase price to be paid?',
      options: [
        {
          text: 'Before the handover',
          clause: 'The buyer pays the whole purchase price before the handover.',
        },
        { text: 'On handover', clause: 'The buyer pays the whole purchase price on handover.' },
        {
          text: 'No later than 14 days after the handover',
          clause: 'The buyer pays the whole purchase price no later than 14 days after the handover.',
        },
        {
          text: 'In instalments',
          clause: 'The buyer pays the purchase price in instalments as this agreement provides.',
        },
      ],
    },
    'Hvordan skal kjøpesummen betales i avdrag?': {
      text: 'How is the purchase price to be paid in instalments?',
      description:
        'For example “half on handover and the rest by 30 June” or “NOK 2,000 on the 1st of each month until everything has been paid”.',
      clauseTemplate: 'The instalments on the purchase price are paid as follows: {{svar}}.',
    },
    'Skal eiendomsretten først gå over til kjøperen når hele kjøpesummen er betalt?': {
      text: 'Should ownership pass to the buyer only when the whole purchase price has been paid?',
      clauseYes: 'Ownership does not pass to the buyer until the whole purchase price has been paid.',
      clauseNo: 'Ownership passes to the buyer on handover.',
    },
    'Skal kjøperen måtte melde fra om feil senest tre måneder etter overtakelsen?': {
      text: 'Should the buyer have to report defects no later than three months after the handover?',
      description:
        'In some purchases the law gives the buyer the right to a longer time limit, and that time limit then applies.',
      clauseYes:
        'Claims on account of defects in {objektet} that become apparent after the handover must be made by the buyer in writing to the seller within a reasonable time after the defect was discovered and no later than three months after the handover, to the extent the law permits such a short time limit.',
      clauseNo:
        'The buyer may make claims on account of defects in {objektet} that become apparent after the handover when the buyer notifies the seller in writing within a reasonable time after the defect was discovered, and within the time limits set by law.',
    },
    'Skal selgeren bære risikoen for {objektet} fram til overtakelsen?': {
      text: 'Should the seller bear the risk for {objektet} until the handover?',
      clauseYes:
        'The seller bears the risk of damage to and loss of {objektet} until the buyer has taken over {objektet}.',
      clauseNo:
        'The buyer bears the risk of damage to and loss of {objektet} from the time the agreement is signed, also before the handover, to the extent the law permits.',
    },
    'Skal kjøperen kunne trekke seg fra kjøpet fram til overtakelsen?': {
      text: 'Should the buyer be able to withdraw from the purchase until the handover?',
      clauseYes:
        'The buyer may withdraw from the purchase until the handover by giving the seller written notice, and then gets back what the buyer has paid, less the seller’s documented expenses in connection with the purchase.',
      clauseNo:
        'Once the agreement has been signed, none of the parties may withdraw from the purchase without a particular reason.',
    },
  },

  rent: {
    'Hvem av dere leier ut {objektet}?': {
      text: 'Which of you rents out {objektet}?',
      description:
        'The other party to the agreement, or the others if there are more of you, rents {objektet}.',
      clauseTemplate: '{{svar}} rents out {objektet} to the other parties.',
      partyRoles: { chosen: 'landlord', others: 'tenant' },
      section: 'Background',
    },
    'Hvilken periode skal leien regnes for?': {
      text: 'What period is the rent to be calculated for?',
      options: [
        { text: 'Per month', clause: 'The rent is calculated per month.' },
        { text: 'Per week', clause: 'The rent is calculated per week.' },
        { text: 'Per day', clause: 'The rent is calculated per day.' },
        {
          text: 'For the whole rental period',
          clause: 'The rent is a single amount for the whole rental period.',
        },
      ],
    },
    'Hvor mye skal leietakeren betale i leie for {objektet}?': {
      text: 'How much rent should the tenant pay for {objektet}?',
      description:
        'Enter the amount for the period you have chosen for calculating the rent: a month, a week, a day or the whole rental period.',
      clauseTemplate: 'The rent is {{svar}} per agreed period.',
    },
    'Hvilken dato starter leieforholdet?': {
      text: 'On what date does the tenancy start?',
      clauseTemplate: 'The tenancy starts on {{svar}}.',
    },
    'Hvilken dato slutter leien av {objektet}?': {
      text: 'On what date does the rental of {objektet} end?',
      description:
        'If you are letting a home, the Tenancy Act (husleieloven) sets a minimum lease term for a tenancy agreement with a fixed end date (the Tenancy Act (husleieloven) § 9-3).',
      clauseTemplate: 'The tenancy ends without notice on {{svar}}, unless the law provides otherwise.',
    },
    'Skal leien betales på forskudd?': {
      text: 'Should the rent be paid in advance?',
      clauseYes:
        'The tenant pays the rent in advance: rent per month or per week no later than the first day of each month or week, and rent per day or for the whole rental period no later than the handover.',
      clauseNo:
        'The tenant pays the rent in arrears: rent per month or per week no later than the last day of each month or week, and rent per day or for the whole rental period no later than the return.',
    },
    'Skal leietakeren betale depositum?': {
      text: 'Should the tenant pay a deposit?',
      description:
        'A deposit is security for claims the landlord may have against the tenant under this agreement. If you are letting a home, the deposit may be at most six months’ rent (the Tenancy Act (husleieloven) § 3-5).',
      clauseYes:
        'The tenant pays a deposit before the handover as security for claims the landlord acquires under this agreement, and when the tenancy has ended, the deposit is repaid to the tenant less claims that the tenant has accepted or that have been established by a decision.',
      clauseNo: 'The tenant does not pay a deposit.',
    },
    'Hvor stort depositum skal leietakeren betale?': {
      text: 'How large a deposit should the tenant pay?',
      clauseTemplate: 'The deposit is {{svar}}.',
    },
    'Skal leieforholdet kunne sies opp før sluttdatoen?': {
      text: 'Should it be possible to terminate the tenancy before the end date?',
      options: [
        {
          text: 'No',
          clause:
            'None of the parties may terminate the tenancy before the end date, except where the law gives one of them the right to do so.',
        },
        {
          text: 'Yes, with one week’s notice',
          clause:
            'Each of the parties may terminate the tenancy before the end date in writing with one week’s notice, but not with shorter notice than the law requires.',
        },
        {
          text: 'Yes, with one month’s notice',
          clause:
            'Each of the parties may terminate the tenancy before the end date in writing with one month’s notice, but not with shorter notice than the law requires.',
        },
        {
          text: 'Yes, with three months’ notice',
          clause:
            'Each of the parties may terminate the tenancy before the end date in writing with three months’ notice, unless the law provides otherwise.',
        },
      ],
    },
    'Skal leien dekke de løpende utgiftene til {objektet}?': {
      text: 'Should the rent cover the running costs of {objektet}?',
      clauseYes:
        'The rent covers the running costs of the use of {objektet}, unless this agreement provides otherwise.',
      clauseNo:
        'The tenant pays the running costs of the tenant’s own use of {objektet} in addition to the rent, but where a home is rented, only the costs that the law allows the tenant to pay in addition to the rent, unless this agreement provides otherwise.',
    },
    'Skal leietakeren erstatte all skade på {objektet} som skjer i leieperioden?': {
      text: 'Should the tenant compensate for all damage to {objektet} that occurs during the rental period?',
      description:
        'Who pays the excess when an insurance policy is used is decided separately, where you are asked about it.',
      clauseYes:
        'The tenant is liable for damage to and loss of {objektet} that occurs during the rental period, even when the tenant is not at fault for the damage, to the extent that no insurance covers the damage, the law permits such an agreement and this agreement does not provide otherwise.',
      clauseNo:
        'The tenant is liable only for damage to and loss of {objektet} that the tenant has caused through carelessness, to the extent that no insurance covers the damage and this agreement does not provide otherwise.',
    },
    'Skal leietakeren kunne leie ut {objektet} videre?': {
      text: 'Should the tenant be able to sublet {objektet}?',
      clauseYes:
        'The tenant may sublet {objektet} with the written consent of the landlord in each individual case, and is responsible to the landlord for the subtenant.',
      clauseNo:
        'The tenant may not rent out or lend {objektet} to others, except where the law gives the tenant the right to do so.',
    },
    'Skal dere gå gjennom tilstanden til {objektet} sammen ved overtakelsen og tilbakeleveringen?': {
      text: 'Should you go through the condition of {objektet} together at the handover and the return?',
      clauseYes:
        'The parties go through the condition of {objektet} together at the handover and at the return, and write down what they find.',
      clauseNo:
        'The parties do not go through the condition together, and {objektet} is regarded as taken over in good condition unless the tenant reports defects in writing no later than three days after the handover.',
    },
  },

  'share-costs': {
    'Hvordan skal de felles kostnadene fordeles mellom dere?': {
      text: 'How should the common costs be divided between you?',
      options: [
        {
          text: 'Equally',
          clause:
            'The common costs are shared equally between the parties, unless this agreement provides otherwise.',
        },
        {
          text: 'According to use',
          clause:
            'The common costs are divided according to how much each of the parties uses what the costs relate to, unless this agreement provides otherwise.',
        },
      ],
    },
    'Hvordan skal de felles kostnadene betales?': {
      text: 'How should the common costs be paid?',
      options: [
        {
          text: 'Each of us pays in our share in advance',
          clause:
            'Each of the parties pays their share into a joint account, or to the party who handles the payments, before the cost is to be paid.',
        },
        {
          text: 'Whoever pays up front gets the money back',
          clause:
            'The party who pays up front for a common cost shows the receipt, and the other parties pay their share to that party no later than 14 days afterwards.',
        },
      ],
    },
    'Hvem av dere skal ta seg av betalingene og holde oversikt over de felles kostnadene?': {
      text: 'Which of you will handle the payments and keep track of the common costs?',
      clauseTemplate:
        '{{svar}} handles the payments and keeps track of the common costs, and shows the other parties the accounts when one of them asks.',
    },
    'Gjelder kostnadsdelingen noe som skjer én gang, eller noe som løper over tid?': {
      text: 'Does the cost sharing concern something that happens once, or something that runs over time?',
      options: [
        {
          text: 'Something that happens once',
          clause:
            'The cost sharing applies until what the costs relate to has been completed and all common costs have been settled.',
        },
        {
          text: 'Something that runs over time',
          clause:
            'The cost sharing applies until further notice, and a party who wants to leave it gives the other parties written notice at least one month in advance.',
        },
      ],
    },
    'Skal den som trekker seg, betale sin andel av kostnader som allerede er bestilt?': {
      text: 'Should whoever withdraws pay their share of costs that have already been ordered?',
      clauseYes:
        'A party who withdraws still pays their share of costs that were ordered or agreed before the party gave notice.',
      clauseNo:
        'A party who withdraws is released from their share of costs not yet paid, and the other parties cover these costs.',
    },
    'Skal nye felles kostnader over et visst beløp godkjennes av alle på forhånd?': {
      text: 'Should new common costs above a certain amount be approved by everyone in advance?',
      clauseYes:
        'New common costs above the amount limit in this agreement must be approved by all the parties before they are incurred.',
      clauseNo:
        'Each of the parties may incur new common costs without prior approval, within the limits of this agreement.',
    },
    'Over hvilket beløp skal en ny felles kostnad godkjennes av alle på forhånd?': {
      text: 'Above what amount should a new common cost be approved by everyone in advance?',
      clauseTemplate:
        'The amount limit for new common costs that must be approved by all the parties is {{svar}}.',
    },
    'Skal den som ikke betaler sin andel i tide, kunne stenges ute fra det kostnadene gjelder?': {
      text: 'Should whoever does not pay their share on time risk being shut out of what the costs relate to?',
      clauseYes:
        'A party who has not paid their share 14 days after the due date may be shut out of using what the costs relate to until the share has been paid.',
      clauseNo:
        'A party who pays late keeps the right to use what the costs relate to, and pays the share as soon as possible.',
    },
    'Skal penger som er til overs når kostnadsdelingen avsluttes, deles likt?': {
      text: 'Should money left over when the cost sharing ends be shared equally?',
      clauseYes: 'Money left over when the cost sharing ends is paid back to the parties in equal amounts.',
      clauseNo:
        'Money left over when the cost sharing ends is paid back to the parties according to how much each of them has paid in.',
    },
  },

  'live-together': {
    'Hvordan skal de felles kostnadene fordeles mellom dere?': {
      text: 'How should the common costs be divided between you?',
      options: [
        {
          text: 'Equally',
          clause:
            'The fixed housing costs, such as rent or service charges, electricity and internet, are shared equally between the parties, unless this agreement provides otherwise.',
        },
        {
          text: 'According to how much of the home each of us uses alone',
          clause:
            'The fixed housing costs, such as rent or service charges, electricity and internet, are divided according to how large a part of the home each of the parties uses alone, and what the parties use together is regarded as shared equally, unless this agreement provides otherwise.',
        },
      ],
    },
    'Skal dere ha en felles husholdningskasse for mat og forbruksvarer?': {
      text: 'Should you have a joint household fund for food and consumables?',
      clauseYes:
        'The parties have a joint household fund for food and consumables, and anything a party buys beyond that is paid for by that party.',
      clauseNo: 'Each of the parties buys and pays for their own food and consumables.',
    },
    'Hvor mye skal hver av dere betale inn til husholdningskassen hver måned?': {
      text: 'How much should each of you pay into the household fund each month?',
      clauseTemplate: 'The contribution to the household fund is {{svar}} per party per month.',
    },
    'Skal det dere kjøper til felles bruk, eies likt?': {
      text: 'Should what you buy for shared use be owned equally?',
      clauseYes:
        'Household contents and other items that the parties buy for shared use while they live together are owned equally by the parties, regardless of who paid.',
      clauseNo:
        'Household contents and other items that the parties buy while they live together belong to the party who paid, and the parties keep receipts for larger purchases.',
    },
    'Hvor lang tid i forveien skal den som vil flytte ut, gi beskjed?': {
      text: 'How much notice should whoever wants to move out give?',
      options: [
        {
          text: 'One month',
          clause:
            'A party who wants to move out gives the other parties written notice at least one month in advance and pays their share of the housing costs until then.',
        },
        {
          text: 'Two months',
          clause:
            'A party who wants to move out gives the other parties written notice at least two months in advance and pays their share of the housing costs until then.',
        },
        {
          text: 'Three months',
          clause:
            'A party who wants to move out gives the other parties written notice at least three months in advance and pays their share of the housing costs until then.',
        },
      ],
    },
    'Skal alle økonomiske mellomværender gjøres opp senest én måned etter at en av dere har flyttet ut?': {
      text: 'Should all outstanding money matters between you be settled no later than one month after one of you has moved out?',
      clauseYes:
        'When one of the parties moves out, the parties settle all outstanding money matters between them relating to the shared household no later than one month after the move.',
      clauseNo:
        'When one of the parties moves out, the parties settle outstanding money matters between them relating to the shared household as the bills come in.',
    },
    'Skal dere ha en felles innboforsikring?': {
      text: 'Should you have joint contents insurance?',
      clauseYes:
        'The parties have joint contents insurance, and the premium is a common cost shared in the same way as the other common costs.',
      clauseNo:
        'The parties do not have joint contents insurance, and each of the parties insures what they own themselves.',
    },
    'Skal den som skader boligen eller ting dere eier sammen, betale skaden alene?': {
      text: 'Should whoever damages the home or things you own together pay for the damage alone?',
      clauseYes:
        'The party who damages the home or things the parties own together pays for the repair or the compensation alone.',
      clauseNo:
        'The cost of damage to the home and to things the parties own together is shared in the same way as the other common costs, except for damage done intentionally.',
    },
  },

  care: {
    'Hvem av dere skal ta på seg tilsynet eller hjelpen avtalen gjelder?': {
      text: 'Which of you will take on the care or help that the agreement concerns?',
      description:
        'The other parties are those for whom the care or help is provided, or who share the responsibility with the helper.',
      clauseTemplate: '{{svar}} takes on the care or help that this agreement concerns.',
      partyRoles: { chosen: 'helper', others: null },
      section: 'Background',
    },
    'Hvilken dato starter avtalen?': {
      text: 'On what date does the agreement start?',
      clauseTemplate: 'The agreement applies from {{svar}}.',
    },
    'Skal den som hjelper, få betalt?': {
      text: 'Should the helper be paid?',
      clauseYes: 'The helper is paid by the other parties at the rate in this agreement.',
      clauseNo: 'The helper helps without payment.',
    },
    'Hvor mye skal den som hjelper, få betalt?': {
      text: 'How much should the helper be paid?',
      description: 'Enter the amount per hour, per day or for the whole agreement, as you choose below.',
      clauseTemplate: 'The rate of payment is {{svar}}.',
    },
    'Hvordan skal betalingen regnes?': {
      text: 'How should the payment be calculated?',
      options: [
        {
          text: 'Per hour',
          clause:
            'The payment is calculated per hour for the time the care or help actually lasts, and is settled for each month and when the agreement ends, no later than 14 days afterwards.',
        },
        {
          text: 'Per day',
          clause:
            'The payment is calculated per day that the care or help lasts, and is settled for each month and when the agreement ends, no later than 14 days afterwards.',
        },
        {
          text: 'A fixed amount for the whole agreement',
          clause:
            'The rate is a single fixed amount for the whole agreement, and it is paid no later than 14 days after the agreement has ended.',
        },
      ],
    },
    'Skal avtalen gjelde til en bestemt dato?': {
      text: 'Should the agreement apply until a set date?',
      clauseYes: 'The agreement applies up to and including the end date in this agreement.',
      clauseNo: 'The agreement applies until it is ended under the rules of this agreement.',
    },
    'Hvilken dato slutter avtalen?': {
      text: 'On what date does the agreement end?',
      clauseTemplate: 'The agreement ends on {{svar}}.',
    },
    'Hvor lang tid i forveien skal den som vil avslutte avtalen, gi beskjed?': {
      text: 'How much notice should whoever wants to end the agreement give?',
      options: [
        {
          text: 'One week',
          clause: 'Each of the parties may end the agreement in writing with one week’s notice.',
        },
        {
          text: 'One month',
          clause: 'Each of the parties may end the agreement in writing with one month’s notice.',
        },
      ],
    },
    'Skal det den som hjelper, trenger å vite, skrives ned før avtalen starter?': {
      text: 'Should what the helper needs to know be written down before the agreement starts?',
      clauseYes:
        'Before the agreement starts, the parties write down what the helper needs to know, such as routines, arrangements and whom to contact if something happens.',
      clauseNo:
        'Before the agreement starts, the helper is told orally about routines, arrangements and whom to contact if something happens.',
    },
    'Skal den som hjelper, kunne skaffe nødvendig hjelp uten å vente på svar fra de andre?': {
      text: 'Should the helper be able to get necessary help without waiting for an answer from the others?',
      clauseYes:
        'If help from a professional is needed while the agreement applies, the helper may obtain necessary help without waiting for an answer from the other parties, and informs them as soon as possible.',
      clauseNo:
        'If help from a professional is needed while the agreement applies, the helper first clears this with the other parties, except when it is urgent.',
    },
    'Skal de andre betale tilbake utlegg den som hjelper, har mens avtalen gjelder?': {
      text: 'Should the others reimburse expenses the helper has while the agreement applies?',
      clauseYes:
        'The other parties reimburse expenses that the helper has had for what the agreement concerns, against a receipt, no later than seven days afterwards, unless this agreement provides otherwise.',
      clauseNo:
        'The helper covers their own expenses while the agreement applies, such as transport, unless this agreement provides otherwise.',
    },
    'Skal den som hjelper, selv kunne avgjøre hvordan det daglige tilsynet eller den daglige hjelpen gjøres?':
      {
        text: 'Should the helper be able to decide how the daily care or help is carried out?',
        clauseYes:
          'The helper decides how the daily care or help is carried out, unless this agreement provides otherwise.',
        clauseNo:
          'The helper clears it with the other parties before the care or help is carried out differently from what has been agreed, unless this agreement provides otherwise.',
      },
    'Skal den som hjelper, bære kostnaden ved skader som skyldes uforsiktighet?': {
      text: 'Should the helper bear the cost of damage caused by carelessness?',
      description:
        'The question concerns only which of you bears the cost. Towards the person who suffers the damage, the law applies, and someone under 18 is liable for damage only to the extent that is reasonable (the Damages Act (skadeserstatningsloven) § 1-1).',
      clauseYes:
        'Between the parties, the helper bears the cost of damage that occurs while the agreement applies because the helper has been careless, to the extent that no insurance covers the damage.',
      clauseNo:
        'Between the parties, the helper bears the cost of damage that occurs while the agreement applies only when the helper has caused the damage intentionally or through gross negligence.',
    },
  },

  service: {
    'Skal arbeidet betales?': {
      text: 'Is the work to be paid for?',
      options: [
        {
          text: 'Yes, with money',
          clause: 'The work is paid for with money, as this agreement provides.',
        },
        {
          text: 'Yes, with something other than money',
          clause: 'The work is paid for with what this agreement names instead of money.',
        },
        {
          text: 'No, but the expenses are covered',
          clause:
            'The work is carried out without payment, but necessary expenses for the work, such as materials and travel, are covered by the person or persons the work is done for, against receipts.',
        },
        {
          text: 'No, it is a favour between friends',
          clause:
            'The work is carried out without payment and without cover for expenses, except for materials for the work, which are obtained and paid for by the person or persons the work is done for.',
        },
      ],
    },
    'Hva skal arbeidet betales med i stedet for penger?': {
      text: 'What is the work to be paid with instead of money?',
      description: 'For example a favour in return, goods or the use of something.',
      clauseTemplate: 'As payment for the work, the person who carries it out receives: {{svar}}.',
    },
    'Skal arbeidet ha en fast pris for hele oppdraget?': {
      text: 'Should the work have a fixed price for the whole assignment?',
      clauseYes:
        'The work is paid for at the price in this agreement for the whole assignment, regardless of how long the work takes, and the price is paid when the whole assignment has been completed, no later than 14 days afterwards.',
      clauseNo:
        'The work is paid for each time it is done, per hour or per occasion as chosen in this agreement.',
    },
    'Skal arbeidet betales per time eller per gang?': {
      text: 'Should the work be paid for per hour or per occasion?',
      options: [
        {
          text: 'Per hour',
          clause:
            'The work is paid for per hour at the price in this agreement, for the hours the work is actually done.',
        },
        {
          text: 'Fixed price per occasion',
          clause: 'The work is paid for at the price in this agreement for each occasion the work is done.',
        },
      ],
    },
    'Hva er prisen for arbeidet?': {
      text: 'What is the price for the work?',
      description: 'Enter the price for the whole assignment, per hour or per occasion, as you have chosen.',
      clauseTemplate:
        'The price for the work is {{svar}}, calculated for the whole assignment, per hour or per occasion as chosen in this agreement.',
    },
    'Hvem av dere skal utføre arbeidet?': {
      text: 'Which of you will carry out the work?',
      description: 'The other party to the agreement, or the others if there are more of you, is the client.',
      clauseTemplate: '{{svar}} carries out the work for the other parties.',
      partyRoles: { chosen: 'contractor', others: 'client' },
      section: 'Background',
    },
    'Når skal arbeidet betales?': {
      text: 'When is the work to be paid for?',
      options: [
        {
          text: 'Each month',
          clause:
            'The work is paid for each month for what has been done that month, no later than 14 days after the end of the month.',
        },
        {
          text: 'After each occasion',
          clause:
            'The work is paid for after each occasion it has been done, no later than seven days afterwards.',
        },
      ],
    },
    'Skal det som inngår i oppdraget, stå på en skriftlig liste?': {
      text: 'Should what the assignment includes be set out in a written list?',
      clauseYes:
        'The assignment includes only the tasks on a written list that the parties have signed, and other tasks are agreed separately.',
      clauseNo:
        'The assignment includes the work described in this agreement, and smaller additional tasks of the same kind are part of the assignment.',
    },
    'Skal en avtalt gang som avlyses med mindre enn 24 timers varsel, likevel betales?': {
      text: 'Should an agreed occasion that is cancelled with less than 24 hours’ notice still be paid for?',
      clauseYes:
        'If an agreed occasion is cancelled with less than 24 hours’ notice by the person or persons the work is done for, that occasion is paid for as if the work had been done.',
      clauseNo:
        'An agreed occasion that is cancelled by the person or persons the work is done for is not paid for, however short the notice given.',
    },
    'Hvordan skal oppdraget kunne avsluttes?': {
      text: 'How should it be possible to end the assignment?',
      options: [
        {
          text: 'With two weeks’ notice',
          clause:
            'Each of the parties may terminate the assignment in writing with two weeks’ notice, and work that is to be paid for with money under this agreement is paid for what has been done up to then: work per hour or per occasion for what has been done, and a fixed price for the whole assignment in proportion to how much of the assignment has been completed.',
        },
        {
          text: 'It runs until the work is finished',
          clause:
            'The assignment runs until the work has been completed, and none of the parties may terminate it before then, except in the event of material breach.',
        },
        {
          text: 'It runs until a set date',
          clause:
            'The assignment runs until the end date in this agreement, and none of the parties may terminate it before then, except in the event of material breach.',
        },
      ],
    },
    'Hvilken dato slutter oppdraget?': {
      text: 'On what date does the assignment end?',
      clauseTemplate: 'The assignment ends on {{svar}}.',
    },
    'Skal prisen omfatte utstyr og materialer?': {
      text: 'Should the price include equipment and materials?',
      clauseYes:
        'The price for the work includes equipment and materials, which the person who carries out the work obtains.',
      clauseNo:
        'Equipment and materials needed for the work are obtained and paid for separately by the person or persons the work is done for.',
    },
    'Skal den av dere som eventuelt utfører arbeidet, erstatte skade som skyldes uforsiktig arbeid?': {
      text: 'If one of you carries out the work, should that person compensate for damage caused by careless work?',
      clauseYes:
        'When one of the parties carries out the work, that party is liable for damage to the property of the other parties caused by the work being carried out carelessly.',
      clauseNo:
        'When one of the parties carries out the work, that party is liable only for damage to the property of the other parties caused intentionally or through gross negligence.',
    },
  },

  project: {
    'Skal samarbeidet kunne gi inntekter som dere deler?': {
      text: 'Should the collaboration be able to earn income that you share?',
      clauseYes:
        'The collaboration may earn income, and the income is divided between the parties as this agreement provides.',
      clauseNo:
        'The collaboration is not to earn income for the parties, and none of the parties is paid for their work.',
    },
    'Hvem av dere gjør hva i samarbeidet?': {
      text: 'Which of you does what in the collaboration?',
      description: 'For example “Kari gets the materials, Ola does the carpentry, both of us paint”.',
      clauseTemplate: 'The parties have divided the work as follows: {{svar}}.',
    },
    'Hvordan skal utgiftene til materialer og utstyr fordeles?': {
      text: 'How should the expenses for materials and equipment be divided?',
      options: [
        {
          text: 'Equally',
          clause:
            'Expenses for materials and equipment that the parties have approved before the purchase are shared equally between the parties.',
        },
        {
          text: 'Whoever owns what we are working on pays',
          clause:
            'Expenses for materials and equipment are paid by the party who owns what the work is done on.',
        },
      ],
    },
    'Når skal det dere gjør sammen, være ferdig?': {
      text: 'When should what you are doing together be finished?',
      clauseTemplate: 'The parties aim for the work in the collaboration to be finished by {{svar}}.',
    },
    'Skal dere kunne få arbeidet gjort av andre hvis en av dere ikke gjør sin del?': {
      text: 'Should you be able to have the work done by others if one of you does not do their part?',
      clauseYes:
        'If a party does not do the part of the work that the party has undertaken, and has still not done it 14 days after a written reminder, the other parties may have that part done by others at the expense of that party.',
      clauseNo:
        'If a party does not do the part of the work that the party has undertaken, the parties divide the work among themselves again, and none of the parties may demand payment from the others for it.',
    },
    'Hvem skal eie det dere lager eller bygger sammen?': {
      text: 'Who should own what you make or build together?',
      options: [
        {
          text: 'We own it together, equally',
          clause:
            'What the parties make or build in the collaboration is owned by the parties jointly in equal shares.',
        },
        {
          text: 'Whoever owns what we are working on',
          clause:
            'What the parties make or build in the collaboration belongs to the party who owns what the work is done on.',
        },
      ],
    },
    'Hvordan skal inntektene fra samarbeidet fordeles?': {
      text: 'How should the income from the collaboration be divided?',
      options: [
        {
          text: 'Equally',
          clause: 'The income from the collaboration is shared equally between the parties.',
        },
        {
          text: 'According to the hours each of us puts in',
          clause:
            'The income from the collaboration is divided according to how many hours each of the parties has put in, based on timesheets that the parties keep.',
        },
      ],
    },
    'Skal rettighetene til det dere lager, eies i fellesskap?': {
      text: 'Should the rights to what you create be owned jointly?',
      description: 'For example texts, music, code, images and design.',
      clauseYes:
        'The rights to what is created in the collaboration are owned by the parties jointly in equal shares.',
      clauseNo:
        'Each of the parties owns the rights to what that party has created, and gives the collaboration the right to use it for as long as the collaboration lasts.',
    },
    'Skal viktige beslutninger kreve at alle er enige?': {
      text: 'Should important decisions require everyone to agree?',
      clauseYes: 'Important decisions about the collaboration require agreement between all the parties.',
      clauseNo:
        'Important decisions about the collaboration are made by a majority of the parties, and if the votes are tied, the proposal is rejected.',
    },
    'Skal felles utgifter trekkes fra inntektene før de fordeles?': {
      text: 'Should common expenses be deducted from the income before it is divided?',
      clauseYes:
        'Expenses of the collaboration that the parties have approved are deducted from the income before the income is divided between the parties.',
      clauseNo:
        'Each of the parties covers their own expenses for the collaboration, and the income is divided without deduction for expenses.',
    },
    'Hvor lang tid i forveien skal den som vil slutte i samarbeidet, gi beskjed?': {
      text: 'How much notice should whoever wants to leave the collaboration give?',
      options: [
        {
          text: 'One month',
          clause:
            'A party who wants to leave the collaboration gives the other parties written notice at least one month in advance and completes the tasks that the party has undertaken.',
        },
        {
          text: 'Three months',
          clause:
            'A party who wants to leave the collaboration gives the other parties written notice at least three months in advance and completes the tasks that the party has undertaken.',
        },
      ],
    },
    'Skal den som slutter, fortsatt få sin andel av inntekter fra det som ble laget mens vedkommende var med?':
      {
        text: 'Should whoever leaves still receive their share of income from what was made while they took part?',
        clauseYes:
          'A party who leaves still receives their share of income from what was made while the party took part in the collaboration.',
        clauseNo:
          'A party who leaves receives their share of income earned up to the time the party leaves, but no share of later income.',
      },
  },

  company: {
    'Hvor stor andel av virksomheten skal hver av dere eie?': {
      text: 'How large a share of the business should each of you own?',
      description:
        'Write the name and share of each of you, for example “Kari Nordmann 60% and Ola Hansen 40%”.',
      clauseTemplate: 'The ownership shares in the business are: {{svar}}.',
      section: 'Background',
    },
    'Hvor mye skal dere til sammen skyte inn i virksomheten ved oppstarten?': {
      text: 'How much should you together put into the business at the start?',
      clauseTemplate:
        'The parties together put {{svar}} into the business at the start, divided according to the ownership shares.',
    },
    'Skal viktige beslutninger kreve at alle er enige?': {
      text: 'Should important decisions require everyone to agree?',
      clauseYes:
        'Important decisions in the business, such as major purchases, taking out loans and hiring employees, require agreement between all the parties.',
      clauseNo:
        'Important decisions in the business are made by a majority according to ownership share, and if the votes are tied, the proposal is rejected.',
    },
    'Skal overskudd deles ut til dere hvert år?': {
      text: 'Should profits be distributed to you each year?',
      clauseYes:
        'Profits that are not needed for the operation of the business are distributed to the parties according to ownership share once a year.',
      clauseNo:
        'Profits remain in the business and are used in its operation for the first three years after the start.',
    },
    'Skal den av dere som arbeider i virksomheten, få betalt for arbeidet ut over andelen av overskuddet?': {
      text: 'Should whichever of you works in the business be paid for the work in addition to the share of the profits?',
      clauseYes:
        'A party who works in the business is paid per hour for the work at the rate in this agreement, and the payment is deducted before the profit is calculated.',
      clauseNo: 'The parties are not paid for work in the business beyond their share of the profits.',
    },
    'Hvor mye skal en av dere få per time for arbeid i virksomheten?': {
      text: 'How much should one of you receive per hour for work in the business?',
      clauseTemplate: 'The rate for work in the business is {{svar}} per hour.',
    },
    'Skal dere ha forkjøpsrett hvis en av dere vil selge andelen sin?': {
      text: 'Should you have a right of pre-emption if one of you wants to sell their share?',
      clauseYes:
        'A party who wants to leave the business first offers their share to the other parties at market value, set by an independent valuation if the parties do not agree.',
      clauseNo:
        'The parties agree on no right of pre-emption among themselves beyond what may follow from the law or from the articles of association of the business.',
    },
    'Skal dere skyte inn mer penger etter eierandel hvis virksomheten trenger det?': {
      text: 'Should you put more money into the business according to ownership share if the business needs it?',
      clauseYes:
        'If the business needs more money, the parties put in what is needed according to ownership share, up to the same amount that each of them put in at the start.',
      clauseNo:
        'None of the parties has a duty to put more money into the business than that party put in at the start.',
    },
    'Skal det dere lager eller kjøper for virksomheten, tilhøre virksomheten?': {
      text: 'Should what you make or buy for the business belong to the business?',
      clauseYes:
        'Equipment, rights and other things that the parties make or buy for the business belong to the business, also after a party has left.',
      clauseNo:
        'Equipment and rights belong to the party who has made or paid for them, and the business may use them for as long as that party is a co-owner.',
    },
  },

  estate: {
    'Hvem av dere skal ha ansvaret for det praktiske arbeidet med boet?': {
      text: 'Which of you will be responsible for the practical work on the estate?',
      clauseTemplate:
        '{{svar}} is responsible for the practical work on the estate, keeps the other parties informed and has documented expenses covered by the estate.',
    },
    'Skal dere overta boet til privat skifte?': {
      text: 'Should you take over the estate for private distribution?',
      description:
        'The heirs who take over the estate for private distribution become, as a general rule, personally liable for all the debts of the deceased, including the part that exceeds what the estate owns. A public notice to creditors before you take over gives an overview of the debts.',
      clauseYes:
        'The parties take over the estate for private distribution and are aware that they will then, as a general rule, be personally, jointly and severally liable for the debts of the deceased, including debts that exceed what the estate owns.',
      clauseNo:
        'None of the parties assumes liability for the debts of the deceased, and the estate is then administered publicly by the district court (tingretten) if no other heirs assume the debts, and what this agreement otherwise says about the settlement applies only to the extent that the administration of the estate leaves the parties room for it.',
    },
    'Skal verdien av {objektet} settes av en uavhengig takstmann?': {
      text: 'Should the value of {objektet} be set by an independent valuer?',
      clauseYes:
        'The value of {objektet} and of other larger assets in the estate is set by an independent valuer, and the cost is covered by the estate.',
      clauseNo:
        'The parties jointly set the value of {objektet} and of other assets in the estate, based on what similar items sell for.',
    },
    'Skal dere velge etter tur når flere av dere ønsker den samme gjenstanden?': {
      text: 'Should you take turns to choose when several of you want the same item?',
      clauseYes:
        'If several of the parties want the same item from the estate, the parties choose in turn in an order decided by drawing lots, and the value is deducted from the inheritance share of the party who receives the item.',
      clauseNo:
        'If several of the parties want the same item from the estate, they bid for the item among themselves with the set value as the lowest bid, and the highest bidder receives the item against the bid being deducted from the inheritance share of that party.',
    },
    'Hvilken dato skal oppgjøret senest være ferdig?': {
      text: 'What is the latest date by which the settlement is to be completed?',
      clauseTemplate: 'The parties complete the settlement no later than {{svar}}.',
    },
    'Skal den som bruker {objektet} før oppgjøret, betale de løpende utgiftene for den tiden?': {
      text: 'Should whoever uses {objektet} before the settlement pay the running costs for that time?',
      clauseYes:
        'The party who uses {objektet} before the settlement has been completed pays the running costs of {objektet} for the time the party uses {objektet}, unless this agreement provides otherwise.',
      clauseNo:
        'The running costs of {objektet} until the settlement has been completed are covered by the estate, also when one of the parties uses {objektet}, unless this agreement provides otherwise.',
    },
    'Skal det ingen av dere ønsker å overta fra boet, selges?': {
      text: 'Should what none of you wants to take over from the estate be sold?',
      clauseYes:
        'What none of the parties wants to take over from the estate is sold, and the proceeds are divided according to the inheritance shares.',
      clauseNo:
        'Movable property that none of the parties wants to take over from the estate is given away or thrown out, and the cost of clearing is covered by the estate, while anything else that none of the parties wants to take over is sold.',
    },
    'Skal hver av dere kunne ta en minnegjenstand uten at verdien trekkes fra arveparten?': {
      text: 'Should each of you be able to take a keepsake without its value being deducted from your inheritance share?',
      clauseYes:
        'Each of the parties may take one keepsake of little value from the estate without its value being deducted from their inheritance share, and if several want the same keepsake, the matter is decided by drawing lots.',
      clauseNo:
        'Everything a party takes from the estate, including keepsakes, is counted at its value and deducted from their inheritance share.',
    },
    'Skal all kjent gjeld og alle utgifter i boet betales før noe fordeles?': {
      text: 'Should all known debts and all expenses of the estate be paid before anything is distributed?',
      clauseYes:
        'The parties pay all known debts and all expenses of the estate, including the funeral expenses, before any of the inheritance is distributed.',
      clauseNo:
        'The parties may distribute parts of the inheritance before all debts have been paid, but keep back enough in the estate for the known debts and expenses, including those for the funeral, to be paid.',
    },
    'Skal en av dere kunne overta {objektet} mot å betale de andre ut?': {
      text: 'Should one of you be able to take over {objektet} by buying out the others?',
      clauseYes:
        'One of the parties may take over {objektet} at the value set under this agreement, on condition that the value is deducted from the inheritance share of the party taking over, and that anything exceeding that inheritance share is paid to the other parties before {objektet} is taken over.',
      clauseNo:
        'None of the parties takes over {objektet} alone by buying out the others, and {objektet} is distributed or sold as this agreement otherwise provides.',
    },
    'Skal oppgjøret settes opp skriftlig og signeres av alle før noe betales ut?': {
      text: 'Should the settlement be set out in writing and signed by everyone before anything is paid out?',
      clauseYes:
        'Before anything is paid out, the party responsible for the practical work on the estate draws up an overview of the assets, debts and expenses of the estate and of what each of the parties receives, and all the parties sign the overview.',
      clauseNo:
        'The parties distribute the estate without an overview signed by everyone, but the party responsible for the practical work on the estate shows the other parties what has been paid in and out when any of them asks.',
    },
    'Skal {objektet} holdes forsikret fram til oppgjøret er ferdig?': {
      text: 'Should {objektet} be kept insured until the settlement has been completed?',
      clauseYes:
        'The estate keeps {objektet} insured until the settlement has been completed, and the insurance is paid for by the estate.',
      clauseNo:
        'The estate takes out no separate insurance for {objektet}, and losses before the settlement has been completed are borne by the parties according to their inheritance shares.',
    },
  },

  neighbours: {
    'Hvordan skal de felles kostnadene fordeles mellom dere?': {
      text: 'How should the common costs be divided between you?',
      options: [
        {
          text: 'Equally',
          clause: 'Common costs under this agreement are shared equally between the parties.',
        },
        {
          text: 'According to use',
          clause:
            'Common costs under this agreement are divided according to how much each of the parties uses what the costs relate to.',
        },
      ],
    },
    'Skal hver av dere ha ansvaret for vedlikeholdet på egen eiendom?': {
      text: 'Should each of you be responsible for maintenance on your own property?',
      clauseYes:
        'Each of the parties is responsible for maintenance and repairs on their own property, while what is common under this agreement is kept in good repair as this agreement otherwise provides.',
      clauseNo:
        'The parties are jointly responsible for maintenance and repairs of what this agreement concerns, and go through what is needed together at least once a year, unless this agreement provides otherwise.',
    },
    'Hvilke eiendommer gjelder avtalen?': {
      text: 'Which properties does the agreement concern?',
      description:
        'Write the address, cadastral unit number (gnr.) and property unit number (bnr.) of each property, and which of you owns which.',
      clauseTemplate: 'The agreement concerns these properties: {{svar}}.',
      section: 'Background',
    },
    'Skal felles kostnader over et visst beløp i året godkjennes av alle på forhånd?': {
      text: 'Should common costs above a certain amount per year be approved by everyone in advance?',
      clauseYes:
        'Common costs under this agreement that in total exceed the amount limit in this agreement in the course of a year require the consent of all the parties in advance.',
      clauseNo: 'All common costs under this agreement require the consent of all the parties in advance.',
    },
    'Hvor mye kan dere bruke på felles kostnader i året uten at alle har godkjent det?': {
      text: 'How much may you spend on common costs per year without everyone having approved it?',
      clauseTemplate: 'The amount limit for common costs per year is {{svar}}.',
    },
    'Skal endringer nær eiendomsgrensen kreve samtykke fra naboen?': {
      text: 'Should changes near the property boundary require the consent of the neighbour?',
      description:
        'The law has separate rules for measures near the boundary, among other things on the distance from buildings to the neighbouring boundary (the Planning and Building Act § 29-4), and for trees and other things that are a nuisance to the neighbour (the Neighbour Act (grannelova)).',
      clauseYes:
        'Changes near the property boundary, such as new fences, hedges, trees, buildings or altered terrain, require the written consent of the other parties, unless this agreement provides otherwise.',
      clauseNo:
        'Changes on a party’s own property near the property boundary do not require the consent of the other parties under this agreement, but the party making them gives the other parties written notice at least two weeks in advance and follows the rules the law has for such changes.',
    },
    'Skal dere gjøre større arbeid selv i stedet for å leie inn hjelp?': {
      text: 'Should you do larger jobs yourselves instead of hiring help?',
      clauseYes:
        'Larger jobs that the parties have decided to do together are carried out by the parties themselves as a joint voluntary effort.',
      clauseNo:
        'Larger jobs that the parties have decided to do together are given to someone who is paid for the work, and the cost is shared in the same way as the other common costs.',
    },
    'Skal den som forårsaker en skade, betale reparasjonen alene?': {
      text: 'Should whoever causes damage pay for the repair alone?',
      clauseYes:
        'The party who causes damage to shared facilities or to the property of the others pays for the repair alone.',
      clauseNo:
        'The cost of damage to shared facilities is shared in the same way as the other common costs, regardless of who caused the damage, except for damage done intentionally.',
    },
    'Skal avtalen tinglyses på eiendommene?': {
      text: 'Should the agreement be registered against the properties?',
      description:
        'A right over someone else’s property, such as a right of way or a right of use, can be registered as an encumbrance on that property with the consent of the owner, and only then is it protected against a new owner or mortgagee who did not know of it (the Land Registration Act (tinglysingsloven) § 20 and § 21). Other terms of the agreement, such as the division of costs, bind only the parties.',
      clauseYes:
        'The rights under this agreement that concern the properties and can be registered are registered as a declaration against the property or properties they concern, and the parties consent to the registration and sign what is needed for it.',
      clauseNo:
        'The agreement is not registered, and the parties are aware that a right under this agreement may then lapse in relation to a new owner or mortgagee who did not know of it.',
    },
    'Skal avtalen kunne sies opp med tre måneders varsel?': {
      text: 'Should it be possible to terminate the agreement with three months’ notice?',
      clauseYes:
        'Each of the parties may terminate the agreement in writing with three months’ notice, and costs incurred before the agreement ends are settled under the agreement.',
      clauseNo: 'The agreement cannot be terminated by one of the parties alone.',
    },
    'Skal avtalen følge med når en eiendom selges?': {
      text: 'Should the agreement pass to the buyer when a property is sold?',
      clauseYes:
        'A party who sells their property gives the buyer a copy of this agreement before the sale and asks the buyer to take the place of that party in the agreement.',
      clauseNo:
        'The agreement ends for a party who sells their property, except for rights under this agreement that have been registered.',
    },
  },

  promise: {
    'Hva lover dere hverandre?': {
      text: 'What do you promise each other?',
      description:
        'Write the promise or the rules so concretely that you can later see whether they have been kept, for example “None of us uses snus from 1 January” or “Henrik is to be home by 22:00 on weekdays”. If the rules concern a child, write the child into the promise: everyone who signs in Avtalt must be over 18. A promise about how you will live is first and foremost an agreement you make with each other, and Avtalt cannot say whether it can be enforced in law.',
      clauseTemplate: 'The parties promise each other the following: {{svar}}.',
    },
    'Fra hvilken dato gjelder løftet?': {
      text: 'From what date does the promise apply?',
      clauseTemplate: 'The promise applies from {{svar}}.',
    },
    'Hvor lenge skal løftet gjelde?': {
      text: 'How long should the promise apply?',
      options: [
        { text: 'Until a set date', clause: 'The promise applies until the end date in this agreement.' },
        {
          text: 'Until we agree to end it',
          clause: 'The promise applies until the parties agree in writing to end it.',
        },
        {
          text: 'Until one of us ends it',
          clause:
            'Each of the parties may end the promise for their part by giving the other parties written notice, and this takes precedence over what this agreement otherwise says about termination.',
        },
      ],
    },
    'Hvilken dato slutter løftet?': {
      text: 'On what date does the promise end?',
      clauseTemplate: 'The promise ends on {{svar}}.',
    },
    'Setter løftet en grense som kan måles?': {
      text: 'Does the promise set a limit that can be measured?',
      description:
        'For example at most NOK 300 per gift, at most two evenings out a week or home by 22:00 at the latest. You then enter the limit here, so that it is easy to see whether it has been kept.',
      options: [
        {
          text: 'Yes, an amount',
          clause: 'The promise sets a limit in money, which is stated in this agreement.',
        },
        {
          text: 'Yes, a number or a time',
          clause: 'The promise sets a limit on a number or a time, which is stated in this agreement.',
        },
        {
          text: 'No',
          clause: 'The promise sets no limit in money, number or time beyond what the parties have written.',
        },
      ],
    },
    'Hvilket beløp er grensen?': {
      text: 'What amount is the limit?',
      description:
        'State in the promise above whether the amount applies per occasion, per month or per year.',
      clauseTemplate: 'The amount limit in the promise is {{svar}}, for the period the promise states.',
    },
    'Hva er grensen?': {
      text: 'What is the limit?',
      description:
        'Write the number and what it applies to, for example “at most two evenings out a week”, “home by 22:00 at the latest on weekdays” or “at most two hours of screen time a day”.',
      clauseTemplate: 'The limit in the promise is as follows: {{svar}}.',
    },
    'Hva skal skje hvis en av dere bryter løftet?': {
      text: 'What should happen if one of you breaks the promise?',
      options: [
        {
          text: 'We talk about it and carry on',
          clause:
            'If one of the parties breaks the promise, that party tells the others, and the parties talk about it and carry on.',
        },
        {
          text: 'Whoever breaks it pays a fine',
          clause: 'If one of the parties breaks the promise, that party pays the fine this agreement states.',
        },
        {
          text: 'Whoever breaks it does something we have agreed',
          clause:
            'If one of the parties breaks the promise, that party does what this agreement says is to happen on a breach.',
        },
        {
          text: 'The promise lapses for everyone',
          clause:
            'If one of the parties breaks the promise, the promise lapses for all the parties, and this takes precedence over what this agreement otherwise says about how long the promise applies.',
        },
      ],
    },
    'Hvor stor skal boten være?': {
      text: 'How large should the fine be?',
      description:
        'The fine goes to the other parties, who can spend it on something you do together. If you want it to go to a good cause, write that in the promise.',
      clauseTemplate:
        'Whoever breaks the promise pays {{svar}} as a fine to the other parties each time, within 14 days after the breach, unless the promise says that the fine is to go to a good cause.',
    },
    'Hva skal den som bryter løftet, gjøre?': {
      text: 'What should whoever breaks the promise do?',
      description: 'For example cook dinner for the others or do the washing-up for a week.',
      clauseTemplate: 'The party who breaks the promise is to do the following: {{svar}}.',
    },
    'Hvordan skal dere følge med på at løftet holdes?': {
      text: 'How will you keep track of whether the promise is kept?',
      options: [
        {
          text: 'We talk together every week',
          clause: 'The parties talk together every week about how the promise is going.',
        },
        {
          text: 'Each of us keeps a simple log',
          clause:
            'Each of the parties keeps a simple log of how the promise is being kept, which the other parties can see.',
        },
        {
          text: 'We trust each other',
          clause: 'The parties do not follow up the promise in any particular way, but trust each other.',
        },
      ],
    },
    'Skal det være unntak fra løftet?': {
      text: 'Should there be exceptions to the promise?',
      clauseYes: 'The promise does not apply in the exceptions this agreement mentions.',
      clauseNo: 'The promise has no exceptions beyond what this agreement otherwise says.',
    },
    'Hvilke unntak skal gjelde?': {
      text: 'What exceptions should apply?',
      description: 'For example birthdays, holidays or when everyone agrees in advance.',
      clauseTemplate: 'The promise does not apply in these cases: {{svar}}.',
    },
    'Skal dere markere det når løftet er holdt?': {
      text: 'Should you celebrate when the promise has been kept?',
      clauseYes:
        'When the promise has been kept for as long as it was to apply, the parties celebrate in the way this agreement says.',
      clauseNo: 'The parties have not agreed on any celebration or reward for keeping the promise.',
    },
    'Hvordan skal dere markere det?': {
      text: 'How will you celebrate?',
      clauseTemplate: 'When the promise has been kept, the parties celebrate as follows: {{svar}}.',
    },
    'Skal en av dere kunne ta en pause fra løftet ved sykdom eller andre tunge perioder?': {
      text: 'Should one of you be able to take a break from the promise during illness or other difficult periods?',
      clauseYes:
        'A party may take a break from the promise during illness or other difficult periods after telling the other parties, and the promise applies again when the period is over.',
      clauseNo:
        'The promise also applies during periods of illness or other strain, as far as it is possible to keep it.',
    },
    'Skal det dere lover, bli mellom dere?': {
      text: 'Should what you promise stay between you?',
      clauseYes:
        'The parties do not tell others about the promise or how it is going unless all the parties agree, except when a party needs help, for example from health professionals or a mediator, or to resolve a disagreement about the agreement.',
      clauseNo: 'Each of the parties may tell others about the promise.',
    },
  },
};
