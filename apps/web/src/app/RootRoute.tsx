import { Outlet } from 'react-router';
import { useRouteSessionCheck } from '../shared/auth/useRouteSessionCheck';
import { useDocumentTitle } from './useDocumentTitle';

/** Runs on every route: the session check and path history of spec §4, and the page title. */
export function RootRoute() {
  useRouteSessionCheck();
  useDocumentTitle();
  return <Outlet />;
}
