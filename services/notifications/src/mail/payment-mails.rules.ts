import type { Language } from '@avtalt/contracts';
import type { MailBody, ParamsOf } from './mail-content.types';
import { calendarDay, hello, kroner } from './mail-text.rules';
import { MAIL_TEXTS } from './texts/mail-texts';

/**
 * The mails of a signed agreement's payment schedule (docs/obligations.md): to the other side when a payment
 * is marked paid (the payee is asked to confirm it) or confirmed received, and to the payers a week before a
 * payment falls due. Avtalt moves no money: they say so.
 */
export function paymentMail(params: ParamsOf<'payment' | 'payment-due'>, language: Language): MailBody {
  if (params.kind === 'payment-due') return dueMail(params, language);
  const { common, obligations } = MAIL_TEXTS[language];
  const w = obligations.payment;
  const what = w.what(params.label, kroner(params.amount, language), calendarDay(params.dueDate, language));
  const paid = params.step === 'paid';
  return {
    kind: params.kind,
    subject: paid ? w.paidSubject(params.actor, params.label) : w.receivedSubject(params.actor, params.label),
    preheader: paid ? w.paidPreheader : w.receivedPreheader,
    greeting: hello(params.firstName, language),
    paragraphs: [
      paid ? w.paid(params.actor, what, params.title) : w.received(params.actor, what, params.title),
      paid ? w.paidNext : w.receivedNext,
    ],
    items: [],
    closing: [],
    button: { text: paid ? w.confirmButton : w.scheduleButton, url: params.link },
    note: w.note,
    reason: common.aboutAgreement,
  };
}

function dueMail(params: ParamsOf<'payment-due'>, language: Language): MailBody {
  const { common, obligations } = MAIL_TEXTS[language];
  const w = obligations.paymentDue;
  const due = calendarDay(params.dueDate, language);
  const amount = kroner(params.amount, language);
  const payees = params.payees || common.someone.otherParty;
  return {
    kind: params.kind,
    subject: w.subject(params.label, due),
    preheader: w.preheader(amount, payees),
    greeting: hello(params.firstName, language),
    paragraphs: [w.pay(params.title, params.label, amount, payees, due), w.explain],
    items: [],
    closing: [],
    button: { text: w.button, url: params.link },
    note: w.note,
    reason: common.aboutAgreement,
  };
}
