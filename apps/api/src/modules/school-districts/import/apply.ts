import {
  CSV_IMPORT_BATCH_SIZE,
  SCHOOL_DISTRICT_CSV_COLUMNS,
  SCHOOL_DISTRICT_CSV_REQUIRED,
  type ImportResult,
  type ImportRowResult,
  type schoolDistrictImportRequestSchema,
} from '@phlox/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { parseCsvUpload } from '../../../shared/csv.js';
import { AppError, pgErrorCode, PG_UNIQUE_VIOLATION } from '../../../shared/errors.js';
import { changeDistrict, insertDistrict } from '../service.js';
import { planImport, type PlannedRow } from './plan.js';

type Request = z.output<typeof schoolDistrictImportRequestSchema>;
const OUTCOME = { create: 'created', update: 'updated', skip: 'skipped', fail: 'failed' } as const;

/**
 * Imports the districts of a CSV: every row checked first (the dry run stops there), then written in transactions
 * of CSV_IMPORT_BATCH_SIZE rows, each row in a savepoint so a failing row leaves nothing behind.
 */
export async function importSchoolDistricts(
  db: Db,
  req: Request,
  userId: number,
  log: FastifyBaseLogger,
): Promise<ImportResult> {
  const csv = parseCsvUpload(
    req.csv,
    { known: SCHOOL_DISTRICT_CSV_COLUMNS, required: SCHOOL_DISTRICT_CSV_REQUIRED },
    req.firstLine,
  );
  const plan = await planImport(db, csv.rows);
  const ids = new Map<number, number>();
  if (!req.dryRun) {
    const toWrite = plan.filter((p) => p.outcome === 'create' || p.outcome === 'update');
    for (let i = 0; i < toWrite.length; i += CSV_IMPORT_BATCH_SIZE) {
      await db.transaction(async (tx) => {
        for (const p of toWrite.slice(i, i + CSV_IMPORT_BATCH_SIZE)) {
          try {
            const saved = await tx.transaction((sp) =>
              p.outcome === 'create'
                ? insertDistrict(sp, p.write!, userId)
                : changeDistrict(sp, p.existingId!, p.changes!, userId),
            );
            ids.set(p.line, saved.id);
          } catch (err) {
            p.outcome = 'fail';
            if (pgErrorCode(err) === PG_UNIQUE_VIOLATION)
              p.messages = ['title: another district took this title or code'];
            else if (err instanceof AppError) p.messages = [err.message];
            else {
              log.error({ err, line: p.line }, 'school district import row failed');
              p.messages = ['this row could not be saved'];
            }
          }
        }
      });
    }
  }
  const summary = { total: plan.length, created: 0, updated: 0, skipped: 0, failed: 0 };
  const rows: ImportRowResult[] = [];
  for (const p of plan) {
    const outcome = OUTCOME[p.outcome];
    summary[outcome] += 1;
    if (outcome !== 'created') rows.push(resultOf(p, outcome, ids.get(p.line)));
  }
  return { dryRun: req.dryRun, summary, rows };
}

const resultOf = (p: PlannedRow, outcome: ImportRowResult['outcome'], id?: number): ImportRowResult => ({
  line: p.line,
  outcome,
  label: p.label,
  id: p.existingId ?? id ?? null,
  messages: p.messages,
  ...(outcome === 'failed' ? { values: p.cells } : {}),
});
