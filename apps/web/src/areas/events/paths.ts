import type { EventListItem } from '@phlox/contract';
import { isMediaDayType } from '@phlox/contract';

/** Where the events area lives: its routes (index.ts) and every link to it use these. */
export const eventPaths = {
  list: '/events',
  add: '/events/add-event',
  edit: (id: number | string) => `/events/edit-event/${id}`,
  view: (id: number | string) => `/events/view-event/${id}`,
  /** The list filtered to the events linked to one organization. */
  ofOrganization: (organizationId: number) => `/events?organizationId=${organizationId}`,
  /** The cockpit's second and third tabs. */
  mediaDays: '/events/media-days',
  addMediaDay: '/events/add-media-day',
  editMediaDay: (id: number | string) => `/events/edit-media-day/${id}`,
  statementsOfWork: '/events/statement-of-work',
  addSow: '/events/add-sow',
  editSow: (id: number | string) => `/events/edit-sow/${id}`,
  /** The assignment e-mail's link (public: signed in or not). */
  assignmentLink: '/assignment',
} as const;

/** A media day opens in its own form; every other event in the event form. */
export const editPathOf = (e: Pick<EventListItem, 'id' | 'competitionType'>) =>
  isMediaDayType(e.competitionType) ? eventPaths.editMediaDay(e.id) : eventPaths.edit(e.id);
