import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { eventPaths } from './paths';

const handle = { title: 'Events', module: 'events' } as const;

export const eventsRoutes: RouteObject[] = [
  {
    path: eventPaths.list,
    handle,
    lazy: lazyPage(
      () => import('./event-list/EventListPage'),
      (m) => m.EventListPage,
    ),
  },
  {
    path: eventPaths.add,
    handle,
    lazy: lazyPage(
      () => import('./event-form/EventFormPage'),
      (m) => m.EventFormPage,
    ),
  },
  {
    path: eventPaths.edit(':eventId'),
    handle,
    lazy: lazyPage(
      () => import('./event-form/EventFormPage'),
      (m) => m.EventFormPage,
    ),
  },
  {
    path: eventPaths.view(':eventId'),
    handle,
    lazy: lazyPage(
      () => import('./event-view/EventViewPage'),
      (m) => m.EventViewPage,
    ),
  },
];
