import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import ResetPasswordPage, { RESET_DONE_TEXT } from './reset-password-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const routes = [{ path: '/tilbakestill-passord', element: <ResetPasswordPage /> }];

function open(hash: string) {
  window.history.replaceState(null, '', `/tilbakestill-passord${hash}`);
  return renderRoutes(routes, { path: '/tilbakestill-passord', user: null });
}

function fill(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText(/^Nytt passord/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Bekreft nytt passord/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Lagre nytt passord' }));
}

describe('/tilbakestill-passord', () => {
  it('sends the token from the fragment with the new password, then points to the login', async () => {
    const calls = fakeApi({ 'POST /api/auth/password-reset/confirm': () => ({ status: 204 }) });
    open(`#${TOKEN}`);
    // The token is taken out of the address bar.
    await waitFor(() => expect(window.location.hash).toBe(''));
    fill('nyttpassord1', 'annetpassord');
    expect(await screen.findByText('Passordene er ikke like')).toBeTruthy();
    expect(calls).toEqual([]);
    fill('nyttpassord1', 'nyttpassord1');
    expect(await screen.findByText(RESET_DONE_TEXT)).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        body: { token: TOKEN, newPassword: 'nyttpassord1' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Logg inn' }).getAttribute('href')).toBe('/auth');
  });

  it("shows the server's message for a used or expired link and offers a new one", async () => {
    fakeApi({
      'POST /api/auth/password-reset/confirm': () => ({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'Lenken er ugyldig eller utløpt' },
      }),
    });
    open(`#${TOKEN}`);
    fill('nyttpassord1', 'nyttpassord1');
    expect(await screen.findByText('Lenken er ugyldig eller utløpt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Be om ny lenke' }));
    expect(await screen.findByRole('dialog', { name: 'Glemt passord?' })).toBeTruthy();
  });

  it('says so when the link has no token', async () => {
    fakeApi({});
    open('');
    expect(await screen.findByText(/Lenken er ufullstendig/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lagre nytt passord' })).toBeNull();
  });
});
