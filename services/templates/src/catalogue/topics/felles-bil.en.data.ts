/** The topic «Felles bil» in English (docs/languages.md). */
import type { TopicTranslation } from '../catalogue-translation.types';

export const fellesBilEn: TopicTranslation = {
  title: 'Shared car',
  description:
    'For couples, friends, neighbours or family members who own or share a car. Agree on ownership, costs, use, damage and sale.',
  document: {
    heading: 'Agreement on a shared car',
    termClause:
      "This agreement applies for as long as the parties own the car together. Each of the parties may terminate it in writing with three months' notice, and the provision on ending the arrangement then applies.",
    disputeClause: null,
  },
  questions: {
    registreringsnummer: {
      text: "What is the car's registration number?",
      clauseTemplate: 'This agreement applies to the car with registration number {{svar}}.',
      section: 'Background',
    },
    'merke-modell': {
      text: 'What make and model is the car?',
      description: 'For example, Toyota Corolla.',
      clauseTemplate: 'The car is a {{svar}}.',
      section: 'Background',
    },
    kjopesum: {
      text: 'What did the car cost when it was bought?',
      clauseTemplate: 'The car was bought for {{svar}}.',
      section: 'Background',
    },
    'registrert-eier': {
      text: 'Which of you is to be the registered owner of the car?',
      description:
        'The registered owner receives the road traffic insurance tax, road toll claims and any fines for the car, even when someone else was driving.',
      clauseTemplate:
        '{{svar}} is the registered owner of the car and the policyholder, and the other parties must pay the registered owner their share under this agreement of charges, road tolls, fees, fines and other claims the owner receives for the car, no later than when the claim falls due.',
      partyRoles: { chosen: 'registered owner', others: null },
      section: 'Ownership and financing',
    },
    'eierandel-registrert-eier': {
      text: 'What percentage of the car is the registered owner to own?',
      description: 'If you own the car in equal shares and there are two of you, write 50.',
      clauseTemplate:
        'The registered owner owns {{svar}} of the car, and the rest is owned by the other parties.',
      section: 'Ownership and financing',
    },
    billan: {
      text: 'Is the car to be financed with a loan?',
      clauseYes: 'The car is financed wholly or partly with a loan.',
      clauseNo: 'The car is financed without a loan.',
      section: 'Ownership and financing',
    },
    'felles-lantakere': {
      text: 'Are you to be joint borrowers on the car loan?',
      clauseYes: 'The parties are joint borrowers on the car loan.',
      clauseNo:
        "The car loan is in the registered owner's name, and the other parties must pay their share of the instalments to that party in good time before they fall due.",
      section: 'Ownership and financing',
    },
    'terminbelop-etter-andel': {
      text: 'Are the loan instalments to be divided according to ownership share?',
      clauseYes:
        'The instalments on the car loan are divided between the parties according to ownership share.',
      clauseNo: 'The instalments on the car loan are shared equally between the parties.',
      section: 'Ownership and financing',
    },
    'faste-kostnader-likt': {
      text: 'Are fixed costs such as insurance, road traffic insurance tax and servicing to be shared equally?',
      clauseYes:
        'Fixed costs such as insurance, road traffic insurance tax, servicing and the periodic roadworthiness test (EU control) are shared equally between the parties.',
      clauseNo:
        'Fixed costs such as insurance, road traffic insurance tax, servicing and the periodic roadworthiness test (EU control) are divided according to how many kilometres each of the parties drives, and the parties keep a logbook recording the date, odometer reading and driver for each trip.',
      section: 'Costs',
    },
    'drivstoff-egne-turer': {
      text: 'Is each of you to pay for fuel or charging and road tolls for your own trips?',
      clauseYes:
        'Each of the parties pays for fuel or charging and road tolls for their own trips themselves.',
      clauseNo: 'Expenses for fuel, charging and road tolls are shared equally between the parties.',
      section: 'Costs',
    },
    kjorebok: {
      text: 'Are you to keep a logbook?',
      clauseYes: 'The parties keep a logbook recording the date, odometer reading and driver for each trip.',
      clauseNo:
        'The parties do not keep a logbook, and none of them may later demand that the fixed costs be divided according to how much each of them has driven.',
      section: 'Costs',
    },
    'gebyrer-betales-av-bruker': {
      text: 'Is the person who used the car to pay parking charges and control fees from the trip alone?',
      description:
        'Claims relating to the car, such as road tolls and fines, are sent to the registered owner, even when someone else was driving.',
      clauseYes:
        'As between the parties, parking charges, control fees and fines for a trip are paid by whichever of the parties used the car or lent it out for that trip.',
      clauseNo:
        'Parking charges and control fees are shared equally between the parties, while fines for a trip are paid, as between the parties, by whichever of the parties used the car or lent it out for that trip.',
      section: 'Costs',
    },
    'felles-kalender': {
      text: 'Is the use of the car to be arranged in a shared calendar?',
      clauseYes: 'The use of the car is arranged in a shared calendar, and whoever books first has priority.',
      clauseNo: 'The use of the car is arranged on each occasion.',
      section: 'Use',
    },
    'andre-sjaforer': {
      text: 'Are people other than you to be allowed to drive the car?',
      clauseYes:
        'Other drivers may drive the car once whichever of the parties lends it to them has made sure that the insurance covers the driver, and that party is liable to the other parties for any damage that occurs.',
      clauseNo: 'Only the parties themselves may drive the car.',
      section: 'Use',
    },
    forsikringsdekning: {
      text: 'What insurance is the car to have?',
      description:
        'Third-party liability insurance is compulsory and covers damage the car causes to others, but not damage to the car itself. Partial comprehensive insurance covers fire, theft and glass, among other things, and comprehensive insurance also covers damage to the car in a collision or when it leaves the road.',
      options: [
        { text: 'Comprehensive', clause: 'The car must have comprehensive insurance.' },
        {
          text: 'Partial comprehensive',
          clause:
            'The car must have partial comprehensive insurance, and the cost of damage to the car itself that the insurance does not cover is divided between the parties according to ownership share, but if the damage is due to gross negligence or intent, whichever of the parties used or lent out the car bears the cost alone.',
        },
        {
          text: 'Third-party liability insurance only',
          clause:
            'The car must have only the compulsory third-party liability insurance, and the cost of damage to the car itself is divided between the parties according to ownership share, but if the damage is due to gross negligence or intent, whichever of the parties used or lent out the car bears the cost alone.',
        },
      ],
      section: 'Damage and repairs',
    },
    'egenandel-ved-skade': {
      text: 'Is the person who was driving to pay the excess if the car is damaged?',
      clauseYes:
        'In the event of damage, whichever of the parties used the car pays the excess and any loss of no-claims bonus.',
      clauseNo:
        'The excess and loss of no-claims bonus following damage are shared equally between the parties, but if the damage is due to gross negligence or intent, whichever of the parties used or lent out the car pays the excess and the loss of bonus alone.',
      section: 'Damage and repairs',
    },
    'reparasjon-grense': {
      text: 'Above what amount must a repair be approved by everyone before it is ordered?',
      clauseTemplate:
        'Repairs and other expenses on the car above {{svar}} must be approved by all the parties before they are ordered.',
      section: 'Damage and repairs',
    },
    'utkjop-ved-avslutning': {
      text: 'Is one of you to be able to buy out the others if the arrangement ends?',
      clauseYes:
        'When the arrangement ends, one of the parties may buy out the other parties at market value, set by a valuation or by reference to comparable advertisements; if more than one of the parties wishes to buy, the matter is decided by drawing lots, and if none of them wishes to buy, the car is sold and the proceeds are divided according to ownership share after any loan has been repaid.',
      clauseNo:
        'When the arrangement ends, the car is sold and the proceeds are divided according to ownership share after any loan has been repaid.',
      section: 'Ending the arrangement',
    },
  },
};
