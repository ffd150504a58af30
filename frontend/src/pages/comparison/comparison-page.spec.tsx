import { NegotiationMessages, type ChatMessage, type Comparison } from '@avtalt/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { fakeApi } from '../../test/fake-api';
import { FakeWebSocket, installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import ComparisonPage from './comparison-page';
import { comparison, id } from './comparison.fixtures';

function WhereAmI() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

const routes = [
  { path: '/avtale/:id/sammenligning', element: <ComparisonPage /> },
  { path: '/avtale/:id/sporsmal', element: <WhereAmI /> },
];

const message = (n: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `c0ffee00-0000-4000-8000-0000000000a${n}`,
  agreementId: id,
  userId: 'u2',
  userName: 'Ola Hansen',
  content: `Melding ${n}`,
  createdAt: `2026-01-02T10:0${n}:00.000Z`,
  ...over,
});

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

const comparisonFetches = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.url === `/api/agreements/${id}/comparison`).length;

describe('ComparisonPage', () => {
  it('shows the title, the table with Deg and the status chips, and the round-1 buttons', async () => {
    fakeApi({ [`/api/agreements/${id}/comparison`]: comparison });
    renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });

    expect(await screen.findByRole('heading', { name: 'Husleie: Resultat runde 1' })).toBeTruthy();
    // The table renders after the heading, as a deferred update.
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Deg' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Ola' })).toBeTruthy();
    expect(within(table).getByText('Uenige')).toBeTruthy();
    expect(within(table).getByText('Ja')).toBeTruthy();
    expect(within(table).getByText('Nei')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se delvis avtale' }).getAttribute('href')).toBe(
      `/avtale/${id}/ferdig`,
    );
    expect(screen.getByRole('button', { name: 'Vi ble ikke enige' })).toBeTruthy();
    expect(screen.queryByText('Logg inn for å diskutere')).toBeNull();
  });

  it('starts the next round and opens the questions', async () => {
    const calls = fakeApi({
      [`/api/agreements/${id}/comparison`]: comparison,
      [`POST /api/agreements/${id}/nextRound`]: () => ({
        status: 200,
        body: { id, viewer: { id: 'u1', anonymous: false } },
      }),
    });
    renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Start neste runde' }));
    expect(await screen.findByText(`at /avtale/${id}/sporsmal`)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/nextRound'))).toBe(true);
  });

  it("shows the server's message when the next round is refused (a proposal still waiting, review 19)", async () => {
    fakeApi({
      [`/api/agreements/${id}/comparison`]: comparison,
      [`POST /api/agreements/${id}/nextRound`]: () => ({
        status: 409,
        body: { code: 'PROPOSAL_PENDING', message: NegotiationMessages.nextRoundPendingProposal },
      }),
    });
    renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Start neste runde' }));
    expect(await screen.findByText(NegotiationMessages.nextRoundPendingProposal)).toBeTruthy();
    expect(screen.getByText('Feil ved start av neste runde')).toBeTruthy();
    // Still on the comparison.
    expect(screen.queryByText(`at /avtale/${id}/sporsmal`)).toBeNull();
  });

  it('asks before marking disagreement and shows the error toast on failure', async () => {
    fakeApi({
      [`/api/agreements/${id}/comparison`]: comparison,
      [`POST /api/agreements/${id}/disagreement`]: () => ({
        status: 409,
        body: { message: 'Uenighet kan bare markeres i første runde' },
      }),
    });
    renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Vi ble ikke enige' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Er du sikker på at du vil avslutte avtalen med uenighet? Dette kan ikke angres.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avslutt avtalen' }));
    expect(await screen.findByText('Feil ved markering som uenig')).toBeTruthy();
    expect(screen.getByText('Uenighet kan bare markeres i første runde')).toBeTruthy();
  });

  it('offers only the login prompt to a logged-out visitor, and Se ferdig avtale when completed', async () => {
    fakeApi({
      [`/api/agreements/${id}/comparison`]: { ...comparison, status: 'completed', canStartNextRound: false },
    });
    renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: null });
    expect(await screen.findByText('Logg inn for å diskutere')).toBeTruthy();
    expect(screen.getByText('Avtalen er fullført')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se ferdig avtale' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start neste runde' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vi ble ikke enige' })).toBeNull();
  });

  it('opens one socket, joins the agreement and shows the discussion to a logged-in user', async () => {
    fakeApi({ [`/api/agreements/${id}/comparison`]: comparison });
    renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });
    expect(await screen.findByRole('heading', { name: 'Diskusjon' })).toBeTruthy();
    expect(FakeWebSocket.instances).toHaveLength(1);
    const ws = FakeWebSocket.latest();
    expect(screen.getByText('Kobler til diskusjonen…')).toBeTruthy();

    act(() => ws.open());
    expect(ws.frames[0]).toMatchObject({ type: 'join', agreementId: id, userId: testUser.id });
    expect(screen.getByText('Ingen meldinger ennå. Start diskusjonen!')).toBeTruthy();

    act(() => ws.receive({ type: 'history', messages: [message(1)] }));
    const log = screen.getByRole('log');
    expect(within(log).getByText('Melding 1')).toBeTruthy();

    // Sent messages appear when the server echoes them, once even when they also come with a history.
    fireEvent.change(screen.getByLabelText('Skriv en melding'), { target: { value: 'Hei alle' } });
    fireEvent.keyDown(screen.getByLabelText('Skriv en melding'), { key: 'Enter' });
    expect(ws.frames.at(-1)).toMatchObject({ type: 'message', agreementId: id, content: 'Hei alle' });
    expect(within(log).queryByText('Hei alle')).toBeNull();
    const own = message(2, { userId: testUser.id, userName: 'Kari Nordmann', content: 'Hei alle' });
    act(() => ws.receive({ type: 'message', message: own }));
    act(() => ws.receive({ type: 'history', messages: [message(1), own] }));
    expect(within(log).getAllByText('Hei alle')).toHaveLength(1);
    expect(within(log).getByText('Deg')).toBeTruthy();

    act(() =>
      ws.receive({
        type: 'error',
        code: 'RATE_LIMITED',
        message: 'Du sender meldinger for raskt. Vent litt og prøv igjen.',
      }),
    );
    expect(screen.getByText('Du sender meldinger for raskt. Vent litt og prøv igjen.')).toBeTruthy();
  });

  it('refetches the comparison when the server says the agreement changed', async () => {
    let round = 1;
    const calls = fakeApi({
      [`/api/agreements/${id}/comparison`]: () => ({
        status: 200,
        body: { ...comparison, currentRound: round },
      }),
    });
    renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });
    expect(await screen.findByRole('heading', { name: 'Husleie: Resultat runde 1' })).toBeTruthy();
    expect(comparisonFetches(calls)).toBe(1);
    const ws = FakeWebSocket.latest();
    act(() => ws.open());

    round = 2;
    act(() => ws.receive({ type: 'agreement_updated', agreementId: id }));
    expect(await screen.findByRole('heading', { name: 'Husleie: Resultat runde 2' })).toBeTruthy();
    expect(comparisonFetches(calls)).toBe(2);
  });

  it('keeps an anonymous visitor up to date without the chat and without its join error', async () => {
    const calls = fakeApi({ [`/api/agreements/${id}/comparison`]: comparison });
    renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: null });
    expect(await screen.findByText('Logg inn for å diskutere')).toBeTruthy();
    expect(FakeWebSocket.instances).toHaveLength(1);
    const ws = FakeWebSocket.latest();
    act(() => ws.open());
    expect(ws.frames[0]).toMatchObject({ type: 'join', agreementId: id });
    act(() =>
      ws.receive({
        type: 'error',
        code: 'LOGIN_REQUIRED',
        message: 'Du må være logget inn for å delta i diskusjonen.',
      }),
    );
    expect(screen.queryByText('Du må være logget inn for å delta i diskusjonen.')).toBeNull();
    expect(screen.queryByRole('log')).toBeNull();

    act(() => ws.receive({ type: 'agreement_updated' }));
    await waitFor(() => expect(comparisonFetches(calls)).toBe(2));
  });

  it('lets the initiator remove someone who has not answered, after asking', async () => {
    const waiting: Comparison = {
      ...comparison,
      currentRound: 2,
      canStartNextRound: false,
      participants: [
        comparison.participants[0],
        { ...comparison.participants[1], hasResponded: false, canRemove: true },
      ],
    };
    let removed = false;
    const calls = fakeApi({
      [`/api/agreements/${id}/comparison`]: () => ({
        status: 200,
        body: removed ? { ...waiting, participants: [comparison.participants[0]] } : waiting,
      }),
      [`DELETE /api/agreements/${id}/participants/p2`]: () => {
        removed = true;
        return { status: 200, body: { id, viewer: { id: 'u1', anonymous: false } } };
      },
    });
    renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });
    const section = await screen.findByRole('region', { name: 'Venter på svar' });
    expect(within(section).getByText('Ola')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Fjern Ola' }));
    const dialog = screen.getByRole('dialog', { name: 'Fjerne Ola fra avtalen?' });
    expect(
      within(dialog).getByText(
        'Ola har ikke svart i runde 2. Runden avgjøres da uten Ola. De kan ikke svare mer, og dette kan ikke angres.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fjern' }));
    expect(await screen.findByText('Deltakeren er fjernet')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/agreements/${id}/participants/p2`,
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Venter på svar' })).toBeNull());
  });

  it('shows no Fjern to others (the server marks nobody removable for them)', async () => {
    fakeApi({
      [`/api/agreements/${id}/comparison`]: {
        ...comparison,
        participants: [comparison.participants[0], { ...comparison.participants[1], hasResponded: false }],
      },
    });
    renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });
    expect(await screen.findByRole('heading', { name: 'Husleie: Resultat runde 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Fjern/ })).toBeNull();
  });

  describe('typed answers', () => {
    const typed: Comparison = {
      ...comparison,
      questionAnswers: [
        {
          questionId: 'q-amount',
          questionText: 'Hvor mye er husleien?',
          type: 'free_text',
          options: null,
          format: 'amount',
          status: 'disagreed',
          answers: [
            {
              participantId: 'p1',
              userId: 'u1',
              userName: 'Kari',
              response: 12000,
              display: '12\u00a0000\u00a0kr',
            },
            {
              participantId: 'p2',
              userId: 'u2',
              userName: 'Ola',
              response: 11000,
              display: '11\u00a0000\u00a0kr',
            },
          ],
        },
        {
          questionId: 'q-party',
          questionText: 'Hvem står på leiekontrakten?',
          type: 'free_text',
          options: null,
          format: 'party',
          status: 'agreed',
          answers: [
            { participantId: 'p1', userId: 'u1', userName: 'Kari', response: 'p1', display: 'Kari Nordmann' },
            { participantId: 'p2', userId: 'u2', userName: 'Ola', response: 'p1', display: 'Kari Nordmann' },
          ],
        },
        {
          questionId: 'q-choice',
          questionText: 'Hvordan deles husleien?',
          type: 'multiple_choice',
          options: ['Likt', 'Etter inntekt'],
          format: null,
          status: 'pending',
          answers: [
            {
              participantId: 'p1',
              userId: 'u1',
              userName: 'Kari',
              response: 'Etter inntekt',
              display: 'Etter inntekt',
            },
            { participantId: 'p2', userId: 'u2', userName: 'Ola', response: null, display: '' },
          ],
        },
      ],
    };

    it("shows each person's value as the server formats it ('12 000 kr', a name, an option) in the table", async () => {
      fakeApi({ [`/api/agreements/${id}/comparison`]: typed });
      renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });

      const table = await screen.findByRole('table', { name: 'Svarene i denne runden' });
      const row = (text: string) => within(table).getByRole('row', { name: new RegExp(text) });
      const cells = (text: string) =>
        within(row(text))
          .getAllByRole('cell')
          .map((c) => c.textContent);
      expect(cells('Hvor mye er husleien')).toEqual(['12\u00a0000\u00a0kr', '11\u00a0000\u00a0kr', 'Uenige']);
      expect(cells('Hvem står')).toEqual(['Kari Nordmann', 'Kari Nordmann', 'Enige']);
      expect(cells('Hvordan deles')).toEqual(['Etter inntekt', '–', 'Venter på svar']);
    });

    it('shows a card per question on a phone-sized screen, with the values', async () => {
      const matchMedia = window.matchMedia;
      // MUI asks for "(max-width:599.95px)" (below sm): a phone.
      window.matchMedia = ((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      })) as unknown as typeof window.matchMedia;
      try {
        fakeApi({ [`/api/agreements/${id}/comparison`]: typed });
        renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });

        const list = await screen.findByRole('list', { name: 'Svarene i denne runden' });
        expect(screen.queryByRole('table')).toBeNull();
        const card = within(list).getByRole('listitem', { name: 'Hvor mye er husleien?' });
        expect(within(card).getByText('Deg')).toBeTruthy();
        expect(within(card).getByText('12 000 kr')).toBeTruthy();
        expect(within(card).getByText('Ola')).toBeTruthy();
        expect(within(card).getByText('11 000 kr')).toBeTruthy();
        expect(within(card).getByText('Uenige')).toBeTruthy();
        expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      } finally {
        window.matchMedia = matchMedia;
      }
    });
  });
});

describe('ComparisonPage shows what the agreed answers mean ("Dette betyr")', () => {
  const row = (
    questionId: string,
    over: Partial<Comparison['questionAnswers'][number]>,
  ): Comparison['questionAnswers'][number] => ({
    questionId,
    questionText: '',
    type: 'yes_no',
    options: null,
    format: null,
    status: 'agreed',
    answers: [],
    ...over,
  });
  const both = (response: boolean | string | number, display: string) => [
    { participantId: 'p1', userId: 'u1', userName: 'Kari', response, display },
    { participantId: 'p2', userId: 'u2', userName: 'Ola', response, display },
  ];
  const withClauses: Comparison = {
    ...comparison,
    questionAnswers: [
      row('q1', {
        questionText: 'Felles konto?',
        clauseYes: 'Partene skal ha en felles konto.',
        clauseNo: 'Partene skal ikke ha en felles konto.',
        answers: both(false, 'Nei'),
      }),
      row('q2', {
        questionText: 'Hvor mye er husleien?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Husleien er {{svar}} per måned.',
        answers: both(12000, '12\u00a0000\u00a0kr'),
      }),
      row('q3', {
        questionText: 'Hvordan deles husleien?',
        type: 'multiple_choice',
        options: ['Likt', 'Etter inntekt'],
        optionClauses: ['Husleien deles likt.', 'Husleien deles etter inntekt.'],
        status: 'disagreed',
        answers: [
          { participantId: 'p1', userId: 'u1', userName: 'Kari', response: 'Likt', display: 'Likt' },
          {
            participantId: 'p2',
            userId: 'u2',
            userName: 'Ola',
            response: 'Etter inntekt',
            display: 'Etter inntekt',
          },
        ],
      }),
    ],
  };
  const plain = (el: HTMLElement) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

  it('shows under each agreed question the clause the agreed answer produces, and none while they disagree', async () => {
    fakeApi({ [`/api/agreements/${id}/comparison`]: withClauses });
    renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });

    const table = await screen.findByRole('table', { name: 'Svarene i denne runden' });
    const header = (text: string) => within(table).getByRole('rowheader', { name: new RegExp(text) });
    // An agreed Nei shows what Nei commits to.
    expect(plain(within(header('Felles konto')).getByTestId('agreed-clause'))).toBe(
      'Dette betyr: Partene skal ikke ha en felles konto.',
    );
    expect(plain(within(header('Hvor mye er husleien')).getByTestId('agreed-clause'))).toBe(
      'Dette betyr: Husleien er 12 000 kr per måned.',
    );
    expect(within(header('Hvordan deles')).queryByTestId('agreed-clause')).toBeNull();
    expect(within(table).getAllByTestId('agreed-clause')).toHaveLength(2);
  });

  it("words the clause for two parties ('den andre parten', 'begge partene'), and as written for three", async () => {
    const plural: Comparison = {
      ...comparison,
      questionAnswers: [
        row('q1', {
          questionText: 'Forkjøpsrett?',
          clauseYes:
            'Vil en part selge, har de andre partene forkjøpsrett, og alle partene må godkjenne prisen.',
          answers: both(true, 'Ja'),
        }),
      ],
    };
    fakeApi({ [`/api/agreements/${id}/comparison`]: plural });
    const two = renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });
    expect(plain(await screen.findByTestId('agreed-clause'))).toBe(
      'Dette betyr: Vil en part selge, har den andre parten forkjøpsrett, og begge partene må godkjenne prisen.',
    );
    two.unmount();

    const third = {
      id: 'p3',
      userId: 'u3',
      userName: 'Per',
      hasResponded: true,
      isAnonymous: false,
      isYou: false,
      canRemove: false,
    };
    fakeApi({
      [`/api/agreements/${id}/comparison`]: {
        ...plural,
        participants: [...plural.participants, third],
        expectedParticipants: 3,
      },
    });
    renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });
    expect(plain(await screen.findByTestId('agreed-clause'))).toBe(
      'Dette betyr: Vil en part selge, har de andre partene forkjøpsrett, og alle partene må godkjenne prisen.',
    );
  });

  // Issue 34 (ux.md problem 2): the status line and the hint say the true reason.
  const contained = (el: HTMLElement) => el.className.includes('MuiButton-contained');
  const waitingProposal = (youMustAnswer: boolean): Comparison => ({
    ...comparison,
    canStartNextRound: false,
    nextRoundBlocker: {
      reason: 'proposal',
      proposalId: 'c0ffee00-0000-4000-8000-0000000000b1',
      questionId: 'q1',
      questionText: 'Dele likt?',
      proposedBy: {
        participantId: youMustAnswer ? 'p2' : 'p1',
        userName: youMustAnswer ? 'Ola' : 'Kari',
        isYou: !youMustAnswer,
      },
      waitingFor: [
        {
          participantId: youMustAnswer ? 'p1' : 'p2',
          userName: youMustAnswer ? 'Kari' : 'Ola',
          isYou: youMustAnswer,
        },
      ],
    },
  });

  it('names the proposal that holds the next round back, and makes answering it primary with a link to its card', async () => {
    fakeApi({ [`/api/agreements/${id}/comparison`]: waitingProposal(true) });
    renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });
    const status = await screen.findByTestId('comparison-status');
    expect(status.textContent).toContain('Ola foreslår en løsning på «Dele likt?»');
    expect(status.textContent).not.toContain('Venter på at alle svarer');
    const answer = screen.getByRole('link', { name: 'Svar på forslaget fra Ola' });
    expect(answer.getAttribute('href')).toBe('#punkt-q1');
    expect(contained(answer)).toBe(true);
    expect(contained(screen.getByRole('button', { name: 'Start neste runde' }))).toBe(false);
    expect(screen.getByTestId('next-round-hint').textContent).toBe(
      'Neste runde kan starte når du har svart på forslaget.',
    );
    // The card the link goes to.
    await screen.findByRole('table');
    expect(document.getElementById('punkt-q1')).not.toBeNull();
  });

  it('has the proposer wait for the one who must answer, naming them', async () => {
    fakeApi({ [`/api/agreements/${id}/comparison`]: waitingProposal(false) });
    renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });
    const status = await screen.findByTestId('comparison-status');
    expect(status.textContent).toContain('Du har foreslått en løsning på «Dele likt?»');
    expect(status.textContent).toContain('Venter på Ola: svar på forslaget om «Dele likt?»');
    expect(screen.getByRole('link', { name: 'Se forslaget' }).getAttribute('href')).toBe('#punkt-q1');
    expect(screen.getByTestId('next-round-hint').textContent).toBe(
      'Neste runde kan starte når Ola har svart på forslaget.',
    );
  });

  it('makes «Start neste runde» primary when it can start', async () => {
    fakeApi({ [`/api/agreements/${id}/comparison`]: { ...comparison, nextRoundBlocker: null } });
    renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: testUser });
    const start = await screen.findByRole('button', { name: 'Start neste runde' });
    expect(contained(start)).toBe(true);
    expect((await screen.findByTestId('comparison-status')).textContent).toContain(
      'Dere er uenige om noen punkter',
    );
  });

  it('does not tell a logged-out viewer of a finished round that everyone is awaited', async () => {
    const visitor: Comparison = {
      ...comparison,
      canStartNextRound: false,
      nextRoundBlocker: null,
      participants: comparison.participants.map((p) => ({ ...p, isYou: false })),
    };
    fakeApi({ [`/api/agreements/${id}/comparison`]: visitor });
    renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user: null });
    const status = await screen.findByTestId('comparison-status');
    expect(status.textContent).not.toContain('Venter på at alle svarer');
    expect(status.textContent).toContain('Dere er uenige om noen punkter');
  });
});
