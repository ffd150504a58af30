/** Kostnadsdeling ved bryllup eller fest in English: the same legal content as `bryllup-og-fest.data.ts`. */
import type { TopicTranslation } from '../catalogue-translation.types';

export const bryllupOgFestEn: TopicTranslation = {
  title: 'Sharing the costs of a wedding or celebration',
  description:
    'For couples getting married, families and friends who share the cost of a wedding, an anniversary or a large celebration. Agree on the budget, who pays for what and who decides.',
  document: {
    heading: 'Agreement on sharing the costs of a celebration',
    termClause:
      'The agreement applies to the celebration it describes and is fulfilled when the costs have been settled between the parties. None of the parties may terminate it alone, and if the celebration is cancelled, the provision on cancellation applies.',
    disputeClause: null,
  },
  questions: {
    anledning: {
      text: 'What is being celebrated?',
      description: 'For example the wedding, a 50th birthday or an anniversary.',
      section: 'Background',
      clauseTemplate: 'The agreement concerns the costs of {{svar}}.',
    },
    'holdes-for': {
      text: 'Who is the celebration held for?',
      description: 'Write the full name of each of them, for example Kari Nordmann and Ola Hansen.',
      section: 'Background',
      clauseTemplate: 'The celebration is held for {{svar}}.',
    },
    'fest-dato': {
      text: 'On what date will the celebration be held?',
      section: 'Background',
      clauseTemplate: 'The celebration is held on {{svar}}.',
    },
    'samlet-budsjett': {
      text: 'Will you set an overall budget for the celebration?',
      section: 'Budget and contributions',
      clauseYes:
        'The parties set an overall budget for the celebration, and the budget may only be exceeded with the consent of all the parties.',
      clauseNo:
        'The parties do not set an overall budget for the celebration, and the costs are divided according to the other terms of this agreement.',
    },
    'budsjett-belop': {
      text: 'How large will the overall budget for the celebration be?',
      section: 'Budget and contributions',
      clauseTemplate: 'The overall budget for the celebration is {{svar}}.',
    },
    kostnadsfordeling: {
      text: 'How will the costs of the celebration be shared between you?',
      section: 'Budget and contributions',
      options: [
        { text: 'Equally', clause: 'The costs of the celebration are shared equally between the parties.' },
        {
          text: 'By how many guests each invites',
          clause:
            'The costs of the celebration are divided according to how many guests each of the parties invites.',
        },
        {
          text: 'By income',
          clause: 'The costs of the celebration are divided in proportion to the incomes of the parties.',
        },
      ],
    },
    'bidrag-fra-familie': {
      text: 'Will parents or other family members contribute money to the celebration?',
      section: 'Budget and contributions',
      clauseYes:
        'Contributions from parents or other family members are used to cover the costs of the celebration before the remainder is divided between the parties.',
      clauseNo: 'The celebration is financed by the parties alone.',
    },
    'bidragsytere-far-si-sitt': {
      text: 'Should those who contribute money have the right to be heard before important decisions are made?',
      section: 'Budget and contributions',
      clauseYes:
        'The parties consult those who contribute money to the celebration before important decisions are made, but make the final decisions themselves.',
      clauseNo:
        'The parties make the decisions about the celebration without having to consult those who contribute money.',
    },
    'like-mange-gjester': {
      text: 'Should each of you be able to invite the same number of guests?',
      section: 'Guests and bookings',
      clauseYes: 'Each of the parties may invite the same number of guests.',
      clauseNo: 'The guest list is drawn up jointly without fixed quotas.',
    },
    alkohol: {
      text: 'Should alcohol for the guests count as a shared cost of the celebration?',
      section: 'Guests and bookings',
      clauseYes: 'Alcohol for the guests counts as a shared cost of the celebration.',
      clauseNo:
        'Alcohol for the guests is not a shared cost of the celebration, and whichever of the parties buys or orders alcohol pays for it themselves.',
    },
    'bestilling-grense': {
      text: 'Above what amount must a booking be approved by everyone?',
      description:
        'Whoever signs a contract with a supplier, for example the venue or the caterer, is liable to the supplier for the full amount.',
      section: 'Guests and bookings',
      clauseTemplate:
        'Bookings and contracts above {{svar}} must be approved by all the parties before they are entered into, and whichever of the parties enters into a contract with a supplier in their own name is liable to the supplier for the full amount but may require the share of the other parties to be covered in accordance with this agreement.',
    },
    pengegaver: {
      text: 'Should cash gifts be used to cover the costs of the celebration?',
      section: 'Settlement and cancellation',
      clauseYes: 'Cash gifts are used first to cover the costs of the celebration.',
      clauseNo: 'Cash gifts belong to those they were given to and are not used to cover the costs.',
    },
    regnskap: {
      text: 'Will one of you keep accounts and present them after the celebration?',
      section: 'Settlement and cancellation',
      clauseYes:
        'The parties give receipts for their expenses for the celebration to the person keeping the accounts no later than two weeks after the celebration.',
      clauseNo:
        'The parties do not keep separate accounts for the celebration, but each of them presents receipts for their expenses when the costs are settled.',
    },
    regnskapsforer: {
      text: 'Which of you will keep the accounts?',
      section: 'Settlement and cancellation',
      clauseTemplate:
        '{{svar}} keeps accounts of all income and expenses of the celebration and presents them to the other parties no later than one month after the celebration.',
    },
    overskudd: {
      text: 'Should any surplus be divided according to what each of you has contributed?',
      section: 'Settlement and cancellation',
      clauseYes: 'Any surplus is divided between the parties according to what each of them has contributed.',
      clauseNo: 'Any surplus is divided equally between the parties.',
    },
    avlysning: {
      text: 'Should the costs of any cancellation be shared in the same way as the other costs?',
      section: 'Settlement and cancellation',
      clauseYes:
        'If the celebration is cancelled, costs that cannot be refunded are shared in the same way as the other costs.',
      clauseNo:
        'If the celebration is cancelled, each of the parties bears the costs they have incurred themselves.',
    },
  },
};
