import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { authPaths } from './paths';

/** The public pages (spec §2); the app wraps them in the plain layout for signed-out users. */
export const authRoutes: RouteObject[] = [
  {
    index: true, // authPaths.signIn: the public pages sit at the root
    lazy: lazyPage(
      () => import('./sign-in/SignInPage'),
      (m) => m.SignInPage,
    ),
  },
  {
    path: authPaths.register,
    lazy: lazyPage(
      () => import('./register/RegisterPage'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: authPaths.resetPassword,
    lazy: lazyPage(
      () => import('./reset-password/ResetPasswordPage'),
      (m) => m.ResetPasswordPage,
    ),
  },
];
