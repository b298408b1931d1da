import { eq, sql } from 'drizzle-orm';
import type { AddressValues, Organization } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { address, images, organizations } from '../../db/schema/index.js';

/** An organization ready to write: validated, address canonical, every field decided. */
export interface OrganizationWrite {
  organizationTypeId: number;
  name: string;
  shortName: string | null;
  description: string | null;
  phone: string | null;
  address: AddressValues | null;
  imageUrl: string | null;
  parentId: number | null;
  isTeam: boolean;
  isVenue: boolean;
  isBoosterClub: boolean;
  googleMapLink: string | null;
  websiteLink: string | null;
  ncesId: string | null;
  schoolDistrictId: number | null;
  startDate: string | null;
  endDate: string | null;
}

/** The write that would leave an organization as it is (the base an update's changes apply to). */
export function writeOf(o: Organization): OrganizationWrite {
  return {
    organizationTypeId: o.organizationTypeId ?? 0,
    name: o.name,
    shortName: o.shortName,
    description: o.description,
    phone: o.phone,
    address: o.address,
    imageUrl: o.imageUrl,
    parentId: o.parentId,
    isTeam: o.isTeam,
    isVenue: o.isVenue,
    isBoosterClub: o.isBoosterClub,
    googleMapLink: o.googleMapLink,
    websiteLink: o.websiteLink,
    ncesId: o.ncesId,
    schoolDistrictId: o.schoolDistrictId,
    startDate: o.startDate,
    endDate: o.endDate,
  };
}

const ADDRESS_KEYS = ['addressLine1', 'addressLine2', 'city', 'state', 'zip', 'country'] as const;

/** The fields writing `w` would change, address ones as "address.zip"; none means the row can be skipped. */
export function changedFields(current: Organization, w: OrganizationWrite): string[] {
  const base = writeOf(current);
  const fields = (Object.keys(w) as Array<keyof OrganizationWrite>).filter((k) => k !== 'address' && base[k] !== w[k]);
  const address = ADDRESS_KEYS.filter((k) => (base.address?.[k] ?? null) !== (w.address?.[k] ?? null));
  return [...fields, ...address.map((k) => `address.${k}`)];
}

function columnsOf(w: OrganizationWrite) {
  const { address: _a, imageUrl: _i, ...columns } = w;
  return columns;
}

/** Inserts the address, the image and the organization; returns the new id. */
export async function insertOrganization(tx: Executor, w: OrganizationWrite): Promise<number> {
  const addressId = w.address ? (await tx.insert(address).values(w.address).returning({ id: address.id }))[0].id : null;
  const imageId = w.imageUrl
    ? (await tx.insert(images).values({ imgUrl: w.imageUrl }).returning({ id: images.id }))[0].id
    : null;
  const [row] = await tx
    .insert(organizations)
    .values({ ...columnsOf(w), addressId, imageId })
    .returning({ id: organizations.id });
  return row.id;
}

/** Updates the organization with its address and image rows (created, changed or let go as needed). */
export async function updateOrganizationRow(
  tx: Executor,
  current: { id: number; addressId: number | null; imageId: number | null },
  w: OrganizationWrite,
): Promise<void> {
  let addressId = current.addressId;
  if (!w.address) {
    if (addressId)
      await tx
        .update(address)
        .set({ deletedAt: sql`now()` })
        .where(eq(address.id, addressId));
    addressId = null;
  } else if (addressId) {
    await tx
      .update(address)
      .set({ ...w.address, updatedAt: sql`now()` })
      .where(eq(address.id, addressId));
  } else {
    addressId = (await tx.insert(address).values(w.address).returning({ id: address.id }))[0].id;
  }
  let imageId = current.imageId;
  if (!w.imageUrl) imageId = null;
  else if (imageId) {
    await tx
      .update(images)
      .set({ imgUrl: w.imageUrl, updatedAt: sql`now()` })
      .where(eq(images.id, imageId));
  } else {
    imageId = (await tx.insert(images).values({ imgUrl: w.imageUrl }).returning({ id: images.id }))[0].id;
  }
  await tx
    .update(organizations)
    .set({ ...columnsOf(w), addressId, imageId, updatedAt: sql`now()` })
    .where(eq(organizations.id, current.id));
}
