import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordBodySchema, itemResponseSchema, profileSchema, profileUpdateSchema } from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { unauthorized } from '../../shared/errors.js';
import { changePassword, getProfile, updateProfile } from './service.js';

const tags = ['profile'];
const config = { signedIn: true, changesAccess: true } as const;

/** The signed-in user's own account: any role may read and edit it (no module). */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config, schema: { tags, response: { 200: itemResponseSchema(profileSchema) } } }, async (req) => ({
    data: await getProfile(app.db, currentUser(req).id),
  }));

  app.patch(
    '/',
    { config, schema: { tags, body: profileUpdateSchema, response: { 200: itemResponseSchema(profileSchema) } } },
    async (req) => ({ data: await updateProfile(app.db, currentUser(req), req.body) }),
  );

  app.post(
    '/password',
    { config, schema: { tags, body: changePasswordBodySchema, response: { 204: z.null() } } },
    async (req, reply) => {
      const user = currentUser(req);
      if (!req.auth) throw unauthorized();
      await changePassword(
        app.db,
        { id: user.id, email: user.email, sessionId: req.auth.sessionId, ip: req.ip },
        req.body,
      );
      return reply.status(204).send(null);
    },
  );
};

export default profileRoutes;
