import type { MailTexts } from './mail-texts.types';

/**
 * English: the layout, what the kinds share, and the account mails. British spelling and dates; a time is
 * said to be Norwegian time, since the reader may be elsewhere. The web app's labels are quoted as its
 * English catalogue has them (“My profile”).
 */
export const enTexts: Pick<MailTexts, 'layout' | 'common' | 'account'> = {
  layout: {
    buttonFallback: 'Button not working? Copy this link into your browser:',
    unsubscribe: 'Unsubscribe',
    unsubscribeRest: 'from this kind of e-mail.',
    privacy: 'Privacy',
    noReplies: 'Replies to this e-mail are not read.',
  },
  common: {
    hello: (firstName) => (firstName ? `Hi ${firstName},` : 'Hi,'),
    and: 'and',
    someone: {
      participant: 'A participant',
      party: 'A party',
      partyInAgreement: 'A party to the agreement',
      otherParty: 'the other party',
    },
    aboutAgreement: 'You are receiving this e-mail because you take part in an agreement in Avtalt.',
    aboutSigning:
      'You are receiving this e-mail because you are a party to an agreement being signed in Avtalt. It cannot be turned off: it concerns what you sign.',
    receiptHead: (seq, hash) => `The audit trail now stands at entry ${seq}, with checksum ${hash}.`,
    receiptKeep: (file) =>
      `The receipt is attached as ${file}. Keep it: with it anyone can later check, without Avtalt, that nothing in the audit trail has been rewritten, using node scripts/verify-pdf.mjs avtale.pdf --receipt ${file}.`,
    clock: (time) => `${time} (Norwegian time)`,
    dateTime: (date, time) => `${date} at ${time} (Norwegian time)`,
  },
  account: {
    passwordReset: {
      subject: 'Reset your Avtalt password',
      preheader: 'The link works once, for one hour.',
      paragraphs: [
        'We received a request to reset the password of your Avtalt account.',
        'Choose a new password with the button below.',
      ],
      button: 'Choose a new password',
      note: 'The link can be used only once and works for one hour. If you did not ask for this, you can ignore this e-mail: your password has not changed.',
      reason: 'You are receiving this e-mail because someone asked to reset the password of your account.',
    },
    verifyEmail: {
      subject: 'Confirm your e-mail address in Avtalt',
      preheader: 'One click and the address is confirmed.',
      paragraph: 'Please confirm that this is your e-mail address in Avtalt.',
      button: 'Confirm the e-mail address',
      note: 'If you did not create an account or change your address, you can ignore this e-mail.',
      reason: 'You are receiving this e-mail because this address was given for an account in Avtalt.',
    },
    emailChange: {
      subject: 'Confirm your new e-mail address in Avtalt',
      preheader: 'The address changes only once you confirm it.',
      paragraphs: [
        'You asked to use this e-mail address for your Avtalt account.',
        'Confirm it with the button below while you are logged in. Until then the old address remains the account’s address, and all e-mail from Avtalt goes there.',
      ],
      button: 'Confirm the new address',
      note: 'The link can be used only once and works for two days. If you did not ask for this, you can ignore this e-mail: no address will change.',
      reason:
        'You are receiving this e-mail because this address was given as the new address of an account in Avtalt.',
    },
    emailChangeNotice: {
      subject: 'Someone asked to change the e-mail address of your Avtalt account',
      preheader: 'If it was not you, stop the change.',
      asked: (masked) => `Someone asked to change the e-mail address of your Avtalt account to ${masked}.`,
      paragraphs: [
        'The address changes only once the link sent to the new address is followed. Until then this is the account’s address, and signing codes, links and signed agreements are sent here.',
        'If it was not you, stop the change with the button below. Everyone will then be logged out of the account. In that case someone knows your password: ask for a new one with “Forgot password?” when you log in again.',
      ],
      button: 'Stop the change',
      note: 'If it was you, there is nothing to do here. The link works for two days.',
    },
    aboutSecurity:
      'You are receiving this e-mail because it concerns the security of your account. It cannot be turned off.',
    dataExport: {
      subject: 'Your data from Avtalt is ready',
      preheader: 'Download it from your profile.',
      paragraphs: [
        'You asked for a copy of the data Avtalt holds about you. It is ready: a ZIP file with what we have stored about your account, the agreements you took part in, your answers and messages, the e-mails we sent you and the PDFs of the agreements.',
        'Log in and download it under “My profile”. A file in the ZIP explains what each of the others contains.',
      ],
      button: 'Download the data',
      note: (until) =>
        `You can download the file until ${until}; it is deleted then. If you did not ask for this, someone may have your password: change it under “My profile”.`,
      reason:
        'You are receiving this e-mail because someone asked for a copy of your account’s data. It cannot be turned off.',
    },
    accountDeleted: {
      subject: 'Your Avtalt account has been deleted',
      preheader: 'As you asked.',
      // The name the others see is stored as it is (in Norwegian), so the mail quotes it and says what it means.
      deleted: (former) =>
        `Your account has been deleted, as you asked with your password. Drafts and agreements nobody else took part in have been deleted, and in agreements that are not signed you are now shown as “${former}” (former participant).`,
      keptIntro:
        'These agreements are signed, and the other parties need them as evidence. The names and the signed PDF are kept until the date given after each, and deleted then:',
      kept: (title, until) => `${title} – until ${until}`,
      closing: 'This is the last e-mail you will get from us. Your address is no longer in our mail log.',
      button: 'Read about privacy in Avtalt',
      note: 'If it was not you who deleted the account, someone knew your password. The account cannot be restored, but you can create a new one.',
      reason:
        'You are receiving this e-mail because your Avtalt account was deleted. It cannot be turned off.',
    },
    emailChanged: {
      subject: 'The e-mail address of your account has changed',
      preheader: 'If it was not you, write to us from this address.',
      changed: (masked, when) =>
        `The e-mail address of your Avtalt account was changed to ${masked} on ${when}. The new address is confirmed. From now on the account logs in with it, and all e-mail from Avtalt goes there, not here.`,
      ifYou: 'If it was you, there is nothing to do.',
      ifNotYou:
        'If it was not you, someone knows your password. “Forgot password?” will not help you now: the link for a new password goes to the new address. If you are still logged in somewhere, change the password under “My profile” at once.',
      writeToUs: (support) =>
        `Write to us at ${support} from this address and say that you did not change it, and we will help you get the account back.`,
      button: 'Write to us',
      mailSubject: 'I did not change the e-mail address of my account',
    },
  },
};
