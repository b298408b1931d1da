import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventRefundInputSchema,
  eventResolutionResultSchema,
  eventRolloverInputSchema,
  heldOrdersQuerySchema,
  heldOrdersSchema,
  fulfilmentInputSchema,
  fulfilmentResultSchema,
  idParamSchema,
  itemResponseSchema,
  orderDetailSchema,
  orderEventOptionSchema,
  orderExportName,
  orderExportJobInputSchema,
  orderExportQuerySchema,
  jobStartedSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderLookupsSchema,
  orderProductParamsSchema,
  orderUpdateSchema,
  refundInputSchema,
  rolloverInputSchema,
  idListQuerySchema,
} from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { CSV_TYPE, sendDownload } from '../../shared/download.js';
import { chicagoToday } from '../../shared/chicago.js';
import { XLSX_CONTENT_TYPE } from '../../shared/xlsx.js';
import { getOrderDetail } from './detail.js';
import { exportOrdersCsv, exportOrdersXlsx } from './export.js';
import { setFulfilment } from './fulfilment.js';
import { listOrders } from './list.js';
import { eventOptions, orderLookups } from './lookups.js';
import { defineOrderEmailJob, resendOrderEmail } from './mail.js';
import { defineOrdersExportJob, queueOrdersExport } from './export-job.js';
import { heldOrders, refundEvent, rollOverEvent } from './event-resolution.js';
import { refundOrderProduct } from './refunds.js';
import { rollOver } from './rollovers.js';
import { createStripe } from './stripe.js';
import { updateOrder } from './update.js';

const config = { module: 'orders' } as const;
const tags = ['orders'];
const detail = { 200: itemResponseSchema(orderDetailSchema) };

/** Chicago's calendar day, for export file names. */

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  defineOrderEmailJob(app);
  defineOrdersExportJob(app);
  const stripe = await createStripe(app.config.stripe);

  app.get(
    '/',
    { config, schema: { tags, querystring: orderListQuerySchema, response: { 200: orderListResponseSchema } } },
    async (req) => listOrders(app.db, req.query, app.orderSearchCache),
  );

  app.get(
    '/lookups',
    { config, schema: { tags, response: { 200: itemResponseSchema(orderLookupsSchema) } } },
    async () => ({ data: await orderLookups(app.db) }),
  );

  app.get(
    '/event-options',
    {
      config,
      schema: {
        tags,
        querystring: z.object({
          q: z.string().trim().max(200).optional(),
          ids: idListQuerySchema.optional(),
        }),
        response: { 200: itemResponseSchema(z.array(orderEventOptionSchema)) },
      },
    },
    async (req) => ({
      data: await eventOptions(app.db, { q: req.query.q, ids: req.query.ids?.split(',').map(Number) }),
    }),
  );

  app.get('/export.xlsx', { config, schema: { tags, querystring: orderExportQuerySchema } }, async (req, reply) =>
    sendDownload(reply, {
      type: XLSX_CONTENT_TYPE,
      name: orderExportName(req.query, chicagoToday(), 'xlsx'),
      body: () => exportOrdersXlsx(app.db, req.query, (err) => req.log.error({ err }, 'orders export failed')),
    }),
  );

  // Long exports: a job whose file the person downloads from the bell (the web sends exports above
  // EXPORT_INLINE_MAX_ORDERS here). Exporting needs view, like the streamed exports.
  app.post(
    '/exports',
    {
      config: { ...config, tier: 'view' },
      schema: { tags, body: orderExportJobInputSchema, response: { 202: itemResponseSchema(jobStartedSchema) } },
    },
    async (req, reply) => {
      const started = await queueOrdersExport(app, req.body, currentUser(req).id, chicagoToday());
      return reply.status(202).send({ data: started });
    },
  );

  app.get('/export.csv', { config, schema: { tags, querystring: orderExportQuerySchema } }, async (req, reply) =>
    sendDownload(reply, {
      type: CSV_TYPE,
      name: orderExportName(req.query, chicagoToday(), 'csv'),
      body: () => exportOrdersCsv(app.db, req.query),
    }),
  );

  app.post(
    '/fulfilment',
    {
      config,
      schema: { tags, body: fulfilmentInputSchema, response: { 200: itemResponseSchema(fulfilmentResultSchema) } },
    },
    async (req) => ({ data: await setFulfilment(app.db, req.body, currentUser(req).id) }),
  );

  // A canceled event's paid orders: what it holds, then all rolled over or all refunded (issue 13).
  app.get(
    '/held',
    {
      config,
      schema: { tags, querystring: heldOrdersQuerySchema, response: { 200: itemResponseSchema(heldOrdersSchema) } },
    },
    async (req) => ({ data: await heldOrders(app.db, req.query.eventId) }),
  );

  app.post(
    '/event-rollover',
    {
      config,
      schema: {
        tags,
        body: eventRolloverInputSchema,
        response: { 200: itemResponseSchema(eventResolutionResultSchema) },
      },
    },
    async (req) => ({ data: await rollOverEvent(app.db, req.body, currentUser(req).id) }),
  );

  app.post(
    '/event-refund',
    {
      config: { ...config, addon: 'orders.refund' },
      schema: {
        tags,
        body: eventRefundInputSchema,
        response: { 200: itemResponseSchema(eventResolutionResultSchema) },
      },
    },
    async (req) => ({ data: await refundEvent(app.db, stripe, req.body, currentUser(req).id) }),
  );

  app.get('/:id', { config, schema: { tags, params: idParamSchema, response: detail } }, async (req) => ({
    data: await getOrderDetail(app.db, req.params.id),
  }));

  app.patch(
    '/:id',
    { config, schema: { tags, params: idParamSchema, body: orderUpdateSchema, response: detail } },
    async (req) => ({ data: await updateOrder(app.db, req.params.id, req.body, currentUser(req).id) }),
  );

  app.post(
    '/:id/products/:productId/refunds',
    {
      config: { ...config, addon: 'orders.refund' },
      schema: { tags, params: orderProductParamsSchema, body: refundInputSchema, response: detail },
    },
    async (req) => {
      const { id, productId } = req.params;
      await refundOrderProduct(app.db, stripe, id, productId, req.body, currentUser(req).id);
      return { data: await getOrderDetail(app.db, id) };
    },
  );

  app.post(
    '/:id/products/:productId/rollover',
    { config, schema: { tags, params: orderProductParamsSchema, body: rolloverInputSchema, response: detail } },
    async (req) => {
      const { id, productId } = req.params;
      await rollOver(app.db, id, productId, req.body, currentUser(req).id);
      return { data: await getOrderDetail(app.db, id) };
    },
  );

  app.post(
    '/:id/resend-email',
    { config, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await resendOrderEmail(app, app.db, req.params.id, currentUser(req).id);
      return reply.status(204).send(null);
    },
  );
};

export default ordersRoutes;
