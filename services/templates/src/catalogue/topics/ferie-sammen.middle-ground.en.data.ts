import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `ferie-sammen` in English, beside ferie-sammen.middle-ground.data.ts: the same alternatives in the same order. */
export const ferieSammenMiddleGroundEn: TopicMiddleGround = {
  'reise-overnatting-fordeling': [
    {
      text: 'Should travel be shared equally and accommodation by room and number of nights?',
      clause:
        'Costs of travel are shared equally between the parties, while costs of accommodation are divided according to which rooms and how many nights each of the parties uses.',
      description: 'What is shared is split equally, and what each person chooses is paid for by use.',
    },
    {
      text: 'Should the costs of travel and accommodation be divided by how many people each of you brings, with children under 12 counting as half a person?',
      clause:
        'Costs of travel and accommodation are divided according to how many people each of the parties brings on the holiday, with children under 12 counting as half a person.',
      description: 'Larger groups pay more, but children count for less than adults.',
    },
  ],
  'felles-matkasse': [
    {
      text: 'Should you have a common fund for breakfast and shared groceries, and otherwise pay for your own food yourselves?',
      clause:
        'The parties pay equal amounts into a common fund that covers breakfast and shared groceries during the holiday, and each of the parties pays for other food themselves.',
      description: 'What you eat together every day is shared, and the rest is up to each of you.',
    },
    {
      text: 'Should each of you pay into the food fund according to how many people you bring?',
      clause:
        'The parties pay into a common fund that covers food and groceries during the holiday, in proportion to how many people each of the parties brings.',
      description: 'A common fund, but larger groups pay more.',
    },
  ],
  'restaurant-hver-for-seg': [
    {
      text: 'Should food at restaurants be shared equally, while each of you pays for your own drinks?',
      clause:
        'At restaurants, the bill for the food is shared equally between the parties, while each of the parties pays for their own drinks.',
      description:
        'A simple settlement for the food, and each person pays for their own drinks, which vary the most.',
    },
  ],
  'aktiviteter-betales-av-deltakere': [
    {
      text: 'Should activities costing less than NOK 500 per person be shared equally, and more expensive ones be paid for only by those who take part?',
      clause:
        'Excursions and activities costing less than NOK 500 per person are shared equally between all the parties, while more expensive excursions and activities are paid for only by the parties who take part.',
      description:
        'Small things are shared without doing the sums, and no one has to pay for expensive things they do not take part in.',
    },
  ],
  'oppgjor-etter-hjemkomst': [
    {
      text: 'Should you settle up along the way at least every third day, and the rest no later than one week after returning home?',
      clause:
        'The parties settle expenses along the way at least every third day of the holiday, and the final accounts are settled no later than one week after returning home.',
      description: 'No large sums are left outstanding, and the final settlement is short.',
    },
  ],
  'leiebil-egenandel': [
    {
      text: 'Should the person who was driving pay half the excess, and the rest be shared equally?',
      clause:
        'If the rental car is damaged, the party who was driving pays half the excess, and the other half is shared equally between all the parties.',
      description: 'The driver bears the most, but no one is left alone with the whole bill.',
    },
    {
      text: 'Should the excess be shared equally, but be paid by the person who was driving if the damage was caused by careless driving?',
      clause:
        'If the rental car is damaged, the excess is shared equally between the parties, but if the damage was caused by careless driving on the part of the party who was driving, that party pays the whole excess.',
      description: 'Accidents are shared, and the driver pays for carelessness.',
    },
  ],
  reiseforsikring: [
    {
      text: 'Should everyone have travel insurance for the whole trip, but each decide for themselves whether it should also cover cancellation?',
      clause:
        'Each of the parties must have valid travel insurance that covers the whole trip, and each of the parties decides for themselves whether the insurance should also cover cancellation.',
      description: 'Everyone is covered during the trip, and cancellation cover is up to each person.',
    },
  ],
  avbestilling: [
    {
      text: "Should anyone who withdraws pay their own share of what cannot be refunded, except in the case of their own illness documented by a doctor's certificate?",
      clause:
        "A party who withdraws from the holiday covers their own share of costs that cannot be refunded, but if the party withdraws because of their own illness documented by a doctor's certificate, these costs are shared equally between all the parties.",
      description: 'Whoever chooses to withdraw pays, but not whoever falls ill.',
    },
    {
      text: 'Should anyone who withdraws pay half of their own share of what cannot be refunded, with the rest shared among everyone?',
      clause:
        'A party who withdraws from the holiday covers half of their own share of costs that cannot be refunded, and the other half is shared equally between all the parties.',
      description: 'The loss is shared between the person who withdraws and those who travel.',
    },
  ],
};
