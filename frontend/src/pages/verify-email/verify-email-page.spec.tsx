import { screen, waitFor } from '@testing-library/react';
import { queryKeys } from '../../api/query-keys';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import VerifyEmailPage, { LOGIN_FIRST_TEXT, VERIFIED_TEXT } from './verify-email-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const routes = [{ path: '/bekreft-epost', element: <VerifyEmailPage /> }];

function open(hash: string, user: typeof testUser | null = testUser) {
  window.history.replaceState(null, '', `/bekreft-epost${hash}`);
  return renderRoutes(routes, { path: '/bekreft-epost', user });
}

describe('/bekreft-epost', () => {
  it('confirms the address once on load and updates the logged-in user', async () => {
    const unverified = { ...testUser, emailVerified: false };
    const calls = fakeApi({ 'POST /api/auth/verify-email': { ...testUser, emailVerified: true } });
    const { queryClient } = open(`#${TOKEN}`, unverified);
    expect(await screen.findByText(VERIFIED_TEXT)).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', url: '/api/auth/verify-email', body: { token: TOKEN } }]);
    expect((queryClient.getQueryData(queryKeys.user) as typeof testUser).emailVerified).toBe(true);
  });

  it("shows the server's message and, for an unconfirmed user, 'Send bekreftelseslenke på nytt'", async () => {
    fakeApi({
      'POST /api/auth/verify-email': () => ({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'Lenken er ugyldig eller utløpt' },
      }),
    });
    open(`#${TOKEN}`, { ...testUser, emailVerified: false });
    expect(await screen.findByText('Lenken er ugyldig eller utløpt')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send bekreftelseslenke på nytt' })).toBeTruthy(),
    );
  });

  it('logged out: asks to log in first, sends nothing, and confirms with the kept token after the login', async () => {
    window.sessionStorage.clear();
    const calls = fakeApi({ 'POST /api/auth/verify-email': { ...testUser, emailVerified: true } });
    const first = open(`#${TOKEN}`, null);
    expect(await screen.findByText(LOGIN_FIRST_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logg inn' }).getAttribute('href')).toBe(
      '/auth?returnTo=%2Fbekreft-epost',
    );
    expect(window.location.hash).toBe('');
    expect(calls).toEqual([]);
    first.unmount();
    // Back from /auth (returnTo /bekreft-epost, no token in the address): logged in now.
    open('', { ...testUser, emailVerified: false });
    expect(await screen.findByText(VERIFIED_TEXT)).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', url: '/api/auth/verify-email', body: { token: TOKEN } }]);
    expect(window.sessionStorage.getItem('avtalt.pendingVerifyToken')).toBeNull();
  });
});
