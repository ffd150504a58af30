import type { Agreement } from '@avtalt/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { agreementQuestion, serveQuestionFlow } from '../../test/question-flow';
import { renderRoutes, testUser } from '../../test/render';
import QuestionFlowPage from './question-flow-page';

const id = 'a1b2c3d4-0000-4000-8000-000000000077';
const questions = [
  agreementQuestion({ id: 'q1', order: 1, text: 'Skal husleien deles likt?' }),
  agreementQuestion({
    id: 'q2',
    order: 2,
    text: 'Hvem betaler strømmen?',
    type: 'free_text',
    format: 'party',
  }),
];
const agreement = {
  id,
  title: 'Husleie',
  status: 'pending',
  currentRound: 1,
  participants: [],
} as unknown as Agreement;
const comparison = {
  title: 'Husleie',
  currentRound: 1,
  participants: [],
  questionAnswers: [
    {
      questionId: 'q1',
      questionText: 'Skal husleien deles likt?',
      type: 'yes_no',
      options: null,
      format: null,
      status: 'pending',
      answers: [{ participantId: 'p', userId: 'u', userName: 'Ola', response: true, display: 'Ja' }],
    },
  ],
};
const routes = [{ path: '/avtale/:id/sporsmal', element: <QuestionFlowPage /> }];

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => {
  restoreWebSocket();
  act(() => void i18n.changeLanguage('nb'));
});

describe('QuestionFlow in three languages', () => {
  it('brings its own catalogue: bokmål as before, nynorsk and English once chosen', async () => {
    serveQuestionFlow(id, questions, agreement, comparison);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    expect(await screen.findByText('Spørsmål 1 av 2')).toBeTruthy();
    expect(screen.getByText('Dine svar')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Fremdrift' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ja' })).toBeTruthy();
    expect(screen.getByText('1 har svart Ja')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hopp over' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByText('Svara dine')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Framdrift' })).toBeTruthy();
    expect(screen.getByText('Spørsmål 1 av 2')).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByText('Your answers')).toBeTruthy();
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    expect(screen.getByText('1 person answered Yes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy();

    // The party question's choices follow the language too.
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Question 2 of 2')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Choose a party' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Myself' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'The other party' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send answers' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('radio', { name: 'Meg sjølv' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send svar' })).toBeTruthy();
  });

  it('asks a catalogue question in the reader’s language and answers with the stored option', async () => {
    const rent = agreementQuestion({
      id: 'q1',
      order: 1,
      text: 'Hvordan deles husleien?',
      description: 'Tenk på inntektene.',
      type: 'multiple_choice',
      options: ['Likt', 'Etter inntekt'],
      optionClauses: ['Husleien deles likt.', 'Husleien deles etter inntekt.'],
      wordings: {
        nn: { text: 'Korleis skal husleiga delast?', options: ['Likt', 'Etter inntekt'] },
        en: {
          text: 'How is the rent shared?',
          description: 'Think of the incomes.',
          options: ['Equally', 'By income'],
        },
      },
    });
    const calls = serveQuestionFlow(id, [rent], agreement, { ...comparison, questionAnswers: [] });
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    expect(await screen.findByRole('heading', { name: 'Hvordan deles husleien?' })).toBeTruthy();
    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('heading', { name: 'Korleis skal husleiga delast?' })).toBeTruthy();
    // No nynorsk help text: the bokmål one is shown rather than none.
    expect(screen.getByText('Tenk på inntektene.')).toBeTruthy();
    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { name: 'How is the rent shared?' })).toBeTruthy();
    expect(screen.getByText('Think of the incomes.')).toBeTruthy();
    expect(screen.getByText('By income:')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'By income' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === `/api/agreements/${id}/answers`)?.body).toEqual({
        answers: { q1: 'Etter inntekt' },
      }),
    );
  });
});
