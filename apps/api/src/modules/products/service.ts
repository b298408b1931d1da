import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Product, ProductInput, ProductListQuery } from '@phlox/contract';
import type { Db, Executor } from '../../db/client.js';
import {
  eventProducts,
  events,
  productCategories,
  products,
  seasonPass,
  seasonPassProducts,
} from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { iso } from '../../shared/dates.js';
import { badRequest, businessRule, notFound, staleUpdate } from '../../shared/errors.js';
import { offsetOf, orderBy, searchAny, toPage, totalOver } from '../../shared/list.js';

const MENU = 'products';
type Row = typeof products.$inferSelect;
type CategoryRef = { id: number; name: string } | null;

export const toProduct = (r: Row, category: CategoryRef): Product => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price: r.price,
  productCategoryId: r.productCategoryId,
  productCategory: category,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

const live = isNull(products.deletedAt);
const categoryRef = { id: productCategories.id, name: productCategories.name };
// A soft-deleted category no longer names its products.
const categoryJoin = and(eq(productCategories.id, products.productCategoryId), isNull(productCategories.deletedAt));

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

async function assertCategoryExists(db: Executor, id: number) {
  const [hit] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(eq(productCategories.id, id), isNull(productCategories.deletedAt)))
    // Holds off a concurrent delete, which re-checks its users, until this transaction ends.
    .for('share');
  if (!hit)
    throw badRequest('Choose an existing product category', {
      productCategoryId: 'Choose an existing product category',
    });
}

export async function listProducts(db: Db, q: ProductListQuery) {
  const where = and(
    live,
    searchAny(q.q, [products.name]),
    q.productCategoryId ? eq(products.productCategoryId, q.productCategoryId) : undefined,
  );
  const rows = await db
    .select({ row: products, category: categoryRef, total: totalOver() })
    .from(products)
    .leftJoin(productCategories, categoryJoin)
    .where(where)
    .orderBy(
      ...orderBy(
        q.sort,
        { name: products.name, price: products.price, createdAt: products.createdAt },
        [asc(products.name)],
        products.id,
      ),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const page = await toPage(rows, q, async () => (await db.select({ n: count() }).from(products).where(where))[0].n);
  return { data: page.rows.map((r) => toProduct(r.row, r.category)), meta: page.meta };
}

export async function getProduct(db: Executor, id: number): Promise<Product> {
  const [hit] = await db
    .select({ row: products, category: categoryRef })
    .from(products)
    .leftJoin(productCategories, categoryJoin)
    .where(and(eq(products.id, id), live));
  if (!hit) throw notFound('Product');
  return toProduct(hit.row, hit.category);
}

export async function createProduct(db: Db, input: ProductInput, userId: number) {
  return db.transaction(async (tx) => {
    await assertCategoryExists(tx, input.productCategoryId);
    const [row] = await tx.insert(products).values(input).returning();
    await writeHistory(tx, { menu: MENU, userId, itemId: row.id, action: 'create', after: row });
    return getProduct(tx, row.id);
  });
}

export async function updateProduct(
  db: Db,
  id: number,
  input: Partial<ProductInput> & { updatedAt?: string },
  userId: number,
) {
  const { updatedAt, ...changes } = input;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, id), live))
      .for('update');
    if (!before) throw notFound('Product');
    if (updatedAt && new Date(updatedAt).getTime() !== before.updatedAt.getTime()) throw staleUpdate('product');
    if (changes.productCategoryId !== undefined) await assertCategoryExists(tx, changes.productCategoryId);
    const [after] = await tx
      .update(products)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(products.id, id))
      .returning();
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'update', before, after });
    return getProduct(tx, id);
  });
}

/** Live events and season passes that sell the product (docs/decisions.md: those block its deletion). */
async function usage(db: Executor, id: number) {
  const [ev] = await db
    .select({ n: sql<number>`count(distinct ${eventProducts.eventId})`.mapWith(Number) })
    .from(eventProducts)
    .innerJoin(events, and(eq(events.id, eventProducts.eventId), isNull(events.deletedAt)))
    .where(and(eq(eventProducts.productId, id), isNull(eventProducts.deletedAt)));
  const [sp] = await db
    .select({ n: sql<number>`count(distinct ${seasonPassProducts.seasonPassId})`.mapWith(Number) })
    .from(seasonPassProducts)
    .innerJoin(seasonPass, and(eq(seasonPass.id, seasonPassProducts.seasonPassId), isNull(seasonPass.deletedAt)))
    .where(and(eq(seasonPassProducts.productId, id), isNull(seasonPassProducts.deletedAt)));
  return { events: ev.n, seasonPasses: sp.n };
}

export async function deleteProduct(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, id), live))
      .for('update');
    if (!before) throw notFound('Product');
    const used = await usage(tx, id);
    if (used.events || used.seasonPasses) {
      const where = [
        used.events ? plural(used.events, 'event', 'events') : '',
        used.seasonPasses ? plural(used.seasonPasses, 'season pass', 'season passes') : '',
      ]
        .filter(Boolean)
        .join(' and ');
      throw businessRule(`“${before.name}” is sold by ${where}. Remove it from them before deleting it.`);
    }
    await tx
      .update(products)
      .set({ deletedAt: sql`now()` })
      .where(eq(products.id, id));
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before });
  });
}
