import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  title: 'Stop the change of email address',
  question:
    'Someone has asked to change the email address of your account. If it was not you, stop the change here. Your address stays the same.',
  stopping: 'Stopping...',
  stop: 'Stop the change',
  stopped: 'The change has been stopped. Your email address has not been changed.',
  sessions:
    'Everyone has been logged out of the account. Whoever asked for the change knew your password: ask for a new one with “Forgot password?” when you log in.',
  logIn: 'Log in',
  noToken: 'The link is incomplete. Open the link from the email again.',
  failed: 'Could not stop the change. Please try again shortly.',
};
