import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  title: 'Create a new password',
  intro:
    'Choose a new password of at least 8 characters. You will be logged out everywhere you are logged in.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  saving: 'Saving...',
  save: 'Save new password',
  done: 'Your password has been changed. Log in with the new password.',
  logIn: 'Log in',
  noToken: 'The link is incomplete. Open the link from the email again, or ask for a new link.',
  failed: 'Could not change the password. Please try again shortly.',
  askAgain: 'Ask for a new link',
};
