import type { User } from '@avtalt/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import * as authApi from '../api/auth';
import { queryKeys } from '../api/query-keys';

/**
 * The current user (null when logged out). A failing user query (server down) also counts as
 * logged out, so the app still renders its public pages.
 */
export function useUser(): { user: User | null; isLoading: boolean } {
  const query = useQuery({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => authApi.fetchCurrentUser({ signal }),
  });
  return { user: query.data ?? null, isLoading: query.isLoading };
}

/** A different user means a different admin status: drop the cached check so it is asked again. */
export function setCurrentUser(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData<User | null>(queryKeys.user, user);
  queryClient.removeQueries({ queryKey: queryKeys.adminCheck });
}

/**
 * Logs out (the header's 'Logg ut', on every page). Plain state rather than useMutation: nothing else
 * on the front page mutates, and useMutation with its observer is ~3 KB gzipped of the home route
 * (docs/compression-and-code-splitting.md).
 */
export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await authApi.logout();
      setCurrentUser(queryClient, null);
    } finally {
      setPending(false);
    }
  }, [queryClient]);
  return { logout, isPending };
}
