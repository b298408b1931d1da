import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import {
  addImportResult,
  CSV_ERRORS_COLUMN,
  emptyImportResult,
  EXPORT_FILE_TTL_HOURS,
  IMPORT_JOB_PART_ROWS,
  splitCsv,
  toCsv,
  type CsvPart,
  type ImportResult,
  type ImportSummary,
} from '@phlox/contract';
import { parseCsvUpload } from './csv.js';
import { CSV_TYPE } from './download.js';

export interface CsvImportJobData<O> {
  userId: number;
  csv: string;
  fileName: string;
  /** The import's own choices (organizations: whether empty cells clear). */
  options: O;
}

export interface CsvImportJob<O> {
  /** The queue's job name, e.g. `events-import`. */
  name: string;
  /** "events": the notification centre's title and the rows-to-fix file's name. */
  plural: string;
  /** The template's columns: a file whose header does not match is refused before it is queued. */
  columns: { known: readonly string[]; required: readonly string[] };
  /** The import of one part of the file: the same code that imports a small file inline. */
  importPart(part: CsvPart, data: Omit<CsvImportJobData<O>, 'csv'>, log: FastifyBaseLogger): Promise<ImportResult>;
}

/** What a try leaves for the next one: the parts written and what they came to (failed rows kept for the file). */
interface Checkpoint {
  parts: number;
  result: ImportResult;
}

const count = (n: number) => n.toLocaleString('en-US');

export function importSummaryMessage(s: ImportSummary): string {
  const parts = [`${count(s.created)} created`];
  if (s.updated) parts.push(`${count(s.updated)} updated`);
  if (s.skipped) parts.push(`${count(s.skipped)} skipped`);
  if (s.failed) parts.push(`${count(s.failed)} failed`);
  return `${count(s.total)} rows: ${parts.join(', ')}`;
}

/** The file's header as the server's CSV parser reads it (trimmed, lower case): the rows-to-fix file's columns. */
function headersOf(csv: string): string[] {
  const [header = []] = Papa.parse<string[]>(csv, { delimiter: ',', preview: 1 }).data;
  return header.map((h) => h.trim().toLowerCase()).filter((h) => h && h !== CSV_ERRORS_COLUMN);
}

/**
 * A big CSV import as a job: the file is imported in parts of IMPORT_JOB_PART_ROWS rows with the inline import's
 * own code, progress after each part. After each part the counts are checkpointed on the notification centre's
 * row, so a retried try (the process restarted) goes on from the next part; a part cut off half-way is imported
 * again, and every import matches rows already there (skipped, never doubled). The failed rows, with their
 * errors, become a CSV to fix and import again, offered in the bell like an export. Returns `queue`, which
 * checks the file (size, text, header: a 400 at once) and queues its import for the person.
 */
export function defineCsvImportJob<O>(app: FastifyInstance, job: CsvImportJob<O>) {
  app.queue.define<CsvImportJobData<O>>({
    name: job.name,
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 60 * 60,
    async run({ data, trackedId, progress, log }) {
      const parts = splitCsv(data.csv, IMPORT_JOB_PART_ROWS);
      const total = parts.reduce((n, p) => n + p.rows, 0);
      const saved = trackedId ? await app.queue.tracker.checkpointOf<Checkpoint>(trackedId) : null;
      const result = saved?.result ?? emptyImportResult();
      let done = parts.slice(0, saved?.parts ?? 0).reduce((n, p) => n + p.rows, 0);
      for (let i = saved?.parts ?? 0; i < parts.length; i++) {
        const part = await job.importPart(parts[i], data, log);
        // Only failed rows are kept (for the file); the counts say the rest.
        addImportResult(result, { ...part, rows: part.rows.filter((r) => r.outcome === 'failed') });
        done += parts[i].rows;
        if (trackedId) await app.queue.tracker.saveCheckpoint(trackedId, { parts: i + 1, result });
        await progress(done, total).catch(() => {});
      }
      const summary = result.summary;
      const shown = { message: importSummaryMessage(summary), rows: summary.total, summary };
      if (!result.rows.length) return shown;

      const columns = [...headersOf(data.csv), CSV_ERRORS_COLUMN];
      const rows = result.rows.map((r) => ({ ...r.values, [CSV_ERRORS_COLUMN]: r.messages.join('; ') }));
      const name = `${job.plural}-failed-rows.csv`;
      // The BOM makes Excel read the file as UTF-8, as the web's own failed-rows file does.
      const stored = await app.jobFiles.save(name, CSV_TYPE, Readable.from([`\uFEFF${toCsv(columns, rows)}`]));
      const expiresAt = new Date(Date.now() + EXPORT_FILE_TTL_HOURS * 3_600_000).toISOString();
      return {
        ...shown,
        file: { name, url: `/api/jobs/${trackedId}/download`, expiresAt },
        storedKey: stored.key,
      };
    },
  });
  return {
    async queue(data: CsvImportJobData<O>) {
      parseCsvUpload(data.csv, job.columns);
      const { trackedId } = await app.queue.send<CsvImportJobData<O>>(job.name, data, {
        track: { userId: data.userId, title: `Import ${job.plural} from ${data.fileName}` },
      });
      return { jobId: trackedId! };
    },
  };
}
