import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  Organization,
  OrganizationChanges,
  OrganizationListQuery,
  OrganizationLookups,
  OrganizationValues,
} from '@phlox/contract';
import type { Db, Executor } from '../../db/client.js';
import { address, organizations, organizationTypes, schoolDistricts } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { constraintOf, notFound, pgErrorCode, PG_UNIQUE_VIOLATION, assertFresh } from '../../shared/errors.js';
import { refuseIfUsed } from '../../shared/in-use.js';
import { foldedLike, likePattern, offsetOf, orderBy, toPage, totalOver } from '../../shared/list.js';
import { runPrepared } from '../../shared/prepared.js';
import { loadPlaceIndex } from '../locations/index.js';
import { DEFAULT_ORDER, organizationWhere, SORT_COLUMNS } from './filters.js';
import { insertOrganization, updateOrganizationRow, writeOf, type OrganizationWrite } from './persist.js';
import {
  assertNameFree,
  assertNcesIdFree,
  checkDraft,
  districtProblem,
  nameTaken,
  ncesConflict,
  parentProblem,
  throwProblems,
  typeNameOf,
  usesOf,
  type NameKey,
} from './rules.js';
import { auditSnapshot, findOrganization, liveOrganization, selectView, toOrganization } from './detail.js';

export const MENU = 'organizations';

/**
 * Without a search, the page and the total as two parallel queries: the page walks the sort's index and joins
 * only its own rows; `count(*) over()` on the joined view made every request join and sort all organizations.
 * (p95 at 16 connections, 1,955 organizations: 100 ms before, 48 ms after; a search 64 ms -> 52 ms.)
 */
export async function listOrganizations(db: Db, q: OrganizationListQuery) {
  if (q.q) return searchOrganizations(db, q);
  if (!q.typeId && !q.flags && !q.state && !q.city && !q.districtId) return allOrganizations(db, q);
  const where = organizationWhere(q);
  const [rows, total] = await Promise.all([
    selectView(db)
      .where(where)
      .orderBy(...orderBy(q.sort, SORT_COLUMNS, DEFAULT_ORDER, organizations.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    countOrganizations(db, where),
  ]);
  return { data: rows.map(toOrganization), meta: { page: q.page, pageSize: q.pageSize, total } };
}

/**
 * The unfiltered list (the page everyone opens first): the same two queries as named prepared statements, so
 * neither Drizzle nor PostgreSQL builds or plans them again on each request; only the offset varies.
 */
async function allOrganizations(db: Db, q: OrganizationListQuery) {
  const offset = offsetOf(q);
  const [rows, [counted]] = await Promise.all([
    runPrepared(
      db,
      `organizations.all|${q.sort ?? ''}|${q.pageSize}`,
      () =>
        selectView(db)
          .where(liveOrganization)
          .orderBy(...orderBy(q.sort, SORT_COLUMNS, DEFAULT_ORDER, organizations.id))
          .limit(sql.raw(String(Math.trunc(q.pageSize))) as unknown as number)
          .offset(sql.placeholder('offset')),
      { offset },
    ),
    runPrepared(
      db,
      'organizations.all.count',
      () => db.select({ n: count() }).from(organizations).where(liveOrganization),
      {},
    ),
  ]);
  return { data: rows.map(toOrganization), meta: { page: q.page, pageSize: q.pageSize, total: counted.n } };
}

/**
 * A search: the page's ids with the total (`count(*) over()`) from one narrow scan of the matching rows, then
 * the full view of just those rows, so the ILIKE scan runs once, not once for the page and once for the count.
 * A search alone (the common case) runs as named prepared statements: the organizations are few enough that
 * the plan is a scan whatever the text, and building and planning the SQL cost as much as running it.
 */
async function searchOrganizations(db: Db, q: OrganizationListQuery) {
  const onlySearch = !q.typeId && !q.flags && !q.state && !q.city && !q.districtId;
  const byType = (q.sort ?? '').replace('-', '') === 'type';
  const withNces = /\d/.test(q.q ?? '');
  const pageQuery = (where: SQL | undefined) => {
    // Joined only when the sort or a filter reads them: planning the joins cost as much as running the scan.
    let query = db.select({ id: organizations.id, total: totalOver() }).from(organizations).$dynamic();
    if (byType) query = query.leftJoin(organizationTypes, eq(organizationTypes.id, organizations.organizationTypeId));
    if (q.state || q.city) query = query.leftJoin(address, eq(address.id, organizations.addressId));
    return query
      .where(where)
      .orderBy(...orderBy(q.sort, SORT_COLUMNS, DEFAULT_ORDER, organizations.id))
      .limit(sql.raw(String(Math.trunc(q.pageSize))) as unknown as number)
      .offset(sql.placeholder('offset'));
  };
  const offset = offsetOf(q);
  const page = onlySearch
    ? await runPrepared(
        db,
        `organizations.search|${q.sort ?? ''}|${q.pageSize}|${withNces}`,
        () => {
          const p = sql.placeholder('pattern');
          const columns = withNces
            ? [organizations.name, organizations.shortName, organizations.ncesId]
            : [organizations.name, organizations.shortName];
          return pageQuery(and(liveOrganization, or(...columns.map((c) => foldedLike(c, p)))));
        },
        { pattern: likePattern(q.q!), offset },
      )
    : await pageQuery(organizationWhere(q)).execute({ offset });
  const ids = page.map((r) => r.id);
  const rows = ids.length
    ? await runPrepared(
        db,
        'organizations.view-by-ids',
        () => selectView(db).where(sql`${organizations.id} = any(${sql.placeholder('ids')}::int[])`),
        { ids },
      )
    : [];
  const byId = new Map(rows.map((r) => [r.org.id, r]));
  const { rows: ordered, meta } = await toPage(page, q, () => countOrganizations(db, organizationWhere(q)));
  return { data: ordered.map((r) => toOrganization(byId.get(r.id)!)), meta };
}

async function countOrganizations(db: Db, where: SQL | undefined): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(organizations)
    .leftJoin(address, eq(address.id, organizations.addressId))
    .where(where);
  return r.n;
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
      .select({ id: schoolDistricts.id, title: schoolDistricts.title, state: schoolDistricts.state })
      .from(schoolDistricts)
      .where(isNull(schoolDistricts.deletedAt))
      .orderBy(asc(schoolDistricts.title), asc(schoolDistricts.id)),
  ]);
  return { types, districts };
}

/** What the last save tried to write: the name's 409 when the unique index, not the check, refused it. */
interface Attempt {
  key?: NameKey;
  typeName?: string;
}

/**
 * Checks everything about a complete organization; throws 400 with field messages, or 409 for an NCES id or a
 * name + type + parent another live organization has.
 */
async function validate(
  tx: Executor,
  w: OrganizationWrite,
  attempt: Attempt,
  stored?: Organization,
): Promise<OrganizationWrite> {
  const selfId = stored?.id;
  const typeName = await typeNameOf(tx, w.organizationTypeId);
  attempt.key = w;
  attempt.typeName = typeName;
  const places = await loadPlaceIndex(tx, w.address?.city ? [w.address.city] : []);
  const { problems, address: canonical } = checkDraft(w, typeName, places, stored);
  if (w.parentId && !problems.parentId) {
    const parent = await parentProblem(tx, w.parentId, selfId);
    if (parent) problems.parentId = parent;
  }
  if (w.schoolDistrictId) {
    const district = await districtProblem(tx, w.schoolDistrictId);
    if (district) problems.schoolDistrictId = district;
  }
  throwProblems(problems);
  await assertNcesIdFree(tx, w.ncesId, selfId);
  await assertNameFree(tx, w, typeName, selfId);
  return { ...w, address: canonical };
}

/**
 * Two admins saving the same NCES id, or the same name + type + parent, at once: the unique index refuses the
 * second, named like the check does.
 */
async function translateRace<T>(
  db: Db,
  ncesId: string | null | undefined,
  attempt: Attempt,
  fn: () => Promise<T>,
): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (pgErrorCode(err) !== PG_UNIQUE_VIOLATION) throw err;
    if (constraintOf(err) === 'organizations_name_type_parent_unique' && attempt.key)
      throw nameTaken(attempt.key, attempt.typeName);
    if (!ncesId) throw err;
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
    schoolDistrictId: v.schoolDistrictId ?? null,
  };
}

export async function createOrganization(db: Db, input: OrganizationValues, userId: number): Promise<Organization> {
  const attempt: Attempt = {};
  return translateRace(db, input.ncesId, attempt, () =>
    db.transaction(async (tx) => {
      const w = await validate(tx, writeFromInput(input), attempt);
      const id = await insertOrganization(tx, w);
      const created = await findOrganization(tx, id);
      await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'create', after: auditSnapshot(created) });
      return created;
    }),
  );
}

export async function updateOrganization(db: Db, id: number, input: OrganizationChanges, userId: number) {
  const { updatedAt, ...changes } = input;
  const attempt: Attempt = {};
  return translateRace(db, changes.ncesId, attempt, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(organizations)
        .where(and(eq(organizations.id, id), liveOrganization))
        .for('update');
      if (!row) throw notFound('Organization');
      assertFresh(updatedAt, row.updatedAt, 'organization');
      const before = await findOrganization(tx, id);
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      const w = await validate(tx, { ...writeOf(before), ...defined }, attempt, before);
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

export async function deleteOrganization(db: Db, id: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.id, id), liveOrganization))
      .for('update');
    if (!row) throw notFound('Organization');
    const before = await findOrganization(tx, id);
    await refuseIfUsed(tx, before.name, usesOf(id));
    await tx
      .update(organizations)
      .set({ deletedAt: sql`now()` })
      .where(eq(organizations.id, id));
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before: auditSnapshot(before) });
  });
}
