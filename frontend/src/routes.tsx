import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { AppLayout } from './components/app-layout';
import { ProtectedRoute } from './components/protected-route';
import { RouteErrorBoundary } from './components/route-error-boundary';
import HomePage from './pages/home/home-page';

// Route-level code splitting (docs/compression-and-code-splitting.md): the front page is in the entry
// chunk; every other page is its own chunk, downloaded when it is first shown (AppLayout's Suspense
// shows a spinner meanwhile). So '/' loads only what it needs, and the admin area, drag and drop,
// the chat, the result page's sanitizer and the logic engine of the question flow load when used.
// The admin area's guard and the 404 page are rare on a first visit: chunks of their own too.
const AdminRoute = lazy(() =>
  import('./components/admin-route').then((module) => ({ default: module.AdminRoute })),
);
const NotFoundPage = lazy(() => import('./pages/not-found/not-found-page'));
const AuthPage = lazy(() => import('./pages/auth/auth-page'));
const InvitationPage = lazy(() => import('./pages/invitation/invitation-page'));
const QuestionFlowPage = lazy(() => import('./pages/questions/question-flow-page'));
const ComparisonPage = lazy(() => import('./pages/comparison/comparison-page'));
const ResultPage = lazy(() => import('./pages/result/result-page'));
const ProfilePage = lazy(() => import('./pages/profile/profile-page'));
const DashboardPage = lazy(() => import('./pages/dashboard/dashboard-page'));
const SharePage = lazy(() => import('./pages/share/share-page'));
const AdminDashboardPage = lazy(() => import('./pages/admin/admin-dashboard-page'));
const AdminSetupCard = lazy(() => import('./pages/admin/admin-setup-card'));
const LogicTesterPage = lazy(() => import('./pages/admin/logic-tester/logic-tester-page'));
// Pages a link in a mail opens (issue 17); the token is in the fragment, so open to anyone.
const ResetPasswordPage = lazy(() => import('./pages/reset-password/reset-password-page'));
const VerifyEmailPage = lazy(() => import('./pages/verify-email/verify-email-page'));
const UnsubscribePage = lazy(() => import('./pages/unsubscribe/unsubscribe-page'));
// Issue 31: the link to the confirmed address that stops a change of it.
const StopEmailChangePage = lazy(() => import('./pages/stop-email-change/stop-email-change-page'));
// Issue 18: anyone checks a signed PDF (hashed in the browser, not uploaded).
const VerifyPage = lazy(() => import('./pages/verify/verify-page'));
// The privacy notice, linked from the footer, the registration form and every mail.
const PrivacyPage = lazy(() => import('./pages/privacy/privacy-page'));

// A declarative router (BrowserRouter + useRoutes), not createBrowserRouter: Avtalt uses no loaders,
// actions or fetchers, and the data router's code is ~18 KB gzipped of the home route's download.
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'tilbakestill-passord', element: <ResetPasswordPage /> },
      { path: 'bekreft-epost', element: <VerifyEmailPage /> },
      { path: 'avmeld', element: <UnsubscribePage /> },
      { path: 'stopp-epostendring', element: <StopEmailChangePage /> },
      { path: 'verifiser', element: <VerifyPage /> },
      { path: 'personvern', element: <PrivacyPage /> },
      // The participant journey (spec §2): open pages, except the share page. The result page is open
      // too (both readings of the spec meet there): anyone with the link reads the text; the PDF and
      // signing ask for login on the page itself.
      { path: 'avtale/:id', element: <InvitationPage /> },
      // The links in an observer's and a guardian's invitation mails, open to anyone (the page asks to log
      // in). Loaded through the invitation page's chunk, which loads their own: routes of their own here
      // would cost the front page more than its budget has left (docs/compression-and-code-splitting.md).
      { path: 'avtale/:id/observator', element: <InvitationPage /> },
      { path: 'avtale/:id/verge', element: <InvitationPage /> },
      { path: 'avtale/:id/sporsmal', element: <QuestionFlowPage /> },
      { path: 'avtale/:id/sammenligning', element: <ComparisonPage /> },
      { path: 'avtale/:id/ferdig', element: <ResultPage /> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: 'profile', element: <ProfilePage /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'avtale/:id/del', element: <SharePage /> },
        ],
      },
      {
        path: 'admin',
        element: <AdminRoute notAdmin={<AdminSetupCard />} />,
        children: [
          { index: true, element: <AdminDashboardPage /> },
          { path: 'logikk-test', element: <LogicTesterPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The app's pages for the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}
