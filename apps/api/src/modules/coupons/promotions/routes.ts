import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  itemResponseSchema,
  listResponseSchema,
  promotionInputSchema,
  promotionListQuerySchema,
  promotionSchema,
  promotionUpdateSchema,
} from '@phlox/contract';
import { currentUser } from '../../../plugins/auth.js';
import { createPromotion, deletePromotion, getPromotion, listPromotions, updatePromotion } from './service.js';

/** Promotions are managed inside the Coupons area: the same permission module. */
const config = { module: 'coupons' } as const;
const tags = ['coupons'];
const item = itemResponseSchema(promotionSchema);

const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: { tags, querystring: promotionListQuerySchema, response: { 200: listResponseSchema(promotionSchema) } },
    },
    async (req) => listPromotions(app.db, req.query),
  );

  app.get('/:id', { config, schema: { tags, params: idParamSchema, response: { 200: item } } }, async (req) => ({
    data: await getPromotion(app.db, req.params.id),
  }));

  app.post('/', { config, schema: { tags, body: promotionInputSchema, response: { 201: item } } }, async (req, reply) =>
    reply.status(201).send({ data: await createPromotion(app.db, req.body, currentUser(req).id) }),
  );

  app.patch(
    '/:id',
    { config, schema: { tags, params: idParamSchema, body: promotionUpdateSchema, response: { 200: item } } },
    async (req) => ({ data: await updatePromotion(app.db, req.params.id, req.body, currentUser(req).id) }),
  );

  app.delete(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await deletePromotion(app.db, req.params.id, currentUser(req).id);
      return reply.status(204).send(null);
    },
  );
};

export default promotionsRoutes;
