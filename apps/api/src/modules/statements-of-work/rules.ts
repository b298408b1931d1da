import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isMediaDayType, MEDIA_DAYS_MISSING, mediaDayInOtherSow, DISTRICT_MISSING } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { events, schoolDistricts, statementsOfWork } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { badRequest, conflict } from '../../shared/errors.js';
import { idArray } from '../../shared/sql.js';

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

/**
 * Makes `ids` the media days agreed under the Statement of Work: the others it had leave it, the new ones join.
 * A media day belongs to at most one; one another holds is refused (409 on `mediaDayIds`), never moved silently.
 * The events are locked first, so two Statements of Work claiming one media day at once cannot both win. Each
 * media day whose Statement of Work changes gets that change in its own history.
 */
export async function linkMediaDays(
  tx: Executor,
  sow: { id: number; title: string },
  ids: number[],
  userId: number,
): Promise<void> {
  const wanted = new Set(ids);
  const rows = await tx
    .select({
      id: events.id,
      title: events.title,
      type: events.competitionType,
      deletedAt: events.deletedAt,
      sowId: events.statementOfWorkId,
    })
    .from(events)
    .where(sql`${events.id} = any(${idArray([...wanted])}) or ${events.statementOfWorkId} = ${sow.id}`)
    .orderBy(events.id)
    .for('update');
  const found = new Map(rows.map((r) => [r.id, r]));
  if ([...wanted].some((id) => !found.get(id) || found.get(id)!.deletedAt || !isMediaDayType(found.get(id)!.type)))
    throw badRequest(MEDIA_DAYS_MISSING, { mediaDayIds: MEDIA_DAYS_MISSING });
  const elsewhere = rows.find((r) => wanted.has(r.id) && r.sowId !== null && r.sowId !== sow.id);
  if (elsewhere) {
    const [holder] = await tx
      .select({ title: statementsOfWork.title })
      .from(statementsOfWork)
      .where(eq(statementsOfWork.id, elsewhere.sowId!));
    const message = mediaDayInOtherSow(elsewhere.title, holder?.title ?? 'another Statement of Work');
    throw conflict(message, { mediaDayIds: message });
  }
  const joining = rows.filter((r) => wanted.has(r.id) && r.sowId !== sow.id);
  const leaving = rows.filter((r) => !wanted.has(r.id) && r.sowId === sow.id && !r.deletedAt);
  await setSow(
    tx,
    joining.map((r) => r.id),
    sow.id,
  );
  await setSow(
    tx,
    leaving.map((r) => r.id),
    null,
  );
  for (const r of joining) await mediaDayHistory(tx, r.id, null, sow.title, userId);
  for (const r of leaving) await mediaDayHistory(tx, r.id, sow.title, null, userId);
}

export async function setSow(tx: Executor, eventIds: number[], sowId: number | null) {
  if (eventIds.length)
    await tx
      .update(events)
      .set({ statementOfWorkId: sowId, updatedAt: sql`now()` })
      .where(inArray(events.id, eventIds));
}

/** The media day's own history shows the change ("Statement of Work: — → Plano ISD 2026-27"). */
export const mediaDayHistory = (tx: Executor, id: number, from: string | null, to: string | null, userId: number) =>
  writeHistory(tx, {
    menu: 'events',
    userId,
    itemId: id,
    action: 'update',
    before: { statementOfWork: from },
    after: { statementOfWork: to },
  });
