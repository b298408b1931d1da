import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { profilePaths } from './paths';

/** The signed-in user's own page: every role has one, so it belongs to no permission module. */
export const profileRoutes: RouteObject[] = [
  {
    path: profilePaths.profile,
    handle: { title: 'Profile' },
    lazy: lazyPage(
      () => import('./ProfilePage'),
      (m) => m.ProfilePage,
    ),
  },
];
