import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { images } from '../db/schema/index.js';

/** An uploaded image link (spec §7.3) about to be attached to an entity. */
export interface NewImage {
  url: string;
  alt?: string | null;
  title?: string | null;
  caption?: string | null;
  isHeroImage?: boolean;
  /** images.imageIndex: the position among the entity's images, when it has an order. */
  index?: number | null;
}

/**
 * Inserts one `images` row per link inside the caller's transaction and returns their ids in the same
 * order, for the entity's link table (event_category_images.image_id, event_images.image_id, …).
 */
export async function insertImages(tx: Executor, list: NewImage[]): Promise<number[]> {
  if (list.length === 0) return [];
  const rows = await tx
    .insert(images)
    .values(
      list.map((i) => ({
        imgUrl: i.url,
        imgAlt: i.alt ?? null,
        title: i.title ?? null,
        caption: i.caption ?? null,
        isHeroImage: i.isHeroImage ?? false,
        imageIndex: i.index ?? null,
      })),
    )
    .returning({ id: images.id });
  return rows.map((r) => r.id);
}

/** Soft-deletes `images` rows whose link rows the caller has just removed. */
export async function softDeleteImages(tx: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(images)
    .set({ deletedAt: sql`now()` })
    .where(inArray(images.id, ids));
}

/**
 * An entity's image link table (season_pass_images, event_images, event_category_images, photographer_images):
 * id, image_id, primary_image, deleted_at, updated_at, the parent's id and, where images have an order, sort.
 */
type ImageLinkTable = PgTable & {
  id: AnyPgColumn;
  imageId: AnyPgColumn;
  primaryImage: AnyPgColumn;
  deletedAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  sort?: AnyPgColumn;
};

/**
 * Replaces one entity's ordered images with `wanted`, inside the caller's transaction. Images are matched by
 * link: a kept link keeps its rows (sort and primary updated when they moved), a new one gets an `images` row, a
 * removed one is soft-deleted with its image. Exactly one image is primary (the first unless one is chosen).
 * `parent` names the link table's column holding the entity's id ("eventId") and that id.
 */
export async function syncImageLinks<T extends ImageLinkTable>(
  tx: Executor,
  table: T,
  parent: { key: keyof T & string; id: number },
  wanted: ReadonlyArray<{ url: string; primary?: boolean }>,
): Promise<void> {
  const parentColumn = table[parent.key] as AnyPgColumn;
  const current = await tx
    .select({
      linkId: sql<number>`${table.id}`,
      imageId: sql<number>`${table.imageId}`,
      url: images.imgUrl,
      primary: sql<boolean>`${table.primaryImage}`,
      sort: table.sort ? sql<number>`${table.sort}` : sql<number>`0`,
    })
    .from(table as PgTable)
    .innerJoin(images, eq(images.id, table.imageId))
    .where(and(eq(parentColumn, parent.id), isNull(table.deletedAt)));

  const primaryAt = Math.max(
    0,
    wanted.findIndex((w) => w.primary),
  );
  const next = wanted.map((w, sort) => ({ url: w.url, primary: sort === primaryAt, sort }));
  // Matched by URL one for one, so a URL listed twice keeps two links.
  const unmatched = [...current];
  const kept: Array<{ was: (typeof current)[number]; now: (typeof next)[number] }> = [];
  const fresh: typeof next = [];
  for (const w of next) {
    const at = unmatched.findIndex((c) => c.url === w.url);
    if (at < 0) fresh.push(w);
    else kept.push({ was: unmatched.splice(at, 1)[0], now: w });
  }
  const now = sql`now()`;
  if (unmatched.length) {
    const ids = unmatched.map((u) => u.linkId);
    await tx
      .update(table)
      .set({ deletedAt: now } as never)
      .where(inArray(table.id, ids));
    await softDeleteImages(
      tx,
      unmatched.map((u) => u.imageId),
    );
  }
  for (const { was, now: w } of kept) {
    if (was.primary === w.primary && (!table.sort || was.sort === w.sort)) continue;
    const values = { primaryImage: w.primary, updatedAt: now, ...(table.sort ? { sort: w.sort } : {}) };
    await tx
      .update(table)
      .set(values as never)
      .where(eq(table.id, was.linkId));
  }
  const ids = await insertImages(
    tx,
    fresh.map((w) => ({ url: w.url, index: table.sort ? w.sort : null })),
  );
  if (ids.length)
    await tx.insert(table).values(
      ids.map((imageId, i) => ({
        [parent.key]: parent.id,
        imageId,
        primaryImage: fresh[i].primary,
        ...(table.sort ? { sort: fresh[i].sort } : {}),
      })) as never,
    );
}
