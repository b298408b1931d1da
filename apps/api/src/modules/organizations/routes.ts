import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  itemResponseSchema,
  listResponseSchema,
  organizationExportQuerySchema,
  organizationInputSchema,
  organizationListQuerySchema,
  organizationLookupsSchema,
  organizationSchema,
  organizationUpdateSchema,
} from '@phlox/contract';
import { CSV_TYPE, sendDownload } from '../../shared/download.js';
import { chicagoToday } from '../../shared/chicago.js';
import { currentUser } from '../../plugins/auth.js';
import { exportOrganizationsCsv } from './export.js';
import { organizationImportRoutes } from './import/routes.js';
import {
  createOrganization,
  deleteOrganization,
  getOrganization,
  listOrganizations,
  organizationLookups,
  updateOrganization,
} from './service.js';

const config = { module: 'organizations' } as const;
const tags = ['organizations'];

/** Chicago's calendar day, for the export's file name. */

const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        querystring: organizationListQuerySchema,
        response: { 200: listResponseSchema(organizationSchema) },
      },
    },
    async (req) => listOrganizations(app.db, req.query),
  );

  app.get(
    '/lookups',
    { config, schema: { tags, response: { 200: itemResponseSchema(organizationLookupsSchema) } } },
    async () => ({ data: await organizationLookups(app.db) }),
  );

  app.get('/export.csv', { config, schema: { tags, querystring: organizationExportQuerySchema } }, async (req, reply) =>
    sendDownload(reply, {
      type: CSV_TYPE,
      name: `organizations-${chicagoToday()}.csv`,
      body: () => exportOrganizationsCsv(app.db, req.query),
    }),
  );

  // POST /import (a small file, or a part the web sends) and /import/jobs (a file above IMPORT_INLINE_MAX_ROWS).
  organizationImportRoutes(app, { ...config, addon: 'organizations.import' });

  app.get(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: itemResponseSchema(organizationSchema) } } },
    async (req) => ({ data: await getOrganization(app.db, req.params.id) }),
  );

  app.post(
    '/',
    {
      config,
      schema: { tags, body: organizationInputSchema, response: { 201: itemResponseSchema(organizationSchema) } },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await createOrganization(app.db, req.body, currentUser(req).id) }),
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: organizationUpdateSchema,
        response: { 200: itemResponseSchema(organizationSchema) },
      },
    },
    async (req) => ({ data: await updateOrganization(app.db, req.params.id, req.body, currentUser(req).id) }),
  );

  app.delete(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteOrganization(app.db, req.params.id, currentUser(req).id);
      return reply.status(204).send(null);
    },
  );
};

export default organizationsRoutes;
