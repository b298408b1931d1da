import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const handle = { title: 'Gift Cards', module: 'giftcards' } as const;

export const giftcardsRoutes: RouteObject[] = [
  {
    path: 'giftcards',
    handle,
    lazy: lazyPage(
      () => import('./giftcard-list/GiftcardListPage'),
      (m) => m.GiftcardListPage,
    ),
  },
  {
    path: 'giftcards/add-giftcard',
    handle,
    lazy: lazyPage(
      () => import('./giftcard-form/GiftcardFormPage'),
      (m) => m.GiftcardFormPage,
    ),
  },
  {
    path: 'giftcards/edit-giftcard/:giftcardId',
    handle,
    lazy: lazyPage(
      () => import('./giftcard-form/GiftcardFormPage'),
      (m) => m.GiftcardFormPage,
    ),
  },
];
