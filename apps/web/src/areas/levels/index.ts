import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { levelPaths } from './paths';

export const levelRoutes: RouteObject[] = [
  {
    path: levelPaths.list,
    handle: { title: 'Levels', module: 'levels' },
    lazy: lazyPage(
      () => import('./level-list/LevelListPage'),
      (m) => m.LevelListPage,
    ),
  },
];
