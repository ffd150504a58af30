import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { LoginForm } from './login-form';
import { RESET_SENT_TEXT } from './forgot-password-dialog';

const routes = [{ path: '/auth', element: <LoginForm /> }];

describe("'Glemt passord?' on the login tab", () => {
  it('asks for the address, sends it and always gives the same answer', async () => {
    const calls = fakeApi({ 'POST /api/auth/password-reset': () => ({ status: 202 }) });
    renderRoutes(routes, { path: '/auth', user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Glemt passord?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Glemt passord?' });
    const email = within(dialog).getByLabelText(/E-post/) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'ikke-en-adresse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send lenke' }));
    expect(await screen.findByText('Vennligst oppgi en gyldig e-postadresse')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(email, { target: { value: ' Kari@Example.no ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send lenke' }));
    expect(await screen.findByText(RESET_SENT_TEXT)).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', url: '/api/auth/password-reset', body: { email: 'kari@example.no' } },
    ]);
    // The login form was not submitted by the dialog's form.
    expect(calls.some((c) => c.url === '/api/auth/login')).toBe(false);
    expect(dialog).toBeTruthy();
  });

  it("shows the server's message when the request is refused", async () => {
    fakeApi({
      'POST /api/auth/password-reset': () => ({
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'For mange forespørsler. Prøv igjen senere.' },
      }),
    });
    renderRoutes(routes, { path: '/auth', user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Glemt passord?' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/E-post/), { target: { value: 'kari@example.no' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send lenke' }));
    await waitFor(() => expect(screen.getByText('For mange forespørsler. Prøv igjen senere.')).toBeTruthy());
    expect(screen.queryByText(RESET_SENT_TEXT)).toBeNull();
  });
});
