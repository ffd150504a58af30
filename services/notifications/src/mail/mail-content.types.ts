import type { Language, MailKind } from '@avtalt/contracts';
import type { ReceiptAttachment } from '../rules/audit-receipt.rules';

/** What a mail says, before it is put in the layout (HTML and plain text are made from the same content). */
export interface MailContent {
  kind: MailKind;
  /** The recipient's language: the words are in it, and the layout's too (`<html lang>`). */
  language: Language;
  subject: string;
  /** The line mail apps show after the subject. */
  preheader: string;
  greeting: string | null;
  paragraphs: string[];
  /** Names listed under the text (the answers a digest gathers). */
  items: string[];
  /** Paragraphs after the list. */
  closing: string[];
  button: { text: string; url: string };
  /** A second choice beside the button (the review's «Foreslå endringer»). */
  secondButton?: { text: string; url: string };
  /** Small print under the button (why the link is safe, how long it works). */
  note: string | null;
  /** Why the person gets it (footer). */
  reason: string;
  /** Shown large on its own line (a one-time signing code). */
  highlight?: string;
  /** A long value in a monospace line that may break anywhere (a SHA-256). */
  detail?: { label: string; value: string };
  /** A file sent with the mail, kept in the send job until sent (the audit receipt). */
  attachment?: { fileName: string; content: string; contentType: string };
}

/** A mail's content as each kind's file writes it; mailContent adds the language. */
export type MailBody = Omit<MailContent, 'language'>;

export type Base = { firstName: string | null; title: string; link: string };

/**
 * What each kind of mail is written from. A name the event does not give (an answer, a signature or an
 * invitation by someone unnamed, a payment with no payee named) is '': the mail writes «En deltaker», «En part»
 * and the like in the recipient's language.
 */
export type MailParams =
  | ({ kind: 'answered'; actors: string[] } & Base)
  | ({
      kind: 'round-started';
      round: number;
      /**
       * The round that opens an amendment (docs/amendments.md): who proposed it, the new version's number, and for
       * an ending together the date the agreement is to end from.
       */
      amendment?: { versionNumber: number; proposedBy: string; endsOn?: string };
    } & Base)
  | ({ kind: 'completed' } & Base)
  | ({ kind: 'disagreement-declared'; actor: string | null } & Base)
  | ({ kind: 'reminder'; round: number; number: number } & Base)
  | ({ kind: 'invitation'; inviter: string } & Omit<Base, 'firstName'>)
  | ({ kind: 'observer-invitation'; inviter: string } & Omit<Base, 'firstName'>)
  | ({ kind: 'guardian-invitation'; inviter: string } & Omit<Base, 'firstName'>)
  | {
      kind: 'signing-code';
      firstName: string | null;
      title: string;
      link: string;
      code: string;
      expiresAt: string;
    }
  | ({ kind: 'signature-added'; signer: string; receipt?: ReceiptAttachment } & Base)
  /**
   * The trail's head to a party the signature gives no other mail: `you-signed` to the signer,
   * `other-signed` to one who signed before (`signer` signed now), `all-signed` to everyone at the end.
   */
  | ({
      kind: 'audit-receipt';
      occasion: 'you-signed' | 'other-signed' | 'all-signed';
      signer: string;
      receipt: ReceiptAttachment;
    } & Base)
  | ({ kind: 'signatures-voided'; actor: string | null } & Base)
  /** A payment of the schedule falls due within a week (docs/obligations.md): to its payers. */
  | ({ kind: 'payment-due'; payees: string; label: string; dueDate: string; amount: number } & Base)
  /** The review date is near (docs/reviews.md): does the agreement still apply? To every party. */
  | ({ kind: 'review-due'; reviewOn: string; stillApplies: string; propose: string } & Base)
  /** A party set the review date or recorded that the agreement still applies (docs/reviews.md). */
  | ({ kind: 'review'; actor: string; step: 'set' | 'confirmed'; reviewOn: string } & Base)
  /** A payment of the schedule (docs/obligations.md): `actor` marked it paid or confirmed it received. */
  | ({
      kind: 'payment';
      actor: string;
      step: 'paid' | 'received';
      label: string;
      dueDate: string;
      amount: number;
    } & Base)
  | ({ kind: 'signed-document'; pdfSha256: string; verifyUrl: string } & Base)
  | { kind: 'password-reset'; firstName: string; link: string }
  | { kind: 'verify-email'; firstName: string; link: string }
  | { kind: 'email-change'; firstName: string; link: string }
  | { kind: 'email-change-notice'; firstName: string; link: string; newEmailMasked: string }
  /** To the old address once the new one is confirmed; `supportEmail` is where the owner can write. */
  | {
      kind: 'email-changed';
      firstName: string;
      newEmailMasked: string;
      changedAt: string;
      supportEmail: string;
    }
  /** The data export is ready: `link` is «Min profil», where it is downloaded until `expiresAt`. */
  | { kind: 'data-export'; firstName: string; link: string; expiresAt: string }
  /** The account was deleted: `kept` are the signed agreements kept for the others; `link` the privacy page. */
  | {
      kind: 'account-deleted';
      firstName: string;
      link: string;
      kept: { title: string; keptUntil: string }[];
    };

/** The parameters of the mails of the given kinds. */
export type ParamsOf<K extends MailParams['kind']> = Extract<MailParams, { kind: K }>;
