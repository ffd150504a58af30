import type { ChatMessage, Comparison, NegotiationRow, Proposal } from '@avtalt/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { FakeWebSocket, installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import ComparisonPage from './comparison-page';

/** Issue 19 on the comparison page: the compromise panel, the proposal on the row, private marks, trades, chat. */

const id = 'c0ffee00-0000-4000-8000-000000000019';
const Q1 = 'd0000000-0000-4000-8000-000000000001';
const Q2 = 'd0000000-0000-4000-8000-000000000002';
const OLA = 'e0000000-0000-4000-8000-000000000002';
const url = (path: string) => `/api/agreements/${id}${path}`;

const kari = { participantId: 'p1', userName: 'Kari', isYou: true };
const ola = { participantId: OLA, userName: 'Ola', isYou: false };

const negotiationRow = (over: Partial<NegotiationRow> = {}): NegotiationRow => ({
  proposals: [
    {
      id: 'library:0',
      source: 'library',
      text: 'Skal husleien deles etter inntekt?',
      clause: 'Husleien deles etter inntekt.',
      value: null,
      display: null,
      description: 'Den som tjener mer, betaler mer.',
    },
  ],
  proposal: null,
  yourMarks: { canAccept: false, important: false },
  allCanAccept: false,
  canDraft: false,
  ...over,
});

const proposal = (over: Partial<Proposal> = {}): Proposal => ({
  id: 'c0ffee00-0000-4000-8000-0000000000aa',
  optionId: 'library:0',
  questionId: Q1,
  round: 1,
  source: 'library',
  text: 'Skal husleien deles etter inntekt?',
  clause: 'Husleien deles etter inntekt.',
  value: null,
  display: null,
  description: null,
  status: 'pending',
  proposedBy: kari,
  acceptedBy: [kari],
  declinedBy: null,
  waitingFor: [ola],
  createdAt: '2026-01-02T10:00:00.000Z',
  ...over,
});

type Row = Comparison['questionAnswers'][number];
const row = (questionId: string, questionText: string, over: Partial<Row> = {}): Row => ({
  questionId,
  questionText,
  type: 'yes_no',
  options: null,
  format: null,
  status: 'disagreed',
  answers: [
    { participantId: 'p1', userId: testUser.id, userName: 'Kari', response: true, display: 'Ja' },
    { participantId: OLA, userId: 'u2', userName: 'Ola', response: false, display: 'Nei' },
  ],
  ...over,
});

const comparison = (rows: Row[], over: Partial<Comparison> = {}): Comparison => ({
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
  questionAnswers: rows,
  negotiation: { open: true, trades: [], modelDrafts: false },
  ...over,
});

const routes = [{ path: '/avtale/:id/sammenligning', element: <ComparisonPage /> }];
const open = (user = testUser) => renderRoutes(routes, { path: `/avtale/${id}/sammenligning`, user });

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

describe('ComparisonPage: negotiation (issue 19)', () => {
  it('opens the panel with the options, proposes one and shows it pending on the row', async () => {
    const before = comparison([row(Q1, 'Skal husleien deles likt?', { negotiation: negotiationRow() })]);
    const after = comparison([
      row(Q1, 'Skal husleien deles likt?', { negotiation: negotiationRow({ proposal: proposal() }) }),
    ]);
    const calls = fakeApi({
      [url('/comparison')]: before,
      [`POST ${url('/proposals')}`]: () => ({ status: 201, body: after }),
    });
    open();

    fireEvent.click(await screen.findByRole('button', { name: 'Finn et kompromiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finn et kompromiss' });
    expect(within(dialog).getByRole('heading', { name: 'Forslag til kompromiss' })).toBeTruthy();
    const option = within(dialog).getByTestId('proposal-option');
    expect(within(option).getByText('Vanlig løsning')).toBeTruthy();
    expect(option.textContent).toContain('Skal husleien deles etter inntekt?');
    expect(option.textContent).toContain('Dette betyr: Husleien deles etter inntekt.');
    expect(option.textContent).toContain('Den som tjener mer, betaler mer.');
    // No model configured: no draft button.
    expect(within(dialog).queryByRole('button', { name: 'Lag et utkast med språkmodell' })).toBeNull();

    fireEvent.click(
      within(option).getByRole('button', { name: 'Foreslå: Skal husleien deles etter inntekt?' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === url('/proposals'))).toBe(true),
    );
    expect(calls.find((c) => c.url === url('/proposals'))?.body).toEqual({
      questionId: Q1,
      proposalId: 'library:0',
    });

    // The reply is the comparison: the panel closes and focus moves to the proposal's status line on the row.
    const status = await screen.findByTestId('proposal-status');
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(status.getAttribute('role')).toBe('status');
    expect(status.getAttribute('tabindex')).toBe('-1');
    expect(status.textContent).toContain('Du foreslår: Skal husleien deles etter inntekt?');
    expect(status.textContent).toContain('Godtatt av: deg');
    expect(status.textContent).toContain('Venter på: Ola');
    // The proposer is not asked to answer their own proposal.
    expect(within(status).queryByRole('button', { name: 'Godta' })).toBeNull();
    // Opened again, the panel says one is waiting and offers no 'Foreslå'.
    fireEvent.click(screen.getByRole('button', { name: 'Finn et kompromiss' }));
    const again = await screen.findByRole('dialog', { name: 'Finn et kompromiss' });
    expect(within(again).queryByRole('button', { name: /^Foreslå/ })).toBeNull();
    expect(within(again).getByText(/Et forslag venter på svar/)).toBeTruthy();
    // Only one GET of the comparison: the reply replaced the cache.
    expect(calls.filter((c) => c.method === 'GET' && c.url === url('/comparison'))).toHaveLength(1);
  });

  it('asks the one waited for to accept, and shows it accepted for the next round', async () => {
    const waiting = proposal({ proposedBy: ola, acceptedBy: [ola], waitingFor: [kari] });
    const before = comparison([
      row(Q1, 'Skal husleien deles likt?', { negotiation: negotiationRow({ proposal: waiting }) }),
    ]);
    const accepted = { ...waiting, status: 'accepted' as const, acceptedBy: [ola, kari], waitingFor: [] };
    const after = comparison([
      row(Q1, 'Skal husleien deles likt?', { negotiation: negotiationRow({ proposal: accepted }) }),
    ]);
    const calls = fakeApi({
      [url('/comparison')]: before,
      [`POST ${url(`/proposals/${waiting.id}/accept`)}`]: () => ({ status: 200, body: after }),
    });
    open();
    const status = await screen.findByTestId('proposal-status');
    expect(status.textContent).toContain('Ola foreslår: Skal husleien deles etter inntekt?');
    expect(status.textContent).toContain('Venter på: deg');
    expect(within(status).getByRole('button', { name: 'Avslå' })).toBeTruthy();
    fireEvent.click(within(status).getByRole('button', { name: 'Godta' }));
    await waitFor(() =>
      expect(screen.getByTestId('proposal-status').textContent).toContain(
        'Alle har godtatt: Skal husleien deles etter inntekt? Det gjelder fra neste runde.',
      ),
    );
    // The pressed button is gone: focus is on the status line, not lost to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('proposal-status')));
    expect(calls.some((c) => c.method === 'POST' && c.url === url(`/proposals/${waiting.id}/accept`))).toBe(
      true,
    );
  });

  it("moves focus to the status line after 'Avslå'", async () => {
    const waiting = proposal({ proposedBy: ola, acceptedBy: [ola], waitingFor: [kari] });
    const declined = { ...waiting, status: 'declined' as const, declinedBy: kari, waitingFor: [] };
    fakeApi({
      [url('/comparison')]: comparison([
        row(Q1, 'Skal husleien deles likt?', { negotiation: negotiationRow({ proposal: waiting }) }),
      ]),
      [`POST ${url(`/proposals/${waiting.id}/decline`)}`]: () => ({
        status: 200,
        body: comparison([
          row(Q1, 'Skal husleien deles likt?', { negotiation: negotiationRow({ proposal: declined }) }),
        ]),
      }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Avslå' }));
    await waitFor(() =>
      expect(screen.getByTestId('proposal-status').textContent).toContain('Du avslo forslaget'),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('proposal-status')));
  });

  it('shows a server refusal in Norwegian', async () => {
    const waiting = proposal({ proposedBy: ola, acceptedBy: [ola], waitingFor: [kari] });
    fakeApi({
      [url('/comparison')]: comparison([
        row(Q1, 'Skal husleien deles likt?', { negotiation: negotiationRow({ proposal: waiting }) }),
      ]),
      [`POST ${url(`/proposals/${waiting.id}/decline`)}`]: () => ({
        status: 409,
        body: {
          code: 'NEGOTIATION_CLOSED',
          message: 'Forslag og markeringer kan bare gis når runden er ferdig og en ny runde kan starte',
        },
      }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Avslå' }));
    expect(
      await screen.findByText(
        'Forslag og markeringer kan bare gis når runden er ferdig og en ny runde kan starte',
      ),
    ).toBeTruthy();
  });

  it("keeps the private marks private: the caller's own switches, and the match line only when the server says so", async () => {
    const before = comparison([row(Q1, 'Skal husleien deles likt?', { negotiation: negotiationRow() })]);
    const marked = comparison([
      row(Q1, 'Skal husleien deles likt?', {
        negotiation: negotiationRow({ yourMarks: { canAccept: true, important: false } }),
      }),
    ]);
    const calls = fakeApi({
      [url('/comparison')]: before,
      [`PUT ${url(`/questions/${Q1}/concession`)}`]: () => ({ status: 200, body: marked }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Finn et kompromiss' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Bare du ser dette. Det vises for de andre bare når det passer med det de har markert.',
      ),
    ).toBeTruthy();
    const concession = within(dialog).getByRole('switch', {
      name: 'Jeg kan godta det andre svaret',
    }) as HTMLInputElement;
    const important = within(dialog).getByRole('switch', { name: 'Viktig for meg' }) as HTMLInputElement;
    expect(concession.checked).toBe(false);
    expect(important.checked).toBe(false);
    fireEvent.click(concession);
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('switch', { name: 'Jeg kan godta det andre svaret' }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: url(`/questions/${Q1}/concession`),
      body: { canAccept: true },
    });
    // Unmatched: nothing on the row says anything about marks.
    expect(screen.queryByTestId('all-can-accept')).toBeNull();
  });

  it('disables the marks that are part of a match the others have seen, and says why', async () => {
    fakeApi({
      [url('/comparison')]: comparison([
        row(Q1, 'Skal husleien deles likt?', {
          negotiation: negotiationRow({
            allCanAccept: true,
            yourMarks: { canAccept: true, important: false, locked: true },
          }),
        }),
      ]),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Finn et kompromiss' }));
    const dialog = await screen.findByRole('dialog');
    const concession = within(dialog).getByRole('switch', {
      name: 'Jeg kan godta det andre svaret',
    }) as HTMLInputElement;
    const important = within(dialog).getByRole('switch', { name: 'Viktig for meg' }) as HTMLInputElement;
    expect([concession.disabled, important.disabled]).toEqual([true, true]);
    expect(concession.checked).toBe(true);
    const note = within(dialog).getByText('Vist for de andre – kan ikke trekkes tilbake i denne runden');
    expect(concession.getAttribute('aria-describedby')).toBe(note.id);
  });

  it('leaves the marks open when they are not locked', async () => {
    fakeApi({
      [url('/comparison')]: comparison([
        row(Q1, 'Skal husleien deles likt?', {
          negotiation: negotiationRow({ yourMarks: { canAccept: true, important: false, locked: false } }),
        }),
      ]),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Finn et kompromiss' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      (within(dialog).getByRole('switch', { name: 'Jeg kan godta det andre svaret' }) as HTMLInputElement)
        .disabled,
    ).toBe(false);
    expect(within(dialog).queryByTestId('marks-locked')).toBeNull();
  });

  it('shows the match line and the answers as options when everyone can accept another answer', async () => {
    const answerOption = {
      id: `answer:${OLA}`,
      source: 'answer' as const,
      text: 'Skal husleien deles likt? Nei',
      clause: null,
      value: false,
      display: 'Nei',
      description: null,
    };
    fakeApi({
      [url('/comparison')]: comparison([
        row(Q1, 'Skal husleien deles likt?', {
          negotiation: negotiationRow({ allCanAccept: true, proposals: [answerOption] }),
        }),
      ]),
    });
    open();
    expect((await screen.findByTestId('all-can-accept')).textContent).toBe(
      'Alle kan godta et annet svar her – velg ett sammen.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Finn et kompromiss' }));
    expect(within(await screen.findByRole('dialog')).getByText('Et av svarene')).toBeTruthy();
  });

  it('shows nothing to negotiate without `negotiation`, and the settled row of the next round', async () => {
    const settled = row(Q2, 'Skal husleien deles etter inntekt?', {
      status: 'agreed',
      settledBy: {
        proposalId: 'c0ffee00-0000-4000-8000-0000000000aa',
        source: 'library',
        round: 1,
        text: 'Skal husleien deles etter inntekt?',
        display: null,
        replacesQuestionId: Q1,
        replacesText: 'Skal husleien deles likt?',
      },
    });
    fakeApi({ [url('/comparison')]: comparison([settled], { currentRound: 2, negotiation: undefined }) });
    open();
    const note = await screen.findByTestId('settled-note');
    expect(note.textContent).toContain('Kompromiss fra runde 1');
    expect(note.textContent).toContain('Erstatter: Skal husleien deles likt?');
    expect(screen.queryByRole('button', { name: 'Finn et kompromiss' })).toBeNull();
  });

  it('asks the model for a draft where it may, and shows its failure', async () => {
    const calls = fakeApi({
      [url('/comparison')]: comparison([
        row(Q1, 'Skal husleien deles likt?', {
          negotiation: negotiationRow({ proposals: [], canDraft: true }),
        }),
      ]),
      [`POST ${url(`/questions/${Q1}/proposal-drafts`)}`]: () => ({
        status: 502,
        body: {
          code: 'UPSTREAM_FAILED',
          message: 'Språkmodellen kunne ikke lage et forslag nå. Prøv igjen senere.',
        },
      }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Finn et kompromiss' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lag et utkast med språkmodell' }));
    expect(
      await within(dialog).findByText('Språkmodellen kunne ikke lage et forslag nå. Prøv igjen senere.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url === url(`/questions/${Q1}/proposal-drafts`))).toBe(
      true,
    );
  });

  it('shows a model draft once made: the panel lists it among the options', async () => {
    const draft = {
      id: 'model:c0ffee00-0000-4000-8000-0000000000cc',
      source: 'model' as const,
      text: 'Skal dere dele husleien 60/40?',
      clause: 'Husleien deles 60/40.',
      value: null,
      display: null,
      description: null,
    };
    let drafted = false;
    const calls = fakeApi({
      [url('/comparison')]: () => ({
        status: 200,
        body: comparison([
          row(Q1, 'Skal husleien deles likt?', {
            negotiation: negotiationRow({ proposals: drafted ? [draft] : [], canDraft: true }),
          }),
        ]),
      }),
      [`POST ${url(`/questions/${Q1}/proposal-drafts`)}`]: () => {
        drafted = true;
        return { status: 201, body: draft };
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Finn et kompromiss' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Ingen ferdige forslag/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lag et utkast med språkmodell' }));
    const option = await within(dialog).findByTestId('proposal-option');
    expect(within(option).getByText('Forslag laget med KI')).toBeTruthy();
    expect(option.textContent).toContain('Dette betyr: Husleien deles 60/40.');
    expect(
      calls.filter((c) => c.method === 'GET' && c.url === url('/comparison')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('puts both sides of a suggested trade forward', async () => {
    const trade = {
      id: 't1',
      kind: 'concessions' as const,
      text: 'Du gir deg på «Skal husleien deles likt?», Ola på «Skal dere ha vaskeliste?»',
      gives: [
        {
          participantId: 'p1',
          userName: 'Kari',
          isYou: true,
          questionId: Q1,
          questionText: 'Skal husleien deles likt?',
          optionId: `answer:${OLA}`,
        },
        {
          participantId: OLA,
          userName: 'Ola',
          isYou: false,
          questionId: Q2,
          questionText: 'Skal dere ha vaskeliste?',
          optionId: 'answer:e0000000-0000-4000-8000-000000000001',
        },
      ],
    };
    const data = comparison(
      [
        row(Q1, 'Skal husleien deles likt?', { negotiation: negotiationRow() }),
        row(Q2, 'Skal dere ha vaskeliste?', { negotiation: negotiationRow() }),
      ],
      { negotiation: { open: true, trades: [trade], modelDrafts: false } },
    );
    const calls = fakeApi({
      [url('/comparison')]: data,
      [`POST ${url('/proposals')}`]: () => ({ status: 201, body: data }),
    });
    open();
    const suggestion = await screen.findByTestId('trade-suggestion');
    expect(suggestion.textContent).toContain(trade.text);
    fireEvent.click(within(suggestion).getByRole('button', { name: 'Foreslå byttet' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.url === url('/proposals'))).toHaveLength(2),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { questionId: Q1, proposalId: `answer:${OLA}` },
      { questionId: Q2, proposalId: 'answer:e0000000-0000-4000-8000-000000000001' },
    ]);
  });

  it('opens the discussion filtered to the point, tags what is sent there, and shows the whole again', async () => {
    fakeApi({
      [url('/comparison')]: comparison([
        row(Q1, 'Skal husleien deles likt?', { negotiation: negotiationRow() }),
      ]),
    });
    open();
    const ws = await waitFor(() => FakeWebSocket.latest());
    act(() => ws.open());
    const message = (n: number, questionId: string | null): ChatMessage => ({
      id: `c0ffee00-0000-4000-8000-0000000000b${n}`,
      agreementId: id,
      userId: 'u2',
      userName: 'Ola',
      content: `Melding ${n}`,
      createdAt: '2026-01-02T10:00:00.000Z',
      questionId,
    });
    act(() => ws.receive({ type: 'history', messages: [message(1, null), message(2, Q1)] }));

    fireEvent.click(await screen.findByRole('button', { name: 'Finn et kompromiss' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Diskuter dette punktet' }),
    );
    const filter = await screen.findByTestId('chat-filter');
    expect(filter.textContent).toContain('Viser: Skal husleien deles likt?');
    const log = screen.getByRole('log');
    expect(within(log).queryByText('Melding 1')).toBeNull();
    expect(within(log).getByText('Melding 2')).toBeTruthy();
    const input = screen.getByLabelText('Skriv om dette punktet');
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.change(input, { target: { value: 'Hva med etter inntekt?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(ws.frames.at(-1)).toMatchObject({
      type: 'message',
      content: 'Hva med etter inntekt?',
      questionId: Q1,
    });

    fireEvent.click(within(filter).getByRole('button', { name: 'Vis hele diskusjonen' }));
    expect(screen.queryByTestId('chat-filter')).toBeNull();
    expect(within(log).getByText('Melding 1')).toBeTruthy();
    // In the whole discussion a tagged message carries a chip with its question.
    expect(within(log).getByTestId('chat-question-chip').textContent).toBe('Skal husleien deles likt?');
    fireEvent.change(screen.getByLabelText('Skriv en melding'), { target: { value: 'Generelt' } });
    fireEvent.keyDown(screen.getByLabelText('Skriv en melding'), { key: 'Enter' });
    expect(ws.frames.at(-1)).not.toHaveProperty('questionId');
  });
});
