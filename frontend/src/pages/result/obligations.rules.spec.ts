import type { ScheduledPaymentDto } from '@avtalt/contracts';
import { i18n } from '../../i18n/i18n';
import { listedPayments, paymentAction, paymentParties } from './obligations.rules';
import './texts';

const nbT = i18n.getFixedT('nb', 'result');

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
  it('names who pays whom from the reader’s side', () => {
    expect(paymentParties(payment(), nbT)).toBe('Bjørn Berg betaler til Anne Hansen');
    expect(paymentParties(payment({ mine: 'payer' }), nbT)).toBe('Du betaler til Anne Hansen');
    expect(paymentParties(payment({ mine: 'payee' }), nbT)).toBe('Bjørn Berg betaler til deg');
  });

  it('offers the payer «Marker som betalt» until marked, the payee «Bekreft mottatt» until confirmed, others nothing', () => {
    expect(paymentAction(payment({ mine: 'payer' }), nbT)).toEqual({
      step: 'paid',
      text: 'Marker som betalt',
      primary: false,
    });
    expect(paymentAction(payment({ mine: 'payer', state: 'overdue' }), nbT)?.primary).toBe(true);
    expect(paymentAction(payment({ mine: 'payer', state: 'paid' }), nbT)).toBeNull();
    expect(paymentAction(payment({ mine: 'payee', state: 'paid' }), nbT)).toEqual({
      step: 'received',
      text: 'Bekreft mottatt',
      primary: true,
    });
    expect(paymentAction(payment({ mine: 'payee', state: 'received' }), nbT)).toBeNull();
    expect(paymentAction(payment({ mine: null, state: 'due' }), nbT)).toBeNull();
  });

  it('lists a few payments all, and of many the ones that want something and the next three to come', () => {
    const few = ['received', 'overdue', 'upcoming'].map((state, k) =>
      payment({ id: `husleie-${k + 1}`, state: state as ScheduledPaymentDto['state'] }),
    );
    expect(listedPayments(few, false)).toEqual({ shown: few, hidden: 0 });
    const states = [
      'received',
      'received',
      'paid',
      'overdue',
      'due',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ];
    const many = states.map((state, k) =>
      payment({ id: `husleie-${k + 1}`, state: state as ScheduledPaymentDto['state'] }),
    );
    const listed = listedPayments(many, false);
    expect(listed.shown.map((p) => p.id)).toEqual([
      'husleie-3',
      'husleie-4',
      'husleie-5',
      'husleie-6',
      'husleie-7',
      'husleie-8',
    ]);
    expect(listed.hidden).toBe(4);
    expect(listedPayments(many, true)).toEqual({ shown: many, hidden: 0 });
  });
});
