import type { Agreement } from '@avtalt/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import SharePage from './share-page';

const id = 'feed0000-0000-4000-8000-000000000016';
const agreement = {
  id,
  title: 'Husleie',
  topic: 'Husleie',
  description: '',
  status: 'in_progress',
  currentRound: 2,
  maxRounds: 5,
  expectedParticipants: 2,
  initiatorName: 'Kari',
  isInitiator: true,
  blind: false,
  participants: [
    {
      id: 'p1',
      userId: testUser.id,
      userName: 'Kari',
      hasResponded: true,
      isAnonymous: false,
      isYou: true,
      canRemove: false,
    },
    {
      id: 'p2',
      userId: 'u2',
      userName: 'Ola Hansen',
      hasResponded: false,
      isAnonymous: false,
      isYou: false,
      canRemove: true,
    },
  ],
  viewer: { id: testUser.id, anonymous: false },
} as unknown as Agreement;

const routes = [{ path: '/avtale/:id/del', element: <SharePage /> }];

describe('SharePage (issue 16)', () => {
  it('names who has not answered, and lets the initiator make the rounds blind (off by default)', async () => {
    const calls = fakeApi({
      [`/api/agreements/${id}`]: agreement,
      [`PUT /api/agreements/${id}/blind`]: (body: unknown) => ({
        status: 200,
        body: { ...agreement, blind: (body as { blind: boolean }).blind },
      }),
    });
    renderRoutes(routes, { path: `/avtale/${id}/del`, user: testUser });
    expect(await screen.findByText('Venter på: Ola Hansen')).toBeTruthy();
    const blind = screen.getByRole('switch', {
      name: 'Skjul svarene til alle har svart',
    }) as HTMLInputElement;
    expect(blind.checked).toBe(false);
    fireEvent.click(blind);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([
        { method: 'PUT', url: `/api/agreements/${id}/blind`, body: { blind: true } },
      ]),
    );
    expect(await screen.findByText('Svarene skjules')).toBeTruthy();
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Skjul svarene til alle har svart' }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
  });

  it('offers the setting to the initiator only', async () => {
    fakeApi({ [`/api/agreements/${id}`]: { ...agreement, isInitiator: false } });
    renderRoutes(routes, { path: `/avtale/${id}/del`, user: testUser });
    expect(await screen.findByText('Venter på: Ola Hansen')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  // Issue 34 (ux.md problem 1): the page's text and primary button follow the agreement's state.
  const isPrimary = (el: HTMLElement) => el.className.includes('MuiButton-contained');

  it('thanks and makes «Del lenke» primary while others still have to join', async () => {
    const alone = { ...agreement, currentRound: 1, participants: [agreement.participants[0]] };
    fakeApi({ [`/api/agreements/${id}`]: alone });
    renderRoutes(routes, { path: `/avtale/${id}/del`, user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Takk for svarene dine!' })).toBeTruthy();
    expect(isPrimary(screen.getByRole('button', { name: 'Del lenke' }))).toBe(true);
    expect(screen.getByText('Hva skjer nå?')).toBeTruthy();
    expect(screen.getByText('Du får en e-post når noen svarer på avtalen.')).toBeTruthy();
  });

  it('names whom we wait for once everyone has joined, with no steps to share', async () => {
    fakeApi({ [`/api/agreements/${id}`]: agreement });
    renderRoutes(routes, { path: `/avtale/${id}/del`, user: testUser });
    expect(
      await screen.findByText('Nå venter vi på svar fra Ola Hansen. Du får en e-post når de har svart.'),
    ).toBeTruthy();
    expect(isPrimary(screen.getByRole('button', { name: 'Del lenke' }))).toBe(false);
    expect(screen.queryByText('Hva skjer nå?')).toBeNull();
  });

  it('sends a closed round to the comparison and a finished agreement to /ferdig', async () => {
    const answered = agreement.participants.map((p) => ({ ...p, hasResponded: true, hasDetails: true }));
    fakeApi({ [`/api/agreements/${id}`]: { ...agreement, participants: answered } });
    const { unmount } = renderRoutes(routes, { path: `/avtale/${id}/del`, user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alle har svart' })).toBeTruthy();
    const compare = screen.getAllByRole('link', { name: 'Se sammenligning' });
    expect(compare.some(isPrimary)).toBe(true);
    unmount();
    fakeApi({ [`/api/agreements/${id}`]: { ...agreement, status: 'completed', participants: answered } });
    renderRoutes(routes, { path: `/avtale/${id}/del`, user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Avtalen er fullført' })).toBeTruthy();
    const done = screen.getByRole('link', { name: 'Se ferdig avtale' });
    expect(isPrimary(done)).toBe(true);
    expect(done.getAttribute('href')).toBe(`/avtale/${id}/ferdig`);
    expect(screen.queryByText(/Del lenken med de andre/)).toBeNull();
    // Nothing left to invite to or to set for the group.
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText('Send invitasjon på e-post')).toBeNull();
  });
});
