import type { Agreement } from '@avtalt/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
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
});
