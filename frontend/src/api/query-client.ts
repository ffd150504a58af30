import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
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

export type ToastPolicyHandler = 'mutationError' | 'mutationSuccess' | 'queryError';

/** A cache's callback with its arguments, for the toast policy (toast-policy.ts) to show as a toast. */
export type ToastPolicyCall = (handler: ToastPolicyHandler, args: unknown[]) => void;

/**
 * Where the caches' callbacks go: the mounted ToastProvider, which runs the toast policy in its lazily loaded
 * view (the policy is not part of the front page's download, docs/compression-and-code-splitting.md). The
 * query client is made before any React tree, so it cannot read the toast context.
 */
let toastTarget: ToastPolicyCall | null = null;

/** Makes `target` the one called; the function returned lets it go again (unless another has taken its place). */
export function setToastTarget(target: ToastPolicyCall): () => void {
  toastTarget = target;
  return () => {
    if (toastTarget === target) toastTarget = null;
  };
}

const toastPolicy =
  (handler: ToastPolicyHandler) =>
  (...args: unknown[]) =>
    toastTarget?.(handler, args);

/**
 * Data changes only through our own mutations (which update the cache) or server pushes, so queries
 * never go stale on their own, never refetch on focus or by interval, and nothing retries.
 * The caches carry the one toast policy (toast-policy.ts, README "Errors and toasts"): a failed mutation
 * shows the server's message unless its `meta` says the page shows it; a query only when its `meta` asks.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: toastPolicy('mutationError'),
      onSuccess: toastPolicy('mutationSuccess'),
    }),
    queryCache: new QueryCache({ onError: toastPolicy('queryError') }),
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
