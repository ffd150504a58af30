import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AdminRoute } from './components/admin-route';
import { AppLayout } from './components/app-layout';
import { ProtectedRoute } from './components/protected-route';
import { RouteError } from './components/route-error';
import AuthPage from './pages/auth/auth-page';
import ComparisonPage from './pages/comparison/comparison-page';
import DashboardPage from './pages/dashboard/dashboard-page';
import HomePage from './pages/home/home-page';
import InvitationPage from './pages/invitation/invitation-page';
import NotFoundPage from './pages/not-found/not-found-page';
import ProfilePage from './pages/profile/profile-page';
import QuestionFlowPage from './pages/questions/question-flow-page';
import SharePage from './pages/share/share-page';

// The admin area is its own chunk: visitors and ordinary users never download it.
const AdminDashboardPage = lazy(() => import('./pages/admin/admin-dashboard-page'));
const AdminSetupCard = lazy(() => import('./pages/admin/admin-setup-card'));
const LogicTesterPage = lazy(() => import('./pages/admin/logic-tester/logic-tester-page'));
// The result page brings DOMPurify along; only those who open a finished agreement download it.
const ResultPage = lazy(() => import('./pages/result/result-page'));

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'auth', element: <AuthPage /> },
      // The participant journey (spec §2): open pages, except the share page. The result page is open
      // too (both readings of the spec meet there): anyone with the link reads the text; the PDF and
      // signing ask for login on the page itself.
      { path: 'avtale/:id', element: <InvitationPage /> },
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
]);
