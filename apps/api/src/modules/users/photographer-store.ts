import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  PhotographerProfile,
  photographerProfileInputSchema,
  photographerProfilePatchSchema,
} from '@phlox/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { images, photographerAvailability, photographerImages, photographers } from '../../db/schema/index.js';
import { syncImageLinks } from '../../shared/images.js';

export type PhotographerProfileValues = z.output<typeof photographerProfileInputSchema>;
export type PhotographerProfilePatchValues = z.output<typeof photographerProfilePatchSchema>;

const EMPTY_PROFILE: PhotographerProfileValues = {
  description: null,
  isSports: false,
  isPortraits: false,
  isWeddings: false,
  isWorkplace: false,
  isLifestyle: false,
  defaultCharge: null,
  commissionType: 'fixed',
  group: null,
  website: null,
  shortNote: null,
  images: [],
  availability: [],
};

/** The profile of a photographer (by user id); an empty one when the row does not exist yet. */
export async function loadPhotographerProfile(db: Executor, userId: number): Promise<PhotographerProfile> {
  const [p] = await db
    .select()
    .from(photographers)
    .where(and(eq(photographers.userId, userId), isNull(photographers.deletedAt)));
  const imgs = await db
    .select({ url: images.imgUrl, primary: photographerImages.primaryImage })
    .from(photographerImages)
    .innerJoin(images, eq(images.id, photographerImages.imageId))
    .where(and(eq(photographerImages.photographerId, userId), isNull(photographerImages.deletedAt)))
    .orderBy(asc(photographerImages.sort), asc(photographerImages.id));
  const days = await db
    .select({ date: photographerAvailability.date, isAvailable: photographerAvailability.isAvailable })
    .from(photographerAvailability)
    .where(and(eq(photographerAvailability.photographerId, userId), isNull(photographerAvailability.deletedAt)))
    .orderBy(asc(photographerAvailability.date));
  const base = p ?? EMPTY_PROFILE;
  return {
    description: base.description,
    isSports: base.isSports,
    isPortraits: base.isPortraits,
    isWeddings: base.isWeddings,
    isWorkplace: base.isWorkplace,
    isLifestyle: base.isLifestyle,
    defaultCharge: base.defaultCharge,
    commissionType: base.commissionType,
    group: base.group,
    website: base.website,
    shortNote: base.shortNote,
    images: imgs,
    availability: days,
  };
}

/** Creates the photographers row when missing (a user who just got the Photographer role). */
export async function ensurePhotographerRow(tx: Executor, userId: number): Promise<void> {
  const [row] = await tx
    .select({ id: photographers.id })
    .from(photographers)
    .where(and(eq(photographers.userId, userId), isNull(photographers.deletedAt)));
  if (!row) await tx.insert(photographers).values({ userId });
}

/** The saved profile with the fields the patch sends laid over it: a field left out keeps its value. */
export function mergeProfile(
  saved: PhotographerProfile,
  patch: PhotographerProfilePatchValues,
): PhotographerProfileValues {
  const sent = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  return { ...saved, ...sent };
}

/**
 * Lays the patch over the saved profile (an empty one for a new photographer) and saves the result, its images
 * and its availability, inside the caller's transaction. Images and the calendar are sets: sent, they replace
 * the saved ones; left out, they stay. Images are matched by link: kept ones keep their image row, removed ones
 * are soft-deleted.
 */
export async function savePhotographerProfile(tx: Executor, userId: number, patch: PhotographerProfilePatchValues) {
  const input = mergeProfile(await loadPhotographerProfile(tx, userId), patch);
  const { images: wantedImages, availability, ...fields } = input;
  await ensurePhotographerRow(tx, userId);
  await tx
    .update(photographers)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(photographers.userId, userId), isNull(photographers.deletedAt)));
  await syncImageLinks(tx, photographerImages, { key: 'photographerId', id: userId }, wantedImages);
  await replaceAvailability(tx, userId, availability);
}

/** Diffs by date, so saving an unchanged calendar writes nothing. */
async function replaceAvailability(tx: Executor, userId: number, days: PhotographerProfileValues['availability']) {
  const current = await tx
    .select({
      id: photographerAvailability.id,
      date: photographerAvailability.date,
      isAvailable: photographerAvailability.isAvailable,
    })
    .from(photographerAvailability)
    .where(and(eq(photographerAvailability.photographerId, userId), isNull(photographerAvailability.deletedAt)));
  const byDate = new Map(current.map((c) => [c.date, c]));
  const wanted = new Set(days.map((d) => d.date));
  const gone = current.filter((c) => !wanted.has(c.date)).map((c) => c.id);
  if (gone.length) {
    await tx
      .update(photographerAvailability)
      .set({ deletedAt: sql`now()` })
      .where(inArray(photographerAvailability.id, gone));
  }
  const added = days.filter((d) => !byDate.has(d.date));
  if (added.length) {
    await tx
      .insert(photographerAvailability)
      .values(added.map((d) => ({ photographerId: userId, date: d.date, isAvailable: d.isAvailable })));
  }
  for (const d of days) {
    const c = byDate.get(d.date);
    if (c && c.isAvailable !== d.isAvailable) {
      await tx
        .update(photographerAvailability)
        .set({ isAvailable: d.isAvailable, updatedAt: sql`now()` })
        .where(eq(photographerAvailability.id, c.id));
    }
  }
}
