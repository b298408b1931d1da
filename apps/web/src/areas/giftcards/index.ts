import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const moduleName = 'giftcards' as const;
const formPage = lazyPage(
  () => import('./giftcard-form/GiftcardFormPage'),
  (m) => m.GiftcardFormPage,
);

export const giftcardsRoutes: RouteObject[] = [
  {
    path: 'giftcards',
    handle: { title: 'Gift Cards', module: moduleName },
    lazy: lazyPage(
      () => import('./giftcard-list/GiftcardListPage'),
      (m) => m.GiftcardListPage,
    ),
  },
  { path: 'giftcards/add-giftcard', handle: { title: 'Gift Cards', module: moduleName }, lazy: formPage },
  { path: 'giftcards/edit-giftcard/:giftcardId', handle: { title: 'Gift Cards', module: moduleName }, lazy: formPage },
];
