import type { User } from '@avtalt/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '../api/query-keys';
import { i18n } from '../i18n/i18n';
import { fakeApi } from '../test/fake-api';
import { renderRoutes, testUser } from '../test/render';
import { AppLayout } from './app-layout';

const routes = [{ element: <AppLayout />, children: [{ path: '/', element: <p>Siden</p> }] }];
const year = new Date().getFullYear();

afterEach(() => {
  act(() => void i18n.changeLanguage('nb'));
  document.cookie = 'avtalt_lang=; Path=/; Max-Age=0';
});

describe('AppLayout', () => {
  it('has the skip link first and the footer with its link to the privacy page, in bokmål', () => {
    fakeApi({});
    renderRoutes(routes, { path: '/', user: null });
    expect(screen.getAllByRole('link')[0].textContent).toBe('Hopp til innholdet');
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toBe(`© ${year} Avtalt – avtaler som alle er enige om. Personvern`);
    expect(within(footer).getByRole('link', { name: 'Personvern' }).getAttribute('href')).toBe('/personvern');
  });

  it("puts a logged-in person's own language in use: the texts, <html lang> and the cookie", async () => {
    const calls = fakeApi({ '/api/admin/check': { isAdmin: false } });
    renderRoutes(routes, { path: '/', user: { ...testUser, language: 'nn' } });

    expect(await screen.findByRole('link', { name: 'Mine avtalar' })).toBeTruthy();
    expect(screen.getAllByRole('link')[0].textContent).toBe('Hopp til innhaldet');
    expect(screen.getByRole('contentinfo').textContent).toBe(
      `© ${year} Avtalt – avtalar som alle er samde om. Personvern`,
    );
    expect(document.documentElement.lang).toBe('nn');
    expect(document.cookie).toBe('avtalt_lang=nn');
    // Nothing to save: it is the account's already.
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('keeps a language chosen in the header while the account saves it, and after', async () => {
    let answer: ((user: User) => void) | undefined;
    fakeApi({
      '/api/admin/check': { isAdmin: false },
      'PUT /api/auth/language': () =>
        new Promise((resolve) => {
          answer = (user) => resolve({ status: 200, body: user });
        }),
    });
    const { queryClient } = renderRoutes(routes, { path: '/', user: testUser });
    fireEvent.click(screen.getByRole('button', { name: 'Språk' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));

    expect(await screen.findByRole('link', { name: 'My agreements' })).toBeTruthy();
    await waitFor(() => expect(answer).toBeDefined());
    expect(queryClient.getQueryData<User>(queryKeys.user)?.language).toBe('nb');
    await act(async () => answer?.({ ...testUser, language: 'en' }));
    await waitFor(() => expect(queryClient.getQueryData<User>(queryKeys.user)?.language).toBe('en'));
    expect(screen.getByRole('link', { name: 'My agreements' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it("says in a toast, in the language chosen, when the account could not keep it (the house's error toast)", async () => {
    fakeApi({
      '/api/admin/check': { isAdmin: false },
      'PUT /api/auth/language': () => ({ status: 503, body: { message: 'Tjenesten svarer ikke' } }),
    });
    renderRoutes(routes, { path: '/', user: testUser });
    fireEvent.click(screen.getByRole('button', { name: 'Språk' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));

    expect(await screen.findByText('The language was not saved on your account')).toBeTruthy();
    expect(screen.getByText('Tjenesten svarer ikke')).toBeTruthy();
    // In use in this browser still (the cookie keeps it); the account's wins again at the next visit.
    expect(screen.getByRole('link', { name: 'My agreements' })).toBeTruthy();
    expect(document.cookie).toBe('avtalt_lang=en');
  });
});
