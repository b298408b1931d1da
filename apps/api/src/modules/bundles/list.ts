import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { BundleListItem, BundleListQuery } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { seasonPass as sp, seasonPassEvents, seasonPassProducts } from '../../db/schema/index.js';
import { iso, isoOrNull } from '../../shared/dates.js';
import { foldedLike, likePattern, offsetOf, orderBy } from '../../shared/list.js';
import { runPrepared } from '../../shared/prepared.js';
import { qualified } from '../../shared/sql.js';
import { liveBundle } from './detail.js';

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/**
 * The bundles list: filters and sorts on indexed columns, names and counts from correlated sub-queries run for
 * the page's rows only. The page and the total are two queries sent together, each built once per shape of
 * filters and sort (shared/prepared.ts); the unfiltered list keeps one cached plan.
 */
export async function listBundles(db: Db, q: BundleListQuery) {
  const values: Record<string, string | number> = {};
  const p = (name: string, value: string | number) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const where = and(
    liveBundle,
    q.q ? foldedLike(sp.name, p('q', likePattern(q.q))) : undefined,
    q.status ? eq(sp.status, p('status', q.status)) : undefined,
    q.academicYear ? eq(sp.academicYear, p('academicYear', q.academicYear)) : undefined,
    q.organizationId ? eq(sp.organizationId, p('organizationId', q.organizationId)) : undefined,
    q.categoryId ? eq(sp.eventCategoryId, p('categoryId', q.categoryId)) : undefined,
    q.levelId ? eq(sp.levelId, p('levelId', q.levelId)) : undefined,
    q.gender ? eq(sp.gender, p('gender', q.gender)) : undefined,
  );
  const key = Object.keys(values).join(',');
  const named = key === '';
  const offset = offsetOf(q);
  const passId = qualified(sp.id);
  const eventCount = sql<number>`(select count(*) from ${seasonPassEvents} e
    where e.season_pass_id = ${passId} and e.deleted_at is null and e.status)`.mapWith(Number);
  const productCount = sql<number>`(select count(*) from ${seasonPassProducts} p
    where p.season_pass_id = ${passId} and p.deleted_at is null)`.mapWith(Number);
  const levelName = sql<string | null>`(select l.name from levels l where l.id = ${qualified(sp.levelId)})`;
  const categoryName = sql<
    string | null
  >`(select c.category from event_categories c where c.id = ${qualified(sp.eventCategoryId)})`;
  const organizationName = sql<
    string | null
  >`(select o.name from organizations o where o.id = ${qualified(sp.organizationId)})`;
  const [rows, [counted]] = await Promise.all([
    runPrepared(
      db,
      `bundles.list|${key}|${q.sort ?? ''}|${q.pageSize}|${offset > 0}`,
      () =>
        db
          .select({ row: sp, levelName, categoryName, organizationName, eventCount, productCount })
          .from(sp)
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
          // The page size is written into the SQL so a generic plan knows it (see events/list.ts).
          .limit(sql.raw(String(Math.trunc(q.pageSize))) as unknown as number)
          .offset(offset > 0 ? sql.placeholder('offset') : 0),
      { ...values, offset },
      named,
    ),
    runPrepared(db, `bundles.count|${key}`, () => db.select({ n: count() }).from(sp).where(where), values, named),
  ]);
  const page = { rows, meta: { page: q.page, pageSize: q.pageSize, total: counted?.n ?? 0 } };
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
