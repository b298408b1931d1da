import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  itemResponseSchema,
  listResponseSchema,
  roleInputSchema,
  roleListQuerySchema,
  roleSchema,
  roleUpdateSchema,
} from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { getRole, listRoles } from './detail.js';
import { createRole, deleteRole, updateRole } from './service.js';

const config = { module: 'roles' } as const;
const tags = ['roles'];

/** Roles and their module × tier matrix (BUSINESS_RULES "Roles and permissions"). */
const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config, schema: { tags, querystring: roleListQuerySchema, response: { 200: listResponseSchema(roleSchema) } } },
    async (req) => listRoles(app.db, req.query),
  );

  app.get(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: itemResponseSchema(roleSchema) } } },
    async (req) => ({ data: await getRole(app.db, req.params.id) }),
  );

  app.post(
    '/',
    { config, schema: { tags, body: roleInputSchema, response: { 201: itemResponseSchema(roleSchema) } } },
    async (req, reply) =>
      reply.status(201).send({ data: await createRole(app.db, req.body, currentUser(req), app.config) }),
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: roleUpdateSchema,
        response: { 200: itemResponseSchema(roleSchema) },
      },
    },
    async (req) => ({ data: await updateRole(app.db, req.params.id, req.body, currentUser(req), app.config) }),
  );

  app.delete(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteRole(app.db, req.params.id, currentUser(req), app.config);
      return reply.status(204).send(null);
    },
  );
};

export default rolesRoutes;
