import { activityOf, auditOf } from '../agreements/agreement-events.projections';
import type { AgreementEvent } from '../agreements/agreement-events';
import { paymentState } from './obligations.rules';

describe('paymentState', () => {
  const none = undefined;
  const row = (over: object) => ({
    itemId: 'avdrag-1',
    paidAt: null,
    paidBy: null,
    receivedAt: null,
    receivedBy: null,
    remindedAt: null,
    ...over,
  });
  it('is upcoming until a week before the due date, due in that week, overdue after it', () => {
    expect(paymentState('2027-03-15', none, '2027-03-07')).toBe('upcoming');
    expect(paymentState('2027-03-15', none, '2027-03-08')).toBe('due');
    expect(paymentState('2027-03-15', none, '2027-03-15')).toBe('due');
    expect(paymentState('2027-03-15', none, '2027-03-16')).toBe('overdue');
  });
  it('is paid once the payer marked it, and received once the payee confirmed it, whatever the date', () => {
    const at = new Date('2027-03-10T10:00:00Z');
    expect(paymentState('2027-03-15', row({ paidAt: at, paidBy: 'p' }), '2027-04-01')).toBe('paid');
    expect(paymentState('2027-03-15', row({ receivedAt: at, receivedBy: 'q' }), '2027-04-01')).toBe(
      'received',
    );
  });
});

describe('a recorded payment', () => {
  const event: AgreementEvent = {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'payment-recorded',
    scene: {
      agreementId: '00000000-0000-4000-8000-000000000002',
      title: 'Lån',
      round: 1,
      occurredAt: '2027-03-10T10:00:00.000Z',
      participants: [],
      initiatorUserId: null,
    },
    actor: { participantId: '00000000-0000-4000-8000-000000000003', name: 'Ola Berg' },
    step: 'paid',
    itemId: 'avdrag-1',
    label: 'Avdrag 1 av 4',
    dueDate: '2027-02-15',
    amountOre: 300_050,
  };
  it('is told to the other side in kroner, and recorded in the trail in øre with what it was', () => {
    expect(activityOf(event)).toMatchObject({
      kind: 'payment-recorded',
      actorParticipantId: event.actor.participantId,
      payment: {
        itemId: 'avdrag-1',
        label: 'Avdrag 1 av 4',
        dueDate: '2027-02-15',
        amount: 3000.5,
        step: 'paid',
      },
    });
    expect(auditOf(event)).toEqual({
      kind: 'payment-marked',
      occurredAt: event.scene.occurredAt,
      actorName: 'Ola Berg',
      round: 1,
      details: { payment: 'avdrag-1', label: 'Avdrag 1 av 4', dueDate: '2027-02-15', amountOre: 300_050 },
    });
    expect(auditOf({ ...event, step: 'received' })?.kind).toBe('payment-confirmed');
  });
});
