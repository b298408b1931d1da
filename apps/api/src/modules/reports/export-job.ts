import type { FastifyInstance } from 'fastify';
import { REPORT_EXPORT_LABELS, reportExportName, type ReportExportJobInput } from '@phlox/contract';
import { streamXlsx, XLSX_CONTENT_TYPE } from '../../shared/xlsx.js';
import { reportSheets } from './export.js';

export const REPORTS_EXPORT_JOB = 'reports-export';

interface ReportsExportJob {
  userId: number;
  input: ReportExportJobInput;
}

/**
 * A report download of a long range runs as a job: the summary builds its missing figures, every report streams
 * to storage, and the file is offered in the bell for EXPORT_FILE_TTL_HOURS, like a long orders export.
 */
export function defineReportsExportJob(app: FastifyInstance) {
  app.queue.define<ReportsExportJob>({
    name: REPORTS_EXPORT_JOB,
    retryLimit: 2,
    retryDelay: 30,
    expireInSeconds: 2 * 60 * 60,
    async run({ data, trackedId, log }) {
      const { kind, ...range } = data.input;
      const name = reportExportName(kind, range);
      const body = await streamXlsx(await reportSheets(app.db, kind, range), (err) =>
        log.error({ err }, `${kind} export failed`),
      );
      const { bytes, file, storedKey } = await app.jobFiles.offer(trackedId, name, XLSX_CONTENT_TYPE, body);
      return { message: `${REPORT_EXPORT_LABELS[kind]} ready (${(bytes / 1024).toFixed(0)} KB)`, file, storedKey };
    },
  });
}

/** Queues a report download for `userId`; its file appears in their bell. */
export async function queueReportExport(app: FastifyInstance, input: ReportExportJobInput, userId: number) {
  const { kind, ...range } = input;
  const { trackedId } = await app.queue.send<ReportsExportJob>(
    REPORTS_EXPORT_JOB,
    { userId, input },
    { track: { userId, title: `${REPORT_EXPORT_LABELS[kind]} ${range.from} – ${range.to}` } },
  );
  return { jobId: trackedId! };
}
