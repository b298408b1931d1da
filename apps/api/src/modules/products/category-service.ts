import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ProductCategory, ProductCategoryInput, ProductCategoryListQuery } from '@phlox/contract';
import type { Db, Executor } from '../../db/client.js';
import { productCategories, products } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { qualified } from '../../shared/sql.js';
import { iso } from '../../shared/dates.js';
import { businessRule, conflict, notFound, staleUpdate } from '../../shared/errors.js';
import { offsetOf, orderBy, searchAny, toPage, totalOver } from '../../shared/list.js';

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
async function assertNameFree(db: Executor, name: string, exceptId?: number) {
  const [hit] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(
      and(
        live,
        sql`lower(${productCategories.name}) = lower(${name})`,
        exceptId ? ne(productCategories.id, exceptId) : undefined,
      ),
    );
  if (hit)
    throw conflict('A product category with this name already exists', {
      name: 'A product category with this name already exists',
    });
}

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
  return db.transaction(async (tx) => {
    // Serialises creates so two admins cannot add the same name at the same instant.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('product_categories.name'))`);
    await assertNameFree(tx, input.name);
    const [row] = await tx.insert(productCategories).values(input).returning();
    await writeHistory(tx, { menu: MENU, userId, itemId: row.id, action: 'create', after: row });
    return toProductCategory(row, 0);
  });
}

export async function updateProductCategory(
  db: Db,
  id: number,
  input: Partial<ProductCategoryInput> & { updatedAt?: string },
  userId: number,
) {
  const { updatedAt, ...changes } = input;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(productCategories)
      .where(and(eq(productCategories.id, id), live))
      .for('update');
    if (!before) throw notFound('Product category');
    if (updatedAt && new Date(updatedAt).getTime() !== before.updatedAt.getTime())
      throw staleUpdate('product category');
    if (changes.name !== undefined) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('product_categories.name'))`);
      await assertNameFree(tx, changes.name, id);
    }
    const [after] = await tx
      .update(productCategories)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(productCategories.id, id))
      .returning();
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'update', before, after });
    return getProductCategory(tx, id);
  });
}

/** Refused while live products use the category (they would lose it silently). */
export async function deleteProductCategory(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(productCategories)
      .where(and(eq(productCategories.id, id), live))
      .for('update');
    if (!before) throw notFound('Product category');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.productCategoryId, id), isNull(products.deletedAt)));
    if (n > 0)
      throw businessRule(
        `${n} ${n === 1 ? 'product uses' : 'products use'} “${before.name}”. Move or delete ${n === 1 ? 'it' : 'them'} first.`,
      );
    await tx
      .update(productCategories)
      .set({ deletedAt: sql`now()` })
      .where(eq(productCategories.id, id));
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before });
  });
}
