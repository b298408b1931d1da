import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bundleDetailSchema,
  bundleEventOptionSchema,
  bundleEventOptionsQuerySchema,
  bundleInputSchema,
  bundleListItemSchema,
  bundleListQuerySchema,
  bundleLookupsSchema,
  bundleTeamOptionSchema,
  bundleTeamOptionsQuerySchema,
  bundleUpdateSchema,
  idParamSchema,
  itemResponseSchema,
  listResponseSchema,
} from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { loadBundleDetail } from './detail.js';
import { listBundles } from './list.js';
import { bundleEventOptions, bundleLookups, bundleTeamOptions } from './lookups.js';
import { createBundle, deleteBundle, updateBundle } from './service.js';

const config = { module: 'bundles' } as const;
const tags = ['bundles'];

const bundlesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: { tags, querystring: bundleListQuerySchema, response: { 200: listResponseSchema(bundleListItemSchema) } },
    },
    async (req) => listBundles(app.db, req.query),
  );

  app.get(
    '/lookups',
    { config, schema: { tags, response: { 200: itemResponseSchema(bundleLookupsSchema) } } },
    async () => ({ data: await bundleLookups(app.db) }),
  );

  app.get(
    '/event-options',
    {
      config,
      schema: {
        tags,
        querystring: bundleEventOptionsQuerySchema,
        response: { 200: itemResponseSchema(z.array(bundleEventOptionSchema)) },
      },
    },
    async (req) => ({ data: await bundleEventOptions(app.db, req.query) }),
  );

  app.get(
    '/team-options',
    {
      config,
      schema: {
        tags,
        querystring: bundleTeamOptionsQuerySchema,
        response: { 200: itemResponseSchema(z.array(bundleTeamOptionSchema)) },
      },
    },
    async (req) => ({ data: await bundleTeamOptions(app.db, req.query) }),
  );

  app.get(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: itemResponseSchema(bundleDetailSchema) } } },
    async (req) => ({ data: await loadBundleDetail(app.db, req.params.id) }),
  );

  app.post(
    '/',
    { config, schema: { tags, body: bundleInputSchema, response: { 201: itemResponseSchema(bundleDetailSchema) } } },
    async (req, reply) => reply.status(201).send({ data: await createBundle(app.db, req.body, currentUser(req).id) }),
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: bundleUpdateSchema,
        response: { 200: itemResponseSchema(bundleDetailSchema) },
      },
    },
    async (req) => ({ data: await updateBundle(app.db, req.params.id, req.body, currentUser(req).id) }),
  );

  app.delete(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteBundle(app.db, req.params.id, currentUser(req).id);
      return reply.status(204).send(null);
    },
  );
};

export default bundlesRoutes;
