import { sendDownload } from '../../shared/download.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  itemResponseSchema,
  reportExportName,
  reportRangeQuerySchema,
  reportSummaryQuerySchema,
  reportBuildingSchema,
  reportSummarySchema,
  jobStartedSchema,
  REPORT_EXPORTS,
  reportExportJobInputSchema,
  type ReportRangeQuery,
} from '@phlox/contract';
import { streamXlsx, XLSX_CONTENT_TYPE } from '../../shared/xlsx.js';
import { currentUser } from '../../plugins/auth.js';
import { reportSheets } from './export.js';
import { defineReportsExportJob, queueReportExport } from './export-job.js';
import { reportSummary } from './summary.js';
import { ensureFresh } from './rollup.js';

/** GET needs the reports module's view tier (plugins/auth). */
const config = { module: 'reports' } as const;
const tags = ['reports'];

export const REPORTS_BUILD_JOB = 'reports-build';

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.queue.define<{ from: string; to: string }>({
    name: REPORTS_BUILD_JOB,
    // At most one waiting per range (its singleton key); the build itself is safe to run twice.
    coalesce: true,
    expireInSeconds: 60 * 60,
    async run({ data }) {
      const { daysLeft } = await ensureFresh(app.db, data.from, data.to);
      return { message: `Report figures ${data.from} – ${data.to} built`, rows: daysLeft };
    },
  });

  /** The rest of a range's figures, built by a job: one per range, however many people look. */
  const buildLater = ({ from, to }: ReportRangeQuery) =>
    app.queue.send(REPORTS_BUILD_JOB, { from, to }, { singletonKey: `${from}|${to}` });

  app.get(
    '/summary',
    {
      config,
      schema: {
        tags,
        querystring: reportSummaryQuerySchema,
        response: { 200: itemResponseSchema(reportSummarySchema), 202: itemResponseSchema(reportBuildingSchema) },
      },
    },
    async (req, reply) => {
      // The rollups are built chunk by chunk for at most the inline budget; what is left goes to a job (one per
      // range, however many people look) and the page looks again until it is done.
      const deadline = Date.now() + app.config.reportBuildInlineMs;
      const summary = await reportSummary(app.db, req.query, { deadline });
      if (!('building' in summary)) return { data: summary };
      await buildLater(req.query);
      return reply.status(202).send({ data: summary });
    },
  );

  // A download whose figures are not built yet (a direct API call; the page offers downloads once its report is
  // built) builds for the inline budget, then answers 202 like the summary: nothing waits on a long build.
  for (const kind of REPORT_EXPORTS) {
    app.get(
      `/export/${kind}.xlsx`,
      {
        config: { ...config, addon: 'reports.download' },
        schema: {
          tags,
          querystring: reportRangeQuerySchema,
          response: { 202: itemResponseSchema(reportBuildingSchema) },
        },
      },
      async (req, reply) => {
        if (kind === 'summary') {
          const deadline = Date.now() + app.config.reportBuildInlineMs;
          const { daysLeft, days } = await ensureFresh(app.db, req.query.from, req.query.to, { deadline });
          if (daysLeft > 0) {
            await buildLater(req.query);
            return reply.status(202).send({ data: { building: { daysLeft, days } } });
          }
        }
        return sendDownload(reply, {
          type: XLSX_CONTENT_TYPE,
          name: reportExportName(kind, req.query),
          body: async () =>
            streamXlsx(await reportSheets(app.db, kind, req.query), (err) =>
              req.log.error({ err }, `${kind} export failed`),
            ),
        });
      },
    );
  }

  // Long ranges: a job whose file the person downloads from the bell (the web sends ranges above
  // REPORT_EXPORT_INLINE_MAX_DAYS here). Downloading needs view and the add-on, like the streamed downloads.
  defineReportsExportJob(app);
  app.post(
    '/exports',
    {
      config: { ...config, tier: 'view', addon: 'reports.download' },
      schema: { tags, body: reportExportJobInputSchema, response: { 202: itemResponseSchema(jobStartedSchema) } },
    },
    async (req, reply) => reply.status(202).send({ data: await queueReportExport(app, req.body, currentUser(req).id) }),
  );
};

export default reportsRoutes;
