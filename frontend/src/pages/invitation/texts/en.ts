import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  page: {
    loadingInvitation: 'Loading the invitation...',
    loading: 'Loading agreement...',
    loadError: 'Could not load this agreement. It may have been deleted, or the link may be invalid.',
    invited: 'You are invited to take part in an agreement',
    invitedBy: 'Invited by',
    someoneElse: 'Another user',
    howItWorks:
      'You answer a series of questions about the agreement. Your answers are compared with those of the other participants, and where you answer differently, you can take a new round until you agree.',
    start: 'Start answering',
    seeComparison: 'See comparison',
    legalNote:
      'Legal notice: Your answers are shared with the other participants in the agreement. When everyone agrees, an agreement text is drawn up that can be legally binding on the parties. Read the agreement carefully before you sign it.',
  },
  notice: {
    completed: {
      title: 'The agreement is completed',
      text: 'All participants have answered and agree. The agreement is no longer accepting answers.',
    },
    ended: {
      title: 'The agreement has ended',
      text: 'The participants did not reach agreement, and the agreement is no longer accepting answers.',
    },
    removed: {
      title: 'You have been removed from the agreement',
      text: 'You have been removed from this agreement and cannot answer.',
    },
    full: {
      title: 'The agreement already has all its participants',
      text: 'Ask the person who started the agreement to raise the number if you are to take part.',
    },
    notParticipant: {
      title: 'The agreement is under way',
      text: 'The agreement is in round {{round}}. Only those who answered in the first round can take part from here.',
    },
  },
};
