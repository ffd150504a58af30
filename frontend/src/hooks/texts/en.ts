import type { Texts } from '../../i18n/page-texts';
import type { nb } from './nb';

/** The toasts and messages of the hooks in English, key for key as nb.ts. */
export const en: Texts<typeof nb> = {
  toast: {
    error: 'Error',
    generic: 'Something went wrong. Please try again later.',
  },
  account: {
    loginFailed: 'Login failed',
    loginFailedFallback: 'Invalid email or password',
    loggedIn: 'Logged in',
    welcomeBack: 'Welcome back, {{firstName}}!',
    registerFailed: 'Registration failed',
    registerFailedFallback: 'Could not register the user',
    registered: 'Registration complete',
    registeredText: 'You are now registered and logged in',
    updateFailed: 'Update failed',
    updateFailedFallback: 'Could not update the profile',
    profileUpdated: 'Profile updated',
    profileUpdatedText: 'Your changes have been saved.',
    confirmNewAddress: 'Confirm the new address',
    newAddressText: '{{message}}{{masked}}. The address changes once you have opened the link.',
    changeFailed: 'Change failed',
    changeFailedFallback: 'Could not change the password',
    passwordChanged: 'Password changed',
    passwordChangedText: 'Use the new password next time you log in.',
  },
  answers: {
    saveFailed: 'Could not save the answer',
    submitFailed: 'Could not save the answers',
  },
  blind: {
    saveFailed: 'Could not save the choice',
    hidden: 'Answers are hidden',
    hiddenText: 'Nobody sees the others’ answers until everyone has answered in the round.',
    shown: 'Answers are shown',
    shownText: 'Everyone sees the answers as they come in.',
  },
  expected: {
    saveFailed: 'Could not save the number of participants',
    saved: 'Number of participants saved',
    savedText: 'The agreement can be completed once {{n}} have answered and everyone agrees.',
  },
  agreements: {
    deleteFailed: 'Could not delete the agreement',
    deleteFailedFallback: 'The agreement could not be deleted',
    deleted: 'The agreement has been deleted',
  },
  obligations: {
    saveFailed: 'Could not save the payment',
    paid: 'Marked as paid',
    paidText: 'The other party is notified and can confirm that the money has been received.',
    received: 'Confirmed as received',
    receivedText: 'The payment now shows as received in the overview and in the agreement’s log.',
    statementFailed: 'Could not download the payment overview',
  },
  review: {
    saveFailed: 'Could not save the review',
    dateSaved: 'The date has been saved',
    dateSavedText: 'You will get a reminder two weeks before.',
    confirmed: 'Recorded: the agreement still applies',
    confirmedText: 'It is in the agreement’s log. The next review is in a year.',
  },
  /** The language of the legal text (use-text-language.ts). */
  textLanguage: {
    saveFailed: 'Could not save the language of the agreement text',
    saved: 'The language of the agreement text is saved',
  },
  signatureLevel: {
    saveFailed: 'Could not save the signing requirement',
    saved: 'The signing requirement has been saved',
    password: 'The parties can sign in any way.',
    'email-code': 'All parties must sign with a one-time code by email or with BankID.',
    eid: 'All parties must sign with BankID.',
  },
  signatures: {
    voidFailed: 'Could not void the signatures',
    voided: 'The signatures have been voided',
    voidedText: 'All the parties are notified, and everyone must sign again.',
  },
  setupAdmin: {
    done: 'Admin access activated',
    doneText: 'You now have access to the admin panel.',
  },
  templates: {
    error: 'Error',
    createFailed: 'Could not create the question.',
    created: 'Question created',
    updateFailed: 'Could not update the question.',
    updated: 'Question updated',
    deleteFailed: 'Could not delete the question.',
    deleted: 'Question deleted',
    reorderFailed: 'Could not update the order of the questions.',
    reordered: 'Order updated',
  },
  logic: {
    error: 'Error',
    loadFailed: 'Could not load the logic rules. Please try again later.',
    createFailed: 'Could not create the logic rules',
    updateFailed: 'Could not update the logic rules',
    deleteFailed: 'Could not delete the logic rules',
    created: 'Logic rules created',
    updated: 'Logic rules updated',
    deleted: 'Logic rules deleted',
  },
  catalogueUpdate: {
    error: 'Error',
    saveFailed: 'Could not save the choice. Please try again.',
    taken: 'The catalogue’s version is now in use',
    kept: 'The current version is kept',
  },
  form: {
    schemaLoadFailed: 'The form could not be loaded. Check your connection and try again.',
  },
};
