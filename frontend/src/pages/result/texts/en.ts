import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

/** The result page in English, key for key as nb.ts. */
export const en: Texts<typeof nb> = {
  page: {
    loading: 'Loading agreement...',
    loadFailed: 'Could not load this agreement. It may have been deleted, or the link may be invalid.',
    backToComparison: 'Back to the comparison',
    signed: 'Signed',
    logInForPdf: 'Log in to download the PDF',
    newAgreement: 'Make a new agreement',
    pdfBeingMade: 'The PDF is being made. This may take a few seconds.',
    documentYouSign: 'The agreement text you are signing',
    fallbackHeading: 'Agreement',
    genericError: 'Something went wrong. Please try again later.',
    waitingIntro:
      'Everyone has given the same answer on every point. The agreement text will be made once every party is in it with their full name and date of birth or address.',
  },
  variants: {
    full: {
      heading: 'Congratulations! You agree.',
      intro:
        'Everyone has given the same answer on every point, and the agreement text is ready. Read it carefully before you sign.',
      documentLabel: 'Agreement text',
    },
    partial: {
      heading: 'You do not agree on everything yet',
      intro:
        'The text below is a partial agreement: it shows the points you agree on, and which points remain.',
      documentLabel: 'Partial agreement',
    },
    protocol: {
      heading: 'You did not reach agreement',
      intro:
        'The agreement was closed without you reaching agreement. The record below shows what you agreed on, and where you disagreed.',
      documentLabel: 'Record',
    },
    plan: {
      heading: 'Congratulations! You agree.',
      intro:
        'Everyone has given the same answer on every point, and the plan is ready. It is a plan you have agreed on, not a legally binding agreement.',
      documentLabel: 'Plan',
    },
    signed: {
      heading: 'Congratulations! You agree.',
      intro: 'All the parties have signed the agreement. Download the signed PDF and keep it safe.',
      documentLabel: 'Agreement text',
    },
    ending: {
      heading: 'You agree to end the agreement.',
      intro:
        'Everyone has answered yes. Read the text carefully before you sign: once everyone has signed, the agreement ends from the date you agreed on.',
      documentLabel: 'Agreement text',
    },
    ended: {
      heading: 'You have ended the agreement together.',
      intro: 'All the parties have signed the ending. Download the signed PDF and keep it safe.',
      documentLabel: 'Agreement text',
    },
  },
  actions: {
    download: 'Download PDF',
    downloadSigned: 'Download signed PDF',
    sign: 'Sign the agreement',
    downloading: 'Making PDF...',
    textNotReady: 'The agreement text is not ready yet, so there is no PDF to download.',
    noPdfYet: 'There is no PDF to download yet. {{reason}}',
  },
  toasts: {
    textNotReady: 'The agreement text is not ready yet',
    downloadFailed: 'Could not download the PDF',
    signingUnavailableTitle: 'Digital signing',
    signingUnavailable: 'Signing is not available in this version. Download the PDF and sign it by hand.',
    allSigned: 'Everyone has signed the agreement',
    allSignedText:
      'The signed PDF is being made now. You will all get it by email, and you can download it here.',
    youSigned: 'You have signed the agreement',
    waitingFor:
      'Waiting for {{names}} to sign. When everyone has signed, you will all get the signed PDF by email.',
    aParticipant: 'a participant',
  },
  eid: {
    signed: 'You have signed the agreement with BankID.',
    cancelled: 'You cancelled the BankID login. The agreement has not been signed.',
    identityMismatch:
      'The name or date of birth BankID confirmed does not match what you have given in the agreement. Correct your details and try again, or sign another way.',
    invalidProof:
      'The BankID login was not accepted or has expired. The agreement has not been signed. Please try again.',
    upstreamFailed: 'The BankID service is not responding right now. Please try again shortly.',
    unavailable: 'Signing is not available right now. Please try again shortly.',
    failed: 'Signing with BankID did not work. The agreement has not been signed. Please try again.',
  },
  document: {
    checkAgain: 'See if it is ready',
    retry: 'Try again',
    loadFailed: 'Could not load the agreement text. Please try again later.',
    loading: 'Loading agreement text...',
  },
  details: {
    title: 'Your details in the agreement',
    intro:
      'The agreement must show who the parties are: full name and date of birth or address. What you fill in appears in the agreement text and in the parties’ PDF. Others with the link see the agreement text without dates of birth and addresses.',
    name: 'Name',
    birthDate: 'Date of birth',
    address: 'Address',
    notGiven: 'Not given',
    addBirthDate: 'Add date of birth',
    edit: 'Edit',
    nameHelp: 'The name on your account. You can change it on the <a>profile page</a>.',
    birthDatePlaceholder: '1.3.1985',
    birthDateHelp: 'Day, month and year, for example 1.3.1985 or 1985-03-01',
    addressInText:
      'The address is already in the agreement text. When you add your date of birth, the text is made again.',
    addressOptional: 'Optional once you have entered your date of birth.',
    cancel: 'Cancel',
    saving: 'Saving...',
    save: 'Save',
    saveFailed: 'Could not save your details. Please try again later.',
    waiting:
      'The agreement text will be made when everyone has filled in their details. Waiting for: {{names}}.',
    you: 'you',
    aParticipant: 'a participant',
  },
  and: 'and',
  guardian: {
    title: 'Guardian',
    removeFailed: 'Could not remove the guardian',
    youSteppedDown: 'You are no longer a guardian in the agreement',
    removed: 'The guardian has been removed',
    remove: 'Remove',
    removeNamed: 'Remove {{name}}',
    theParty: 'the party',
    youAreGuardian: 'You are the guardian of {{ward}}.',
    youAreGuardianAs: 'You are the guardian of {{ward}} ({{relation}}).',
    youSignWith:
      'You do not answer the questions, but you read the agreement and sign it together with {{ward}}. The agreement is only signed once you have signed too.',
    stepDown: 'Step down as guardian',
    accepted:
      'Your guardian has accepted the agreement. You both sign it, and the agreement is signed when everyone has signed.',
    invitationSent: 'We have sent the invitation. You can sign once your guardian has accepted.',
    invitationSentTo:
      'We have sent the invitation to {{email}}. You can sign once your guardian has accepted.',
    underAge:
      'You are under 18 and cannot sign the agreement on your own. Your guardian (usually a parent with parental responsibility) must accept the agreement and sign it together with you (the Guardianship Act, vergemålsloven § 9). Your guardian does not answer the questions.',
    invited: 'Invited guardian',
    inviteFailed: 'Could not invite the guardian',
    invitationSentTitle: 'Invitation sent',
    invitationSentText: 'We have sent an invitation to {{address}}.',
    invalidEmail: 'Enter a valid email address',
    confirmationSent: 'We have sent a confirmation link to {{email}}.',
    resendConfirmation: 'Send a new confirmation link',
    emailLabel: 'Your guardian’s email address',
    emailHelp: 'Your guardian gets an email with a link and accepts with an account at this address.',
    inviting: 'Inviting...',
    invite: 'Invite guardian',
  },
  dateTime: '{{date}} at {{time}}',
  version: {
    amendTitle: 'Change the agreement',
    title: 'Version {{number}}',
    replaced:
      'This version has been replaced by <a>version {{number}}</a> from {{date}}. It no longer applies, but it can still be read and checked.',
    endingTitle: 'Ending the agreement',
    endingLine: 'The agreement ends with effect from {{date}}',
    ended: 'The agreement has ended with effect from {{date}}',
    ends: 'The agreement ends on {{date}}',
    endsVersion: 'Ends <a>version {{number}}</a>.',
    changesVersion: 'Changes <a>version {{number}}</a>.',
    endingSigned: 'Everyone has signed the ending.',
    endingPending:
      'Once everyone has answered yes and signed, the agreement has ended. Until then it applies as before.',
    replacesPrevious: 'Once everyone has signed, this version replaces the previous one.',
    changes: 'Changes',
    before: 'Before:',
    now: 'Now:',
    notIncluded: 'Not included',
    notAgreedYet: 'Not agreed yet',
    amendIntro:
      'Has something changed? Propose changes, and you answer them again. The new version applies once everyone has signed it; until then, this one applies.',
    endIntro: 'If you agree that the agreement should end, you can end it together from a date.',
    amend: 'Propose changes',
    end: 'End the agreement',
    dialogFailed: 'Could not open the dialog.',
  },
  review: {
    title: 'Review',
    next: 'Next review: {{date}}',
    setBy: 'Set by {{name}}.',
    someParty: 'one of the parties',
    finalPayment: 'Suggested by Avtalt: the loan should be paid back by then.',
    yearly: 'Suggested by Avtalt: one year after the agreement was signed.',
    confirmedBy: '{{name}} confirmed on {{date}} that the agreement still applies.',
    lastConfirmed: 'One year after the agreement was last confirmed.',
    asked:
      'Does the agreement still apply as it is? Confirm it here, and it is recorded in the agreement’s log. If something has changed, propose changes instead.',
    stillApplies: 'The agreement still applies',
    newDate: 'New review date',
    saveDate: 'Save date',
    mailBefore:
      'You will get an email two weeks before. If something has changed, you propose changes and sign a new version.',
  },
  obligations: {
    title: 'Payment schedule',
    notSigned:
      'This is how the payments will be once everyone has signed. You can then mark each payment as paid and received.',
    replaced: 'The agreement has been replaced by a newer version. The payments are recorded there.',
    payments: 'Payments',
    showFewer: 'Show fewer payments',
    showAll: 'Show all payments ({{number}})',
    makingStatement: 'Making the statement …',
    downloadStatement: 'Download {{statement}}',
    statementNames: {
      Nedbetalingsoversikt: 'the repayment statement (in Norwegian)',
      Betalingsoversikt: 'the payment statement (in Norwegian)',
    },
    noMoney:
      'Avtalt does not move any money. The overview is what you yourselves mark and confirm, and every mark is recorded in the agreement’s log.',
    due: 'Due {{date}} · {{parties}}',
    saving: 'Saving …',
    youPay: 'You pay {{payee}}',
    paysYou: '{{payer}} pays you',
    pays: '{{payer}} pays {{payee}}',
    markPaid: 'Mark as paid',
    confirmReceived: 'Confirm received',
    states: {
      upcoming: 'Upcoming',
      due: 'Due soon',
      overdue: 'Overdue',
      paid: 'Paid, awaiting confirmation',
      received: 'Received',
    },
  },
  /** «Språk i avtaleteksten» (text-language-card.tsx; docs/languages.md). */
  textLanguage: {
    title: 'Language of the agreement text',
    intro:
      'The agreement text can be written in bokmål or nynorsk, the two written forms of Norwegian. The parties sign the text in the language chosen.',
    bokmal: 'Bokmål',
    nynorsk: 'Nynorsk',
    englishAppendix: 'Add an English translation to the PDF',
    englishAppendixHelp:
      'The translation is an appendix to the agreement. The Norwegian text is the one that applies.',
    awaitingReview:
      'The nynorsk agreement text has not yet been read through by someone who writes nynorsk. Until then you can read it, but not sign it. Choose bokmål to sign now.',
  },
  signatureLevel: {
    title: 'Signing requirement',
    eid: 'Signing requirement: BankID',
    emailCode: 'Signing requirement: one-time code by email or BankID',
    initiatorChooses:
      'You started the agreement and can choose how all parties must sign, as long as nobody has signed.',
    loanHint:
      'Suggestion: The agreement is about a loan of money. With BankID, each party’s name and date of birth are confirmed, which makes it easier to show who signed.',
    options: {
      password: {
        label: 'Any way',
        proves: 'Shows that the person signing controls their account.',
      },
      emailCode: {
        label: 'One-time code by email or BankID',
        proves: 'Shows that the person signing controls their confirmed email address.',
      },
      eid: {
        label: 'BankID',
        proves: 'Name and date of birth are confirmed with BankID when each party signs.',
      },
    },
  },
  signatures: {
    title: 'Signatures',
    allSigned: 'Signed by everyone ({{signed}} of {{total}})',
    noneSigned: 'Nobody has signed yet',
    withGuardian: 'Signed by {{signed}} of {{total}} (parties and guardian)',
    some_one: 'Signed by {{signed}} of {{count}} party',
    some_other: 'Signed by {{signed}} of {{count}} parties',
    guardianFor: '{{name}} (guardian of {{party}})',
    aParty: 'a party',
    you: '{{name}} (you)',
    notSigned: 'Has not signed yet',
    signedAt: 'Signed on {{date}}',
    signedAtWith: 'Signed on {{date}} with {{method}}',
    methods: { eid: 'electronic ID', emailCode: 'one-time code by email', password: 'password' },
    evidence:
      'Your IP address and browser were recorded when you signed on {{date}}: {{ip}}, {{browser}}. Only you can see this; the other parties and the PDF do not get it.',
    locked:
      'The text is locked because at least one party has signed. To change anything, the signatures must be cancelled first.',
    voided: 'The signatures were cancelled on {{date}}. The agreement must be signed again.',
    sealed: 'The signed PDF is sealed. Checksum (SHA-256):',
    sealing: 'The signed PDF is being made. All the parties will get it by email when it is ready.',
    verify:
      'Anyone can check that a PDF is an unchanged, signed Avtalt agreement on the <a>verification page</a>.',
    void: 'Cancel the signatures',
    voidTitle: 'Cancel the signatures?',
    voidText:
      'All the signatures on the agreement become invalid, and all the parties are told. Afterwards, everyone must sign again.',
    keep: 'Keep the signatures',
  },
  notes: {
    title: 'What the signature does not do',
    intro:
      'The agreement binds you once you have signed. But for the following, you must do something more outside Avtalt:',
    source: 'Source: {{source}}',
    printGjeldsbrev: 'Print a promissory note (gjeldsbrev) with lines for witnesses',
    popupBlocked: 'Your browser blocked the print window. Allow pop-ups for Avtalt and try again.',
    resend: 'Send a new confirmation link',
    resent:
      'We have sent a new confirmation link. Look in your inbox (and in your spam folder), and sign once your address is confirmed.',
    cannotSignYet: 'You cannot sign yet',
    goToDetails: 'Go to “Your details in the agreement”',
    guardianInvited:
      'Your guardian has been invited. You can sign once your guardian has accepted the agreement.',
    inviteGuardian: 'Invite your guardian',
  },
};
