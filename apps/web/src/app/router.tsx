import { createBrowserRouter } from 'react-router';
import { authRoutes } from '../areas/auth';
import { assignmentLinkRoutes } from '../areas/events';
import { RouteErrorScreen } from '../shared/errors/RouteErrorScreen';
import { lazyPage } from '../shared/routing/lazyPage';
import { FullPageSpinner } from '../shared/ui/FullPageSpinner';
import { dashboardRoutes } from './dashboardRoutes';
import { AnyoneWithLink, PublicOnly, RequireSession } from './guards';
import { RootRoute } from './RootRoute';

export const router = createBrowserRouter([
  {
    id: 'root',
    Component: RootRoute,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: FullPageSpinner,
    children: [
      { Component: PublicOnly, children: authRoutes },
      { Component: AnyoneWithLink, children: assignmentLinkRoutes },
      {
        Component: RequireSession,
        children: [
          {
            // The dashboard shell is its own chunk: the public pages never download it.
            lazy: async () => ({ Component: (await import('./layouts/dashboard/DashboardLayout')).DashboardLayout }),
            children: [{ ErrorBoundary: RouteErrorScreen, children: dashboardRoutes }],
          },
        ],
      },
      {
        path: '*',
        handle: { title: 'Page not found' },
        lazy: lazyPage(
          () => import('../shared/ui/NotFoundPage'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
]);
