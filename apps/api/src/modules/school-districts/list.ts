import { and, asc, count, eq } from 'drizzle-orm';
import type { SchoolDistrictListQuery } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { schoolDistricts } from '../../db/schema/index.js';
import { offsetOf, orderBy, searchAny, toPage, totalOver } from '../../shared/list.js';
import { liveDistrict, schoolCount, toRow } from './detail.js';

const SORT_COLUMNS = {
  title: schoolDistricts.title,
  code: schoolDistricts.code,
  state: schoolDistricts.state,
  status: schoolDistricts.status,
  schoolCount,
  createdAt: schoolDistricts.createdAt,
};

/** Districts are few (hundreds per state): one query with the count over the page's filter. */
export async function listDistricts(db: Db, q: SchoolDistrictListQuery) {
  const where = and(
    liveDistrict,
    searchAny(q.q, [schoolDistricts.title, schoolDistricts.code]),
    q.state ? eq(schoolDistricts.state, q.state) : undefined,
    q.status ? eq(schoolDistricts.status, q.status) : undefined,
  );
  const rows = await db
    .select({ row: schoolDistricts, schools: schoolCount, total: totalOver() })
    .from(schoolDistricts)
    .where(where)
    .orderBy(...orderBy(q.sort, SORT_COLUMNS, [asc(schoolDistricts.title)], schoolDistricts.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const page = await toPage(
    rows,
    q,
    async () => (await db.select({ n: count() }).from(schoolDistricts).where(where))[0].n,
  );
  return { data: page.rows.map((r) => toRow(r.row, r.schools)), meta: page.meta };
}
