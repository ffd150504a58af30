import type { Messages } from './nb';

/** The interface's texts in English, key for key as nb.ts. */
export const en: Messages = {
  language: {
    label: 'Language',
    intro:
      'Avtalt is shown in the language you choose. When you are logged in, your choice is kept on your account.',
    saveFailed: 'The language was not saved on your account',
  },
  layout: {
    skipToContent: 'Skip to content',
    footer: '© {{year}} Avtalt – agreements everyone agrees on.',
    privacy: 'Privacy',
  },
  header: {
    mainMenu: 'Main menu',
    myAgreements: 'My agreements',
    myProfile: 'My profile',
    admin: 'Admin',
    logIn: 'Log in',
    logOut: 'Log out',
    loggingOut: 'Logging out...',
    loggedOut: 'Logged out',
    logOutFailed: 'Logging out failed',
    logOutFailedFallback: 'Could not log out',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    mobileMenu: 'Mobile menu',
  },
  home: {
    newAgreement: 'New agreement',
    newAgreementFor: 'New agreement: {{title}}',
    creating: 'Creating agreement...',
    createOwnTopic: 'Create your own topic',
    chosenTopic: 'Chosen topic: {{title}}',
    chooseOrStartWith: 'Choose a topic below, or start with “{{title}}”.',
    chooseOrMakeOwn: 'Choose a topic below, or make your own.',
    howItWorks: 'How it works',
    hero: {
      getStarted: 'Get started',
      badge: 'Short questions, one at a time',
      title: 'Make agreements everyone agrees on',
      intro:
        'Avtalt helps you reach agreement with friends, family and colleagues. Choose a topic, answer short ' +
        'questions – yes or no, a choice, an amount or a date – and share the link. When everyone agrees, you ' +
        'get a legally binding agreement, ready to download as a PDF.',
    },
    illustration: {
      progress: 'Question 3 of 12',
      question: 'Should the electricity bill be split equally between everyone in the shared house?',
      yes: 'Yes',
      agreed: 'Agreed – the point goes into the agreement',
    },
    picker: {
      title: 'Choose a topic',
      intro:
        'Choose what the agreement is about and press “New agreement”. If you can’t find what you’re looking ' +
        'for, you can make your own topic.',
      searchPlaceholder: 'Search topics...',
      searchLabel: 'Search topics',
      loadFailed: 'Could not load the topics. Please try again later.',
      featured: 'Popular topics',
      noFeatured: 'No featured topics yet.',
      ownTopics: 'Your own topics with descriptions',
      allTopics: 'All topics',
      searchResults: 'Search results for "{{term}}"',
      noneFound: 'No topics found. Try another search term or create your own topic.',
      makeOwn: 'Make your own topic',
      ownTopic: 'Your own topic',
      ownTopicText:
        'Write your own title and description, and we will make questions that fit your agreement.',
      chosenBar: 'Chosen topic',
    },
    topicCard: {
      featured: 'Featured',
      custom: 'Custom',
      choose: 'Choose',
      chooseNamed: 'Choose {{title}}',
    },
    steps: {
      choose: {
        title: 'Choose a topic',
        text: 'Rent, buying a car, living together or something all your own – start with a ready-made topic.',
      },
      answer: {
        title: 'Answer the questions',
        text: 'One at a time: yes or no, a choice, an amount, a date or a short text. It only takes a few minutes.',
      },
      share: {
        title: 'Share the link',
        text: 'Send the link to the others. They answer the same questions.',
      },
      agree: {
        title: 'Agree',
        text: 'Compare the answers, take another round where you disagree, and download the agreement.',
      },
    },
    features: {
      title: 'Everything you need to agree',
      intro:
        'Avtalt makes it easy to talk about what often goes unsaid – and to get it down on paper before ' +
        'misunderstandings arise.',
      binding: {
        title: 'Legally binding agreements',
        text: 'When everyone agrees, Avtalt writes the agreement’s text, legally binding for the parties.',
      },
      guidance: {
        title: 'Step-by-step guidance',
        text: 'One question at a time takes you through everything to settle, so nothing important is forgotten.',
      },
      negotiation: {
        title: 'AI support in negotiations',
        text: 'Where your answers differ, AI helps you see the disagreements clearly and find a solution everyone can stand behind.',
      },
      signing: {
        title: 'Secure digital signing',
        text: 'Confirm the agreement safely and digitally – no paper, scanner or postage.',
      },
      overview: {
        title: 'An overview of all your agreements',
        text: 'See ongoing and finished agreements in one place, and pick up where you left off.',
      },
      link: {
        title: 'Share with a link',
        text: 'Invite the others with a simple link. They can answer without creating an account.',
      },
    },
  },
};
