import { and, eq } from 'drizzle-orm';
import {
  CSV_IMPORT_BATCH_SIZE,
  organizationImportRequestSchema,
  ORGANIZATION_CSV_COLUMNS,
  ORGANIZATION_CSV_REQUIRED,
  type ImportResult,
  type ImportRowResult,
} from '@phlox/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Executor } from '../../../db/client.js';
import { organizations } from '../../../db/schema/index.js';
import { writeHistory } from '../../../shared/audit.js';
import { parseCsvUpload } from '../../../shared/csv.js';
import { AppError, constraintOf, pgErrorCode, PG_UNIQUE_VIOLATION } from '../../../shared/errors.js';
import { insertOrganization, updateOrganizationRow } from '../persist.js';
import { MENU } from '../service.js';
import { auditSnapshot, findOrganization, liveOrganization } from '../detail.js';
import { planImport, type PlannedRow } from './plan.js';

type Request = z.output<typeof organizationImportRequestSchema>;

/** Writes one row (address, image, organization, history) inside its own savepoint; returns its id. */
async function writeRow(tx: Executor, p: PlannedRow, parentId: number | null, userId: number): Promise<number> {
  const w = { ...p.write!, parentId: p.parentLine ? parentId : p.write!.parentId };
  return tx.transaction(async (sp) => {
    if (p.outcome === 'create') {
      const id = await insertOrganization(sp, w);
      const after = await findOrganization(sp, id);
      await writeHistory(sp, { menu: MENU, userId, itemId: id, action: 'create', after: auditSnapshot(after) });
      return id;
    }
    const id = p.existing!.id;
    const [row] = await sp
      .select()
      .from(organizations)
      .where(and(eq(organizations.id, id), liveOrganization))
      .for('update');
    if (!row) throw new AppError(404, 'NOT_FOUND', 'the organization was deleted while the file was imported');
    const before = await findOrganization(sp, id);
    await updateOrganizationRow(sp, row, w);
    const after = await findOrganization(sp, id);
    await writeHistory(sp, {
      menu: MENU,
      userId,
      itemId: id,
      action: 'update',
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    });
    return id;
  });
}

/**
 * Imports the organizations of a CSV: the server parses and validates every row itself, then writes them in
 * transactions of CSV_IMPORT_BATCH_SIZE rows, each row in a savepoint so a failing row leaves nothing behind.
 * A row whose NCES id (or, without one, name + type + parent) exists updates that organization, or is skipped
 * when it would change nothing.
 */
export async function importOrganizations(
  db: Db,
  req: Request,
  userId: number,
  log: FastifyBaseLogger,
): Promise<ImportResult> {
  const csv = parseCsvUpload(
    req.csv,
    { known: ORGANIZATION_CSV_COLUMNS, required: ORGANIZATION_CSV_REQUIRED },
    req.firstLine,
  );
  const plan = await planImport(db, csv.rows, req.blankClears);
  const ids = new Map<number, number | null>();

  if (!req.dryRun) {
    const toWrite = plan.filter((p) => p.outcome === 'create' || p.outcome === 'update');
    for (let i = 0; i < toWrite.length; i += CSV_IMPORT_BATCH_SIZE) {
      await db.transaction(async (tx) => {
        for (const p of toWrite.slice(i, i + CSV_IMPORT_BATCH_SIZE)) {
          const parentId = p.parentLine ? ids.get(p.parentLine) : null;
          if (p.parentLine && !parentId) {
            fail(p, `parent: the parent on line ${p.parentLine} was not imported`);
            continue;
          }
          try {
            ids.set(p.line, await writeRow(tx, p, parentId ?? null, userId));
          } catch (err) {
            if (pgErrorCode(err) === PG_UNIQUE_VIOLATION)
              fail(
                p,
                constraintOf(err) === 'organizations_name_type_parent_unique'
                  ? 'name: another organization took this name, type and parent'
                  : 'nces_id: another organization took this NCES id',
              );
            else if (err instanceof AppError) fail(p, err.message);
            else {
              log.error({ err, line: p.line }, 'organization import row failed');
              fail(p, 'this row could not be saved');
            }
          }
        }
      });
    }
  }

  const results: ImportRowResult[] = [];
  const summary = { total: plan.length, created: 0, updated: 0, skipped: 0, failed: 0 };
  for (const p of plan) {
    const outcome = OUTCOME[p.outcome];
    summary[outcome] += 1;
    if (outcome === 'created') continue;
    results.push({
      line: p.line,
      outcome,
      label: p.label,
      id: p.existing?.id ?? ids.get(p.line) ?? null,
      messages: p.messages,
      ...(p.outcome === 'update' && p.clears.length ? { clears: p.clears } : {}),
      ...(outcome === 'failed' ? { values: p.cells } : {}),
    });
  }
  return { dryRun: req.dryRun, summary, rows: results };
}

const OUTCOME = { create: 'created', update: 'updated', skip: 'skipped', fail: 'failed' } as const;

/** A row that could not be written: its planned changes did not happen, so only the reason is reported. */
function fail(p: PlannedRow, message: string) {
  p.outcome = 'fail';
  p.messages = [message];
}
