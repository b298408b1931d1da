import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  itemResponseSchema,
  levelOptionSchema,
  listResponseSchema,
  mailSentResponseSchema,
  roleOptionSchema,
  userCreatedResponseSchema,
  userDetailSchema,
  userInputSchema,
  userListItemSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { getUserDetail, listUsers } from './detail.js';
import { levelOptions, roleOptions } from './lookups.js';
import { createUser, deleteUser, sendPasswordLink, updateUser, type UserDeps } from './service.js';

const config = { module: 'users' } as const;
const tags = ['users'];

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: UserDeps = { db: app.db, config: app.config, mail: app.mail };

  app.get(
    '/',
    {
      config,
      schema: { tags, querystring: userListQuerySchema, response: { 200: listResponseSchema(userListItemSchema) } },
    },
    async (req) => listUsers(app.db, req.query),
  );

  /** The roles a user can be given, for the form and the list filter (needs users, not roles, access). */
  app.get(
    '/role-options',
    { config, schema: { tags, response: { 200: z.object({ data: z.array(roleOptionSchema) }) } } },
    async (req) => ({ data: await roleOptions(app.db, currentUser(req)) }),
  );

  /** The levels a user can be given, for the form and the list filter (needs users, not levels, access). */
  app.get(
    '/level-options',
    { config, schema: { tags, response: { 200: z.object({ data: z.array(levelOptionSchema) }) } } },
    async () => ({ data: await levelOptions(app.db) }),
  );

  app.get(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: itemResponseSchema(userDetailSchema) } } },
    async (req) => ({ data: await getUserDetail(app.db, req.params.id) }),
  );

  app.post(
    '/',
    { config, schema: { tags, body: userInputSchema, response: { 201: userCreatedResponseSchema } } },
    async (req, reply) => {
      const { user, invitationSent } = await createUser(deps, req.body, currentUser(req));
      return reply.status(201).send({ data: user, invitationSent });
    },
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: userUpdateSchema,
        response: { 200: itemResponseSchema(userDetailSchema) },
      },
    },
    async (req) => ({ data: await updateUser(deps, req.params.id, req.body, currentUser(req)) }),
  );

  app.delete(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteUser(deps, req.params.id, currentUser(req));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/invitation',
    { config, schema: { tags, params: idParamSchema, response: { 200: mailSentResponseSchema } } },
    async (req) => {
      await sendPasswordLink(deps, req.params.id, 'invitation', currentUser(req));
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/:id/password-reset',
    { config, schema: { tags, params: idParamSchema, response: { 200: mailSentResponseSchema } } },
    async (req) => {
      await sendPasswordLink(deps, req.params.id, 'reset', currentUser(req));
      return { data: { sent: true as const } };
    },
  );
};

export default usersRoutes;
