import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAdminCheck } from '../hooks/use-admin-check';
import { useUser } from '../hooks/use-auth';
import { PageSpinner } from './spinner';
import { useCommonTexts } from './texts';
import { useToast } from './toast/toast-context';

/**
 * The admin area's guard (admin spec §2): logged-out visitors go to / with a toast, a spinner reads
 * 'Loading...' while the user and the admin check are pending, and logged-in non-admins see
 * `notAdmin` (the admin setup card) instead of the page.
 */
export function AdminRoute({ notAdmin, children }: { notAdmin: ReactNode; children?: ReactNode }) {
  const { user, isLoading: userLoading } = useUser();
  const { isAdmin, isLoading: checkLoading } = useAdminCheck();
  const toast = useToast();
  const t = useCommonTexts();
  const toasted = useRef(false);
  // Who logs out here has just been told so ('Utlogget'); the toast below is for visitors.
  const wasLoggedIn = useRef(false);
  if (user) wasLoggedIn.current = true;
  const loggedOut = !userLoading && !user;

  useEffect(() => {
    if (loggedOut && !toasted.current && !wasLoggedIn.current) {
      toasted.current = true;
      toast({
        title: t('adminRoute.authRequired'),
        description: t('adminRoute.logInToAccess'),
        variant: 'destructive',
      });
    }
  }, [loggedOut, toast, t]);

  if (loggedOut) return <Navigate to="/" replace />;
  if (userLoading || checkLoading) return <PageSpinner label={t('adminRoute.loading')} showLabel />;
  if (!isAdmin) return <>{notAdmin}</>;
  return children ?? <Outlet />;
}
