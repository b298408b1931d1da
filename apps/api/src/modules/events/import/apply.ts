import { sql } from 'drizzle-orm';
import {
  CSV_IMPORT_BATCH_SIZE,
  EVENT_CSV_COLUMNS,
  EVENT_CSV_REQUIRED,
  type EventImportRequest,
  type ImportResult,
  type ImportRowResult,
} from '@phlox/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import { writeCreateHistoryMany } from '../../../shared/audit.js';
import { parseCsvUpload } from '../../../shared/csv.js';
import { MENU } from '../service.js';
import { existingKeys, planEventImport, type PlannedEventRow } from './plan.js';

/** Rows as one JSON parameter: a 500-row insert is one short statement, not thousands of bound values. */
const json = (rows: object[]) => JSON.stringify(rows);

/**
 * Writes one batch in one transaction with one statement per table (events, matches, venues, history).
 * An advisory lock serialises imports, and the batch's keys are looked up again under it, so two imports of
 * one file at once still create each event once.
 */
async function writeBatch(db: Db, batch: PlannedEventRow[], userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('events-import'))`);
    const taken = await existingKeys(
      tx,
      batch.map((p) => p.write!.title),
    );
    const todo = batch.filter((p) => {
      const id = taken.get(p.key!);
      if (id === undefined) return true;
      p.outcome = 'skip';
      p.existingId = id;
      return false;
    });
    if (!todo.length) return;
    const rows = todo.map((p, i) => ({ i, ...p.write!, owner: userId }));
    // Serial ids are drawn in the select's order, so the sorted ids line up with the rows.
    const inserted = (await tx.execute(sql`
      insert into events (title, event_category_id, start_time, end_time, status, competition_type,
        "isPrivateEvent", description, tags, event_owner_id)
      select x.title, x."eventCategoryId", x."startTime", x."endTime", x.status::event_status,
        x."competitionType"::competition_type, x."isPrivateEvent", x.description, x.tags, x.owner
      from json_to_recordset(${json(rows)}::json)
        as x(i int, title text, "eventCategoryId" int, "startTime" timestamptz, "endTime" timestamptz, status text,
          "competitionType" text, "isPrivateEvent" boolean, description text, tags text, owner int)
      order by x.i
      returning id`)) as unknown as { rows: Array<{ id: number }> };
    const ids = inserted.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    todo.forEach((p, i) => (p.existingId = ids[i]));
    const withIds = todo.map((p) => ({ eventId: p.existingId!, ...p.write! }));
    await tx.execute(sql`
      insert into event_matches (event_id, home_team_id, visiting_team_id, level_id, gender, academic_year)
      select x."eventId", x."homeTeamId", x."visitingTeamId", x."levelId", x.gender, x."academicYear"
      from json_to_recordset(${json(withIds)}::json)
        as x("eventId" int, "homeTeamId" int, "visitingTeamId" int, "levelId" int, gender text, "academicYear" text)`);
    const venues = withIds.filter((w) => w.venueId);
    if (venues.length)
      await tx.execute(sql`
        insert into event_organizations (event_id, organization_id, is_venue)
        select x."eventId", x."venueId", true from json_to_recordset(${json(venues)}::json) as x("eventId" int, "venueId" int)`);
    await writeCreateHistoryMany(
      tx,
      MENU,
      userId,
      todo.map((p) => ({ itemId: p.existingId!, after: { ...p.cells, source: 'CSV import' } })),
    );
  });
}

const OUTCOME = { create: 'created', skip: 'skipped', fail: 'failed' } as const;

/**
 * Imports the events of a CSV: parsed and validated row by row on the server (lookups preloaded for the whole
 * file), then written in batches of CSV_IMPORT_BATCH_SIZE. `firstLine` shifts reported lines when the web app
 * sends a big file in parts (for its progress bar).
 */
export async function importEvents(
  db: Db,
  req: EventImportRequest,
  userId: number,
  log: FastifyBaseLogger,
): Promise<ImportResult> {
  const csv = parseCsvUpload(req.csv, { known: EVENT_CSV_COLUMNS, required: EVENT_CSV_REQUIRED }, req.firstLine);
  const plan = await planEventImport(db, csv.rows);
  if (!req.dryRun) {
    const toWrite = plan.filter((p) => p.outcome === 'create');
    for (let i = 0; i < toWrite.length; i += CSV_IMPORT_BATCH_SIZE) {
      const batch = toWrite.slice(i, i + CSV_IMPORT_BATCH_SIZE);
      try {
        await writeBatch(db, batch, userId);
      } catch (err) {
        log.error({ err, line: batch[0].line }, 'events import batch failed');
        for (const p of batch) {
          p.outcome = 'fail';
          p.messages = ['this row could not be saved; import the file again'];
        }
      }
    }
  }
  const rows: ImportRowResult[] = [];
  const summary = { total: plan.length, created: 0, updated: 0, skipped: 0, failed: 0 };
  for (const p of plan) {
    const outcome = OUTCOME[p.outcome];
    summary[outcome] += 1;
    if (outcome === 'created') continue;
    rows.push({
      line: p.line,
      outcome,
      label: p.label,
      id: p.existingId ?? null,
      messages: p.messages,
      ...(outcome === 'failed' ? { values: p.cells } : {}),
    });
  }
  return { dryRun: req.dryRun, summary, rows };
}
