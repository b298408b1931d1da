import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CategoryLookups } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { eventCategories, organizations, productCategories } from '../../db/schema/index.js';

/** Everything the category form picks from, in one call: parent groups, product categories, booster clubs. */
export async function categoryLookups(db: Db): Promise<CategoryLookups> {
  const parents = await db
    .select({ id: eventCategories.id, name: eventCategories.category })
    .from(eventCategories)
    .where(and(isNull(eventCategories.parentId), isNull(eventCategories.deletedAt)))
    .orderBy(asc(eventCategories.category));
  const productCats = await db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(isNull(productCategories.deletedAt))
    .orderBy(asc(productCategories.name));
  const boosterClubs = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.isBoosterClub, true), isNull(organizations.deletedAt)))
    .orderBy(asc(organizations.name));
  return { parents, productCategories: productCats, boosterClubs };
}
