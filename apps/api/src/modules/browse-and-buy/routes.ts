import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  browseAndBuyImportRequestSchema,
  browseAndBuyListQuerySchema,
  CSV_IMPORT_MAX_BYTES,
  importResultSchema,
  itemResponseSchema,
  orderListResponseSchema,
  OUTSIDE_SOURCES,
} from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { listOrders } from '../orders/index.js';
import { importBrowseAndBuy } from './import/apply.js';
import { defineBrowseAndBuyImportJob } from './import/job.js';

const config = { module: 'browse-and-buy' } as const;
const tags = ['browse-and-buy'];

/** Outside sales: the orders whose source is Zenfolio or PhotoDay, and their CSV import. */
const browseAndBuyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config, schema: { tags, querystring: browseAndBuyListQuerySchema, response: { 200: orderListResponseSchema } } },
    async (req) => listOrders(app.db, { ...req.query, sources: OUTSIDE_SOURCES }, app.orderSearchCache),
  );

  app.post(
    '/import',
    {
      config: { ...config, addon: 'browse-and-buy.import' },
      bodyLimit: CSV_IMPORT_MAX_BYTES * 2 + 1024,
      schema: {
        tags,
        body: browseAndBuyImportRequestSchema,
        response: { 200: itemResponseSchema(importResultSchema) },
      },
    },
    async (req) => ({ data: await importBrowseAndBuy(app.db, req.body, currentUser(req).id) }),
  );
  // A file above IMPORT_INLINE_MAX_ROWS rows: POST /import/jobs, imported by a job the person follows in the bell.
  defineBrowseAndBuyImportJob(app, { ...config, addon: 'browse-and-buy.import' });
};

export default browseAndBuyRoutes;
