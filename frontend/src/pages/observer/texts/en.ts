import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  page: {
    loading: 'Loading the invitation...',
    loadError: 'Could not load this agreement. It may have been deleted, or the link may be invalid.',
    invited: 'You are invited as an observer',
    explained:
      'As an observer you can read the comparison, the discussion and the finished text of the agreement. You do not answer, do not write in the discussion and do not sign.',
    loginHow: '{{acceptLogin}}. If you have no account, create one with that address and confirm it.',
    logIn: 'Log in',
    register: 'Register',
    confirmSent:
      'We have sent a confirmation link to {{email}}. Open the link, then come back here. You can find your address on <a>your profile</a>.',
    confirm: 'Open the link, then come back here. You can find your address on <a>your profile</a>.',
    resend: 'Send a new confirmation link',
    loggedInAs: 'You are logged in as {{email}}. The invitation must have been sent to this address.',
    accepting: 'Accepting...',
    accept: 'Accept the invitation',
    seeComparison: 'See the comparison',
  },
  accepted: {
    title: 'You are an observer',
    text: 'You can now read the comparison, the discussion and the agreement text.',
  },
  refused: {
    otherAddress: 'The invitation is for another address',
    isParty: 'You are a party to the agreement',
    loginRequired: 'You must be logged in',
    failed: 'Could not accept the invitation',
  },
};
