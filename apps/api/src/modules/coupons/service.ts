import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  couponTermsIssues,
  type Coupon,
  type CouponInput,
  type CouponListQuery,
  type CouponState,
  type CouponUpdate,
} from '@phlox/contract';
import type { Db, Executor } from '../../db/client.js';
import { coupons, promotions } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { iso, isoOrNull } from '../../shared/dates.js';
import { badRequest, conflict, notFound, assertFresh } from '../../shared/errors.js';
import { guardUnique } from '../../shared/unique.js';
import { offsetOf, orderBy, searchAny, toPage, totalOver } from '../../shared/list.js';
import { couponStatePredicates, couponStateSql } from './state.js';

const MENU = 'coupons';
type Row = typeof coupons.$inferSelect;
type PromotionRef = { id: number; title: string } | null;

export const toCoupon = (r: Row, promotion: PromotionRef, state: CouponState): Coupon => ({
  id: r.id,
  promotionId: r.promotionId,
  promotion,
  couponType: r.couponType,
  name: r.name,
  code: r.code,
  amount: r.amount,
  maxAmount: r.maxAmount,
  startDate: isoOrNull(r.startDate),
  expiryDate: isoOrNull(r.expiryDate),
  status: r.status,
  description: r.description,
  couponUsageType: r.couponUsageType,
  couponUsageLimit: r.couponUsageLimit,
  noOfTimesCouponApplied: r.noOfTimesCouponApplied,
  state,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

const live = isNull(coupons.deletedAt);
const promotionRef = { id: promotions.id, title: promotions.title };
const promotionJoin = and(eq(promotions.id, coupons.promotionId), isNull(promotions.deletedAt));
const duplicateCode = () =>
  conflict('A coupon with this code already exists', { code: 'A coupon with this code already exists' });

async function assertCodeFree(db: Executor, code: string, exceptId?: number) {
  const [hit] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(live, sql`lower(${coupons.code}) = lower(${code})`, exceptId ? ne(coupons.id, exceptId) : undefined));
  if (hit) throw duplicateCode();
}

async function assertPromotionExists(db: Executor, id: number | null | undefined) {
  if (!id) return;
  const [hit] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.id, id), isNull(promotions.deletedAt)))
    // Holds off a concurrent delete, which re-checks its users, until this transaction ends.
    .for('share');
  if (!hit) throw badRequest('Choose an existing promotion', { promotionId: 'Choose an existing promotion' });
}

/** The unique index is the real guard when two admins save at once: its loser gets the check's answer. */
const translateUnique = <T>(write: () => Promise<T>) => guardUnique({ coupons_code_unique: duplicateCode }, write);

/** Column values from the API's fields: instants become Dates, and terms that do not apply are cleared. */
function toColumns<T extends Partial<CouponInput>>(c: T, merged: { couponType: string; couponUsageType: string }) {
  const { startDate, expiryDate, ...rest } = c;
  return {
    ...rest,
    ...(startDate !== undefined ? { startDate: new Date(startDate) } : {}),
    ...(expiryDate !== undefined ? { expiryDate: new Date(expiryDate) } : {}),
    ...(merged.couponType === 'flat' ? { maxAmount: null } : {}),
    ...(merged.couponUsageType === 'unlimited' ? { couponUsageLimit: null } : {}),
  };
}

export async function listCoupons(db: Db, q: CouponListQuery) {
  const where = and(
    live,
    searchAny(q.q, [coupons.name, coupons.code]),
    q.state ? couponStatePredicates()[q.state] : undefined,
    q.couponType ? eq(coupons.couponType, q.couponType) : undefined,
    q.promotionId ? eq(coupons.promotionId, q.promotionId) : undefined,
  );
  const rows = await db
    .select({ row: coupons, promotion: promotionRef, state: couponStateSql(), total: totalOver() })
    .from(coupons)
    .leftJoin(promotions, promotionJoin)
    .where(where)
    .orderBy(
      ...orderBy(
        q.sort,
        { code: coupons.code, name: coupons.name, expiryDate: coupons.expiryDate, createdAt: coupons.createdAt },
        [desc(coupons.createdAt)],
        coupons.id,
      ),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const page = await toPage(rows, q, async () => (await db.select({ n: count() }).from(coupons).where(where))[0].n);
  return { data: page.rows.map((r) => toCoupon(r.row, r.promotion, r.state)), meta: page.meta };
}

export async function getCoupon(db: Executor, id: number): Promise<Coupon> {
  const [hit] = await db
    .select({ row: coupons, promotion: promotionRef, state: couponStateSql() })
    .from(coupons)
    .leftJoin(promotions, promotionJoin)
    .where(and(eq(coupons.id, id), live));
  if (!hit) throw notFound('Coupon');
  return toCoupon(hit.row, hit.promotion, hit.state);
}

export async function createCoupon(db: Db, input: CouponInput, userId: number) {
  return translateUnique(() =>
    db.transaction(async (tx) => {
      await assertCodeFree(tx, input.code);
      await assertPromotionExists(tx, input.promotionId);
      const [row] = await tx.insert(coupons).values(toColumns(input, input)).returning();
      await writeHistory(tx, { menu: MENU, userId, itemId: row.id, action: 'create', after: row });
      return getCoupon(tx, row.id);
    }),
  );
}

export async function updateCoupon(db: Db, id: number, input: CouponUpdate, userId: number) {
  const { updatedAt, ...changes } = input;
  return translateUnique(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(coupons)
        .where(and(eq(coupons.id, id), live))
        .for('update');
      if (!before) throw notFound('Coupon');
      assertFresh(updatedAt, before.updatedAt, 'coupon');
      // The rules between fields hold for the coupon as it will be, not just for the fields sent.
      const merged = { ...before, ...changes };
      const issues = couponTermsIssues(merged);
      if (Object.keys(issues).length) throw badRequest(Object.values(issues)[0], issues);
      if (changes.code !== undefined) await assertCodeFree(tx, changes.code, id);
      if (changes.promotionId !== undefined) await assertPromotionExists(tx, changes.promotionId);
      const [after] = await tx
        .update(coupons)
        .set({ ...toColumns(changes, merged), updatedAt: sql`now()` })
        .where(eq(coupons.id, id))
        .returning();
      await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'update', before, after });
      return getCoupon(tx, id);
    }),
  );
}

/** Soft delete: orders that used the coupon keep pointing at it; the code can be reused afterwards. */
export async function deleteCoupon(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .update(coupons)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(coupons.id, id), live))
      .returning();
    if (!before) throw notFound('Coupon');
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before });
  });
}
