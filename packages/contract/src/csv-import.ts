import { z } from 'zod';

/** Any CSV import (organizations now; events and browse-and-buy later) answers with this shape. */
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows written per transaction, so a big file never holds one long lock. */
export const CSV_IMPORT_BATCH_SIZE = 500;
/** The column the "failed rows" file adds; imports ignore it, so the fixed file can be dropped back as is. */
export const CSV_ERRORS_COLUMN = 'errors';

/** The most one line of an import may carry (a sale's amount): the product's limit, $100,000.00. */
export const IMPORT_MAX_LINE_CENTS = 10_000_000;

export const IMPORT_OUTCOMES = ['created', 'updated', 'skipped', 'failed'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const csvImportRequestSchema = z.object({
  /** The file's text; the server parses it itself. */
  csv: z.string(),
  /** Validate every row and report what would happen, writing nothing. */
  dryRun: z.boolean().default(false),
  /** The file line of this part's first row (the header is line 1) when a big file goes in parts: reported lines
   *  count in the whole file. */
  firstLine: z.number().int().min(2).max(10_000_000).default(2),
});
export type CsvImportRequest = z.input<typeof csvImportRequestSchema>;

export const importRowResultSchema = z.object({
  /** The row's line in the file; the header is line 1. */
  line: z.number().int(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** How the row is known to a person, e.g. the organization's name. */
  label: z.string(),
  /** The record created, updated or matched (absent in a dry run's "created"). */
  id: z.number().int().nullable(),
  messages: z.array(z.string()),
  /** The columns whose stored value this row empties (an update only): shown by the dry run, confirmed first. */
  clears: z.array(z.string()).optional(),
  /** The row's cells by column, for a failed row (to offer it back as a CSV to fix). */
  values: z.record(z.string(), z.string()).optional(),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

export const importSummarySchema = z.object({
  total: z.number().int(),
  /** Rows that made a new record (outside sales: matched to their event). */
  created: z.number().int(),
  /** Outside sales imported without an event found, to be matched later; not among `created`. Other imports: absent. */
  unmatched: z.number().int().optional(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/**
 * Files with more rows than this import as a background job (`POST …/import/jobs`): the person may leave the
 * page, and the notification centre shows progress and the rows to fix. Smaller files import while they wait.
 */
export const IMPORT_INLINE_MAX_ROWS = 5_000;
/** Rows a background import writes per step: its progress and the point a retried try resumes from. */
export const IMPORT_JOB_PART_ROWS = 1_000;

export const importJobRequestSchema = z.object({
  csv: z.string(),
  /** The job's title in the notification centre (and, for outside sales, kept on each order); blank: import.csv. */
  fileName: z
    .string()
    .trim()
    .max(255)
    .optional()
    .transform((v) => v || 'import.csv'),
});

export const importResultSchema = z.object({
  dryRun: z.boolean(),
  summary: importSummarySchema,
  /** Every row that was not simply created: updated, skipped and failed ones, in file order. */
  rows: z.array(importRowResultSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
