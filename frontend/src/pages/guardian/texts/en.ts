import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  page: {
    loading: 'Loading the invitation...',
    loadError: 'Could not load this agreement. It may have been deleted, or the link may be invalid.',
    invited: 'You are invited as a guardian',
    underAge: 'A party who is under 18 has named you as their guardian.',
    parties: 'The parties to the agreement: {{names}}.',
    and: 'and',
    points: {
      read: 'You read the comparison and the agreement text, with the parties’ details.',
      noAnswers: 'You do not answer the questions and do not change the agreement.',
      sign: 'You sign the agreement together with the party. The agreement is not signed until you have signed it too.',
    },
    loginHow: '{{acceptLogin}}. If you have no account, create one with that address and confirm it.',
    logIn: 'Log in',
    register: 'Register',
    confirmSent:
      'We have sent a confirmation link to {{email}}. Open the link, then come back here. You can find your address on <a>your profile</a>.',
    confirm: 'Open the link, then come back here. You can find your address on <a>your profile</a>.',
    resend: 'Send a new confirmation link',
    seeComparison: 'See the comparison',
  },
  form: {
    label: 'Accept as guardian',
    loggedInAs: 'You are logged in as {{email}}. The invitation must have been sent to this address.',
    relation: 'How are you the party’s guardian?',
    relationRequired: 'Choose how you are the party’s guardian',
    birthDate: 'Your date of birth',
    birthDatePlaceholder: '1.3.1980',
    birthDateHelp:
      'For example 1.3.1980 (day, month, year) or 1980-03-01. It appears in the agreement text together with your name.',
    declaration:
      'I am the party’s guardian, and any other guardian (the other parent with parental responsibility) consents to the agreement.',
    accepting: 'Accepting...',
    accept: 'Accept as guardian',
  },
  accepted: {
    title: 'You are a guardian in the agreement',
    withWard: 'Read the agreement, and sign it together with {{ward}}.',
    withParty: 'Read the agreement, and sign it together with the party.',
  },
  refused: {
    otherAddress: 'The invitation is for another address',
    isParty: 'You are a party to the agreement',
    underAge: 'You cannot be a guardian',
    loginRequired: 'You must be logged in',
    failed: 'Could not accept as guardian',
  },
};
