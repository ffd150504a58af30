import type { Agreement, AgreementQuestion } from '@avtalt/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { fakeApi } from '../../test/fake-api';
import { FakeWebSocket, installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import QuestionFlowPage from './question-flow-page';

const id = 'a1b2c3d4-0000-4000-8000-000000000001';
const q = (n: number, over: Partial<AgreementQuestion> = {}): AgreementQuestion => ({
  id: `q${n}`,
  text: `Spørsmål nummer ${n}?`,
  type: 'yes_no',
  options: null,
  format: null,
  order: n,
  description: null,
  required: false,
  rules: [],
  yourAnswer: null,
  previousAnswers: [],
  ...over,
});
// Nei on the first question ends the form.
const questions = [
  q(1, {
    rules: [
      {
        id: 'r1',
        questionId: 'q1',
        sourceQuestionId: 'q1',
        operator: 'equals',
        value: false,
        action: 'end_form',
        targetQuestionId: null,
      },
    ],
  }),
  q(2),
  q(3),
];
const agreement = {
  id,
  title: 'Husleie',
  status: 'pending',
  currentRound: 1,
  participants: [],
  viewer: { id: 'anon-9', anonymous: true },
} as unknown as Agreement;
const comparison = {
  title: 'Husleie',
  currentRound: 1,
  participants: [],
  questionAnswers: [
    {
      questionId: 'q1',
      questionText: '',
      type: 'yes_no',
      options: null,
      format: null,
      status: 'pending',
      answers: [{ participantId: 'p', userId: 'u', userName: 'Ola', response: true, display: 'Ja' }],
    },
  ],
};

function WhereAmI() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

const routes = [
  { path: '/avtale/:id/sporsmal', element: <QuestionFlowPage /> },
  { path: '/avtale/:id/del', element: <WhereAmI /> },
  { path: '/avtale/:id/sammenligning', element: <WhereAmI /> },
  { path: '/avtale/:id/ferdig', element: <WhereAmI /> },
  { path: '/auth', element: <WhereAmI /> },
];

function serve() {
  return fakeApi({
    [`/api/agreements/${id}/questions`]: questions,
    [`/api/agreements/${id}`]: agreement,
    [`/api/agreements/${id}/comparison`]: comparison,
    [`POST /api/agreements/${id}/questions/q1/answers`]: () => ({ status: 204 }),
    [`POST /api/agreements/${id}/questions/q2/answers`]: () => ({ status: 204 }),
    [`POST /api/agreements/${id}/answers`]: () => ({ status: 200, body: agreement }),
  });
}

let restoreWebSocket: () => void;
beforeEach(() => {
  sessionStorage.clear();
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

describe('QuestionFlowPage', () => {
  it('asks one question at a time, saves as it goes and submits everything after the last one', async () => {
    const calls = serve();
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    expect(await screen.findByText('Spørsmål 1 av 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tilbake' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Spørsmål 2 av 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nei' }));
    expect(await screen.findByText('Spørsmål nummer 3?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));

    expect(await screen.findByText(`at /avtale/${id}/del`)).toBeTruthy();
    const saved = calls.filter((c) => c.method === 'POST' && c.url.includes('/questions/'));
    expect(saved.map((c) => [c.url.split('/')[5], c.body])).toEqual([
      ['q1', { response: true }],
      ['q2', { response: false }],
    ]);
    const submit = calls.find((c) => c.url === `/api/agreements/${id}/answers`);
    expect(submit?.body).toEqual({ answers: { q1: true, q2: false, q3: true } });
    expect(sessionStorage.getItem('anonymousUserId')).toBe('anon-9');
  });

  it('follows the logic rules: Nei on the first question ends the form, so it is submitted at once', async () => {
    const calls = serve();
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    fireEvent.click(await screen.findByRole('button', { name: 'Nei' }));
    expect(await screen.findByText(`at /avtale/${id}/del`)).toBeTruthy();
    expect(calls.find((c) => c.url === `/api/agreements/${id}/answers`)?.body).toEqual({
      answers: { q1: false },
    });
  });

  it('shows the Ja/Nei counts of the comparison and goes back with Tilbake', async () => {
    serve();
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    // Plain text under the button (issue 34), and nothing for an answer nobody gave.
    expect(await screen.findByText('1 har svart Ja')).toBeTruthy();
    expect(screen.queryByText('0 har svart Nei')).toBeNull();
    expect(screen.getAllByTestId('answer-count')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Hopp over' }));
    expect(await screen.findByText('Spørsmål 2 av 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tilbake' }));
    expect(await screen.findByText('Spørsmål 1 av 3')).toBeTruthy();
  });

  it('updates the Ja/Nei counts when another participant answers (agreement_updated)', async () => {
    let answers = comparison.questionAnswers[0].answers;
    fakeApi({
      [`/api/agreements/${id}/questions`]: questions,
      [`/api/agreements/${id}`]: agreement,
      [`/api/agreements/${id}/comparison`]: () => ({
        status: 200,
        body: { ...comparison, questionAnswers: [{ ...comparison.questionAnswers[0], answers }] },
      }),
    });
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: null });
    expect(await screen.findByRole('button', { name: 'Nei' })).toBeTruthy();
    expect(screen.queryByText('1 har svart Nei')).toBeNull();
    expect(FakeWebSocket.instances).toHaveLength(1);
    const ws = FakeWebSocket.latest();
    act(() => ws.open());
    expect(ws.frames[0]).toMatchObject({ type: 'join', agreementId: id });

    answers = [
      ...answers,
      { participantId: 'p2', userId: 'u2', userName: 'Kari', response: false, display: 'Nei' },
    ];
    act(() => ws.receive({ type: 'agreement_updated', agreementId: id }));
    expect(await screen.findByText('1 har svart Nei')).toBeTruthy();
  });

  it('tells an anonymous respondent the answers are saved and offers «Registrer deg» (and «Logg inn»), returning to the share page; nothing moves by itself', async () => {
    serve();
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: null });

    fireEvent.click(await screen.findByRole('button', { name: 'Nei' }));
    // Issue 34 (ux.md problem 4): a card in place of the question, focused; the toast mentions registering.
    const heading = await screen.findByRole('heading', { name: 'Svarene dine er lagret' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/Registrer deg for å følge avtalen/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nei' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Logg inn' }).getAttribute('href')).toBe(
      `/auth?returnTo=${encodeURIComponent(`/avtale/${id}/del`)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(screen.queryByText(/^at \/auth/)).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Registrer deg' }));
    expect(
      await screen.findByText(`at /auth?tab=registrer&returnTo=${encodeURIComponent(`/avtale/${id}/del`)}`),
    ).toBeTruthy();
  });

  // Issue 34 (ux.md problems 1 and 12): where the flow goes follows the agreement's state.
  const person = (id2: string, isYou: boolean, hasResponded: boolean) => ({
    id: id2,
    userId: `u-${id2}`,
    userName: id2,
    hasResponded,
    isAnonymous: false,
    isYou,
    canRemove: false,
  });
  const withState = (over: Partial<Agreement>) =>
    ({ ...agreement, maxRounds: 5, expectedParticipants: 2, ...over }) as Agreement;

  it.each([
    [
      'the comparison when the last answer closes the round',
      withState({
        status: 'in_progress',
        participants: [person('p1', false, true), person('p2', true, true)],
      }),
      'sammenligning',
    ],
    [
      'the result page when the last answer completes the agreement',
      withState({ status: 'completed', participants: [person('p1', false, true), person('p2', true, true)] }),
      'ferdig',
    ],
    [
      'the share page while others still have to answer',
      withState({ status: 'pending', participants: [person('p2', true, true)] }),
      'del',
    ],
  ])('goes after a submit to %s', async (_what, after, page) => {
    fakeApi({
      [`/api/agreements/${id}/questions`]: questions,
      [`/api/agreements/${id}`]: agreement,
      [`/api/agreements/${id}/comparison`]: comparison,
      [`POST /api/agreements/${id}/answers`]: () => ({ status: 200, body: after }),
    });
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Nei' }));
    expect(await screen.findByText(`at /avtale/${id}/${page}`)).toBeTruthy();
  });

  it('offers someone whose answers close the round to register, returning to the comparison', async () => {
    fakeApi({
      [`/api/agreements/${id}/questions`]: questions,
      [`/api/agreements/${id}`]: agreement,
      [`/api/agreements/${id}/comparison`]: comparison,
      [`POST /api/agreements/${id}/answers`]: () => ({
        status: 200,
        body: withState({
          status: 'in_progress',
          participants: [person('p1', false, true), person('p2', true, true)],
        }),
      }),
    });
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Nei' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Registrer deg' }));
    expect(
      await screen.findByText(
        `at /auth?tab=registrer&returnTo=${encodeURIComponent(`/avtale/${id}/sammenligning`)}`,
      ),
    ).toBeTruthy();
  });

  it.each([
    [
      'a signed agreement to the result page',
      withState({ status: 'signed', participants: [person('p1', false, true), person('p2', true, true)] }),
      'ferdig',
    ],
    [
      'a completed agreement to the result page',
      withState({ status: 'completed', participants: [person('p1', false, true), person('p2', true, true)] }),
      'ferdig',
    ],
    [
      'an answered round to the comparison',
      withState({
        status: 'in_progress',
        participants: [person('p1', false, false), person('p2', true, true)],
      }),
      'sammenligning',
    ],
  ])('sends %s without showing an answer button', async (_what, state, page) => {
    fakeApi({
      [`/api/agreements/${id}/questions`]: questions,
      [`/api/agreements/${id}`]: state,
      [`/api/agreements/${id}/comparison`]: comparison,
    });
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });
    expect(await screen.findByText(`at /avtale/${id}/${page}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ja' })).toBeNull();
  });

  it('shows the error screen when there are no questions', async () => {
    fakeApi({ [`/api/agreements/${id}/questions`]: [], [`/api/agreements/${id}`]: agreement });
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });
    expect(await screen.findByText('Kunne ikke laste inn spørsmål for denne avtalen.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Tilbake til forsiden' })).toBeTruthy());
  });

  it('offers an observer no form: says why, and links to the comparison', async () => {
    const calls = fakeApi({
      [`/api/agreements/${id}/questions`]: questions,
      [`/api/agreements/${id}`]: { ...agreement, status: 'in_progress', youAreObserver: true },
      [`/api/agreements/${id}/comparison`]: comparison,
    });
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });
    expect((await screen.findByTestId('observer-notice')).textContent).toContain(
      'Du er observatør: du kan lese med, men ikke svare eller signere.',
    );
    expect(screen.queryByRole('button', { name: 'Ja' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Se sammenligning' }));
    expect(await screen.findByText(`at /avtale/${id}/sammenligning`)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
