import { screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import { Header } from './header';

describe('Header', () => {
  beforeEach(() => fakeApi({ '/api/admin/check': { isAdmin: false } }));

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
});
