import { moduleOfMenu, tierAllows, type AuthUser, type HistoryMenu } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { forbidden } from '../../shared/errors.js';
import { assertCanSee, auditWithoutPay, isScopedPhotographer } from '../events/index.js';
import { payoutScope } from '../payouts/index.js';

/** The event's offline sales, a line of its sales: a photographer's view leaves the field out. */
const EVENT_SALES_FIELDS = ['manualSales'];
const asIs = (v: string | null) => v;

/**
 * History is read through the item it belongs to: the caller must be allowed to read that item, row scoping
 * included. Returns the fields whose entries (and snapshot keys) the caller may not see, and how to take the
 * pay out of the values it may see.
 */
export async function historyAccess(
  db: Executor,
  user: AuthUser,
  menu: HistoryMenu,
  itemId: number,
): Promise<{ hidden: Set<string>; redact: (value: string | null) => string | null }> {
  if (!tierAllows(user.permissions[moduleOfMenu(menu)], 'view')) throw forbidden();
  if (menu === 'events') {
    await assertCanSee(db, itemId, user);
    // The crew lines stay (who worked the event), without anyone's pay.
    if (isScopedPhotographer(user)) return { hidden: new Set(EVENT_SALES_FIELDS), redact: auditWithoutPay };
    return { hidden: new Set(), redact: asIs };
  }
  // A Statement of Work (its amount, its contract) is staff data, like its routes (staffOnly).
  if (menu === 'statements-of-work' && isScopedPhotographer(user)) throw forbidden();
  // Payout history is every payee's split, the platform fee and settlements: only who sees all payouts.
  if (menu === 'payouts' && payoutScope(user) !== null)
    throw forbidden('The payout history is for staff: your own pay is on the payouts page');
  return { hidden: new Set(), redact: asIs };
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
