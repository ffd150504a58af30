import type { Comparison } from '@avtalt/contracts';
import { act, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import ComparisonPage from './comparison-page';
import { comparison, id } from './comparison.fixtures';

// Ola has not answered yet: the group status names him.
const [kari, ola] = comparison.participants;
const waitingForOla: Comparison = { ...comparison, participants: [kari, { ...ola, hasResponded: false }] };

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => {
  restoreWebSocket();
  act(() => void i18n.changeLanguage('nb'));
});

describe('ComparisonPage in three languages', () => {
  it('brings its own catalogues: bokmål as before, nynorsk and English once chosen', async () => {
    fakeApi({ [`/api/agreements/${id}/comparison`]: waitingForOla });
    renderRoutes([{ path: '/avtale/:id/sammenligning', element: <ComparisonPage /> }], {
      path: `/avtale/${id}/sammenligning`,
      user: testUser,
    });

    expect(await screen.findByRole('heading', { name: 'Husleie: Resultat runde 1' })).toBeTruthy();
    expect(screen.getByText('1 av 2 har svart')).toBeTruthy();
    // The table, the group status and the chat (a chunk and a namespace of its own) come after.
    expect(await screen.findByRole('heading', { name: 'Diskusjon' })).toBeTruthy();
    expect(screen.getByText('Venter på: Ola')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Spørsmål' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Deg' })).toBeTruthy();
    expect(screen.getByText('Uenige')).toBeTruthy();
    expect(screen.getByLabelText('Bare uenigheter (1)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vi ble ikke enige' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByText('Ventar på: Ola')).toBeTruthy();
    expect(screen.getByText('Usamde')).toBeTruthy();
    expect(screen.getByLabelText('Berre usemjer (1)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vi vart ikkje samde' })).toBeTruthy();
    expect(screen.getByLabelText('Skriv ei melding')).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Husleie: Round 1 results' })).toBeTruthy();
    expect(screen.getByText('Round 1 of 5')).toBeTruthy();
    expect(screen.getByText('1 of 2 have answered')).toBeTruthy();
    expect(screen.getByText('Waiting for: Ola')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Question' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'You' })).toBeTruthy();
    expect(screen.getByText('Disagreed')).toBeTruthy();
    expect(screen.getByLabelText('Only disagreements (1)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Discussion' })).toBeTruthy();
    expect(screen.getByLabelText('Write a message')).toBeTruthy();
  });
});
