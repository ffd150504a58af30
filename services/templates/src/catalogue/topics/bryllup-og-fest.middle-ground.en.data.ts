import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `bryllup-og-fest` in English, beside bryllup-og-fest.middle-ground.data.ts: the same alternatives in the same order. */
export const bryllupOgFestMiddleGroundEn: TopicMiddleGround = {
  kostnadsfordeling: [
    {
      text: 'Should fixed costs such as the venue and music be shared equally, while food and catering are divided according to how many guests each of you invites?',
      clause:
        'Fixed costs of the celebration, such as venue hire, music and decorations, are shared equally between the parties, while the costs of food and catering are divided according to how many guests each of the parties invites.',
      description:
        'What everyone enjoys is shared equally; what follows the guests follows whoever invites them.',
    },
    {
      text: 'Should half the costs be shared equally and the other half according to income?',
      clause:
        'Half the costs of the celebration are shared equally between the parties, and the other half is divided in proportion to the incomes of the parties.',
      description: 'Between equal shares and shares by income.',
    },
  ],
  'bidragsytere-far-si-sitt': [
    {
      text: 'Should those who contribute money be consulted before decisions concerning what their contribution is to cover?',
      clause:
        'The parties consult those who contribute money to the celebration before decisions concerning what their contribution is to cover, but make the final decisions themselves, and the parties make other decisions without having to consult them.',
      description: 'Those who pay for something get to give their opinion on it, not on everything.',
    },
    {
      text: 'Should those who contribute money be told about important decisions once they have been made?',
      clause:
        'The parties keep those who contribute money to the celebration informed of important decisions once they have been made, but make the decisions without having to consult them beforehand.',
      description: 'Openness towards those who contribute, without them deciding.',
    },
  ],
  'like-mange-gjester': [
    {
      text: 'Should half the places be divided equally between you, while the rest of the guest list is drawn up jointly?',
      clause:
        'Half the places at the celebration are divided equally between the parties, each of whom invites their own guests to them, and the rest of the guest list is drawn up jointly.',
      description: 'A fixed quota each, and a shared part.',
    },
  ],
  alkohol: [
    {
      text: 'Should wine with the meal count as a shared cost, but not other alcohol?',
      clause:
        'Wine with the meal counts as a shared cost of the celebration, while other alcohol for the guests is not a shared cost.',
      description: 'What belongs to the meal is shared; the bar is not.',
    },
    {
      text: 'Should alcohol for the guests be a shared cost up to NOK 200 per guest?',
      clause:
        'Alcohol for the guests counts as a shared cost of the celebration up to NOK 200 per guest, and anything above that is covered by whichever of the parties ordered it.',
      description: 'Shared up to a cap.',
    },
  ],
  pengegaver: [
    {
      text: 'Should half the cash gifts be used to cover the costs of the celebration?',
      clause:
        'Half the cash gifts are used to cover the costs of the celebration, and the rest belongs to those the gifts were given to.',
      description: 'The gifts help with the bill, but not all of them are used up.',
    },
    {
      text: 'Should cash gifts be used to cover the costs of the celebration up to NOK 20,000?',
      clause:
        'Cash gifts are used to cover the costs of the celebration up to NOK 20,000 in total, and the rest belongs to those the gifts were given to.',
      description: 'A cap on how much of the gifts goes to the celebration.',
    },
  ],
  overskudd: [
    {
      text: 'Should half of any surplus be divided equally and the other half according to what each of you has contributed?',
      clause:
        'Half of any surplus is divided equally between the parties, and the other half is divided according to what each of them has contributed.',
      description: 'Between equal shares and shares by contribution.',
    },
  ],
  avlysning: [
    {
      text: 'Should whichever of you withdraws, so that the celebration is cancelled, cover the costs of the cancellation, while such costs are otherwise shared like the other costs?',
      clause:
        'If the celebration is cancelled because one of the parties withdraws, that party covers costs that cannot be refunded, and if the celebration is cancelled for other reasons, such costs are shared in the same way as the other costs.',
      description: 'Whoever cancels bears the cost; otherwise it is shared.',
    },
    {
      text: 'Should the costs of a cancellation be shared in the same way as the other costs up to NOK 20,000?',
      clause:
        'If the celebration is cancelled, costs that cannot be refunded are shared in the same way as the other costs up to NOK 20,000 in total, and costs above that are covered by whichever of the parties incurred them.',
      description: 'Sharing up to a cap, and each bears their own risk above it.',
    },
  ],
};
