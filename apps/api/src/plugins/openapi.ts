import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { declareAccessOfPlugin } from './route-access.js';

/** OpenAPI generated from the contract's zod schemas, browsable at /api/docs (signed-in only in production). */
export default fp(async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Phlox Admin API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The docs page is opened in a browser tab, so in production it takes the web app's `token` cookie.
  await app.register(async (docs) => {
    declareAccessOfPlugin(docs, app.config.isProduction ? { signedIn: true, cookieSession: true } : { public: true });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });
  });
});
