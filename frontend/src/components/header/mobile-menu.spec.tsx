import { screen, within } from '@testing-library/react';
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
});
