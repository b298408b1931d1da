import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { userPaths } from './paths';

const handle = { title: 'Users', module: 'users' } as const;

export const usersRoutes: RouteObject[] = [
  {
    path: userPaths.list,
    handle,
    lazy: lazyPage(
      () => import('./user-list/UserListPage'),
      (m) => m.UserListPage,
    ),
  },
  {
    path: userPaths.add,
    handle,
    lazy: lazyPage(
      () => import('./user-form/UserFormPage'),
      (m) => m.UserFormPage,
    ),
  },
  {
    path: userPaths.edit(':userId'),
    handle,
    lazy: lazyPage(
      () => import('./user-form/UserFormPage'),
      (m) => m.UserFormPage,
    ),
  },
];
