import type { TopicTranslation } from '../catalogue-translation.types';

/** Housework at home: the English translation of the bokmål topic 'husarbeid'. */
export const husarbeidEn: TopicTranslation = {
  title: 'Housework at home',
  description:
    'For couples, families and others who live together and want to share cleaning, cooking, laundry and shopping fairly. The result is a shared plan, not a legally binding agreement.',
  document: { heading: 'Household plan', termClause: null, disputeClause: null },
  questions: {
    ukeplan: {
      text: 'Will you have a fixed weekly rota for the housework?',
      clauseYes:
        'We will set up a fixed weekly rota for the housework within one week, and until it is in place, we divide the housework according to the rest of this plan.',
      clauseNo:
        'We have no fixed weekly rota, and we divide housework that is not allocated in this plan as needed.',
      section: 'Division of work',
    },
    'lik-tidsbruk': {
      text: 'Should the housework be divided so that you spend roughly the same amount of time on it?',
      clauseYes: 'We divide the housework so that we spend roughly the same amount of time on it.',
      clauseNo: 'We divide the housework according to how much each of us works outside the home.',
      section: 'Division of work',
    },
    rundgang: {
      text: 'Should tasks that have no fixed person responsible be done in rotation?',
      clauseYes: 'Tasks that have no fixed person responsible in this plan rotate between us.',
      clauseNo:
        'Each of us has fixed responsibility over time for tasks that are not allocated in any other way in this plan.',
      section: 'Division of work',
    },
    middag: {
      text: 'Will you take turns cooking dinner?',
      clauseYes:
        'We take turns cooking dinner, so that each of us cooks dinner on roughly the same number of days a week.',
      clauseNo:
        'Whoever has time cooks dinner, and whoever does not cook does the washing-up and tidying up afterwards.',
      section: 'Food and shopping',
    },
    innkjop: {
      text: 'Will one of you have the main responsibility for grocery shopping?',
      clauseYes: 'Everyone in the household adds what is missing to a shared shopping list.',
      clauseNo: 'We share the grocery shopping and use a shared shopping list.',
      section: 'Food and shopping',
    },
    'innkjop-ansvarlig': {
      text: 'Which of you will have the main responsibility for grocery shopping?',
      clauseTemplate:
        '{{svar}} has the main responsibility for buying groceries from the shared shopping list.',
      section: 'Food and shopping',
    },
    klesvask: {
      text: 'Will each of you wash your own clothes?',
      clauseYes: 'Each of us washes our own clothes.',
      clauseNo: 'We wash clothes together for the whole household according to the division we have agreed.',
      section: 'Cleaning, tidying and waste',
    },
    'rydde-samme-dag': {
      text: 'Should everyone tidy up after themselves in the shared rooms on the same day?',
      clauseYes: 'Everyone tidies up after themselves in the shared rooms on the same day.',
      clauseNo: 'We tidy the shared rooms together on fixed days.',
      section: 'Cleaning, tidying and waste',
    },
    avfall: {
      text: 'Will one of you have fixed responsibility for rubbish, recycling and bottle deposits?',
      clauseYes: 'Everyone in the household sorts their waste according to the scheme where we live.',
      clauseNo: 'Responsibility for rubbish, recycling and bottle deposits rotates between us.',
      section: 'Cleaning, tidying and waste',
    },
    'avfall-ansvarlig': {
      text: 'Which of you will be responsible for rubbish, recycling and bottle deposits?',
      clauseTemplate:
        '{{svar}} has fixed responsibility for taking out the rubbish, delivering sorted waste for recycling and returning bottles and cans for the deposit.',
      section: 'Cleaning, tidying and waste',
    },
    storrengjoring: {
      text: 'Will you do a joint deep clean twice a year?',
      clauseYes: 'We do a joint deep clean twice a year.',
      clauseNo: 'We have no fixed deep clean, but clean thoroughly when needed.',
      section: 'Cleaning, tidying and waste',
    },
    vaskehjelp: {
      text: 'Will you pay for a cleaner?',
      clauseYes: 'We pay for a cleaner and share the cost in the same way as the other joint expenses.',
      clauseNo: 'We do the housework ourselves without hired help.',
      section: 'Cleaning, tidying and waste',
    },
    'barn-faste-oppgaver': {
      text: 'Should the children in the household have regular chores at home?',
      clauseYes: 'The children in the household have regular chores at home suited to their age.',
      clauseNo: 'The children in the household have no regular chores at home.',
      section: 'The children',
    },
    'ukepenger-knyttet-til-oppgaver': {
      text: "Should the children's pocket money depend on their doing their chores?",
      clauseYes: "The children's pocket money depends on their doing their chores.",
      clauseNo: 'The children get pocket money regardless of whether they do their chores.',
      section: 'The children',
    },
    gjennomgang: {
      text: 'How often will you review the division of the housework?',
      options: [
        {
          text: 'Every week',
          clause: 'We review the division of the housework every week and adjust it as needed.',
        },
        {
          text: 'Every month',
          clause: 'We review the division of the housework once a month and adjust it as needed.',
        },
        {
          text: 'When one of us asks',
          clause: 'We review the division of the housework when one of us asks for it.',
        },
      ],
      section: 'Follow-up',
    },
  },
};
