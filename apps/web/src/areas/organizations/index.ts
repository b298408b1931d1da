import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const module = 'organizations' as const;

export const organizationsRoutes: RouteObject[] = [
  {
    path: 'organizations',
    handle: { title: 'Organizations', module },
    lazy: lazyPage(
      () => import('./organization-list/OrganizationListPage'),
      (m) => m.OrganizationListPage,
    ),
  },
  {
    path: 'organizations/add-organization',
    handle: { title: 'Organizations', module },
    lazy: lazyPage(
      () => import('./organization-form/OrganizationFormPage'),
      (m) => m.OrganizationFormPage,
    ),
  },
  {
    path: 'organizations/edit-organization/:organizationId',
    handle: { title: 'Organizations', module },
    lazy: lazyPage(
      () => import('./organization-form/OrganizationFormPage'),
      (m) => m.OrganizationFormPage,
    ),
  },
];
