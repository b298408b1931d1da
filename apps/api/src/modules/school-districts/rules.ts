import { and, eq, ne, sql } from 'drizzle-orm';
import {
  districtCodeTaken,
  districtTitleTaken,
  schoolInOtherDistrict,
  SCHOOLS_MISSING,
  type SchoolDistrictValues,
} from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { organizations, schoolDistricts } from '../../db/schema/index.js';
import type { ClaimKind } from '../../shared/claims.js';
import type { Use } from '../../shared/in-use.js';
import { assertFree, guardUnique, sameName, taken } from '../../shared/unique.js';
import { liveDistrict } from './detail.js';

type Keys = Pick<SchoolDistrictValues, 'title' | 'code' | 'state'>;

const codeTaken = (holder: string) => taken('code', districtCodeTaken(holder));
const titleTaken = (title: string) => taken('title', districtTitleTaken(title));

/** A code names one live district; a title one per state (ignoring case and outer spaces). */
export async function assertFreeKeys(db: Executor, k: Keys, exceptId?: number) {
  const others = exceptId ? ne(schoolDistricts.id, exceptId) : undefined;
  if (k.code)
    await assertFree(
      db,
      schoolDistricts,
      schoolDistricts.title,
      and(liveDistrict, sql`lower(${schoolDistricts.code}) = lower(${k.code})`, others),
      codeTaken,
    );
  await assertFree(
    db,
    schoolDistricts,
    schoolDistricts.title,
    and(liveDistrict, sameName(schoolDistricts.title, k.title), eq(schoolDistricts.state, k.state), others),
    titleTaken,
  );
}

/** The unique indexes settle two saves racing; the loser hears what the check would have said. */
export const guardKeys = <T>(k: Keys, write: () => Promise<T>) =>
  guardUnique(
    {
      school_districts_code_unique: () => codeTaken(k.code ?? ''),
      school_districts_title_state_unique: () => titleTaken(k.title),
    },
    write,
  );

/** Live events held for the district (media days): a district they point at cannot go. */
export const usesOf = (id: number): Use[] => [
  {
    noun: ['event', 'events'],
    rows: sql`select e.title as name from events e where e.school_district_id = ${id} and e.deleted_at is null`,
  },
];

/** A district's schools: organizations, each in at most one district. */
export const SCHOOLS: ClaimKind = {
  table: organizations,
  id: organizations.id,
  parent: organizations.schoolDistrictId,
  name: organizations.name,
  deletedAt: organizations.deletedAt,
  field: 'schoolIds',
  missing: SCHOOLS_MISSING,
  heldElsewhere: (school, district) => schoolInOtherDistrict(school, district),
  holderTitle: async (tx, id) =>
    (await tx.select({ title: schoolDistricts.title }).from(schoolDistricts).where(eq(schoolDistricts.id, id)))[0]
      ?.title ?? 'another district',
  history: { menu: 'organizations', field: 'schoolDistrictName' },
};
