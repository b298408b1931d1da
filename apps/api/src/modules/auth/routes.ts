import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeIP } from '@fastify/rate-limit';
import {
  MESSAGES,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  confirmRegistrationBodySchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  verifyTokenBodySchema,
  verifyTokenResponseSchema,
} from '@phlox/contract';
import { unauthorized } from '../../shared/errors.js';
import { loadSessionUser } from '../../plugins/access/permissions.js';
import { revokeSession } from './sessions.js';
import { hashToken } from '../../shared/tokens.js';
import { confirmRegistration, register } from './registration.js';
import { forgotPassword, login, resetPassword } from './service.js';

const tags = ['authentication'];
const signedIn = { signedIn: true } as const;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;
  /** Public, and limited per client IP under `name`. */
  const limited = (name: string, limit: { max: number; timeWindow: number }) =>
    ({ public: true, rateLimit: app.limits.perIp(name, limit) }) as const;

  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
  });

  // Limited by the sign-in throttle (throttle.ts): failed sign-ins per account and address, and per address with
  // RATE_LIMIT_LOGIN, not by a count of requests that would refuse an office's successful sign-ins.
  app.post(
    '/login',
    {
      config: { public: true },
      schema: { tags, body: loginBodySchema, response: { 200: loginResponseSchema } },
    },
    async (req) => ({ data: await login(app.db, app.config, req.body.email, req.body.password, meta(req)) }),
  );

  app.post(
    '/register',
    {
      config: limited('register', limits.register),
      schema: { tags, body: registerBodySchema, response: { 202: registerResponseSchema } },
    },
    // 202 "check your e-mail", the same whether or not the address has an account; nobody is signed in.
    async (req, reply) => {
      await register(app.db, app.config, app.mail, req.body);
      return reply.status(202).send({ data: { sent: true as const } });
    },
  );

  /** The link of the confirmation e-mail: activates the account and signs it in. */
  app.post(
    '/confirm-registration',
    {
      config: { ...limited('confirm-registration', limits.resetPassword), changesAccess: true },
      schema: { tags, body: confirmRegistrationBodySchema, response: { 200: loginResponseSchema } },
    },
    async (req) => ({ data: await confirmRegistration(app.db, app.config, req.body.token, meta(req)) }),
  );

  /**
   * Spec §7.1: the client sends {token, now} on every route change; no data means "log out". Limited per
   * session (a tab checking too often), and per address on failures only: anonymous or stale tokens from an
   * office's shared address cannot get its signed-in staff refused.
   */
  app.post(
    '/verify-token',
    {
      config: { public: true },
      schema: { tags, body: verifyTokenBodySchema, response: { 200: verifyTokenResponseSchema } },
      preHandler: async (req) =>
        app.limits.hit(req, 'verify-token:session', hashToken(req.body.token), limits.verifyToken),
    },
    async (req) => {
      const user = await loadSessionUser(app.db, hashToken(req.body.token), app.config);
      if (!user) {
        await app.limits.hit(req, 'verify-token:ip', normalizeIP(req.ip), limits.verifyToken);
        throw unauthorized(MESSAGES.sessionExpired);
      }
      return { data: { user } };
    },
  );

  app.post(
    '/logout',
    { config: { signedIn: true, changesAccess: true }, schema: { tags, response: { 204: z.null() } } },
    async (req, reply) => {
      if (req.auth) await revokeSession(app.db, req.auth.sessionId);
      return reply.status(204).send(null);
    },
  );

  app.get('/me', { config: signedIn, schema: { tags, response: { 200: verifyTokenResponseSchema } } }, async (req) => {
    if (!req.auth) throw unauthorized();
    return { data: { user: req.auth.user } };
  });

  app.post(
    '/forgot-password',
    {
      config: limited('forgot-password', limits.forgotPassword),
      schema: {
        tags,
        body: forgotPasswordBodySchema,
        response: { 200: z.object({ data: z.object({ sent: z.literal(true) }) }) },
      },
      // Also per target address, whoever asks: a few links to one inbox, not one per request.
      preHandler: async (req) =>
        app.limits.hit(req, 'forgot-password:email', req.body.email.toLowerCase(), limits.forgotPasswordEmail),
    },
    async (req) => {
      await forgotPassword(app.db, app.config, app.mail, req.body.email);
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { ...limited('reset-password', limits.resetPassword), changesAccess: true },
      schema: {
        tags,
        body: resetPasswordBodySchema,
        response: { 200: z.object({ data: z.object({ reset: z.literal(true) }) }) },
      },
    },
    async (req) => {
      await resetPassword(app.db, req.body.token, req.body.password);
      return { data: { reset: true as const } };
    },
  );
};

export default authRoutes;
