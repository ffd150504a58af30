import type { Agreement } from '@avtalt/contracts';
import { act, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import InvitationPage from './invitation-page';
import { invitationNotice } from './invitation.rules';

const id = 'feed0000-0000-4000-8000-000000000101';
const agreement = {
  id,
  title: 'Husleie',
  topic: 'Husleie',
  description: '',
  status: 'pending',
  currentRound: 1,
  initiatorName: '',
  isInitiator: false,
  participants: [],
  viewer: { id: 'anon-1', anonymous: true },
} as unknown as Agreement;
const routes = [{ path: '/avtale/:id', element: <InvitationPage /> }];

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('InvitationPage in three languages', () => {
  it('brings its own catalogue: bokmål as the spec words it, nynorsk and English once chosen', async () => {
    fakeApi({ [`/api/agreements/${id}`]: agreement });
    renderRoutes(routes, { path: `/avtale/${id}`, user: null });
    expect(await screen.findByText('Du er invitert til å delta i en avtale')).toBeTruthy();
    expect(screen.getByText('En annen bruker')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start å svare' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByText('Du er invitert til å vere med i ein avtale')).toBeTruthy();
    expect(screen.getByText('Ein annan brukar')).toBeTruthy();
    expect(
      screen.getByText(/^Juridisk merknad: Svara dine blir delte med dei andre deltakarane/),
    ).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByText('You are invited to take part in an agreement')).toBeTruthy();
    expect(screen.getByText('Invited by')).toBeTruthy();
    expect(screen.getByText('Another user')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start answering' }).getAttribute('href')).toBe(
      `/avtale/${id}/sporsmal`,
    );
  });

  it('says why a newcomer cannot answer in the language in use, with the round in it', async () => {
    fakeApi({ [`/api/agreements/${id}`]: { ...agreement, currentRound: 3, status: 'in_progress' } });
    act(() => void i18n.changeLanguage('nn'));
    renderRoutes(routes, { path: `/avtale/${id}`, user: null });
    expect(await screen.findByText('Avtalen er i gang')).toBeTruthy();
    expect(
      screen.getByText('Avtalen er i runde 3. Berre dei som svarte i første runde, kan vere med vidare.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sjå samanlikninga' })).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(invitationNotice('closed', { status: 'disagreement', currentRound: 2 })).toEqual({
      title: 'The agreement has ended',
      text: 'The participants did not reach agreement, and the agreement is no longer accepting answers.',
    });
  });
});
