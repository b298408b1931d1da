import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

/** The public pages (spec §2); the app wraps them in the plain layout for signed-out users. */
export const authRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import('./sign-in/SignInPage'),
      (m) => m.SignInPage,
    ),
  },
  {
    path: 'register',
    lazy: lazyPage(
      () => import('./register/RegisterPage'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: 'reset-password',
    lazy: lazyPage(
      () => import('./reset-password/ResetPasswordPage'),
      (m) => m.ResetPasswordPage,
    ),
  },
];
