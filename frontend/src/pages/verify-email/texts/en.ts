import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  title: 'Confirm your email address',
  checking: 'Confirming the address ...',
  verified: 'Your email address is confirmed',
  loginFirst: 'Log in with the account to be confirmed, and we will confirm the address.',
  noToken: 'The link is incomplete. Open the link from the email again.',
  failed: 'Could not confirm the address. Please try again shortly.',
  toProfile: 'To your profile',
  logIn: 'Log in',
};
