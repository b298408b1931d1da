import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  giftcardAdjustmentResultSchema,
  giftcardAdjustmentSchema,
  giftcardInputSchema,
  giftcardListQuerySchema,
  giftcardSchema,
  giftcardTransactionListQuerySchema,
  giftcardTransactionSchema,
  giftcardUpdateSchema,
  idParamSchema,
  itemResponseSchema,
  listResponseSchema,
} from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { adjustGiftcard, listTransactions } from './ledger.js';
import { createGiftcard, deleteGiftcard, getGiftcard, listGiftcards, updateGiftcard } from './service.js';

const config = { module: 'giftcards' } as const;
const tags = ['giftcards'];
const item = itemResponseSchema(giftcardSchema);

const giftcardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: { tags, querystring: giftcardListQuerySchema, response: { 200: listResponseSchema(giftcardSchema) } },
    },
    async (req) => listGiftcards(app.db, req.query),
  );

  app.get('/:id', { config, schema: { tags, params: idParamSchema, response: { 200: item } } }, async (req) => ({
    data: await getGiftcard(app.db, req.params.id),
  }));

  app.post('/', { config, schema: { tags, body: giftcardInputSchema, response: { 201: item } } }, async (req, reply) =>
    reply.status(201).send({ data: await createGiftcard(app.db, req.body, currentUser(req).id) }),
  );

  app.patch(
    '/:id',
    { config, schema: { tags, params: idParamSchema, body: giftcardUpdateSchema, response: { 200: item } } },
    async (req) => ({ data: await updateGiftcard(app.db, req.params.id, req.body, currentUser(req).id) }),
  );

  app.delete(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteGiftcard(app.db, req.params.id, currentUser(req).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/transactions',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        querystring: giftcardTransactionListQuerySchema,
        response: { 200: listResponseSchema(giftcardTransactionSchema) },
      },
    },
    async (req) => listTransactions(app.db, req.params.id, req.query),
  );

  app.post(
    '/:id/transactions',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: giftcardAdjustmentSchema,
        response: { 201: itemResponseSchema(giftcardAdjustmentResultSchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await adjustGiftcard(app.db, req.params.id, req.body, currentUser(req).id) }),
  );
};

export default giftcardsRoutes;
