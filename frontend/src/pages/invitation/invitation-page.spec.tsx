import type { Agreement } from '@avtalt/contracts';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import InvitationPage from './invitation-page';

const id = 'feed0000-0000-4000-8000-000000000001';
const agreement = {
  id,
  title: 'Husleie',
  topic: 'Husleie',
  description: 'Faste utgifter',
  status: 'pending',
  currentRound: 1,
  initiatorName: '',
  isInitiator: false,
  participants: [],
  viewer: { id: 'anon-1', anonymous: true },
} as unknown as Agreement;

function WhereAmI() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

const routes = [
  { path: '/avtale/:id', element: <InvitationPage /> },
  { path: '/avtale/:id/sammenligning', element: <WhereAmI /> },
];

describe('InvitationPage', () => {
  it('invites a newcomer with the fallback initiator name', async () => {
    fakeApi({ [`/api/agreements/${id}`]: agreement });
    renderRoutes(routes, { path: `/avtale/${id}`, user: null });
    expect(await screen.findByText('Du er invitert til å delta i en avtale')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Husleie' })).toBeTruthy();
    expect(screen.getByText('En annen bruker')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start å svare' }).getAttribute('href')).toBe(
      `/avtale/${id}/sporsmal`,
    );
    expect(sessionStorage.getItem('anonymousUserId')).toBe('anon-1');
  });

  it('sends the initiator to the comparison', async () => {
    fakeApi({ [`/api/agreements/${id}`]: { ...agreement, isInitiator: true } });
    renderRoutes(routes, { path: `/avtale/${id}`, user: null });
    expect(await screen.findByText(`at /avtale/${id}/sammenligning`)).toBeTruthy();
  });

  it('tells a newcomer in round 2 that only round-1 participants take part', async () => {
    fakeApi({ [`/api/agreements/${id}`]: { ...agreement, currentRound: 2, status: 'in_progress' } });
    renderRoutes(routes, { path: `/avtale/${id}`, user: null });
    expect(
      await screen.findByText('Avtalen er i runde 2. Bare de som svarte i første runde kan delta videre.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start å svare' })).toBeNull();
  });

  it('says plainly that a completed agreement is finished, and offers no Start å svare (issue 16)', async () => {
    fakeApi({ [`/api/agreements/${id}`]: { ...agreement, status: 'completed' } });
    renderRoutes(routes, { path: `/avtale/${id}`, user: null });
    expect(await screen.findByText('Avtalen er fullført')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start å svare' })).toBeNull();
  });

  it('says plainly that a full agreement has all its participants, and offers no Start å svare (issue 16)', async () => {
    const joined = [
      {
        id: 'p1',
        userId: 'u1',
        userName: 'Kari',
        hasResponded: true,
        isAnonymous: false,
        isYou: false,
        canRemove: false,
      },
      {
        id: 'p2',
        userId: 'u2',
        userName: 'Ola',
        hasResponded: true,
        isAnonymous: false,
        isYou: false,
        canRemove: false,
      },
    ];
    fakeApi({
      [`/api/agreements/${id}`]: {
        ...agreement,
        status: 'in_progress',
        expectedParticipants: 2,
        participants: joined,
      },
    });
    renderRoutes(routes, { path: `/avtale/${id}`, user: null });
    expect(await screen.findByText('Avtalen har allerede alle deltakerne')).toBeTruthy();
    expect(
      screen.getByText('Be den som startet avtalen om å øke antallet hvis du skal være med.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start å svare' })).toBeNull();
  });

  it('shows the error screen when the agreement cannot be loaded', async () => {
    fakeApi({});
    renderRoutes(routes, { path: `/avtale/${id}`, user: null });
    expect(
      await screen.findByText(
        'Kunne ikke laste inn denne avtalen. Avtalen kan ha blitt slettet eller lenken kan være ugyldig.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Noe gikk galt' })).toBeTruthy();
  });
});
