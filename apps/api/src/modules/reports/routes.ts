import { sendDownload } from '../../shared/download.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  itemResponseSchema,
  reportExportName,
  reportRangeQuerySchema,
  reportSummaryQuerySchema,
  reportBuildingSchema,
  reportSummarySchema,
  type ReportExport,
  type ReportRangeQuery,
} from '@phlox/contract';
import { streamXlsx, XLSX_CONTENT_TYPE, type XlsxSheet } from '../../shared/xlsx.js';
import { customerOrderSheets, profitabilitySheets, summarySheets } from './exports.js';
import { reportSummary, reportSummaryFresh } from './summary.js';
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
      await app.queue.send(
        REPORTS_BUILD_JOB,
        { from: req.query.from, to: req.query.to },
        {
          singletonKey: `${req.query.from}|${req.query.to}`,
        },
      );
      return reply.status(202).send({ data: summary });
    },
  );

  const exports: Record<ReportExport, (q: ReportRangeQuery) => Promise<XlsxSheet[]> | XlsxSheet[]> = {
    summary: async (q) => summarySheets(await reportSummaryFresh(app.db, { ...q, interval: 'day' })),
    'event-profitability': (q) => profitabilitySheets(app.db, q),
    'customer-orders': (q) => customerOrderSheets(app.db, q),
  };
  for (const [kind, sheetsOf] of Object.entries(exports) as Array<[ReportExport, (typeof exports)[ReportExport]]>) {
    app.get(
      `/export/${kind}.xlsx`,
      { config: { ...config, addon: 'reports.download' }, schema: { tags, querystring: reportRangeQuerySchema } },
      async (req, reply) =>
        sendDownload(reply, {
          type: XLSX_CONTENT_TYPE,
          name: reportExportName(kind, req.query),
          body: async () =>
            streamXlsx(await sheetsOf(req.query), (err) => req.log.error({ err }, `${kind} export failed`)),
        }),
    );
  }
};

export default reportsRoutes;
