import { useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useUser } from '../hooks/use-auth';
import { authUrlFor, rememberReturnTo } from '../lib/return-to';
import { PageSpinner } from './spinner';

/**
 * Pages that need a login (spec §2 "Protected routes"): a spinner while the user is being determined,
 * then either the page or /auth?returnTo=<this page>. The path is also kept in browser storage so the
 * return survives a detour through the server login. Logging out here leads to the front page.
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  // Logging out on a protected page means leaving it for the front page, not a trip to the login page.
  const wasLoggedIn = useRef(false);
  if (user) wasLoggedIn.current = true;

  if (isLoading) return <PageSpinner />;
  if (!user && wasLoggedIn.current) return <Navigate to="/" replace />;
  if (!user) {
    const here = `${location.pathname}${location.search}`;
    rememberReturnTo(here);
    return <Navigate to={authUrlFor(here)} replace />;
  }
  return children ?? <Outlet />;
}
