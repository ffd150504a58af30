import type { QuestionTemplate } from '@avtalt/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, testUser } from '../../../test/render';
import { QuestionList } from './question-list';

const topicId = '2f7e0a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const template = (n: number, text: string): QuestionTemplate => ({
  id: `9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6${n}`,
  topicId,
  text,
  type: 'yes_no',
  options: null,
  order: String(n),
  description: null,
  required: true,
  hasLogic: false,
  clauseYes: null,
  clauseNo: null,
  format: null,
  optionClauses: null,
  clauseTemplate: null,
});
const templates = [template(1, 'Skal vi dele bilen?'), template(2, 'Skal vi ha felles forsikring?')];
const REASON = 'Kildespørsmålet må komme før spørsmålet';

/**
 * jsdom lays nothing out: give each card a place in a column (100px apart, 90px tall) so dnd-kit's
 * keyboard drag can measure them, as in a browser.
 */
function layOutCards() {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const card = this.closest('li[aria-label]');
    const index = card ? [...(card.parentElement?.children ?? [])].indexOf(card) : 0;
    const top = card ? index * 100 : 0;
    const height = card ? 90 : 0;
    return { x: 0, y: top, top, left: 0, width: 600, height, right: 600, bottom: top + height, toJSON: () => ({}) } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = layOutCards();
});
afterEach(() => restoreLayout());

/** Lifts the second card with Space, moves it up with the arrow key, drops it with Space. */
async function dragSecondCardUp() {
  const handle = screen.getAllByRole('button', { name: 'Flytt spørsmål' })[1];
  handle.focus();
  fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  for (let i = 0; i < 2; i++) {
    fireEvent.keyDown(document, { key: 'ArrowUp', code: 'ArrowUp' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  fireEvent.keyDown(document, { key: ' ', code: 'Space' });
}

describe('QuestionList reorder', () => {
  it("shows the server's reason for a refused reorder in the toast and in the status region", async () => {
    const calls = fakeApi({
      [`/api/admin/topics/${topicId}/templates`]: templates,
      [`POST /api/admin/topics/${topicId}/templates/order`]: () => ({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: REASON },
      }),
    });
    renderRoutes([{ path: '/', element: <QuestionList topicId={topicId} templates={templates} isLoading={false} error={null} /> }], {
      path: '/',
      user: { ...testUser, isAdmin: true },
    });

    await dragSecondCardUp();

    const sent = await waitFor(() => {
      const call = calls.find((c) => c.method === 'POST' && c.url.endsWith('/templates/order'));
      expect(call).toBeTruthy();
      return call;
    });
    expect(sent?.body).toEqual([
      { id: templates[1].id, order: '1' },
      { id: templates[0].id, order: '2' },
    ]);
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(REASON);
    expect(toast.textContent).not.toContain('Kunne ikke oppdatere rekkefølgen');
    expect(screen.getByTestId('reorder-outcome').textContent).toBe(`Rekkefølgen ble ikke endret: ${REASON}`);
    expect(screen.getByTestId('reorder-outcome').getAttribute('role')).toBe('status');
  });

  it('says the generic text only when the server gives no reason (an answer without a JSON body)', async () => {
    fakeApi({ [`/api/admin/topics/${topicId}/templates`]: templates });
    renderRoutes([{ path: '/', element: <QuestionList topicId={topicId} templates={templates} isLoading={false} error={null} /> }], {
      path: '/',
      user: { ...testUser, isAdmin: true },
    });
    await dragSecondCardUp();
    // The fake answers 404 without a body for the unknown route: no server message.
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Kunne ikke oppdatere rekkefølgen på spørsmålene.');
    expect(screen.getByTestId('reorder-outcome').textContent).toBe('Rekkefølgen ble ikke endret: Kunne ikke oppdatere rekkefølgen på spørsmålene.');
  });
});
