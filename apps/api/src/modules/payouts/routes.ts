import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAYOUT_MESSAGES,
  itemResponseSchema,
  listResponseSchema,
  payeeOptionSchema,
  payoutDetailSchema,
  payoutListQuerySchema,
  payoutListResponseSchema,
  recomputeInputSchema,
  recomputeResultSchema,
  settlementDetailSchema,
  settlementInputSchema,
  settlementListQuerySchema,
  settlementSchema,
  unpaidQuerySchema,
  unpaidRowSchema,
  PAYEE_ROLES,
} from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { forbidden } from '../../shared/errors.js';
import { payoutDetail } from './detail.js';
import { listPayouts } from './list.js';
import { recomputeEvent, recomputeRange } from './recompute.js';
import { payoutScope } from './scope.js';
import { settle } from './settle.js';
import { getSettlement, listSettlements, payeeOptions, unpaidRows } from './settlements.js';

/** GET needs view, the rest manage (plugins/auth). */
const area = { module: 'payouts' } as const;
/** The settle dialog's pickers list every payee's unpaid rows: for those who manage payouts only. */
const manage = { module: 'payouts', tier: 'manage' } as const;
const tags = ['payouts'];
const eventParam = z.object({ eventId: z.coerce.number().int().positive() });
const idParam = z.object({ id: z.coerce.number().int().positive() });

const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: area, schema: { tags, querystring: payoutListQuerySchema, response: { 200: payoutListResponseSchema } } },
    async (req) => listPayouts(app.db, req.query, payoutScope(currentUser(req))),
  );

  app.post(
    '/recompute',
    {
      config: area,
      schema: { tags, body: recomputeInputSchema, response: { 200: itemResponseSchema(recomputeResultSchema) } },
    },
    async (req) => {
      const userId = currentUser(req).id;
      const b = req.body;
      const data =
        b.eventId !== undefined
          ? await recomputeEvent(app.db, b.eventId, userId)
          : await recomputeRange(app.db, b.from!, b.to!, userId);
      return { data };
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

  app.get(
    '/settlements/:id',
    { config: area, schema: { tags, params: idParam, response: { 200: itemResponseSchema(settlementDetailSchema) } } },
    async (req) => ({ data: await getSettlement(app.db, req.params.id, payoutScope(currentUser(req))) }),
  );

  app.post(
    '/settlements',
    {
      config: area,
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
      schema: { tags, querystring: unpaidQuerySchema, response: { 200: itemResponseSchema(z.array(unpaidRowSchema)) } },
    },
    async (req) => ({ data: await unpaidRows(app.db, req.query.payeeRole, req.query.payeeId) }),
  );

  app.get(
    '/:eventId',
    { config: area, schema: { tags, params: eventParam, response: { 200: itemResponseSchema(payoutDetailSchema) } } },
    async (req) => ({ data: await payoutDetail(app.db, req.params.eventId, payoutScope(currentUser(req))) }),
  );
};

export default payoutsRoutes;
