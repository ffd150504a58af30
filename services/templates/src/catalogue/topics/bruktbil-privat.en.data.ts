/** «Kjøp av bruktbil mellom privatpersoner» in English, beside bruktbil-privat.data.ts. */
import type { TopicTranslation } from '../catalogue-translation.types';

export const bruktbilPrivatEn: TopicTranslation = {
  title: 'Purchase of a used car between private individuals',
  description:
    'For private individuals buying or selling a used car between themselves. Agree on price, payment, handover, the condition of the car and the change of ownership, under the rules of the Sale of Goods Act (kjøpsloven).',
  document: {
    heading: 'Used Car Purchase Agreement',
    termClause:
      'This agreement is fulfilled when the purchase price has been paid, the car has been handed over and the change of ownership has been registered with the Norwegian Public Roads Administration (Statens vegvesen). The buyer’s rights if the car has a defect follow from the Sale of Goods Act (kjøpsloven), and the buyer must give notice of the defect within a reasonable time after it was or ought to have been discovered, and no later than two years after the car was taken over (kjøpsloven § 32).',
    disputeClause: null,
  },
  questions: {
    selger: {
      text: 'Which of you is selling the car?',
      description: 'The other party to the agreement, or the others if there are more of you, buys the car.',
      section: 'Background',
      clauseTemplate: '{{svar}} sells the car to the other parties.',
      partyRoles: { chosen: 'seller', others: 'buyer' },
    },
    registreringsnummer: {
      text: 'What is the car’s registration number?',
      section: 'Background',
      clauseTemplate: 'The car’s registration number is {{svar}}.',
    },
    'merke-modell': {
      text: 'What make and model is the car?',
      description: 'For example, Volkswagen Golf.',
      section: 'Background',
      clauseTemplate: 'The car’s make and model: {{svar}}.',
    },
    forstegangsregistrert: {
      text: 'When was the car first registered?',
      description: 'The date is shown on the vehicle registration certificate.',
      section: 'Background',
      clauseTemplate: 'The car was first registered on {{svar}}.',
      checks: [
        'The date the car was first registered cannot be in the future. Enter the date as it is shown on the vehicle registration certificate.',
      ],
    },
    kilometerstand: {
      text: 'What is the odometer reading?',
      section: 'Background',
      clauseTemplate: 'The odometer reading at the time of sale is {{svar}} km.',
    },
    undersokelse: {
      text: 'Has the buyer inspected and test-driven the car before the purchase?',
      description:
        'If the buyer has inspected the car before the purchase, or has without reasonable cause failed to do so when asked by the seller, the buyer cannot rely on, as a defect, anything the buyer ought to have discovered during the inspection, unless the seller has acted with gross negligence or dishonestly (kjøpsloven § 20).',
      section: 'Background',
      options: [
        {
          text: 'Yes, the buyer has inspected and test-driven the car',
          clause:
            'The buyer has had the opportunity to inspect and test-drive the car before the purchase and has done so.',
        },
        {
          text: 'The buyer was offered this but chose not to',
          clause:
            'The seller has asked the buyer to inspect and test-drive the car before the purchase, and the buyer has chosen not to do so.',
        },
      ],
    },
    kjopesum: {
      text: 'What is the purchase price?',
      description: 'The re-registration fee comes on top and is paid by the buyer.',
      section: 'Price and payment',
      clauseTemplate: 'The purchase price is {{svar}}.',
    },
    betaling: {
      text: 'When is the purchase price to be paid?',
      section: 'Price and payment',
      options: [
        {
          text: 'On handover',
          clause:
            'The purchase price is to be paid by bank transfer on handover, and the car is to be handed over once the payment has been confirmed.',
        },
        {
          text: 'Before handover',
          clause:
            'The purchase price is to be paid by bank transfer before handover, and the car is to be handed over once the amount has been received.',
        },
      ],
    },
    heftelser: {
      text: 'Is the car subject to a charge or other encumbrances?',
      description:
        'A charge, for example for a car loan, stays with the car when it is sold. Look up the registration number in the Register of Movable Property (Løsøreregisteret) at the Brønnøysund Register Centre (Brønnøysundregistrene) before you sign.',
      section: 'Price and payment',
      options: [
        {
          text: 'No, the car is free of encumbrances',
          clause:
            'The seller warrants that the car is free of any charge and other encumbrances when it is handed over.',
        },
        {
          text: 'Yes, there is a charge to be paid off',
          clause:
            'The car is subject to a registered charge, and the part of the purchase price needed to pay off the charge is to be paid directly to the chargeholder so that the charge is deleted, while the remainder is to be paid to the seller.',
        },
      ],
    },
    panthaver: {
      text: 'Who holds the charge over the car?',
      description: 'For example, the bank that provided the car loan.',
      section: 'Price and payment',
      clauseTemplate: 'The chargeholder is {{svar}}.',
    },
    'overlevering-dato': {
      text: 'On what date is the car to be handed over?',
      section: 'Handover',
      clauseTemplate:
        'The car is to be handed over on {{svar}}, and the risk for the car passes to the buyer when it has been handed over (kjøpsloven § 13).',
      checks: [
        'A used car cannot be handed over before it has been registered for the first time. Check the handover date and the date of first registration on the vehicle registration certificate.',
      ],
    },
    'overlevering-sted': {
      text: 'Where is the car to be handed over?',
      description: 'For example, at the seller’s address, Storgata 1, Oslo.',
      section: 'Handover',
      clauseTemplate: 'Place of handover: {{svar}}.',
    },
    medfolger: {
      text: 'What is included with the car?',
      description: 'For example, two keys, winter wheels on rims and the service book.',
      section: 'Handover',
      clauseTemplate: 'Included with the car: {{svar}}.',
    },
    'som-den-er': {
      text: 'Is the car to be sold ‘as is’?',
      description:
        'Even then, the buyer has a claim if the car does not match what the seller has stated, if the seller has failed to disclose material matters the seller knew of, or if the car is in a significantly worse condition than the buyer had reason to expect (kjøpsloven § 19).',
      section: 'Condition and defects',
      clauseYes:
        'The car is sold ‘as is’, and the seller is liable for defects only in the cases set out in kjøpsloven § 19.',
      clauseNo:
        'The car is sold without reservation, and the seller is liable for defects under the general rules of kjøpsloven.',
    },
    'kjente-feil': {
      text: 'What has the seller disclosed about faults, damage and repairs?',
      description:
        'Enter everything the seller knows about faults, previous damage and repairs, or ‘no known faults’. The seller must disclose material matters concerning the car that the seller is aware of.',
      section: 'Condition and defects',
      clauseTemplate:
        'The seller has disclosed the following about faults, damage and repairs to the car: {{svar}}.',
    },
    'eu-kontroll': {
      text: 'Is the car to have passed its periodic roadworthiness test when it is handed over?',
      description:
        'The car must have a valid roadworthiness test before it can be re-registered to the buyer.',
      section: 'Condition and defects',
      clauseYes:
        'The seller must ensure that the car has passed a periodic roadworthiness test that is valid when the car is handed over.',
      clauseNo:
        'The buyer takes over the car without any requirement of a valid roadworthiness test and must arrange for the car to pass the test before it is re-registered.',
    },
    salgsmelding: {
      text: 'Is the notice of sale to be submitted digitally to the Norwegian Public Roads Administration (Statens vegvesen) at handover?',
      description:
        'The seller and the buyer must always submit a notice of sale, and the buyer must re-register the car and pay the re-registration fee before the car can be used.',
      section: 'Change of ownership',
      clauseYes:
        'The seller must submit the notice of sale digitally to the Norwegian Public Roads Administration (Statens vegvesen) at handover, and the buyer must approve it the same day; the buyer must insure the car in their own name from the same day and must not use it until it has been re-registered.',
      clauseNo:
        'The parties must complete and sign a paper notice of sale at handover, and the seller must deliver it to the Norwegian Public Roads Administration (Statens vegvesen) no later than three days after the sale; the buyer must insure the car in their own name from handover and must not use it until it has been re-registered.',
    },
  },
};
