import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  browseAndBuyListQuerySchema,
  itemResponseSchema,
  orderListResponseSchema,
  OUTSIDE_SOURCES,
  saleMatchInputSchema,
  saleMatchResultSchema,
} from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { listOrders } from '../orders/index.js';
import { matchSales } from './match.js';
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

  // Unmatched sales given their event: one sale, or all of a gallery / job title.
  app.post(
    '/matches',
    {
      config,
      schema: { tags, body: saleMatchInputSchema, response: { 200: itemResponseSchema(saleMatchResultSchema) } },
    },
    async (req) => ({ data: await matchSales(app.db, req.body, currentUser(req).id) }),
  );

  // POST /import (a small file, or a part the web sends) and /import/jobs (a file above IMPORT_INLINE_MAX_ROWS).
  salesImportRoutes(app, { ...config, addon: 'browse-and-buy.import' });
};

export default browseAndBuyRoutes;
