import type { User } from '@avtalt/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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
function setCurrentUser(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData<User | null>(queryKeys.user, user);
  queryClient.removeQueries({ queryKey: queryKeys.adminCheck });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.login,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.register,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.logout,
    onSuccess: () => setCurrentUser(queryClient, null),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.updateProfile,
    onSuccess: (user) => queryClient.setQueryData<User | null>(queryKeys.user, user),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: authApi.changePassword });
}
