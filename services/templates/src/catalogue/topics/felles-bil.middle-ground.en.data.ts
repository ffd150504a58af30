import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `felles-bil` in English, beside felles-bil.middle-ground.data.ts: the same alternatives in the same order. */
export const fellesBilMiddleGroundEn: TopicMiddleGround = {
  'felles-lantakere': [
    {
      text: "Is the car loan to be in the registered owner's name, with the others standing as guarantors limited to their share of the loan?",
      clause:
        "The car loan is in the registered owner's name, the other parties stand as guarantors to the lender limited to their share of the loan, and they must pay their share of the instalments to the registered owner in good time before they fall due.",
      description: 'One of you takes on the loan, and the others share the risk for their part.',
    },
  ],
  'terminbelop-etter-andel': [
    {
      text: 'Is half of each instalment to be shared equally and the other half divided according to ownership share?',
      clause:
        'Half of each instalment on the car loan is shared equally between the parties, and the other half is divided according to ownership share.',
      description: 'Somewhere between an equal split and a split by ownership share.',
    },
    {
      text: 'Is the interest on the car loan to be shared equally and the repayments divided according to ownership share?',
      clause:
        'The interest on the car loan is shared equally between the parties, while the repayments are divided according to ownership share.',
      description:
        'The repayments build ownership and follow the share; the interest is a shared cost of use.',
    },
  ],
  'drivstoff-egne-turer': [
    {
      text: 'Is the person driving to pay road tolls and parking, while fuel or charging is shared equally?',
      clause:
        'Each of the parties pays road tolls and parking for their own trips themselves, while expenses for fuel and charging are shared equally between the parties.',
      description: 'What belongs to the individual trip is paid by the driver; the rest is shared.',
    },
  ],
  kjorebok: [
    {
      text: 'Are you to keep a logbook only for trips longer than 100 kilometres?',
      clause:
        'The parties keep a logbook recording the date, odometer reading and driver for each trip longer than 100 kilometres.',
      description: 'An overview of the long trips without writing down every trip to the shops.',
    },
    {
      text: 'Are you to keep a logbook only in January each year, to see whether the equal split is still reasonable?',
      clause:
        'The parties keep a logbook recording the date, odometer reading and driver for each trip in January each year, so that they can see whether the equal split of the costs is still reasonable.',
      description: 'A sample of how the car is used instead of a logbook all year round.',
    },
  ],
  'gebyrer-betales-av-bruker': [
    {
      text: 'Is the person who used the car to pay half of the parking charges and control fees from the trip, with the rest shared equally?',
      clause:
        'Half of the parking charges and control fees for a trip is paid by whichever of the parties used the car or lent it out for that trip, and the other half is shared equally between the parties, while fines for a trip are paid, as between the parties, by whichever of the parties used the car or lent it out for that trip.',
      description: 'Whoever drove bears the most, but nobody is left alone with the bill.',
    },
  ],
  forsikringsdekning: [
    {
      text: 'Is the car to have comprehensive insurance until it is five years old, and partial comprehensive after that?',
      clause:
        'The car must have comprehensive insurance until it is five years old and partial comprehensive insurance after that, and the cost of damage to the car itself that the insurance does not cover is divided between the parties according to ownership share, but if the damage is due to gross negligence or intent, whichever of the parties used or lent out the car bears the cost alone.',
      description: 'Full cover while the car is new and valuable, and cheaper insurance as it gets older.',
    },
  ],
  'felles-kalender': [
    {
      text: 'Is use of the car for more than one day to be arranged in a shared calendar, and other use on each occasion?',
      clause:
        'Use of the car for more than one day is arranged in a shared calendar, in which whoever books first has priority, while other use is arranged on each occasion.',
      description: 'A calendar for the long trips, and simple arrangements for the short ones.',
    },
  ],
  'andre-sjaforer': [
    {
      text: 'Is the car to be driven only by yourselves and your spouses, cohabiting partners and adult children?',
      clause:
        "In addition to the parties themselves, only the parties' spouses, cohabiting partners and adult children may drive the car, and only once whichever of the parties lends it to them has made sure that the insurance covers the driver. That party is liable to the other parties for any damage that occurs.",
      description: 'Close family may drive, but not everyone.',
    },
    {
      text: 'Are others to be allowed to drive the car only when one of you is riding along?',
      clause:
        'Other drivers may drive the car only when one of the parties is in the car and the insurance covers the driver, and whichever of the parties is in the car is liable to the other parties for any damage that occurs.',
      description: 'Others may drive, but never without one of you on board.',
    },
  ],
  'egenandel-ved-skade': [
    {
      text: 'Is the person who was driving to pay the excess, while any loss of no-claims bonus is shared equally?',
      clause:
        'In the event of damage, whichever of the parties used the car pays the excess, while any loss of no-claims bonus is shared equally between the parties.',
      description: 'The driver bears the immediate cost, and the long-term cost is shared.',
    },
    {
      text: 'Is the person who was driving to pay half of the excess and the loss of no-claims bonus, with the rest shared equally?',
      clause:
        'In the event of damage, whichever of the parties used the car pays half of the excess and of any loss of no-claims bonus, and the other half is shared equally between the parties.',
      description: 'The driver bears the most, but nobody is left alone with the whole bill.',
    },
  ],
  'utkjop-ved-avslutning': [
    {
      text: 'Is one of you to be able to buy out the others within 30 days of the arrangement ending, with the car otherwise being sold?',
      clause:
        'When the arrangement ends, one of the parties may, within 30 days, buy out the other parties at market value, set by a valuation or by reference to comparable advertisements, and if more than one of the parties wishes to buy, the matter is decided by drawing lots. If the car has not been bought out by the deadline, it is sold, and the proceeds are divided according to ownership share after any loan has been repaid.',
      description: 'A right to keep the car, but with a deadline.',
    },
    {
      text: 'Is only the registered owner to be able to buy out the others, with the car otherwise being sold?',
      clause:
        'When the arrangement ends, the registered owner may buy out the other parties at market value, set by a valuation or by reference to comparable advertisements, and if the registered owner does not wish to buy, the car is sold and the proceeds are divided according to ownership share after any loan has been repaid.',
      description: 'Whoever is already the owner may keep the car; otherwise it is sold.',
    },
  ],
};
