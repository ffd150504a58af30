import type { User } from '@avtalt/contracts';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { ToastProvider } from '../components/toast/toast-provider';
import { theme } from '../theme';

export const testUser: User = {
  id: '0b6f7a52-4d1e-4a7e-9f77-3f0d2a1c9b10',
  firstName: 'Kari',
  lastName: 'Nordmann',
  username: 'kari',
  email: 'kari@example.no',
  profileImageUrl: null,
  emailVerified: true,
  language: 'nb',
  isAdmin: false,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders routes with the app's providers in a declarative memory router (data routers need the fetch
 * Request class, which jsdom lacks). `user` seeds the user query; null means logged out.
 */
export function renderRoutes(routes: RouteObject[], { path, user }: { path: string; user: User | null }) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.user, user);
  const view = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes routes={routes} />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, queryClient };
}
