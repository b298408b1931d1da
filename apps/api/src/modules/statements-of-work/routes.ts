import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  itemResponseSchema,
  listResponseSchema,
  mediaDayOptionQuerySchema,
  mediaDayOptionSchema,
  sowInputSchema,
  sowListQuerySchema,
  sowOptionSchema,
  sowRowSchema,
  sowSchema,
  sowUpdateSchema,
} from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { sendAttachment } from '../../shared/download.js';
import { contractFile } from './contract.js';
import { findSow } from './detail.js';
import { listSows } from './list.js';
import { mediaDayOptions, sowOptions } from './lookups.js';
import { createSow, deleteSow, updateSow } from './service.js';

/** A tab of the events cockpit: the events module's staff (amounts and contracts are no photographer's business). */
const config = { module: 'events', staffOnly: true } as const;
const tags = ['statements-of-work'];

const statementsOfWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config, schema: { tags, querystring: sowListQuerySchema, response: { 200: listResponseSchema(sowRowSchema) } } },
    async (req) => listSows(app.db, req.query),
  );

  app.get(
    '/options',
    { config, schema: { tags, response: { 200: itemResponseSchema(z.array(sowOptionSchema)) } } },
    async () => ({ data: await sowOptions(app.db) }),
  );

  app.get(
    '/media-day-options',
    {
      config,
      schema: {
        tags,
        querystring: mediaDayOptionQuerySchema,
        response: { 200: itemResponseSchema(z.array(mediaDayOptionSchema)) },
      },
    },
    async (req) => ({ data: await mediaDayOptions(app.db, req.query.q, req.query.sowId) }),
  );

  app.get(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: itemResponseSchema(sowSchema) } } },
    async (req) => ({ data: await findSow(app.db, req.params.id) }),
  );

  // The uploaded contract, to staff who may view the Statement of Work: documents are not served at /uploads.
  app.get('/:id/contract', { config, schema: { tags, params: idParamSchema } }, async (req, reply) => {
    const file = await contractFile(app.db, app.storage, req.params.id, app.config.storage.maxBytes);
    // nosniff: a browser never reads the bytes as anything but the stored type.
    return sendAttachment(reply, file).header('x-content-type-options', 'nosniff').send(file.bytes);
  });

  app.post(
    '/',
    { config, schema: { tags, body: sowInputSchema, response: { 201: itemResponseSchema(sowSchema) } } },
    async (req, reply) => reply.status(201).send({ data: await createSow(app.db, req.body, currentUser(req).id) }),
  );

  app.patch(
    '/:id',
    {
      config,
      schema: { tags, params: idParamSchema, body: sowUpdateSchema, response: { 200: itemResponseSchema(sowSchema) } },
    },
    async (req) => ({ data: await updateSow(app.db, req.params.id, req.body, currentUser(req).id) }),
  );

  app.delete(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteSow(app.db, req.params.id, currentUser(req).id);
      return reply.status(204).send(null);
    },
  );
};

export default statementsOfWorkRoutes;
