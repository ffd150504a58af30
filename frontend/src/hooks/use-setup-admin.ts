import type { User } from '@avtalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setupAdmin } from '../api/admin';
import { queryKeys } from '../api/query-keys';
import { hooksT } from './texts';

/** Promotes an account to administrator, then asks the admin check again. */
export function useSetupAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupAdmin,
    // The failure's text is the spec's own English sentence, shown by the card rather than the server's.
    meta: {
      errorToast: false,
      successToast: () => ({
        title: hooksT('setupAdmin.done'),
        description: hooksT('setupAdmin.doneText'),
        variant: 'success',
      }),
    },
    onSuccess: async (user) => {
      const current = queryClient.getQueryData<User | null>(queryKeys.user);
      if (current && current.id === user.id) queryClient.setQueryData<User | null>(queryKeys.user, user);
      await queryClient.refetchQueries({ queryKey: queryKeys.adminCheck });
    },
  });
}
