/** The topic «Utleie av hybel eller rom» in English (docs/languages.md). */
import type { TopicTranslation } from '../catalogue-translation.types';

export const hybelUtleieEn: TopicTranslation = {
  title: 'Letting a bedsit or room',
  description:
    'For you if you let out a bedsit or a room in your home, and for the person who rents it. Agree on rent, deposit, lease term, notice and house rules, under the rules of the Tenancy Act (husleieloven).',
  document: {
    heading: 'Tenancy agreement for a bedsit',
    termClause:
      'When the tenancy ends, the tenant shall return the bedsit with all keys, tidied, cleaned and in the same condition as when the tenant moved in, apart from normal wear and tear (the Tenancy Act (husleieloven) § 10-2).',
    disputeClause:
      'The parties shall first try to resolve any disagreement about the tenancy through negotiation. If that does not succeed, each of the parties may bring the matter before the Rent Disputes Tribunal (Husleietvistutvalget, HTU), which hears disputes about the rental of homes throughout the country instead of the Conciliation Board (forliksrådet), and the decision of the HTU may be brought before the district court (tingretten).',
  },
  paymentLabels: {
    husleie: 'Rent',
  },
  questions: {
    utleier: {
      text: 'Which of you is letting the bedsit?',
      description: 'The other party to the agreement is the tenant.',
      section: 'Background',
      clauseTemplate: '{{svar}} lets the bedsit to the other parties.',
      partyRoles: { chosen: 'landlord', others: 'tenant' },
    },
    adresse: {
      text: 'What is the address of the home?',
      description: 'Write the street address, postcode and town.',
      section: 'Background',
      clauseTemplate: 'The bedsit is located at {{svar}}.',
    },
    hybelen: {
      text: 'Which room or which part of the home is being let?',
      description: 'For example the upstairs bedroom, or the bedsit in the basement with its own bathroom.',
      section: 'Background',
      clauseTemplate: 'The tenancy concerns {{svar}}.',
    },
    'deler-med-utleier': {
      text: 'Does the tenant share the kitchen, the bathroom or both with the landlord?',
      description:
        "If someone rents a single room and has access to the landlord's home, the notice period is one month unless you agree otherwise (the Tenancy Act (husleieloven) § 9-6).",
      section: 'Background',
      options: [
        {
          text: 'Yes, both kitchen and bathroom',
          clause:
            "The bedsit is a single room, and under the agreement the tenant has access to the kitchen and bathroom in the landlord's home.",
        },
        {
          text: 'Yes, only the kitchen',
          clause:
            "The bedsit is a single room with its own bathroom, and under the agreement the tenant has access to the kitchen in the landlord's home.",
        },
        {
          text: 'Yes, only the bathroom',
          clause:
            "The bedsit is a single room with its own kitchen, and under the agreement the tenant has access to the bathroom in the landlord's home.",
        },
        {
          text: 'No, the bedsit has its own kitchen and bathroom',
          clause: 'The bedsit has its own kitchen and bathroom.',
        },
      ],
    },
    husleie: {
      text: 'How much is the rent per month?',
      description:
        "Each of you may demand that the rent be adjusted in line with the consumer price index, at the earliest one year after it was last set and with one month's written notice.",
      section: 'Rent and deposit',
      clauseTemplate:
        'The rent is {{svar}} per month, and each of the parties may demand that it be adjusted in line with the consumer price index under the rules in the Tenancy Act (husleieloven) § 4-2.',
    },
    forfallsdag: {
      text: 'On which day of the month is the rent to be paid?',
      description: 'Write the day as a number, for example 1.',
      section: 'Rent and deposit',
      clauseTemplate:
        "The rent shall be paid in advance into the landlord's bank account no later than day {{svar}} of each month.",
      checks: ['Enter a day of the month from 1 to 31.', 'Enter a day of the month from 1 to 31.'],
    },
    'strom-internett': {
      text: 'What does the rent include of electricity and internet?',
      section: 'Rent and deposit',
      options: [
        { text: 'Both electricity and internet', clause: 'The rent includes electricity and internet.' },
        {
          text: 'Internet, but not electricity',
          clause:
            'The rent includes internet, and the tenant shall in addition pay for the electricity used in the bedsit according to metered consumption.',
        },
        {
          text: 'Neither',
          clause:
            'The tenant has their own subscriptions for electricity and internet for the bedsit and pays for them personally.',
        },
      ],
    },
    depositum: {
      text: 'Is the tenant to pay a deposit?',
      description:
        "The deposit may be at most six months' rent and must be held in a separate deposit account in the tenant's name (the Tenancy Act (husleieloven) § 3-5).",
      section: 'Rent and deposit',
      clauseYes:
        "The tenant shall pay a deposit, which is to be placed in a separate deposit account in the tenant's name, and the landlord shall pay the costs of opening the account (the Tenancy Act (husleieloven) § 3-5).",
      clauseNo: 'The tenant does not pay a deposit.',
    },
    'depositum-belop': {
      text: 'How large is the deposit to be?',
      description: 'At most six times the monthly rent.',
      section: 'Rent and deposit',
      clauseTemplate: 'The deposit is {{svar}}.',
      checks: [
        'The deposit may be at most six times the monthly rent (the Tenancy Act (husleieloven) § 3-5). Enter a lower amount.',
      ],
    },
    innflytting: {
      text: 'On which date does the tenancy start?',
      section: 'Lease term and notice',
      clauseTemplate: 'The tenancy starts on {{svar}}, and the tenant receives the keys the same day.',
    },
    leietid: {
      text: 'Is the tenancy agreement to run until a set date?',
      description:
        "As a main rule, a fixed-term tenancy agreement for a home must last at least three years, or one year for an attic or basement flat in a detached house or a home in a two-dwelling house where the landlord lives. A shorter term requires that the landlord or the landlord's household is to live there, or another objective reason, and the reason must be stated in the agreement. Otherwise the agreement applies as one for an indefinite term (the Tenancy Act (husleieloven) § 9-3).",
      section: 'Lease term and notice',
      options: [
        {
          text: 'No, it runs until notice is given',
          clause:
            'The tenancy agreement is for an indefinite term and runs until one of the parties gives notice to terminate it.',
        },
        {
          text: 'Yes, until an agreed end date',
          clause:
            'The tenancy agreement is for a fixed term and ends without notice on the end date, and none of the parties may give notice to terminate it during the lease term; however, if the lease term does not meet the conditions in the Tenancy Act (husleieloven) § 9-3, the tenancy agreement applies as one for an indefinite term.',
        },
      ],
    },
    'tidsbestemt-grunnlag': {
      text: 'What is the basis for the fixed lease term?',
      description:
        'Three years or more requires no reason. One year is enough for an attic or basement flat in a detached house or a home in a two-dwelling house where the landlord lives in the same house. A shorter term requires a reason stated in the agreement, and the bedsit must be used as the reason says when the lease term expires.',
      section: 'Lease term and notice',
      options: [
        {
          text: 'The lease term is at least three years',
          clause:
            'The lease term is at least three years, which is the statutory minimum term for a fixed-term tenancy agreement for a home (the Tenancy Act (husleieloven) § 9-3).',
        },
        {
          text: 'The bedsit is an attic or basement flat in a detached house or a home in a two-dwelling house where the landlord lives, and the lease term is at least one year',
          clause:
            'The bedsit is an attic or basement flat in a detached house or a home in a two-dwelling house, the landlord personally lives in the house, and the lease term is at least one year, which is the statutory minimum term for such a home (the Tenancy Act (husleieloven) § 9-3).',
        },
        {
          text: 'The landlord or someone in the household is to live in the bedsit when the lease term expires',
          clause:
            "If the lease term is shorter than the statutory minimum, the reason is that the bedsit is to be used as a home by the landlord or someone belonging to the landlord's household when the lease term expires; by this agreement the tenant has been informed of the reason in writing; and if the bedsit is not to be used in that way when the lease term expires, the tenancy agreement applies as one for an indefinite term (the Tenancy Act (husleieloven) § 9-3).",
        },
        {
          text: 'Another objective reason, which we write in',
          clause:
            'If the lease term is shorter than the statutory minimum, it may be so only for an objective reason written into the agreement, of which the tenant has thereby been informed in writing; if no such reason is stated in the agreement, if the reason is not genuine, or if the bedsit is not to be used in accordance with it when the lease term expires, the tenancy agreement applies as one for an indefinite term (the Tenancy Act (husleieloven) § 9-3).',
        },
      ],
    },
    'tidsbestemt-grunn': {
      text: 'What is the objective reason for the shorter lease term?',
      description:
        'For example that the home is to be sold, rebuilt or demolished when the lease term expires. Describe the reason concretely enough for it to be verified.',
      section: 'Lease term and notice',
      clauseTemplate: 'The reason for the fixed lease term is: {{svar}}.',
    },
    sluttdato: {
      text: 'On which date does the tenancy end?',
      section: 'Lease term and notice',
      clauseTemplate: 'The tenancy ends on {{svar}}.',
      checks: [
        'The end date must be after the date the tenancy starts. Enter a later end date.',
        'You have stated that the lease term is at least three years, but the end date is less than three years after the tenancy starts (the Tenancy Act (husleieloven) § 9-3). Enter a later end date, or choose the reason that applies.',
        'For an attic or basement flat or a home in a two-dwelling house where the landlord lives, the lease term must be at least one year (the Tenancy Act (husleieloven) § 9-3). Enter an end date at least one year after the tenancy starts, or choose the reason that applies.',
      ],
    },
    oppsigelsesfrist: {
      text: 'How long is the notice period to be?',
      description:
        "Without an agreement, the period is one month for a single room with access to the landlord's home, and otherwise three months (the Tenancy Act (husleieloven) § 9-6).",
      section: 'Lease term and notice',
      options: [
        {
          text: 'One month',
          clause:
            "Each of the parties may terminate the tenancy agreement in writing with one month's notice, calculated from the end of the calendar month in which notice is given, and the landlord's notice must also meet the requirements of the Tenancy Act (husleieloven).",
        },
        {
          text: 'Two months',
          clause:
            "Each of the parties may terminate the tenancy agreement in writing with two months' notice, calculated from the end of the calendar month in which notice is given, and the landlord's notice must also meet the requirements of the Tenancy Act (husleieloven).",
        },
        {
          text: 'Three months',
          clause:
            "Each of the parties may terminate the tenancy agreement in writing with three months' notice, calculated from the end of the calendar month in which notice is given, and the landlord's notice must also meet the requirements of the Tenancy Act (husleieloven).",
        },
      ],
    },
    roykfritt: {
      text: 'Is smoking indoors to be prohibited?',
      section: 'Use and maintenance',
      clauseYes: 'Smoking and the use of e-cigarettes are not permitted indoors in the home.',
      clauseNo: 'The tenant may smoke in the bedsit, but not in rooms shared with others.',
    },
    vedlikehold: {
      text: 'Is maintenance to be divided as the Tenancy Act (husleieloven) divides it where nothing else has been agreed?',
      description:
        'The landlord then maintains the home, while the tenant takes care of door locks, taps, toilets, electrical sockets and switches, the hot water tank, fixtures and furnishings, and smoke alarms in the rented room (the Tenancy Act (husleieloven) § 5-3).',
      section: 'Use and maintenance',
      clauseYes:
        'Maintenance is divided under the Tenancy Act (husleieloven) § 5-3, so that the tenant maintains the door locks, taps, toilets, electrical sockets and switches, hot water tank and fixtures and furnishings in the bedsit, checks the smoke alarms in the bedsit and changes their batteries, while the landlord is responsible for the remaining maintenance.',
      clauseNo:
        'The landlord is responsible for all maintenance of the bedsit and its fixtures and furnishings, including what the tenant would otherwise have had to do under the Tenancy Act (husleieloven) § 5-3.',
    },
    befaring: {
      text: 'Are you to go through the bedsit together and write down its condition on moving in and moving out?',
      section: 'Use and maintenance',
      clauseYes:
        'The parties go through the bedsit together on moving in and on moving out, write down its condition and any damage, and both sign what has been written.',
      clauseNo: 'The parties carry out no joint inspection of the bedsit on moving in and moving out.',
    },
  },
};
