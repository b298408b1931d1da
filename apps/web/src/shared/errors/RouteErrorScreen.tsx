import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen';
import { reportAppError } from './reportError';

const NotFound = lazy(() => import('../ui/NotFound').then((m) => ({ default: m.NotFound })));

/** React Router's errorElement: a 404 response shows the not-found page, anything else the error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) reportAppError(error);
  }, [error, notFound]);

  if (!notFound) return <ErrorScreen error={error} />;
  return (
    <Suspense fallback={null}>
      <NotFound path={pathname} />
    </Suspense>
  );
}
