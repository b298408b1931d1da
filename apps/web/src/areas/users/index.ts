import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const handle = { title: 'Users', module: 'users' } as const;

export const usersRoutes: RouteObject[] = [
  {
    path: 'users',
    handle,
    lazy: lazyPage(
      () => import('./user-list/UserListPage'),
      (m) => m.UserListPage,
    ),
  },
  {
    path: 'users/add-user',
    handle,
    lazy: lazyPage(
      () => import('./user-form/UserFormPage'),
      (m) => m.UserFormPage,
    ),
  },
  {
    path: 'users/edit-user/:userId',
    handle,
    lazy: lazyPage(
      () => import('./user-form/UserFormPage'),
      (m) => m.UserFormPage,
    ),
  },
];
