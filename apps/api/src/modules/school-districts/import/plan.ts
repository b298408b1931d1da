import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  NCES_ID_PATTERN,
  SCHOOL_DISTRICT_STATUS_LABELS,
  SCHOOL_DISTRICT_STATUSES,
  schoolDistrictInputSchema,
  type SchoolDistrictValues,
} from '@phlox/contract';
import type { Executor } from '../../../db/client.js';
import { organizations, schoolDistricts } from '../../../db/schema/index.js';
import type { CsvRow } from '../../../shared/csv.js';
import { liveDistrict, schoolCount } from '../detail.js';

export interface PlannedRow {
  line: number;
  label: string;
  cells: Record<string, string>;
  outcome: 'create' | 'update' | 'skip' | 'fail';
  messages: string[];
  /** The district the row matched (by code, else by title and state). */
  existingId?: number;
  /** The whole district a create writes; an update's changed fields only. */
  write?: SchoolDistrictValues;
  changes?: Partial<SchoolDistrictValues>;
}

interface District {
  id: number;
  title: string;
  code: string | null;
  state: string | null;
  status: SchoolDistrictValues['status'];
  schoolCount: number;
}
interface School {
  id: number;
  name: string;
  ncesId: string | null;
  districtId: number | null;
}

const statusOf = (text: string) =>
  SCHOOL_DISTRICT_STATUSES.find(
    (s) => s === text.toLowerCase() || SCHOOL_DISTRICT_STATUS_LABELS[s].toLowerCase() === text.toLowerCase(),
  );

/** "A; B ; C" → the school references of a row. */
const refsOf = (cell: string) =>
  cell
    .split(';')
    .map((r) => r.trim())
    .filter(Boolean);

/** The districts and schools the file names, loaded in two queries for the whole file. */
async function lookups(db: Executor, rows: CsvRow[]) {
  const districts = await db
    .select({
      id: schoolDistricts.id,
      title: schoolDistricts.title,
      code: schoolDistricts.code,
      state: schoolDistricts.state,
      status: schoolDistricts.status,
      schoolCount,
    })
    .from(schoolDistricts)
    .where(liveDistrict);
  const refs = [...new Set(rows.flatMap((r) => refsOf(r.cells.schools ?? '')).map((r) => r.toLowerCase()))];
  const schools: School[] = refs.length
    ? await db
        .select({
          id: organizations.id,
          name: organizations.name,
          ncesId: organizations.ncesId,
          districtId: organizations.schoolDistrictId,
        })
        .from(organizations)
        .where(
          and(
            isNull(organizations.deletedAt),
            or(inArray(sql`lower(${organizations.name})`, refs), inArray(organizations.ncesId, refs)),
          ),
        )
    : [];
  const byName = new Map<string, School[]>();
  for (const s of schools) byName.set(s.name.toLowerCase(), [...(byName.get(s.name.toLowerCase()) ?? []), s]);
  return {
    districts,
    titles: new Map(districts.map((d) => [d.id, d.title])),
    byNces: new Map(schools.filter((s) => s.ncesId).map((s) => [s.ncesId!, s])),
    byName,
  };
}

/**
 * Decides what each row does, writing nothing. A row matches a district by its code, else by title and state;
 * its `schools` cell (names or NCES ids, `;`-separated) becomes the district's schools, an empty cell keeps them.
 */
export async function planImport(db: Executor, rows: CsvRow[]): Promise<PlannedRow[]> {
  const look = await lookups(db, rows);
  const claimed = new Map<number, number>();
  const seen = new Map<string, number>();
  const titles = new Map<string, number>();
  return rows.map((r) => {
    const p: PlannedRow = {
      line: r.line,
      label: r.cells.title || `Line ${r.line}`,
      cells: r.cells,
      outcome: 'fail',
      messages: r.problem ? [r.problem] : [],
    };
    if (p.messages.length) return p;
    const statusText = (r.cells.status ?? '').trim();
    const status = statusText ? statusOf(statusText) : undefined;
    if (statusText && !status) p.messages.push('status: use Active or Inactive');
    const parsed = schoolDistrictInputSchema.safeParse({
      title: r.cells.title ?? '',
      code: r.cells.code,
      state: r.cells.state ?? '',
      status: status ?? 'active',
    });
    if (!parsed.success) for (const i of parsed.error.issues) p.messages.push(`${String(i.path[0])}: ${i.message}`);
    if (p.messages.length || !parsed.success) return p;
    const v = parsed.data;

    const key = v.code ? `code:${v.code.toLowerCase()}` : `title:${v.title.toLowerCase()}|${v.state}`;
    const twin = seen.get(key);
    if (twin) return { ...p, messages: [`${v.code ? 'code' : 'title'}: also on line ${twin}`] };
    seen.set(key, p.line);
    // Two rows with different codes may still give one title in one state, which the import could not save twice.
    const titleKey = `${v.title.toLowerCase()}|${v.state}`;
    const sameTitle = titles.get(titleKey);
    if (sameTitle) return { ...p, messages: [`title: also on line ${sameTitle} (a title is unique within its state)`] };
    titles.set(titleKey, p.line);
    const existing = look.districts.find((d) =>
      v.code
        ? d.code?.toLowerCase() === v.code.toLowerCase()
        : d.title.toLowerCase() === v.title.toLowerCase() && d.state === v.state,
    );
    const other = look.districts.find(
      (d) => d.id !== existing?.id && d.title.toLowerCase() === v.title.toLowerCase() && d.state === v.state,
    );
    if (other) return { ...p, messages: [`title: another district in ${v.state} is titled “${other.title}”`] };

    const schoolIds: number[] = [];
    let alreadyTheirs = 0;
    for (const ref of refsOf(r.cells.schools ?? '')) {
      const matches = NCES_ID_PATTERN.test(ref)
        ? [look.byNces.get(ref)].filter((s): s is School => !!s)
        : (look.byName.get(ref.toLowerCase()) ?? []);
      if (!matches.length) p.messages.push(`schools: no organization is named “${ref}”`);
      else if (matches.length > 1)
        p.messages.push(`schools: several organizations are named “${ref}”; use its NCES id`);
      else {
        const s = matches[0];
        const holder = s.districtId !== null && s.districtId !== existing?.id ? look.titles.get(s.districtId) : null;
        const earlier = claimed.get(s.id);
        if (holder) p.messages.push(`schools: ${s.name} already belongs to ${holder}`);
        else if (earlier) p.messages.push(`schools: ${s.name} is also on line ${earlier}`);
        else {
          schoolIds.push(s.id);
          if (existing && s.districtId === existing.id) alreadyTheirs++;
        }
      }
    }
    if (p.messages.length) return p;
    for (const id of schoolIds) claimed.set(id, p.line);
    // Schools named are the district's schools; naming exactly the ones it has changes nothing.
    const hasSchools =
      refsOf(r.cells.schools ?? '').length > 0 &&
      !(existing && alreadyTheirs === schoolIds.length && schoolIds.length === existing.schoolCount);

    if (!existing) return { ...p, outcome: 'create', write: { ...v, schoolIds } };
    const changes = changesOf(existing, v, statusText !== '');
    if (hasSchools) changes.schoolIds = schoolIds;
    const named = Object.keys(changes).filter((k) => k !== 'schoolIds');
    if (!named.length && !hasSchools) return { ...p, outcome: 'skip', existingId: existing.id };
    return {
      ...p,
      outcome: 'update',
      existingId: existing.id,
      changes,
      messages: named.length ? [`changes ${named.join(', ')}`] : [],
    };
  });
}

/** The fields a row changes: an empty code or status keeps the stored one. */
function changesOf(d: District, v: SchoolDistrictValues, hasStatus: boolean): Partial<SchoolDistrictValues> {
  const out: Partial<SchoolDistrictValues> = {};
  if (d.title !== v.title) out.title = v.title;
  if (v.code && d.code !== v.code) out.code = v.code;
  if (d.state !== v.state) out.state = v.state;
  if (hasStatus && d.status !== v.status) out.status = v.status;
  return out;
}
