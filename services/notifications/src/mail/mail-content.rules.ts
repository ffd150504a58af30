import type { Language } from '@avtalt/contracts';
import { accountMail } from './account-mails.rules';
import { activityMail } from './activity-mails.rules';
import type { MailBody, MailContent, MailParams } from './mail-content.types';
import { oneLine } from './mail-text.rules';
import { paymentMail } from './payment-mails.rules';
import { reviewMail } from './review-mails.rules';
import { signingMail } from './signing-mails.rules';

export type { MailContent, MailParams } from './mail-content.types';
export { oneLine, osloClock, osloDateTime, receiptParagraphs } from './mail-text.rules';

/**
 * The content with every text on one line. Titles and names are written by users, and rows stored before
 * the contracts refused line breaks in them may still hold some: in the text part a title such as
 * «Kontoen din er sperret.\nLogg inn på …» would otherwise read as lines written by Avtalt. The texts of the
 * mail files are single lines, and the text template puts the breaks between them, so folding every value is
 * safe. The attachment is a file (JSON), not text of the mail, and is left as it is.
 */
function withoutLineBreaks(content: MailContent): MailContent {
  return {
    ...content,
    subject: oneLine(content.subject),
    preheader: oneLine(content.preheader),
    greeting: content.greeting === null ? null : oneLine(content.greeting),
    paragraphs: content.paragraphs.map(oneLine),
    items: content.items.map(oneLine),
    closing: content.closing.map(oneLine),
    button: { text: oneLine(content.button.text), url: oneLine(content.button.url) },
    note: content.note === null ? null : oneLine(content.note),
    reason: oneLine(content.reason),
    ...(content.highlight === undefined ? {} : { highlight: oneLine(content.highlight) }),
    ...(content.detail === undefined
      ? {}
      : { detail: { label: oneLine(content.detail.label), value: oneLine(content.detail.value) } }),
  };
}

/**
 * The text of each kind of mail in the recipient's language (bokmål, nynorsk or English; the words are in
 * ./texts, one catalogue per language). Values are plain text here; the layout escapes them. No value holds a
 * line break (`withoutLineBreaks`), so nothing a user wrote can start a line of its own.
 */
export function mailContent(params: MailParams, language: Language = 'nb'): MailContent {
  return withoutLineBreaks({ ...composeMail(params, language), language });
}

function composeMail(params: MailParams, language: Language): MailBody {
  switch (params.kind) {
    case 'answered':
    case 'round-started':
    case 'completed':
    case 'disagreement-declared':
    case 'reminder':
    case 'invitation':
    case 'observer-invitation':
    case 'guardian-invitation':
      return activityMail(params, language);
    case 'signing-code':
    case 'signature-added':
    case 'audit-receipt':
    case 'signatures-voided':
    case 'signed-document':
      return signingMail(params, language);
    case 'payment':
    case 'payment-due':
      return paymentMail(params, language);
    case 'review':
    case 'review-due':
      return reviewMail(params, language);
    default:
      return accountMail(params, language);
  }
}
