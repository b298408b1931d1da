/** Where the events area lives: its routes (index.ts) and every link to it use these. */
export const eventPaths = {
  list: '/events',
  add: '/events/add-event',
  edit: (id: number | string) => `/events/edit-event/${id}`,
  view: (id: number | string) => `/events/view-event/${id}`,
  /** The list filtered to the events linked to one organization. */
  ofOrganization: (organizationId: number) => `/events?organizationId=${organizationId}`,
} as const;
