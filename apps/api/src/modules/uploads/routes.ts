import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentUploadRequestSchema,
  imageUploadRequestSchema,
  imageUploadResponseSchema,
  tierAllows,
  type AuthUser,
  type ModuleName,
  type UploadType,
} from '@phlox/contract';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth.js';
import { badRequest, forbidden } from '../../shared/errors.js';
import localUploadRoutes from './local-routes.js';
import { reserveDeclaredBytes } from './quota.js';
import { formatBytes, newObjectKey } from '../../plugins/storage/driver.js';

/**
 * A file is only worth uploading into something the caller may change: the manage tier of the module it is for,
 * or of at least one module when the request does not say; anyone's own profile photo. A viewer gets no link.
 */
function assertMayUpload(user: AuthUser, module: ModuleName | 'profile' | undefined): void {
  if (module === 'profile') return;
  const allowed = module
    ? tierAllows(user.permissions[module], 'manage')
    : Object.values(user.permissions).some((tier) => tierAllows(tier, 'manage'));
  if (!allowed) throw forbidden('You can only view here, so you cannot upload files');
}

/**
 * The origin the browser called: Host (X-Forwarded-Host and -Proto only from a proxy TRUST_PROXY trusts, which
 * Fastify's req.host and req.protocol honour). A host that is not a plain name or address gives undefined (the
 * driver then uses PUBLIC_URL).
 */
function requestOrigin(req: FastifyRequest): string | undefined {
  const host = req.host.toLowerCase();
  return /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/.test(host)
    ? `${req.protocol}://${host}`
    : undefined;
}

/**
 * Spec §7.2: POST /api/common/image-upload {name, type} → {data: {url}}, a short-lived signed PUT URL; the same
 * for a document (a Statement of Work's contract: PDF, DOC, DOCX) at /api/common/document-upload. Any signed-in
 * user may ask (the guard needs a session; no module), as assertMayUpload allows. The local driver also gets its
 * /uploads routes here.
 */
const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { maxBytes, dailyQuotaBytes } = app.config.storage;

  /** One upload's signed URL: the size checked early, the day's quota reserved, the key made here. */
  async function signedUrl(
    req: FastifyRequest,
    { type, size, module }: { type: UploadType; size?: number; module?: ModuleName | 'profile' },
    what: string,
  ) {
    assertMayUpload(currentUser(req), module);
    if (size !== undefined && size > maxBytes)
      throw badRequest(`The ${what} is larger than ${formatBytes(maxBytes)}`, {
        size: `Choose ${what === 'image' ? 'an' : 'a'} ${what} of at most ${formatBytes(maxBytes)}`,
      });
    const user = currentUser(req);
    // Counted from what the client declares (the largest allowed file when it declares nothing).
    await reserveDeclaredBytes(app.db, user.id, size ?? maxBytes, dailyQuotaBytes);
    return { data: { url: await app.storage.signPut(newObjectKey(type), type, size, user.id, requestOrigin(req)) } };
  }

  const config = {
    signedIn: true,
    // Route-level, so it runs after the guard: the key is the signed-in user (both kinds share the limit).
    rateLimit: {
      ...app.config.rateLimits.imageUpload,
      keyGenerator: (req: FastifyRequest) => `image-upload:user:${currentUser(req).id}`,
    },
  } as const;

  app.post(
    '/api/common/image-upload',
    {
      config,
      schema: { tags: ['uploads'], body: imageUploadRequestSchema, response: { 200: imageUploadResponseSchema } },
    },
    async (req) => signedUrl(req, req.body, 'image'),
  );

  app.post(
    '/api/common/document-upload',
    {
      config,
      schema: { tags: ['uploads'], body: documentUploadRequestSchema, response: { 200: imageUploadResponseSchema } },
    },
    async (req) => signedUrl(req, req.body, 'document'),
  );

  if (app.storage.kind === 'local')
    await app.register(localUploadRoutes, { storage: app.storage, maxBytes, dailyQuotaBytes });
};

export default uploadsRoutes;
