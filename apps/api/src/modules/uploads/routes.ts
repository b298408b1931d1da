import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageUploadRequestSchema, imageUploadResponseSchema } from '@phlox/contract';
import { badRequest } from '../../shared/errors.js';
import localUploadRoutes from './local-routes.js';
import { formatBytes, newObjectKey } from './storage.js';

/**
 * Spec §7.2: POST /api/common/image-upload {name, type} → {data: {url}}, a short-lived signed PUT URL.
 * Any signed-in user may ask (the guard needs a session; no module). The local driver also gets its
 * /uploads routes here.
 */
const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { maxBytes } = app.config.storage;

  app.post(
    '/api/common/image-upload',
    {
      config: { signedIn: true },
      schema: { tags: ['uploads'], body: imageUploadRequestSchema, response: { 200: imageUploadResponseSchema } },
    },
    async (req) => {
      const { type, size } = req.body;
      if (size !== undefined && size > maxBytes)
        throw badRequest(`The image is larger than ${formatBytes(maxBytes)}`, {
          size: `Choose an image of at most ${formatBytes(maxBytes)}`,
        });
      const key = newObjectKey(type);
      return { data: { url: await app.storage.signPut(key, type, size) } };
    },
  );

  if (app.storage.kind === 'local') await app.register(localUploadRoutes, { storage: app.storage, maxBytes });
};

export default uploadsRoutes;
