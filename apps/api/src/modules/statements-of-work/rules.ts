import { and, eq, isNull, sql } from 'drizzle-orm';
import { DISTRICT_MISSING, MEDIA_DAYS_MISSING, mediaDayInOtherSow, TYPES_OF_KIND } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { events, schoolDistricts, statementsOfWork } from '../../db/schema/index.js';
import type { ClaimKind } from '../../shared/claims.js';
import { badRequest } from '../../shared/errors.js';
import { sqlList } from '../../shared/sql.js';

/** The district must be live; locked so it cannot be deleted before this save ends. */
export async function assertDistrictLive(tx: Executor, districtId: number | null | undefined) {
  if (!districtId) return;
  const [d] = await tx
    .select({ id: schoolDistricts.id })
    .from(schoolDistricts)
    .where(and(eq(schoolDistricts.id, districtId), isNull(schoolDistricts.deletedAt)))
    .for('key share');
  if (!d) throw badRequest(DISTRICT_MISSING, { schoolDistrictId: DISTRICT_MISSING });
}

/** A Statement of Work's media days: live events of a media-day type, each under at most one. */
export const MEDIA_DAYS: ClaimKind = {
  table: events,
  id: events.id,
  parent: events.statementOfWorkId,
  name: events.title,
  deletedAt: events.deletedAt,
  eligible: sql`${events.competitionType} in (${sqlList(TYPES_OF_KIND['media-days'])})`,
  field: 'mediaDayIds',
  missing: MEDIA_DAYS_MISSING,
  heldElsewhere: (mediaDay, sow) => mediaDayInOtherSow(mediaDay, sow),
  holderTitle: async (tx, id) =>
    (await tx.select({ title: statementsOfWork.title }).from(statementsOfWork).where(eq(statementsOfWork.id, id)))[0]
      ?.title ?? 'another Statement of Work',
  history: { menu: 'events', field: 'statementOfWork' },
};
