import type { AgreementSummary } from '@avtalt/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import DashboardPage from './dashboard-page';

const summary = (over: Partial<AgreementSummary>): AgreementSummary => ({
  id: 'a1',
  title: 'Husleie',
  topic: 'Husleie',
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

describe('DashboardPage', () => {
  it('shows the cards with status, round and where they lead; delete only for the initiator', async () => {
    fakeApi({
      '/api/agreements/active': [
        summary({}),
        summary({
          id: 'a2',
          title: 'Bilkjøp',
          topic: null,
          status: 'pending',
          isInitiator: false,
          currentRound: 1,
        }),
      ],
      '/api/agreements/completed': [],
    });
    renderRoutes(routes, { path: '/dashboard', user: testUser });

    const link = await screen.findByRole('link', { name: /Husleie/ });
    expect(link.getAttribute('href')).toBe('/avtale/a1/sammenligning');
    expect(within(link).getByText('Pågående')).toBeTruthy();
    expect(within(link).getByText('Runde 2 av 5')).toBeTruthy();
    expect(within(link).getByText('Fortsett')).toBeTruthy();
    const pending = screen.getByRole('link', { name: /Bilkjøp/ });
    expect(pending.getAttribute('href')).toBe('/avtale/a2/del');
    expect(within(pending).getByText('Del på nytt')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Slett avtale' })).toHaveLength(1);
    expect(
      screen.getByText('Du har ingen fullførte avtaler ennå. Når alle er enige, havner avtalen her.'),
    ).toBeTruthy();
  });

  it('says what is true: 0 % before any answer, «Se avtalen» and no round once signed, «Avsluttet» once ended, whom it waits for', async () => {
    fakeApi({
      '/api/agreements/active': [
        summary({
          id: 'draft',
          title: 'Utkast',
          topic: null,
          status: 'pending',
          currentRound: 1,
          participantCount: 0,
        }),
        summary({ id: 'open', title: 'Husleie', currentRound: 2, waitingFor: ['Bjørn Berg'] }),
      ],
      '/api/agreements/completed': [
        summary({ id: 'done', title: 'Lån', topic: null, status: 'signed', currentRound: 2 }),
        summary({
          id: 'ended',
          title: 'Hytta',
          topic: null,
          status: 'signed',
          versionNumber: 2,
          endsOn: '2026-12-01',
        }),
      ],
    });
    renderRoutes(routes, { path: '/dashboard', user: testUser });

    const draft = await screen.findByRole('link', { name: /Utkast/ });
    expect(within(draft).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(within(draft).getByText('0 deltakere')).toBeTruthy();
    const open = screen.getByRole('link', { name: /Husleie/ });
    expect(within(open).getByText('Venter på: Bjørn Berg')).toBeTruthy();
    const done = screen.getByRole('link', { name: /Lån/ });
    expect(within(done).getByText('Se avtalen')).toBeTruthy();
    expect(within(done).queryByText(/Runde/)).toBeNull();
    expect(within(done).queryByText('Vis PDF')).toBeNull();
    expect(within(done).getByText('Signert')).toBeTruthy();
    // A signed version that ends the agreement is badged as ended, not as signed.
    const ended = screen.getByRole('link', { name: /Hytta/ });
    expect(within(ended).getByText('Avsluttet')).toBeTruthy();
    expect(within(ended).queryByText('Signert')).toBeNull();
    expect(screen.getByRole('region', { name: 'Fullførte avtaler (2)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pågående avtaler (2)' })).toBeTruthy();
  });

  it('deletes after confirmation', async () => {
    const calls = fakeApi({
      '/api/agreements/active': [summary({})],
      '/api/agreements/completed': [],
      'DELETE /api/agreements/a1': () => ({ status: 204 }),
    });
    renderRoutes(routes, { path: '/dashboard', user: testUser });

    fireEvent.click(await screen.findByRole('button', { name: 'Slett avtale' }));
    const dialog = screen.getByRole('dialog', { name: 'Bekreft sletting' });
    expect(
      within(dialog).getByText(
        'Er du sikker på at du vil slette avtalen "Husleie"? Denne handlingen kan ikke angres.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slett' }));

    expect(await screen.findByText('Avtalen er slettet')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/agreements/a1')).toBe(true);
    expect(await screen.findByText(/Du har ingen pågående avtaler ennå/)).toBeTruthy();
  });

  it('shows the server message when deleting fails', async () => {
    fakeApi({
      '/api/agreements/active': [summary({})],
      '/api/agreements/completed': [],
      'DELETE /api/agreements/a1': () => ({
        status: 403,
        body: { message: 'Bare den som startet avtalen kan slette den' },
      }),
    });
    renderRoutes(routes, { path: '/dashboard', user: testUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Slett avtale' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Slett' }));
    expect(await screen.findByText('Feil ved sletting av avtale')).toBeTruthy();
    expect(screen.getByText('Bare den som startet avtalen kan slette den')).toBeTruthy();
  });
});
