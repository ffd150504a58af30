import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `samvaersavtale` in English, beside samvaersavtale.middle-ground.data.ts: the same alternatives in the same order. */
export const samvaersavtaleMiddleGroundEn: TopicMiddleGround = {
  byttedag: [
    {
      text: 'Will the children change homes every Wednesday after school or nursery?',
      clause: 'The children change homes every Wednesday after school or nursery.',
      description: 'Midweek, so that both of you get whole weekends with the children.',
    },
    {
      text: 'Will the children change homes every Saturday at 12 noon?',
      clause: 'The children change homes every Saturday at 12 noon.',
      description:
        'Between Friday and Sunday: both of you get one weekend day with the children every changeover weekend.',
    },
  ],
  'henting-og-bringing': [
    {
      text: 'Will the parent the children are going to collect them from nursery or school, and will you meet halfway between your homes on changeover days without school or nursery?',
      clause:
        'When the children change homes on a day with school or nursery, the parent the children are going to be with collects them there, and on other changeover days the parents meet at a place roughly halfway between their homes.',
      description: 'No one drives the whole way alone on days off.',
    },
  ],
  'jul-og-paske': [
    {
      text: 'Will Christmas alternate between you from year to year, while the Easter holiday is divided into two periods of equal length each year?',
      clause:
        'The children celebrate Christmas alternately with each parent from year to year, so that in even-numbered years they spend Christmas with the parent listed first in the agreement, and the Easter holiday is divided each year into two periods of equal length, one with each parent.',
      description: 'Fixed alternation where it matters most, and Easter shared.',
    },
    {
      text: 'Will Christmas Eve alternate between you from year to year, while the rest of the Christmas and Easter holidays are divided into two periods of equal length each year?',
      clause:
        'The children spend Christmas Eve alternately with each parent from year to year, so that in even-numbered years they are with the parent listed first in the agreement, and the rest of the Christmas holiday and the Easter holiday are each divided every year into two periods of equal length, one with each parent.',
      description: 'Both of you get time with the children at every holiday, and Christmas Eve alternates.',
    },
  ],
  'sommerferie-frist': [
    {
      text: 'Must the division of the summer holiday be agreed no later than ten weeks before the school summer holiday begins?',
      clause:
        'The parents agree on the division of the summer holiday no later than ten weeks before the school summer holiday begins, and if they have not agreed by the deadline, the school summer holiday is divided into two periods of equal length, and the children spend the first period with the parent listed first in the agreement in even-numbered years and with the other in odd-numbered years.',
      description:
        'A deadline between 1 April and two months before the holiday, with the same solution if no agreement is in place.',
    },
  ],
  bursdager: [
    {
      text: 'Will the children celebrate their birthdays with each of you in alternate years?',
      clause:
        'The children celebrate their birthdays alternately with each parent, so that in even-numbered years they are with the parent listed first in the agreement, and in odd-numbered years with the other.',
      description: 'Both of you get whole birthdays, but not every year.',
    },
  ],
  'sykdom-byttedag': [
    {
      text: 'Will time lost be made up only when a child is too ill to change homes for more than three days?',
      clause:
        'If a child is too ill to change homes on a changeover day, the children stay where they are until the child can be moved; the parent who has the children tells the other parent the same day, and if it lasts more than three days, the parent who lost time with the children gets the same number of days back within two months.',
      description: 'Short illnesses even out, longer ones are made up.',
    },
  ],
  'barnetrygd-delt': [
    {
      text: 'Will the one of you who receives the child benefit pass half of it on to the other each month?',
      clause:
        'The parent who receives the child benefit for the children passes on half of the ordinary child benefit to the other parent each month.',
      description: 'An equal split without applying for shared payment.',
    },
  ],
  barnetrygd: [
    {
      text: 'Will the residential parent pass on a quarter of the ordinary child benefit to the contact parent each month?',
      clause:
        'The residential parent, who receives the child benefit for the children, passes on a quarter of the ordinary child benefit to the contact parent each month.',
      description: 'Less than half, but something for the parent who has the children part of the time.',
    },
  ],
  reisekostnader: [
    {
      text: 'Will the travel costs of contact be shared equally between you?',
      clause: 'The travel costs of contact are shared equally between the parents.',
      description: 'Simpler than according to income, and fairer than one parent paying everything.',
    },
    {
      text: 'Will the contact parent cover the travel costs up to NOK 1,000 a month, and the rest be shared equally?',
      clause:
        'The contact parent covers the travel costs of contact up to NOK 1,000 per month, and anything exceeding that is shared equally between the parents.',
      description: 'The one who travels covers the usual costs, and long journeys are shared.',
    },
  ],
  'storre-utgifter': [
    {
      text: 'Will larger expenses for the children be shared equally up to NOK 5,000 per child per year, and the rest be paid by the parent who took the initiative?',
      clause:
        'Larger expenses for the children, such as leisure activities, orthodontic treatment and glasses, are shared equally between the parents up to NOK 5,000 per child per year when they have been agreed in advance, and anything exceeding that is paid by the parent who initiated the expense, unless otherwise agreed, and without this limiting the right to claim an additional contribution for special expenses under the Children Act (barneloven) § 67.',
      description: 'Sharing up to a ceiling, and whoever wants more pays for it themselves.',
    },
    {
      text: "Will expenses for the children's health, such as orthodontic treatment and glasses, be shared equally, while leisure activities are paid for by the parent who took the initiative?",
      clause:
        "Necessary expenses for the children's health, such as orthodontic treatment and glasses, are shared equally between the parents, while leisure activities and other larger expenses are paid by the parent who initiated the expense, unless otherwise agreed, and without this limiting the right to claim an additional contribution for special expenses under the Children Act (barneloven) § 67.",
      description: 'What the children must have is shared; what is optional is paid by whoever wants it.',
    },
  ],
  flytting: [
    {
      text: 'Will the one of you who wants to move far away give notice no later than three months before and at the same time present a written proposal for a new arrangement?',
      clause:
        'A parent who wants to move so far away that the residence or contact arrangement must change notifies the other parent no later than three months before the move and at the same time presents a written proposal for how the arrangement and the travel can be organised after the move.',
      description: 'More than a notice, but without a duty to agree before the move.',
    },
  ],
};
