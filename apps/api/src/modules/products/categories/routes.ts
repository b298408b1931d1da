import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  itemResponseSchema,
  listResponseSchema,
  productCategoryInputSchema,
  productCategoryListQuerySchema,
  productCategorySchema,
  productCategoryUpdateSchema,
} from '@phlox/contract';
import { currentUser } from '../../../plugins/auth.js';
import {
  createProductCategory,
  deleteProductCategory,
  getProductCategory,
  listProductCategories,
  updateProductCategory,
} from './service.js';

/** Product categories are part of the Products area: the same permission module. */
const config = { module: 'products' } as const;
const tags = ['products'];
const item = itemResponseSchema(productCategorySchema);

const productCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        querystring: productCategoryListQuerySchema,
        response: { 200: listResponseSchema(productCategorySchema) },
      },
    },
    async (req) => listProductCategories(app.db, req.query),
  );

  app.get('/:id', { config, schema: { tags, params: idParamSchema, response: { 200: item } } }, async (req) => ({
    data: await getProductCategory(app.db, req.params.id),
  }));

  app.post(
    '/',
    { config, schema: { tags, body: productCategoryInputSchema, response: { 201: item } } },
    async (req, reply) =>
      reply.status(201).send({ data: await createProductCategory(app.db, req.body, currentUser(req).id) }),
  );

  app.patch(
    '/:id',
    { config, schema: { tags, params: idParamSchema, body: productCategoryUpdateSchema, response: { 200: item } } },
    async (req) => ({ data: await updateProductCategory(app.db, req.params.id, req.body, currentUser(req).id) }),
  );

  app.delete(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteProductCategory(app.db, req.params.id, currentUser(req).id);
      return reply.status(204).send(null);
    },
  );
};

export default productCategoriesRoutes;
