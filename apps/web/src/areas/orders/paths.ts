import type { OrderSource } from '@phlox/contract';

/** Where the orders area lives: its routes (index.ts) and every link to it use these. */
export const orderPaths = {
  list: '/orders',
  edit: (id: number | string) => `/orders/edit-order/${id}`,
  /** The list filtered to one event's orders from one source. */
  ofEvent: (eventId: number, source: OrderSource) => `/orders?eventId=${eventId}&source=${source}`,
} as const;
