import type { User } from '@avtalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as authApi from '../api/auth';
import { queryKeys } from '../api/query-keys';
import { setCurrentUser } from './use-auth';

/*
 * Logging in, registering and changing the account: used by /auth and /profile only, so apart from
 * use-auth.ts (the user and logging out, on every page): a hook here brings useMutation, which is not
 * part of the front page's download (docs/compression-and-code-splitting.md).
 */

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

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.updateProfile,
    onSuccess: (reply) => {
      // `message` belongs to this answer only, not to the user kept for the session.
      const user = { ...reply };
      delete user.message;
      queryClient.setQueryData<User | null>(queryKeys.user, user);
    },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: authApi.changePassword });
}
