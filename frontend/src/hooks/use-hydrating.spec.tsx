import type { User } from '@avtalt/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { userKnownIn } from '../server-data.rules';
import { fakeApi } from '../test/fake-api';
import { HydrationProvider, ServerHydrationProvider, useHydratedUser } from './use-hydrating';

const kari = { id: 'u-1', firstName: 'Kari', lastName: 'Nordmann' } as unknown as User;

function wrapper(client: QueryClient, provider: (children: ReactNode) => ReactNode) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{provider(children)}</QueryClientProvider>
  );
}

describe('useHydratedUser: who is logged in, as a page rendered on the server may show it', () => {
  it('on a page rendered knowing nobody is logged in: nobody, and not loading, without asking the API', () => {
    const calls = fakeApi({});
    const client = createQueryClient();
    client.setQueryData(queryKeys.user, null);
    const { result } = renderHook(() => useHydratedUser(), {
      wrapper: wrapper(client, (children) => (
        <ServerHydrationProvider screen="small" userKnown>
          {children}
        </ServerHydrationProvider>
      )),
    });
    expect(result.current).toEqual({ user: null, isLoading: false });
    expect(calls).toEqual([]);
  });

  it('on a page rendered without knowing: loading while hydrating, even when the browser already knows (the HTML must match)', () => {
    fakeApi({});
    const client = createQueryClient();
    client.setQueryData(queryKeys.user, kari);
    const { result } = renderHook(() => useHydratedUser(), {
      wrapper: wrapper(client, (children) => (
        <ServerHydrationProvider screen={null}>{children}</ServerHydrationProvider>
      )),
    });
    expect(result.current).toEqual({ user: null, isLoading: true });
  });

  it('after hydration (or in a page rendered in the browser): the user query’s answer', async () => {
    fakeApi({ '/api/auth/user': kari });
    const client = createQueryClient();
    const { result } = renderHook(() => useHydratedUser(), {
      wrapper: wrapper(client, (children) => <HydrationProvider>{children}</HydrationProvider>),
    });
    await waitFor(() => expect(result.current).toEqual({ user: kari, isLoading: false }));
  });
});

describe('userKnownIn', () => {
  it('is true only when the page data holds the user query’s answer', () => {
    expect(userKnownIn({ queries: [{ key: queryKeys.user, data: null }] })).toBe(true);
    expect(userKnownIn({ queries: [{ key: ['/api/agreements/a/comparison'], data: {} }] })).toBe(false);
    expect(userKnownIn({ queries: [] })).toBe(false);
    expect(userKnownIn(null)).toBe(false);
  });
});
