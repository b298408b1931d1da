import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  itemResponseSchema,
  listResponseSchema,
  productInputSchema,
  productListQuerySchema,
  productSchema,
  productUpdateSchema,
} from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './service.js';

const config = { module: 'products' } as const;
const tags = ['products'];

const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: { tags, querystring: productListQuerySchema, response: { 200: listResponseSchema(productSchema) } },
    },
    async (req) => listProducts(app.db, req.query),
  );

  app.get(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: itemResponseSchema(productSchema) } } },
    async (req) => ({ data: await getProduct(app.db, req.params.id) }),
  );

  app.post(
    '/',
    { config, schema: { tags, body: productInputSchema, response: { 201: itemResponseSchema(productSchema) } } },
    async (req, reply) => reply.status(201).send({ data: await createProduct(app.db, req.body, currentUser(req).id) }),
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: productUpdateSchema,
        response: { 200: itemResponseSchema(productSchema) },
      },
    },
    async (req) => ({ data: await updateProduct(app.db, req.params.id, req.body, currentUser(req).id) }),
  );

  app.delete(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteProduct(app.db, req.params.id, currentUser(req).id);
      return reply.status(204).send(null);
    },
  );
};

export default productsRoutes;
