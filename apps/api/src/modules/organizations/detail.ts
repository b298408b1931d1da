import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Organization } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { address, images, organizations, organizationTypes, schoolDistricts } from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { notFound } from '../../shared/errors.js';

/** The parent organization, joined under its own name. */
export const parentOrg = alias(organizations, 'parent');

/** What every organization read selects: the row with its type, address, image and parent. */
export const viewColumns = {
  org: organizations,
  typeName: organizationTypes.name,
  address,
  imageUrl: images.imgUrl,
  parentName: parentOrg.name,
  parentNcesId: parentOrg.ncesId,
  schoolDistrictName: schoolDistricts.title,
};

/** `select … from organizations` with the joins viewColumns needs; the caller adds where/order/limit. */
export function selectView<S extends SelectedFields = Record<never, never>>(db: Executor, extra?: S) {
  return db
    .select({ ...viewColumns, ...(extra as S) })
    .from(organizations)
    .leftJoin(organizationTypes, eq(organizationTypes.id, organizations.organizationTypeId))
    .leftJoin(address, eq(address.id, organizations.addressId))
    .leftJoin(images, eq(images.id, organizations.imageId))
    .leftJoin(parentOrg, eq(parentOrg.id, organizations.parentId))
    .leftJoin(schoolDistricts, eq(schoolDistricts.id, organizations.schoolDistrictId));
}

type ViewRow = {
  org: typeof organizations.$inferSelect;
  typeName: string | null;
  address: typeof address.$inferSelect | null;
  imageUrl: string | null;
  parentName: string | null;
  schoolDistrictName: string | null;
};

export function toOrganization(r: ViewRow): Organization {
  const o = r.org;
  return {
    id: o.id,
    organizationTypeId: o.organizationTypeId,
    typeName: r.typeName,
    name: o.name,
    shortName: o.shortName,
    description: o.description,
    phone: o.phone,
    address: r.address
      ? {
          addressLine1: r.address.addressLine1,
          addressLine2: r.address.addressLine2,
          city: r.address.city,
          state: r.address.state,
          zip: r.address.zip,
          country: r.address.country,
        }
      : null,
    imageUrl: r.imageUrl,
    parentId: o.parentId,
    parentName: r.parentName,
    isTeam: o.isTeam,
    isVenue: o.isVenue,
    isBoosterClub: o.isBoosterClub,
    googleMapLink: o.googleMapLink,
    websiteLink: o.websiteLink,
    ncesId: o.ncesId,
    schoolDistrictId: o.schoolDistrictId,
    schoolDistrictName: r.schoolDistrictName,
    startDate: o.startDate,
    endDate: o.endDate,
    createdAt: iso(o.createdAt),
    updatedAt: iso(o.updatedAt),
  };
}

export const liveOrganization = isNull(organizations.deletedAt);

export async function findOrganization(db: Executor, id: number, where?: SQL): Promise<Organization> {
  const [row] = await selectView(db).where(and(eq(organizations.id, id), liveOrganization, where));
  if (!row) throw notFound('Organization');
  return toOrganization(row);
}

type Flat = string | number | boolean | null;

/**
 * The organization as its change history records it: one flat field per thing a person edits, with the type
 * and parent by name, so "changed City from “Plano” to “Allen”" reads well.
 */
export function auditSnapshot(o: Organization): Record<string, Flat> {
  const a = o.address;
  return {
    type: o.typeName,
    name: o.name,
    shortName: o.shortName,
    description: o.description,
    phone: o.phone,
    addressLine1: a?.addressLine1 ?? null,
    addressLine2: a?.addressLine2 ?? null,
    city: a?.city ?? null,
    state: a?.state ?? null,
    zip: a?.zip ?? null,
    country: a?.country ?? null,
    imageUrl: o.imageUrl,
    parent: o.parentName,
    isTeam: o.isTeam,
    isVenue: o.isVenue,
    isBoosterClub: o.isBoosterClub,
    googleMapLink: o.googleMapLink,
    websiteLink: o.websiteLink,
    ncesId: o.ncesId,
    schoolDistrictName: o.schoolDistrictName,
    startDate: o.startDate,
    endDate: o.endDate,
  };
}
