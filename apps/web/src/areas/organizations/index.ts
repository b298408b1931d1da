import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const handle = { title: 'Organizations', module: 'organizations' } as const;

export const organizationsRoutes: RouteObject[] = [
  {
    path: 'organizations',
    handle,
    lazy: lazyPage(
      () => import('./organization-list/OrganizationListPage'),
      (m) => m.OrganizationListPage,
    ),
  },
  {
    path: 'organizations/add-organization',
    handle,
    lazy: lazyPage(
      () => import('./organization-form/OrganizationFormPage'),
      (m) => m.OrganizationFormPage,
    ),
  },
  {
    path: 'organizations/edit-organization/:organizationId',
    handle,
    lazy: lazyPage(
      () => import('./organization-form/OrganizationFormPage'),
      (m) => m.OrganizationFormPage,
    ),
  },
];
