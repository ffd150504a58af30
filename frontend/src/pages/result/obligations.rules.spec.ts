import type { ScheduledPaymentDto } from '@avtalt/contracts';
import { paymentAction, paymentLabel, paymentParties, summaryLine } from './obligations.rules';

const anne = { participantId: '00000000-0000-4000-8000-00000000000a', name: 'Anne Hansen' };
const bjorn = { participantId: '00000000-0000-4000-8000-00000000000b', name: 'Bjørn Berg' };
const payment = (over: Partial<ScheduledPaymentDto> = {}): ScheduledPaymentDto => ({
  id: 'avdrag-2',
  ruleId: 'avdrag',
  label: 'Avdrag',
  n: 2,
  of: 4,
  dueDate: '2027-03-31',
  amount: 3000,
  payers: [bjorn],
  payees: [anne],
  paid: null,
  received: null,
  state: 'upcoming',
  mine: null,
  ...over,
});

describe('the payment schedule on the result page', () => {
  it('names a payment by its place in the rule, and who pays whom from the reader’s side', () => {
    expect(paymentLabel(payment())).toBe('Avdrag 2 av 4');
    expect(paymentLabel(payment({ label: 'Utbetaling av lånet', n: 1, of: 1 }))).toBe('Utbetaling av lånet');
    expect(paymentParties(payment())).toBe('Bjørn Berg betaler til Anne Hansen');
    expect(paymentParties(payment({ mine: 'payer' }))).toBe('Du betaler til Anne Hansen');
    expect(paymentParties(payment({ mine: 'payee' }))).toBe('Bjørn Berg betaler til deg');
  });

  it('offers the payer «Marker som betalt» until marked, the payee «Bekreft mottatt» until confirmed, others nothing', () => {
    expect(paymentAction(payment({ mine: 'payer' }))).toEqual({
      step: 'paid',
      text: 'Marker som betalt',
      primary: false,
    });
    expect(paymentAction(payment({ mine: 'payer', state: 'overdue' }))?.primary).toBe(true);
    expect(paymentAction(payment({ mine: 'payer', state: 'paid' }))).toBeNull();
    expect(paymentAction(payment({ mine: 'payee', state: 'paid' }))).toEqual({
      step: 'received',
      text: 'Bekreft mottatt',
      primary: true,
    });
    expect(paymentAction(payment({ mine: 'payee', state: 'received' }))).toBeNull();
    expect(paymentAction(payment({ mine: null, state: 'due' }))).toBeNull();
  });

  it('sums up what was received and what remains', () => {
    expect(summaryLine({ label: 'Avdrag', total: 10000, received: 6000, remaining: 4000, payments: 4 })).toBe(
      'Avdrag: 6\u00a0000\u00a0kr av 10\u00a0000\u00a0kr mottatt, 4\u00a0000\u00a0kr gjenstår (4 betalinger)',
    );
    expect(
      summaryLine({ label: 'Utbetaling av lånet', total: 10000, received: 10000, remaining: 0, payments: 1 }),
    ).toBe('Utbetaling av lånet: alt mottatt, 10\u00a0000\u00a0kr (1 betaling)');
  });
});
