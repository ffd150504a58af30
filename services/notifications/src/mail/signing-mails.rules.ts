import type { Language } from '@avtalt/contracts';
import type { MailBody, ParamsOf } from './mail-content.types';
import { hello, osloClock, receiptFile, receiptParagraphs } from './mail-text.rules';
import { MAIL_TEXTS } from './texts/mail-texts';

/** The mails of signing: the code, signatures, receipts, the void and the sealed PDF (none can be turned off). */
export function signingMail(
  params: ParamsOf<
    'signing-code' | 'signature-added' | 'audit-receipt' | 'signatures-voided' | 'signed-document'
  >,
  language: Language,
): MailBody {
  const { common, signing: t } = MAIL_TEXTS[language];
  const frame = {
    kind: params.kind,
    greeting: hello(params.firstName, language),
    items: [],
    closing: [],
    note: null,
    reason: common.aboutSigning,
  };
  switch (params.kind) {
    case 'signing-code': {
      const w = t.signingCode;
      return {
        ...frame,
        // The code is never in the subject: the subject is stored in the mail log.
        subject: w.subject(params.title),
        preheader: w.preheader,
        paragraphs: [w.here(params.title)],
        highlight: params.code,
        closing: [w.valid(osloClock(params.expiresAt, language))],
        button: { text: w.button, url: params.link },
        note: w.note,
      };
    }
    case 'signature-added': {
      const w = t.signatureAdded;
      const signer = params.signer || common.someone.party;
      return {
        ...frame,
        subject: w.subject(signer, params.title),
        preheader: w.preheader,
        paragraphs: [w.signed(signer, params.title), w.signToo],
        closing: params.receipt ? receiptParagraphs(params.receipt, language) : [],
        button: { text: w.button, url: params.link },
        ...(params.receipt ? { attachment: receiptFile(params.receipt) } : {}),
      };
    }
    case 'audit-receipt': {
      const w = t.auditReceipt;
      const signer = params.signer || common.someone.party;
      const { title } = params;
      const subject = {
        'you-signed': () => w.subject.youSigned(title),
        'other-signed': () => w.subject.otherSigned(signer, title),
        'all-signed': () => w.subject.allSigned(title),
      }[params.occasion]();
      const what = {
        'you-signed': () => w.what.youSigned(title),
        'other-signed': () => w.what.otherSigned(signer, title),
        'all-signed': () => w.what.allSigned(title),
      }[params.occasion]();
      return {
        ...frame,
        subject,
        preheader: w.preheader(params.receipt.head.seq),
        paragraphs: [what],
        closing: receiptParagraphs(params.receipt, language),
        button: { text: w.button, url: params.link },
        attachment: receiptFile(params.receipt),
      };
    }
    case 'signatures-voided': {
      const w = t.signaturesVoided;
      return {
        ...frame,
        subject: w.subject(params.title),
        preheader: w.preheader,
        paragraphs: [params.actor ? w.byActor(params.actor, params.title) : w.noActor(params.title), w.again],
        button: { text: w.button, url: params.link },
      };
    }
    case 'signed-document': {
      const w = t.signedDocument;
      return {
        ...frame,
        subject: w.subject(params.title),
        preheader: w.preheader,
        paragraphs: [w.allSigned(params.title), w.attached],
        detail: { label: w.shaLabel, value: params.pdfSha256 },
        closing: [w.anyone, w.inAvtalt(params.link)],
        button: { text: w.button, url: params.verifyUrl },
      };
    }
  }
}
