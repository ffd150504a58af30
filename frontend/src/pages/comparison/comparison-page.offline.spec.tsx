import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import ComparisonPage from './comparison-page';
import { comparison, id } from './comparison.fixtures';

// The parts the page loads when they are used cannot be loaded, as a dynamic import fails offline or after
// a new deploy replaced the chunk. (A file of its own: React.lazy keeps a module once it has loaded it.)
jest.mock('./comparison-chat', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
jest.mock('../../components/confirm-dialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = installFakeWebSocket();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreWebSocket();
  jest.restoreAllMocks();
});

it('says what could not be loaded, with a reload button, and keeps the rest of the page usable', async () => {
  fakeApi({ [`/api/agreements/${id}/comparison`]: comparison });
  renderRoutes([{ path: '/avtale/:id/sammenligning', element: <ComparisonPage /> }], {
    path: `/avtale/${id}/sammenligning`,
    user: testUser,
  });

  // The chat: its place says so; the heading, the table and the actions are still there.
  const chat = await screen.findByRole('alert');
  expect(chat.textContent).toContain('Diskusjonen kunne ikke lastes.');
  expect(within(chat).getByRole('button', { name: 'Last siden på nytt' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Husleie: Resultat runde 1' })).toBeTruthy();
  expect(screen.getByRole('table')).toBeTruthy();

  // A confirm dialog: the page is not replaced by an error screen.
  fireEvent.click(screen.getByRole('button', { name: 'Vi ble ikke enige' }));
  expect((await screen.findByText('Kunne ikke åpne dialogen.')).closest('[role="alert"]')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Husleie: Resultat runde 1' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Start neste runde' })).toBeTruthy();
});
