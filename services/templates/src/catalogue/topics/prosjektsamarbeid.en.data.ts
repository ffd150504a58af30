/** The topic «Samarbeid om et prosjekt» in English (docs/languages.md). */
import type { TopicTranslation } from '../catalogue-translation.types';

export const prosjektsamarbeidEn: TopicTranslation = {
  title: 'Working together on a project',
  description:
    'For friends, colleagues or freelancers who are going to create something together, such as an app, a book, a band or a start-up. Agree on roles, contributions, rights and income.',
  document: {
    heading: 'Collaboration Agreement',
    termClause:
      "This agreement applies until the project has ended or, if the parties establish a separate company for it, until the company has been formed and an agreement between the owners has been entered into, and the provisions on rights and confidentiality continue to apply after that. A party who wishes to withdraw from the collaboration must give the other parties three months' written notice, and the settlement takes place in accordance with the provision on withdrawal.",
    disputeClause: null,
  },
  questions: {
    'prosjekt-navn': {
      text: 'What is the project called?',
      clauseTemplate: 'The project is called {{svar}}.',
      section: 'Background',
    },
    'prosjekt-innhold': {
      text: 'What does the project involve?',
      description: 'For example, making an app for planning hikes or publishing a book.',
      clauseTemplate: 'The project involves {{svar}}.',
      section: 'Background',
    },
    'samarbeid-fra': {
      text: 'From what date does the collaboration apply?',
      clauseTemplate: 'The collaboration applies from {{svar}}.',
      section: 'Background',
    },
    eierandeler: {
      text: 'How are the ownership shares in the project to be divided?',
      options: [
        { text: 'Equal shares', clause: 'The parties own the project in equal shares.' },
        {
          text: 'One of us owns a larger share',
          clause: 'The parties own the project jointly in different shares.',
        },
      ],
      section: 'Ownership and finances',
    },
    'storst-andel-eier': {
      text: 'Which of you owns the largest share of the project?',
      clauseTemplate: '{{svar}} owns the largest share of the project.',
      section: 'Ownership and finances',
    },
    'storst-andel-prosent': {
      text: 'What percentage of the project does the largest share make up?',
      clauseTemplate:
        'The largest share makes up {{svar}} of the project, and the rest is owned by the other parties.',
      section: 'Ownership and finances',
      checks: [
        'If there are two of you, the largest share must be over 50%, otherwise it is not the largest. If there are more than two of you, it may be smaller: tick the box to confirm that the value is correct.',
        'The largest share must be under 100%, otherwise the others own nothing of the project. Enter the share as a percentage, for example 60.',
      ],
    },
    'utgifter-likt': {
      text: 'Are the expenses of the project to be shared equally?',
      clauseYes: 'Expenses of the project are shared equally between the parties.',
      clauseNo: 'Expenses of the project are divided according to ownership share.',
      section: 'Ownership and finances',
    },
    'inntekter-etter-andel': {
      text: 'Is the income from the project to be divided according to ownership share?',
      clauseYes:
        'Income from the project is divided according to ownership share once the expenses have been covered.',
      clauseNo:
        'Income from the project is shared equally between the parties once the expenses have been covered.',
      section: 'Ownership and finances',
    },
    ansvarsomrader: {
      text: 'Is each of you to have a clearly defined area of responsibility?',
      clauseYes:
        "Each of the parties has their own area of responsibility in the project, and no one makes decisions within another party's area of responsibility without that party's consent.",
      clauseNo: 'The parties share responsibility for all parts of the project jointly.',
      section: 'Roles and decisions',
    },
    'ansvarsomrader-fordeling': {
      text: 'Which area of responsibility is each of you to have?',
      description:
        'Write the name and the area of responsibility of each of you, for example Kari Nordmann: development, Ola Hansen: sales and marketing.',
      clauseTemplate: 'The areas of responsibility are divided as follows: {{svar}}.',
      section: 'Roles and decisions',
    },
    'beslutninger-enstemmig': {
      text: 'Are important decisions to require everyone to agree?',
      clauseYes: 'Important decisions in the project require the agreement of all the parties.',
      clauseNo:
        'Important decisions in the project are made by majority according to ownership share, and if the votes are tied, the matter is decided by a neutral person chosen jointly by the parties, or by drawing lots if they do not agree on who that should be.',
      section: 'Roles and decisions',
    },
    'rettigheter-felles': {
      text: 'Are the rights to what you create together to be owned jointly?',
      description: 'For example, copyright in text, code, music or design.',
      clauseYes:
        'The rights to what the parties create together in the project are owned jointly, and none of the parties may exploit them commercially alone without the consent of the other parties.',
      clauseNo:
        'Each of the parties retains the rights to what they themselves have created, and grants the other parties a right, free of charge, to use it in the project for as long as the project is carried on, even if one of the parties withdraws.',
      section: 'Rights and loyalty',
    },
    'ikke-konkurrere': {
      text: 'Are you to refrain from taking part in competing projects while the collaboration lasts?',
      clauseYes:
        'For as long as the collaboration lasts, none of the parties will take part in any business that competes directly with the project.',
      clauseNo:
        'The parties are free to take part in other projects, including projects that compete with this one.',
      section: 'Rights and loyalty',
    },
    taushetsplikt: {
      text: 'Are you to have a duty of confidentiality about ideas and trade secrets in the project?',
      clauseYes:
        'The parties have a duty of confidentiality regarding ideas, trade secrets and other confidential information in the project, also after the collaboration has ended.',
      clauseNo:
        'The parties have no particular duty of confidentiality regarding information in the project.',
      section: 'Rights and loyalty',
    },
    selskapsform: {
      text: 'Are you going to establish a separate company for the project?',
      description:
        'Without a separate company, the collaboration may be regarded as a general partnership, in which you are personally liable for the debts of the project, and which must have a written partnership agreement and be registered in the Register of Business Enterprises (Foretaksregisteret). A private limited company cannot acquire rights or take on obligations towards others before it is registered in the Register of Business Enterprises: see the Limited Liability Companies Act (aksjeloven) § 2-20.',
      options: [
        {
          text: 'Yes, as a private limited company',
          clause:
            "The parties will form a private limited company for the project within three months after this agreement has been entered into, will not enter into agreements in the company's name before it is registered in the Register of Business Enterprises (Foretaksregisteret), and this agreement applies until the company has been formed and a shareholders' agreement has been entered into.",
        },
        {
          text: 'Yes, as a different type of company',
          clause:
            'The parties will establish a separate company for the project within three months after this agreement has been entered into and will choose the type of company jointly, and this agreement applies until the company has been formed and a company agreement has been entered into.',
        },
        {
          text: 'No, without a separate company',
          clause:
            'The parties will run the project without establishing a separate company and are aware that the collaboration may nevertheless be a general partnership under the Partnerships Act (selskapsloven) §§ 1-1 and 1-2, in which the participants are personally liable without limit for its debts, and that a general partnership must have a written partnership agreement and be registered in the Register of Business Enterprises (Foretaksregisteret), which the parties must see to themselves or seek advice on.',
        },
      ],
      section: 'Organisation',
    },
    aksjekapital: {
      text: 'How much share capital is the private limited company to have?',
      description:
        'The share capital must be at least NOK 30,000 under the Limited Liability Companies Act (aksjeloven) § 3-1, and you subscribe for shares in the same proportion as the ownership shares in the project.',
      clauseTemplate:
        'The private limited company is to have a share capital of {{svar}}, and the parties will subscribe for the shares in the same proportion as the ownership shares in the project.',
      section: 'Organisation',
      checks: [
        'The share capital of a private limited company must be at least NOK 30,000 (the Limited Liability Companies Act (aksjeloven) § 3-1). Enter an amount of at least NOK 30,000.',
      ],
    },
    'rettigheter-til-selskapet': {
      text: 'What is the company to receive of the rights to what you have created in the project?',
      description:
        'The company receives no rights to what you have created unless you transfer them to the company or give it the right to use them.',
      options: [
        {
          text: 'The rights are transferred to the company',
          clause:
            'When the company has been registered in the Register of Business Enterprises (Foretaksregisteret), the parties will transfer to the company, free of charge, the rights they hold to what has been created in the project, and until then the provision on rights in this agreement applies.',
        },
        {
          text: 'The company receives a right of use',
          clause:
            "When the company has been registered in the Register of Business Enterprises (Foretaksregisteret), it receives an exclusive right, free of charge and unlimited in time, to use what has been created in the project, which the parties cannot withdraw for as long as the company runs the project, while the rights otherwise remain the parties' under the provision on rights in this agreement.",
        },
      ],
      section: 'Organisation',
    },
    'egen-bankkonto': {
      text: 'Are you to have a separate bank account for the project?',
      clauseYes:
        'The parties will open a separate bank account for the project, and all income and expenses go through this account.',
      clauseNo:
        "Income and expenses of the project are handled through the parties' private accounts, and the parties keep a joint set of accounts.",
      section: 'Organisation',
    },
    uttreden: {
      text: 'Is a party who withdraws from the project to be compensated for the value of their share?',
      clauseYes:
        'A party who withdraws from the project will be paid the value of their share by the other parties, who will take over the share, and the value is set by agreement or by an independent valuer chosen jointly by the parties.',
      clauseNo:
        'A party who withdraws from the project will hand over their share to the other parties free of charge, but keeps the right to their part of income earned before the withdrawal.',
      section: 'Withdrawal',
    },
  },
};
