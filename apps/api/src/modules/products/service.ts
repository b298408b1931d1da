import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Product, ProductInput, ProductListQuery } from '@phlox/contract';
import type { Db, Executor } from '../../db/client.js';
import { productCategories, products } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { iso } from '../../shared/dates.js';
import { badRequest, notFound, assertFresh } from '../../shared/errors.js';
import { refuseIfUsed, type Use } from '../../shared/in-use.js';
import { offsetOf, orderBy, searchAny, toPage, totalOver } from '../../shared/list.js';
import { assertFree, guardUnique, sameName, taken } from '../../shared/unique.js';

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

/** A product's name is unique among live products, ignoring case (docs/decisions.md). */
const duplicateName = (name: string) => taken('name', `A product named “${name}” already exists.`);
const guardName = <T>(name: string | undefined, write: () => Promise<T>) =>
  guardUnique({ products_name_unique: () => duplicateName(name ?? '') }, write);

async function assertNameFree(db: Executor, name: string, exceptId?: number) {
  await assertFree(
    db,
    products,
    products.name,
    and(live, sameName(products.name, name), exceptId ? ne(products.id, exceptId) : undefined),
    duplicateName,
  );
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
  return guardName(input.name, () =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      await assertCategoryExists(tx, input.productCategoryId);
      const [row] = await tx.insert(products).values(input).returning();
      await writeHistory(tx, { menu: MENU, userId, itemId: row.id, action: 'create', after: row });
      return getProduct(tx, row.id);
    }),
  );
}

export async function updateProduct(
  db: Db,
  id: number,
  input: Partial<ProductInput> & { updatedAt?: string },
  userId: number,
) {
  const { updatedAt, ...changes } = input;
  return guardName(changes.name, () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(products)
        .where(and(eq(products.id, id), live))
        .for('update');
      if (!before) throw notFound('Product');
      assertFresh(updatedAt, before.updatedAt, 'product');
      if (changes.name !== undefined) await assertNameFree(tx, changes.name, id);
      if (changes.productCategoryId !== undefined) await assertCategoryExists(tx, changes.productCategoryId);
      const [after] = await tx
        .update(products)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(products.id, id))
        .returning();
      await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'update', before, after });
      return getProduct(tx, id);
    }),
  );
}

/** Live events and bundles (season passes) that sell the product: they block its deletion. */
const usesOf = (id: number): Use[] => [
  {
    noun: ['event', 'events'],
    rows: sql`select e.title as name from events e
      where e.deleted_at is null and exists (
        select 1 from event_products ep where ep.event_id = e.id and ep.product_id = ${id} and ep.deleted_at is null)`,
  },
  {
    noun: ['bundle', 'bundles'],
    rows: sql`select s.name from season_pass s
      where s.deleted_at is null and exists (
        select 1 from season_pass_products sp
         where sp.season_pass_id = s.id and sp.product_id = ${id} and sp.deleted_at is null)`,
  },
];

export async function deleteProduct(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, id), live))
      .for('update');
    if (!before) throw notFound('Product');
    await refuseIfUsed(tx, before.name, usesOf(id));
    await tx
      .update(products)
      .set({ deletedAt: sql`now()` })
      .where(eq(products.id, id));
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before });
  });
}
