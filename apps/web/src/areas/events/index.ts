import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { eventPaths } from './paths';

const handle = { title: 'Events', module: 'events' } as const;
const listPage = () => import('./event-list/EventListPage');
const formPage = () => import('./event-form/EventFormPage');
const sowListPage = () => import('./sow-list/SowListPage');
const sowFormPage = () => import('./sow-form/SowFormPage');
// Statements of Work are staff data (amounts, contracts): the API refuses them to a photographer, so does the page.
const sowHandle = { ...handle, staffOnly: true } as const;

export const eventsRoutes: RouteObject[] = [
  // The cockpit's tabs: Sideline, Media Days, Statements of Work.
  {
    path: eventPaths.list,
    handle,
    lazy: lazyPage(listPage, (m) => m.SidelineListPage),
  },
  {
    path: eventPaths.mediaDays,
    handle: { ...handle, title: 'Media Days' },
    lazy: lazyPage(listPage, (m) => m.MediaDayListPage),
  },
  {
    path: eventPaths.statementsOfWork,
    handle: { ...sowHandle, title: 'Statements of Work' },
    lazy: lazyPage(sowListPage, (m) => m.SowListPage),
  },
  { path: eventPaths.add, handle, lazy: lazyPage(formPage, (m) => m.EventFormPage) },
  {
    path: eventPaths.edit(':eventId'),
    handle,
    lazy: lazyPage(formPage, (m) => m.EventFormPage),
  },
  {
    path: eventPaths.addMediaDay,
    handle: { ...handle, title: 'Add media day' },
    lazy: lazyPage(formPage, (m) => m.MediaDayFormPage),
  },
  {
    path: eventPaths.editMediaDay(':eventId'),
    handle: { ...handle, title: 'Edit media day' },
    lazy: lazyPage(formPage, (m) => m.MediaDayFormPage),
  },
  {
    path: eventPaths.addSow,
    handle: { ...sowHandle, title: 'Add Statement of Work' },
    lazy: lazyPage(sowFormPage, (m) => m.SowFormPage),
  },
  {
    path: eventPaths.editSow(':sowId'),
    handle: { ...sowHandle, title: 'Edit Statement of Work' },
    lazy: lazyPage(sowFormPage, (m) => m.SowFormPage),
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

/** The assignment e-mail's page: anyone with the link, signed in or not (the app gives it the plain layout). */
export const assignmentLinkRoutes: RouteObject[] = [
  {
    path: eventPaths.assignmentLink,
    handle: { title: 'Assignment' },
    lazy: lazyPage(
      () => import('./assignment-link/AssignmentLinkPage'),
      (m) => m.AssignmentLinkPage,
    ),
  },
];
