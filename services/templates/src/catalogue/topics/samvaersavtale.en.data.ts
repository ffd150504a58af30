/** The topic «Samværsavtale for barn» in English (docs/languages.md). */
import type { TopicTranslation } from '../catalogue-translation.types';

export const samvaersavtaleEn: TopicTranslation = {
  title: 'Contact agreement for children',
  description:
    'For parents who live apart. Agree on parental responsibility, residence, contact, holidays and expenses, with the best interests of the children as the starting point.',
  document: {
    heading: 'Agreement on parental responsibility, residence and contact',
    termClause:
      'The agreement applies until the parents agree on a new arrangement or a court decides otherwise. Neither parent can terminate it unilaterally.',
    disputeClause:
      'If the parents disagree about the agreement, they must first try to resolve the disagreement between themselves, and they can get help from the family counselling office (familievernkontoret). Before either of them brings proceedings before the courts concerning parental responsibility, permanent residence, contact or moving abroad with the children, the parents must have attended mediation and hold a valid mediation certificate when the child is under 16 (the Children Act (barneloven) §§ 51 and 54). If they disagree about the child maintenance, either of them may ask NAV to determine it (the Children Act § 70), and other disputes about the agreement may be brought before the Conciliation Board (forliksrådet) and the ordinary courts.',
  },
  paymentLabels: {
    'barnebidrag-delt': 'Child support',
    barnebidrag: 'Child support',
    'barnebidrag-alene': 'Child support',
  },
  questions: {
    barna: {
      text: 'Which children does the agreement cover?',
      description:
        'Write the full name and date of birth of each child, for example Emma Hansen, born 3 May 2016.',
      clauseTemplate: 'The parties are the parents of {{svar}}, and the agreement covers these children.',
      section: 'Background',
    },
    'foreldreansvar-og-bosted': {
      text: "How are parental responsibility and the children's permanent residence to be arranged?",
      description:
        'Parental responsibility is the right and the duty to make important decisions for the children, and shared permanent residence means that the children live roughly equally with each of you.',
      options: [
        {
          text: 'Joint parental responsibility and shared permanent residence',
          clause:
            'The parents have joint parental responsibility for the children, and the children have shared permanent residence and live roughly equally with each of them, so that the children may move within Norway only when both parents agree (the Children Act (barneloven) § 37).',
        },
        {
          text: 'Joint parental responsibility and permanent residence with one of us',
          clause:
            'The parents have joint parental responsibility for the children, and the children have permanent residence with the residential parent and contact with the contact parent.',
        },
        {
          text: 'Sole parental responsibility for the parent the children live with permanently',
          clause:
            'The residential parent has sole parental responsibility, and the agreement on parental responsibility becomes valid only when it has been reported to the National Population Register (Folkeregisteret) under the Children Act (barneloven) § 39.',
        },
      ],
      section: 'Parental responsibility and residence',
    },
    'bosted-hos': {
      text: 'Which of you will the children live with permanently?',
      clauseTemplate: 'The children live permanently with {{svar}}.',
      partyRoles: { chosen: 'residential parent', others: 'contact parent' },
      section: 'Parental responsibility and residence',
    },
    'foreldreansvar-alene-hos': {
      text: 'Which of you will have sole parental responsibility and have the children living permanently with them?',
      description:
        'An agreement that one of you has sole parental responsibility must be reported to the National Population Register (Folkeregisteret) to become valid.',
      clauseTemplate: 'The children live permanently with {{svar}}.',
      partyRoles: { chosen: 'residential parent', others: 'contact parent' },
      section: 'Parental responsibility and residence',
    },
    'bosted-rytme': {
      text: 'What schedule will the children follow between the two homes?',
      options: [
        { text: 'Alternate weeks', clause: 'The children live with each parent in alternate weeks.' },
        {
          text: '2-2-3',
          clause:
            'The children live two days with one parent, two days with the other and three days alternately with each parent.',
        },
        {
          text: 'Another fixed schedule',
          clause:
            'The children live with the parents according to another fixed schedule that gives roughly equal time with each of them and that the parents draw up in writing.',
        },
      ],
      section: 'Parental responsibility and residence',
    },
    byttedag: {
      text: 'On which day will the children change homes?',
      options: [
        { text: 'Monday', clause: 'The children change homes every Monday after school or nursery.' },
        { text: 'Friday', clause: 'The children change homes every Friday after school or nursery.' },
        { text: 'Sunday', clause: 'The children change homes every Sunday at 18:00.' },
      ],
      section: 'Parental responsibility and residence',
    },
    'folkeregistrert-hos': {
      text: 'With which of you will the children be registered as living in the National Population Register (Folkeregisteret)?',
      description:
        'A child can have only one registered address, and it determines, among other things, which school catchment area the child belongs to, so with shared permanent residence you must choose one of your addresses.',
      clauseTemplate:
        'The children are registered in the National Population Register (Folkeregisteret) at the address of {{svar}}.',
      section: 'Parental responsibility and residence',
    },
    'vanlig-samvaer': {
      text: 'Will the children have standard contact with the one of you they do not live with permanently?',
      description:
        'Standard contact under the Children Act (barneloven) is one afternoon a week with an overnight stay, every other weekend, three weeks of the summer holiday and every other autumn, Christmas, winter and Easter holiday.',
      clauseYes:
        'The children have standard contact under the Children Act (barneloven) § 43 with the contact parent, and if the parents have not agreed by 1 April each year which three weeks of the summer holiday the children are to spend with the contact parent, those weeks are the first three weeks of the school summer holiday.',
      clauseNo:
        'The children have contact with the contact parent according to a contact schedule that the parents draw up jointly in writing within one month after the agreement is entered into, and until the schedule is in place, standard contact under the Children Act (barneloven) § 43 applies.',
      section: 'Parental responsibility and residence',
    },
    'henting-og-bringing': {
      text: 'Who will collect and drop off the children when they change homes?',
      options: [
        {
          text: 'The parent the children are going to collects them',
          clause:
            'When the children change homes, the parent the children are going to be with collects them from the other parent or from nursery or school.',
        },
        {
          text: 'The parent the children have been with drops them off',
          clause:
            'When the children change homes, the parent the children have been with takes them to the other parent or to nursery or school.',
        },
        {
          text: 'We share it',
          clause:
            'The parents share collecting and dropping off the children equally when they change homes.',
        },
      ],
      section: 'Handovers and holidays',
    },
    'jul-og-paske': {
      text: 'Will Christmas and Easter alternate between you from year to year?',
      clauseYes:
        'The children celebrate Christmas and Easter alternately with each parent from year to year, so that in even-numbered years they spend Christmas with the parent listed first in the agreement and Easter with the other.',
      clauseNo:
        'The parents agree in writing on the division of Christmas and Easter by 1 October each year, and if they have not agreed by the deadline, the children spend half of the Christmas and Easter holidays with each of them.',
      section: 'Handovers and holidays',
    },
    'sommerferie-frist': {
      text: 'Must the division of the summer holiday be agreed by 1 April each year?',
      clauseYes:
        'The parents agree on the division of the summer holiday by 1 April each year, and if they have not agreed by the deadline, the school summer holiday is divided into two periods of equal length, and the children spend the first period with the parent listed first in the agreement in even-numbered years and with the other in odd-numbered years.',
      clauseNo:
        'The parents agree on the division of the summer holiday no later than two months before the school summer holiday begins, and if they have not agreed by the deadline, the holiday is divided into two periods of equal length, and the children spend the first period with the parent listed first in the agreement in even-numbered years and with the other in odd-numbered years.',
      section: 'Handovers and holidays',
    },
    bursdager: {
      text: 'Will the one of you the children are not with be able to see them on their birthdays?',
      clauseYes:
        "On the children's birthdays, the parent the children are not with that day may spend two hours with the children, from 17:00 to 19:00 unless the parents agree on another time, provided the other parent has been told no later than one week before.",
      clauseNo:
        "The children's birthdays follow the usual arrangement, so that the children celebrate their birthday with the parent they are with that day.",
      section: 'Handovers and holidays',
    },
    'sykdom-byttedag': {
      text: 'Will time lost when a child is too ill to change homes be made up?',
      description:
        'A child who is too ill to be moved stays where they are until they are well enough, whatever you answer.',
      clauseYes:
        'If a child is too ill to change homes on a changeover day, the children stay where they are until the child can be moved; the parent who has the children tells the other parent the same day, and the parent who lost time with the children gets the same number of days back within two months.',
      clauseNo:
        'If a child is too ill to change homes on a changeover day, the children stay where they are until the child can be moved; the parent who has the children tells the other parent the same day, and the time lost is not made up.',
      section: 'Handovers and holidays',
    },
    reisekostnader: {
      text: 'Will the travel costs of contact be shared according to income?',
      description:
        'Under the Children Act (barneloven) § 44, travel costs are shared according to income unless you agree otherwise.',
      clauseYes:
        'The travel costs of contact are shared between the parents in proportion to their incomes (the Children Act (barneloven) § 44).',
      clauseNo: 'The travel costs of contact are paid by the contact parent.',
      section: 'Expenses and child maintenance',
    },
    'privat-barnebidrag': {
      text: 'Will you agree on child maintenance privately instead of letting NAV determine it?',
      description:
        'A private agreement does not prevent either of you from later asking NAV to determine the maintenance.',
      clauseYes: 'The parents agree on child maintenance privately, without NAV determining it.',
      clauseNo: 'Child maintenance is determined by NAV.',
      section: 'Expenses and child maintenance',
    },
    'barnebidrag-betaler': {
      text: 'Which of you will pay the child maintenance?',
      clauseTemplate: '{{svar}} pays the child maintenance to the other parent.',
      section: 'Expenses and child maintenance',
    },
    'barnebidrag-belop': {
      text: 'How much will the child maintenance be per child per month?',
      description: "NAV's maintenance calculator and rates at nav.no show what NAV would have set.",
      clauseTemplate: 'The child maintenance is {{svar}} per child per month.',
      section: 'Expenses and child maintenance',
      checks: [
        "The child maintenance is over NOK 15,000 per child per month. That is far more than NAV sets under its rates for what it costs to provide for a child. Check the amount in NAV's maintenance calculator at nav.no, and confirm it if it is correct.",
      ],
    },
    'bidrag-samvaersforelder': {
      text: 'How much child maintenance will the contact parent pay per child per month?',
      description:
        "The maintenance must be more than NOK 0, because the child is entitled to maintenance that cannot be waived by agreement (the Children Act (barneloven) § 67), and NAV's maintenance calculator and rates at nav.no show what NAV would have set.",
      clauseTemplate:
        'The contact parent pays {{svar}} per child per month in child maintenance to the residential parent (the Children Act (barneloven) § 67).',
      section: 'Expenses and child maintenance',
      checks: [
        'The child is entitled to child maintenance, and this cannot be waived by agreement (the Children Act (barneloven) § 67). Enter the amount you have agreed on, or answer that NAV is to set the maintenance.',
        "The child maintenance is over NOK 15,000 per child per month. That is far more than NAV sets under its rates for what it costs to provide for a child. Check the amount in NAV's maintenance calculator at nav.no, and confirm it if it is correct.",
      ],
    },
    'barnebidrag-antall-barn': {
      text: 'For how many children is child maintenance to be paid?',
      description: 'Write the number in figures, for example 2.',
      clauseTemplate: 'Child maintenance is paid for the following number of children: {{svar}}.',
      section: 'Expenses and child maintenance',
      checks: [
        'Enter how many children the maintenance covers, at least 1.',
        'Enter how many children the maintenance covers, at most 20.',
      ],
    },
    'barnebidrag-fra': {
      text: 'From what date is the child maintenance to be paid?',
      description: 'The maintenance is then paid on the same date each month.',
      clauseTemplate:
        'The child maintenance is paid for the first time on {{svar}} and thereafter on the same date each month.',
      section: 'Expenses and child maintenance',
    },
    'barnetrygd-delt': {
      text: 'Will you share the child benefit equally?',
      description:
        'With a written agreement on shared permanent residence, each of you can receive half of the child benefit, including half of the extended child benefit if you are entitled to it, when you ask NAV for it.',
      clauseYes:
        'The parents ask NAV for shared child benefit, so that each of them receives half of the child benefit for the children, including half of the extended child benefit for whichever parent is entitled to it (the Child Benefit Act (barnetrygdloven) §§ 2 and 12).',
      clauseNo:
        'The parent at whose address the children are registered in the National Population Register (Folkeregisteret) applies for and receives the whole of the child benefit for the children, and neither parent asks NAV for shared child benefit.',
      section: 'Expenses and child maintenance',
    },
    barnetrygd: {
      text: 'Will the residential parent keep all of the child benefit?',
      description:
        'Child benefit, and extended child benefit for a parent who lives alone with the children, is paid to the parent the children live with permanently. You can nevertheless agree that part of it is passed on.',
      clauseYes:
        'Child benefit, and extended child benefit if the residential parent is entitled to it, is paid to the residential parent, who keeps it (the Child Benefit Act (barnetrygdloven) §§ 2 and 9).',
      clauseNo:
        'Child benefit is paid to the residential parent (the Child Benefit Act (barnetrygdloven) § 2), who each month passes on half of the ordinary child benefit for the children to the contact parent.',
      section: 'Expenses and child maintenance',
    },
    'storre-utgifter': {
      text: 'Will larger expenses for the children, such as leisure activities, orthodontic treatment and glasses, be shared equally?',
      clauseYes:
        'Larger expenses for the children, such as leisure activities, orthodontic treatment and glasses, are shared equally between the parents when they have been agreed in advance, without this limiting the right to claim an additional contribution for special expenses under the Children Act (barneloven) § 67.',
      clauseNo:
        'Larger expenses for the children are paid by the parent who initiated the expense, unless otherwise agreed, and without this limiting the right to claim an additional contribution for special expenses under the Children Act (barneloven) § 67.',
      section: 'Expenses and child maintenance',
    },
    flytting: {
      text: 'Will you agree on a new arrangement before either of you moves so far away that the arrangement must change?',
      description:
        'The Children Act (barneloven) requires notice no later than three months before a move when contact has been agreed or determined, and if the children have shared permanent residence, they may move within Norway only when you both agree.',
      clauseYes:
        'A parent who wants to move so far away that the residence or contact arrangement must change notifies the other parent no later than three months before the move, and the parents must try to agree on a new arrangement before the move.',
      clauseNo:
        'A parent who wants to move notifies the other parent no later than three months before the move.',
      section: 'Moving and review',
    },
    'revisjon-dato': {
      text: 'By what date at the latest will you review the agreement?',
      clauseTemplate:
        "The parents review the agreement no later than {{svar}}, and otherwise whenever the children's needs change significantly.",
      section: 'Moving and review',
    },
  },
};
