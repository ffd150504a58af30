import type { Language } from '@avtalt/contracts';

/** Who gets a mail: an account (its id, for preferences and unsubscribe) or a bare address (invitations). */
export interface Recipient {
  userId: string | null;
  email: string;
  /**
   * The language the mail is written in: the account's, or for a bare address the inviter's
   * (docs/languages.md, «Mails»). The mail is rendered when it is queued, so every attempt sends the same text.
   */
  language: Language;
}

/** A mail written to the log and waiting to be put on the queue once its transaction commits. */
export interface PreparedMail {
  id: string;
  job: MailJob;
}

/** The send job: everything SMTP needs. Lives in Redis only until sent (removed on completion). */
export interface MailJob {
  mailId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /**
   * The sealed PDF of a signed agreement to attach: fetched from documents (`DocumentsRpc.sealedPdf`)
   * when the mail is sent, checked against this SHA-256, never kept in Redis.
   */
  sealedPdf?: { agreementId: string; sha256: string };
  /**
   * A small file made when the mail was decided (the audit receipt: hashes and the title), kept in the
   * job like the body and sent as an attachment.
   */
  attachment?: { fileName: string; content: string; contentType: string };
}
