import type { Agreement, AgreementQuestion, Participant } from '@avtalt/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { agreementQuestion, serveQuestionFlow } from '../../test/question-flow';
import { renderRoutes, testUser } from '../../test/render';
import QuestionFlowPage from './question-flow-page';

/** "Dette betyr:" in the question flow (issue 15): what each answer commits to, read before answering. */

const id = 'a1b2c3d4-0000-4000-8000-000000000003';
const Q_ACCOUNT = 'd0000000-0000-4000-8000-000000000001';
const Q_SPLIT = 'd0000000-0000-4000-8000-000000000002';
const Q_RENT = 'd0000000-0000-4000-8000-000000000003';
const Q_PLAIN = 'd0000000-0000-4000-8000-000000000004';

const base = (over: Partial<AgreementQuestion>): AgreementQuestion =>
  agreementQuestion({ id: Q_ACCOUNT, ...over });
const account = base({
  text: 'Skal dere ha en felles konto?',
  clauseYes: 'Partene skal ha en felles konto til felles utgifter.',
  clauseNo: 'Partene skal ikke ha en felles konto; hver betaler sin del fra egen konto.',
});
const split = base({
  id: Q_SPLIT,
  order: 2,
  text: 'Hvordan deles husleien?',
  type: 'multiple_choice',
  options: ['Likt', 'Etter inntekt', 'Annet'],
  optionClauses: ['Husleien deles likt.', 'Husleien deles etter inntekt.', null],
});
const rent = base({
  id: Q_RENT,
  order: 3,
  text: 'Hvor mye er husleien?',
  type: 'free_text',
  format: 'amount',
  clauseTemplate: 'Husleien er {{svar}} per måned.',
});
const plain = base({ id: Q_PLAIN, order: 4, text: 'Har dere husdyr?' });
const lender = base({
  id: Q_RENT,
  order: 3,
  text: 'Hvem låner ut pengene?',
  type: 'free_text',
  format: 'party',
  clauseTemplate: '{{svar}} låner ut pengene til de andre partene.',
});
const purpose = base({
  id: Q_RENT,
  order: 3,
  text: 'Hva skal lånet brukes til?',
  type: 'free_text',
  format: 'text',
  clauseTemplate: 'Lånet skal brukes til {{svar}}.',
});

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
  currentRound: 1,
  participants: [me],
  viewer: { id: testUser.id, anonymous: false },
} as unknown as Agreement;

function serve(questions: AgreementQuestion[]) {
  return serveQuestionFlow(id, questions, agreement, {
    title: 'Husleie',
    currentRound: 1,
    participants: [],
    questionAnswers: [],
  });
}

const routes = [{ path: '/avtale/:id/sporsmal', element: <QuestionFlowPage /> }];
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

let restoreWebSocket: () => void;
beforeEach(() => {
  sessionStorage.clear();
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

describe('QuestionFlowPage shows what each answer means ("Dette betyr")', () => {
  it('shows both what Ja means and what Nei means before answering a yes/no question', async () => {
    serve([account, plain]);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });
    expect(await screen.findByText('Skal dere ha en felles konto?')).toBeTruthy();
    const clauses = screen.getByRole('region', { name: 'Dette betyr:' });
    const items = within(clauses).getAllByRole('listitem').map(text);
    expect(items).toEqual([
      'Ja: Partene skal ha en felles konto til felles utgifter.',
      'Nei: Partene skal ikke ha en felles konto; hver betaler sin del fra egen konto.',
    ]);
  });

  it('shows nothing for a question whose answers produce no clause', async () => {
    serve([plain]);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });
    expect(await screen.findByText('Har dere husdyr?')).toBeTruthy();
    expect(screen.queryByText('Dette betyr:')).toBeNull();
  });

  it('lists the clause of each option of a choice, and none for an option without one', async () => {
    serve([split, plain]);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });
    expect(await screen.findByText('Hvordan deles husleien?')).toBeTruthy();
    const clauses = screen.getByRole('region', { name: 'Dette betyr:' });
    expect(within(clauses).getAllByRole('listitem').map(text)).toEqual([
      'Likt: Husleien deles likt.',
      'Etter inntekt: Husleien deles etter inntekt.',
    ]);
  });

  it('fills the amount into the clause live as it is typed, … while empty or invalid', async () => {
    serve([rent, plain]);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });
    expect(await screen.findByText('Hvor mye er husleien?')).toBeTruthy();
    const preview = screen.getByTestId('value-clause');
    expect(preview.getAttribute('aria-live')).toBe('polite');
    expect(text(preview)).toBe('Dette betyr: Husleien er … per måned.');

    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '12000' } });
    expect(text(screen.getByTestId('value-clause'))).toBe('Dette betyr: Husleien er 12 000 kr per måned.');

    fireEvent.change(input, { target: { value: '12 000 abc' } });
    expect(text(screen.getByTestId('value-clause'))).toBe('Dette betyr: Husleien er … per måned.');
  });

  it("words the caller's own party choice «Du», never «Meg selv» (issue 34)", async () => {
    serve([lender, plain]);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });
    expect(await screen.findByText('Hvem låner ut pengene?')).toBeTruthy();
    // Before a choice: the placeholder, and no full stop doubled after it.
    expect(text(screen.getByTestId('value-clause'))).toBe(
      'Dette betyr: … låner ut pengene til de andre partene.',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Meg selv (Anne Hansen)' }));
    expect(text(screen.getByTestId('value-clause'))).toBe(
      'Dette betyr: Du låner ut pengene til de andre partene.',
    );
  });

  it('says under a text field when a capital will stand inside the sentence (issue 34)', async () => {
    serve([purpose, plain]);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });
    const input = await screen.findByRole('textbox');
    fireEvent.change(input, { target: { value: 'Kjøp av brukt bil' } });
    expect(
      screen.getByText(
        'Teksten står midt i en setning. Skriv liten forbokstav hvis det første ordet ikke er et navn.',
      ),
    ).toBeTruthy();
    expect(text(screen.getByTestId('value-clause'))).toBe(
      'Dette betyr: Lånet skal brukes til Kjøp av brukt bil.',
    );
    fireEvent.change(input, { target: { value: 'kjøp av brukt bil' } });
    expect(screen.queryByText(/Skriv liten forbokstav/)).toBeNull();
  });
});
