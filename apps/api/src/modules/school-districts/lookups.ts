import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SchoolDistrictOption, SchoolOption } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { address, organizations, organizationTypes, schoolDistricts } from '../../db/schema/index.js';
import { foldedLike, likePattern } from '../../shared/list.js';
import { liveDistrict } from './detail.js';

/** Every live district (a few hundred at most), for pickers. */
export async function districtOptions(db: Db): Promise<SchoolDistrictOption[]> {
  return db
    .select({
      id: schoolDistricts.id,
      title: schoolDistricts.title,
      state: schoolDistricts.state,
      status: schoolDistricts.status,
    })
    .from(schoolDistricts)
    .where(liveDistrict)
    .orderBy(asc(schoolDistricts.title), asc(schoolDistricts.id));
}

const SCHOOL_OPTIONS = 50;

/**
 * Organizations to pick as a district's schools, matching the typed text, each with the district that already
 * has it: the form shows those as taken. The district being edited has its own schools first.
 */
export async function schoolOptions(db: Db, q: string | undefined, districtId?: number): Promise<SchoolOption[]> {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      typeName: organizationTypes.name,
      city: address.city,
      districtId: organizations.schoolDistrictId,
      districtTitle: schoolDistricts.title,
    })
    .from(organizations)
    .leftJoin(organizationTypes, eq(organizationTypes.id, organizations.organizationTypeId))
    .leftJoin(address, eq(address.id, organizations.addressId))
    .leftJoin(schoolDistricts, eq(schoolDistricts.id, organizations.schoolDistrictId))
    .where(
      and(
        isNull(organizations.deletedAt),
        q ? sql`(${foldedLike(organizations.name, likePattern(q))} or ${organizations.ncesId} = ${q})` : undefined,
      ),
    )
    .orderBy(
      districtId
        ? sql`${organizations.schoolDistrictId} is not distinct from ${districtId} desc`
        : asc(organizations.name),
      asc(organizations.name),
      asc(organizations.id),
    )
    .limit(SCHOOL_OPTIONS);
}
