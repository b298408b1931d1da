import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backgroundJobSchema, idParamSchema, itemResponseSchema, jobListResponseSchema } from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { getJob, listJobs, markJobsSeen } from './service.js';

const tags = ['jobs'];
// Each person reads only their own jobs, whatever their role: no module.
const config = { signedIn: true } as const;

/** The notification centre: background work the signed-in user started, with its progress and outcome. */
const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config, schema: { tags, response: { 200: jobListResponseSchema } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return listJobs(app.db, currentUser(req).id);
  });

  app.get(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: itemResponseSchema(backgroundJobSchema) } } },
    async (req) => ({ data: await getJob(app.db, currentUser(req).id, req.params.id) }),
  );

  app.post('/seen', { config, schema: { tags, response: { 204: z.null() } } }, async (req, reply) => {
    await markJobsSeen(app.db, currentUser(req).id);
    return reply.status(204).send(null);
  });
};

export default jobsRoutes;
