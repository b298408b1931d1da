import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  itemResponseSchema,
  listResponseSchema,
  schoolDistrictInputSchema,
  schoolDistrictListQuerySchema,
  schoolDistrictOptionSchema,
  schoolDistrictRowSchema,
  schoolDistrictSchema,
  schoolDistrictUpdateSchema,
  schoolOptionQuerySchema,
  schoolOptionSchema,
} from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { findDistrict } from './detail.js';
import { schoolDistrictImportRoutes } from './import/routes.js';
import { listDistricts } from './list.js';
import { districtOptions, schoolOptions } from './lookups.js';
import { createDistrict, deleteDistrict, updateDistrict } from './service.js';

const config = { module: 'school-districts' } as const;
const tags = ['school-districts'];

const schoolDistrictsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        querystring: schoolDistrictListQuerySchema,
        response: { 200: listResponseSchema(schoolDistrictRowSchema) },
      },
    },
    async (req) => listDistricts(app.db, req.query),
  );

  app.get(
    '/options',
    { config, schema: { tags, response: { 200: itemResponseSchema(z.array(schoolDistrictOptionSchema)) } } },
    async () => ({ data: await districtOptions(app.db) }),
  );

  app.get(
    '/school-options',
    {
      config,
      schema: {
        tags,
        querystring: schoolOptionQuerySchema,
        response: { 200: itemResponseSchema(z.array(schoolOptionSchema)) },
      },
    },
    async (req) => ({ data: await schoolOptions(app.db, req.query.q, req.query.districtId) }),
  );

  schoolDistrictImportRoutes(app, { ...config, addon: 'school-districts.import' });

  app.get(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: itemResponseSchema(schoolDistrictSchema) } } },
    async (req) => ({ data: await findDistrict(app.db, req.params.id) }),
  );

  app.post(
    '/',
    {
      config,
      schema: { tags, body: schoolDistrictInputSchema, response: { 201: itemResponseSchema(schoolDistrictSchema) } },
    },
    async (req, reply) => reply.status(201).send({ data: await createDistrict(app.db, req.body, currentUser(req).id) }),
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: schoolDistrictUpdateSchema,
        response: { 200: itemResponseSchema(schoolDistrictSchema) },
      },
    },
    async (req) => ({ data: await updateDistrict(app.db, req.params.id, req.body, currentUser(req).id) }),
  );

  app.delete(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteDistrict(app.db, req.params.id, currentUser(req).id);
      return reply.status(204).send(null);
    },
  );
};

export default schoolDistrictsRoutes;
