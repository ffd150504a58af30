import type { User } from '@avtalt/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '../../api/query-keys';
import { i18n } from '../../i18n/i18n';
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

describe("the header's language picker", () => {
  /** The API with the account's language saved as asked (the gateway answers the user). */
  const withLanguageSaved = () =>
    fakeApi({
      '/api/admin/check': { isAdmin: false },
      'PUT /api/auth/language': (body: unknown) => ({
        status: 200,
        body: { ...testUser, ...(body as object) },
      }),
    });

  afterEach(() => {
    act(() => void i18n.changeLanguage('nb'));
    document.cookie = 'avtalt_lang=; Path=/; Max-Age=0';
  });

  it('is a button named «Språk» showing the language in use, with the three languages each named in itself', async () => {
    withLanguageSaved();
    renderRoutes([{ path: '/', element: <Header /> }], { path: '/', user: null });
    const button = screen.getByRole('button', { name: 'Språk' });
    expect(button.textContent).toBe('NB');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Språk' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      ['Norsk bokmål', 'nb'],
      ['Norsk nynorsk', 'nn'],
      ['English', 'en'],
    ]);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
  });

  it('choosing English turns the header English, sets <html lang> and the cookie, and keeps it on the account', async () => {
    const calls = withLanguageSaved();
    const { queryClient } = renderRoutes([{ path: '/', element: <Header /> }], { path: '/', user: testUser });
    fireEvent.click(screen.getByRole('button', { name: 'Språk' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));

    expect(screen.getByRole('link', { name: 'My agreements' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My profile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Language' }).textContent).toBe('EN');
    expect(screen.queryByText('Mine avtaler')).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toBe('avtalt_lang=en');
    await waitFor(() =>
      expect(queryClient.getQueryData<User>(queryKeys.user)).toEqual({ ...testUser, language: 'en' }),
    );
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/auth/language', body: { language: 'en' } },
    ]);
  });

  it('logged out, changes the language in the browser only', async () => {
    const calls = withLanguageSaved();
    renderRoutes([{ path: '/', element: <Header /> }], { path: '/', user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Språk' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Norsk nynorsk' }));

    expect(screen.getByRole('link', { name: 'Logg inn' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opne meny' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('nn');
    expect(document.cookie).toBe('avtalt_lang=nn');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
