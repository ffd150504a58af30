import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  dashboard: {
    title: 'Admin dashboard',
    intro: 'Topics, question templates, logic rules and email.',
    logicTester: 'Logic tester',
    tabs: 'Administration',
    topics: 'Topics',
    questions: 'Question templates',
    mail: 'Email',
  },
  setup: {
    title: 'Admin access required',
    intro:
      'You need administrator access to see this page. Enter the email address of the account that is to be given access.',
    email: 'Admin email',
    returnHome: 'Back to the front page',
    submit: 'Set up admin access',
    submitting: 'Processing...',
    note: 'Note: only authorised users can be given administrator access. You may need to log in first.',
    failedTitle: 'Error',
    failed: 'Could not set up the admin account. You may need to log in first.',
  },
};
