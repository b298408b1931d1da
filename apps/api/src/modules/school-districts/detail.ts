import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SchoolDistrict, SchoolDistrictRow } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { address, organizations, organizationTypes, schoolDistricts } from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { notFound } from '../../shared/errors.js';
import { qualified } from '../../shared/sql.js';

export const MENU = 'school-districts';
export const liveDistrict = isNull(schoolDistricts.deletedAt);

/** How many live organizations the district runs. */
export const schoolCount = sql<number>`(select count(*) from organizations o
  where o.school_district_id = ${qualified(schoolDistricts.id)} and o.deleted_at is null)`.mapWith(Number);

type Row = typeof schoolDistricts.$inferSelect;

export const toRow = (r: Row, schools: number): SchoolDistrictRow => ({
  id: r.id,
  title: r.title,
  code: r.code,
  state: r.state,
  status: r.status,
  schoolCount: schools,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

/** The district's live schools, by name. */
export async function schoolsOf(db: Executor, id: number) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      typeName: organizationTypes.name,
      city: address.city,
    })
    .from(organizations)
    .leftJoin(organizationTypes, eq(organizationTypes.id, organizations.organizationTypeId))
    .leftJoin(address, eq(address.id, organizations.addressId))
    .where(and(eq(organizations.schoolDistrictId, id), isNull(organizations.deletedAt)))
    .orderBy(asc(organizations.name), asc(organizations.id));
}

export async function findDistrict(db: Executor, id: number): Promise<SchoolDistrict> {
  const [row] = await db
    .select()
    .from(schoolDistricts)
    .where(and(eq(schoolDistricts.id, id), liveDistrict));
  if (!row) throw notFound('School district');
  const schools = await schoolsOf(db, id);
  return { ...toRow(row, schools.length), schools };
}

/** What the history records: the fields, and the schools as one readable list (a change shows as one field). */
export function auditSnapshot(d: SchoolDistrict) {
  return {
    title: d.title,
    code: d.code,
    state: d.state,
    status: d.status,
    schools: d.schools.map((s) => s.name).join('; '),
  };
}
