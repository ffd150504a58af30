import type { StatementDocument } from '@avtalt/contracts';
import { StatementRenderer } from './statement.renderer';
import { paymentStatus, statementView } from './statement.rules';

const anne = { participantId: '00000000-0000-4000-8000-00000000000a', name: 'Anne Hansen' };
const bjorn = { participantId: '00000000-0000-4000-8000-00000000000b', name: 'Bjørn Berg' };
const payment = (over: Partial<StatementDocument['payments'][number]> = {}) => ({
  id: 'avdrag-1',
  ruleId: 'avdrag',
  label: 'Avdrag',
  n: 1,
  of: 2,
  dueDate: '2027-03-31',
  amount: 5000,
  payers: [bjorn],
  payees: [anne],
  paid: null,
  received: null,
  state: 'upcoming' as const,
  ...over,
});
const doc = (over: Partial<StatementDocument> = {}): StatementDocument => ({
  heading: 'Nedbetalingsoversikt',
  agreementTitle: 'Lån mellom privatpersoner',
  version: 1,
  parties: ['Anne Hansen', 'Bjørn Berg'],
  signedOn: '2027-01-10',
  today: '2027-04-02',
  replaced: false,
  summaries: [
    {
      ruleId: 'avdrag',
      label: 'Avdrag',
      total: 10000,
      received: 5000,
      remaining: 5000,
      payments: 2,
      openEnded: false,
    },
  ],
  payments: [
    payment({
      paid: { at: '2027-03-30T09:00:00.000Z', by: 'Bjørn Berg' },
      received: { at: '2027-03-31T22:30:00.000Z', by: 'Anne Hansen' },
      state: 'received',
    }),
    payment({ id: 'avdrag-2', n: 2, dueDate: '2027-04-01', state: 'overdue' }),
  ],
  ...over,
});

describe('the payment statement', () => {
  it('says of each payment what was marked, by whom and on which day in Oslo', () => {
    const [received, overdue] = doc().payments;
    // 22:30 UTC on 31 March is 1 April in Oslo (summer time).
    expect(paymentStatus(received)).toBe(
      'Mottatt 1. april 2027 (bekreftet av Anne Hansen; markert betalt 30. mars 2027 av Bjørn Berg)',
    );
    expect(paymentStatus(overdue)).toBe('Forfalt');
    expect(
      paymentStatus(payment({ paid: { at: '2027-03-30T09:00:00.000Z', by: 'Bjørn Berg' }, state: 'paid' })),
    ).toBe('Betalt 30. mars 2027 (markert av Bjørn Berg), ikke bekreftet mottatt');
  });

  it('names the agreement, its version and parties, and sums up in kroner', () => {
    const view = statementView(doc({ version: 2 }));
    expect(view.subtitle).toBe(
      'Etter avtalen «Lån mellom privatpersoner», versjon 2, signert 10. januar 2027 av Anne Hansen og Bjørn Berg',
    );
    expect(view.summaries).toEqual([
      {
        label: 'Avdrag',
        total: '10\u00a0000\u00a0kr',
        received: '5\u00a0000\u00a0kr',
        remaining: '5\u00a0000\u00a0kr',
        count: '2 betalinger',
      },
    ]);
    expect(view.payments.map((p) => [p.label, p.due, p.parties, p.settled, p.late])).toEqual([
      ['Avdrag 1 av 2', '31. mars 2027', 'Bjørn Berg til Anne Hansen', true, false],
      ['Avdrag 2 av 2', '1. april 2027', 'Bjørn Berg til Anne Hansen', false, true],
    ]);
  });

  it('gives a running payment without an end no total: it goes on until the agreement is ended', () => {
    const view = statementView(
      doc({
        heading: 'Betalingsoversikt',
        summaries: [
          {
            ruleId: 'husleie',
            label: 'Husleie',
            total: 78000,
            received: 6000,
            remaining: 72000,
            payments: 13,
            openEnded: true,
          },
        ],
        payments: [payment({ ruleId: 'husleie', label: 'Husleie', n: 3, of: null, dueDate: '2027-03-01' })],
      }),
    );
    expect(view.summaries).toEqual([
      {
        label: 'Husleie',
        total: 'Løpende hver måned',
        received: '6 000 kr',
        remaining: 'Til avtalen avsluttes',
        count: '13 betalinger vist',
      },
    ]);
    expect(view.payments[0].label).toBe('Husleie, mars 2027');
  });

  it('renders a self-contained page where names and labels stay text', () => {
    const html = new StatementRenderer().render(
      doc({ parties: ['<script>alert(1)</script> Hansen', 'Bjørn Berg'], replaced: true }),
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Hansen');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<h1>Nedbetalingsoversikt</h1>');
    expect(html).toContain('erstattet av en nyere versjon');
    expect(html).not.toMatch(/(src|href)="http/);
  });
});
