import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfResNotOk } from './http';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function (spec §7): fetches the first element of the query key as URL with the
 * session cookie and parses JSON. With `on401: 'returnNull'` a 401 yields null instead of an error.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey[0];
    if (typeof url !== 'string') throw new Error('The first element of a query key must be its URL');
    const res = await fetch(url, { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) {
      // Read the small body: an unread response stays in flight in the browser and holds its connection.
      await res.text().catch(() => '');
      return null;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * Data changes only through our own mutations (which update the cache) or server pushes, so queries
 * never go stale on their own, never refetch on focus or by interval, and nothing retries.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
