import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { REDIRECT_AFTER_LOGIN_SESSION_KEY, RETURN_TO_LOCAL_KEY } from '../lib/return-to';
import { renderRoutes, testUser } from '../test/render';
import { ProtectedRoute } from './protected-route';

function WhereAmI() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

const routes = [
  { path: '/auth', element: <WhereAmI /> },
  { element: <ProtectedRoute />, children: [{ path: '/profile', element: <p>profile page</p> }] },
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('ProtectedRoute', () => {
  it('sends a logged-out visitor to /auth with returnTo and remembers the path', async () => {
    renderRoutes(routes, { path: '/profile?x=1', user: null });
    expect(await screen.findByText('at /auth?returnTo=%2Fprofile%3Fx%3D1')).toBeTruthy();
    expect(localStorage.getItem(RETURN_TO_LOCAL_KEY)).toBe('/profile?x=1');
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_SESSION_KEY)).toBe('/profile?x=1');
  });

  it('shows the page to a logged-in user', async () => {
    renderRoutes(routes, { path: '/profile', user: testUser });
    expect(await screen.findByText('profile page')).toBeTruthy();
  });
});
