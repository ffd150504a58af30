import type { AgreementSummary } from '@avtalt/contracts';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import DashboardPage from './dashboard-page';

const summary = (over: Partial<AgreementSummary>): AgreementSummary => ({
  id: 'a1',
  title: 'Husleie',
  topic: null,
  status: 'in_progress',
  currentRound: 2,
  maxRounds: 5,
  participantCount: 2,
  isInitiator: true,
  updatedAt: '2026-03-03T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  ...over,
});
const routes = [{ path: '/dashboard', element: <DashboardPage /> }];

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('DashboardPage in three languages', () => {
  it('brings its own catalogue: bokmål as the spec words it, nynorsk and English once chosen, plurals and dates included', async () => {
    fakeApi({
      '/api/agreements/active': [
        summary({ waitingFor: ['Anne Hansen', 'Bjørn Berg'] }),
        summary({ id: 'a2', title: 'Bilkjøp', status: 'pending', currentRound: 1, participantCount: 1 }),
      ],
      '/api/agreements/completed': [],
    });
    renderRoutes(routes, { path: '/dashboard', user: testUser });
    const open = await screen.findByRole('link', { name: /Husleie/ });
    const pending = screen.getByRole('link', { name: /Bilkjøp/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Mine avtaler' })).toBeTruthy();
    expect(within(open).getByText('Venter på: Anne Hansen og Bjørn Berg')).toBeTruthy();
    expect(within(open).getByText('2 deltakere')).toBeTruthy();
    expect(within(pending).getByText('1 deltaker')).toBeTruthy();
    expect(within(open).getByText('Oppdatert 3. mars 2026')).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('heading', { level: 1, name: 'Mine avtalar' })).toBeTruthy();
    expect(within(open).getByText('Pågåande')).toBeTruthy();
    expect(within(open).getByText('Ventar på: Anne Hansen og Bjørn Berg')).toBeTruthy();
    expect(within(open).getByText('2 deltakarar')).toBeTruthy();
    expect(within(open).getByText('Hald fram')).toBeTruthy();
    expect(within(pending).getByText('1 deltakar')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pågåande avtalar (2)' })).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'My agreements' })).toBeTruthy();
    expect(within(open).getByText('Round 2 of 5')).toBeTruthy();
    expect(within(open).getByText('Waiting for: Anne Hansen and Bjørn Berg')).toBeTruthy();
    expect(within(open).getByText('2 participants')).toBeTruthy();
    expect(within(open).getByText('Updated 3 March 2026')).toBeTruthy();
    expect(within(open).getByRole('progressbar', { name: 'Progress 66%' })).toBeTruthy();
    expect(within(pending).getByText('1 participant')).toBeTruthy();
    expect(within(pending).getByText('Share again')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Delete agreement' })).toHaveLength(2);
    expect(
      screen.getByText(
        'You have no completed agreements yet. When everyone agrees, the agreement ends up here.',
      ),
    ).toBeTruthy();
  });

  it('links «Lag en ny avtale» inside the sentence of an empty list, in each language', async () => {
    fakeApi({ '/api/agreements/active': [], '/api/agreements/completed': [] });
    renderRoutes(routes, { path: '/dashboard', user: testUser });
    const link = await screen.findByRole('link', { name: 'Lag en ny avtale' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.parentElement?.textContent).toBe('Du har ingen pågående avtaler ennå. Lag en ny avtale');

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('link', { name: 'Lag ein ny avtale' }).parentElement?.textContent).toBe(
      'Du har ingen pågåande avtalar enno. Lag ein ny avtale',
    );
    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('link', { name: 'Make a new agreement' }).getAttribute('href')).toBe('/');
  });
});
