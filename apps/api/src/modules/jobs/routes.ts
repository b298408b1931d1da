import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backgroundJobSchema, idParamSchema, itemResponseSchema, jobListResponseSchema } from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { CSV_TYPE, sendAttachment } from '../../shared/download.js';
import { XLSX_CONTENT_TYPE } from '../../shared/xlsx.js';
import { expiredJobFiles, forgetJobFile, getJob, jobFileOf, listJobs, markJobsSeen } from './service.js';

const contentTypeOf = (name: string) =>
  name.endsWith('.csv') ? CSV_TYPE : name.endsWith('.pdf') ? 'application/pdf' : XLSX_CONTENT_TYPE;

const tags = ['jobs'];
// Each person reads only their own jobs, whatever their role: no module.
const config = { signedIn: true } as const;

/** The notification centre: background work the signed-in user started, with its progress and outcome. */
const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every hour: files whose download link has expired leave storage.
  app.queue.define({
    name: 'job-files-cleanup',
    cron: '17 * * * *',
    coalesce: true,
    async run({ log }) {
      const expired = await expiredJobFiles(app.db);
      for (const { id, key } of expired) {
        await app.jobFiles.remove(key);
        await forgetJobFile(app.db, id);
      }
      if (expired.length) log.info(`removed ${expired.length} expired export files`);
      return { message: `${expired.length} expired files removed` };
    },
  });

  app.get('/', { config, schema: { tags, response: { 200: jobListResponseSchema } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return listJobs(app.db, currentUser(req).id);
  });

  app.get(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: itemResponseSchema(backgroundJobSchema) } } },
    async (req) => ({ data: await getJob(app.db, currentUser(req).id, req.params.id) }),
  );

  // A finished export's (or shot card's) file: streamed (local storage) or a short-lived presigned link (s3).
  app.get(
    '/:id/download',
    { config: { signedIn: true }, schema: { tags, params: idParamSchema } },
    async (req, reply) => {
      const file = await jobFileOf(app.db, currentUser(req).id, req.params.id);
      const opened = await app.jobFiles.open(file.key, file.name);
      if ('redirect' in opened) return reply.redirect(opened.redirect, 302);
      return sendAttachment(reply, { type: contentTypeOf(file.name), name: file.name }).send(opened.stream);
    },
  );

  app.post('/seen', { config, schema: { tags, response: { 204: z.null() } } }, async (req, reply) => {
    await markJobsSeen(app.db, currentUser(req).id);
    return reply.status(204).send(null);
  });
};

export default jobsRoutes;
