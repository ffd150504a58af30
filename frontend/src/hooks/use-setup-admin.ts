import type { User } from '@avtalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setupAdmin } from '../api/admin';
import { queryKeys } from '../api/query-keys';

/** Promotes an account to administrator, then asks the admin check again. */
export function useSetupAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupAdmin,
    onSuccess: async (user) => {
      const current = queryClient.getQueryData<User | null>(queryKeys.user);
      if (current && current.id === user.id) queryClient.setQueryData<User | null>(queryKeys.user, user);
      await queryClient.refetchQueries({ queryKey: queryKeys.adminCheck });
    },
  });
}
