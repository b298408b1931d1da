import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { organizationPaths } from './paths';

const module = 'organizations' as const;

export const organizationsRoutes: RouteObject[] = [
  {
    path: organizationPaths.list,
    handle: { title: 'Organizations', module },
    lazy: lazyPage(
      () => import('./organization-list/OrganizationListPage'),
      (m) => m.OrganizationListPage,
    ),
  },
  {
    path: organizationPaths.add,
    handle: { title: 'Organizations', module },
    lazy: lazyPage(
      () => import('./organization-form/OrganizationFormPage'),
      (m) => m.OrganizationFormPage,
    ),
  },
  {
    path: organizationPaths.view(':organizationId'),
    handle: { title: 'Organizations', module },
    lazy: lazyPage(
      () => import('./organization-view/OrganizationViewPage'),
      (m) => m.OrganizationViewPage,
    ),
  },
  {
    path: organizationPaths.edit(':organizationId'),
    handle: { title: 'Organizations', module },
    lazy: lazyPage(
      () => import('./organization-form/OrganizationFormPage'),
      (m) => m.OrganizationFormPage,
    ),
  },
];
