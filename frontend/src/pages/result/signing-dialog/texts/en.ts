import type { Texts } from '../../../../i18n/page-texts';
import type { nb } from './nb';

/** The signing dialog in English, key for key as nb.ts. */
export const en: Texts<typeof nb> = {
  title: 'Sign the agreement',
  intro:
    'Read the agreement text carefully. This is the text you are signing. Once one party has signed, the text is locked.',
  checksum: 'Checksum (SHA-256) of the text: {{hash}}',
  calculating: 'calculating …',
  formRequirement:
    'An electronic signature in Avtalt does not meet the formal requirements for a will or a marriage settlement (ektepakt).',
  notesTitle: 'What the signature does not do',
  consent: 'I have read the agreement and sign it electronically',
  confirmItsYou: 'Confirm that it is you',
  signWith: 'Sign with {{method}}',
  sendNewCode: 'Send a new code',
  sendCode: 'Send code by email',
  usePassword: 'Use password',
  codeLabel: 'Code from the email',
  password: 'Password',
  cancel: 'Cancel',
  signing: 'Signing...',
  sign: 'Sign',
  codeSent: 'We have sent a {{digits}}-digit code to {{email}}.',
  codeSentUntil: 'We have sent a {{digits}}-digit code to {{email}}. The code is valid until {{time}}.',
  eidNote:
    'You log in with {{method}}, which confirms your name and date of birth, and come back here signed.',
  eidNoteVia:
    'You log in with {{method}} through {{broker}}, which confirms your name and date of birth, and come back here signed.',
  tickConsentFirst: 'First tick the box to say that you have read the agreement.',
  level: {
    eid: 'The agreement requires everyone to sign with BankID.',
    eidUnavailable:
      'The agreement requires everyone to sign with BankID, but BankID is not available here. The agreement therefore cannot be signed here at the moment.',
    emailCode: 'The agreement requires BankID or a one-time code by email.',
  },
  failures: {
    loggedOut: 'You must be logged in to sign. Log in and try again.',
    notParty: 'Only the parties to the agreement can sign it.',
    generic: 'Something went wrong. Please try again later.',
  },
};
