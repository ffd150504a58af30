import { UserMessages } from '@avtalt/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { queryKeys } from '../../api/query-keys';
import { type FakeCall, fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import { PENDING_CANCELLED_TEXT, pendingEmailText } from './pending-email-notice';
import ProfilePage from './profile-page';

const routes = [{ path: '/profile', element: <ProfilePage /> }];
const notifications = {
  answered: true,
  'round-started': true,
  completed: true,
  'disagreement-declared': true,
  reminder: true,
  invitation: true,
  'payment-due': true,
  'review-due': true,
};

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The profile form's own field (the change-password form on the page has one with the same label). */
const typePassword = (value: string) =>
  fireEvent.change(screen.getByLabelText(/Nåværende passord/, { selector: '#profile-currentPassword' }), {
    target: { value },
  });
const puts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT' && c.url === '/api/auth/profile');

describe('/profile: changing the address asks for the current password (issue 31)', () => {
  it('shows no password field while the address is unchanged, and sends none', async () => {
    const calls = fakeApi({
      '/api/auth/notifications': notifications,
      'PUT /api/auth/profile': { ...testUser, firstName: 'Kaia' },
    });
    renderRoutes(routes, { path: '/profile', user: testUser });
    await screen.findByLabelText(/Fornavn/);
    expect(screen.queryByLabelText(/Nåværende passord/, { selector: '#profile-currentPassword' })).toBeNull();
    type(/Fornavn/, 'Kaia');
    fireEvent.click(screen.getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ body: { firstName: 'Kaia', email: 'kari@example.no' } });
    expect(puts(calls)[0]).not.toHaveProperty('body.currentPassword');
  });

  it('a new address needs the password: refused in the form without it, sent with it, and then shown as waiting (masked)', async () => {
    const calls = fakeApi({
      '/api/auth/notifications': notifications,
      'PUT /api/auth/profile': () => ({
        status: 200,
        body: {
          ...testUser,
          updatedAt: '2026-01-03T10:00:00.000Z',
          pendingEmailMasked: 'n***@example.no',
          message: UserMessages.emailChangeLinkSent,
        },
      }),
    });
    const { queryClient } = renderRoutes(routes, { path: '/profile', user: testUser });
    await screen.findByLabelText(/Fornavn/);
    type(/^E-post/, 'ny@example.no');
    const password = (await screen.findByLabelText(/Nåværende passord/, {
      selector: '#profile-currentPassword',
    })) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');

    fireEvent.click(screen.getByRole('button', { name: 'Lagre endringer' }));
    expect(await screen.findByText(UserMessages.currentPasswordForEmail)).toBeTruthy();
    expect(puts(calls)).toEqual([]);

    typePassword('hemmelig123');
    fireEvent.click(screen.getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toMatchObject({ email: 'ny@example.no', currentPassword: 'hemmelig123' });
    expect(await screen.findByText(pendingEmailText('n***@example.no'))).toBeTruthy();
    // Review L5: the server's message, the same whether or not the address is free, in the toast.
    expect(
      await screen.findByText(
        `${UserMessages.emailChangeLinkSent} (n***@example.no). Adressen byttes når du har åpnet den.`,
      ),
    ).toBeTruthy();
    expect(queryClient.getQueryData(queryKeys.user)).not.toHaveProperty('message');
    // The account's address is still the old one; the form shows it again, without the password field.
    expect((queryClient.getQueryData(queryKeys.user) as typeof testUser).email).toBe('kari@example.no');
    await waitFor(() =>
      expect((screen.getByLabelText(/^E-post/) as HTMLInputElement).value).toBe('kari@example.no'),
    );
    expect(screen.queryByLabelText(/Nåværende passord/, { selector: '#profile-currentPassword' })).toBeNull();
  });

  it("shows the server's wrong-password message under the field", async () => {
    fakeApi({
      '/api/auth/notifications': notifications,
      'PUT /api/auth/profile': () => ({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: UserMessages.wrongCurrentPassword,
          details: [{ path: 'currentPassword', message: UserMessages.wrongCurrentPassword }],
        },
      }),
    });
    renderRoutes(routes, { path: '/profile', user: testUser });
    await screen.findByLabelText(/Fornavn/);
    type(/^E-post/, 'ny@example.no');
    typePassword('feil');
    fireEvent.click(screen.getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() =>
      expect(screen.getAllByText(UserMessages.wrongCurrentPassword).length).toBeGreaterThan(0),
    );
    expect(document.querySelector('#profile-currentPassword')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('a waiting change can be sent again or withdrawn', async () => {
    const waiting = { ...testUser, pendingEmailMasked: 'n***@example.no' };
    const calls = fakeApi({
      '/api/auth/notifications': notifications,
      'POST /api/auth/verify-email/resend': () => ({ status: 202 }),
      'DELETE /api/auth/email-change': {
        ...testUser,
        pendingEmailMasked: null,
        updatedAt: '2026-01-03T10:00:00.000Z',
      },
    });
    renderRoutes(routes, { path: '/profile', user: waiting });
    expect(await screen.findByText(pendingEmailText('n***@example.no'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send lenken på nytt' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/verify-email/resend')).toBe(true),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Avbryt endringen' }));
    expect(await screen.findByText(PENDING_CANCELLED_TEXT)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/auth/email-change')).toBe(true);
    expect(screen.queryByText(pendingEmailText('n***@example.no'))).toBeNull();
  });
});
