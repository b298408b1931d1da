import type { ComponentType } from 'react';

/**
 * A React Router `lazy` loader for one page component, so each screen is its own chunk:
 * `lazy: lazyPage(() => import('./level-list/LevelListPage'), (m) => m.LevelListPage)`.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
