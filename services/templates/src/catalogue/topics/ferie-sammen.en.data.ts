/** Ferie sammen in English, keyed by the bokmål question keys (docs/languages.md). */
import type { TopicTranslation } from '../catalogue-translation.types';

export const ferieSammenEn: TopicTranslation = {
  title: 'Holiday together',
  description:
    'For friends, families and couples travelling together. Agree on the budget, how costs are shared, cancellation and how you spend your time.',
  document: {
    heading: 'Agreement on a shared holiday',
    termClause:
      'The agreement applies to the holiday it describes and is fulfilled when the final accounts have been settled. None of the parties may terminate it alone, but a party who withdraws from the holiday does so under the provision on cancellation.',
    disputeClause: null,
  },
  questions: {
    reisemal: {
      text: 'Where are you travelling to?',
      description: 'For example Crete, or a cabin in Geilo.',
      clauseTemplate: 'The holiday is to {{svar}}.',
      section: 'Background',
    },
    'ferie-fra': {
      text: 'On what date does the holiday start?',
      clauseTemplate: 'The holiday starts on {{svar}}.',
      section: 'Background',
    },
    'ferie-til': {
      text: 'On what date does the holiday end?',
      clauseTemplate: 'The holiday ends on {{svar}}.',
      section: 'Background',
    },
    'felles-budsjett': {
      text: 'Should you set a joint budget for the holiday?',
      clauseYes:
        'The parties have a joint budget for the holiday, and joint expenses beyond the budget require the consent of all the parties.',
      clauseNo:
        'The parties do not set a joint budget, and each of the parties decides on their own spending.',
      section: 'Budget and costs',
    },
    'budsjett-per-person': {
      text: 'What is the most the holiday should cost per person?',
      clauseTemplate: 'The joint budget for the holiday is {{svar}} per person.',
      section: 'Budget and costs',
    },
    'reise-overnatting-fordeling': {
      text: 'How should the costs of travel and accommodation be shared?',
      options: [
        {
          text: 'Equally between us',
          clause: 'Costs of travel and accommodation are shared equally between the parties.',
        },
        {
          text: 'By how many people each of us brings',
          clause:
            'Costs of travel and accommodation are divided according to how many people each of the parties brings on the holiday.',
        },
        {
          text: 'By room and number of nights',
          clause:
            'Costs of travel and accommodation are divided according to which rooms and how many nights each of the parties uses.',
        },
      ],
      section: 'Budget and costs',
    },
    'felles-matkasse': {
      text: 'Should you have a common fund for food and groceries during the holiday?',
      clauseYes:
        'The parties pay equal amounts into a common fund that covers food and groceries during the holiday.',
      clauseNo: 'Each of the parties pays for their own food and groceries during the holiday.',
      section: 'Budget and costs',
    },
    'restaurant-hver-for-seg': {
      text: 'Should each of you pay for yourself at restaurants?',
      clauseYes: 'At restaurants, each of the parties pays for their own order.',
      clauseNo:
        'Restaurant bills are shared equally between the parties, regardless of what each person has ordered.',
      section: 'Budget and costs',
    },
    'aktiviteter-betales-av-deltakere': {
      text: 'Should excursions and activities be paid for only by those who take part?',
      clauseYes: 'Excursions and activities are paid for only by the parties who take part.',
      clauseNo: 'Costs of excursions and activities are shared equally between all the parties.',
      section: 'Budget and costs',
    },
    'en-bestiller': {
      text: 'Should one of you book and pay upfront for travel and accommodation?',
      clauseYes:
        'The person who books and pays upfront for travel and accommodation is to be repaid what the other parties must cover no later than 14 days after the booking has been made.',
      clauseNo:
        'Each of the parties books and pays upfront for their own travel and accommodation, and these outlays are balanced out at the settlement according to the division of the costs of travel and accommodation.',
      section: 'Booking and settlement',
    },
    bestiller: {
      text: 'Which of you should book and pay upfront?',
      clauseTemplate:
        '{{svar}} books and pays upfront for travel and accommodation and is the contact person for landlords and travel companies.',
      section: 'Booking and settlement',
    },
    'oppgjor-etter-hjemkomst': {
      text: 'Should the final accounts be settled no later than two weeks after returning home?',
      clauseYes:
        'The parties settle the final accounts for the holiday no later than two weeks after returning home.',
      clauseNo: 'The parties settle expenses as they go during the holiday.',
      section: 'Booking and settlement',
    },
    leiebil: {
      text: 'Should you rent a car together?',
      clauseYes: 'The parties rent a car together and share the rental, fuel and road tolls equally.',
      clauseNo: 'The parties do not rent a car together.',
      section: 'Rental car',
    },
    'leiebil-egenandel': {
      text: 'Should the person who was driving pay the excess alone if the rental car is damaged?',
      clauseYes: 'If the rental car is damaged, the party who was driving pays the excess.',
      clauseNo: 'If the rental car is damaged, the excess is shared equally between the parties.',
      section: 'Rental car',
    },
    reiseforsikring: {
      text: 'Should everyone have valid travel insurance?',
      clauseYes:
        'Each of the parties must have valid travel insurance that covers the whole trip, including cancellation.',
      clauseNo:
        'Each of the parties decides for themselves whether to have travel insurance, and bears the risk of their own losses.',
      section: 'Insurance and cancellation',
    },
    avbestilling: {
      text: 'Should anyone who withdraws cover their own share of the costs that cannot be refunded?',
      clauseYes:
        'A party who withdraws from the holiday covers their own share of costs that cannot be refunded.',
      clauseNo:
        'Costs that cannot be refunded when a party withdraws are shared equally between all the parties.',
      section: 'Insurance and cancellation',
    },
  },
};
