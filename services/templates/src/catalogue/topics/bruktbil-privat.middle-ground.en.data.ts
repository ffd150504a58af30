import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `bruktbil-privat` in English, beside bruktbil-privat.middle-ground.data.ts: the same alternatives in the same order. */
export const bruktbilPrivatMiddleGroundEn: TopicMiddleGround = {
  betaling: [
    {
      text: 'Is the buyer to pay 10% of the purchase price when the agreement is concluded, and the rest on handover?',
      clause:
        'The buyer pays 10% of the purchase price by bank transfer when the agreement is concluded, and the rest by bank transfer on handover, and the car is to be handed over once the full amount has been confirmed as paid; if the car is not handed over for reasons on the seller’s side, the seller must repay the advance payment immediately.',
      description:
        'The seller gets some security, and the buyer pays most of the price only once the car is there.',
    },
  ],
  'som-den-er': [
    {
      text: 'Is the car to be sold ‘as is’, but with the seller liable for faults in the engine and gearbox that appear within three months?',
      clause:
        'The car is sold ‘as is’, and the seller is liable for defects only in the cases set out in kjøpsloven § 19, but the seller is nevertheless liable for faults in the engine and gearbox that appear within three months of handover, and the buyer may then claim rectification, a price reduction or termination of the contract under the rules of kjøpsloven.',
      description: 'Low risk for the seller, and security for the buyer on the most expensive parts.',
    },
  ],
  'eu-kontroll': [
    {
      text: 'Is the buyer to arrange the periodic roadworthiness test, while the seller covers the repairs needed for the car to pass it, up to NOK 5,000?',
      clause:
        'The buyer must arrange for the car to pass the periodic roadworthiness test, and the seller covers the cost of repairing faults that must be put right for the car to pass a test within one month of handover, up to NOK 5,000.',
      description: 'The buyer does the work, and the seller shares the risk.',
    },
  ],
  salgsmelding: [
    {
      text: 'Is the seller to submit the notice of sale digitally to the Norwegian Public Roads Administration (Statens vegvesen) no later than the day after handover?',
      clause:
        'The seller must submit the notice of sale digitally to the Norwegian Public Roads Administration (Statens vegvesen) no later than the day after handover, and the buyer must approve it on the same day it is submitted; the buyer must insure the car in their own name from handover and must not use it until it has been re-registered.',
      description: 'Digital and quick, but without everything having to happen at the handover itself.',
    },
  ],
};
