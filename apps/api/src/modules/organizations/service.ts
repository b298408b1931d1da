import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  Organization,
  OrganizationChanges,
  OrganizationListQuery,
  OrganizationLookups,
  OrganizationValues,
} from '@phlox/contract';
import type { Db, Executor } from '../../db/client.js';
import {
  address,
  eventMatches,
  eventOrganizations,
  events,
  organizations,
  organizationTypes,
  seasonPass,
} from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { businessRule, notFound, pgErrorCode, PG_UNIQUE_VIOLATION, staleUpdate } from '../../shared/errors.js';
import { offsetOf, orderBy, toPage, totalOver } from '../../shared/list.js';
import { loadPlaceIndex } from '../locations/service.js';
import { DEFAULT_ORDER, organizationWhere, SORT_COLUMNS } from './filters.js';
import { insertOrganization, updateOrganizationRow, writeOf, type OrganizationWrite } from './persist.js';
import { assertNcesIdFree, checkDraft, ncesConflict, parentProblem, throwProblems, typeNameOf } from './rules.js';
import { auditSnapshot, findOrganization, liveOrganization, selectView, toOrganization } from './view.js';

export const MENU = 'organizations';

export async function listOrganizations(db: Db, q: OrganizationListQuery) {
  const where = organizationWhere(q);
  const rows = await selectView(db, { total: totalOver() })
    .where(where)
    .orderBy(...orderBy(q.sort, SORT_COLUMNS, DEFAULT_ORDER, organizations.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const page = await toPage(rows, q, async () => {
    const [r] = await db
      .select({ n: count() })
      .from(organizations)
      .leftJoin(address, eq(address.id, organizations.addressId))
      .where(where);
    return r.n;
  });
  return { data: page.rows.map(toOrganization), meta: page.meta };
}

export const getOrganization = (db: Executor, id: number) => findOrganization(db, id);

export async function organizationLookups(db: Db): Promise<OrganizationLookups> {
  const [types, districts] = await Promise.all([
    db
      .select({ id: organizationTypes.id, name: organizationTypes.name })
      .from(organizationTypes)
      .where(isNull(organizationTypes.deletedAt))
      .orderBy(asc(organizationTypes.name)),
    db
      .selectDistinct({ name: organizations.schoolDistrictName })
      .from(organizations)
      .where(and(liveOrganization, isNotNull(organizations.schoolDistrictName)))
      .orderBy(asc(organizations.schoolDistrictName)),
  ]);
  return { types, districts: districts.map((d) => d.name!).filter(Boolean) };
}

/** Checks everything about a complete organization; throws 400 with field messages or 409 for an NCES id. */
async function validate(tx: Executor, w: OrganizationWrite, selfId?: number): Promise<OrganizationWrite> {
  const typeName = await typeNameOf(tx, w.organizationTypeId);
  const places = await loadPlaceIndex(tx, w.address?.city ? [w.address.city] : []);
  const { problems, address: canonical } = checkDraft(w, typeName, places);
  if (w.parentId && !problems.parentId) {
    const parent = await parentProblem(tx, w.parentId, selfId);
    if (parent) problems.parentId = parent;
  }
  throwProblems(problems);
  await assertNcesIdFree(tx, w.ncesId, selfId);
  return { ...w, address: canonical };
}

/** Two admins saving the same NCES id at once: the unique index refuses the second, named like the check does. */
async function translateNcesRace<T>(db: Db, ncesId: string | null | undefined, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (pgErrorCode(err) !== PG_UNIQUE_VIOLATION || !ncesId) throw err;
    const [other] = await db
      .select({ name: organizations.name })
      .from(organizations)
      .where(and(eq(organizations.ncesId, ncesId), liveOrganization));
    throw ncesConflict(other?.name ?? 'another organization');
  }
}

function writeFromInput(v: OrganizationValues): OrganizationWrite {
  return {
    ...v,
    address: v.address ?? null,
    imageUrl: v.imageUrl ?? null,
    parentId: v.parentId ?? null,
    isTeam: v.isTeam ?? false,
    isVenue: v.isVenue ?? false,
    isBoosterClub: v.isBoosterClub ?? false,
  };
}

export async function createOrganization(db: Db, input: OrganizationValues, userId: number): Promise<Organization> {
  return translateNcesRace(db, input.ncesId, () =>
    db.transaction(async (tx) => {
      const w = await validate(tx, writeFromInput(input));
      const id = await insertOrganization(tx, w);
      const created = await findOrganization(tx, id);
      await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'create', after: auditSnapshot(created) });
      return created;
    }),
  );
}

export async function updateOrganization(db: Db, id: number, input: OrganizationChanges, userId: number) {
  const { updatedAt, ...changes } = input;
  return translateNcesRace(db, changes.ncesId, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(organizations)
        .where(and(eq(organizations.id, id), liveOrganization))
        .for('update');
      if (!row) throw notFound('Organization');
      if (updatedAt && new Date(updatedAt).getTime() !== row.updatedAt.getTime()) throw staleUpdate('organization');
      const before = await findOrganization(tx, id);
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      const w = await validate(tx, { ...writeOf(before), ...defined }, id);
      await updateOrganizationRow(tx, row, w);
      const after = await findOrganization(tx, id);
      await writeHistory(tx, {
        menu: MENU,
        userId,
        itemId: id,
        action: 'update',
        before: auditSnapshot(before),
        after: auditSnapshot(after),
      });
      return after;
    }),
  );
}

/** What still points at an organization, in words; deleting it would leave those dangling. */
async function usedBy(tx: Executor, id: number): Promise<string[]> {
  const [children] = await tx
    .select({ n: count() })
    .from(organizations)
    .where(and(eq(organizations.parentId, id), liveOrganization));
  const [linked] = await tx
    .select({ n: count() })
    .from(events)
    .where(
      and(
        isNull(events.deletedAt),
        sql`${events.id} in (
          select ${eventOrganizations.eventId} from ${eventOrganizations}
           where ${eventOrganizations.organizationId} = ${id} and ${eventOrganizations.deletedAt} is null
          union
          select ${eventMatches.eventId} from ${eventMatches}
           where (${eventMatches.homeTeamId} = ${id} or ${eventMatches.visitingTeamId} = ${id})
             and ${eventMatches.deletedAt} is null)`,
      ),
    );
  const [bundles] = await tx
    .select({ n: count() })
    .from(seasonPass)
    .where(and(eq(seasonPass.organizationId, id), isNull(seasonPass.deletedAt)));
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    children.n ? plural(children.n, 'organization under it', 'organizations under it') : '',
    linked.n ? plural(linked.n, 'event', 'events') : '',
    bundles.n ? plural(bundles.n, 'bundle', 'bundles') : '',
  ].filter(Boolean);
}

export async function deleteOrganization(db: Db, id: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.id, id), liveOrganization))
      .for('update');
    if (!row) throw notFound('Organization');
    const before = await findOrganization(tx, id);
    const uses = await usedBy(tx, id);
    if (uses.length)
      throw businessRule(`“${before.name}” cannot be deleted: it has ${uses.join(', ')}. Move or delete those first.`);
    await tx
      .update(organizations)
      .set({ deletedAt: sql`now()` })
      .where(eq(organizations.id, id));
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before: auditSnapshot(before) });
  });
}
