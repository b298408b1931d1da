import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAYOUT_MESSAGES,
  idParamSchema,
  itemResponseSchema,
  listResponseSchema,
  payeeOptionSchema,
  payoutDetailSchema,
  payoutListQuerySchema,
  payoutListResponseSchema,
  recomputeInputSchema,
  recomputeQueuedSchema,
  recomputeResultSchema,
  settlementDetailSchema,
  settlementInputSchema,
  settlementListQuerySchema,
  settlementSchema,
  unpaidQuerySchema,
  unpaidResponseSchema,
  PAYEE_ROLES,
} from '@phlox/contract';

const organizationOptionQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  /** the organization already chosen, so the picker can show its name */
  id: idParamSchema.shape.id.optional(),
});
const organizationOptionSchema = z.object({ id: z.number().int(), name: z.string(), isBoosterClub: z.boolean() });
import { sendDownload } from '../../shared/download.js';
import { XLSX_CONTENT_TYPE } from '../../shared/xlsx.js';
import { currentUser } from '../../plugins/auth.js';
import { forbidden } from '../../shared/errors.js';
import { payoutDetail } from './detail.js';
import { listPayouts } from './list.js';
import { recomputeEvent, recomputeRange } from './recompute.js';
import { definePayoutJobs, payoutFreshness, queueRangeRecompute } from './refresh.js';
import { chicagoToday } from '../../shared/chicago.js';
import { exportSettlementsXlsx } from './export.js';
import { organizationOptions } from './lookups.js';
import { payoutScope } from './scope.js';
import { settle } from './settle.js';
import { getSettlement, listSettlements, payeeOptions, unpaidRows } from './settlements.js';

/** GET needs view, the rest manage (plugins/auth). */
const area = { module: 'payouts' } as const;
/** The settle dialog's pickers list every payee's owed (and held) rows: for those who manage payouts only. */
const manage = { module: 'payouts', tier: 'manage' } as const;
const tags = ['payouts'];
const eventParam = z.object({ eventId: idParamSchema.shape.id });

const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  definePayoutJobs(app);
  app.get(
    '/',
    { config: area, schema: { tags, querystring: payoutListQuerySchema, response: { 200: payoutListResponseSchema } } },
    async (req) => {
      const scope = payoutScope(currentUser(req));
      // One after the other: at 16 concurrent lists, two connections each would wait on the pool.
      const list = await listPayouts(app.db, req.query, scope);
      return { ...list, freshness: await payoutFreshness(app.db, { scope }) };
    },
  );

  app.post(
    '/recompute',
    {
      config: area,
      schema: {
        tags,
        body: recomputeInputSchema,
        response: {
          200: itemResponseSchema(recomputeResultSchema),
          202: itemResponseSchema(recomputeQueuedSchema),
        },
      },
    },
    async (req, reply) => {
      const userId = currentUser(req).id;
      const b = req.body;
      if (b.eventId !== undefined) return { data: await recomputeEvent(app.db, b.eventId, userId) };
      // More events than one batch: a job the person follows in the notification centre; no request waits on it.
      const queued = await queueRangeRecompute(app, b, userId);
      if (queued) return reply.status(202).send({ data: queued });
      return { data: await recomputeRange(app.db, b.from!, b.to!, userId) };
    },
  );

  app.get(
    '/settlements',
    {
      config: area,
      schema: { tags, querystring: settlementListQuerySchema, response: { 200: listResponseSchema(settlementSchema) } },
    },
    async (req) => listSettlements(app.db, req.query, payoutScope(currentUser(req))),
  );

  // The history page's export: the filtered settlements (any page) as .xlsx, streamed.
  app.get(
    '/settlements/export.xlsx',
    { config: area, schema: { tags, querystring: settlementListQuerySchema } },
    async (req, reply) =>
      sendDownload(reply, {
        type: XLSX_CONTENT_TYPE,
        name: `payout-history-${chicagoToday()}.xlsx`,
        body: () =>
          exportSettlementsXlsx(app.db, req.query, payoutScope(currentUser(req)), (err) =>
            req.log.error({ err }, 'payout history export failed'),
          ),
      }),
  );

  // The list's organization filter: organizations (schools, teams, venues, booster clubs) by name.
  app.get(
    '/organizations',
    {
      config: area,
      schema: {
        tags,
        querystring: organizationOptionQuerySchema,
        response: { 200: itemResponseSchema(z.array(organizationOptionSchema)) },
      },
    },
    async (req) => ({ data: await organizationOptions(app.db, req.query.q, req.query.id) }),
  );

  app.get(
    '/settlements/:id',
    {
      config: area,
      schema: { tags, params: idParamSchema, response: { 200: itemResponseSchema(settlementDetailSchema) } },
    },
    async (req) => ({ data: await getSettlement(app.db, req.params.id, payoutScope(currentUser(req))) }),
  );

  app.post(
    '/settlements',
    {
      config: { ...area, addon: 'payouts.settle' },
      schema: { tags, body: settlementInputSchema, response: { 201: itemResponseSchema(settlementDetailSchema) } },
    },
    async (req, reply) => {
      const user = currentUser(req);
      // Spec §6: settling needs the owner rule on top of managing payouts.
      if (!user.isOwner) throw forbidden(PAYOUT_MESSAGES.ownerOnly);
      return reply.status(201).send({ data: await settle(app.db, req.body, user.id) });
    },
  );

  app.get(
    '/payees',
    {
      config: manage,
      schema: {
        tags,
        querystring: z.object({ payeeRole: z.enum(PAYEE_ROLES) }),
        response: { 200: itemResponseSchema(z.array(payeeOptionSchema)) },
      },
    },
    async (req) => ({ data: await payeeOptions(app.db, req.query.payeeRole) }),
  );

  app.get(
    '/unpaid',
    {
      config: manage,
      schema: { tags, querystring: unpaidQuerySchema, response: { 200: unpaidResponseSchema } },
    },
    async (req) => unpaidRows(app.db, req.query.payeeRole, req.query.payeeId),
  );

  app.get(
    '/:eventId',
    { config: area, schema: { tags, params: eventParam, response: { 200: itemResponseSchema(payoutDetailSchema) } } },
    async (req) => {
      const scope = payoutScope(currentUser(req));
      const [detail, freshness] = await Promise.all([
        payoutDetail(app.db, req.params.eventId, scope),
        payoutFreshness(app.db, { eventId: req.params.eventId, scope }),
      ]);
      return { data: { ...detail, freshness } };
    },
  );
};

export default payoutsRoutes;
