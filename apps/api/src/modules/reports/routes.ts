import { sendDownload } from '../../shared/download.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  itemResponseSchema,
  reportExportName,
  reportRangeQuerySchema,
  reportSummaryQuerySchema,
  reportSummarySchema,
  type ReportExport,
  type ReportRangeQuery,
} from '@phlox/contract';
import { streamXlsx, XLSX_CONTENT_TYPE, type XlsxSheet } from '../../shared/xlsx.js';
import { customerOrderSheets, profitabilitySheets, summarySheets } from './exports.js';
import { reportSummary, reportSummaryFresh } from './summary.js';

/** GET needs the reports module's view tier (plugins/auth). */
const config = { module: 'reports' } as const;
const tags = ['reports'];

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/summary',
    {
      config,
      schema: {
        tags,
        querystring: reportSummaryQuerySchema,
        response: { 200: itemResponseSchema(reportSummarySchema) },
      },
    },
    async (req) => ({ data: await reportSummary(app.db, req.query) }),
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
