import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { rolePaths } from './paths';

const handle = { title: 'Roles', module: 'roles' } as const;

export const rolesRoutes: RouteObject[] = [
  {
    path: rolePaths.list,
    handle,
    lazy: lazyPage(
      () => import('./role-list/RoleListPage'),
      (m) => m.RoleListPage,
    ),
  },
  {
    path: rolePaths.add,
    handle,
    lazy: lazyPage(
      () => import('./role-form/RoleFormPage'),
      (m) => m.RoleFormPage,
    ),
  },
  {
    path: rolePaths.edit(':id'),
    handle,
    lazy: lazyPage(
      () => import('./role-form/RoleFormPage'),
      (m) => m.RoleFormPage,
    ),
  },
];
