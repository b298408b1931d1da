import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { BundleListItem, BundleListQuery } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import {
  eventCategories,
  levels,
  organizations,
  seasonPass as sp,
  seasonPassEvents,
  seasonPassProducts,
} from '../../db/schema/index.js';
import { iso, isoOrNull } from '../../shared/dates.js';
import { offsetOf, orderBy, searchAny, toPage, totalOver } from '../../shared/list.js';
import { qualified } from '../../shared/sql.js';
import { liveBundle } from './detail.js';

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/** The bundles list: filters and sorts on indexed columns, counts from correlated sub-queries on indexed links. */
export async function listBundles(db: Db, q: BundleListQuery) {
  const where = and(
    liveBundle,
    searchAny(q.q, [sp.name]),
    q.status ? eq(sp.status, q.status) : undefined,
    q.academicYear ? eq(sp.academicYear, q.academicYear) : undefined,
    q.organizationId ? eq(sp.organizationId, q.organizationId) : undefined,
    q.categoryId ? eq(sp.eventCategoryId, q.categoryId) : undefined,
    q.levelId ? eq(sp.levelId, q.levelId) : undefined,
    q.gender ? eq(sp.gender, q.gender) : undefined,
  );
  const passId = qualified(sp.id);
  const eventCount = sql<number>`(select count(*) from ${seasonPassEvents} e
    where e.season_pass_id = ${passId} and e.deleted_at is null and e.status)`.mapWith(Number);
  const productCount = sql<number>`(select count(*) from ${seasonPassProducts} p
    where p.season_pass_id = ${passId} and p.deleted_at is null)`.mapWith(Number);
  const rows = await db
    .select({
      row: sp,
      levelName: levels.name,
      categoryName: eventCategories.category,
      organizationName: organizations.name,
      eventCount,
      productCount,
      total: totalOver(),
    })
    .from(sp)
    .leftJoin(levels, eq(levels.id, sp.levelId))
    .leftJoin(eventCategories, eq(eventCategories.id, sp.eventCategoryId))
    .leftJoin(organizations, eq(organizations.id, sp.organizationId))
    .where(where)
    .orderBy(
      ...orderBy(
        q.sort,
        {
          name: sp.name,
          status: sp.status,
          academicYear: sp.academicYear,
          startDate: sp.startDate,
          totalPrice: sp.totalPrice,
          createdAt: sp.createdAt,
          updatedAt: sp.updatedAt,
        },
        [desc(sp.startDate)],
        sp.id,
      ),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const page = await toPage(rows, q, async () => (await db.select({ n: count() }).from(sp).where(where))[0].n);
  return {
    data: page.rows.map((r): BundleListItem => ({
      id: r.row.id,
      name: r.row.name,
      status: r.row.status,
      academicYear: r.row.academicYear,
      gender: r.row.gender,
      price: r.row.price,
      discount: r.row.discount,
      totalPrice: r.row.totalPrice,
      startDate: isoOrNull(r.row.startDate),
      endDate: isoOrNull(r.row.endDate),
      expiryDate: isoOrNull(r.row.expiryDate),
      level: ref(r.row.levelId, r.levelName),
      category: ref(r.row.eventCategoryId, r.categoryName),
      organization: ref(r.row.organizationId, r.organizationName),
      eventCount: r.eventCount,
      productCount: r.productCount,
      createdAt: iso(r.row.createdAt),
      updatedAt: iso(r.row.updatedAt),
    })),
    meta: page.meta,
  };
}
