import type { User } from '@avtalt/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '../../api/query-keys';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import { LanguageCard } from './language-card';

afterEach(() => {
  act(() => void i18n.changeLanguage('nb'));
  document.cookie = 'avtalt_lang=; Path=/; Max-Age=0';
});

describe("/profile's 'Språk'", () => {
  it('is a section «Språk» whose radio group of the three languages is named by its heading', () => {
    fakeApi({});
    renderRoutes([{ path: '/profile', element: <LanguageCard /> }], { path: '/profile', user: testUser });
    const section = screen.getByRole('region', { name: 'Språk' });
    const group = within(section).getByRole('radiogroup', { name: 'Språk' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Norsk bokmål', 'Norsk nynorsk', 'English']);
  });

  it('choosing English keeps it on the account and the card turns English', async () => {
    const calls = fakeApi({
      'PUT /api/auth/language': (body: unknown) => ({
        status: 200,
        body: { ...testUser, ...(body as object) },
      }),
    });
    const { queryClient } = renderRoutes([{ path: '/profile', element: <LanguageCard /> }], {
      path: '/profile',
      user: testUser,
    });
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));

    expect(screen.getByRole('region', { name: 'Language' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(queryClient.getQueryData<User>(queryKeys.user)?.language).toBe('en'));
    expect(calls).toEqual([{ method: 'PUT', url: '/api/auth/language', body: { language: 'en' } }]);
    expect(document.cookie).toBe('avtalt_lang=en');
  });
});
