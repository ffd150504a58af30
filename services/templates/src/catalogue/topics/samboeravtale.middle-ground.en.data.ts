import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `samboeravtale` in English, beside samboeravtale.middle-ground.data.ts: the same alternatives in the same order. */
export const samboeravtaleMiddleGroundEn: TopicMiddleGround = {
  'ikke-eier-innbetalinger': [
    {
      text: 'Should the one of you who does not own the home get back half of what that person has paid in mortgage repayments and improvements, since you have both lived there?',
      clause:
        "Repayments on the homeowner's mortgage and improvements to the home paid by the other party do not give an ownership share, but the other party may claim repayment of half the amount from the homeowner on a break-up, and the parties shall keep a joint record of such payments.",
      description: 'The one who pays gets something back, but has also had the benefit of living there.',
    },
  ],
  'boliglan-fordeling': [
    {
      text: 'Should the interest on a joint mortgage be shared equally and the repayments according to the ownership shares?',
      clause:
        'Interest on a joint mortgage is divided equally between the parties, while the repayments are divided according to their ownership shares in the home, regardless of how they divide the other joint expenses, and whoever has paid more than their share may require the other party to cover the excess on a break-up.',
      description:
        'The interest is a housing cost shared equally, and the repayments build up the ownership shares.',
    },
  ],
  'felles-konto': [
    {
      text: 'Will you have a joint account only for rent or mortgage payments and electricity, while each of you pays the other fixed expenses separately?',
      clause:
        'The parties shall open a joint account to be used only for rent or mortgage payments and electricity, and each of them pays their share of the other fixed expenses directly. On a break-up, the balance left in the account is divided in proportion to what each of them has paid in.',
      description: 'A joint account for the largest expenses, and otherwise separate finances.',
    },
    {
      text: 'Will you try a joint account for the fixed expenses for one year, and then continue only if you both want to?',
      clause:
        'The parties shall open a joint account for rent or mortgage payments, electricity, insurance and other fixed household expenses for one year at a time, and the arrangement continues for a further year only when neither of them has given written notice, at least one month before the end of the year, that they wish to end it. When the arrangement ends, or on a break-up, the balance left in the account is divided in proportion to what each of them has paid in.',
      description:
        'A trial period with a joint account, in which either of you can go back to separate finances.',
    },
  ],
  'utgifter-fordeling': [
    {
      text: 'Should the joint expenses be shared equally up to NOK 10,000 a month, and anything above that according to income?',
      clause:
        'The parties share the joint expenses equally up to NOK 10,000 a month, and the part of the joint expenses that exceeds NOK 10,000 a month is divided in proportion to their incomes.',
      description:
        'The essentials are shared equally, and the one who earns the most bears more of the extras.',
    },
    {
      text: 'Should the joint expenses be divided according to income, but so that neither of you pays more than 60 per cent?',
      clause:
        'The parties divide the joint expenses in proportion to their incomes, but neither party pays more than 60 per cent of them.',
      description: 'According to income, but never further from an equal split than 60/40.',
    },
  ],
  'gjeld-hver-sin': [
    {
      text: 'Should each of you bear your own debt, but debt for joint expenses that the other has agreed to in writing be divided like the expenses?',
      clause:
        'As between the parties, each of them bears the debt taken on in their own name, but debt taken on to cover joint expenses with the written consent of the other party is divided between the parties in the same way as the joint expenses.',
      description: 'Joint debt only when both of you have said yes to it in advance.',
    },
    {
      text: 'Should debt taken on in your own name to cover joint expenses be divided like the expenses up to NOK 50,000, and the rest be borne by the one who took it on?',
      clause:
        'As between the parties, each of them bears the debt taken on in their own name, except debt taken on to cover joint expenses, which is divided between the parties in the same way as the joint expenses up to NOK 50,000 in total, while anything above that is borne by the party who took on the debt.',
      description: 'Debt for joint expenses is shared, but only up to a ceiling.',
    },
  ],
  'barneutgifter-deles-likt': [
    {
      text: 'Should the fixed costs of the children be shared equally, and single expenses over NOK 3,000 according to income?',
      clause:
        'The parties share the fixed costs of their joint children equally, including kindergarten, after-school care (SFO) and clothes, while single expenses over NOK 3,000, such as equipment for leisure activities, are divided in proportion to their incomes.',
      description:
        'The everyday costs are shared equally, and the large expenses according to what each of you earns.',
    },
    {
      text: 'Should the one of you who earns the most pay 60 per cent of the costs of the children, and the other 40 per cent?',
      clause:
        'The party with the higher income pays 60 per cent of the costs of their joint children, including kindergarten, after-school care (SFO), clothes and leisure activities, and the other party pays 40 per cent. If the parties have equal incomes, the costs are shared equally.',
      description:
        'Closer to an equal split than a split according to income, but the one who earns the most pays the most.',
    },
  ],
  'innbo-hver-sitt': [
    {
      text: 'Should each of you keep the household contents you had before, except the furniture and equipment in the living room and kitchen, which are owned equally?',
      clause:
        'Household contents and movable property that each of the parties owned when the cohabitation began remain the property of that party, except the furniture and equipment in the living room and kitchen, which are regarded as jointly owned in equal shares. The parties shall keep a joint list of the belongings each of them owns separately.',
      description: 'What you use together every day becomes joint, and the rest stays separate.',
    },
    {
      text: 'Should each of you keep what you had before that is worth more than NOK 5,000, while the rest of the household contents are owned equally?',
      clause:
        'Belongings that each of the parties owned when the cohabitation began, and that are each worth more than NOK 5,000, remain the property of that party and are entered on a joint list, while other household contents and movable property from before the cohabitation are regarded as jointly owned in equal shares.',
      description: 'Valuables stay separate, and ordinary household contents become joint.',
    },
  ],
  'nye-eiendeler-felles': [
    {
      text: 'Should what you buy for the home while you live together be owned in proportion to what each of you paid?',
      clause:
        'Household contents and other belongings acquired for shared use during the cohabitation are owned by the parties in proportion to what each of them paid, and the parties shall keep the receipts.',
      description: 'Joint ownership, but with shares that follow what each of you actually paid.',
    },
    {
      text: 'Should what you buy for the home for more than NOK 5,000 be owned equally, while smaller purchases belong to the one who paid?',
      clause:
        'Household contents and other belongings for shared use acquired during the cohabitation for more than NOK 5,000 are owned by the parties in equal halves, regardless of who paid, while smaller purchases belong to the party who paid for them.',
      description: 'The large purchases become joint, the small ones stay separate.',
    },
  ],
  'overta-bolig-ved-brudd': [
    {
      text: 'Should the one of you who wishes to stay be able to take over the home at its valuation if the takeover has been completed within three months of the break-up, and otherwise, including when both of you wish to take over, should it be sold?',
      clause:
        "On a break-up, the party who wishes to remain in the home may take over the other party's share of the home at market value as set by a valuer whom the parties appoint jointly and whose fee they share, provided that the takeover has been completed within three months of the break-up and that the party taking over redeems or takes over the other party's part of any joint mortgage so that the other party is released from liability to the lender. The break-up is counted from the day on which one of the parties gave written notice of the break-up. If both wish to take over, or the takeover has not been completed within the deadline, the home is sold on the open market, unless the parties agree otherwise.",
      description: 'A right to stay, but with a deadline, so that the other party is not left stuck.',
    },
  ],
  'egenkapital-ved-brudd': [
    {
      text: 'Should documented equity be paid back before the rest is divided equally, but reduced by one tenth for each full year you have lived together in the home?',
      clause:
        'On a break-up, including when one of the parties takes over the home, each of the parties first gets back the equity that party can document having put into the home, reduced by one tenth for each full year the parties have lived together in the home, and what remains of the value of the home after the joint mortgage has been paid off is divided equally.',
      description: 'The equity counts in full at the start and is joint after ten years.',
    },
  ],
};
