import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import ProfilePage from './profile-page';

const routes = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/', element: <p>Forsiden</p> },
];
const plan = {
  agreements: [
    {
      agreementId: '0d0e0f10-0000-4000-8000-000000000001',
      title: 'Utkastet',
      outcome: 'deleted',
      keptUntil: null,
    },
    {
      agreementId: '0d0e0f10-0000-4000-8000-000000000002',
      title: 'Hytta',
      outcome: 'anonymised',
      keptUntil: null,
    },
    {
      agreementId: '0d0e0f10-0000-4000-8000-000000000003',
      title: 'Lånet',
      outcome: 'kept',
      keptUntil: '2036-03-01T12:00:00.000Z',
    },
  ],
};

describe('/profile: «Slett kontoen»', () => {
  it('shows what happens to each agreement, shows a wrong password under the field, and deletes with the right one', async () => {
    const calls = fakeApi({
      '/api/auth/notifications': {},
      '/api/auth/exports': { exports: [] },
      '/api/auth/account/erasure': plan,
      'DELETE /api/auth/account': (body: unknown) =>
        (body as { password: string }).password === 'riktig-passord'
          ? { status: 200, body: { erasureId: '0d0e0f10-0000-4000-8000-00000000000a', plan } }
          : {
              status: 400,
              body: {
                statusCode: 400,
                code: 'VALIDATION_FAILED',
                message: 'Nåværende passord er feil',
                details: [{ path: 'password', message: 'Nåværende passord er feil' }],
              },
            },
    });
    renderRoutes(routes, { path: '/profile', user: testUser });
    const card = await screen.findByRole('region', { name: 'Slett kontoen' });
    fireEvent.click(within(card).getByRole('button', { name: 'Slett kontoen min' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slette kontoen din?' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Utkastet – slettes: ingen andre er med',
      'Hytta – du står som «Tidligere deltaker»',
      'Lånet – signert: beholdes for de andre til 1. mars 2036',
    ]);
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Signerte avtaler er de andre partenes bevis',
    );

    // Without a password nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slett kontoen for godt' }));
    expect(await within(dialog).findByText('Skriv passordet ditt for å slette kontoen')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Passord/), { target: { value: 'feil' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Slett meldingene mine' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slett kontoen for godt' }));
    expect(await within(dialog).findByText('Nåværende passord er feil')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Passord/), { target: { value: 'riktig-passord' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slett kontoen for godt' }));
    expect(await screen.findByText('Forsiden')).toBeTruthy();
    const sent = calls.filter((c) => c.method === 'DELETE').map((c) => c.body);
    expect(sent).toEqual([
      { password: 'feil', chatMessages: 'delete' },
      { password: 'riktig-passord', chatMessages: 'delete' },
    ]);
  });
});
