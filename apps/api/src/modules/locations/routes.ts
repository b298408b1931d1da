import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { citySchema, cityQuerySchema, idParamSchema, usStateSchema } from '@phlox/contract';
import { listCities, listStates } from './service.js';

const tags = ['locations'];
const config = { signedIn: true } as const;

/** State and city lookups for address forms: any signed-in user may read them (no module). */
const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config, schema: { tags, response: { 200: z.object({ data: z.array(usStateSchema) }) } } },
    async () => ({
      data: await listStates(app.db),
    }),
  );

  app.get(
    '/:id/cities',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        querystring: cityQuerySchema,
        response: { 200: z.object({ data: z.array(citySchema) }) },
      },
    },
    async (req) => ({ data: await listCities(app.db, req.params.id, req.query.q, req.query.limit) }),
  );
};

export default locationsRoutes;
