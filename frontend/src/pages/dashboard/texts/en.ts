import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  page: {
    title: 'My agreements',
    intro: 'Here you see the agreements you have started or answered.',
    newAgreement: 'New agreement',
    active: 'Ongoing agreements',
    noActive: 'You have no ongoing agreements yet. <newLink>Make a new agreement</newLink>',
    completed: 'Completed agreements',
    noCompleted: 'You have no completed agreements yet. When everyone agrees, the agreement ends up here.',
    loadFailed: 'Could not load the agreements. Please try again later.',
    confirmTitle: 'Confirm deletion',
    confirmText: 'Are you sure you want to delete the agreement “{{title}}”? This cannot be undone.',
    confirm: 'Delete',
  },
  card: {
    status: {
      completed: 'Completed',
      disagreement: 'Disagreement',
      pending: 'Waiting for answers',
      in_progress: 'In progress',
      signed: 'Signed',
    },
    replaced: 'Replaced',
    ended: 'Ended',
    version: 'Version {{number}}',
    round: 'Round {{round}} of {{rounds}}',
    participants_one: '{{count}} participant',
    participants_other: '{{count}} participants',
    waitingFor: 'Waiting for: {{names}}',
    progress: 'Progress {{percent}}%',
    updated: 'Updated {{date}}',
    action: {
      see: 'See the agreement',
      protocol: 'View the record',
      shareAgain: 'Share again',
      continue: 'Continue',
    },
    delete: 'Delete agreement',
  },
};
