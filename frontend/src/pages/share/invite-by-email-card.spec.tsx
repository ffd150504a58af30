import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NotificationMessages } from '@avtalt/contracts';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import { CONFIRM_BEFORE_INVITING, InviteByEmailCard } from './invite-by-email-card';

const id = 'feed0000-0000-4000-8000-000000000017';
const routes = [{ path: '/avtale/:id/del', element: <InviteByEmailCard agreementId={id} /> }];

function send(text: string) {
  fireEvent.change(screen.getByLabelText('E-postadresser'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send invitasjon' }));
}

describe("'Send invitasjon på e-post'", () => {
  it('sends the addresses of one field and says how many were sent', async () => {
    const calls = fakeApi({
      [`POST /api/agreements/${id}/invitations`]: () => ({
        status: 202,
        body: { queued: 2, skipped: 1, remainingToday: 17 },
      }),
    });
    renderRoutes(routes, { path: `/avtale/${id}/del`, user: null });
    send('ola@example.no, Per@Example.no\nanne@example.no');
    expect(
      await screen.findByText(/Invitasjonen er sendt til 2 adresser\. 1 adresse ble hoppet over/),
    ).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: `/api/agreements/${id}/invitations`,
        body: { emails: ['ola@example.no', 'per@example.no', 'anne@example.no'] },
      },
    ]);
    expect((screen.getByLabelText('E-postadresser') as HTMLTextAreaElement).value).toBe('');
  });

  it('names a malformed address before sending, and shows the server message on 429', async () => {
    const calls = fakeApi({
      [`POST /api/agreements/${id}/invitations`]: () => ({
        status: 429,
        body: {
          code: 'RATE_LIMITED',
          message: 'Du kan sende høyst 20 invitasjoner per avtale per døgn. Prøv igjen i morgen.',
        },
      }),
    });
    renderRoutes(routes, { path: `/avtale/${id}/del`, user: null });
    send('ola@example.no ikke-en-adresse');
    expect(await screen.findByText(/«ikke-en-adresse»/)).toBeTruthy();
    send('');
    expect(await screen.findByText('Oppgi minst én e-postadresse')).toBeTruthy();
    expect(calls).toEqual([]);
    send('ola@example.no');
    expect(
      await screen.findByText('Du kan sende høyst 20 invitasjoner per avtale per døgn. Prøv igjen i morgen.'),
    ).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});

describe('an account whose address is not confirmed (issue 32)', () => {
  it('says to confirm first, offers a new confirmation link and sends nothing', async () => {
    const calls = fakeApi({
      'POST /api/auth/verify-email/resend': () => ({ status: 202, body: {} }),
    });
    renderRoutes(routes, {
      path: `/avtale/${id}/del`,
      user: { ...testUser, emailVerified: false },
    });
    expect(await screen.findByText(CONFIRM_BEFORE_INVITING)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send invitasjon' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send ny bekreftelseslenke' }));
    expect(await screen.findByText(/Vi har sendt en ny bekreftelseslenke/)).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/verify-email/resend']);
  });

  it('shows the same when the server refuses with 403 (the page thought the address confirmed)', async () => {
    fakeApi({
      [`POST /api/agreements/${id}/invitations`]: () => ({
        status: 403,
        body: { code: 'FORBIDDEN', message: NotificationMessages.invitationEmailNotConfirmed },
      }),
    });
    renderRoutes(routes, { path: `/avtale/${id}/del`, user: null });
    send('ola@example.no');
    expect(await screen.findByText(CONFIRM_BEFORE_INVITING)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send ny bekreftelseslenke' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send invitasjon' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
