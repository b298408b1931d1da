import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { categorySlugOf } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { eventCategories, organizations, productCategories } from '../../db/schema/index.js';
import { businessRule, conflict } from '../../shared/errors.js';
import { plural, type Use } from '../../shared/in-use.js';
import { assertFree, sameName, taken } from '../../shared/unique.js';
import { liveCategory } from './detail.js';

export const duplicateSlug = () =>
  conflict('A category with this slug already exists', { slug: 'A category with this slug already exists' });

async function slugTaken(db: Executor, slug: string, exceptId?: number): Promise<boolean> {
  const [hit] = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(
      and(
        liveCategory,
        sql`lower(${eventCategories.slug}) = lower(${slug})`,
        exceptId ? ne(eventCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(hit);
}

/**
 * A slug typed by the user must be free (409 on the field). A blank one is made from the name, with
 * "-2", "-3"… appended when another category already has it.
 */
export async function resolveSlug(db: Executor, name: string, given: string | null, exceptId?: number) {
  if (given) {
    if (await slugTaken(db, given, exceptId)) throw duplicateSlug();
    return given;
  }
  const base = categorySlugOf(name) || 'category';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, candidate, exceptId))) return candidate;
  }
}

/**
 * The tree has two levels: groups ("Fall Sports") and the sports beneath them. A parent must be a live
 * top-level category, and a category that has sub-categories cannot itself move under a parent.
 */
export async function assertParentAllowed(db: Executor, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  const refuse = (message: string) => businessRule(message, { parentId: message });
  if (parentId === selfId) throw refuse('A category cannot be its own parent');
  const [parent] = await db
    .select({ parentId: eventCategories.parentId })
    .from(eventCategories)
    .where(and(eq(eventCategories.id, parentId), liveCategory))
    .for('key share');
  if (!parent) throw refuse('The parent category does not exist');
  if (parent.parentId !== null) throw refuse('Choose a top-level group as the parent');
  if (selfId !== undefined) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(eventCategories)
      .where(and(eq(eventCategories.parentId, selfId), liveCategory));
    if (n > 0) throw refuse(`This category has ${plural(n, 'sub-category', 'sub-categories')}, so it stays a group`);
  }
}

/** Each question's product category must exist (422 on that question's field). */
export async function assertProductCategories(db: Executor, list: Array<{ productCategoryId: number | null }>) {
  const ids = [...new Set(list.map((q) => q.productCategoryId).filter((v): v is number => v !== null))];
  if (!ids.length) return;
  const found = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(inArray(productCategories.id, ids), isNull(productCategories.deletedAt)))
    // Held until the save ends, so the product category's delete (which checks its users) waits for it.
    .for('key share');
  const ok = new Set(found.map((r) => r.id));
  const fields: Record<string, string> = {};
  list.forEach((q, i) => {
    if (q.productCategoryId !== null && !ok.has(q.productCategoryId))
      fields[`questions.${i}.productCategoryId`] = 'This product category does not exist';
  });
  if (Object.keys(fields).length) throw businessRule('A question refers to a missing product category', fields);
}

/** Booster commissions are for booster-club organizations only (organizations.is_boosetr_club). */
export async function assertBoosterClubs(db: Executor, list: Array<{ organizationId: number }>) {
  if (!list.length) return;
  const found = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        inArray(
          organizations.id,
          list.map((c) => c.organizationId),
        ),
        eq(organizations.isBoosterClub, true),
        isNull(organizations.deletedAt),
      ),
    )
    .for('key share');
  const ok = new Set(found.map((r) => r.id));
  const fields: Record<string, string> = {};
  list.forEach((c, i) => {
    if (!ok.has(c.organizationId)) fields[`boosterCommissions.${i}.organizationId`] = 'Choose a booster club';
  });
  if (Object.keys(fields).length)
    throw businessRule('A commission is for an organization that is not a booster club', fields);
}

/** A category's name is unique among the live categories of its parent (groups among the top level). */
export const duplicateName = (name: string, parentId: number | null) =>
  taken(
    'name',
    parentId === null
      ? `A top-level category named “${name}” already exists.`
      : `A category named “${name}” already exists in this group.`,
  );

export async function assertNameFree(db: Executor, name: string, parentId: number | null, exceptId?: number) {
  await assertFree(
    db,
    eventCategories,
    eventCategories.category,
    and(
      liveCategory,
      sameName(eventCategories.category, name),
      parentId === null ? isNull(eventCategories.parentId) : eq(eventCategories.parentId, parentId),
      exceptId ? ne(eventCategories.id, exceptId) : undefined,
    ),
    (holder) => duplicateName(holder, parentId),
  );
}

/** Live sub-categories, events and bundles of the category: while any exist it cannot be deleted (422). */
export const usesOf = (id: number): Use[] => [
  {
    noun: ['sub-category', 'sub-categories'],
    rows: sql`select c.category as name from event_categories c where c.parent_id = ${id} and c.deleted_at is null`,
  },
  {
    noun: ['event', 'events'],
    rows: sql`select e.title as name from events e where e.event_category_id = ${id} and e.deleted_at is null`,
  },
  {
    noun: ['bundle', 'bundles'],
    rows: sql`select s.name from season_pass s where s.event_category_id = ${id} and s.deleted_at is null`,
  },
];
