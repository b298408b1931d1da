import { and, inArray, isNull, sql } from 'drizzle-orm';
import { isRetiredOrganizationType, type Organization } from '@phlox/contract';
import type { Executor } from '../../../db/client.js';
import { organizations, organizationTypes, schoolDistricts } from '../../../db/schema/index.js';
import { liveOrganization, selectView, toOrganization } from '../detail.js';

const CHUNK = 1000;

async function inChunks<T>(values: string[], load: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(...(await load(values.slice(i, i + CHUNK))));
  return out;
}

/** What an import looks up, loaded in a few queries for the whole file rather than per row. */
export interface ImportLookups {
  typeByName: Map<string, { id: number; name: string }>;
  typeNames: string[];
  byNces: Map<string, Organization>;
  /** Live organizations by lower-case name (parents named in the file, and rows without an NCES id). */
  byName: Map<string, Organization[]>;
  /** Live school districts by lower-case title and by lower-case code. */
  districts: Map<string, Array<{ id: number; title: string }>>;
}

export async function loadImportLookups(db: Executor, ncesIds: string[], names: string[]): Promise<ImportLookups> {
  const types = await db
    .select({ id: organizationTypes.id, name: organizationTypes.name })
    .from(organizationTypes)
    .where(isNull(organizationTypes.deletedAt));
  const withNces = await inChunks([...new Set(ncesIds)], (chunk) =>
    selectView(db).where(and(liveOrganization, inArray(organizations.ncesId, chunk))),
  );
  const named = await inChunks([...new Set(names.map((n) => n.toLowerCase()))], (chunk) =>
    selectView(db).where(and(liveOrganization, inArray(sql`lower(${organizations.name})`, chunk))),
  );
  const districtRows = await db
    .select({ id: schoolDistricts.id, title: schoolDistricts.title, code: schoolDistricts.code })
    .from(schoolDistricts)
    .where(isNull(schoolDistricts.deletedAt));
  const districts = new Map<string, Array<{ id: number; title: string }>>();
  for (const d of districtRows)
    for (const key of new Set([d.title.trim().toLowerCase(), d.code?.toLowerCase()]))
      if (key) districts.set(key, [...(districts.get(key) ?? []), d]);
  const byName = new Map<string, Organization[]>();
  for (const r of named) {
    const o = toOrganization(r);
    const key = o.name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), o]);
  }
  return {
    typeByName: new Map(types.map((t) => [t.name.toLowerCase(), t])),
    // The types a row may name (District is no longer taken anew: a district is a School District record).
    typeNames: types
      .map((t) => t.name)
      .filter((n) => !isRetiredOrganizationType(n))
      .sort(),
    byNces: new Map(withNces.map((r) => [r.org.ncesId!, toOrganization(r)])),
    byName,
    districts,
  };
}
