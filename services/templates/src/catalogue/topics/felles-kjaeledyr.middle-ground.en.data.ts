import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `felles-kjaeledyr` in English, beside felles-kjaeledyr.middle-ground.data.ts: the same alternatives in the same order. */
export const fellesKjaeledyrMiddleGroundEn: TopicMiddleGround = {
  'faste-kostnader-likt': [
    {
      text: 'Is food to be paid for by whoever has the animal with them, and equipment such as a cage, lead and bed to be shared equally?',
      clause:
        'Food is paid for by whichever of the parties has the animal with them, while equipment such as a cage, lead, bed and travel crate is shared equally between the parties.',
      description: 'The food follows the animal, and the equipment is shared.',
    },
    {
      text: 'Is food to be divided according to how many days the animal spends with each of you, and equipment to be shared equally?',
      clause:
        'The costs of food are divided according to how many days the animal spends with each of the parties, while the costs of equipment are shared equally between the parties.',
      description:
        'Food is paid for according to the time spent with the animal, and the equipment is shared.',
    },
  ],
  forsikring: [
    {
      text: 'Is the animal to have health insurance with an excess of at least NOK 5,000, covering only large vet bills?',
      clause:
        'The animal shall have health insurance with an excess of at least NOK 5,000 per injury or illness, the premium is shared equally between the parties, and whatever the insurance covers is deducted from the veterinary costs before they are divided between the parties.',
      description: 'Cheap insurance against the big bills.',
    },
  ],
  'veterinar-deles': [
    {
      text: 'Are veterinary costs up to NOK 2,000 to be paid by whoever has the animal with them, and anything above that to be shared equally?',
      clause:
        'Veterinary costs up to NOK 2,000 per treatment are covered by whichever of the parties has the animal with them when the treatment becomes necessary, and anything above NOK 2,000 is shared equally between the parties.',
      description: 'Whoever has the animal pays the small bills, and the large ones are shared.',
    },
  ],
  kastrering: [
    {
      text: 'Is the animal to be able to have a hormone implant that works for a period, instead of having an operation?',
      clause:
        'The animal shall not be castrated or sterilised by surgery, but may have a hormone implant that works for a limited period when the vet recommends it, and the cost counts as a shared cost.',
      description: 'An effect that wears off, instead of a procedure that cannot be undone.',
    },
    {
      text: "Are you to wait to have the animal castrated until it is one year old, and then follow the vet's recommendation?",
      clause:
        "The parties shall wait to castrate or sterilise the animal until it is one year old and then follow the vet's recommendation, and the cost counts as a shared cost.",
      description: 'The decision is made later, by a professional.',
    },
  ],
  'helg-hos-de-andre': [
    {
      text: 'Are the others to be entitled to have the animal with them one weekend every other month?',
      clause:
        'Each of the other parties is entitled to have the animal with them one weekend every other month, and otherwise time with the animal is agreed case by case.',
      description: 'A fixed right, but less often than every month.',
    },
  ],
  'plan-for-stell': [
    {
      text: 'Are you to have a fixed plan only for the daily walks, while whoever has the animal with them is responsible for feeding and care?',
      clause:
        'The parties shall draw up a written plan for the daily walks within two weeks of the agreement being entered into, and until the plan is in place, whichever of the parties has the animal with them is responsible for the walks. Whichever of the parties has the animal with them is always responsible for feeding and care.',
      description:
        'A fixed plan for the walks, which take the most effort, and simple responsibility for the rest.',
    },
  ],
  skader: [
    {
      text: 'Is whoever was responsible for the animal to cover the first NOK 5,000 of any damage, with the rest shared equally?',
      clause:
        'As between the parties, whichever of the parties was responsible for the animal when the damage occurred covers the first NOK 5,000 of the cost of damage caused by the animal, and anything above that is shared equally after deducting whatever any liability insurance covers.',
      description: 'Whoever was responsible bears the most, but major damage is shared.',
    },
  ],
  omplassering: [
    {
      text: 'Is the owner to be able to rehome or sell the animal, but first offer the others the chance to take it over?',
      clause:
        'The owner keeps the animal when the arrangement ends and may rehome or sell it, but must first offer the other parties the chance to take over the animal on the same terms and give them 14 days to reply.',
      description: 'The owner decides, but the others get the first chance.',
    },
  ],
};
