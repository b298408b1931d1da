import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

export const levelRoutes: RouteObject[] = [
  {
    path: 'levels',
    handle: { title: 'Levels', module: 'levels' },
    lazy: lazyPage(
      () => import('./level-list/LevelListPage'),
      (m) => m.LevelListPage,
    ),
  },
];
