import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { authPaths } from './paths';

/** The public pages (spec §2); the app wraps them in the plain layout for signed-out users. */
export const authRoutes: RouteObject[] = [
  {
    index: true, // authPaths.signIn: the public pages sit at the root
    // Titled like the dashboard's pages, so the tab never keeps the title of the page signed out of.
    handle: { title: 'Sign in' },
    lazy: lazyPage(
      () => import('./sign-in/SignInPage'),
      (m) => m.SignInPage,
    ),
  },
  {
    path: authPaths.register,
    handle: { title: 'Create an account' },
    lazy: lazyPage(
      () => import('./register/RegisterPage'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: authPaths.resetPassword,
    handle: { title: 'Reset password' },
    lazy: lazyPage(
      () => import('./reset-password/ResetPasswordPage'),
      (m) => m.ResetPasswordPage,
    ),
  },
];
