import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Sow, SowRow } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { events, schoolDistricts, statementsOfWork } from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { notFound } from '../../shared/errors.js';
import { qualified } from '../../shared/sql.js';

export const MENU = 'statements-of-work';
export const liveSow = isNull(statementsOfWork.deletedAt);

/** How many live media days were agreed under it. */
export const mediaDayCount = sql<number>`(select count(*) from events e
  where e.statement_of_work_id = ${qualified(statementsOfWork.id)} and e.deleted_at is null)`.mapWith(Number);

/** The columns a row is read with: the Statement of Work, its district's title, its media day count. */
export const rowColumns = { sow: statementsOfWork, districtName: schoolDistricts.title, mediaDays: mediaDayCount };
export const fromSows = <S extends SelectedFields = Record<never, never>>(db: Executor, extra?: S) =>
  db
    .select({ ...rowColumns, ...(extra as S) })
    .from(statementsOfWork)
    .leftJoin(schoolDistricts, eq(schoolDistricts.id, statementsOfWork.schoolDistrictId));

type Read = { sow: typeof statementsOfWork.$inferSelect; districtName: string | null; mediaDays: number };

export const toRow = ({ sow: s, districtName, mediaDays }: Read): SowRow => ({
  id: s.id,
  title: s.title,
  status: s.status,
  startDate: s.startDate,
  endDate: s.endDate,
  agreedOn: s.agreedOn,
  amount: s.amount,
  schoolDistrictId: s.schoolDistrictId,
  schoolDistrictName: s.schoolDistrictId ? districtName : null,
  mediaDayCount: mediaDays,
  createdAt: iso(s.createdAt),
  updatedAt: iso(s.updatedAt),
});

export async function mediaDaysOf(db: Executor, id: number) {
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      startTime: events.startTime,
      endTime: events.endTime,
      status: events.status,
    })
    .from(events)
    .where(and(eq(events.statementOfWorkId, id), isNull(events.deletedAt)))
    .orderBy(asc(events.startTime), asc(events.id));
  return rows.map((r) => ({ ...r, startTime: iso(r.startTime), endTime: iso(r.endTime) }));
}

export async function findSow(db: Executor, id: number): Promise<Sow> {
  const [read] = await fromSows(db).where(and(eq(statementsOfWork.id, id), liveSow));
  if (!read) throw notFound('Statement of Work');
  const s = read.sow;
  return {
    ...toRow(read),
    contractUrl: s.contractUrl,
    contractFileName: s.contractFileName,
    notes: s.notes,
    mediaDays: await mediaDaysOf(db, id),
  };
}

/** What the history records: the fields, the district by title, the media days as one readable list. */
export function auditSnapshot(s: Sow) {
  return {
    title: s.title,
    status: s.status,
    startDate: s.startDate,
    endDate: s.endDate,
    schoolDistrict: s.schoolDistrictName,
    agreedOn: s.agreedOn,
    amount: s.amount,
    contract: s.contractFileName ?? s.contractUrl,
    notes: s.notes,
    mediaDays: s.mediaDays.map((m) => m.title).join('; '),
  };
}
