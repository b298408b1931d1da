import { useLocation } from 'react-router';
import { NotFound } from './NotFound';

/** The catch-all route. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <NotFound path={pathname} />;
}
