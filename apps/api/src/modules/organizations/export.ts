import { Readable } from 'node:stream';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { ORGANIZATION_CSV_COLUMNS, type OrganizationCsvColumn, type OrganizationExportQuery } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { organizations, organizationTypes } from '../../db/schema/index.js';
import { csvLine } from '../../shared/csv.js';
import { organizationWhere } from './filters.js';
import { selectView, toOrganization } from './detail.js';

const BATCH = 500;
const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/**
 * The sort key of each keyset, as an expression that is never null. `key` is selected as text so the
 * next batch starts exactly after the last row (a timestamp through a JS Date would lose microseconds).
 */
const KEYS: Record<string, { expr: SQL; key: SQL<string>; cast: (v: string) => SQL }> = {
  name: { expr: sql`${organizations.name}`, key: sql<string>`${organizations.name}`, cast: (v) => sql`${v}` },
  type: {
    expr: sql`coalesce(${organizationTypes.name}, '')`,
    key: sql<string>`coalesce(${organizationTypes.name}, '')`,
    cast: (v) => sql`${v}`,
  },
  createdAt: {
    expr: sql`${organizations.createdAt}`,
    key: sql<string>`${organizations.createdAt}::text`,
    cast: (v) => sql`${v}::timestamptz`,
  },
};

/**
 * The filtered list as CSV (the import template's columns), read in keyset batches of 500 so neither the
 * database nor the server holds the whole result.
 */
export async function exportOrganizationsCsv(db: Db, q: OrganizationExportQuery): Promise<Readable> {
  const descending = q.sort?.startsWith('-') ?? false;
  const field = q.sort?.replace(/^-/, '') ?? 'name';
  const k = KEYS[field] ?? KEYS.name;
  const where = organizationWhere(q);
  const order = descending ? [desc(k.expr), desc(organizations.id)] : [asc(k.expr), asc(organizations.id)];

  const batch = (after: { key: string; id: number } | null) => {
    const cursor = after
      ? descending
        ? sql`(${k.expr}, ${organizations.id}) < (${k.cast(after.key)}, ${after.id})`
        : sql`(${k.expr}, ${organizations.id}) > (${k.cast(after.key)}, ${after.id})`
      : undefined;
    return selectView(db, { sortKey: k.key })
      .where(and(where, cursor))
      .orderBy(...order)
      .limit(BATCH);
  };

  // Read before the first byte, so bad input is a plain 4xx (see started-first.ts).
  const first = await batch(null);
  async function* lines() {
    // The BOM makes Excel read the file as UTF-8 (names with accents), as the orders export does.
    yield `\uFEFF${csvLine([...ORGANIZATION_CSV_COLUMNS])}`;
    let rows = first;
    for (;;) {
      for (const r of rows) yield csvLine(ORGANIZATION_CSV_COLUMNS.map((c) => cellOf(r, c)));
      if (rows.length < BATCH) return;
      const last = rows[rows.length - 1];
      rows = await batch({ key: last.sortKey, id: last.org.id });
    }
  }
  return Readable.from(lines());
}

type ViewRow = Parameters<typeof toOrganization>[0] & { parentNcesId: string | null };

function cellOf(r: ViewRow, column: OrganizationCsvColumn): string | null {
  const o = toOrganization(r);
  const a = o.address;
  switch (column) {
    case 'name':
      return o.name;
    case 'short_name':
      return o.shortName;
    case 'type':
      return o.typeName;
    case 'description':
      return o.description;
    case 'phone':
      return o.phone;
    case 'address_line_1':
      return a?.addressLine1 ?? null;
    case 'address_line_2':
      return a?.addressLine2 ?? null;
    case 'city':
      return a?.city ?? null;
    case 'state':
      return a?.state ?? null;
    case 'zip':
      return a?.zip ?? null;
    case 'country':
      return a?.country ?? null;
    case 'parent':
      // The NCES id finds the parent unambiguously when the file is imported again.
      return r.parentNcesId ?? o.parentName;
    case 'is_team':
      return yesNo(o.isTeam);
    case 'is_venue':
      return yesNo(o.isVenue);
    case 'is_booster_club':
      return yesNo(o.isBoosterClub);
    case 'google_map_link':
      return o.googleMapLink;
    case 'website':
      return o.websiteLink;
    case 'nces_id':
      return o.ncesId;
    case 'school_district_name':
      return o.schoolDistrictName;
    case 'start_date':
      return o.startDate;
    case 'end_date':
      return o.endDate;
    case 'image_url':
      return o.imageUrl;
  }
}
