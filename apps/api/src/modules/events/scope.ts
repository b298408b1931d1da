import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { seesOwnRowsOnly, tierAllows, type AuthUser, type EventDetail } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { eventPhotographers, events } from '../../db/schema/index.js';
import { forbidden } from '../../shared/errors.js';
import { findEvent } from './detail.js';

/**
 * BUSINESS_RULES: a Photographer sees only the events it is assigned to. A user who also manages events (or
 * is an Admin) sees them all.
 */
export function isScopedPhotographer(user: AuthUser): boolean {
  return seesOwnRowsOnly(user, 'events');
}

/** Pay is private: the photographers' rates (the lookups' default charge and commission type) are for those who
 * manage events, who set them on the event form. */
export function seesPhotographerRates(user: AuthUser): boolean {
  return tierAllows(user.permissions.events, 'manage');
}

/**
 * A scoped photographer's view of an event: its own assignment with its pay, the other photographers without
 * any pay field (null), so their charges never leave the server; and no offline sales, a line of the event's
 * sales, which (like total sales) are for staff.
 */
export function withOwnPayOnly(detail: EventDetail, userId: number): EventDetail {
  return {
    ...detail,
    manualSales: [],
    photographers: detail.photographers.map((p) =>
      p.photographerId === userId
        ? p
        : { ...p, commissionType: null, charge: null, percentCharge: null, totalCharge: null },
    ),
  };
}

/** The user id a list is limited to: a scoped photographer's own; undefined for everyone else. */
export function scopeUserId(user: AuthUser): number | undefined {
  return isScopedPhotographer(user) ? user.id : undefined;
}

/** The list's row filter for a scoped photographer: the events assigned to `userId` (a value or a placeholder). */
export function scopeCondition(userId: number | Placeholder): SQL {
  return sql`exists (select 1 from ${eventPhotographers} where ${eventPhotographers.eventId} = ${events.id}
    and ${eventPhotographers.photographerId} = ${userId} and ${eventPhotographers.deletedAt} is null)`;
}

/** 404 when the event does not exist; 403 when a photographer is not assigned to it. */
export async function assertCanSee(db: Executor, id: number, user: AuthUser): Promise<void> {
  await findEvent(db, id);
  if (!isScopedPhotographer(user)) return;
  const [hit] = await db
    .select({ id: eventPhotographers.id })
    .from(eventPhotographers)
    .where(
      and(
        eq(eventPhotographers.eventId, id),
        eq(eventPhotographers.photographerId, user.id),
        isNull(eventPhotographers.deletedAt),
      ),
    )
    .limit(1);
  if (!hit) throw forbidden('You can see only the events you are assigned to');
}
