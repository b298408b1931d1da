import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ROLE_ADMIN, ROLE_PHOTOGRAPHER, type EventLookups, type EventOrganizationOption } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import {
  eventCategories,
  levels,
  organizations,
  photographers,
  productCategories,
  products,
  roles,
  schoolDistricts,
  userRoles,
  users,
} from '../../db/schema/index.js';
import { foldedLike, likePattern } from '../../shared/list.js';

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** Active live users holding a role, by name. */
function usersWithRole(db: Db, role: string) {
  return db
    .selectDistinct({ id: users.id, name: fullName, lastName: users.lastName })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), isNull(userRoles.deletedAt)))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.name, role)))
    .where(and(isNull(users.deletedAt), eq(users.status, 'active')))
    .orderBy(asc(users.lastName), asc(fullName));
}

/**
 * The small reference lists the event form and the list filters choose from, in one call. The photographers'
 * rates only `withRates` (the caller manages events): for anyone else they are null.
 */
export async function eventLookups(db: Db, withRates: boolean): Promise<EventLookups> {
  const [categories, lvls, prods, pcats, crew, owners, districts] = await Promise.all([
    db
      .select({ id: eventCategories.id, name: eventCategories.category, parentId: eventCategories.parentId })
      .from(eventCategories)
      .where(isNull(eventCategories.deletedAt))
      .orderBy(asc(eventCategories.category)),
    db
      .select({ id: levels.id, name: levels.name, code: levels.code })
      .from(levels)
      .where(isNull(levels.deletedAt))
      .orderBy(asc(levels.name)),
    db
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        productCategoryId: products.productCategoryId,
      })
      .from(products)
      .where(isNull(products.deletedAt))
      .orderBy(asc(products.name)),
    db
      .select({ id: productCategories.id, name: productCategories.name })
      .from(productCategories)
      .where(isNull(productCategories.deletedAt))
      .orderBy(asc(productCategories.name)),
    usersWithRole(db, ROLE_PHOTOGRAPHER),
    usersWithRole(db, ROLE_ADMIN),
    db
      .select({ id: schoolDistricts.id, title: schoolDistricts.title, state: schoolDistricts.state })
      .from(schoolDistricts)
      .where(isNull(schoolDistricts.deletedAt))
      .orderBy(asc(schoolDistricts.title), asc(schoolDistricts.id)),
  ]);
  const profiles =
    withRates && crew.length
      ? await db
          .select({
            userId: photographers.userId,
            commissionType: photographers.commissionType,
            defaultCharge: photographers.defaultCharge,
          })
          .from(photographers)
          .where(
            and(
              inArray(
                photographers.userId,
                crew.map((c) => c.id),
              ),
              isNull(photographers.deletedAt),
            ),
          )
      : [];
  const profile = new Map(profiles.map((p) => [p.userId, p]));
  return {
    categories,
    levels: lvls,
    products: prods,
    productCategories: pcats,
    photographers: crew.map((c) => ({
      id: c.id,
      name: c.name,
      commissionType: profile.get(c.id)?.commissionType ?? null,
      defaultCharge: profile.get(c.id)?.defaultCharge ?? null,
    })),
    owners: owners.map((o) => ({ id: o.id, name: o.name })),
    districts,
  };
}

/** Organizations to pick as teams or venues: the first 20 matching a search, plus the ids already chosen. */
export async function eventOrganizationOptions(
  db: Db,
  q: string | undefined,
  ids: number[],
): Promise<EventOrganizationOption[]> {
  const cols = {
    id: organizations.id,
    name: organizations.name,
    isTeam: organizations.isTeam,
    isVenue: organizations.isVenue,
  };
  const live = isNull(organizations.deletedAt);
  const [found, chosen] = await Promise.all([
    db
      .select(cols)
      .from(organizations)
      .where(
        and(
          live,
          q
            ? or(foldedLike(organizations.name, likePattern(q)), foldedLike(organizations.shortName, likePattern(q)))
            : undefined,
        ),
      )
      .orderBy(asc(organizations.name))
      .limit(20),
    ids.length
      ? db
          .select(cols)
          .from(organizations)
          .where(and(live, inArray(organizations.id, ids)))
      : [],
  ]);
  const byId = new Map([...chosen, ...found].map((o) => [o.id, o]));
  return [...byId.values()];
}
