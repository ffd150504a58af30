/** «Bofellesskap og kollektiv» in English, beside bofellesskap.data.ts. */
import type { TopicTranslation } from '../catalogue-translation.types';

export const bofellesskapEn: TopicTranslation = {
  title: 'House and flat shares',
  description:
    'For friends, students and others who share a rented home. Agree on rent, deposit, shared expenses, damage, cleaning and moving out.',
  document: {
    heading: 'House Share Agreement',
    termClause:
      'This agreement applies for as long as the parties live together in the home, and it does not change what each of them owes the landlord under the tenancy agreement. A party who moves out leaves this agreement in accordance with the provision on notice of moving out, and this agreement continues to apply to those who remain in the home.',
    disputeClause: null,
  },
  questions: {
    'bolig-adresse': {
      text: 'What is the address of the home you share?',
      description: 'Enter the street address, postcode and town.',
      section: 'Background',
      clauseTemplate: 'The parties share the home at {{svar}}.',
    },
    'utleier-navn': {
      text: 'What is the landlord’s name?',
      description: 'Enter the name as it appears in the tenancy agreement.',
      section: 'Background',
      clauseTemplate: 'The landlord of the home is {{svar}}.',
    },
    'husleie-belop': {
      text: 'What is the total rent per month?',
      section: 'Background',
      clauseTemplate: 'The total rent for the home is {{svar}} per month.',
    },
    'depositum-belop': {
      text: 'What is the total deposit?',
      description: 'Enter 0 if the landlord does not require a deposit.',
      section: 'Background',
      clauseTemplate: 'The deposit for the home totals {{svar}}.',
      checks: [
        "The deposit cannot be more than six months' rent (the Tenancy Act (husleieloven) § 3-5). Check the amount, and check that the rent is the total rent per month.",
      ],
    },
    'leiekontrakt-signert': {
      text: 'Who has signed the tenancy agreement with the landlord?',
      description: 'Whoever has signed it is liable to the landlord.',
      section: 'Background',
      options: [
        {
          text: 'Everyone who lives here',
          clause:
            'All the parties are named as tenants in the tenancy agreement and, as a general rule, are jointly and severally liable to the landlord.',
        },
        {
          text: 'Only one of us',
          clause: 'The tenant sublets the home to the other parties, with the landlord’s consent.',
        },
      ],
    },
    leietaker: {
      text: 'Which of you is named as the tenant in the tenancy agreement?',
      section: 'Background',
      clauseTemplate: '{{svar}} is the sole tenant in relation to the landlord.',
      partyRoles: { chosen: 'head tenant', others: 'subtenant' },
    },
    'rom-fordeling': {
      text: 'Which room does each of you have the use of?',
      description:
        'Enter the name and the room for each of you, for example Kari Nordmann: the bedroom facing the street, Ola Hansen: the bedroom facing the garden.',
      section: 'Background',
      clauseTemplate: 'The rooms are allocated as follows: {{svar}}.',
    },
    'husleie-fordeling': {
      text: 'How is the rent to be split between you?',
      section: 'Rent and deposit',
      options: [
        {
          text: 'Equally',
          clause:
            'The parties split the rent equally, and anyone who has paid more than their share of the rent may require the excess to be covered by the other parties.',
        },
        {
          text: 'By room size',
          clause:
            'The rent is divided according to the size of the room each party has the use of, so that whoever has the largest room pays the most, and anyone who has paid more than their share may require the excess to be covered by the other parties.',
        },
        {
          text: 'By income',
          clause:
            'The rent is divided in proportion to the parties’ incomes, and anyone who has paid more than their share may require the excess to be covered by the other parties.',
        },
      ],
    },
    'husleie-betalingsdag': {
      text: 'By which day of the month must the others pay their share of the rent to the tenant?',
      description: 'Enter the day of the month as a number, for example 25.',
      section: 'Rent and deposit',
      clauseTemplate:
        'The other parties must pay their share of the rent to the tenant no later than day {{svar}} of each month.',
    },
    'depositum-hver-sin-andel': {
      text: 'Is each of you to pay your share of the deposit?',
      description:
        'Under the Tenancy Act (husleieloven) § 3-5, the deposit must be held in a separate deposit account in the name of the tenant under the tenancy agreement.',
      section: 'Rent and deposit',
      clauseYes:
        'Each of the parties must pay their share of the deposit, which is held in a separate deposit account in the name of the person or persons named as tenant in the tenancy agreement (husleieloven § 3-5), and will get their share back on moving out, less any claims by the landlord for which that party is liable.',
      clauseNo: 'The deposit is not split between the parties.',
    },
    'depositum-betaler': {
      text: 'Which of you pays the whole deposit?',
      description:
        'The deposit account is opened in the name of the person who pays. Under the Tenancy Act (husleieloven) § 3-5 the account must be in the tenant’s name, so the person who pays must be named as tenant in the tenancy agreement.',
      section: 'Rent and deposit',
      clauseTemplate:
        '{{svar}} pays the whole deposit, which is held in a separate deposit account in the payer’s name (husleieloven § 3-5), and is solely entitled to have it repaid when the tenancy ends.',
    },
    'strom-internett-likt': {
      text: 'Are electricity and internet to be split equally?',
      section: 'Expenses and damage',
      clauseYes: 'Electricity and internet costs are split equally between the parties.',
      clauseNo:
        'Electricity and internet costs are allocated according to consumption or as separately agreed between the parties.',
    },
    'skader-pa-boligen': {
      text: 'Is whoever has caused damage to the home to cover it alone?',
      section: 'Expenses and damage',
      clauseYes:
        'If the landlord claims compensation for damage to the home or its fixtures and furnishings, the party who caused the damage, personally or through their guests, bears the cost as between the parties.',
      clauseNo:
        'If the landlord claims compensation for damage to the home or its fixtures and furnishings, the cost is split equally between the parties, regardless of who caused the damage.',
    },
    vaskeliste: {
      text: 'Will you have a fixed cleaning rota for the shared areas?',
      section: 'House rules',
      clauseYes:
        'The parties will follow a fixed cleaning rota under which responsibility for the shared areas rotates.',
      clauseNo:
        'The parties have no fixed cleaning rota but will keep the shared areas clean and tidy after use.',
    },
    roykfritt: {
      text: 'Is smoking indoors to be prohibited?',
      section: 'House rules',
      clauseYes: 'Smoking or using e-cigarettes indoors in the home is not permitted.',
      clauseNo:
        'Smoking indoors is permitted in each person’s own room, to the extent the tenancy agreement permits it.',
    },
    'utflytting-varseltid': {
      text: 'How much notice must a person who wants to move out give the others?',
      section: 'Moving out and new residents',
      options: [
        {
          text: 'One month',
          clause:
            'A party who wants to move out must give the other parties written notice at least one month before moving out and pay their share of the rent until the end of the notice period, and after that the person or persons who remain must pay the full rent until a new resident has moved in.',
        },
        {
          text: 'Two months',
          clause:
            'A party who wants to move out must give the other parties written notice at least two months before moving out and pay their share of the rent until the end of the notice period, and after that the person or persons who remain must pay the full rent until a new resident has moved in.',
        },
        {
          text: 'Three months',
          clause:
            'A party who wants to move out must give the other parties written notice at least three months before moving out and pay their share of the rent until the end of the notice period, and after that the person or persons who remain must pay the full rent until a new resident has moved in.',
        },
      ],
    },
    'ny-beboer': {
      text: 'Must everyone approve a new resident before that person moves in?',
      section: 'Moving out and new residents',
      clauseYes:
        'A new resident may move in only once all the parties have approved that person, and the landlord’s consent has been obtained where husleieloven or the tenancy agreement requires it.',
      clauseNo:
        'The person moving out may propose a new resident, whom the other parties may refuse to accept only on objectively justified grounds, provided that the landlord’s consent has been obtained where husleieloven or the tenancy agreement requires it.',
    },
  },
};
