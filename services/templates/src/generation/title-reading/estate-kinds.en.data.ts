import type { EstateTranslations } from './template-translation.types';

/** An advance on inheritance and a farm taken over in English (template-translation.types.ts). */
export const ESTATE_KINDS_EN: EstateTranslations = {
  advance: {
    'Hvem av dere gir forskuddet på arv?': {
      text: 'Which of you is giving the advance on inheritance?',
      description:
        'An advance on inheritance is given while the giver is alive, and the rules on deduction in the Inheritance Act (arveloven) § 75 apply only to advances to the giver’s direct descendants (livsarvinger): children, grandchildren and their descendants. The other parties are the one who receives the advance, and usually the giver’s other children.',
      clauseTemplate: '{{svar}} gives the advance on inheritance under this agreement.',
      partyRoles: { chosen: 'giver', others: 'heir' },
      section: 'Background',
    },
    'Hvem får forskuddet, og hva er det?': {
      text: 'Who receives the advance, and what is it?',
      description:
        'Write the name of the one who receives the advance and what it is, for example «Kari receives NOK 400,000 towards buying a flat» or «Ola takes over the cabin at Hafjell». If the money is to be paid back, it is a loan and not an advance on inheritance, and a loan agreement (loan of money) is then a better fit.',
      clauseTemplate: 'The advance on inheritance concerns the following: {{svar}}.',
      section: 'Background',
    },
    'Hva er forskuddet verdt den dagen det gis?': {
      text: 'What is the advance worth on the day it is given?',
      description:
        'If the advance is money, its value is the amount. If it is a home, a car or something else, write what it is worth on the day it is given, for example according to a valuation, and if the giver sells something to the receiver below its value, write the difference between the value and the price.',
      clauseTemplate: 'The advance is worth {{svar}} on the day it is given.',
      section: 'Background',
    },
    'Hvilken dato gis forskuddet?': {
      text: 'On what date is the advance given?',
      description:
        'For the advance to be deducted from the inheritance, the giver must have made that a condition no later than when the advance is given (the Inheritance Act (arveloven) § 75), so sign the agreement before or on the same day. A gift that is only to be given after the giver’s death is valid only if it is in a will (arveloven § 40).',
      clauseTemplate: 'The giver gives the advance to the receiver on {{svar}}.',
    },
    'Skal forskuddet trekkes fra i arven til den som får det?': {
      text: 'Should the advance be deducted from the inheritance of the one who receives it?',
      description:
        'Under the Inheritance Act (arveloven) § 75, an advance is deducted from the receiver’s inheritance only if the giver has made that a condition of the advance, and this must be done no later than when the advance is given, not later. The Act says that the condition should be in writing and made known to the giver’s other direct descendants.',
      clauseYes:
        'It is a condition of the advance that it is deducted from the receiver’s inheritance from the giver (the Inheritance Act (arveloven) § 75), and if the receiver dies before the giver, it is deducted from the inheritance of the receiver’s direct descendants.',
      clauseNo:
        'The advance is a gift without a condition of deduction, and it is therefore not deducted from the receiver’s inheritance from the giver.',
    },
    'Hvilken verdi skal trekkes fra i arven?': {
      text: 'What value should be deducted from the inheritance?',
      description:
        'Without another condition, the amount to be deducted is set at the value of the advance when it was received (the Inheritance Act (arveloven) § 75 second paragraph (a)), and the Act does not say that the amount is to be adjusted for inflation. You can make an adjustment a condition of the advance.',
      options: [
        {
          text: 'The value when the advance was given',
          clause:
            'The amount to be deducted is the value of the advance when the receiver received it, without adjustment for inflation (the Inheritance Act (arveloven) § 75 second paragraph (a)).',
        },
        {
          text: 'The value when the advance was given, adjusted by the consumer price index',
          clause:
            'It is a condition of the advance that the amount to be deducted is the value of the advance when the receiver received it, adjusted by the change in the consumer price index from the month the advance was given to the month the giver dies.',
        },
      ],
    },
    'Skal mottakeren betale tilbake til dødsboet hvis forskuddet er større enn arven?': {
      text: 'Should the receiver pay back to the estate if the advance is larger than the inheritance?',
      description:
        'If the amount to be deducted is larger than the receiver’s inheritance, the receiver is not obliged under the Inheritance Act (arveloven) § 75 second paragraph (b) to return anything to the estate, unless something else has been made a condition of the advance.',
      clauseYes:
        'It is a condition of the advance that the receiver pays the part of the amount to be deducted that exceeds the receiver’s inheritance back to the estate when the inheritance from the giver is settled.',
      clauseNo:
        'If the amount to be deducted is larger than the receiver’s inheritance, the receiver pays nothing back to the estate (the Inheritance Act (arveloven) § 75 second paragraph (b)).',
    },
    'Skal giveren gi hvert av de andre barna like mye som dette forskuddet?': {
      text: 'Should the giver give each of the other children as much as this advance?',
      description:
        'An advance that is deducted is evened out when the inheritance is divided, but without another condition only to the extent that the receiver has inheritance to deduct it from (the Inheritance Act (arveloven) § 75). If the giver wants to treat the children equally already now, the others can receive as much while the giver is alive. A gift that is only to be given after the giver’s death is valid only if it is in a will (arveloven § 40).',
      clauseYes:
        'While the giver is alive, the giver gives each of the giver’s other children a gift of the same value as this advance, on the same conditions of deduction as this agreement sets for the advance.',
      clauseNo:
        'The giver has no obligation to give the other children anything equivalent, and the advance is evened out only as this agreement otherwise provides on deduction.',
    },
    'Skal alle giverens barn få vite om forskuddet og betingelsene før det gis?': {
      text: 'Should all the giver’s children be told about the advance and its conditions before it is given?',
      description:
        'The Inheritance Act (arveloven) § 75 says that a condition of deduction should be in writing and made known to the other direct descendants. The safest is for them to be parties to this agreement and sign it.',
      clauseYes:
        'Before the advance is given, the giver makes the advance and its conditions known to all the giver’s children, and those of them who are not parties to this agreement receive a copy of it.',
      clauseNo:
        'The giver decides when those of the giver’s children who are not parties to this agreement are told about the advance and its conditions.',
    },
    'Skal avtalen oppbevares sammen med giverens testament eller andre viktige papirer?': {
      text: 'Should the agreement be kept together with the giver’s will or other important papers?',
      description:
        'It must be possible to find the agreement when the inheritance from the giver is to be divided, or it may be difficult to show what was agreed. It is not a will: an agreement signed here does not meet the formal requirements for a will in the Inheritance Act (arveloven) § 42.',
      clauseYes:
        'The giver keeps a signed copy of this agreement together with the giver’s will or other important papers, and tells the other parties where it is kept.',
      clauseNo: 'Each of the parties keeps their own copy of this agreement.',
    },
  },
  farm: {
    'Hvem av dere overtar gården?': {
      text: 'Which of you is taking over the farm?',
      description:
        'The other parties are the person or persons transferring the farm, or the heirs when the farm is taken over from an estate, and usually the transferee’s siblings, who then know the terms.',
      clauseTemplate: '{{svar}} takes over the farm under this agreement.',
      partyRoles: { chosen: 'transferee', others: null },
      section: 'Background',
    },
    'Hvilken gård gjelder avtalen, og hvem eier den i dag?': {
      text: 'Which farm does the agreement concern, and who owns it today?',
      description:
        'Write the name of the farm, the farm number (gnr.), the holding number (bnr.) and the municipality as the property is recorded in the land register, and who owns it, for example «Nordre Li, gnr. 12 bnr. 3 in Ringsaker municipality, owned by Per Hansen» or «Nordre Li, gnr. 12 bnr. 3 in Ringsaker municipality, in the estate of Per Hansen». Also write whether machinery, animals or other operating equipment are included.',
      clauseTemplate: 'The agreement concerns the farm {{svar}}.',
      section: 'Background',
    },
    'Hva skal overtakeren betale for gården?': {
      text: 'What will the transferee pay for the farm?',
      description:
        'In a generational handover you agree the price yourselves, and it is common to transfer the farm for less than it is worth. The difference is then a gift to the transferee, and it is deducted from the transferee’s inheritance only if the giver makes that a condition no later than when the farm is transferred (the Inheritance Act (arveloven) § 75). An allodial valuation (odelstakst) applies when someone redeems the farm by allodial right, and is based on a use that is mainly agricultural (the Allodial Act (odelslova) § 49); a valuation under the right of a direct descendant to take over the farm undivided (åsetestakst) applies when a direct descendant takes the farm over in the division of the estate after the owner’s death.',
      clauseTemplate: 'The price the transferee pays for the farm is {{svar}}.',
    },
    'Skal søsken med bedre odelsrett enn overtakeren gi skriftlig avkall på retten til å løse gården?': {
      text: 'Should siblings with a better allodial right than the transferee waive in writing their right to redeem the farm?',
      description:
        'If a younger sibling takes over the farm, older siblings with a better allodial right can otherwise demand to redeem it from the transferee by allodial right. A waiver must be in writing, and can be given to the transferee alone or for good (the Allodial Act (odelslova) § 25); their children may also have an allodial right. A child under 18 can only waive through their guardian, with the consent of the county governor (statsforvalteren) (the Guardianship Act (vergemålsloven) § 39).',
      clauseYes:
        'Those of the transferee’s siblings who have a better allodial right than the transferee waive in writing their right to redeem the farm from the transferee by allodial right (the Allodial Act (odelslova) § 25), each in a separate declaration signed before the farm is transferred.',
      clauseNo:
        'No one waives an allodial right by this agreement, and anyone with a better allodial right than the transferee keeps the right to demand to redeem the farm by allodial right under the Allodial Act (odelslova).',
    },
    'Hvordan skal overtakerens søsken stilles når gården overtas?': {
      text: 'How should the transferee’s siblings be treated when the farm is taken over?',
      description:
        'While the parents are alive, the siblings have no claim to any of the price, but if the price is lower than what the farm is worth, it is common for the transferee’s siblings also to receive a gift, or for the gift to the transferee to be deducted from the inheritance from the parents. If the farm is taken over from an estate, the price goes into the estate and is divided as inheritance.',
      options: [
        {
          text: 'No equalisation',
          clause:
            'The transferee’s siblings receive no equalisation for the takeover of the farm, and a gift included in the price is not deducted from the transferee’s inheritance.',
        },
        {
          text: 'The gift in the price is deducted from the transferee’s inheritance',
          clause:
            'It is a condition of the transfer that the difference between the value of the farm when the transferee took it over and the price in this agreement is deducted from the transferee’s inheritance from the person or persons transferring the farm (the Inheritance Act (arveloven) § 75).',
        },
        {
          text: 'The siblings each receive a gift of the same value',
          clause:
            'While they are alive, the person or persons transferring the farm give each of the transferee’s siblings a gift of the same value as the difference between the value of the farm when the transferee took it over and the price in this agreement.',
        },
        {
          text: 'The farm is taken over from an estate, and the siblings receive their share of the price as inheritance',
          clause:
            'The farm is taken over from an estate, and the price in this agreement goes into the estate and is distributed among the heirs under the Inheritance Act (arveloven) or a will.',
        },
      ],
    },
    'Skal den eller de som overdrar gården, ha rett til å bo der (kår)?': {
      text: 'Should the person or persons transferring the farm have the right to live there (a retirement right, kår)?',
      description:
        'A retirement right (kår, also called føderåd or folge) is still common in a generational handover, often as a lifelong right to live free of charge in a retirement dwelling on the farm. Agree who maintains the retirement dwelling, and that the right is personal and lapses on a permanent move, for example to a nursing home. If the right is also to apply against a later owner, it must be registered on the farm (the Land Registration Act (tinglysingsloven) § 20).',
      options: [
        {
          text: 'Yes, and the transferee maintains the retirement dwelling',
          clause:
            'The person or persons transferring the farm have a personal right to live free of charge in the retirement dwelling on the farm for as long as they live and have not moved out permanently, the transferee maintains the retirement dwelling, and the right is registered on the farm.',
        },
        {
          text: 'Yes, and they maintain the retirement dwelling themselves',
          clause:
            'The person or persons transferring the farm have a personal right to live free of charge in the retirement dwelling on the farm for as long as they live and have not moved out permanently, they maintain the retirement dwelling themselves, and the right is registered on the farm.',
        },
        {
          text: 'No',
          clause:
            'None of the parties has a retirement right or a right to live on the farm under this agreement.',
        },
      ],
    },
    'Skal søsknene få del i gevinsten hvis overtakeren selger gården eller deler av den innen en viss tid?': {
      text: 'Should the siblings share in the gain if the transferee sells the farm or parts of it within a certain time?',
      description:
        'If the transferee has received the farm by virtue of an allodial right or the right to take over the farm undivided (åsetesrett) at a price below market value, the co-heirs can claim a supplementary settlement if the transferee sells all or part of the farm at a substantial gain within ten years (the Allodial Act (odelslova) § 57), also when the parents transferred the farm while they were alive. A clause in the agreement makes clear what applies, also for a farm without allodial status.',
      clauseYes:
        'If the transferee sells all or part of the farm within the number of years after the takeover stated in this agreement, the gain after tax is divided equally between the transferee and each of the transferee’s siblings, and the gain is the sale price less the part of the price in this agreement that relates to what is sold, and less what the transferee has spent on improving it.',
      clauseNo:
        'If the transferee later sells all or part of the farm, the transferee’s siblings have no right to share in the gain other than what the supplementary settlement under the Allodial Act (odelslova) § 57 may give.',
    },
    'Hvor mange år etter overtakelsen skal søsknene ha rett til del i gevinsten?': {
      text: 'For how many years after the takeover should the siblings have a right to share in the gain?',
      description:
        'The supplementary settlement in the Allodial Act (odelslova) § 57 applies to sales within ten years after the takeover, and you can agree on a longer period, for example 15 or 20 years.',
      clauseTemplate:
        'The right to share in the gain applies to sales agreed within {{svar}} years after the transferee took over the farm.',
    },
    'Skal overtakeren selv bo på gården og drive jorda?': {
      text: 'Should the transferee personally live on the farm and farm the land?',
      description:
        'If close relatives or someone with an allodial right take over without a concession a farm with a dwelling that is or has been used as a year-round home, and with more than 35 decares of fully cultivated and surface-cultivated land or more than 500 decares of productive forest, the transferee must move there within one year and personally live there for at least five years (the Concession Act (konsesjonsloven) § 5); otherwise the transferee must apply for a concession. The agricultural land must be farmed for as long as the transferee owns the farm, by the transferee personally or by leasing it out in writing as additional land for at least ten years at a time (the Land Act (jordlova) § 8).',
      clauseYes:
        'The transferee shall settle on the farm within one year after the takeover, personally live there for at least five years and during that time personally farm the agricultural land.',
      clauseNo:
        'In relation to the other parties, the transferee is free to live elsewhere and to lease out the land, but must personally meet the residence and operating obligations imposed by law, or apply for a concession.',
    },
    'Hvem skal betale dokumentavgiften og tinglysingsgebyret når gården tinglyses på overtakeren?': {
      text: 'Who should pay the document duty and the registration fee when the farm is registered in the transferee’s name?',
      description:
        'The farm passes to the transferee by a deed (skjøte), or by a declaration of title (hjemmelserklæring) after the division of an estate, which is sent to the Norwegian Mapping Authority (Kartverket) for registration together with the self-declaration of exemption from concession. The document duty is 2.5 per cent of the market value, also when the farm is a gift or an advance on inheritance, and a retirement right (kår) is not deducted; after a death, only the part an heir is entitled to under the Inheritance Act (arveloven) is exempt from the duty. The registration fee is payable in all cases.',
      options: [
        {
          text: 'The transferee',
          clause:
            'The transferee pays the document duty and the registration fee when the deed or the declaration of title for the farm is registered.',
        },
        {
          text: 'The person or persons transferring the farm',
          clause:
            'The person or persons transferring the farm pay the document duty and the registration fee when the deed or the declaration of title for the farm is registered.',
        },
        {
          text: 'Half each',
          clause:
            'The transferee and the person or persons transferring the farm each pay half of the document duty and the registration fee when the deed or the declaration of title for the farm is registered.',
        },
      ],
    },
  },
  advanceHeading: 'Agreement on an advance on inheritance',
  advanceSection: 'The advance on inheritance',
  farmHeading: 'Agreement on taking over a farm',
  farmSection: 'Taking over the farm',
};
