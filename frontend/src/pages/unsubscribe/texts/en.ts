import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  title: 'Unsubscribe from emails',
  loading: 'Loading...',
  noToken: 'The unsubscribe link is incomplete. Open the link from the email again.',
  readFailed: 'Could not read the unsubscribe link. Please try again shortly.',
  question: 'Do you want to stop receiving emails about {{about}} at {{email}}?',
  unsubscribed: 'You will no longer receive emails about {{about}} at {{email}}.',
  stopping: 'Unsubscribing...',
  stop: 'Unsubscribe',
  failed: 'Could not unsubscribe. Please try again shortly.',
  settingsLoggedIn:
    'You can turn each type of email on and off under <a>Email notifications on your profile</a>.',
  settings: 'If you have an account, you can turn each type of email on and off on your profile.',
};
