import type { MailContent, ParamsOf } from './mail-content.types';
import { ABOUT_AGREEMENT, hello, kroner, osloDate, quoted } from './mail-text.rules';

/**
 * The mail to the other side when a payment of a signed agreement's schedule is marked paid (the payee is
 * asked to confirm it) or confirmed received (docs/obligations.md). Avtalt moves no money: it says so.
 */
export function paymentMail(params: ParamsOf<'payment'>): MailContent {
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
