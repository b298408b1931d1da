import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CategoryListItem, CategoryListQuery } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { eventCategories as c, eventCategoryImages, eventCategoryQuestions, images } from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { offsetOf, orderBy, searchAny, toPage, totalOver } from '../../shared/list.js';
import { liveCategory } from './detail.js';

const parent = alias(c, 'parent_category');

/**
 * The categories list, tree-aware: by default each group is followed by its sports (ordered by the group's
 * name, then group first, then name). Counts come from correlated sub-queries on indexed child tables.
 */
export async function listCategories(db: Db, q: CategoryListQuery) {
  const where = and(
    liveCategory,
    searchAny(q.q, [c.category, c.slug]),
    q.parentId === 'root' ? isNull(c.parentId) : q.parentId ? eq(c.parentId, q.parentId) : undefined,
  );
  const questionCount = sql<number>`(select count(*) from ${eventCategoryQuestions} q
    where q.event_category_id = ${c.id} and q.deleted_at is null)`.mapWith(Number);
  const childCount = sql<number>`(select count(*) from ${c} ch
    where ch.parent_id = ${c.id} and ch.deleted_at is null)`.mapWith(Number);
  const imageUrl = sql<string | null>`(select i.img_url from ${eventCategoryImages} ci
    join ${images} i on i.id = ci.image_id
    where ci.event_category_id = ${c.id} and ci.deleted_at is null
    order by ci.primary_image desc, ci.id limit 1)`;
  const treeOrder = [
    asc(sql`lower(coalesce(${parent.category}, ${c.category}))`),
    asc(sql`coalesce(${c.parentId}, ${c.id})`),
    asc(sql`${c.parentId} is not null`),
    asc(sql`lower(${c.category})`),
  ];
  const rows = await db
    .select({
      row: c,
      parentName: parent.category,
      questionCount,
      childCount,
      imageUrl,
      total: totalOver(),
    })
    .from(c)
    .leftJoin(parent, eq(parent.id, c.parentId))
    .where(where)
    .orderBy(
      ...orderBy(
        q.sort,
        { name: c.category, slug: c.slug, createdAt: c.createdAt, updatedAt: c.updatedAt },
        treeOrder,
        c.id,
      ),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const page = await toPage(rows, q, async () => (await db.select({ n: count() }).from(c).where(where))[0].n);
  return {
    data: page.rows.map((r): CategoryListItem => ({
      id: r.row.id,
      name: r.row.category,
      slug: r.row.slug,
      parent: r.row.parentId !== null && r.parentName !== null ? { id: r.row.parentId, name: r.parentName } : null,
      childCount: r.childCount,
      questionCount: r.questionCount,
      imageUrl: r.imageUrl,
      createdAt: iso(r.row.createdAt),
      updatedAt: iso(r.row.updatedAt),
    })),
    meta: page.meta,
  };
}
