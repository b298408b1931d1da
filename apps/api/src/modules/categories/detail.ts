import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CategoryDetail } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { eventCategories } from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { notFound } from '../../shared/errors.js';
import { runPrepared } from '../../shared/prepared.js';
import { qualified } from '../../shared/sql.js';

export type CategoryRow = typeof eventCategories.$inferSelect;
export const liveCategory = isNull(eventCategories.deletedAt);

export async function findCategory(db: Executor, id: number, lock = false): Promise<CategoryRow> {
  const q = db
    .select()
    .from(eventCategories)
    .where(and(eq(eventCategories.id, id), liveCategory));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Category');
  return row;
}

const categoryId = qualified(eventCategories.id);

// The child lists as JSON arrays in the one detail query, each read from its event_category_id index.
const parentJson = sql<{ id: number; name: string } | null>`(select json_build_object('id', p.id, 'name', p.category)
  from event_categories p where p.id = ${qualified(eventCategories.parentId)})`;
const childCountSql = sql<number>`(select count(*)::int from event_categories k
  where k.parent_id = ${categoryId} and k.deleted_at is null)`;
const templatesJson = sql<CategoryDetail['templates']>`coalesce((select json_agg(json_build_object(
    'id', t.id, 'title', t.title, 'description1', t.description_1, 'description2', t.description_2) order by t.id)
  from event_category_description_templates t
  where t.event_category_id = ${categoryId} and t.deleted_at is null), '[]')`;
const imagesJson = sql<CategoryDetail['images']>`coalesce((select json_agg(json_build_object(
    'id', ci.id, 'imageId', i.id, 'url', i.img_url, 'primary', ci.primary_image) order by ci.id)
  from event_category_images ci join images i on i.id = ci.image_id
  where ci.event_category_id = ${categoryId} and ci.deleted_at is null), '[]')`;
const questionsJson = sql<CategoryDetail['questions']>`coalesce((select json_agg(json_build_object(
    'id', q.id, 'questions', q.questions, 'questionType', q.question_type, 'priority', q.priority,
    'sortOrder', q."order", 'productCategoryId', q.product_category_id, 'shotLabel', q.shot_label,
    'isShortCard', q."isShortCard", 'isAddGallery', q."isAddGallery",
    'options', coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name, 'code', o.code) order by o.id)
      from event_category_question_options o
      where o.event_category_question_id = q.id and o.deleted_at is null), '[]')) order by q."order", q.id)
  from event_category_questions q
  where q.event_category_id = ${categoryId} and q.deleted_at is null), '[]')`;
const commissionsJson = sql<CategoryDetail['boosterCommissions']>`coalesce((select json_agg(json_build_object(
    'id', b.id, 'organizationId', b.organization_id, 'organizationName', o.name, 'percent', b.percent::text)
    order by o.name, b.id)
  from booster_commissions b join organizations o on o.id = b.organization_id
  where b.event_category_id = ${categoryId} and b.deleted_at is null), '[]')`;

/** The detail query: `live` adds the not-deleted condition (a save reads its own row without it). */
function detailQuery(db: Executor, live: boolean) {
  return db
    .select({
      c: eventCategories,
      parent: parentJson,
      childCount: childCountSql,
      templates: templatesJson,
      images: imagesJson,
      questions: questionsJson,
      commissions: commissionsJson,
    })
    .from(eventCategories)
    .where(and(eq(eventCategories.id, sql.placeholder('id')), live ? liveCategory : undefined));
}

/**
 * The category with every child list, each in display order, in one prepared query: the lists come back as
 * JSON arrays, so a detail is one round trip and one plan.
 */
export async function loadCategoryDetail(db: Executor, id: number, row?: CategoryRow): Promise<CategoryDetail> {
  const [head] = await runPrepared(db, `categories.detail|${!row}`, () => detailQuery(db, !row), { id });
  if (!head) throw notFound('Category');
  const c = row ?? head.c;
  return {
    id: c.id,
    name: c.category,
    slug: c.slug,
    description: c.description,
    parentId: c.parentId,
    parent: c.parentId ? head.parent : null,
    childCount: head.childCount,
    templates: head.templates,
    images: head.images,
    questions: head.questions,
    boosterCommissions: head.commissions,
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
  };
}

/**
 * The category as update_history sees it: its own fields plus one readable line per child list, so a
 * change to the questions (say) is one "changed Questions from … to …" row, in the same transaction.
 */
export function auditView(d: CategoryDetail): Record<string, string | number | null> {
  return {
    name: d.name,
    slug: d.slug,
    description: d.description,
    parent: d.parent?.name ?? null,
    templates:
      d.templates.map((t) => [t.title, t.description1, t.description2].filter(Boolean).join(' — ')).join('; ') || null,
    images: d.images.map((i) => (i.primary ? `${i.url} (primary)` : i.url)).join('; ') || null,
    questions: d.questions.map(describeQuestion).join('; ') || null,
    boosterCommissions: d.boosterCommissions.map((b) => `${b.organizationName} ${b.percent}%`).join('; ') || null,
  };
}

function describeQuestion(q: CategoryDetail['questions'][number]): string {
  const details = [
    q.questionType,
    `priority ${q.priority}`,
    q.shotLabel && `label “${q.shotLabel}”`,
    q.productCategoryId && `product category #${q.productCategoryId}`,
    q.isShortCard && 'short card',
    q.isAddGallery && 'add gallery',
    q.options.length && `options ${q.options.map((o) => (o.code ? `${o.name} (${o.code})` : o.name)).join(', ')}`,
  ].filter(Boolean);
  return `${q.questions} (${details.join('; ')})`;
}
