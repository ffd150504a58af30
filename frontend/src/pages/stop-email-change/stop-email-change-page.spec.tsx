import { fireEvent, screen } from '@testing-library/react';
import { queryKeys } from '../../api/query-keys';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import StopEmailChangePage, {
  STOP_QUESTION_TEXT,
  STOPPED_SESSIONS_TEXT,
  STOPPED_TEXT,
} from './stop-email-change-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const routes = [{ path: '/stopp-epostendring', element: <StopEmailChangePage /> }];

function open(hash: string, user: typeof testUser | null = null) {
  window.history.replaceState(null, '', `/stopp-epostendring${hash}`);
  return renderRoutes(routes, { path: '/stopp-epostendring', user });
}

describe('/stopp-epostendring (issue 31)', () => {
  it('stops the change only when asked, says so, and forgets the logged-in user (every session ended)', async () => {
    const calls = fakeApi({ 'POST /api/auth/email-change/stop': () => ({ status: 204 }) });
    const { queryClient } = open(`#${TOKEN}`, testUser);
    expect(await screen.findByText(STOP_QUESTION_TEXT)).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Stopp endringen' }));
    expect(await screen.findByText(STOPPED_TEXT)).toBeTruthy();
    expect(screen.getByText(STOPPED_SESSIONS_TEXT)).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', url: '/api/auth/email-change/stop', body: { token: TOKEN } }]);
    expect(queryClient.getQueryData(queryKeys.user)).toBeNull();
    expect(screen.getByRole('link', { name: 'Logg inn' }).getAttribute('href')).toBe('/auth');
  });

  it("shows the server's message for a used or expired link", async () => {
    fakeApi({
      'POST /api/auth/email-change/stop': () => ({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'Lenken er ugyldig eller utløpt. Be om en ny.' },
      }),
    });
    open(`#${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Stopp endringen' }));
    expect(await screen.findByText('Lenken er ugyldig eller utløpt. Be om en ny.')).toBeTruthy();
  });

  it('says so when the link has no token, and offers nothing to press', async () => {
    fakeApi({});
    open('');
    expect(await screen.findByText('Lenken er ufullstendig. Åpne lenken fra e-posten på nytt.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stopp endringen' })).toBeNull();
  });
});
