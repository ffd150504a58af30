import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import ProfilePage from './profile-page';

const routes = [{ path: '/profile', element: <ProfilePage /> }];
const ready = {
  id: '0d0e0f10-0000-4000-8000-000000000001',
  status: 'ready',
  createdAt: '2026-12-02T10:05:00.000Z',
  expiresAt: '2026-12-09T10:05:00.000Z',
  sizeBytes: 820_400,
};

describe('/profile: «Dataene dine»', () => {
  it('asks for a copy, shows it being made, and offers the ZIP once it is ready', async () => {
    let exports: unknown[] = [];
    const calls = fakeApi({
      '/api/auth/notifications': {},
      '/api/auth/exports': () => ({ status: 200, body: { exports } }),
      'POST /api/auth/export': () => {
        exports = [{ ...ready, status: 'pending', sizeBytes: null }];
        return { status: 202, body: exports[0] };
      },
    });
    renderRoutes(routes, { path: '/profile', user: testUser });
    const card = await screen.findByRole('region', { name: 'Dataene dine' });
    expect(within(card).queryByRole('list')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Last ned dataene mine' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/export')).toBe(true),
    );
    const list = await within(card).findByRole('list', { name: 'Kopier av dataene dine' });
    expect(list.textContent).toContain('Lages');
    expect(within(list).queryByRole('link', { name: /Last ned ZIP/ })).toBeNull();

    exports = [ready];
    const link = await within(card).findByRole('link', { name: /Last ned ZIP/ }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(`/api/auth/exports/${ready.id}`);
    expect(list.textContent).toContain('820 kB');
  });
});
