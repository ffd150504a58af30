/*
 * The words of every mail, one catalogue per language (nb.texts.ts, nn.texts.ts, en.texts.ts and their
 * agreement and signing parts) typed by this shape: a text missing in one language is a type error. The
 * mail files (`*-mails.rules.ts`) decide what a mail holds (which paragraphs, the links, the attachment); the
 * catalogues only say it. A text with something in it is a function of what it names: names, titles and
 * dates come already written for the language (dates by mail-text.rules.ts), and every text quotes a title
 * itself, as the language does («…» or “…”). Texts are plain: the layout escapes them.
 */

/** The layout's own words (templates/mail.html.hbs and mail.text.hbs). */
export interface LayoutTexts {
  /** Under the button in the HTML: what to do when it does not work (the link follows). */
  buttonFallback: string;
  /** The footer's unsubscribe link, and the words after it. */
  unsubscribe: string;
  unsubscribeRest: string;
  /** The privacy page's link. */
  privacy: string;
  /** That nobody reads a reply. */
  noReplies: string;
}

/** What many kinds share. */
export interface CommonTexts {
  /** The greeting, with the first name when there is one. */
  hello: (firstName: string | null) => string;
  /** Between the last two of several names. */
  and: string;
  /** Who acted when the event names nobody. */
  someone: { participant: string; party: string; partyInAgreement: string; otherParty: string };
  /** Why a mail about an agreement, and one about signing, is sent (the footer). */
  aboutAgreement: string;
  aboutSigning: string;
  /** The audit trail's head at a signature, and why and how to keep the attached receipt. */
  receiptHead: (seq: number, hash: string) => string;
  receiptKeep: (fileName: string) => string;
  /** A time of day in Oslo (`time` is «10:15»), alone and after a date. */
  clock: (time: string) => string;
  dateTime: (date: string, time: string) => string;
}

/** A mail's fixed parts; most kinds have these. */
interface Frame {
  subject: string;
  preheader: string;
  button: string;
}

export interface AccountTexts {
  passwordReset: Frame & { paragraphs: [string, string]; note: string; reason: string };
  verifyEmail: Frame & { paragraph: string; note: string; reason: string };
  emailChange: Frame & { paragraphs: [string, string]; note: string; reason: string };
  emailChangeNotice: Frame & {
    asked: (newEmailMasked: string) => string;
    paragraphs: [string, string];
    note: string;
  };
  /** The reason of the mails about the account's safety (they cannot be turned off). */
  aboutSecurity: string;
  dataExport: Frame & {
    paragraphs: [string, string];
    /** `until` is a date and time. */
    note: (until: string) => string;
    reason: string;
  };
  accountDeleted: Frame & {
    /** `formerParticipant` is the name the others now see in its place (stored, so in bokmål). */
    deleted: (formerParticipant: string) => string;
    keptIntro: string;
    kept: (title: string, until: string) => string;
    closing: string;
    note: string;
    reason: string;
  };
  emailChanged: Omit<Frame, 'button'> & {
    changed: (newEmailMasked: string, when: string) => string;
    ifYou: string;
    ifNotYou: string;
    writeToUs: (supportEmail: string) => string;
    button: string;
    /** The subject of the mail the button starts. */
    mailSubject: string;
  };
}

export interface ActivityTexts {
  answered: {
    subject: (names: string, title: string) => string;
    preheaderOne: string;
    preheaderMany: (count: number) => string;
    one: (names: string, title: string) => string;
    many: (count: number, title: string) => string;
    closing: string;
    button: string;
  };
  roundStarted: {
    subject: (title: string) => string;
    preheader: (round: number) => string;
    started: (round: number, title: string) => string;
    answerAgain: string;
    button: string;
  };
  /** A round that opens an amendment of a signed agreement. */
  amendment: {
    subject: (proposedBy: string, title: string) => string;
    preheader: (versionNumber: number) => string;
    proposal: (proposedBy: string, title: string) => string;
    explain: string;
    button: string;
  };
  /** A round that proposes to end a signed agreement together from a date. */
  ending: {
    subject: (proposedBy: string, title: string) => string;
    preheader: (endsOn: string) => string;
    proposal: (proposedBy: string, title: string, endsOn: string) => string;
    explain: string;
    button: string;
  };
  completed: {
    subject: (title: string) => string;
    preheader: string;
    done: (title: string) => string;
    seeResult: string;
    button: string;
  };
  disagreement: {
    subject: (title: string) => string;
    preheader: string;
    declared: (actor: string, title: string) => string;
    ended: (title: string) => string;
    seeWhere: string;
    button: string;
  };
  reminder: {
    subject: (title: string) => string;
    preheader: string;
    notAnswered: (round: number, title: string) => string;
    waiting: string;
    button: string;
    lastOne: string;
  };
  invitation: {
    subject: (title: string) => string;
    preheader: (inviter: string) => string;
    invited: (inviter: string) => string;
    join: (title: string) => string;
    button: string;
    note: string;
    reason: string;
  };
  observerInvitation: {
    subject: (title: string) => string;
    preheader: (inviter: string) => string;
    invited: (inviter: string, title: string) => string;
    what: string;
    how: string;
    button: string;
    note: string;
    reason: string;
  };
  guardianInvitation: {
    subject: (title: string) => string;
    preheader: (inviter: string) => string;
    wants: (inviter: string, title: string) => string;
    law: string;
    how: string;
    /** Some agreements for a minor also need the county governor's consent, which Avtalt does not obtain. */
    statsforvalteren: string;
    button: string;
    note: string;
    reason: string;
  };
}

export interface ObligationTexts {
  payment: {
    /** The payment: its label, the amount and the due date, written for the language. */
    what: (label: string, amount: string, due: string) => string;
    paidSubject: (actor: string, label: string) => string;
    receivedSubject: (actor: string, label: string) => string;
    paidPreheader: string;
    receivedPreheader: string;
    paid: (actor: string, what: string, title: string) => string;
    received: (actor: string, what: string, title: string) => string;
    paidNext: string;
    receivedNext: string;
    confirmButton: string;
    scheduleButton: string;
    note: string;
  };
  paymentDue: {
    subject: (label: string, due: string) => string;
    preheader: (amount: string, payees: string) => string;
    pay: (title: string, label: string, amount: string, payees: string, due: string) => string;
    explain: string;
    button: string;
    note: string;
  };
  reviewDue: {
    subject: (title: string) => string;
    preheader: (on: string) => string;
    due: (title: string, on: string) => string;
    explain: string;
    stillApplies: string;
    propose: string;
    note: string;
  };
  review: {
    confirmedSubject: (actor: string) => string;
    setSubject: (actor: string) => string;
    preheader: (on: string) => string;
    confirmed: (actor: string, title: string) => string;
    set: (actor: string, title: string) => string;
    next: (on: string) => string;
    button: string;
  };
}

export interface SigningTexts {
  signingCode: {
    /** Never the code: the subject is stored in the mail log. */
    subject: (title: string) => string;
    preheader: string;
    here: (title: string) => string;
    /** `until` is a time of day ({@link CommonTexts.clock}). */
    valid: (until: string) => string;
    button: string;
    note: string;
  };
  signatureAdded: {
    subject: (signer: string, title: string) => string;
    preheader: string;
    signed: (signer: string, title: string) => string;
    signToo: string;
    button: string;
  };
  auditReceipt: {
    subject: {
      youSigned: (title: string) => string;
      otherSigned: (signer: string, title: string) => string;
      allSigned: (title: string) => string;
    };
    what: {
      youSigned: (title: string) => string;
      otherSigned: (signer: string, title: string) => string;
      allSigned: (title: string) => string;
    };
    preheader: (seq: number) => string;
    button: string;
  };
  signaturesVoided: {
    subject: (title: string) => string;
    preheader: string;
    byActor: (actor: string, title: string) => string;
    noActor: (title: string) => string;
    again: string;
    button: string;
  };
  signedDocument: {
    subject: (title: string) => string;
    preheader: string;
    allSigned: (title: string) => string;
    attached: string;
    shaLabel: string;
    anyone: string;
    inAvtalt: (link: string) => string;
    button: string;
  };
}

/** Every word of every mail in one language. */
export interface MailTexts {
  layout: LayoutTexts;
  common: CommonTexts;
  account: AccountTexts;
  activity: ActivityTexts;
  obligations: ObligationTexts;
  signing: SigningTexts;
}
