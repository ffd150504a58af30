/** The topic «Felles hund eller katt» in English (docs/languages.md). */
import type { TopicTranslation } from '../catalogue-translation.types';

export const fellesKjaeledyrEn: TopicTranslation = {
  title: 'Shared dog or cat',
  description:
    'For those of you who share responsibility for a dog or cat. Agree on ownership, costs, care, holidays and who the animal is to live with.',
  document: {
    heading: 'Agreement on keeping a pet together',
    termClause:
      "The agreement applies for as long as the parties have the animal together, and each of the parties may terminate it in writing with three months' notice. When the agreement ends, the provision on who keeps the animal applies.",
    disputeClause: null,
  },
  questions: {
    dyret: {
      text: 'Which animal does the agreement concern?',
      description: 'Write the species, name and breed, for example the dog Luna, a Labrador.',
      section: 'Background',
      clauseTemplate: 'The agreement concerns {{svar}}.',
    },
    'id-nummer': {
      text: "What is the animal's ID number?",
      description:
        "The number of the animal's microchip or ID marking, as stated in the papers from the vet.",
      section: 'Background',
      clauseTemplate: 'The animal is ID-marked with number {{svar}}.',
    },
    'eies-sammen': {
      text: 'Do you own the animal together?',
      section: 'Background',
      clauseYes: 'The parties own the animal together in equal shares.',
      clauseNo: 'The parties do not own the animal together.',
    },
    'dyrets-eier': {
      text: 'Which of you owns the animal?',
      section: 'Background',
      clauseTemplate: '{{svar}} owns the animal alone.',
      partyRoles: { chosen: 'owner', others: null },
    },
    'faste-kostnader-likt': {
      text: 'Are fixed costs for food and equipment to be shared equally?',
      section: 'Costs and health',
      clauseYes: 'Fixed costs for food and equipment are shared equally between the parties.',
      clauseNo:
        'Fixed costs for food and equipment are paid by whichever of the parties has the animal with them.',
    },
    forsikring: {
      text: 'Is the animal to have health insurance?',
      section: 'Costs and health',
      clauseYes:
        'The animal shall have health insurance, the premium is shared equally between the parties, and whatever the insurance covers is deducted from the veterinary costs before they are divided between the parties.',
      clauseNo:
        'The animal shall not have health insurance, and the parties bear the veterinary costs themselves under this agreement.',
    },
    'veterinar-grense': {
      text: 'Above what amount must everyone agree before the animal receives veterinary treatment?',
      section: 'Costs and health',
      clauseTemplate:
        'Veterinary treatment costing more than {{svar}} is to be agreed between the parties before it is carried out, except in emergencies.',
    },
    'veterinar-deles': {
      text: 'Are veterinary costs to be shared equally?',
      section: 'Costs and health',
      clauseYes: 'Veterinary costs are shared equally between the parties.',
      clauseNo:
        'Veterinary costs are covered by whichever of the parties has the animal with them when the treatment becomes necessary.',
    },
    kastrering: {
      text: 'Is the animal to be castrated or sterilised?',
      section: 'Costs and health',
      clauseYes: 'The animal shall be castrated or sterilised, and the cost counts as a shared cost.',
      clauseNo: 'The animal shall not be castrated or sterilised.',
    },
    'fast-bosted': {
      text: 'Is the animal to live permanently with one of you?',
      section: 'Residence and care',
      clauseYes:
        'The party with whom the animal permanently lives has day-to-day responsibility for the animal.',
      clauseNo:
        'The animal lives alternately for one week with each of the parties, changing over on Sundays, unless the parties agree otherwise.',
    },
    'bor-hos': {
      text: 'Which of you is the animal to live with permanently?',
      section: 'Residence and care',
      clauseTemplate: 'The animal lives permanently with {{svar}}.',
    },
    'helg-hos-de-andre': {
      text: 'Are the others to have the animal with them at least one weekend a month?',
      section: 'Residence and care',
      clauseYes:
        'Each of the other parties is entitled to have the animal with them at least one weekend a month.',
      clauseNo: 'Time with the animal for the other parties is agreed case by case.',
    },
    'plan-for-stell': {
      text: 'Are you to have a fixed plan for who walks, feeds and looks after the animal?',
      section: 'Residence and care',
      clauseYes:
        'The parties shall draw up a written plan for walks, feeding and care within two weeks of the agreement being entered into, so that the animal gets daily exercise and supervision, and until the plan is in place, whichever of the parties has the animal with them is responsible.',
      clauseNo:
        'Whichever of the parties has the animal with them is responsible for walks, feeding and care.',
    },
    skader: {
      text: 'Is whoever was responsible for the animal when damage occurred to cover the cost?',
      description:
        'As against the person who suffers the damage, both the owner and whoever is looking after the animal may be liable.',
      section: 'Liability and termination',
      clauseYes:
        'As between the parties, damage caused by the animal is covered by whichever of the parties was responsible for the animal when the damage occurred.',
      clauseNo:
        'As between the parties, the costs of damage caused by the animal are shared equally after deducting whatever any liability insurance covers.',
    },
    omplassering: {
      text: 'Is the owner to be able to rehome or sell the animal only if everyone agrees?',
      section: 'Liability and termination',
      clauseYes:
        'The owner keeps the animal when the agreement ends, but may rehome or sell it only when all the parties have consented.',
      clauseNo:
        'The owner keeps the animal when the agreement ends and may alone decide to rehome or sell it.',
    },
    beholder: {
      text: 'Which of you is to keep the animal if the arrangement ends?',
      description: "Whoever keeps the animal buys out the others' share of the animal's market value.",
      section: 'Liability and termination',
      clauseTemplate:
        'If the arrangement ends, {{svar}} keeps the animal and buys out the share held by the other parties at market value, unless the parties then agree otherwise.',
    },
  },
};
