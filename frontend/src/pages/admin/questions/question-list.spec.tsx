import type { QuestionTemplate } from '@avtalt/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height,
      right: 600,
      bottom: top + height,
      toJSON: () => ({}),
    } as DOMRect;
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

const tick = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** Lifts the card of `text` with Space, presses `key` `times` times, drops it with Space. */
async function dragByKeyboard(text: string, key: 'ArrowUp' | 'ArrowDown', times: number) {
  const handle = screen.getByRole('button', { name: `Flytt spørsmål: ${text}` });
  handle.focus();
  fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
  await tick();
  for (let i = 0; i < times; i++) {
    fireEvent.keyDown(document, { key, code: key });
    await tick();
  }
  fireEvent.keyDown(document, { key: ' ', code: 'Space' });
}

/** Lifts the second card, moves it up one place, drops it. */
const dragSecondCardUp = () => dragByKeyboard(templates[1].text, 'ArrowUp', 1);

function renderList(
  list: QuestionTemplate[] = templates,
  props: Partial<Parameters<typeof QuestionList>[0]> = {},
) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <QuestionList topicId={topicId} templates={list} isLoading={false} error={null} {...props} />
        ),
      },
    ],
    { path: '/', user: { ...testUser, isAdmin: true } },
  );
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
    renderRoutes(
      [
        {
          path: '/',
          element: <QuestionList topicId={topicId} templates={templates} isLoading={false} error={null} />,
        },
      ],
      {
        path: '/',
        user: { ...testUser, isAdmin: true },
      },
    );

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
    renderRoutes(
      [
        {
          path: '/',
          element: <QuestionList topicId={topicId} templates={templates} isLoading={false} error={null} />,
        },
      ],
      {
        path: '/',
        user: { ...testUser, isAdmin: true },
      },
    );
    await dragSecondCardUp();
    // The fake answers 404 without a body for the unknown route: no server message.
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Kunne ikke oppdatere rekkefølgen på spørsmålene.');
    expect(screen.getByTestId('reorder-outcome').textContent).toBe(
      'Rekkefølgen ble ikke endret: Kunne ikke oppdatere rekkefølgen på spørsmålene.',
    );
  });
});

describe('QuestionList keyboard reordering and handles', () => {
  const three = [...templates, template(3, 'Skal vi ha felles hund?')];

  it('names each handle after its question', () => {
    fakeApi({});
    renderList(three);
    expect(
      screen.getAllByRole('button', { name: /^Flytt spørsmål: / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Flytt spørsmål: Skal vi dele bilen?',
      'Flytt spørsmål: Skal vi ha felles forsikring?',
      'Flytt spørsmål: Skal vi ha felles hund?',
    ]);
  });

  it('moves a card one place per arrow key', async () => {
    const calls = fakeApi({
      [`POST /api/admin/topics/${topicId}/templates/order`]: (body: unknown) => ({ status: 200, body }),
    });
    renderList(three);
    await dragByKeyboard(three[0].text, 'ArrowDown', 1);
    const sent = await waitFor(() => {
      const call = calls.find((c) => c.method === 'POST');
      expect(call).toBeTruthy();
      return call;
    });
    expect(sent?.body).toEqual([
      { id: three[1].id, order: '1' },
      { id: three[0].id, order: '2' },
      { id: three[2].id, order: '3' },
    ]);
  });
});

describe('QuestionList: a new question and deleting one', () => {
  it('scrolls to the new card, focuses its heading and marks it', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      fakeApi({});
      renderList(templates, { createdId: templates[1].id });
      const heading = screen.getByRole('heading', { name: templates[1].text });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(scrolled).toEqual([heading]);
      expect(
        within(screen.getByRole('listitem', { name: templates[1].text })).getByText('Nytt'),
      ).toBeTruthy();
      expect(
        within(screen.getByRole('listitem', { name: templates[0].text })).queryByText('Nytt'),
      ).toBeNull();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('names the question in the delete confirmation', async () => {
    fakeApi({});
    renderList();
    fireEvent.click(
      within(screen.getByRole('listitem', { name: templates[1].text })).getByRole('button', {
        name: 'Slett',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Er du sikker?' });
    expect(dialog.textContent).toContain(
      'Dette vil slette spørsmålet «Skal vi ha felles forsikring?» permanent. Denne handlingen kan ikke angres.',
    );
  });
});
