import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CategoryDetail, CategoryInputParsed } from '@phlox/contract';
import type { Tx } from '../../db/client.js';
import {
  boosterCommissions,
  eventCategoryDescriptionTemplates as templates,
  eventCategoryImages,
  eventCategoryQuestionOptions as options,
  eventCategoryQuestions as questions,
} from '../../db/schema/index.js';
import { syncImageLinks } from '../../shared/images.js';
import { staleUpdate } from '../../shared/errors.js';

type Input = CategoryInputParsed;
type Current = CategoryDetail;
const now = sql`now()`;

/** A child sent with an id must be one of the category's live children; otherwise the form is out of date. */
function matchById<T extends { id: number }>(existing: T[], id: number | undefined): T | undefined {
  if (id === undefined) return undefined;
  const hit = existing.find((e) => e.id === id);
  if (!hit) throw staleUpdate('category');
  return hit;
}

const removed = <T extends { id: number }>(existing: T[], kept: Array<{ id?: number }>) =>
  existing.filter((e) => !kept.some((k) => k.id === e.id)).map((e) => e.id);

const differs = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).some((k) => (a[k] ?? null) !== (b[k] ?? null));

export async function syncTemplates(
  tx: Tx,
  categoryId: number,
  list: Input['templates'],
  current: Current['templates'],
) {
  const gone = removed(current, list);
  if (gone.length) await tx.update(templates).set({ deletedAt: now }).where(inArray(templates.id, gone));
  for (const t of list) {
    const values = { title: t.title, description1: t.description1, description2: t.description2 };
    const was = matchById(current, t.id);
    if (!was) await tx.insert(templates).values({ ...values, eventCategoryId: categoryId });
    else if (differs(values, was))
      await tx
        .update(templates)
        .set({ ...values, updatedAt: now })
        .where(eq(templates.id, was.id));
  }
}

/** Images are matched by link: a kept link keeps its rows, a new one gets an `images` row; one is primary. */
export async function syncImages(tx: Tx, categoryId: number, list: Input['images']) {
  await syncImageLinks(tx, eventCategoryImages, { key: 'eventCategoryId', id: categoryId }, list);
}

async function softDeleteQuestions(tx: Tx, ids: number[]) {
  if (!ids.length) return;
  await tx
    .update(options)
    .set({ deletedAt: now, isDelete: true })
    .where(and(inArray(options.eventCategoryQuestionId, ids), sql`${options.deletedAt} is null`));
  await tx.update(questions).set({ deletedAt: now, isDelete: true }).where(inArray(questions.id, ids));
}

async function syncOptions(
  tx: Tx,
  questionId: number,
  list: Input['questions'][number]['options'],
  current: Current['questions'][number]['options'],
) {
  const gone = removed(current, list);
  if (gone.length) await tx.update(options).set({ deletedAt: now, isDelete: true }).where(inArray(options.id, gone));
  for (const o of list) {
    const values = { name: o.name, code: o.code };
    const was = matchById(current, o.id);
    if (!was) await tx.insert(options).values({ ...values, eventCategoryQuestionId: questionId });
    else if (differs(values, was))
      await tx
        .update(options)
        .set({ ...values, updatedAt: now })
        .where(eq(options.id, was.id));
  }
}

/** Questions keep their ids (order answers refer to them); `order` follows the list's order. */
export async function syncQuestions(
  tx: Tx,
  categoryId: number,
  list: Input['questions'],
  current: Current['questions'],
) {
  await softDeleteQuestions(tx, removed(current, list));
  for (const [index, q] of list.entries()) {
    const values = {
      questions: q.questions,
      questionType: q.questionType,
      priority: q.priority,
      productCategoryId: q.productCategoryId,
      sortOrder: index + 1,
      shotLabel: q.shotLabel,
      isShortCard: q.isShortCard,
      isAddGallery: q.isAddGallery,
    };
    const was = matchById(current, q.id);
    let questionId: number;
    if (!was) {
      [{ id: questionId }] = await tx
        .insert(questions)
        .values({ ...values, eventCategoryId: categoryId })
        .returning({ id: questions.id });
    } else {
      questionId = was.id;
      if (differs(values, was))
        await tx
          .update(questions)
          .set({ ...values, updatedAt: now })
          .where(eq(questions.id, was.id));
    }
    await syncOptions(tx, questionId, q.options, was?.options ?? []);
  }
}

/** One commission per booster club: matched by organization, so a club's row keeps its id. */
export async function syncCommissions(
  tx: Tx,
  categoryId: number,
  list: Input['boosterCommissions'],
  current: Current['boosterCommissions'],
) {
  const gone = current.filter((c) => !list.some((l) => l.organizationId === c.organizationId)).map((c) => c.id);
  if (gone.length)
    await tx.update(boosterCommissions).set({ deletedAt: now }).where(inArray(boosterCommissions.id, gone));
  for (const c of list) {
    const was = current.find((x) => x.organizationId === c.organizationId);
    if (!was)
      await tx
        .insert(boosterCommissions)
        .values({ eventCategoryId: categoryId, organizationId: c.organizationId, percent: c.percent });
    else if (Number(was.percent) !== Number(c.percent))
      await tx
        .update(boosterCommissions)
        .set({ percent: c.percent, updatedAt: now })
        .where(eq(boosterCommissions.id, was.id));
  }
}

/** Deleting a category soft-deletes everything that hangs off it, in the caller's transaction. */
export async function softDeleteChildren(tx: Tx, current: Current) {
  await syncTemplates(tx, current.id, [], current.templates);
  await syncImages(tx, current.id, []);
  await softDeleteQuestions(
    tx,
    current.questions.map((q) => q.id),
  );
  await syncCommissions(tx, current.id, [], current.boosterCommissions);
}
