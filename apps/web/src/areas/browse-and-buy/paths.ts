import type { OutsideSource } from '@phlox/contract';

/** Where the browse-and-buy area lives: its route (index.ts) and every link to it use these. */
export const browseAndBuyPaths = {
  list: '/browse-and-buy',
  /** The list filtered to one event's sales from one source. */
  ofEvent: (eventId: number, source: OutsideSource) => `/browse-and-buy?eventId=${eventId}&source=${source}`,
} as const;
