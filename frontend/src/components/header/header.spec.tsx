import { fireEvent, screen, waitFor } from '@testing-library/react';
import { queryKeys } from '../../api/query-keys';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import { Header } from './header';

describe('Header', () => {
  let calls: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    calls = fakeApi({
      '/api/admin/check': { isAdmin: false },
      'POST /api/auth/logout': () => ({ status: 204 }),
    });
  });

  it("logged in, shows the user's avatar (loaded with the user, its place kept until then) linking to the profile", async () => {
    renderRoutes([{ path: '/', element: <Header /> }], { path: '/', user: testUser });
    const initials = await screen.findByText('KN');
    expect(initials.closest('.MuiAvatar-root')).toBeTruthy();
    expect(initials.closest('a')?.getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('button', { name: 'Logg ut' })).toBeTruthy();
  });

  it("logged out, shows 'Logg inn' and no avatar", () => {
    renderRoutes([{ path: '/', element: <Header /> }], { path: '/', user: null });
    expect(screen.getByRole('link', { name: 'Logg inn' })).toBeTruthy();
    expect(document.querySelector('.MuiAvatar-root')).toBeNull();
  });

  it("'Logg ut' says 'Logger ut...' while it waits, then forgets the user, says 'Utlogget' and shows 'Logg inn'", async () => {
    const { queryClient } = renderRoutes([{ path: '/', element: <Header /> }], { path: '/', user: testUser });
    fireEvent.click(screen.getByRole('button', { name: 'Logg ut' }));
    expect(screen.getByRole('button', { name: 'Logger ut...' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('Utlogget')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logg inn' })).toBeTruthy();
    expect(queryClient.getQueryData(queryKeys.user)).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/auth/logout']);
  });

  it("'Logg ut' that fails keeps the user and says why", async () => {
    fakeApi({
      '/api/admin/check': { isAdmin: false },
      'POST /api/auth/logout': () => ({ status: 503, body: { message: 'Tjenesten er utilgjengelig' } }),
    });
    const { queryClient } = renderRoutes([{ path: '/', element: <Header /> }], { path: '/', user: testUser });
    fireEvent.click(screen.getByRole('button', { name: 'Logg ut' }));
    expect(await screen.findByText('Utlogging feilet')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Logg ut' }).hasAttribute('disabled')).toBe(false),
    );
    expect(queryClient.getQueryData(queryKeys.user)).toEqual(testUser);
  });
});
