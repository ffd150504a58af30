import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `prosjektsamarbeid` in English, beside prosjektsamarbeid.middle-ground.data.ts: the same alternatives in the same order. */
export const prosjektsamarbeidMiddleGroundEn: TopicMiddleGround = {
  'utgifter-likt': [
    {
      text: 'Are expenses of up to NOK 5,000 a month to be shared equally, and anything above that according to ownership share?',
      clause:
        'Expenses of the project are shared equally between the parties up to NOK 5,000 per month, and anything exceeding that is divided according to ownership share.',
      description: 'Small expenses equally, large ones according to ownership share.',
    },
    {
      text: 'Are running operating expenses to be shared equally, while investments are divided according to ownership share?',
      clause:
        'Running expenses for the operation of the project are shared equally between the parties, while investments in equipment, software and anything else the project is to own are divided according to ownership share.',
      description: 'What keeps the project going, equally; what builds value, according to share.',
    },
  ],
  'inntekter-etter-andel': [
    {
      text: 'Is half of the income to be shared equally and the other half according to ownership share?',
      clause:
        'Income from the project is divided once the expenses have been covered, so that half is shared equally between the parties and the other half is divided according to ownership share.',
      description: 'Between equal shares and ownership shares.',
    },
  ],
  'beslutninger-enstemmig': [
    {
      text: 'Are important decisions to require everyone to agree, but to be decided by a neutral person if you do not agree within 30 days?',
      clause:
        'Important decisions in the project require the agreement of all the parties, and if the parties do not agree within 30 days, the matter is decided by a neutral person chosen jointly by them, or by drawing lots if they do not agree on who that should be.',
      description: 'Everyone must try to agree, but the project never gets stuck.',
    },
  ],
  'rettigheter-felles': [
    {
      text: 'Are the rights to be owned jointly, but so that each of you may use your own contributions in your own portfolio and in work that does not compete with the project?',
      clause:
        'The rights to what the parties create together in the project are owned jointly, but each of the parties may use their own contributions in their own portfolio and in work that does not compete with the project, without the consent of the other parties.',
      description: 'Joint ownership, with the right to show and use your own work.',
    },
    {
      text: 'Is each of you to keep the rights to what you have created yourself, but not be able to sell them or let others use them without everyone agreeing, for as long as the project is carried on?',
      clause:
        'Each of the parties retains the rights to what they themselves have created in the project and grants the other parties a right, free of charge, to use it in the project for as long as the project is carried on, but none of the parties will transfer the rights or give others the right to use them without the consent of the other parties.',
      description: 'Each owns their own, but no one sells the building blocks of the project alone.',
    },
  ],
  'ikke-konkurrere': [
    {
      text: 'Are you to refrain from taking part in competing projects during the first twelve months of the collaboration?',
      clause:
        'During the first twelve months of the collaboration, none of the parties will take part in any business that competes directly with the project, and after that the parties are free to take part in other projects.',
      description: 'Full loyalty at the start, freedom later.',
    },
    {
      text: 'Are you to be free to take part in competing projects after giving written notice at least 30 days in advance?',
      clause:
        'The parties are free to take part in other projects, but a party who wishes to take part in any business that competes directly with the project must notify the other parties in writing at least 30 days in advance.',
      description: 'Freedom, but no surprises.',
    },
  ],
  taushetsplikt: [
    {
      text: 'Are you to have a duty of confidentiality about ideas and trade secrets while the collaboration lasts and for two years afterwards?',
      clause:
        'The parties have a duty of confidentiality regarding ideas, trade secrets and other confidential information in the project while the collaboration lasts and for two years after it has ended.',
      description: 'Confidentiality with an end date.',
    },
    {
      text: 'Is the duty of confidentiality to apply only to information marked as confidential?',
      clause:
        'The parties have a duty of confidentiality regarding information in the project that one of the parties has marked in writing as confidential, also after the collaboration has ended.',
      description: 'Confidentiality only for what is expressly confidential.',
    },
  ],
  'rettigheter-til-selskapet': [
    {
      text: 'Is the company to own what you have created together, and to receive a right of use to what each of you has created alone?',
      clause:
        'When the company has been registered in the Register of Business Enterprises (Foretaksregisteret), the parties will transfer to the company, free of charge, the rights to what they have created together in the project, and the company receives an exclusive right, free of charge and unlimited in time, to use what each of them has created alone, which the parties cannot withdraw for as long as the company runs the project.',
      description: 'The joint work follows the company, and each keeps their own.',
    },
  ],
  'egen-bankkonto': [
    {
      text: 'Is all income to go into a separate account for the project, while expenses may be paid privately and refunded against receipts?',
      clause:
        "The parties will open a separate bank account for the project into which all income is paid, while expenses may be paid from the parties' private accounts and refunded from the project account against receipts, and the parties keep a joint set of accounts.",
      description: 'Income gathered in one place, easy payment of expenses.',
    },
    {
      text: 'Are you to open a separate bank account once the total income from the project has passed NOK 50,000?',
      clause:
        "Income and expenses of the project are handled through the parties' private accounts with a joint set of accounts until the total income has passed NOK 50,000, and after that the parties will open a separate bank account for the project through which all income and expenses go.",
      description: 'Simple at the start, done properly once there is money.',
    },
  ],
  uttreden: [
    {
      text: 'Is a party who withdraws from the project to be paid half the value of their share?',
      clause:
        'A party who withdraws from the project will be paid half the value of their share by the other parties, who will take over the share, and the value is set by agreement or by an independent valuer chosen jointly by the parties.',
      description: 'Something paid for the effort, without draining those who stay.',
    },
    {
      text: 'Is a party who withdraws to receive their part of the income from the project for three years instead of a payment?',
      clause:
        'A party who withdraws from the project will hand over their share to the other parties and instead receive their part of the income from the project according to that share for three years after the withdrawal, in addition to income earned before the withdrawal.',
      description: 'Payment over time from what the project actually earns.',
    },
  ],
};
