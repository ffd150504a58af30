import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import { MobileMenu } from './mobile-menu';

function renderMenu(user: typeof testUser | null) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <MobileMenu open onClose={() => {}} user={user} isAdmin onSignOut={() => {}} signingOut={false} />
        ),
      },
    ],
    { path: '/', user },
  );
  return screen.getByRole('dialog', { name: 'Meny' });
}

describe('MobileMenu', () => {
  it('is a dialog named "Meny" whose lists hold only list items (no <hr> inside a <ul>)', () => {
    const dialog = renderMenu(testUser);
    const lists = dialog.querySelectorAll('ul');
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      for (const child of list.children) expect(child.tagName).toBe('LI');
    }
    // The links and 'Logg ut' are all there, the divider between them outside the lists.
    const nav = within(dialog).getByRole('navigation', { name: 'Mobilmeny' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mine avtaler', 'Min profil', 'Admin', 'Logg ut']);
    expect(nav.querySelector('hr')?.parentElement?.tagName).not.toBe('UL');
  });

  it('logged out, offers "Logg inn" in a list of its own', () => {
    const dialog = renderMenu(null);
    expect(within(dialog).getByRole('link', { name: 'Logg inn' })).toBeTruthy();
    expect(dialog.querySelector('ul > hr')).toBeNull();
  });

  describe('the language picker below the links', () => {
    afterEach(() => {
      act(() => void i18n.changeLanguage('nb'));
      document.cookie = 'avtalt_lang=; Path=/; Max-Age=0';
    });

    it('is a radio group «Språk» of the three languages, each named in itself, the one in use chosen', () => {
      const dialog = renderMenu(null);
      const group = within(dialog).getByRole('radiogroup', { name: 'Språk' });
      const radios = within(group).getAllByRole('radio');
      expect(
        radios.map((radio) => [radio.closest('label')?.textContent, radio.closest('label')?.lang]),
      ).toEqual([
        ['Norsk bokmål', 'nb'],
        ['Norsk nynorsk', 'nn'],
        ['English', 'en'],
      ]);
      expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false, false]);
    });

    it('choosing nynorsk turns the menu nynorsk and, logged in, keeps it on the account', async () => {
      const calls = fakeApi({
        'PUT /api/auth/language': (body: unknown) => ({
          status: 200,
          body: { ...testUser, ...(body as object) },
        }),
      });
      const dialog = renderMenu(testUser);
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Norsk nynorsk' }));

      const menu = screen.getByRole('dialog', { name: 'Meny' });
      expect(
        within(within(menu).getByRole('navigation', { name: 'Mobilmeny' }))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Mine avtalar', 'Min profil', 'Admin', 'Logg ut']);
      expect((within(menu).getByRole('radio', { name: 'Norsk nynorsk' }) as HTMLInputElement).checked).toBe(
        true,
      );
      expect(document.documentElement.lang).toBe('nn');
      await waitFor(() =>
        expect(calls).toEqual([{ method: 'PUT', url: '/api/auth/language', body: { language: 'nn' } }]),
      );
    });
  });
});
