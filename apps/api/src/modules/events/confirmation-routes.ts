import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignmentRequestSchema,
  assignmentStateSchema,
  assignmentTokenAnswerBodySchema,
  assignmentTokenBodySchema,
  itemResponseSchema,
} from '@phlox/contract';
import { answerByToken, lookupRequest } from './confirmation.js';

const tags = ['events'];

/**
 * /api/assignment-confirmations: the e-mailed link's page, for a crew member who may not be signed in. Public,
 * limited per client IP; the token goes in the body (never in a URL the server logs), and only a POST answers.
 */
const assignmentConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = {
    public: true,
    rateLimit: app.limits.perIp('assignment-confirmation', app.config.rateLimits.resetPassword),
  } as const;

  app.post(
    '/lookup',
    {
      config,
      schema: { tags, body: assignmentTokenBodySchema, response: { 200: itemResponseSchema(assignmentRequestSchema) } },
    },
    async (req) => ({ data: await lookupRequest(app.db, req.body.token) }),
  );

  app.post(
    '/answer',
    {
      config,
      schema: {
        tags,
        body: assignmentTokenAnswerBodySchema,
        response: { 200: itemResponseSchema(assignmentStateSchema) },
      },
    },
    async (req) => ({ data: await answerByToken(app.db, req.body.token, req.body.answer) }),
  );
};

export default assignmentConfirmationRoutes;
