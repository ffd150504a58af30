import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import ProfilePage from './profile-page';
import { NOT_VERIFIED_TEXT, RESENT_TEXT } from './email-verification-notice';

const allOn = {
  answered: true,
  'round-started': true,
  completed: true,
  'disagreement-declared': true,
  reminder: true,
  invitation: true,
  'payment-due': true,
  'review-due': true,
};
const routes = [{ path: '/profile', element: <ProfilePage /> }];

describe("/profile: 'Varsler på e-post' and the address's confirmation", () => {
  it('shows one switch per kind and saves a change at once', async () => {
    const calls = fakeApi({
      '/api/auth/notifications': allOn,
      'PUT /api/auth/notifications': (body: unknown) => ({
        status: 200,
        body: { ...allOn, ...(body as object) },
      }),
    });
    renderRoutes(routes, { path: '/profile', user: testUser });
    const reminders = (await screen.findByRole('switch', { name: /Påminnelser/ })) as HTMLInputElement;
    for (const label of ['Når noen svarer', 'Ny runde', 'Avtalen er ferdig', 'Uenighet', 'Invitasjoner']) {
      expect((screen.getByRole('switch', { name: new RegExp(label) }) as HTMLInputElement).checked).toBe(
        true,
      );
    }
    fireEvent.click(reminders);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([
        { method: 'PUT', url: '/api/auth/notifications', body: { reminder: false } },
      ]),
    );
    expect(await screen.findByText('Påminnelser: av. Lagret.')).toBeTruthy();
    expect(((await screen.findByRole('switch', { name: /Påminnelser/ })) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.getByText('E-postadressen er bekreftet')).toBeTruthy();
  });

  it('says when the address is not confirmed and sends a new link', async () => {
    const calls = fakeApi({
      '/api/auth/notifications': allOn,
      'POST /api/auth/verify-email/resend': () => ({ status: 202 }),
    });
    renderRoutes(routes, { path: '/profile', user: { ...testUser, emailVerified: false } });
    expect(await screen.findByText(NOT_VERIFIED_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send bekreftelseslenke på nytt' }));
    expect(await screen.findByText(RESENT_TEXT)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/verify-email/resend')).toBe(true);
  });
});
