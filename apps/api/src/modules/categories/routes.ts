import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryDetailSchema,
  categoryInputSchema,
  categoryListItemSchema,
  categoryListQuerySchema,
  categoryLookupsSchema,
  categoryUpdateSchema,
  idParamSchema,
  itemResponseSchema,
  listResponseSchema,
} from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { loadCategoryDetail } from './detail.js';
import { listCategories } from './list.js';
import { categoryLookups } from './lookups.js';
import { createCategory, deleteCategory, updateCategory } from './service.js';

const config = { module: 'categories' } as const;
const tags = ['categories'];

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        querystring: categoryListQuerySchema,
        response: { 200: listResponseSchema(categoryListItemSchema) },
      },
    },
    async (req) => listCategories(app.db, req.query),
  );

  app.get(
    '/lookups',
    { config, schema: { tags, response: { 200: itemResponseSchema(categoryLookupsSchema) } } },
    async () => ({ data: await categoryLookups(app.db) }),
  );

  app.get(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: itemResponseSchema(categoryDetailSchema) } } },
    async (req) => ({ data: await loadCategoryDetail(app.db, req.params.id) }),
  );

  app.post(
    '/',
    {
      config,
      schema: { tags, body: categoryInputSchema, response: { 201: itemResponseSchema(categoryDetailSchema) } },
    },
    async (req, reply) => reply.status(201).send({ data: await createCategory(app.db, req.body, currentUser(req).id) }),
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: categoryUpdateSchema,
        response: { 200: itemResponseSchema(categoryDetailSchema) },
      },
    },
    async (req) => ({ data: await updateCategory(app.db, req.params.id, req.body, currentUser(req).id) }),
  );

  app.delete(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteCategory(app.db, req.params.id, currentUser(req).id);
      return reply.status(204).send(null);
    },
  );
};

export default categoriesRoutes;
