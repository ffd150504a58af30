import type { StatementDocument } from '@avtalt/contracts';
import { formatDate, formatKroner, joinNames, PAYMENT_STATE_LABELS, paymentLabel } from '@avtalt/logic';
import { norwegianDate } from '../legal-text/legal-text.rules';

/**
 * The pure part of the payment statement («Nedbetalingsoversikt»; docs/obligations.md): from what agreements
 * sends to the rows the template prints. Plain text only; the template escapes it.
 */

type Payment = StatementDocument['payments'][number];

/** «Mottatt 3. mars 2027 (bekreftet av Anne Hansen)», «Betalt 1. mars 2027 (markert av Bjørn Berg), ikke bekreftet», … */
export function paymentStatus(p: Pick<Payment, 'state' | 'paid' | 'received'>): string {
  if (p.received) {
    const paid = p.paid ? `; markert betalt ${norwegianDate(p.paid.at)} av ${p.paid.by}` : '';
    return `Mottatt ${norwegianDate(p.received.at)} (bekreftet av ${p.received.by}${paid})`;
  }
  if (p.paid) return `Betalt ${norwegianDate(p.paid.at)} (markert av ${p.paid.by}), ikke bekreftet mottatt`;
  return PAYMENT_STATE_LABELS[p.state];
}

export interface StatementView {
  heading: string;
  documentTitle: string;
  subtitle: string;
  replaced: boolean;
  summaries: { label: string; total: string; received: string; remaining: string; count: string }[];
  payments: {
    label: string;
    due: string;
    amount: string;
    parties: string;
    status: string;
    settled: boolean;
    late: boolean;
  }[];
  asOf: string;
}

export function statementView(doc: StatementDocument): StatementView {
  const version = doc.version > 1 ? `, versjon ${doc.version}` : '';
  return {
    heading: doc.heading,
    documentTitle: `${doc.heading}: ${doc.agreementTitle}`,
    subtitle: `Etter avtalen «${doc.agreementTitle}»${version}, signert ${formatDate(doc.signedOn)} av ${joinNames(doc.parties)}`,
    replaced: doc.replaced,
    // A running payment without an end has no total: it goes on until the agreement is ended.
    summaries: doc.summaries.map((s) => ({
      label: s.label,
      total: s.openEnded ? 'Løpende hver måned' : formatKroner(s.total),
      received: formatKroner(s.received),
      remaining: s.openEnded ? 'Til avtalen avsluttes' : formatKroner(s.remaining),
      count: `${s.payments === 1 ? '1 betaling' : `${s.payments} betalinger`}${s.openEnded ? ' vist' : ''}`,
    })),
    payments: doc.payments.map((p) => ({
      label: paymentLabel(p),
      due: formatDate(p.dueDate),
      amount: formatKroner(p.amount),
      parties: `${joinNames(p.payers.map((x) => x.name))} til ${joinNames(p.payees.map((x) => x.name))}`,
      status: paymentStatus(p),
      settled: p.state === 'received',
      late: p.state === 'overdue',
    })),
    asOf: formatDate(doc.today),
  };
}
