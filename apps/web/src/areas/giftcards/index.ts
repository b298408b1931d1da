import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { giftcardPaths } from './paths';

const moduleName = 'giftcards' as const;
const formPage = lazyPage(
  () => import('./giftcard-form/GiftcardFormPage'),
  (m) => m.GiftcardFormPage,
);

export const giftcardsRoutes: RouteObject[] = [
  {
    path: giftcardPaths.list,
    handle: { title: 'Gift Cards', module: moduleName },
    lazy: lazyPage(
      () => import('./giftcard-list/GiftcardListPage'),
      (m) => m.GiftcardListPage,
    ),
  },
  { path: giftcardPaths.add, handle: { title: 'Gift Cards', module: moduleName }, lazy: formPage },
  { path: giftcardPaths.edit(':giftcardId'), handle: { title: 'Gift Cards', module: moduleName }, lazy: formPage },
];
