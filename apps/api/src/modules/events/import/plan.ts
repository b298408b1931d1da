import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { COMPETITION_TYPES, EVENT_STATUSES, GENDERS, eventPublishProblems, type EventCsvColumn } from '@phlox/contract';
import type { Executor } from '../../../db/client.js';
import { eventCategories, eventMatches, events, levels, organizations } from '../../../db/schema/index.js';
import type { CsvRow } from '../../../shared/csv.js';
import { parseCsvTime } from './times.js';

/** Rows without an end time last this long (a typical game). */
const DEFAULT_MINUTES = 120;
const CHUNK = 1000;

export interface EventImportWrite {
  title: string;
  eventCategoryId: number;
  startTime: Date;
  endTime: Date;
  status: (typeof EVENT_STATUSES)[number];
  competitionType: (typeof COMPETITION_TYPES)[number];
  isPrivateEvent: boolean;
  description: string | null;
  tags: string | null;
  homeTeamId: number | null;
  visitingTeamId: number | null;
  levelId: number | null;
  gender: (typeof GENDERS)[number] | null;
  academicYear: string | null;
  venueId: number | null;
}

export interface PlannedEventRow {
  line: number;
  label: string;
  cells: Record<string, string>;
  outcome: 'create' | 'skip' | 'fail';
  messages: string[];
  key?: string;
  existingId?: number;
  write?: EventImportWrite;
}

/** An event is known by title + start time + home team: importing a file again finds every row. */
export const naturalKey = (title: string, start: Date, homeTeamId: number | null) =>
  `${title.toLowerCase()}|${start.toISOString()}|${homeTeamId ?? ''}`;

const lower = (s: string) => s.trim().toLowerCase();

async function inChunks<T, V>(values: V[], load: (chunk: V[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(...(await load(values.slice(i, i + CHUNK))));
  return out;
}

interface Lookups {
  categories: Map<string, { id: number; name: string }>;
  levels: Map<string, { id: number; name: string }>;
  orgs: Map<string, Array<{ id: number; name: string }>>;
  orgById: Map<number, { id: number; name: string }>;
}

/** Everything the rows name, loaded in a few queries for the whole file (never per row). */
async function loadLookups(db: Executor, rows: CsvRow[]): Promise<Lookups> {
  const orgRefs = new Set<string>();
  for (const r of rows)
    for (const c of ['home_team', 'visiting_team', 'venue']) if (r.cells[c]) orgRefs.add(lower(r.cells[c]));
  const names = [...orgRefs].filter((n) => !/^\d+$/.test(n));
  const ids = [...orgRefs]
    .filter((n) => /^\d+$/.test(n))
    .map(Number)
    .filter((n) => n < 2 ** 31);
  const [cats, lvls, byName, byId] = await Promise.all([
    db
      .select({ id: eventCategories.id, name: eventCategories.category })
      .from(eventCategories)
      .where(isNull(eventCategories.deletedAt)),
    db.select({ id: levels.id, name: levels.name, code: levels.code }).from(levels).where(isNull(levels.deletedAt)),
    inChunks(names, (chunk) =>
      db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(and(isNull(organizations.deletedAt), inArray(sql`lower(${organizations.name})`, chunk))),
    ),
    inChunks(ids, (chunk) =>
      db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(and(isNull(organizations.deletedAt), inArray(organizations.id, chunk))),
    ),
  ]);
  const orgs = new Map<string, Array<{ id: number; name: string }>>();
  for (const o of byName) orgs.set(lower(o.name), [...(orgs.get(lower(o.name)) ?? []), o]);
  const levelMap = new Map<string, { id: number; name: string }>();
  for (const l of lvls) {
    levelMap.set(lower(l.name), l);
    levelMap.set(lower(l.code), l);
  }
  return {
    categories: new Map(cats.map((c) => [lower(c.name), c])),
    levels: levelMap,
    orgs,
    orgById: new Map(byId.map((o) => [o.id, o])),
  };
}

/** The live events already holding these natural keys: key → event id. */
export async function existingKeys(db: Executor, titles: string[]): Promise<Map<string, number>> {
  const found = await inChunks([...new Set(titles.map(lower))], (chunk) =>
    db
      .select({ id: events.id, title: events.title, startTime: events.startTime, home: eventMatches.homeTeamId })
      .from(events)
      .leftJoin(eventMatches, and(eq(eventMatches.eventId, events.id), isNull(eventMatches.deletedAt)))
      .where(and(isNull(events.deletedAt), inArray(sql`lower(${events.title})`, chunk))),
  );
  return new Map(found.map((e) => [naturalKey(e.title, e.startTime, e.home), e.id]));
}

function pick<T extends string>(
  values: readonly T[],
  text: string,
  column: EventCsvColumn,
  fallback: T,
  messages: string[],
) {
  const v = lower(text).replace(/[\s-]+/g, '_');
  if (!v) return fallback;
  if ((values as readonly string[]).includes(v)) return v as T;
  messages.push(`${column}: “${text}” is not one of ${values.join(', ')}`);
  return fallback;
}

function org(look: Lookups, text: string, column: EventCsvColumn, messages: string[]): number | null {
  const t = text.trim();
  if (!t) return null;
  if (/^\d+$/.test(t)) {
    const hit = look.orgById.get(Number(t));
    if (!hit) messages.push(`${column}: no organization has id ${t}`);
    return hit?.id ?? null;
  }
  const hits = look.orgs.get(lower(t)) ?? [];
  if (hits.length === 1) return hits[0].id;
  messages.push(
    hits.length
      ? `${column}: several organizations are named “${t}”; use its id`
      : `${column}: unknown team or organization “${t}”`,
  );
  return null;
}

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

/** One row → the event it makes, or "column: message" for each bad cell. */
function readRow(c: Record<string, string>, look: Lookups): { write?: EventImportWrite; messages: string[] } {
  const messages: string[] = [];
  const title = (c.title ?? '').trim();
  if (!title) messages.push('title: Enter a title');
  else if (title.length > 255) messages.push('title: Use at most 255 characters');
  const category = look.categories.get(lower(c.category ?? ''));
  if (!c.category?.trim()) messages.push('category: Enter the category (sport)');
  else if (!category) messages.push(`category: unknown category “${c.category}”`);
  const start = c.start_time ? parseCsvTime(c.start_time) : null;
  if (!c.start_time) messages.push('start_time: Enter the start time');
  else if (!start) messages.push(`start_time: “${c.start_time}” is not a date and time (use 2026-09-04 19:00)`);
  let end = start ? new Date(start.getTime() + DEFAULT_MINUTES * 60_000) : null;
  if (c.end_time) {
    end = parseCsvTime(c.end_time);
    if (!end) messages.push(`end_time: “${c.end_time}” is not a date and time (use 2026-09-04 21:00)`);
    else if (start && end <= start) messages.push('end_time: The end time must be after the start time');
  }
  const competitionType = pick(COMPETITION_TYPES, c.competition_type ?? '', 'competition_type', 'game', messages);
  const status = pick(EVENT_STATUSES, c.status ?? '', 'status', 'draft', messages);
  const gender = c.gender?.trim() ? pick(GENDERS, c.gender, 'gender', 'coed', messages) : null;
  const homeTeamId = org(look, c.home_team ?? '', 'home_team', messages);
  const visitingTeamId = org(look, c.visiting_team ?? '', 'visiting_team', messages);
  const venueId = org(look, c.venue ?? '', 'venue', messages);
  const level = c.level?.trim() ? look.levels.get(lower(c.level)) : undefined;
  if (c.level?.trim() && !level) messages.push(`level: unknown level “${c.level}”`);
  const academicYear = c.academic_year?.trim() || null;
  if (academicYear && !/^\d{4}-\d{4}$/.test(academicYear))
    messages.push('academic_year: Use a school year such as 2026-2027');
  const flag = lower(c.private ?? '');
  if (!YES.has(flag) && !NO.has(flag)) messages.push('private: use yes or no');
  if (messages.length || !start || !end || !category) return { messages };
  if (status === 'published') {
    const problems = eventPublishProblems({
      competitionType,
      eventCategoryId: category.id,
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      match: { homeTeamId, visitingTeamId, levelId: level?.id ?? null },
    });
    const column: Record<string, string> = {
      'match.homeTeamId': 'home_team',
      'match.visitingTeamId': 'visiting_team',
      'match.levelId': 'level',
      eventCategoryId: 'category',
    };
    for (const [f, msg] of Object.entries(problems)) messages.push(`${column[f] ?? f}: ${msg}`);
    if (messages.length) return { messages };
  }
  return {
    messages,
    write: {
      title,
      eventCategoryId: category.id,
      startTime: start,
      endTime: end,
      status,
      competitionType,
      isPrivateEvent: YES.has(flag),
      description: c.description?.trim() || null,
      tags: c.tags?.trim() || null,
      homeTeamId,
      visitingTeamId,
      levelId: level?.id ?? null,
      gender,
      academicYear,
      venueId,
    },
  };
}

/** Decides what each row does, writing nothing: the dry run's answer and the import's plan. */
export async function planEventImport(db: Executor, rows: CsvRow[]): Promise<PlannedEventRow[]> {
  const look = await loadLookups(db, rows);
  const existing = await existingKeys(db, rows.map((r) => r.cells.title ?? '').filter(Boolean));
  const seen = new Map<string, number>();
  return rows.map((r) => {
    const p: PlannedEventRow = {
      line: r.line,
      label: r.cells.title || `Line ${r.line}`,
      cells: r.cells,
      outcome: 'fail',
      messages: [],
    };
    if (r.problem) {
      p.messages.push(r.problem);
      return p;
    }
    const { write, messages } = readRow(r.cells, look);
    p.messages = messages;
    if (!write) return p;
    const key = naturalKey(write.title, write.startTime, write.homeTeamId);
    const id = existing.get(key);
    const twin = seen.get(key);
    if (id) {
      p.outcome = 'skip';
      p.existingId = id;
    } else if (twin) {
      p.outcome = 'skip';
      p.messages.push(`the same event (title, start time, home team) as line ${twin}`);
    } else {
      p.outcome = 'create';
      p.key = key;
      p.write = write;
      seen.set(key, r.line);
    }
    return p;
  });
}
