import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  BOOSTER_CLUB_TYPE,
  BOOSTER_PARENT_REQUIRED,
  datesOutOfOrder,
  DISTRICT_MISSING,
  DISTRICT_TYPE_RETIRED,
  END_BEFORE_START,
  isBlankAddress,
  isRetiredOrganizationType,
  ncesIdTaken,
  SHORT_NAME_REQUIRED,
  ZIP_REQUIRED,
  type AddressValues,
} from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { organizations, organizationTypes, schoolDistricts } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../shared/errors.js';
import type { Use } from '../../shared/in-use.js';
import { assertFree, sameName, taken } from '../../shared/unique.js';
import type { PlaceIndex } from '../locations/index.js';

/** The parts of an organization the business rules look at. */
export interface RuleDraft {
  organizationTypeId: number;
  shortName: string | null;
  parentId: number | null;
  isBoosterClub: boolean;
  startDate: string | null;
  endDate: string | null;
  address: AddressValues | null;
}

export type FieldProblems = Record<string, string>;

export const isBoosterClub = (d: Pick<RuleDraft, 'isBoosterClub'>, typeName: string | undefined) =>
  d.isBoosterClub || typeName?.toLowerCase() === BOOSTER_CLUB_TYPE.toLowerCase();

/**
 * The rules that need only lookups, shared by the form and the CSV import: a known type, a short name and a
 * ZIP, a parent for a booster club, dates in order, a type still offered (not District), and a state/city from
 * the lookups. Gives the address with
 * canonical values. `stored` is the organization an update changes: one saved without a short name or ZIP
 * (before they were required) keeps that until they are given, but one that has them cannot lose them.
 */
export function checkDraft(
  d: RuleDraft,
  typeName: string | undefined,
  places: PlaceIndex,
  stored?: (Pick<RuleDraft, 'shortName' | 'address'> & { organizationTypeId: number | null }) | null,
): { problems: FieldProblems; address: AddressValues | null } {
  const problems: FieldProblems = {};
  if (typeName === undefined) problems.organizationTypeId = 'Choose a type from the list';
  // One that already has the retired type keeps it (readable, editable); none takes it anew.
  else if (isRetiredOrganizationType(typeName) && stored?.organizationTypeId !== d.organizationTypeId)
    problems.organizationTypeId = DISTRICT_TYPE_RETIRED;
  if (!d.shortName && (!stored || stored.shortName)) problems.shortName = SHORT_NAME_REQUIRED;
  if (!d.address?.zip && (!stored || stored.address?.zip)) problems['address.zip'] = ZIP_REQUIRED;
  if (isBoosterClub(d, typeName) && !d.parentId) problems.parentId = BOOSTER_PARENT_REQUIRED;
  if (datesOutOfOrder(d.startDate, d.endDate)) problems.endDate = END_BEFORE_START;
  let addr = isBlankAddress(d.address) ? null : d.address;
  if (addr) {
    const place = places.check(addr.state, addr.city);
    if (place.ok) addr = { ...addr, state: place.state, city: place.city };
    else problems[`address.${place.field}`] = place.message;
  }
  return { problems, address: addr };
}

export async function typeNameOf(db: Executor, id: number): Promise<string | undefined> {
  const [t] = await db
    .select({ name: organizationTypes.name })
    .from(organizationTypes)
    .where(and(eq(organizationTypes.id, id), isNull(organizationTypes.deletedAt)));
  return t?.name;
}

/** The parent must be a live organization, and not the organization itself or one of its descendants. */
export async function parentProblem(db: Executor, parentId: number, selfId?: number): Promise<string | null> {
  if (parentId === selfId) return 'An organization cannot be its own parent';
  const [parent] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, parentId), isNull(organizations.deletedAt)))
    // Until this save ends, the parent cannot be deleted (its delete checks for organizations under it).
    .for('key share');
  if (!parent) return 'Choose a parent organization from the list';
  if (selfId === undefined) return null;
  // Walk up from the chosen parent; meeting this organization would close a loop.
  const result = await db.execute<{ hit: boolean }>(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from organizations where id = ${parentId}
      union all
      select o.id, o.parent_id, up.depth + 1 from organizations o join up on o.id = up.parent_id where up.depth < 50
    )
    select exists(select 1 from up where id = ${selfId}) as hit`);
  const rows = (result as unknown as { rows: Array<{ hit: boolean }> }).rows;
  return rows[0]?.hit ? 'This organization is already above the chosen parent' : null;
}

/** The district must be live; until this save ends it cannot be deleted (its delete locks it for update). */
export async function districtProblem(db: Executor, districtId: number): Promise<string | null> {
  const [district] = await db
    .select({ id: schoolDistricts.id })
    .from(schoolDistricts)
    .where(and(eq(schoolDistricts.id, districtId), isNull(schoolDistricts.deletedAt)))
    .for('key share');
  return district ? null : DISTRICT_MISSING;
}

/** NCES ids are unique among live organizations; the message names the one that has it. */
export async function assertNcesIdFree(db: Executor, ncesId: string | null, selfId?: number): Promise<void> {
  if (!ncesId) return;
  const [other] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(
      and(
        eq(organizations.ncesId, ncesId),
        isNull(organizations.deletedAt),
        selfId ? ne(organizations.id, selfId) : undefined,
      ),
    );
  if (other) throw ncesConflict(other.name);
}

export const ncesConflict = (name: string) => conflict(ncesIdTaken(name), { ncesId: ncesIdTaken(name) });

/** The natural key of an organization: one live organization per name (any case), type and parent. */
export interface NameKey {
  name: string;
  organizationTypeId: number;
  parentId: number | null;
}

export const nameTakenMessage = (k: NameKey, typeName: string | undefined) => {
  const kind = (typeName ?? 'organization').toLowerCase();
  return `${/^[aeiou]/.test(kind) ? 'An' : 'A'} ${kind} named “${k.name}” already exists${k.parentId ? ' under this parent' : ''}.`;
};
export const nameTaken = (k: NameKey, typeName: string | undefined) => taken('name', nameTakenMessage(k, typeName));

export async function assertNameFree(db: Executor, k: NameKey, typeName: string | undefined, selfId?: number) {
  await assertFree(
    db,
    organizations,
    organizations.name,
    and(
      isNull(organizations.deletedAt),
      sameName(organizations.name, k.name),
      eq(organizations.organizationTypeId, k.organizationTypeId),
      k.parentId === null ? isNull(organizations.parentId) : eq(organizations.parentId, k.parentId),
      selfId ? ne(organizations.id, selfId) : undefined,
    ),
    (holder) => nameTaken({ ...k, name: holder }, typeName),
  );
}

/**
 * What still points at an organization: organizations under it, live events (as a team, a participant or a
 * linked organization), bundles, booster commissions of live categories and players on its team.
 */
export const usesOf = (id: number): Use[] => [
  {
    noun: ['organization under it', 'organizations under it'],
    rows: sql`select o.name from organizations o where o.parent_id = ${id} and o.deleted_at is null`,
  },
  {
    noun: ['event', 'events'],
    rows: sql`select e.title as name from events e
      where e.deleted_at is null and (
        exists (select 1 from event_organizations eo
                 where eo.event_id = e.id and eo.organization_id = ${id} and eo.deleted_at is null)
        or exists (select 1 from event_matches m
                    where m.event_id = e.id and m.deleted_at is null
                      and (m.home_team_id = ${id} or m.visiting_team_id = ${id} or ${id} = any(m.participating_teams))))`,
  },
  {
    noun: ['bundle', 'bundles'],
    rows: sql`select s.name from season_pass s where s.organization_id = ${id} and s.deleted_at is null`,
  },
  {
    noun: ['booster commission', 'booster commissions'],
    rows: sql`select c.category as name from booster_commissions b
      join event_categories c on c.id = b.event_category_id and c.deleted_at is null
      where b.organization_id = ${id} and b.deleted_at is null`,
  },
  {
    noun: ['player', 'players'],
    rows: sql`select p.first_name || ' ' || p.last_name as name from customer_players p
      where p.team_id = ${id} and p.deleted_at is null`,
  },
];

export function throwProblems(problems: FieldProblems): void {
  const entries = Object.entries(problems);
  if (entries.length) throw badRequest(entries[0][1], problems);
}
