import type { ObligationsView, ScheduledPaymentDto } from '@avtalt/contracts';
import { act, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import { ObligationsCard } from './obligations-card';

/*
 * «Betalingsplan» in the reader's language (docs/languages.md): the topic's payment labels, the number of a
 * payment, amounts and the summary as the language writes them; the statement PDF stays Norwegian and says so.
 */

const id = 'beef0000-0000-4000-8000-0000000002b0';
const kari = { participantId: 'c0000000-0000-4000-8000-000000000001', name: 'Kari Lån' };
const ola = { participantId: 'c0000000-0000-4000-8000-000000000002', name: 'Ola Lån' };
const labels = { nn: 'Avdrag', en: 'Instalment' };

const instalment = (n: number, state: ScheduledPaymentDto['state']): ScheduledPaymentDto => ({
  id: `avdrag-${n}`,
  ruleId: 'avdrag',
  label: 'Avdrag',
  labels,
  n,
  of: 4,
  dueDate: `2027-0${n + 1}-15`,
  amount: 3000,
  payers: [ola],
  payees: [kari],
  paid: null,
  received: null,
  state,
  mine: 'payee',
});

const view: ObligationsView = {
  agreementId: id,
  status: 'active',
  today: '2027-02-10',
  payments: [instalment(1, 'due'), instalment(2, 'upcoming')],
  summaries: [
    {
      ruleId: 'avdrag',
      label: 'Avdrag',
      labels,
      total: 10000,
      received: 0,
      remaining: 10000,
      payments: 4,
      openEnded: false,
    },
  ],
  statement: 'Nedbetalingsoversikt',
};

const show = () => {
  fakeApi({ [`/api/agreements/${id}/obligations`]: view });
  renderRoutes([{ path: '/', element: <ObligationsCard agreementId={id} finished topic="Lån" /> }], {
    path: '/',
    user: testUser,
  });
};

afterEach(() => act(() => void i18n.changeLanguage('nb')));
// Amounts are written with no-break spaces, which the queries read as spaces.

describe('ObligationsCard', () => {
  it('says the schedule in bokmål as the rules name it', async () => {
    show();
    expect(await screen.findByText('Avdrag 2 av 4: 3 000 kr')).toBeTruthy();
    expect(
      screen.getByText('Avdrag: 0 kr av 10 000 kr mottatt, 10 000 kr gjenstår (4 betalinger)'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last ned nedbetalingsoversikt' })).toBeTruthy();
  });

  it('says it in English with the topic’s labels, and that the statement is Norwegian', async () => {
    act(() => void i18n.changeLanguage('en'));
    show();
    expect(await screen.findByText('Instalment 2 of 4: NOK 3,000')).toBeTruthy();
    expect(
      screen.getByText('Instalment: NOK 0 of NOK 10,000 received, NOK 10,000 remaining (4 payments)'),
    ).toBeTruthy();
    expect(screen.getByText('Upcoming')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Download the repayment statement (in Norwegian)' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Avdrag|betalinger|mottatt/)).toBeNull();
  });

  it('says it in nynorsk', async () => {
    act(() => void i18n.changeLanguage('nn'));
    show();
    expect(await screen.findByText('Avdrag 1 av 4: 3 000 kr')).toBeTruthy();
    expect(
      screen.getByText('Avdrag: 0 kr av 10 000 kr motteke, 10 000 kr står att (4 betalingar)'),
    ).toBeTruthy();
  });
});
