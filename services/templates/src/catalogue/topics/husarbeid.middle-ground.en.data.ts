import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `husarbeid` in English, beside husarbeid.middle-ground.data.ts: the same alternatives in the same order. */
export const husarbeidMiddleGroundEn: TopicMiddleGround = {
  ukeplan: [
    {
      text: 'Will you have a fixed weekly rota only for the cleaning that has to be done every week, and divide the rest as needed?',
      clause:
        'Within one week the household sets up a fixed rota for the cleaning that has to be done every week, such as vacuuming and cleaning the bathroom and kitchen, and other housework that is not allocated in this plan is divided as needed.',
      description: 'A fixed rota for what always has to be done, freedom for the rest.',
    },
    {
      text: 'Will you try a fixed weekly rota for the housework for three months before you decide whether to keep it?',
      clause:
        'The household sets up a fixed weekly rota for the housework within one week and tries it for three months, and if not all the adults in the household want to continue with it after the trial period, housework that is not allocated in this plan is divided as needed.',
      description: 'A trial period with a fixed end: the rota becomes permanent only if everyone wants it.',
    },
  ],
  'lik-tidsbruk': [
    {
      text: 'Should the housework be divided according to how much each of you works outside the home, but so that each of you does at least two hours of housework every week?',
      clause:
        'The housework is divided according to how much each adult in the household works outside the home, but each adult does at least two hours of housework every week, including whoever works most outside the home.',
      description: 'Whoever works most does less, but never nothing.',
    },
    {
      text: 'Will you spend roughly the same amount of time on the housework over time, so that whoever has a busy week can make up for it over the next two weeks?',
      clause:
        'The housework is divided so that over time the adults in the household spend roughly the same amount of time on it, and whoever has a particularly busy week at work may do less that week and make up for it over the next two weeks.',
      description: 'Equal over time, with room for busy weeks.',
    },
  ],
  rundgang: [
    {
      text: 'Should tasks that have no fixed person responsible be allocated on a fixed basis, but swapped round every three months?',
      clause:
        'Tasks that have no fixed person responsible in this plan are allocated on a fixed basis, and the allocation is swapped round every three months.',
      description: 'Fixed responsibility for a period, rotation over the year.',
    },
    {
      text: 'Will each of you choose one task to have fixed responsibility for, while the rest of the tasks without a fixed person responsible are done in rotation?',
      clause:
        'Each adult in the household chooses one task that has no fixed person responsible in this plan and has fixed responsibility for it, and the rest of the tasks without a fixed person responsible are done in rotation.',
      description: 'Everyone keeps a task they like; the rest are done in rotation.',
    },
  ],
  middag: [
    {
      text: 'Will you share responsibility for dinner equally on four fixed days a week, and let whoever has time cook dinner for the rest of the week?',
      clause:
        'Responsibility for dinner on four fixed days a week is shared equally between the adults in the household, and for the rest of the week whoever has time cooks dinner, while whoever does not cook does the washing-up and tidying up afterwards.',
      description: 'Fixed days for most of the week, flexible for the rest.',
    },
    {
      text: 'Will you take turns cooking dinner on weekdays and cook dinner together at weekends?',
      clause:
        'Dinner is cooked in turn on weekdays, so that each adult in the household cooks dinner on roughly the same number of weekdays, and at weekends dinner is cooked together.',
      description: 'A fixed division in busy weeks, cooking together when there is time.',
    },
  ],
  klesvask: [
    {
      text: "Will you wash towels, bed linen and the children's clothes together, but each wash your own clothes?",
      clause:
        "Towels, bed linen, tea towels and the children's clothes are washed together for the household in turn, and each adult in the household washes their own clothes.",
      description: 'What is shared is washed together; what is yours, you wash yourself.',
    },
  ],
  'rydde-samme-dag': [
    {
      text: 'Should everyone tidy the kitchen after themselves on the same day, while the rest of the shared rooms are tidied together on fixed days?',
      clause:
        'Everyone tidies the kitchen after themselves on the same day, and the rest of the shared rooms are tidied together on fixed days.',
      description: 'The kitchen every day, the rest on fixed days.',
    },
    {
      text: 'Should everyone tidy up after themselves in the shared rooms by the following morning at the latest?',
      clause:
        'Everyone tidies up after themselves in the shared rooms by the following morning at the latest.',
      description: 'Tidy every day, but not straight away.',
    },
  ],
  storrengjoring: [
    {
      text: 'Will you do a joint deep clean once a year, in the spring?',
      clause:
        'The household does a joint deep clean once a year, in the spring, and otherwise cleans thoroughly when needed.',
      description: 'One fixed deep clean instead of two or none.',
    },
  ],
  vaskehjelp: [
    {
      text: 'Will you pay for a cleaner only for thorough cleaning, at most four times a year?',
      clause:
        'The household does the ordinary housework itself and pays for a cleaner only for thorough cleaning, at most four times a year, and the cost is shared in the same way as the other joint expenses.',
      description: 'Help with the heaviest work; you do the rest yourselves.',
    },
    {
      text: 'Will you pay for a cleaner every other week for the bathroom, kitchen and floors, and do the rest of the housework yourselves?',
      clause:
        'The household pays for a cleaner every other week to clean the bathroom, kitchen and floors and does the rest of the housework itself, and the cost is shared in the same way as the other joint expenses.',
      description: 'Some help, at a lower cost than a cleaner for everything.',
    },
  ],
  'ukepenger-knyttet-til-oppgaver': [
    {
      text: 'Will the children get half of their pocket money regardless and the other half when they have done their chores?',
      clause:
        'The children get half of their pocket money regardless, and the other half when they have done their chores that week.',
      description: 'A fixed part for security, a part as a reward.',
    },
  ],
  gjennomgang: [
    {
      text: 'Will you review the division of the housework every other week?',
      clause: 'The division of the housework is reviewed every other week and adjusted as needed.',
      description: 'Between every week and every month.',
    },
    {
      text: 'Will you review the division of the housework every three months, and otherwise when one of you asks for it?',
      clause:
        'The division of the housework is reviewed every three months, and otherwise when one of the adults in the household asks for it.',
      description: 'A fixed review only now and then, but it can always be raised.',
    },
  ],
};
