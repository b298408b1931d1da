import { NCES_ID_PATTERN, type Organization } from '@phlox/contract';
import type { Executor } from '../../../db/client.js';
import type { CsvRow } from '../../../shared/csv.js';
import { loadPlaceIndex } from '../../locations/index.js';
import { changedFields, writeOf, type OrganizationWrite } from '../persist.js';
import { checkDraft, parentProblem } from '../rules.js';
import { loadImportLookups, type ImportLookups } from './lookups.js';
import { columnOfField, readRow, type ReadRow } from './read-row.js';

export interface PlannedRow {
  line: number;
  label: string;
  cells: Record<string, string>;
  outcome: 'create' | 'update' | 'skip' | 'fail';
  messages: string[];
  /** The organization the row matched (update and skip). */
  existing?: Organization;
  write?: OrganizationWrite;
  /** The parent is created by an earlier row of the file: its line. */
  parentLine?: number;
  /** The CSV columns whose stored value this update empties. */
  clears: string[];
}

const EMPTY: OrganizationWrite = {
  organizationTypeId: 0,
  name: '',
  shortName: null,
  description: null,
  phone: null,
  address: null,
  imageUrl: null,
  parentId: null,
  isTeam: false,
  isVenue: false,
  isBoosterClub: false,
  googleMapLink: null,
  websiteLink: null,
  ncesId: null,
  schoolDistrictId: null,
  startDate: null,
  endDate: null,
};

/** Rows seen so far in the file, for in-file duplicates and parents created by an earlier row. */
interface FileIndex {
  nces: Map<string, PlannedRow>;
  createdByName: Map<string, PlannedRow[]>;
  naturalKeys: Map<string, number>;
  /** Name + type + parent of rows that create or update, whatever matched them: the line that has it. */
  nameKeys: Map<string, number>;
}

type ParentRef = { parentId: number | null; parentLine?: number } | { error: string };

function resolveParent(ref: string, own: string | null, look: ImportLookups, file: FileIndex): ParentRef {
  if (NCES_ID_PATTERN.test(ref)) {
    if (ref === own) return { error: 'parent: an organization cannot be its own parent' };
    const inFile = file.nces.get(ref);
    if (inFile) return fromFileRow(inFile);
    const inDb = look.byNces.get(ref);
    return inDb ? { parentId: inDb.id } : { error: `parent: no organization has NCES id ${ref}` };
  }
  const key = ref.toLowerCase();
  const candidates = [...(look.byName.get(key) ?? []).map((o) => o.id), ...(file.createdByName.get(key) ?? [])];
  if (candidates.length > 1)
    return { error: `parent: several organizations are named “${ref}”; use the parent’s NCES id` };
  const [only] = candidates;
  if (only === undefined) return { error: `parent: no organization is named “${ref}”` };
  return typeof only === 'number' ? { parentId: only } : fromFileRow(only);
}

function fromFileRow(row: PlannedRow): ParentRef {
  if (row.outcome === 'fail') return { error: `parent: the parent on line ${row.line} has errors` };
  if (row.outcome === 'create') return { parentId: null, parentLine: row.line };
  return { parentId: row.existing!.id };
}

/**
 * One live organization per name + type + parent (the unique index of migration 0017): a row may not give
 * another organization's, nor one an earlier row of the file gives.
 */
function nameKeyClash(p: PlannedRow, look: ImportLookups, file: FileIndex): string | null {
  const w = p.write!;
  const name = w.name.trim().toLowerCase();
  const key = `${name}|${w.organizationTypeId}|${p.parentLine ? `line${p.parentLine}` : w.parentId}`;
  const twin = file.nameKeys.get(key);
  if (twin) return `name: the same name, type and parent as line ${twin}`;
  file.nameKeys.set(key, p.line);
  if (p.parentLine) return null;
  const other = (look.byName.get(name) ?? []).find(
    (o) => o.id !== p.existing?.id && o.organizationTypeId === w.organizationTypeId && o.parentId === w.parentId,
  );
  return other
    ? `name: “${other.name}” already exists with this type and parent${other.ncesId ? ` (NCES id ${other.ncesId})` : ''}`
    : null;
}

/** The write a row makes: the matched organization (or nothing) with the file's columns laid over it. */
function mergeWrite(base: Organization | undefined, r: ReadRow, typeId: number, parentId: number | null) {
  const start = base ? writeOf(base) : EMPTY;
  const defined = Object.fromEntries(Object.entries(r.values).filter(([k, v]) => v !== undefined && k !== 'address'));
  const address = r.addressFields.length
    ? {
        ...(start.address ?? {
          addressLine1: null,
          addressLine2: null,
          city: null,
          state: null,
          zip: null,
          country: null,
        }),
        ...Object.fromEntries(r.addressFields.map((f) => [f, r.values.address?.[f] ?? null])),
      }
    : start.address;
  return { ...start, ...defined, address, organizationTypeId: typeId, parentId } as OrganizationWrite;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || v === false;

/** The columns an update empties: a stored value (text, date, address part, parent, yes-flag) that becomes empty. */
function clearedColumns(existing: Organization, w: OrganizationWrite): string[] {
  const before = writeOf(existing) as unknown as Record<string, unknown>;
  const after = w as unknown as Record<string, unknown>;
  return changedFields(existing, w)
    .filter((f) => {
      const [head, part] = f.split('.');
      const was = part ? (before.address as Record<string, unknown> | null)?.[part] : before[head];
      const now = part ? (after.address as Record<string, unknown> | null)?.[part] : after[head];
      return !isEmpty(was) && isEmpty(now);
    })
    .map(columnOfField);
}

/** Decides what each row does, writing nothing: the dry run's answer and the real import's plan. */
export async function planImport(db: Executor, csvRows: CsvRow[], blankClears = false): Promise<PlannedRow[]> {
  const read = csvRows.map((r) => ({ csv: r, row: readRow(r.cells, blankClears) }));
  const look = await loadImportLookups(
    db,
    read.flatMap(({ row }) =>
      [row.values.ncesId, row.parentRef].filter((v): v is string => !!v && NCES_ID_PATTERN.test(v)),
    ),
    // Every row's name: rows with an NCES id too, whose name + type + parent must still be free.
    read.flatMap(({ row }) => [row.values.name, row.parentRef].filter((v): v is string => !!v)),
  );
  const places = await loadPlaceIndex(db);
  const file: FileIndex = { nces: new Map(), createdByName: new Map(), naturalKeys: new Map(), nameKeys: new Map() };
  const planned: PlannedRow[] = [];

  for (const { csv, row } of read) {
    const p: PlannedRow = {
      line: csv.line,
      label: csv.cells.name || `Line ${csv.line}`,
      cells: csv.cells,
      outcome: 'fail',
      messages: csv.problem ? [csv.problem] : [...row.messages],
      clears: [],
    };
    planned.push(p);
    const nces = row.values.ncesId ?? null;
    const earlier = nces ? file.nces.get(nces) : undefined;
    if (nces && !earlier) file.nces.set(nces, p);
    if (p.messages.length) continue;
    if (earlier) {
      p.messages.push(`nces_id: ${nces} is also on line ${earlier.line}`);
      continue;
    }
    let existing = nces ? look.byNces.get(nces) : undefined;
    // An empty type keeps the matched organization's; a new one needs it.
    const type = row.typeName
      ? look.typeByName.get(row.typeName.toLowerCase())
      : [...look.typeByName.values()].find((t) => t.id === existing?.organizationTypeId);
    if (!row.typeName && !type) p.messages.push('type: Choose a type');
    else if (!type) p.messages.push(`type: unknown type “${row.typeName}” (use ${look.typeNames.join(', ')})`);
    if (!existing && !nces && !row.values.name) p.messages.push('name: Enter a name');
    let parent: ParentRef = { parentId: existing?.parentId ?? null };
    if (row.hasParentColumn)
      parent = row.parentRef ? resolveParent(row.parentRef, nces, look, file) : { parentId: null };
    if ('error' in parent) p.messages.push(parent.error);
    let districtId = existing?.schoolDistrictId ?? null;
    if (row.hasDistrictColumn) {
      const found = row.districtRef ? (look.districts.get(row.districtRef.toLowerCase()) ?? []) : [];
      if (row.districtRef && !found.length)
        p.messages.push(
          `school_district_name: no school district is titled “${row.districtRef}” (add it under School Districts)`,
        );
      else if (found.length > 1)
        p.messages.push(
          `school_district_name: several districts are titled “${row.districtRef}”; use the district’s code`,
        );
      districtId = found[0]?.id ?? null;
    }
    if (!type || 'error' in parent || p.messages.length) continue;

    if (!existing && !nces) {
      // Without an NCES id a row is known by its name, type and parent: importing the file again adds nothing.
      const key = `${row.values.name?.toLowerCase()}|${type.id}|${parent.parentLine ? `line${parent.parentLine}` : parent.parentId}`;
      const twin = file.naturalKeys.get(key);
      if (twin) {
        p.messages.push(`name: the same name, type and parent as line ${twin}`);
        continue;
      }
      file.naturalKeys.set(key, p.line);
      const same = (look.byName.get(row.values.name!.toLowerCase()) ?? []).filter(
        (o) => !o.ncesId && o.organizationTypeId === type.id && o.parentId === parent.parentId && !parent.parentLine,
      );
      if (same.length > 1) {
        p.messages.push(`name: ${same.length} organizations already have this name, type and parent; add an NCES id`);
        continue;
      }
      existing = same[0];
    }

    // A parent created by an earlier row gets its id at write time; a stand-in satisfies the booster-club rule.
    const w = {
      ...mergeWrite(existing, row, type.id, parent.parentLine ? -parent.parentLine : parent.parentId),
      schoolDistrictId: districtId,
    };
    const { problems, address } = checkDraft(w, type.name, places, existing);
    p.messages.push(...Object.entries(problems).map(([f, m]) => `${columnOfField(f)}: ${m}`));
    if (!p.messages.length && existing && w.parentId && w.parentId > 0 && w.parentId !== existing.parentId) {
      const loop = await parentProblem(db, w.parentId, existing.id);
      if (loop) p.messages.push(`parent: ${loop}`);
    }
    if (p.messages.length) continue;

    p.write = { ...w, address, parentId: parent.parentLine ? null : w.parentId };
    p.parentLine = parent.parentLine;
    p.existing = existing;
    const changes = existing ? changedFields(existing, p.write).map(columnOfField) : [];
    if (p.parentLine && !changes.includes('parent')) changes.push('parent');
    p.outcome = !existing ? 'create' : changes.length ? 'update' : 'skip';
    const clash = p.outcome === 'skip' ? null : nameKeyClash(p, look, file);
    if (clash) {
      p.outcome = 'fail';
      p.messages = [clash];
      continue;
    }
    if (p.outcome === 'update') {
      p.messages.push(`changes ${changes.join(', ')}`);
      p.clears = clearedColumns(existing!, p.write);
      if (p.clears.length) p.messages.push(`clears ${p.clears.join(', ')}`);
    }
    if (p.outcome === 'create') {
      const key = w.name.toLowerCase();
      file.createdByName.set(key, [...(file.createdByName.get(key) ?? []), p]);
    }
  }
  return planned;
}
