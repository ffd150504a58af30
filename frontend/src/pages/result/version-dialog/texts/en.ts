import type { Texts } from '../../../../i18n/page-texts';
import type { nb } from './nb';

/** The dialogs of the next version in English, key for key as nb.ts. */
export const en: Texts<typeof nb> = {
  cancel: 'Cancel',
  amend: {
    failed: 'Could not propose the changes',
    chooseWhat: 'Choose what you want to change',
    title: 'Propose changes',
    action: 'Start a new version',
    intro:
      'Choose the questions you will answer again. The rest of the agreement stays as you signed it. When you agree, everyone signs the new version, and it replaces this one.',
    questions: 'Questions in the agreement',
    newQuestion: 'New yes/no question (optional)',
    example: 'For example: Should we split the electricity bill equally?',
  },
  end: {
    failed: 'Could not propose ending the agreement',
    title: 'End the agreement together',
    action: 'Propose ending',
    intro:
      'You can end the agreement when you agree to. It becomes a new version of the agreement with one question: whether it should end from this date. Once everyone has answered yes and signed, the agreement has ended. Until then it applies as before.',
    settled:
      'What has already been settled under the agreement stands. Amounts that fell due before the date must still be paid; what would have fallen due later lapses.',
    date: 'The agreement ends with effect from',
  },
};
