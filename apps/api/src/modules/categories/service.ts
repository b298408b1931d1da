import { eq, sql } from 'drizzle-orm';
import type { CategoryDetail, CategoryInputParsed, CategoryUpdateParsed } from '@phlox/contract';
import type { Db, Tx } from '../../db/client.js';
import { eventCategories } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { type AppError, constraintOf, pgErrorCode, PG_UNIQUE_VIOLATION, assertFresh } from '../../shared/errors.js';
import { refuseIfUsed } from '../../shared/in-use.js';
import { guardUnique } from '../../shared/unique.js';
import { softDeleteChildren, syncCommissions, syncImages, syncQuestions, syncTemplates } from './children.js';
import { auditView, findCategory, loadCategoryDetail } from './detail.js';
import {
  assertBoosterClubs,
  assertNameFree,
  assertParentAllowed,
  assertProductCategories,
  duplicateName,
  duplicateSlug,
  resolveSlug,
  usesOf,
} from './rules.js';

const MENU = 'categories';

/**
 * The partial unique indexes are the real guard when two admins save at once. A slug the user typed then gets
 * 409 on the field; a generated one is simply generated again. A name taken meanwhile gets the name's 409.
 */
async function translateUnique<T>(slugGenerated: boolean, nameTaken: () => AppError, fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await guardUnique({ event_categories_name_parent_unique: nameTaken }, fn);
    } catch (err) {
      const slugTaken =
        pgErrorCode(err) === PG_UNIQUE_VIOLATION && constraintOf(err) === 'event_categories_slug_unique';
      if (!slugTaken) throw err;
      if (!slugGenerated || attempt >= 5) throw duplicateSlug();
    }
  }
}

type Children = Partial<Pick<CategoryInputParsed, 'templates' | 'images' | 'questions' | 'boosterCommissions'>>;

/** Checks and writes the child lists that were sent; a list left out is kept as it is. */
async function saveChildren(tx: Tx, current: CategoryDetail, input: Children) {
  if (input.questions) await assertProductCategories(tx, input.questions);
  if (input.boosterCommissions) await assertBoosterClubs(tx, input.boosterCommissions);
  if (input.templates) await syncTemplates(tx, current.id, input.templates, current.templates);
  if (input.images) await syncImages(tx, current.id, input.images);
  if (input.questions) await syncQuestions(tx, current.id, input.questions, current.questions);
  if (input.boosterCommissions)
    await syncCommissions(tx, current.id, input.boosterCommissions, current.boosterCommissions);
}

/** Creates the category with all its children and the audit row in one transaction. */
export async function createCategory(db: Db, input: CategoryInputParsed, userId: number): Promise<CategoryDetail> {
  return translateUnique(
    input.slug === null,
    () => duplicateName(input.name, input.parentId),
    () =>
      db.transaction(async (tx) => {
        await assertParentAllowed(tx, input.parentId);
        await assertNameFree(tx, input.name, input.parentId);
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
  // The name and parent the category will have, for the name's 409 when a race is lost (known once read).
  let key = { name: fields.name ?? '', parentId: fields.parentId ?? null };
  return translateUnique(
    fields.slug === null,
    () => duplicateName(key.name, key.parentId),
    () =>
      db.transaction(async (tx) => {
        const row = await findCategory(tx, id, true);
        assertFresh(updatedAt, row.updatedAt, 'category');
        const before = await loadCategoryDetail(tx, id, row);
        const name = fields.name ?? row.category;
        key = { name, parentId: fields.parentId !== undefined ? fields.parentId : row.parentId };
        if (fields.parentId !== undefined) await assertParentAllowed(tx, fields.parentId, id);
        if (fields.name !== undefined || fields.parentId !== undefined)
          await assertNameFree(tx, key.name, key.parentId, id);
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
    await refuseIfUsed(tx, row.category, usesOf(id));
    const before = await loadCategoryDetail(tx, id, row);
    await softDeleteChildren(tx, before);
    await tx
      .update(eventCategories)
      .set({ deletedAt: sql`now()`, isDelete: true })
      .where(eq(eventCategories.id, id));
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before: auditView(before) });
  });
}
