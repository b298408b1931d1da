import { rm } from 'node:fs/promises';
import path from 'node:path';
import { declareAccessOfPlugin } from '../../plugins/route-access.js';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { UPLOAD_TYPES, ERROR_CODES } from '@phlox/contract';
import { AppError } from '../../shared/errors.js';
import type { LocalStorage } from '../../plugins/storage/local-driver.js';
import { receiveUpload, tooLarge, unsupportedType } from './receive.js';
import { signatureMatches } from '../../plugins/storage/signing.js';
import { isDocumentKey, OBJECT_KEY_PATTERN } from '../../plugins/storage/driver.js';
import { quotaExceeded, recordStoredBytes, remainingStoredBytes } from './quota.js';

/** A link under documents/ was signed for a document (a contract): the message says so. */
const wordOf = (key: string) => (isDocumentKey(key) ? 'document' : 'image');
const invalidLink = (key: string) =>
  new AppError(403, ERROR_CODES.forbidden, `This upload link is not valid. Upload the ${wordOf(key)} again.`);
const expiredLink = (key: string) =>
  new AppError(403, ERROR_CODES.forbidden, `This upload link has expired. Upload the ${wordOf(key)} again.`);

/** Checks the signed query of a PUT; the signature is the only authorisation of /uploads (no session). */
function verifyLink(req: FastifyRequest, storage: LocalStorage): { key: string; type: string; uid?: number } {
  const key = (req.params as { '*': string })['*'];
  const q = req.query as Record<string, string | undefined>;
  const expires = Number(q.expires);
  const uid = q.uid === undefined ? undefined : Number(q.uid);
  if (!OBJECT_KEY_PATTERN.test(key) || !q.type || !q.sig || !Number.isInteger(expires)) throw invalidLink(key);
  if (uid !== undefined && !(Number.isInteger(uid) && uid > 0 && uid <= 2147483647)) throw invalidLink(key);
  if (!signatureMatches(storage.secret, { key, expires, type: q.type, uid }, q.sig)) throw invalidLink(key);
  if (expires < Date.now() / 1000) throw expiredLink(key);
  return { key, type: q.type, uid };
}

/**
 * The local driver's half of the upload: PUT /uploads/<key>?expires&type&sig stores the file the URL was
 * signed for; GET /uploads/<key> serves stored files read-only.
 */
const localUploadRoutes: FastifyPluginAsync<{
  storage: LocalStorage;
  maxBytes: number;
  dailyQuotaBytes: number;
}> = async (app, { storage, maxBytes, dailyQuotaBytes }) => {
  // The signed link is the credential (checked in the handler); stored images are public like S3 objects.
  declareAccessOfPlugin(app, { public: true });
  // The handler streams the body itself (any content type); the check happens there.
  app.addContentTypeParser('*', (_req, _payload, done) => done(null));

  app.put('/uploads/*', async (req, reply) => {
    const { key, type, uid } = verifyLink(req, storage);
    const sent = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (sent !== type || !(type in UPLOAD_TYPES))
      throw unsupportedType('The file type does not match the upload link. Upload the file again.');
    if (Number(req.headers['content-length']) > maxBytes) {
      reply.header('connection', 'close');
      throw tooLarge(maxBytes, type);
    }
    // The daily quota is enforced on what is really stored: read no more than the user has left today.
    const left = uid === undefined ? maxBytes : await remainingStoredBytes(app.db, uid, dailyQuotaBytes);
    const limit = Math.min(maxBytes, left);
    const target = path.join(storage.root, key);
    let stored: number;
    try {
      if (limit < 1 || Number(req.headers['content-length']) > limit)
        throw await quotaExceeded(app.db, dailyQuotaBytes);
      stored = await receiveUpload({ body: req.raw, type, maxBytes: limit, tmpDir: storage.tmpDir, target });
    } catch (err) {
      // The rest of an over-long body is not read; closing the connection is what stops the client sending it.
      // So too on a full disk (answered 507 by the error handler; receiveUpload removed the partial file).
      if (
        (err instanceof AppError && (err.statusCode === 413 || err.statusCode === 429)) ||
        ['ENOSPC', 'EDQUOT'].includes((err as NodeJS.ErrnoException).code ?? '')
      )
        reply.header('connection', 'close');
      if (err instanceof AppError && err.statusCode === 413 && limit < maxBytes)
        throw await quotaExceeded(app.db, dailyQuotaBytes);
      throw err;
    }
    if (uid !== undefined) {
      try {
        await recordStoredBytes(app.db, uid, stored, dailyQuotaBytes);
      } catch (err) {
        // A parallel PUT took the rest of the day's bytes first: this file is not kept.
        await rm(target, { force: true });
        throw err;
      }
    }
    return reply.status(201).send({ data: { url: storage.readUrl(key) } });
  });

  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Images only: they are public (the customer site shows them). A document (a contract) is private and
    // leaves only through GET /api/statements-of-work/:id/contract, to those who may view its SOW.
    allowedPath: (pathName) => {
      const key = pathName.replace(/^\//, '');
      return OBJECT_KEY_PATTERN.test(key) && !isDocumentKey(key);
    },
    setHeaders: (res) => {
      res.header('x-content-type-options', 'nosniff');
      // Keys are random and never reused, so a stored image can be cached for good.
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
};

export default localUploadRoutes;
