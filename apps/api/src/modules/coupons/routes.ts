import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  couponApplicationSchema,
  couponApplyBodySchema,
  couponInputSchema,
  couponListQuerySchema,
  couponSchema,
  couponUpdateSchema,
  idParamSchema,
  itemResponseSchema,
  listResponseSchema,
} from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { applyCoupon, previewCoupon } from './apply.js';
import { createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon } from './service.js';

const config = { module: 'coupons' } as const;
const tags = ['coupons'];
const item = itemResponseSchema(couponSchema);

const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: { tags, querystring: couponListQuerySchema, response: { 200: listResponseSchema(couponSchema) } },
    },
    async (req) => listCoupons(app.db, req.query),
  );

  app.get('/:id', { config, schema: { tags, params: idParamSchema, response: { 200: item } } }, async (req) => ({
    data: await getCoupon(app.db, req.params.id),
  }));

  app.post('/', { config, schema: { tags, body: couponInputSchema, response: { 201: item } } }, async (req, reply) =>
    reply.status(201).send({ data: await createCoupon(app.db, req.body, currentUser(req).id) }),
  );

  app.patch(
    '/:id',
    { config, schema: { tags, params: idParamSchema, body: couponUpdateSchema, response: { 200: item } } },
    async (req) => ({ data: await updateCoupon(app.db, req.params.id, req.body, currentUser(req).id) }),
  );

  app.delete(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteCoupon(app.db, req.params.id, currentUser(req).id);
      return reply.status(204).send(null);
    },
  );

  // Staff check a code against an order total; without `preview` it counts a use, as the order desk will.
  app.post(
    '/apply',
    {
      config,
      schema: { tags, body: couponApplyBodySchema, response: { 200: itemResponseSchema(couponApplicationSchema) } },
    },
    async (req) => {
      const { code, orderTotal, preview } = req.body;
      const run = preview ? previewCoupon : applyCoupon;
      return { data: await app.db.transaction((tx) => run(tx, code, orderTotal)) };
    },
  );
};

export default couponsRoutes;
