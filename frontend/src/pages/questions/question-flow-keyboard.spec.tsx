import type { Agreement, AgreementQuestion } from '@avtalt/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import QuestionFlowPage from './question-flow-page';

/** Keyboard and screen-reader use of the question flow (issue 16, docs/accessibility.md). */
const id = 'a1b2c3d4-0000-4000-8000-000000000002';
const q = (n: number): AgreementQuestion => ({
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
});
const agreement = {
  id,
  title: 'Husleie',
  status: 'pending',
  currentRound: 1,
  participants: [],
} as unknown as Agreement;

function serve() {
  return fakeApi({
    [`/api/agreements/${id}/questions`]: [q(1), q(2), q(3)],
    [`/api/agreements/${id}`]: agreement,
    [`/api/agreements/${id}/comparison`]: {
      title: 'Husleie',
      currentRound: 1,
      participants: [],
      questionAnswers: [],
    },
    [`POST /api/agreements/${id}/questions/q1/answers`]: () => ({ status: 204 }),
    [`POST /api/agreements/${id}/questions/q2/answers`]: () => ({ status: 204 }),
  });
}

const heading = () => document.getElementById('question-text');
const announcement = () => screen.getByTestId('question-announcement');

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

describe('QuestionFlowPage with the keyboard', () => {
  it('focuses the question heading when the flow opens and after each answer, and announces the new question', async () => {
    serve();
    renderRoutes([{ path: '/avtale/:id/sporsmal', element: <QuestionFlowPage /> }], {
      path: `/avtale/${id}/sporsmal`,
      user: testUser,
    });

    await screen.findByRole('heading', { name: 'Spørsmål nummer 1?' });
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    expect(heading()?.getAttribute('tabindex')).toBe('-1');
    expect(announcement().getAttribute('role')).toBe('status');
    expect(announcement().textContent).toBe('Spørsmål 1: Spørsmål nummer 1?');

    const ja = screen.getByRole('button', { name: 'Ja' });
    ja.focus();
    fireEvent.click(ja);
    await screen.findByRole('heading', { name: 'Spørsmål nummer 2?' });
    expect(document.activeElement).toBe(heading());
    expect(announcement().textContent).toBe('Spørsmål 2: Spørsmål nummer 2?');

    // Skipping moves on the same way.
    const skip = screen.getByRole('button', { name: 'Hopp over' });
    skip.focus();
    fireEvent.click(skip);
    await screen.findByRole('heading', { name: 'Spørsmål nummer 3?' });
    expect(document.activeElement).toBe(heading());
    expect(announcement().textContent).toBe('Spørsmål 3: Spørsmål nummer 3?');
  });

  it('keeps focus on "Tilbake" while it can go further back, and moves it to the heading when it becomes disabled', async () => {
    serve();
    renderRoutes([{ path: '/avtale/:id/sporsmal', element: <QuestionFlowPage /> }], {
      path: `/avtale/${id}/sporsmal`,
      user: testUser,
    });
    await screen.findByRole('heading', { name: 'Spørsmål nummer 1?' });
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    await screen.findByRole('heading', { name: 'Spørsmål nummer 2?' });
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    await screen.findByRole('heading', { name: 'Spørsmål nummer 3?' });

    const back = screen.getByRole('button', { name: 'Tilbake' });
    back.focus();
    fireEvent.click(back);
    await screen.findByRole('heading', { name: 'Spørsmål nummer 2?' });
    expect(document.activeElement).toBe(back);
    expect(announcement().textContent).toBe('Spørsmål 2: Spørsmål nummer 2?');

    fireEvent.click(back);
    await screen.findByRole('heading', { name: 'Spørsmål nummer 1?' });
    expect(back.hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(heading());
  });

  it('cancels repeated Enter and Space presses (a held key), but not the first press or typing', async () => {
    serve();
    renderRoutes([{ path: '/avtale/:id/sporsmal', element: <QuestionFlowPage /> }], {
      path: `/avtale/${id}/sporsmal`,
      user: testUser,
    });
    await screen.findByRole('heading', { name: 'Spørsmål nummer 1?' });
    const ja = screen.getByRole('button', { name: 'Ja' });

    // fireEvent returns false when a handler called preventDefault (the browser then does not click).
    expect(fireEvent.keyDown(ja, { key: 'Enter', repeat: true })).toBe(false);
    expect(fireEvent.keyDown(ja, { key: ' ', repeat: true })).toBe(false);
    expect(fireEvent.keyDown(ja, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(ja, { key: 'Tab', repeat: true })).toBe(true);
  });
});
