import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  districtCodeTaken,
  districtTitleTaken,
  schoolInOtherDistrict,
  SCHOOLS_MISSING,
  type SchoolDistrictValues,
} from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { organizations, schoolDistricts } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { badRequest, conflict } from '../../shared/errors.js';
import type { Use } from '../../shared/in-use.js';
import { assertFree, guardUnique, sameName, taken } from '../../shared/unique.js';
import { idArray } from '../../shared/sql.js';
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

/**
 * Makes `schoolIds` the district's schools: the others it had leave it, the new ones join. A school belongs to at
 * most one district, so one another district holds is refused (409 on `schoolIds`), never moved silently. The
 * schools are locked first, so two districts claiming one school at once cannot both win: the second sees the
 * first's link once its lock is granted. Each school whose district changes gets that change in its own history.
 */
export async function linkSchools(
  tx: Executor,
  district: { id: number; title: string },
  schoolIds: number[],
  userId: number,
): Promise<void> {
  const wanted = new Set(schoolIds);
  const rows = await tx
    .select({
      id: organizations.id,
      name: organizations.name,
      deletedAt: organizations.deletedAt,
      districtId: organizations.schoolDistrictId,
    })
    .from(organizations)
    .where(
      sql`${organizations.id} = any(${idArray([...wanted])}) or ${organizations.schoolDistrictId} = ${district.id}`,
    )
    .orderBy(organizations.id)
    .for('update');
  const found = new Map(rows.map((r) => [r.id, r]));
  if ([...wanted].some((id) => !found.get(id) || found.get(id)!.deletedAt))
    throw badRequest(SCHOOLS_MISSING, { schoolIds: SCHOOLS_MISSING });
  const elsewhere = rows.filter((r) => wanted.has(r.id) && r.districtId !== null && r.districtId !== district.id);
  if (elsewhere.length) {
    const [holder] = await tx
      .select({ title: schoolDistricts.title })
      .from(schoolDistricts)
      .where(eq(schoolDistricts.id, elsewhere[0].districtId!));
    const message = schoolInOtherDistrict(elsewhere[0].name, holder?.title ?? 'another district');
    throw conflict(message, { schoolIds: message });
  }
  const joining = rows.filter((r) => wanted.has(r.id) && r.districtId !== district.id);
  const leaving = rows.filter((r) => !wanted.has(r.id) && r.districtId === district.id && !r.deletedAt);
  if (joining.length)
    await tx
      .update(organizations)
      .set({ schoolDistrictId: district.id, updatedAt: sql`now()` })
      .where(
        inArray(
          organizations.id,
          joining.map((r) => r.id),
        ),
      );
  if (leaving.length)
    await tx
      .update(organizations)
      .set({ schoolDistrictId: null, updatedAt: sql`now()` })
      .where(
        inArray(
          organizations.id,
          leaving.map((r) => r.id),
        ),
      );
  for (const r of joining) await schoolHistory(tx, r.id, null, district.title, userId);
  for (const r of leaving) await schoolHistory(tx, r.id, district.title, null, userId);
}

/** The organization's own history shows its district change ("School district: — → Plano ISD"). */
export const schoolHistory = (tx: Executor, id: number, from: string | null, to: string | null, userId: number) =>
  writeHistory(tx, {
    menu: 'organizations',
    userId,
    itemId: id,
    action: 'update',
    before: { schoolDistrictName: from },
    after: { schoolDistrictName: to },
  });
