import type { Agreement, AgreementQuestion, Participant } from '@avtalt/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { agreementQuestion, serveQuestionFlow } from '../../test/question-flow';
import { renderRoutes, testUser } from '../../test/render';
import QuestionFlowPage from './question-flow-page';

/** Issue 19: a question settled by a proposal everyone accepted says so above the answer, which is filled in. */

const id = 'a1b2c3d4-0000-4000-8000-000000000019';
const Q_NEW = 'd0000000-0000-4000-8000-000000000019';
const Q_OTHER = 'd0000000-0000-4000-8000-000000000020';

const replacement = agreementQuestion({
  // The server lists the two round-1 participants with nothing answered: the question is new.
  previousAnswers: [
    {
      participantId: 'b0000000-0000-4000-8000-00000000000a',
      userName: 'Anne Hansen',
      isYou: true,
      response: null,
      display: '',
    },
  ],
  id: Q_NEW,
  text: 'Skal husleien deles etter inntekt?',
  clauseYes: 'Husleien deles etter inntekt.',
  yourAnswer: true,
  settledBy: {
    proposalId: 'c0ffee00-0000-4000-8000-000000000019',
    source: 'library',
    round: 1,
    text: 'Skal husleien deles etter inntekt?',
    display: null,
    replacesQuestionId: 'c0ffee00-0000-4000-8000-000000000020',
    replacesText: 'Skal husleien deles likt?',
  },
});
const other = agreementQuestion({ id: Q_OTHER, order: 2, text: 'Har dere husdyr?' });

const me: Participant = {
  id: 'b0000000-0000-4000-8000-00000000000a',
  userId: testUser.id,
  userName: 'Anne Hansen',
  hasResponded: false,
  isAnonymous: false,
  isYou: true,
  canRemove: false,
};
const agreement = {
  id,
  title: 'Husleie',
  status: 'in_progress',
  currentRound: 2,
  participants: [me],
  viewer: { id: testUser.id, anonymous: false },
} as unknown as Agreement;
const routes = [{ path: '/avtale/:id/sporsmal', element: <QuestionFlowPage /> }];

let restoreWebSocket: () => void;
beforeEach(() => {
  sessionStorage.clear();
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

function serve(questions: AgreementQuestion[]) {
  return serveQuestionFlow(id, questions, agreement, {
    title: 'Husleie',
    currentRound: 2,
    participants: [],
    questionAnswers: [],
  });
}

describe('QuestionFlowPage: a point settled by a compromise', () => {
  it('says what was agreed in which round, what it replaces, with the answer (Ja) already chosen', async () => {
    // Both answered (the draft of the settled one is filled in by the server): the flow opens at the first.
    serve([replacement, { ...other, yourAnswer: false }]);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });
    const heading = await screen.findByRole('heading', { name: 'Skal husleien deles etter inntekt?' });
    expect(heading).toBeTruthy();
    const note = screen.getByTestId('settled-by');
    expect(note.textContent).toContain('Dere ble enige om dette i runde 1: Ja');
    expect(note.textContent).toContain('Erstatter: Skal husleien deles likt?');
    // Nobody answered the new question before: no 'Svarene i forrige runde'.
    expect(screen.queryByText('Svarene i forrige runde')).toBeNull();
    // The answer is the caller's saved one: Ja is pressed.
    expect(screen.getByRole('button', { name: /^Ja/ }).getAttribute('aria-pressed')).toBe('true');
    // Issue 34: a visible way to confirm it, named in the note.
    expect(note.textContent).toContain('Trykk «Bekreft» for å bekrefte det');
    fireEvent.click(within(note).getByRole('button', { name: 'Bekreft' }));
    expect(await screen.findByRole('heading', { name: 'Har dere husdyr?' })).toBeTruthy();
  });

  it('confirms with «Send svar» on the last question, sending the filled-in answer', async () => {
    const calls = serve([replacement]);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });
    const note = await screen.findByTestId('settled-by');
    fireEvent.click(within(note).getByRole('button', { name: 'Send svar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === `/api/agreements/${id}/answers`)?.body).toEqual({
        answers: { [Q_NEW]: true },
      }),
    );
  });

  it('shows nothing on a question without a settlement', async () => {
    serve([other]);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });
    expect(await screen.findByRole('heading', { name: 'Har dere husdyr?' })).toBeTruthy();
    expect(screen.queryByTestId('settled-by')).toBeNull();
  });
});
