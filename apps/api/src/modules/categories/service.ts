import { eq, sql } from 'drizzle-orm';
import type { CategoryDetail, CategoryInputParsed, CategoryUpdateParsed } from '@phlox/contract';
import type { Db, Tx } from '../../db/client.js';
import { eventCategories } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { pgErrorCode, PG_UNIQUE_VIOLATION, staleUpdate } from '../../shared/errors.js';
import { softDeleteChildren, syncCommissions, syncImages, syncQuestions, syncTemplates } from './children.js';
import { auditView, findCategory, loadCategoryDetail } from './detail.js';
import {
  assertBoosterClubs,
  assertDeletable,
  assertParentAllowed,
  assertProductCategories,
  duplicateSlug,
  resolveSlug,
} from './rules.js';

const MENU = 'categories';

/**
 * The partial unique index on lower(slug) is the real guard when two admins save one slug at once. A slug
 * the user typed then gets 409 on the field; a generated one is simply generated again.
 */
async function translateUnique<T>(slugGenerated: boolean, fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const slugTaken =
        pgErrorCode(err) === PG_UNIQUE_VIOLATION && constraintOf(err) === 'event_categories_slug_unique';
      if (!slugTaken) throw err;
      if (!slugGenerated || attempt >= 5) throw duplicateSlug();
    }
  }
}

function constraintOf(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

type Children = Partial<Pick<CategoryInputParsed, 'templates' | 'images' | 'questions' | 'boosterCommissions'>>;

/** Checks and writes the child lists that were sent; a list left out is kept as it is. */
async function saveChildren(tx: Tx, current: CategoryDetail, input: Children) {
  if (input.questions) await assertProductCategories(tx, input.questions);
  if (input.boosterCommissions) await assertBoosterClubs(tx, input.boosterCommissions);
  if (input.templates) await syncTemplates(tx, current.id, input.templates, current.templates);
  if (input.images) await syncImages(tx, current.id, input.images, current.images);
  if (input.questions) await syncQuestions(tx, current.id, input.questions, current.questions);
  if (input.boosterCommissions)
    await syncCommissions(tx, current.id, input.boosterCommissions, current.boosterCommissions);
}

/** Creates the category with all its children and the audit row in one transaction. */
export async function createCategory(db: Db, input: CategoryInputParsed, userId: number): Promise<CategoryDetail> {
  return translateUnique(input.slug === null, () =>
    db.transaction(async (tx) => {
      await assertParentAllowed(tx, input.parentId);
      const slug = await resolveSlug(tx, input.name, input.slug);
      const [row] = await tx
        .insert(eventCategories)
        .values({ category: input.name, slug, parentId: input.parentId, description: input.description })
        .returning();
      const empty = await loadCategoryDetail(tx, row.id, row);
      await saveChildren(tx, empty, input);
      const after = await loadCategoryDetail(tx, row.id);
      await writeHistory(tx, { menu: MENU, userId, itemId: row.id, action: 'create', after: auditView(after) });
      return after;
    }),
  );
}

/**
 * Updates the category's fields and replaces each child list that was sent, keeping the ids of children
 * that stay. The row lock serialises two saves of one category; `updatedAt` detects a stale form.
 */
export async function updateCategory(
  db: Db,
  id: number,
  input: CategoryUpdateParsed,
  userId: number,
): Promise<CategoryDetail> {
  const { updatedAt, templates, images, questions, boosterCommissions, ...fields } = input;
  return translateUnique(fields.slug === null, () =>
    db.transaction(async (tx) => {
      const row = await findCategory(tx, id, true);
      if (updatedAt && new Date(updatedAt).getTime() !== row.updatedAt.getTime()) throw staleUpdate('category');
      const before = await loadCategoryDetail(tx, id, row);
      const name = fields.name ?? row.category;
      if (fields.parentId !== undefined) await assertParentAllowed(tx, fields.parentId, id);
      const slug = fields.slug !== undefined ? await resolveSlug(tx, name, fields.slug, id) : undefined;
      await tx
        .update(eventCategories)
        .set({
          category: fields.name,
          parentId: fields.parentId,
          description: fields.description,
          slug,
          // Any change, children included, moves the version on.
          updatedAt: sql`now()`,
        })
        .where(eq(eventCategories.id, id));
      await saveChildren(tx, before, { templates, images, questions, boosterCommissions });
      const after = await loadCategoryDetail(tx, id);
      await writeHistory(tx, {
        menu: MENU,
        userId,
        itemId: id,
        action: 'update',
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    }),
  );
}

/** Soft-deletes the category and everything hanging off it (is_delete kept in step with deleted_at). */
export async function deleteCategory(db: Db, id: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findCategory(tx, id, true);
    await assertDeletable(tx, id, row.category);
    const before = await loadCategoryDetail(tx, id, row);
    await softDeleteChildren(tx, before);
    await tx
      .update(eventCategories)
      .set({ deletedAt: sql`now()`, isDelete: true })
      .where(eq(eventCategories.id, id));
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before: auditView(before) });
  });
}
