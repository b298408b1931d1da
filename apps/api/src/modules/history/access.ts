import { moduleOfMenu, tierAllows, type AuthUser, type HistoryMenu } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { forbidden } from '../../shared/errors.js';
import { assertCanSee, isScopedPhotographer } from '../events/scope.js';
import { payoutScope } from '../payouts/scope.js';

/** Event fields that carry other people's pay or the event's sales: a photographer's view leaves them out. */
const EVENT_PAY_FIELDS = ['photographers', 'manualSales'];

/**
 * History is read through the item it belongs to: the caller must be allowed to read that item, row scoping
 * included. Returns the fields whose entries (and snapshot keys) the caller may not see.
 */
export async function historyAccess(db: Executor, user: AuthUser, menu: HistoryMenu, itemId: number) {
  if (!tierAllows(user.permissions[moduleOfMenu(menu)], 'view')) throw forbidden();
  if (menu === 'events') {
    await assertCanSee(db, itemId, user);
    return new Set(isScopedPhotographer(user) ? EVENT_PAY_FIELDS : []);
  }
  // Payout history is every payee's split, the platform fee and settlements: only who sees all payouts.
  if (menu === 'payouts' && payoutScope(user) !== null)
    throw forbidden('The payout history is for staff: your own pay is on the payouts page');
  return new Set<string>();
}

/** A create/delete snapshot (JSON of the item's fields) without the hidden keys. */
export function withoutFields(json: string | null, hidden: Set<string>): string | null {
  if (json === null || hidden.size === 0) return json;
  try {
    const snapshot = JSON.parse(json) as Record<string, unknown>;
    for (const key of hidden) delete snapshot[key];
    return JSON.stringify(snapshot);
  } catch {
    return json;
  }
}
