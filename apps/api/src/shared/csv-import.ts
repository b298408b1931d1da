import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import Papa from 'papaparse';
import {
  addImportResult,
  CSV_ERRORS_COLUMN,
  CSV_IMPORT_MAX_BYTES,
  describeImport,
  emptyImportResult,
  IMPORT_JOB_PART_ROWS,
  importJobRequestSchema,
  importResultSchema,
  itemResponseSchema,
  jobStartedSchema,
  splitCsv,
  toCsv,
  type ImportResult,
} from '@phlox/contract';
import { currentUser } from '../plugins/auth.js';
import { parseCsvUpload } from './csv.js';
import { CSV_TYPE } from './download.js';

type JobRequest = typeof importJobRequestSchema;
/** An inline import's request: the file (or a part of it), whether to only check it, the part's first line. */
type InlineRequest = z.ZodType<{ csv: string; dryRun: boolean; firstLine?: number }>;

export interface CsvImport<R extends InlineRequest, O, B extends JobRequest = JobRequest> {
  /** The queue's job name, e.g. `events-import`. */
  name: string;
  /** "events": the notification centre's title and the rows-to-fix file's name. */
  plural: string;
  /** The template's columns: a file whose header does not match is refused before it is queued. */
  columns: { known: readonly string[]; required: readonly string[] };
  /** A column whose consecutive equal values stay in one part (an outside order's lines: see splitCsv). */
  keepTogether?: string;
  /** Who may import: the area's module, and the import add-on. */
  access: FastifyContextConfig;
  /** The inline import's request (`POST <area>/import`): a small file, or one part of a bigger one. */
  request: R;
  /** The background import's request, when the import has choices of its own (extending `importJobRequestSchema`). */
  jobRequest?: B;
  /** Those choices, from the background request, added to each part's request. */
  optionsOf?: (body: z.output<B>) => O;
  /** Imports one request: the same code runs a small file inline and each part of a big file in the job. */
  importFile(request: z.output<R>, userId: number, log: FastifyBaseLogger): Promise<ImportResult>;
}

export interface CsvImportJobData<O> {
  userId: number;
  csv: string;
  fileName: string;
  /** The import's own choices (organizations: whether empty cells clear). */
  options: O;
}

/** What a try leaves for the next one: the parts written and what they came to (failed rows kept for the file). */
interface Checkpoint {
  parts: number;
  result: ImportResult;
}

/** The file's header as the server's CSV parser reads it (trimmed, lower case): the rows-to-fix file's columns. */
function headersOf(csv: string): string[] {
  const [header = []] = Papa.parse<string[]>(csv, { delimiter: ',', preview: 1 }).data;
  return header.map((h) => h.trim().toLowerCase()).filter((h) => h && h !== CSV_ERRORS_COLUMN);
}

/**
 * An area's CSV import, both ways. `POST <area>/import` imports a small file (or a part the web sends) at once.
 * A big CSV import is a job: the file is imported in parts of IMPORT_JOB_PART_ROWS rows with the inline import's
 * own code, progress after each part. After each part the counts are checkpointed on the notification centre's
 * row, so a retried try (the process restarted) goes on from the next part; a part cut off half-way is imported
 * again, and every import matches rows already there (skipped, never doubled). The failed rows, with their
 * errors, become a CSV to fix and import again, offered in the bell like an export.
 *
 * `POST <area>/import/jobs` checks the file at once (size, text, header: a 400, nothing queued), then queues it for
 * the person, who gets 202 `{jobId}`. Both routes are registered in the area's scope.
 */
export function defineCsvImport<R extends InlineRequest, O = Record<string, never>, B extends JobRequest = JobRequest>(
  app: FastifyInstance,
  job: CsvImport<R, O, B>,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = [job.access.module ?? job.plural];
  routes.post(
    '/import',
    {
      config: job.access,
      // The file travels as JSON text; escaping can grow it past the file's own limit.
      bodyLimit: CSV_IMPORT_MAX_BYTES * 2 + 1024,
      schema: { tags, body: job.request, response: { 200: itemResponseSchema(importResultSchema) } },
    },
    async (req) => ({ data: await job.importFile(req.body as z.output<R>, currentUser(req).id, req.log) }),
  );

  app.queue.define<CsvImportJobData<O>>({
    name: job.name,
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 60 * 60,
    async run({ data, trackedId, progress, log }) {
      const parts = splitCsv(data.csv, IMPORT_JOB_PART_ROWS, job.keepTogether);
      const total = parts.reduce((n, p) => n + p.rows, 0);
      const saved = trackedId ? await app.queue.tracker.checkpointOf<Checkpoint>(trackedId) : null;
      const result = saved?.result ?? emptyImportResult();
      let done = parts.slice(0, saved?.parts ?? 0).reduce((n, p) => n + p.rows, 0);
      for (let i = saved?.parts ?? 0; i < parts.length; i++) {
        // The part's own request, as the web would send it inline (the file's name: the sales keep it).
        const { text: csv, firstLine } = parts[i];
        const request = { csv, dryRun: false, firstLine, fileName: data.fileName, ...data.options };
        const part = await job.importFile(request as z.output<R>, data.userId, log);
        // Only failed rows are kept (for the file); the counts say the rest.
        addImportResult(result, { ...part, rows: part.rows.filter((r) => r.outcome === 'failed') });
        done += parts[i].rows;
        if (trackedId) await app.queue.tracker.saveCheckpoint(trackedId, { parts: i + 1, result });
        await progress(done, total).catch(() => {});
      }
      const summary = result.summary;
      const shown = { message: describeImport(summary, false), rows: summary.total, summary };
      if (!result.rows.length) return shown;

      const columns = [...headersOf(data.csv), CSV_ERRORS_COLUMN];
      const rows = result.rows.map((r) => ({ ...r.values, [CSV_ERRORS_COLUMN]: r.messages.join('; ') }));
      const name = `${job.plural}-failed-rows.csv`;
      // The BOM makes Excel read the file as UTF-8, as the web's own failed-rows file does.
      const { file, storedKey } = await app.jobFiles.offer(
        trackedId,
        name,
        CSV_TYPE,
        Readable.from([`\uFEFF${toCsv(columns, rows)}`]),
      );
      return { ...shown, file, storedKey };
    },
  });
  routes.post(
    '/import/jobs',
    {
      config: job.access,
      // The file travels as JSON text; escaping can grow it past the file's own limit.
      bodyLimit: CSV_IMPORT_MAX_BYTES * 2 + 1024,
      schema: {
        tags,
        body: job.jobRequest ?? importJobRequestSchema,
        response: { 202: itemResponseSchema(jobStartedSchema) },
      },
    },
    async (req, reply) => {
      const { csv, fileName } = req.body;
      parseCsvUpload(csv, job.columns);
      const userId = currentUser(req).id;
      const options = (job.optionsOf?.(req.body as z.output<B>) ?? {}) as O;
      const { trackedId } = await app.queue.send<CsvImportJobData<O>>(
        job.name,
        { userId, csv, fileName, options },
        { track: { userId, title: `Import ${job.plural} from ${fileName}` } },
      );
      return reply.status(202).send({ data: { jobId: trackedId! } });
    },
  );
}
