import type { PayeeRole } from '@phlox/contract';

/** Where the payouts area lives: its routes (index.ts) and every link to it use these. */
export const payoutPaths = {
  list: '/payout',
  history: '/payout/view-history',
  /** The history filtered to one payee's settlements. */
  payeeHistory: (payeeRole: PayeeRole, payeeId: number) =>
    `/payout/view-history?payeeRole=${payeeRole}&payeeId=${payeeId}`,
  /** One settlement. */
  settlement: (id: number | string) => `/payout/view-individual-history/${id}`,
  /** One event's payout. */
  view: (eventId: number | string) => `/payout/view-payout/${eventId}`,
} as const;
