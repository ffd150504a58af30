import type { MailContent, ParamsOf } from './mail-content.types';
import { ABOUT_AGREEMENT, hello, kroner, osloDate, quoted } from './mail-text.rules';

/**
 * The mails of a signed agreement's payment schedule (docs/obligations.md): to the other side when a payment
 * is marked paid (the payee is asked to confirm it) or confirmed received, and to the payers a week before a
 * payment falls due. Avtalt moves no money: they say so.
 */
export function paymentMail(params: ParamsOf<'payment' | 'payment-due'>): MailContent {
  if (params.kind === 'payment-due') return dueMail(params);
  const what = `${quoted(params.label)} på ${kroner(params.amount)} med forfall ${osloDate(`${params.dueDate}T12:00:00Z`)}`;
  const paid = params.step === 'paid';
  return {
    kind: params.kind,
    subject: paid
      ? `${params.actor} har betalt: ${params.label}`
      : `${params.actor} har bekreftet at betalingen er mottatt: ${params.label}`,
    preheader: paid ? 'Bekreft at du har fått pengene.' : 'Betalingsoversikten er oppdatert.',
    greeting: hello(params.firstName),
    paragraphs: [
      paid
        ? `${params.actor} har markert ${what} som betalt i avtalen ${quoted(params.title)}.`
        : `${params.actor} har bekreftet at ${what} er mottatt, i avtalen ${quoted(params.title)}.`,
      paid
        ? 'Når du har fått pengene, bekrefter du at betalingen er mottatt. Da står den som betalt i betalingsoversikten og i avtalens logg.'
        : 'Betalingen står nå som mottatt i betalingsoversikten og i avtalens logg.',
    ],
    items: [],
    closing: [],
    button: { text: paid ? 'Bekreft mottatt' : 'Se betalingsoversikten', url: params.link },
    note: 'Avtalt flytter ingen penger. Oversikten er det dere begge bekrefter.',
    reason: ABOUT_AGREEMENT,
  };
}

function dueMail(params: ParamsOf<'payment-due'>): MailContent {
  const due = osloDate(`${params.dueDate}T12:00:00Z`);
  return {
    kind: params.kind,
    subject: `Påminnelse: ${params.label} forfaller ${due}`,
    preheader: `${kroner(params.amount)} til ${params.payees}.`,
    greeting: hello(params.firstName),
    paragraphs: [
      `Etter avtalen ${quoted(params.title)} skal du betale ${quoted(params.label)} på ${kroner(params.amount)} til ${params.payees} senest ${due}.`,
      'Når du har betalt, markerer du betalingen som betalt i betalingsplanen. Da får mottakeren beskjed og kan bekrefte at pengene er mottatt.',
    ],
    items: [],
    closing: [],
    button: { text: 'Se betalingsplanen', url: params.link },
    note: 'Avtalt flytter ingen penger. Har du allerede betalt, kan du markere det nå.',
    reason: ABOUT_AGREEMENT,
  };
}
