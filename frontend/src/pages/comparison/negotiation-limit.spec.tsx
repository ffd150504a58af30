import type { Comparison, NegotiationRow } from '@avtalt/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import ComparisonPage from './comparison-page';

/*
 * «Din private grense» in 'Finn et kompromiss' (docs/negotiation.md, «Private limits»): Kari answered 12 000 kr
 * for the rent, Ola 15 000 kr. She sets the most she can pay, once, after ticking that it binds her; then only
 * her own limit is shown. A point the limits settled says so on the row.
 */

const id = 'c0ffee00-0000-4000-8000-000000000043';
const RENT = 'd0000000-0000-4000-8000-000000000043';
const OLA = 'e0000000-0000-4000-8000-000000000002';
const url = (path: string) => `/api/agreements/${id}${path}`;

const negotiation = (over: Partial<NegotiationRow> = {}): NegotiationRow => ({
  proposals: [],
  proposal: null,
  yourMarks: { canAccept: false, important: false },
  allCanAccept: false,
  canDraft: false,
  limit: { canSet: true, side: 'atMost', yours: null, yoursDisplay: null },
  ...over,
});

const comparison = (n: NegotiationRow): Comparison =>
  ({
    title: 'Husleie',
    status: 'in_progress',
    currentRound: 1,
    maxRounds: 5,
    expectedParticipants: 2,
    canStartNextRound: true,
    participants: [
      {
        id: 'p1',
        userId: testUser.id,
        userName: 'Kari',
        hasResponded: true,
        isAnonymous: false,
        isYou: true,
        canRemove: false,
      },
      {
        id: OLA,
        userId: 'u2',
        userName: 'Ola',
        hasResponded: true,
        isAnonymous: false,
        isYou: false,
        canRemove: false,
      },
    ],
    questionAnswers: [
      {
        questionId: RENT,
        questionText: 'Hvor mye er husleien?',
        type: 'free_text',
        options: null,
        format: 'amount',
        status: 'disagreed',
        answers: [
          {
            participantId: 'p1',
            userId: testUser.id,
            userName: 'Kari',
            response: 12000,
            display: '12 000 kr',
          },
          { participantId: OLA, userId: 'u2', userName: 'Ola', response: 15000, display: '15 000 kr' },
        ],
        negotiation: n,
      },
    ],
    negotiation: { open: true, trades: [], modelDrafts: false },
  }) as unknown as Comparison;

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

const open = () =>
  renderRoutes([{ path: '/avtale/:id/sammenligning', element: <ComparisonPage /> }], {
    path: `/avtale/${id}/sammenligning`,
    user: testUser,
  });

describe('a private limit', () => {
  it('is set once, after ticking that it binds, read as the answer is; then only the caller’s own is shown', async () => {
    const set = comparison(
      negotiation({ limit: { canSet: false, side: 'atMost', yours: 13500, yoursDisplay: '13 500 kr' } }),
    );
    const calls = fakeApi({
      [url('/comparison')]: comparison(negotiation()),
      [`PUT ${url(`/questions/${RENT}/limit`)}`]: () => ({ status: 200, body: set }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Finn et kompromiss' }));
    const dialog = await screen.findByRole('dialog');
    const section = within(dialog).getByRole('region', { name: 'Din private grense' });
    expect(section.textContent).toContain('heller ikke at du satte en');
    const button = within(section).getByRole('button', { name: 'Sett grensen' }) as HTMLButtonElement;
    fireEvent.change(within(section).getByLabelText('Det meste du kan godta'), {
      target: { value: '13 500' },
    });
    // Not before she has ticked that any value within it binds her.
    expect(button.disabled).toBe(true);
    fireEvent.click(
      within(section).getByRole('checkbox', { name: 'Jeg godtar enhver verdi innenfor grensen min' }),
    );
    fireEvent.click(button);
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toContain('Din grense: 13 500 kr.'),
    );
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: url(`/questions/${RENT}/limit`),
      body: { value: 13500 },
    });
    expect(within(dialog).queryByRole('button', { name: 'Sett grensen' })).toBeNull();
  });

  it('says what cannot be read, and sends nothing', async () => {
    const calls = fakeApi({ [url('/comparison')]: comparison(negotiation()) });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Finn et kompromiss' }));
    const section = within(await screen.findByRole('dialog')).getByRole('region', {
      name: 'Din private grense',
    });
    fireEvent.change(within(section).getByLabelText('Det meste du kan godta'), { target: { value: 'mye' } });
    fireEvent.click(within(section).getByRole('checkbox'));
    fireEvent.click(within(section).getByRole('button', { name: 'Sett grensen' }));
    expect(
      await within(section).findByText('Skriv et beløp eller en dato, som svaret på spørsmålet.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('is not offered where the server gives none, and a point the limits settled says so', async () => {
    fakeApi({
      [url('/comparison')]: comparison(
        negotiation({
          limit: undefined,
          proposal: {
            id: 'c0ffee00-0000-4000-8000-0000000000ab',
            optionId: 'limits',
            questionId: RENT,
            round: 1,
            source: 'limits',
            text: 'Hvor mye er husleien? 13 500 kr',
            clause: 'Husleien er 13 500 kr.',
            value: 13500,
            display: '13 500 kr',
            description: null,
            status: 'accepted',
            proposedBy: { participantId: OLA, userName: 'Ola', isYou: false },
            acceptedBy: [],
            declinedBy: null,
            waitingFor: [],
            createdAt: '2027-01-02T10:00:00.000Z',
          },
        }),
      ),
    });
    open();
    expect((await screen.findByTestId('proposal-status')).textContent).toContain(
      'Grensene deres møttes: Hvor mye er husleien? 13 500 kr. Det gjelder fra neste runde.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Finn et kompromiss' }));
    expect(
      within(await screen.findByRole('dialog')).queryByRole('region', { name: 'Din private grense' }),
    ).toBeNull();
  });
});
