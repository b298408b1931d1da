import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageUploadRequestSchema, imageUploadResponseSchema } from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { badRequest } from '../../shared/errors.js';
import localUploadRoutes from './local-routes.js';
import { reserveDeclaredBytes } from './quota.js';
import { formatBytes, newObjectKey } from '../../plugins/storage/driver.js';

/**
 * Spec §7.2: POST /api/common/image-upload {name, type} → {data: {url}}, a short-lived signed PUT URL.
 * Any signed-in user may ask (the guard needs a session; no module). The local driver also gets its
 * /uploads routes here.
 */
const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { maxBytes, dailyQuotaBytes } = app.config.storage;

  app.post(
    '/api/common/image-upload',
    {
      config: {
        signedIn: true,
        // Route-level, so it runs after the guard: the key is the signed-in user.
        rateLimit: {
          ...app.config.rateLimits.imageUpload,
          keyGenerator: (req) => `image-upload:user:${currentUser(req).id}`,
        },
      },
      schema: { tags: ['uploads'], body: imageUploadRequestSchema, response: { 200: imageUploadResponseSchema } },
    },
    async (req) => {
      const { type, size } = req.body;
      if (size !== undefined && size > maxBytes)
        throw badRequest(`The image is larger than ${formatBytes(maxBytes)}`, {
          size: `Choose an image of at most ${formatBytes(maxBytes)}`,
        });
      const user = currentUser(req);
      // Counted from what the client declares (the largest allowed file when it declares nothing).
      await reserveDeclaredBytes(app.db, user.id, size ?? maxBytes, dailyQuotaBytes);
      const key = newObjectKey(type);
      return { data: { url: await app.storage.signPut(key, type, size, user.id) } };
    },
  );

  if (app.storage.kind === 'local')
    await app.register(localUploadRoutes, { storage: app.storage, maxBytes, dailyQuotaBytes });
};

export default uploadsRoutes;
