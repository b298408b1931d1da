import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { TYPES_OF_KIND, type MediaDayOption, type SowOption } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { events, statementsOfWork } from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { foldedLike, likePattern } from '../../shared/list.js';
import { sqlList } from '../../shared/sql.js';
import { liveSow } from './detail.js';

/** Every live Statement of Work, for the media day form's picker (newest first). */
export async function sowOptions(db: Db): Promise<SowOption[]> {
  return db
    .select({ id: statementsOfWork.id, title: statementsOfWork.title, status: statementsOfWork.status })
    .from(statementsOfWork)
    .where(liveSow)
    .orderBy(desc(statementsOfWork.startDate), asc(statementsOfWork.id));
}

const MEDIA_DAY_OPTIONS = 50;

/**
 * Media days to link, matching the typed title, each with the Statement of Work that already has it (the form
 * shows those as taken). The one being edited has its own first; then the soonest.
 */
export async function mediaDayOptions(db: Db, q: string | undefined, sowId?: number): Promise<MediaDayOption[]> {
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      startTime: events.startTime,
      endTime: events.endTime,
      status: events.status,
      statementOfWorkId: events.statementOfWorkId,
      statementOfWorkTitle: statementsOfWork.title,
    })
    .from(events)
    .leftJoin(statementsOfWork, eq(statementsOfWork.id, events.statementOfWorkId))
    .where(
      and(
        isNull(events.deletedAt),
        sql`${events.competitionType} in (${sqlList(TYPES_OF_KIND['media-days'])})`,
        q ? foldedLike(events.title, likePattern(q)) : undefined,
      ),
    )
    .orderBy(
      sowId ? sql`${events.statementOfWorkId} is not distinct from ${sowId} desc` : asc(events.startTime),
      asc(events.startTime),
      asc(events.id),
    )
    .limit(MEDIA_DAY_OPTIONS);
  return rows.map((r) => ({ ...r, startTime: iso(r.startTime), endTime: iso(r.endTime) }));
}
