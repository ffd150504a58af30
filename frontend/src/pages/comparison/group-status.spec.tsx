import type { Comparison } from '@avtalt/contracts';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import ComparisonPage from './comparison-page';

const id = 'c0ffee00-0000-4000-8000-000000000016';
const kari = {
  id: 'p1',
  userId: 'u1',
  userName: 'Kari',
  hasResponded: true,
  isAnonymous: false,
  isYou: true,
  canRemove: false,
};
const ola = {
  id: 'p2',
  userId: 'u2',
  userName: 'Ola Hansen',
  hasResponded: false,
  isAnonymous: false,
  isYou: false,
  canRemove: false,
};
const base: Comparison = {
  title: 'Husleie',
  status: 'in_progress',
  currentRound: 2,
  maxRounds: 5,
  expectedParticipants: 2,
  canStartNextRound: false,
  participants: [kari, ola],
  questionAnswers: [
    {
      questionId: 'q1',
      questionText: 'Dele likt?',
      type: 'yes_no',
      options: null,
      format: null,
      status: 'pending',
      answers: [
        { participantId: 'p1', userId: 'u1', userName: 'Kari', response: true, display: 'Ja' },
        { participantId: 'p2', userId: 'u2', userName: 'Ola Hansen', response: null, display: '' },
      ],
    },
  ],
};
const routes = [{ path: '/avtale/:id/sammenligning', element: <ComparisonPage /> }];

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

async function open(comparison: Comparison) {
  fakeApi({ [`/api/agreements/${id}/comparison`]: comparison });
  renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });
  await screen.findByRole('heading', { name: /Resultat runde/ });
  // The group status, the table and the chat render after the heading (a deferred update).
  await waitFor(() => expect(screen.queryByText('Laster sammenligning...')).toBeNull());
}

describe('the comparison says where the group stands (issue 16)', () => {
  it('names who has not answered to a participant', async () => {
    await open(base);
    expect(screen.getByText('Venter på: Ola Hansen')).toBeTruthy();
  });

  it('names nobody to someone with the link who takes no part', async () => {
    await open({ ...base, participants: [{ ...kari, isYou: false }, ola] });
    expect(screen.queryByText(/Venter på:/)).toBeNull();
  });

  it('tells the others who was removed, and the removed person that they were', async () => {
    await open({
      ...base,
      participants: [kari],
      removedParticipants: [{ participantId: 'p3', userName: 'Per Berg', removedInRound: 2 }],
    });
    expect(screen.getByText('Per Berg ble fjernet fra avtalen')).toBeTruthy();
  });

  it('tells a removed person plainly that they can no longer answer', async () => {
    await open({ ...base, participants: [{ ...kari, isYou: false }, ola], youAreRemoved: true });
    expect(screen.getByText('Du er fjernet fra denne avtalen og kan ikke svare.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Svar på spørsmålene' })).toBeNull();
  });

  it('says that a blind round shows the answers when everyone has answered', async () => {
    await open({ ...base, blind: true, answersHidden: true });
    expect(
      screen.getByText('Svarene vises når alle har svart. Til da ser du bare dine egne svar.'),
    ).toBeTruthy();
  });
});
