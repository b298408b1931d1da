import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const handle = { title: 'Events', module: 'events' } as const;

export const eventsRoutes: RouteObject[] = [
  {
    path: 'events',
    handle,
    lazy: lazyPage(
      () => import('./event-list/EventListPage'),
      (m) => m.EventListPage,
    ),
  },
  {
    path: 'events/add-event',
    handle,
    lazy: lazyPage(
      () => import('./event-form/EventFormPage'),
      (m) => m.EventFormPage,
    ),
  },
  {
    path: 'events/edit-event/:eventId',
    handle,
    lazy: lazyPage(
      () => import('./event-form/EventFormPage'),
      (m) => m.EventFormPage,
    ),
  },
  {
    path: 'events/view-event/:eventId',
    handle,
    lazy: lazyPage(
      () => import('./event-view/EventViewPage'),
      (m) => m.EventViewPage,
    ),
  },
];
