import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { schoolDistrictPaths } from './paths';

const handle = { title: 'School Districts', module: 'school-districts' } as const;
const formPage = lazyPage(
  () => import('./district-form/DistrictFormPage'),
  (m) => m.DistrictFormPage,
);

export const schoolDistrictsRoutes: RouteObject[] = [
  {
    path: schoolDistrictPaths.list,
    handle,
    lazy: lazyPage(
      () => import('./district-list/DistrictListPage'),
      (m) => m.DistrictListPage,
    ),
  },
  { path: schoolDistrictPaths.add, handle, lazy: formPage },
  { path: schoolDistrictPaths.edit(':districtId'), handle, lazy: formPage },
];
