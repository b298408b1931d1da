import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  itemResponseSchema,
  levelInputSchema,
  levelListQuerySchema,
  levelSchema,
  levelUpdateSchema,
  listResponseSchema,
} from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { createLevel, deleteLevel, getLevel, listLevels, toLevel, updateLevel } from './service.js';

const config = { module: 'levels' } as const;
const tags = ['levels'];

const levelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config, schema: { tags, querystring: levelListQuerySchema, response: { 200: listResponseSchema(levelSchema) } } },
    async (req) => listLevels(app.db, req.query),
  );

  app.get(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: itemResponseSchema(levelSchema) } } },
    async (req) => ({ data: toLevel(await getLevel(app.db, req.params.id)) }),
  );

  app.post(
    '/',
    { config, schema: { tags, body: levelInputSchema, response: { 201: itemResponseSchema(levelSchema) } } },
    async (req, reply) => reply.status(201).send({ data: await createLevel(app.db, req.body, currentUser(req).id) }),
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: levelUpdateSchema,
        response: { 200: itemResponseSchema(levelSchema) },
      },
    },
    async (req) => ({ data: await updateLevel(app.db, req.params.id, req.body, currentUser(req).id) }),
  );

  app.delete(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteLevel(app.db, req.params.id, currentUser(req).id);
      return reply.status(204).send(null);
    },
  );
};

export default levelsRoutes;
