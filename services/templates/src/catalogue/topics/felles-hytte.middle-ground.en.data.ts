import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `felles-hytte` in English, beside felles-hytte.middle-ground.data.ts: the same alternatives in the same order. */
export const fellesHytteMiddleGroundEn: TopicMiddleGround = {
  'faste-kostnader-etter-andel': [
    {
      text: 'Should half of the fixed costs be shared equally and the other half according to ownership share?',
      clause:
        'Half of the fixed costs, such as municipal charges, property tax, insurance, electricity and road fees, is shared equally between the parties, and the other half is divided according to ownership share.',
      description: 'Somewhere between an equal split and a split according to ownership share.',
    },
    {
      text: 'Should municipal charges, property tax and insurance be divided according to ownership share, and electricity and road fees be shared equally?',
      clause:
        'Municipal charges, property tax and insurance are divided according to ownership share, while electricity, road fees and other fixed costs that follow from the use of the cabin are shared equally between the parties.',
      description:
        'What comes with ownership is paid according to ownership share, and what comes with use, equally.',
    },
  ],
  mislighold: [
    {
      text: 'Should anyone who does not pay their share lose the right to use the cabin only if the amount has not been paid back within three months?',
      clause:
        'If a party does not pay their share of the costs under this agreement within 14 days after a written reminder, the other parties may pay the amount on behalf of that party and claim it back with late-payment interest under the Late Payment Interest Act (forsinkelsesrenteloven) from the day they paid, and if the amount has not been paid back within three months, that party may not use the cabin or lend it out until everything has been paid.',
      description: 'Interest straight away, but use is suspended only once the debt has grown old.',
    },
  ],
  forsikring: [
    {
      text: 'Should the cabin be insured at full value against fire and water damage, while other damage to the building is covered according to ownership share?',
      clause:
        'The cabin must at all times be kept insured at full value against fire and water damage, with all the parties as the insured, and the premium is paid as a fixed cost, while other damage to the building is covered by the parties according to ownership share.',
      description: 'The most serious damage is covered, and the premium is lower than for full insurance.',
    },
  ],
  'utlan-til-venner': [
    {
      text: 'Should each of you be able to lend the cabin to your own parents, siblings and children, but to friends only when one of you is there?',
      clause:
        'Each of the parties may lend the cabin to their own parents, siblings and children during periods when that party has the use of the cabin, and is responsible for ensuring that the cabin is left in proper condition, while others may otherwise use the cabin only when one of the parties is present, except during periods when the cabin is let.',
      description: 'Family may borrow it, and friends come to visit.',
    },
    {
      text: 'Should each of you be able to lend the cabin without being there yourself, at most twice a year?',
      clause:
        'Each of the parties may lend the cabin to friends and family at most twice a year during periods when that party has the use of the cabin, and is responsible for ensuring that the cabin is left in proper condition. Otherwise, the cabin is used only when one of the parties is present, except during periods when the cabin is let.',
      description: 'Lending is possible, but rare.',
    },
  ],
  utleie: [
    {
      text: 'Should it be possible to let the cabin for at most four weeks a year, and each time only when everyone has consented?',
      clause:
        'The cabin may be let for at most four weeks a year and only when all the parties have consented to each letting, and the rental income is divided according to ownership share after the costs of cleaning and wear and tear have been deducted.',
      description: 'Some rental income, but the cabin remains first and foremost yours.',
    },
  ],
  'investeringer-krever-enighet': [
    {
      text: 'Should improvements costing more than NOK 20,000 require everyone to agree, while smaller improvements may go ahead if no one objects within 14 days?',
      clause:
        'Improvements and investments that go beyond ordinary maintenance and cost more than NOK 20,000 in total require agreement between all the parties, while smaller improvements may be carried out when none of the parties has objected to them in writing within 14 days after the proposal was sent to them.',
      description: 'A veto on the big decisions, and progress on the small ones.',
    },
  ],
  pantsettelse: [
    {
      text: 'Should each of you be able to mortgage your share without consent, but with written notice to the others at least 14 days in advance?',
      clause:
        'Each of the parties may mortgage their share of the cabin without the consent of the other parties, but must notify the other parties in writing at least 14 days before the mortgage is granted.',
      description: 'Freedom to mortgage, but no surprises.',
    },
    {
      text: 'Should each of you be able to mortgage your share without consent for loans of at most half the market value of the share?',
      clause:
        'Each of the parties may, without consent, mortgage their share of the cabin for loans totalling at most half the market value of the share, and mortgaging beyond that requires the written consent of the other parties.',
      description: 'A loan with a good margin is fine, while a large loan requires consent.',
    },
  ],
  'forkjopsrett-ved-salg': [
    {
      text: 'Should the other parties have a right of pre-emption at market value set by valuation, but only for the first ten years?',
      clause:
        'A party who wishes to sell their share to anyone other than their close relations under the Redemption Rights Act (løysingsrettslova) § 8 must first offer it in writing to the other parties at market value set by valuation, and if the offer has not been accepted in writing within two months after it was received, the share may within two years be sold to others for at least the same price, but the right of pre-emption cannot be exercised later than ten years after this agreement was entered into.',
      description:
        'The cabin can be kept together for the first years, and after that each party sells freely.',
    },
    {
      text: 'Should the other parties first be offered the share at its valuation, but have only 30 days to reply?',
      clause:
        'A party who wishes to sell their share to anyone other than their close relations under the Redemption Rights Act (løysingsrettslova) § 8 must first offer it in writing to the other parties at market value set by valuation, and if the offer has not been accepted in writing within 30 days after it was received, the share may within two years be sold to others for at least the same price, but the right of pre-emption cannot be exercised later than 25 years after this agreement was entered into.',
      description: 'The parties get the first chance, and the seller does not have to wait long.',
    },
  ],
  'binding-mot-salg': [
    {
      text: 'Should none of you be able to demand that the cabin be sold during the first three years?',
      clause:
        'None of the parties may demand that the co-ownership be dissolved and the cabin sold during the first three years after this agreement is entered into.',
      description: 'A shorter lock-in period than five years.',
    },
    {
      text: 'Should none of you be able to demand that the cabin be sold during the first seven years?',
      clause:
        'None of the parties may demand that the co-ownership be dissolved and the cabin sold during the first seven years after this agreement is entered into.',
      description: 'Between five and ten years.',
    },
  ],
  'innlosning-ved-arv': [
    {
      text: 'Should the other parties be able to buy out a share that is inherited by someone other than the close relations of the deceased, but only for the first ten years?',
      clause:
        'If a share is inherited by anyone other than the close relations of the deceased under the Redemption Rights Act (løysingsrettslova) § 8, the other parties may buy it out at market value set by valuation by demanding this in writing from the heirs within six months after the death and no later than ten years after this agreement was entered into, and otherwise the heirs take over the share with the same rights and obligations as under this agreement.',
      description:
        'The cabin can be kept in the family for the first years, and after that the shares are inherited freely.',
    },
    {
      text: 'Should heirs who are not close relations of the deceased keep the share if they join the agreement in writing within three months after the death?',
      clause:
        'If a share is inherited by anyone other than the close relations of the deceased under the Redemption Rights Act (løysingsrettslova) § 8, the heirs take over the share with the same rights and obligations as under this agreement if they have joined the agreement in writing within three months after the death, and otherwise the other parties may buy the share out at market value set by valuation by demanding this in writing from the heirs within six months after the death and no later than 25 years after this agreement was entered into.',
      description: 'Heirs who want to be part of the agreement may stay, and others can be bought out.',
    },
  ],
  takstmann: [
    {
      text: 'Should the valuation costs be shared equally up to NOK 10,000, and anything above that be paid by the person taking over the share?',
      clause:
        'Where a share is to be valued by a valuer under this agreement, an independent valuer is appointed by the parties jointly or, if they have not agreed within 30 days, one valuer by the person giving up the share and one by the person taking it over, so that the average of the two valuations applies, and the valuation costs are shared equally between the person giving up the share and the person taking it over up to NOK 10,000, while anything above that is paid by the person taking over the share.',
      description:
        'Both contribute to an ordinary valuation, and whoever wants a more expensive one pays for it themselves.',
    },
  ],
  tinglysing: [
    {
      text: 'Should the provisions that restrict the right to mortgage, sell or inherit a share be registered only when a party is about to sell or mortgage their share?',
      clause:
        'The parties will not register the agreement now, but if the agreement has provisions that restrict the right of a party to dispose of their share, the parties will, before a party sells or mortgages their share, write them into a separate declaration that all the parties sign and send for registration against the cabin property, and the costs of registration are divided according to ownership share.',
      description: 'No cost now, but a buyer or mortgagee will be bound.',
    },
  ],
};
