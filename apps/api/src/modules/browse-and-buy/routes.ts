import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { browseAndBuyListQuerySchema, orderListResponseSchema, OUTSIDE_SOURCES } from '@phlox/contract';
import { listOrders } from '../orders/index.js';
import { salesImportRoutes } from './import/routes.js';

const config = { module: 'browse-and-buy' } as const;
const tags = ['browse-and-buy'];

/** Outside sales: the orders whose source is Zenfolio or PhotoDay, and their CSV import. */
const browseAndBuyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config, schema: { tags, querystring: browseAndBuyListQuerySchema, response: { 200: orderListResponseSchema } } },
    async (req) => listOrders(app.db, { ...req.query, sources: OUTSIDE_SOURCES }, app.orderSearchCache),
  );

  // POST /import (a small file, or a part the web sends) and /import/jobs (a file above IMPORT_INLINE_MAX_ROWS).
  salesImportRoutes(app, { ...config, addon: 'browse-and-buy.import' });
};

export default browseAndBuyRoutes;
