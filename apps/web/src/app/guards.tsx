import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { landingPath } from '@phlox/contract';
import { useAuthStore } from '../shared/auth/authStore';
import { readToken } from '../shared/auth/tokenCookie';
import { FullPageSpinner } from '../shared/ui/FullPageSpinner';
import { PublicLayout } from './layouts/public/PublicLayout';
import { authPaths } from '../areas/auth/public';
import { returnPathOf, signInReturningTo } from '../shared/routing/returnTo';

/**
 * Dashboard pages need a session; without a token the user signs in and comes back to the page they were on (the
 * session check clears the rest).
 */
export function RequireSession() {
  const storedToken = useAuthStore((s) => s.token);
  const user = useAuthStore((s) => s.user);
  const location = useLocation();
  const loggedOut = useAuthStore((s) => s.signOutReason === 'signed-out');
  const cookieToken = readToken();
  // A deliberate logout starts afresh; a deep link or an expired session comes back here after sign-in.
  if (!cookieToken)
    return <Navigate to={loggedOut ? authPaths.signIn : signInReturningTo(authPaths.signIn, location)} replace />;
  // A cookie without a known user (storage cleared) waits for the token check to bring the user back.
  if (!user || storedToken !== cookieToken) return <FullPageSpinner label="Checking your session…" />;
  return <Outlet />;
}

/**
 * Sign-in, registration and password reset are for signed-out users; a signed-in user goes to the page asked for
 * before signing in (`?next=`), else lands on their first page (/events).
 */
export function PublicOnly() {
  const signedIn = useAuthStore((s) => Boolean(s.user && s.token));
  const permissions = useAuthStore((s) => s.user?.permissions);
  const [params] = useSearchParams();
  if (signedIn && readToken()) return <Navigate to={returnPathOf(params) ?? landingPath(permissions)} replace />;
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}

/** A page an e-mailed link opens, for anyone holding the link, signed in or not: the plain layout, no redirect. */
export function AnyoneWithLink() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
