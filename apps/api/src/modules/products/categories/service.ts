import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ProductCategory, ProductCategoryInput, ProductCategoryListQuery } from '@phlox/contract';
import type { Db, Executor } from '../../../db/client.js';
import { productCategories, products } from '../../../db/schema/index.js';
import { writeHistory } from '../../../shared/audit.js';
import { qualified } from '../../../shared/sql.js';
import { iso } from '../../../shared/dates.js';
import { notFound, assertFresh } from '../../../shared/errors.js';
import { refuseIfUsed, type Use } from '../../../shared/in-use.js';
import { offsetOf, orderBy, searchAny, toPage, totalOver } from '../../../shared/list.js';
import { assertFree, guardUnique, sameName, taken } from '../../../shared/unique.js';

/** A history menu of its own (SUB_MENUS): category ids must not mix with product ids. */
const MENU = 'product-categories';
type Row = typeof productCategories.$inferSelect;

const live = isNull(productCategories.deletedAt);
const productCount =
  sql<number>`(select count(*) from ${products} where ${products.productCategoryId} = ${qualified(productCategories.id)} and ${products.deletedAt} is null)`.mapWith(
    Number,
  );

export const toProductCategory = (r: Row, n: number): ProductCategory => ({
  id: r.id,
  name: r.name,
  description: r.description,
  productCount: n,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

/** Two categories with one name would be indistinguishable in the product form's picker. */
const duplicateName = (name: string) => taken('name', `A product category named “${name}” already exists.`);
const guardName = <T>(name: string | undefined, write: () => Promise<T>) =>
  guardUnique({ product_categories_name_unique: () => duplicateName(name ?? '') }, write);

async function assertNameFree(db: Executor, name: string, exceptId?: number) {
  await assertFree(
    db,
    productCategories,
    productCategories.name,
    and(live, sameName(productCategories.name, name), exceptId ? ne(productCategories.id, exceptId) : undefined),
    duplicateName,
  );
}

/** Live products of the category, live events' order limits on it, and live categories' questions about it. */
const usesOf = (id: number): Use[] => [
  {
    noun: ['product', 'products'],
    rows: sql`select p.name from products p where p.product_catgeory_id = ${id} and p.deleted_at is null`,
  },
  {
    noun: ['event order limit', 'event order limits'],
    rows: sql`select e.title as name from order_limit l join events e on e.id = l.event_id and e.deleted_at is null
      where l.product_catgeory_id = ${id} and l.deleted_at is null`,
  },
  {
    noun: ['category question', 'category questions'],
    rows: sql`select c.category || ': ' || q.questions as name from event_category_questions q
      join event_categories c on c.id = q.event_category_id and c.deleted_at is null
      where q.product_category_id = ${id} and q.deleted_at is null`,
  },
];

export async function listProductCategories(db: Db, q: ProductCategoryListQuery) {
  const where = and(live, searchAny(q.q, [productCategories.name]));
  const rows = await db
    .select({ row: productCategories, productCount, total: totalOver() })
    .from(productCategories)
    .where(where)
    .orderBy(
      ...orderBy(
        q.sort,
        { name: productCategories.name, createdAt: productCategories.createdAt },
        [asc(productCategories.name)],
        productCategories.id,
      ),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const page = await toPage(
    rows,
    q,
    async () => (await db.select({ n: count() }).from(productCategories).where(where))[0].n,
  );
  return { data: page.rows.map((r) => toProductCategory(r.row, r.productCount)), meta: page.meta };
}

export async function getProductCategory(db: Executor, id: number): Promise<ProductCategory> {
  const [hit] = await db
    .select({ row: productCategories, productCount })
    .from(productCategories)
    .where(and(eq(productCategories.id, id), live));
  if (!hit) throw notFound('Product category');
  return toProductCategory(hit.row, hit.productCount);
}

export async function createProductCategory(db: Db, input: ProductCategoryInput, userId: number) {
  return guardName(input.name, () =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const [row] = await tx.insert(productCategories).values(input).returning();
      await writeHistory(tx, { menu: MENU, userId, itemId: row.id, action: 'create', after: row });
      return toProductCategory(row, 0);
    }),
  );
}

export async function updateProductCategory(
  db: Db,
  id: number,
  input: Partial<ProductCategoryInput> & { updatedAt?: string },
  userId: number,
) {
  const { updatedAt, ...changes } = input;
  return guardName(changes.name, () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(productCategories)
        .where(and(eq(productCategories.id, id), live))
        .for('update');
      if (!before) throw notFound('Product category');
      assertFresh(updatedAt, before.updatedAt, 'product category');
      if (changes.name !== undefined) await assertNameFree(tx, changes.name, id);
      const [after] = await tx
        .update(productCategories)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(productCategories.id, id))
        .returning();
      await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'update', before, after });
      return getProductCategory(tx, id);
    }),
  );
}

/** Refused (422 naming them) while live products, event order limits or category questions use the category. */
export async function deleteProductCategory(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(productCategories)
      .where(and(eq(productCategories.id, id), live))
      .for('update');
    if (!before) throw notFound('Product category');
    await refuseIfUsed(tx, before.name, usesOf(id));
    await tx
      .update(productCategories)
      .set({ deletedAt: sql`now()` })
      .where(eq(productCategories.id, id));
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before });
  });
}
