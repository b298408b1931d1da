import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SowListQuery } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { statementsOfWork } from '../../db/schema/index.js';
import { offsetOf, orderBy, searchAny, toPage, totalOver } from '../../shared/list.js';
import { fromSows, liveSow, toRow } from './detail.js';

const SORT_COLUMNS = {
  id: statementsOfWork.id,
  title: statementsOfWork.title,
  status: statementsOfWork.status,
  agreedOn: statementsOfWork.agreedOn,
  startDate: statementsOfWork.startDate,
  // No amount sorts as the smallest: last when the largest come first.
  amount: sql`coalesce(${statementsOfWork.amount}, -1)`,
  createdAt: statementsOfWork.createdAt,
};

/** Latest timeline first by default; a few hundred a year, so one query with the count over the filter. */
export async function listSows(db: Db, q: SowListQuery) {
  const where = and(
    liveSow,
    searchAny(q.q, [statementsOfWork.title]),
    q.status ? eq(statementsOfWork.status, q.status) : undefined,
    q.schoolDistrictId ? eq(statementsOfWork.schoolDistrictId, q.schoolDistrictId) : undefined,
  );
  const rows = await fromSows(db, { total: totalOver() })
    .where(where)
    .orderBy(...orderBy(q.sort, SORT_COLUMNS, [desc(statementsOfWork.startDate)], statementsOfWork.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const page = await toPage(
    rows,
    q,
    async () => (await db.select({ n: count() }).from(statementsOfWork).where(where))[0].n,
  );
  return { data: page.rows.map(toRow), meta: page.meta };
}
