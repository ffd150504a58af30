import { useQuery } from '@tanstack/react-query';
import { fetchAdminCheck } from '../api/admin';
import { queryKeys } from '../api/query-keys';
import { useUser } from './use-auth';

/** Whether the logged-in user is an administrator. Asked only when logged in, never retried. */
export function useAdminCheck(): { isAdmin: boolean; isLoading: boolean; isError: boolean } {
  const { user, isLoading: userLoading } = useUser();
  const query = useQuery({
    queryKey: queryKeys.adminCheck,
    queryFn: fetchAdminCheck,
    enabled: user !== null,
    retry: false,
  });
  return {
    isAdmin: user !== null && query.data?.isAdmin === true,
    isLoading: userLoading || (user !== null && query.isLoading),
    isError: query.isError,
  };
}
