/** Felles hytte in English, keyed by the bokmål question keys (docs/languages.md). */
import type { TopicTranslation } from '../catalogue-translation.types';

export const fellesHytteEn: TopicTranslation = {
  title: 'Shared cabin',
  description:
    'For siblings, friends or family who own a cabin together. Agree on ownership shares, costs, use, maintenance and what happens on a sale or inheritance.',
  document: {
    heading: 'Co-ownership agreement for a cabin',
    termClause:
      'The agreement applies for as long as the parties own the cabin in co-ownership, and none of the parties may terminate it alone. A party who sells their share under the provisions of the agreement on sale leaves the agreement when the sale has been completed.',
    disputeClause: null,
  },
  questions: {
    hytta: {
      text: 'What is the address of the cabin?',
      description:
        'Write the address and, if you like, the name of the cabin, for example Fjellveien 12, 3580 Geilo (Fjellro).',
      clauseTemplate: 'The agreement applies to the cabin at the address {{svar}}.',
      section: 'Background',
    },
    matrikkel: {
      text: 'What are the cadastral unit number (gnr.), property unit number (bnr.) and municipality of the cabin property?',
      description:
        'Write it as it appears in the title deed, for example gnr. 12, bnr. 34 in Hol municipality.',
      clauseTemplate: 'The cabin property is {{svar}}.',
      section: 'Background',
    },
    eierandeler: {
      text: 'How are the ownership shares in the cabin divided?',
      description:
        'Anything you do not agree on yourselves is governed by the Co-ownership Act (sameieloven).',
      options: [
        { text: 'Equal shares', clause: 'The parties own the cabin in co-ownership in equal shares.' },
        {
          text: 'As stated in the title deed',
          clause:
            'The parties own the cabin in co-ownership in the shares stated in the registered title deed.',
        },
        {
          text: 'One of us owns a larger share',
          clause: 'The parties own the cabin in co-ownership in unequal shares.',
        },
      ],
      section: 'Ownership',
    },
    'storst-andel-eier': {
      text: 'Which of you owns the largest share of the cabin?',
      clauseTemplate: '{{svar}} owns the largest share of the cabin.',
      section: 'Ownership',
    },
    'storst-andel-prosent': {
      text: 'What percentage of the cabin does the largest share make up?',
      clauseTemplate:
        'The largest share makes up {{svar}} of the cabin, and the rest is owned by the other parties.',
      section: 'Ownership',
      checks: [
        'If there are two of you as owners, the largest share must be over 50%, otherwise it is not the largest. If there are more than two of you, it may be smaller: tick the box to confirm that the value is correct.',
        'The largest share must be under 100%, otherwise the others own nothing of the cabin. Enter the share as a percentage, for example 60.',
      ],
    },
    'faste-kostnader-etter-andel': {
      text: 'Should the fixed costs be divided according to ownership share?',
      description: 'For example municipal charges, property tax, insurance, electricity and road fees.',
      clauseYes:
        'Fixed costs such as municipal charges, property tax, insurance, electricity and road fees are divided according to ownership share.',
      clauseNo: 'Fixed costs are shared equally between the parties, regardless of ownership share.',
      section: 'Costs',
    },
    hyttekonto: {
      text: 'Should you open a joint cabin account that everyone pays into regularly?',
      clauseYes: 'The parties will open a joint cabin account from which the fixed costs are paid.',
      clauseNo: 'The parties pay the costs as they arise, without a joint cabin account.',
      section: 'Costs',
    },
    'hyttekonto-belop': {
      text: 'How much should you pay into the cabin account in total each month?',
      clauseTemplate:
        'The parties pay a total of {{svar}} into the cabin account each month, divided in the same way as the fixed costs.',
      section: 'Costs',
      checks: [
        'The amount must be greater than NOK 0. Enter how much you are to pay in, in total, each month.',
      ],
    },
    mislighold: {
      text: 'What should happen if one of you does not pay their share of the costs?',
      options: [
        {
          text: 'The others may pay for the one who owes and claim the money back with interest',
          clause:
            'If a party does not pay their share of the costs under this agreement within 14 days after a written reminder, the other parties may pay the amount on behalf of that party and claim it back with late-payment interest under the Late Payment Interest Act (forsinkelsesrenteloven) from the day the amount was paid.',
        },
        {
          text: 'The same, and the one who owes may not use the cabin until everything has been paid',
          clause:
            'If a party does not pay their share of the costs under this agreement within 14 days after a written reminder, the other parties may pay the amount on behalf of that party and claim it back with late-payment interest under the Late Payment Interest Act (forsinkelsesrenteloven) from the day the amount was paid, and that party may not use the cabin or lend it out until everything has been paid back.',
        },
      ],
      section: 'Costs',
    },
    forsikring: {
      text: 'How should the cabin be insured?',
      description:
        'Insurance of the building is one of the fixed costs. Each of you insures your own contents and belongings.',
      options: [
        {
          text: 'Insured at full value against fire, water damage and other damage',
          clause:
            'The cabin must at all times be kept insured at full value against fire, water damage and other damage to the building, with all the parties as the insured, and the premium is paid as a fixed cost.',
        },
        {
          text: 'Fire insurance only',
          clause:
            'The cabin must at all times be kept insured against fire at full value, with all the parties as the insured, and the premium is paid as a fixed cost, while other damage to the building is covered by the parties according to ownership share.',
        },
      ],
      section: 'Costs',
    },
    'bruksplan-hoytider': {
      text: 'Should use of the cabin be divided according to a fixed plan in which Easter, the summer holidays and Christmas rotate?',
      clauseYes:
        'Use of the cabin is divided according to a written plan that the parties draw up by 1 December for the coming year, and if the plan has not been drawn up by the deadline, whoever first reserves a period outside Easter, the summer holidays and Christmas has priority.',
      clauseNo:
        'The cabin is used by arrangement from time to time, and whoever first reserves a period has priority.',
      section: 'Use',
    },
    'forste-paske': {
      text: 'Which of you should have the cabin at Easter in the first year?',
      description:
        'Easter, the summer holidays and Christmas rotate in the order in which you are listed in the agreement, starting with the person you choose here.',
      clauseTemplate:
        '{{svar}} has the cabin at Easter in the first calendar year after the agreement is entered into, the next party in the list of parties in the agreement has the summer holidays (weeks 27 to 30) and the party after that has Christmas, and each year after that each of the three holidays passes to the next party in the list, so that the sequence starts again after the last party.',
      section: 'Use',
    },
    'utlan-til-venner': {
      text: 'Should each of you be able to lend the cabin to friends and family without being there yourself?',
      clauseYes:
        'Each of the parties may lend the cabin to friends and family during periods when that party has the use of the cabin, and is responsible for ensuring that the cabin is left in proper condition.',
      clauseNo: 'The cabin may only be used when at least one of the parties is present.',
      section: 'Use',
    },
    utleie: {
      text: 'Should it be possible to let the cabin to others?',
      clauseYes:
        'The cabin may be let to others when all the parties have consented, and the rental income is divided according to ownership share.',
      clauseNo: 'The cabin is not let to others.',
      section: 'Use',
    },
    'investeringer-krever-enighet': {
      text: 'Should improvements beyond ordinary maintenance require everyone to agree?',
      clauseYes:
        'Improvements and investments that go beyond ordinary maintenance require agreement between all the parties.',
      clauseNo:
        'Improvements and investments may be decided by a majority according to ownership share, to the extent the Co-ownership Act (sameieloven) permits, but if the votes are tied, the measure is not carried out.',
      section: 'Maintenance and decisions',
    },
    pantsettelse: {
      text: 'Should the consent of the others be required before one of you mortgages their share of the cabin?',
      clauseYes:
        'None of the parties may mortgage their share of the cabin without the written consent of the other parties.',
      clauseNo:
        'Each of the parties may mortgage their share of the cabin without the consent of the other parties.',
      section: 'Maintenance and decisions',
    },
    'forkjopsrett-ved-salg': {
      text: 'Should the others have a right of pre-emption if one of you wants to sell their share, and at what price?',
      description:
        'An agreed right of pre-emption cannot be used when the share is sold to the spouse, children or siblings of the seller or to other close relations listed in the Redemption Rights Act (løysingsrettslova) § 8, and it cannot apply for longer than 25 years. Without a separate right of pre-emption, you still have the right of pre-emption under the Co-ownership Act (sameieloven).',
      options: [
        {
          text: 'Yes, at market value set by valuation',
          clause:
            'A party who wishes to sell their share to anyone other than their close relations under the Redemption Rights Act (løysingsrettslova) § 8 must first offer it in writing to the other parties at market value set by valuation, and if the offer has not been accepted in writing within two months after it was received, the share may within two years be sold to others for at least the same price, but the right of pre-emption cannot be exercised later than 25 years after this agreement was entered into.',
        },
        {
          text: 'Yes, at the price a buyer has bid',
          clause:
            'A party who has received a written bid for their share from anyone other than their close relations under the Redemption Rights Act (løysingsrettslova) § 8 must offer the share in writing to the other parties at the same price and on the same terms, and if the offer has not been accepted in writing within two months after it was received, the share may be sold to the bidder for at least the same price, but the right of pre-emption cannot be exercised later than 25 years after this agreement was entered into.',
        },
        {
          text: 'No, no separate right of pre-emption',
          clause:
            'The parties agree on no separate right of pre-emption, and sales of shares follow the rules of the Co-ownership Act (sameieloven).',
        },
      ],
      section: 'Sale and inheritance',
    },
    'binding-mot-salg': {
      text: 'For how long should none of you be able to demand that the cabin be sold?',
      description:
        'Without such an agreement, each of you can demand that the co-ownership be dissolved under the Co-ownership Act (sameieloven).',
      options: [
        {
          text: 'Five years',
          clause:
            'None of the parties may demand that the co-ownership be dissolved and the cabin sold during the first five years after this agreement is entered into.',
        },
        {
          text: 'Ten years',
          clause:
            'None of the parties may demand that the co-ownership be dissolved and the cabin sold during the first ten years after this agreement is entered into.',
        },
        {
          text: 'No lock-in period',
          clause:
            'Each of the parties may demand that the co-ownership be dissolved and the cabin sold under the rules of the Co-ownership Act (sameieloven).',
        },
      ],
      section: 'Sale and inheritance',
    },
    'innlosning-ved-arv': {
      text: 'Should the others be able to buy out a share that is inherited by someone other than the close relations of the deceased?',
      description:
        'If the share is inherited by a spouse, children or other descendants, siblings or other close relations listed in the Redemption Rights Act (løysingsrettslova) § 8, such a right cannot be used, whatever you agree, and the right cannot apply for longer than 25 years. Who inherits a share is determined by the Inheritance Act (arveloven) and any will.',
      clauseYes:
        'If a share is inherited by anyone other than the close relations of the deceased under the Redemption Rights Act (løysingsrettslova) § 8, the other parties may buy it out at market value set by valuation by demanding this in writing from the heirs within six months after the death and no later than 25 years after this agreement was entered into, and otherwise the heirs take over the share with the same rights and obligations as under this agreement.',
      clauseNo:
        'If a share is inherited, the heirs take over the share with the same rights and obligations as under this agreement.',
      section: 'Sale and inheritance',
    },
    takstmann: {
      text: 'Who should pay the valuer when a share is to be valued?',
      description:
        'You appoint the valuer together. If you cannot agree, each side appoints its own valuer, and the average of the two valuations applies.',
      options: [
        {
          text: 'The person taking over the share',
          clause:
            'Where a share is to be valued by a valuer under this agreement, an independent valuer is appointed by the parties jointly or, if they have not agreed within 30 days, one valuer by the person giving up the share and one by the person taking it over, so that the average of the two valuations applies, and the valuation costs are paid by the person taking over the share.',
        },
        {
          text: 'The person giving up the share and the person taking it over, half each',
          clause:
            'Where a share is to be valued by a valuer under this agreement, an independent valuer is appointed by the parties jointly or, if they have not agreed within 30 days, one valuer by the person giving up the share and one by the person taking it over, so that the average of the two valuations applies, and the valuation costs are shared equally between the person giving up the share and the person taking it over.',
        },
      ],
      section: 'Sale and inheritance',
    },
    tinglysing: {
      text: 'Should the provisions that restrict the right to mortgage, sell or inherit a share be registered against the cabin property, so that they also bind new owners and mortgagees?',
      description:
        'Without registration, a buyer or mortgagee who neither knew nor ought to have known of the agreement is not bound by it (the Land Registration Act, tinglysingsloven §§ 20 and 21), and the ban on mortgaging, the lock-in against sale and the right of pre-emption then protect you only against each other. The Norwegian Mapping Authority (Kartverket) does not register the Avtalt document as it is: the provisions must be written into a separate declaration.',
      clauseYes:
        'If the agreement has provisions that restrict the right of a party to dispose of their share, the parties will write them into a separate declaration that all the parties sign and send for registration against the cabin property within three months after this agreement has been signed, and the costs of registration are divided according to ownership share, whereas there is nothing to register if the agreement has no such provisions.',
      clauseNo:
        'The agreement is not registered, and the parties are aware that it then binds only themselves and not a buyer or mortgagee who neither knew nor ought to have known of it, so whoever sells or mortgages their share must make the buyer or mortgagee aware of the agreement in advance.',
      section: 'Registration',
    },
  },
};
