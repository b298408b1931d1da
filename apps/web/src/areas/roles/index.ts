import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const handle = { title: 'Roles', module: 'roles' } as const;

export const rolesRoutes: RouteObject[] = [
  {
    path: 'roles',
    handle,
    lazy: lazyPage(
      () => import('./role-list/RoleListPage'),
      (m) => m.RoleListPage,
    ),
  },
  {
    path: 'roles/add-role',
    handle,
    lazy: lazyPage(
      () => import('./role-form/RoleFormPage'),
      (m) => m.RoleFormPage,
    ),
  },
  {
    path: 'roles/edit-role/:id',
    handle,
    lazy: lazyPage(
      () => import('./role-form/RoleFormPage'),
      (m) => m.RoleFormPage,
    ),
  },
];
