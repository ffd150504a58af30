import type { Agreement, AgreementQuestion, Participant } from '@avtalt/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { agreementQuestion, serveQuestionFlow } from '../../test/question-flow';
import { renderRoutes, testUser } from '../../test/render';
import QuestionFlowPage from './question-flow-page';

/**
 * Issue 15 in the question flow (docs/legal-document.md): a fact someone else filled in is offered to
 * confirm with 'Det stemmer'; the question's subject shows above it; "Dette betyr" is worded for the
 * number of parties ('den andre parten' with two).
 */

const id = 'a1b2c3d4-0000-4000-8000-000000000015';
const Q_ADDRESS = 'e0000000-0000-4000-8000-000000000001';
const Q_AMOUNT = 'e0000000-0000-4000-8000-000000000002';
const Q_SALE = 'e0000000-0000-4000-8000-000000000003';

const base = (over: Partial<AgreementQuestion>): AgreementQuestion =>
  agreementQuestion({ id: Q_ADDRESS, ...over });

const kari: Participant = {
  id: 'b0000000-0000-4000-8000-00000000000b',
  userId: 'c0000000-0000-4000-8000-00000000000c',
  userName: 'Kari Nordmann',
  hasResponded: true,
  isAnonymous: false,
  isYou: false,
  canRemove: false,
};
const address = base({
  text: 'Hva er adressen til boligen?',
  type: 'free_text',
  format: 'text',
  section: 'Boligen',
  fact: true,
  clauseTemplate: 'Boligen ligger i {{svar}}.',
  suggestion: {
    participantId: kari.id,
    userName: 'Kari Nordmann',
    response: 'Storgata 1, 0150 Oslo',
    display: 'Storgata 1, 0150 Oslo',
  },
});
const amount = base({
  id: Q_AMOUNT,
  order: 2,
  text: 'Hvor mye lånes ut?',
  type: 'free_text',
  format: 'amount',
  fact: true,
  suggestion: {
    participantId: kari.id,
    userName: 'Kari Nordmann',
    response: 50000,
    display: '50\u00a0000 kr',
  },
});
const sale = base({
  id: Q_SALE,
  order: 3,
  text: 'Skal boligen kunne selges?',
  section: 'Salg',
  clauseYes: 'Boligen kan selges når alle partene er enige, og de andre partene har forkjøpsrett.',
  clauseNo: 'Boligen skal ikke selges uten at alle partene samtykker skriftlig.',
});

/** Kari has joined; the caller (testUser) has not yet submitted, so they are not among the participants. */
const agreement = (expectedParticipants = 2) =>
  ({
    id,
    title: 'Felles bolig',
    status: 'in_progress',
    currentRound: 1,
    expectedParticipants,
    participants: [kari],
    viewer: { id: testUser.id, anonymous: false },
  }) as unknown as Agreement;

function serve(questions: AgreementQuestion[], expected = 2) {
  const comparison = {
    title: 'Felles bolig',
    currentRound: 1,
    expectedParticipants: expected,
    participants: [kari],
    questionAnswers: [],
  };
  return serveQuestionFlow(id, questions, agreement(expected), comparison);
}

const routes = [
  { path: '/avtale/:id/sporsmal', element: <QuestionFlowPage /> },
  { path: '/avtale/:id/del', element: <p>delt</p> },
];
const path = `/avtale/${id}/sporsmal`;
const plain = (el: HTMLElement) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

let restoreWebSocket: () => void;
beforeEach(() => {
  sessionStorage.clear();
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

describe('QuestionFlowPage: facts someone else filled in', () => {
  it("shows what the other filled in, and 'Det stemmer' saves the same answer and moves on", async () => {
    const calls = serve([address, sale]);
    renderRoutes(routes, { path, user: testUser });
    expect(await screen.findByText('Hva er adressen til boligen?')).toBeTruthy();
    const region = screen.getByRole('region', {
      name: 'Kari Nordmann har fylt inn: «Storgata 1, 0150 Oslo»',
    });
    // The normal input stays, to write something else.
    expect(screen.getByRole('textbox', { name: 'Ditt svar' })).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Det stemmer' }));
    expect(await screen.findByText('Skal boligen kunne selges?')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        {
          method: 'POST',
          url: `/api/agreements/${id}/questions/${Q_ADDRESS}/answers`,
          body: { response: 'Storgata 1, 0150 Oslo' },
        },
      ]),
    );
  });

  it('lets the caller write something else instead', async () => {
    const calls = serve([address, sale]);
    renderRoutes(routes, { path, user: testUser });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Ditt svar' }), {
      target: { value: 'Storgata 3, 0150 Oslo' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Neste' }));
    expect(await screen.findByText('Skal boligen kunne selges?')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { response: 'Storgata 3, 0150 Oslo' },
      ]),
    );
  });

  it("'Det stemmer' on the last question sends the suggested value with the final answers", async () => {
    const calls = serve([amount]);
    renderRoutes(routes, { path, user: testUser });
    const region = await screen.findByRole('region', { name: /^Kari Nordmann har fylt inn:/ });
    expect(plain(region)).toContain('Kari Nordmann har fylt inn: «50 000 kr»');
    fireEvent.click(within(region).getByRole('button', { name: 'Det stemmer' }));
    expect(await screen.findByText('delt')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/agreements/${id}/answers`, body: { answers: { [Q_AMOUNT]: 50000 } } },
    ]);
  });

  it('offers nothing to confirm on a question without a suggestion', async () => {
    serve([{ ...address, suggestion: null }, sale]);
    renderRoutes(routes, { path, user: testUser });
    expect(await screen.findByText('Hva er adressen til boligen?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Det stemmer' })).toBeNull();
    expect(screen.queryByText(/har fylt inn/)).toBeNull();
  });

  it("shows the question's subject above it", async () => {
    serve([address, sale]);
    renderRoutes(routes, { path, user: testUser });
    expect(await screen.findByText('Hva er adressen til boligen?')).toBeTruthy();
    expect(screen.getByTestId('question-section').textContent).toBe('Boligen');
  });
});

describe('QuestionFlowPage words "Dette betyr" for the number of parties', () => {
  it("says 'den andre parten' and 'begge partene' when the agreement is between two", async () => {
    serve([sale]);
    renderRoutes(routes, { path, user: testUser });
    const clauses = await screen.findByRole('region', { name: 'Dette betyr:' });
    expect(within(clauses).getAllByRole('listitem').map(plain)).toEqual([
      'Ja: Boligen kan selges når begge partene er enige, og den andre parten har forkjøpsrett.',
      'Nei: Boligen skal ikke selges uten at begge partene samtykker skriftlig.',
    ]);
  });

  it('keeps the plural when three are expected', async () => {
    serve([sale], 3);
    renderRoutes(routes, { path, user: testUser });
    const clauses = await screen.findByRole('region', { name: 'Dette betyr:' });
    expect(within(clauses).getAllByRole('listitem').map(plain)).toEqual([
      'Ja: Boligen kan selges når alle partene er enige, og de andre partene har forkjøpsrett.',
      'Nei: Boligen skal ikke selges uten at alle partene samtykker skriftlig.',
    ]);
  });

  it('words the live value clause too', async () => {
    serve([{ ...address, suggestion: null, clauseTemplate: 'Alle partene bor i {{svar}}.' }, sale]);
    renderRoutes(routes, { path, user: testUser });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Ditt svar' }), {
      target: { value: 'Storgata 1' },
    });
    expect(plain(screen.getByTestId('value-clause'))).toBe('Dette betyr: Begge partene bor i Storgata 1.');
  });
});
