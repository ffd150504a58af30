import { fireEvent, screen } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { renderRoutes } from '../test/render';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('boom');
}

const routes = [
  {
    element: (
      <>
        <Link to="/ok">Gå videre</Link>
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </>
    ),
    children: [
      { path: '/broken', element: <Broken /> },
      { path: '/ok', element: <p>Alt i orden</p> },
    ],
  },
];

describe('RouteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Noe gikk galt' for a page that crashes, and the next page after a navigation", () => {
    renderRoutes(routes, { path: '/broken', user: null });
    expect(screen.getByRole('heading', { name: 'Noe gikk galt' })).toBeTruthy();
    fireEvent.click(screen.getByText('Gå videre'));
    expect(screen.getByText('Alt i orden')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Noe gikk galt' })).toBeNull();
  });
});
