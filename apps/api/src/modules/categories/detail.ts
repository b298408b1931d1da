import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { CategoryDetail } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import {
  boosterCommissions,
  eventCategories,
  eventCategoryDescriptionTemplates as templates,
  eventCategoryImages,
  eventCategoryQuestionOptions as options,
  eventCategoryQuestions as questions,
  images,
  organizations,
} from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { notFound } from '../../shared/errors.js';

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

/** The category with every child list, each in display order. */
export async function loadCategoryDetail(db: Executor, id: number, row?: CategoryRow): Promise<CategoryDetail> {
  const c = row ?? (await findCategory(db, id));
  const parent = c.parentId
    ? ((
        await db
          .select({ id: eventCategories.id, name: eventCategories.category })
          .from(eventCategories)
          .where(eq(eventCategories.id, c.parentId))
      )[0] ?? null)
    : null;
  const [{ n: childCount }] = await db
    .select({ n: count() })
    .from(eventCategories)
    .where(and(eq(eventCategories.parentId, id), liveCategory));
  const tpl = await db
    .select()
    .from(templates)
    .where(and(eq(templates.eventCategoryId, id), isNull(templates.deletedAt)))
    .orderBy(asc(templates.id));
  const imgs = await db
    .select({
      id: eventCategoryImages.id,
      imageId: images.id,
      url: images.imgUrl,
      primary: eventCategoryImages.primaryImage,
    })
    .from(eventCategoryImages)
    .innerJoin(images, eq(images.id, eventCategoryImages.imageId))
    .where(and(eq(eventCategoryImages.eventCategoryId, id), isNull(eventCategoryImages.deletedAt)))
    .orderBy(asc(eventCategoryImages.id));
  const qs = await db
    .select()
    .from(questions)
    .where(and(eq(questions.eventCategoryId, id), isNull(questions.deletedAt)))
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  const opts = qs.length
    ? await db
        .select()
        .from(options)
        .where(
          and(
            inArray(
              options.eventCategoryQuestionId,
              qs.map((q) => q.id),
            ),
            isNull(options.deletedAt),
          ),
        )
        .orderBy(asc(options.id))
    : [];
  const commissions = await db
    .select({
      id: boosterCommissions.id,
      organizationId: boosterCommissions.organizationId,
      organizationName: organizations.name,
      percent: boosterCommissions.percent,
    })
    .from(boosterCommissions)
    .innerJoin(organizations, eq(organizations.id, boosterCommissions.organizationId))
    .where(and(eq(boosterCommissions.eventCategoryId, id), isNull(boosterCommissions.deletedAt)))
    .orderBy(asc(organizations.name), asc(boosterCommissions.id));

  return {
    id: c.id,
    name: c.category,
    slug: c.slug,
    description: c.description,
    parentId: c.parentId,
    parent,
    childCount,
    templates: tpl.map((t) => ({
      id: t.id,
      title: t.title,
      description1: t.description1,
      description2: t.description2,
    })),
    images: imgs,
    questions: qs.map((q) => ({
      id: q.id,
      questions: q.questions,
      questionType: q.questionType,
      priority: q.priority,
      sortOrder: q.sortOrder,
      productCategoryId: q.productCategoryId,
      shotLabel: q.shotLabel,
      isShortCard: q.isShortCard,
      isAddGallery: q.isAddGallery,
      options: opts
        .filter((o) => o.eventCategoryQuestionId === q.id)
        .map((o) => ({ id: o.id, name: o.name, code: o.code })),
    })),
    boosterCommissions: commissions,
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
