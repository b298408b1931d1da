import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  promotionDatesIssue,
  type Promotion,
  type PromotionInput,
  type PromotionListQuery,
  type PromotionUpdate,
} from '@phlox/contract';
import type { Db, Executor, Tx } from '../../../db/client.js';
import { coupons, images, promotions } from '../../../db/schema/index.js';
import { writeHistory } from '../../../shared/audit.js';
import { qualified } from '../../../shared/sql.js';
import { iso } from '../../../shared/dates.js';
import { insertImages, softDeleteImages } from '../../../shared/images.js';
import { badRequest, notFound, assertFresh } from '../../../shared/errors.js';
import { refuseIfUsed } from '../../../shared/in-use.js';
import { offsetOf, orderBy, searchAny, toPage, totalOver } from '../../../shared/list.js';
import { assertFree, guardUnique, sameName, taken } from '../../../shared/unique.js';

/** A history menu of its own (SUB_MENUS): promotion ids must not mix with coupon ids. */
const MENU = 'promotions';
type Row = typeof promotions.$inferSelect;

const live = isNull(promotions.deletedAt);
const couponCount =
  sql<number>`(select count(*) from ${coupons} where ${coupons.promotionId} = ${qualified(promotions.id)} and ${coupons.deletedAt} is null)`.mapWith(
    Number,
  );
const columns = { row: promotions, imageUrl: images.imgUrl, couponCount };

/** A promotion's title is its name: unique among live promotions, ignoring case (docs/decisions.md). */
const duplicateTitle = (title: string) => taken('title', `A promotion named “${title}” already exists.`);
const guardTitle = <T>(title: string | undefined, write: () => Promise<T>) =>
  guardUnique({ promotions_title_unique: () => duplicateTitle(title ?? '') }, write);

async function assertTitleFree(db: Executor, title: string, exceptId?: number) {
  await assertFree(
    db,
    promotions,
    promotions.title,
    and(live, sameName(promotions.title, title), exceptId ? ne(promotions.id, exceptId) : undefined),
    duplicateTitle,
  );
}

export const toPromotion = (r: Row, imageUrl: string | null, n: number): Promotion => ({
  id: r.id,
  title: r.title,
  description: r.description,
  startDate: r.startDate,
  endDate: r.endDate,
  shortName: r.shortName,
  imageUrl,
  couponCount: n,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

export async function listPromotions(db: Db, q: PromotionListQuery) {
  const where = and(live, searchAny(q.q, [promotions.title, promotions.shortName]));
  const rows = await db
    .select({ ...columns, total: totalOver() })
    .from(promotions)
    .leftJoin(images, eq(images.id, promotions.imageId))
    .where(where)
    .orderBy(
      ...orderBy(
        q.sort,
        { title: promotions.title, startDate: promotions.startDate, createdAt: promotions.createdAt },
        // Newest first; promotions without dates after the dated ones.
        [sql`${promotions.startDate} desc nulls last`],
        promotions.id,
      ),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const page = await toPage(rows, q, async () => (await db.select({ n: count() }).from(promotions).where(where))[0].n);
  return { data: page.rows.map((r) => toPromotion(r.row, r.imageUrl, r.couponCount)), meta: page.meta };
}

export async function getPromotion(db: Executor, id: number): Promise<Promotion> {
  const [hit] = await db
    .select(columns)
    .from(promotions)
    .leftJoin(images, eq(images.id, promotions.imageId))
    .where(and(eq(promotions.id, id), live));
  if (!hit) throw notFound('Promotion');
  return toPromotion(hit.row, hit.imageUrl, hit.couponCount);
}

/** The image link becomes an `images` row (spec data model); null removes the image, undefined keeps it. */
async function imageIdFor(tx: Tx, url: string | null | undefined, title: string, currentId: number | null) {
  if (url === undefined) return currentId;
  if (currentId) {
    const [current] = await tx.select({ url: images.imgUrl }).from(images).where(eq(images.id, currentId));
    if (current?.url === url) return currentId;
    await softDeleteImages(tx, [currentId]);
  }
  if (url === null) return null;
  const [id] = await insertImages(tx, [{ url, title, alt: title }]);
  return id;
}

export async function createPromotion(db: Db, input: PromotionInput, userId: number) {
  return guardTitle(input.title, () =>
    db.transaction(async (tx) => {
      await assertTitleFree(tx, input.title);
      const { imageUrl, ...fields } = input;
      const imageId = await imageIdFor(tx, imageUrl, input.title, null);
      const [row] = await tx
        .insert(promotions)
        .values({ ...fields, imageId })
        .returning();
      await writeHistory(tx, { menu: MENU, userId, itemId: row.id, action: 'create', after: { ...row, imageUrl } });
      return getPromotion(tx, row.id);
    }),
  );
}

export async function updatePromotion(db: Db, id: number, input: PromotionUpdate, userId: number) {
  const { updatedAt, imageUrl, ...changes } = input;
  return guardTitle(changes.title, () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(promotions)
        .where(and(eq(promotions.id, id), live))
        .for('update');
      if (!before) throw notFound('Promotion');
      assertFresh(updatedAt, before.updatedAt, 'promotion');
      const issue = promotionDatesIssue({ ...before, ...changes });
      if (issue) throw badRequest(issue, { endDate: issue });
      if (changes.title !== undefined) await assertTitleFree(tx, changes.title, id);
      const imageId = await imageIdFor(tx, imageUrl, changes.title ?? before.title, before.imageId);
      const [after] = await tx
        .update(promotions)
        .set({ ...changes, imageId, updatedAt: sql`now()` })
        .where(eq(promotions.id, id))
        .returning();
      await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'update', before, after });
      return getPromotion(tx, id);
    }),
  );
}

/** Refused (422 naming them) while live coupons belong to the promotion: they would lose it unnoticed. */
export async function deletePromotion(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, id), live))
      .for('update');
    if (!before) throw notFound('Promotion');
    await refuseIfUsed(tx, before.title, [
      {
        noun: ['coupon', 'coupons'],
        rows: sql`select c.code as name from coupons c where c.promotion_id = ${id} and c.deleted_at is null`,
      },
    ]);
    await tx
      .update(promotions)
      .set({ deletedAt: sql`now()` })
      .where(eq(promotions.id, id));
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before });
  });
}
