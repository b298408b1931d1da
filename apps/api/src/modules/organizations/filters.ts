import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrganizationExportQuery, OrganizationFlag } from '@phlox/contract';
import { address, organizations, organizationTypes } from '../../db/schema/index.js';
import { searchAny } from '../../shared/list.js';
import { liveOrganization } from './detail.js';

const FLAG_COLUMNS: Record<OrganizationFlag, SQL> = {
  team: sql`${organizations.isTeam}`,
  venue: sql`${organizations.isVenue}`,
  boosterClub: sql`${organizations.isBoosterClub}`,
};

/** The list's search and filters, shared by the list and the CSV export (needs the address join). */
export function organizationWhere(q: Omit<OrganizationExportQuery, 'sort'>): SQL | undefined {
  const flags = (q.flags ? q.flags.split(',') : []) as OrganizationFlag[];
  return and(
    liveOrganization,
    // NCES ids are digits: a search without any cannot match one, so that column is not scanned for it.
    searchAny(
      q.q,
      q.q && /\d/.test(q.q)
        ? [organizations.name, organizations.shortName, organizations.ncesId]
        : [organizations.name, organizations.shortName],
    ),
    q.typeId ? eq(organizations.organizationTypeId, q.typeId) : undefined,
    ...flags.map((f) => FLAG_COLUMNS[f]),
    q.state ? sql`upper(${address.state}) = upper(${q.state})` : undefined,
    q.city ? sql`lower(${address.city}) = lower(${q.city})` : undefined,
    q.districtId ? eq(organizations.schoolDistrictId, q.districtId) : undefined,
  );
}

export const SORT_COLUMNS = {
  name: organizations.name,
  type: organizationTypes.name,
  createdAt: organizations.createdAt,
};
export const DEFAULT_ORDER = [asc(organizations.name)];
