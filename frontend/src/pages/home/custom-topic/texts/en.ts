import type { Texts } from '../../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  dialog: {
    title: 'Create your own topic',
    subtitle: 'Make your own agreement topic with content to suit you',
    titleLabel: 'Title',
    titlePlaceholder: 'E.g. Sharing the cabin',
    descriptionLabel: 'Description',
    descriptionPlaceholder:
      'What should the agreement be about? The more you tell us, the better the questions will be.',
    makePublic: 'Make the topic available to everyone',
    publicHelp: 'The topic is published under ‘All topics’, so others can use it too. You must be logged in.',
    privateHelp: 'Only you can see the topic. The questions are made from the title and the description.',
    chooseOther: 'Choose something else',
    cancel: 'Cancel',
    retry: 'Try again',
    continueAnyway: 'Continue anyway',
    createAndPublish: 'Create and publish topic',
    create: 'Create topic',
  },
  kindPicker: {
    legend: 'What kind of agreement is it?',
    quoted: '‘{{label}}’',
    chosen: 'The questions will be made for {{kinds}}.',
    chooseOne: 'Choose at least one, or the questions will be made from the title.',
    noTitle: 'Write a title and we will suggest what kind of agreement it is.',
    failed: 'We could not read the title just now. Choose what fits best.',
    none: 'We cannot tell from the title what kind of agreement it is. Choose what fits best, and the questions will be better.',
    guessed: 'The title does not say what you will do. We guess {{kinds}}. Not right? Choose what fits.',
    guessedWithObject:
      'The title does not say what you will do with {{object}}. We guess {{kinds}}. Not right? Choose what fits.',
    read: 'We read the title as {{kinds}}. Not right? Choose what fits.',
    readWithObject: 'We read the title as {{kinds}}, about {{object}}. Not right? Choose what fits.',
    full: 'You can choose up to three.',
    selected: 'Selected: {{kinds}}',
  },
  kinds: {
    'lend-thing': 'Lending something',
    'lend-money': 'Lending money',
    'own-together': 'Joint ownership',
    'buy-sell': 'Buying and selling',
    rent: 'Renting out',
    'share-costs': 'Sharing costs',
    'live-together': 'Living together',
    care: 'Caring for someone',
    service: 'Doing a job',
    project: 'Joint project',
    company: 'Joint business',
    estate: 'Inheritance',
    neighbours: 'Neighbours',
    promise: 'Promises and rules',
  },
  notices: {
    source: 'Source: {{source}}',
    testament: {
      title: 'Avtalt cannot make a will',
      text:
        'A will must be in writing and signed by the person making it, in front of two witnesses who are present at the same time and know that it is a will. ' +
        'The witnesses sign while the testator is present. A will that does not meet these requirements is invalid, and an electronic signature in Avtalt does not meet them. ' +
        'Write your will on paper, preferably with help from a lawyer. You can go back and choose something else, or continue if the agreement is about something other than a will.',
      source: 'the Inheritance Act (arveloven), sections 42 and 43',
    },
    ektepakt: {
      title: 'Avtalt cannot make a marital agreement (ektepakt)',
      text:
        'A marital agreement, for example on separate property, must be in writing and signed by both spouses at the same time in front of two witnesses whom both have accepted, and the witnesses sign while the spouses are present. ' +
        'To apply against the spouses’ creditors, it must also be registered in the Register of Marital Agreements (Ektepaktregisteret) in Brønnøysund. An electronic signature in Avtalt does not meet the requirements. ' +
        'You can go back and choose something else, or continue if the agreement is about something other than a marital agreement.',
      source: 'the Marriage Act (ekteskapsloven), sections 54 and 55',
    },
  },
  progress: {
    pending: 'Making questions for the agreement …',
    label: 'Making questions',
    madeFrom:
      'The questions are being made from ‘{{title}}’. You will move on automatically when they are ready.',
  },
  flow: {
    topicCreated: 'Topic created',
    topicCreatedText: 'The topic will be available to all users once it has questions',
    topicFailed: 'Could not create the topic',
    loginRequired: 'Login required',
    loginRequiredText:
      'You must be logged in to create public topics. You will now be taken to the login page.',
  },
};
