import { inArray, sql } from 'drizzle-orm';
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

/** One live row of an entity's image link table (season_pass_images, event_images, …) with its image. */
export interface ImageLink {
  linkId: number;
  imageId: number;
  url: string;
}

/** How one entity's link table is written; the caller binds it to its table and entity id. */
export interface ImageLinkTable {
  insert(rows: Array<{ imageId: number; primaryImage: boolean; sort: number }>): Promise<void>;
  update(linkId: number, values: { primaryImage: boolean; sort: number }): Promise<void>;
  remove(linkIds: number[]): Promise<void>;
}

/**
 * Replaces an entity's ordered images with `wanted`, inside the caller's transaction. Images are matched by
 * link: a kept link keeps its rows (sort and primary updated), a new one gets an `images` row, a removed one
 * is soft-deleted with its image. Exactly one image is primary (the first unless one is chosen).
 */
export async function syncImageLinks(
  tx: Executor,
  table: ImageLinkTable,
  current: ImageLink[],
  wanted: Array<{ url: string; primary?: boolean }>,
): Promise<void> {
  const wantedUrls = new Set(wanted.map((w) => w.url));
  const removed = current.filter((c) => !wantedUrls.has(c.url));
  if (removed.length) {
    await table.remove(removed.map((r) => r.linkId));
    await softDeleteImages(
      tx,
      removed.map((r) => r.imageId),
    );
  }
  const byUrl = new Map(current.map((c) => [c.url, c]));
  const primaryAt = Math.max(
    0,
    wanted.findIndex((w) => w.primary),
  );
  const fresh = wanted.map((w, sort) => ({ ...w, sort })).filter((w) => !byUrl.has(w.url));
  const freshIds = await insertImages(
    tx,
    fresh.map((w) => ({ url: w.url, index: w.sort })),
  );
  for (const [sort, w] of wanted.entries()) {
    const kept = byUrl.get(w.url);
    if (kept) await table.update(kept.linkId, { primaryImage: sort === primaryAt, sort });
  }
  if (fresh.length)
    await table.insert(
      fresh.map((w, i) => ({ imageId: freshIds[i], primaryImage: w.sort === primaryAt, sort: w.sort })),
    );
}
