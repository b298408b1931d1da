import type Stripe from 'stripe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../shared/errors.js';
import { defineStripeEventJob, receiveStripeEvent } from './events.js';
import { defineRefundRecheckJob } from './recheck.js';

const received = z.object({ received: z.literal(true), duplicate: z.boolean() });

/**
 * `POST /api/stripe/webhook`: Stripe's events, verified against STRIPE_WEBHOOK_SECRET with the official SDK. The
 * signature covers the exact bytes sent, so in this plugin (and only here) a JSON body is kept as it arrived. A
 * missing or wrong signature is a 400 that changes nothing; without the secret the endpoint does not exist (404).
 * A verified event is stored and queued, and the answer is 200 at once: the queue applies it, with retries.
 */
const stripeRoutes: FastifyPluginAsyncZod = async (app) => {
  defineStripeEventJob(app);
  defineRefundRecheckJob(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(
    '/webhook',
    { config: { public: true }, schema: { tags: ['stripe'], response: { 200: received } } },
    async (req) => {
      const secret = app.config.stripeWebhookSecret;
      if (!secret) throw new AppError(404, 'NOT_FOUND', 'Stripe webhooks are not set up here (STRIPE_WEBHOOK_SECRET)');
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body))
        throw new AppError(400, 'BAD_SIGNATURE', 'A Stripe event needs its JSON body and its Stripe-Signature header');
      // The SDK is loaded on the first event, not at start.
      const { default: StripeSdk } = await import('stripe');
      let event: Stripe.Event;
      try {
        event = StripeSdk.webhooks.constructEvent(req.body, signature, secret);
      } catch {
        throw new AppError(400, 'BAD_SIGNATURE', 'The Stripe-Signature does not match this body and secret');
      }
      const { duplicate } = await receiveStripeEvent(app.db, app.queue, event);
      req.log.info({ stripeEvent: event.id, type: event.type, duplicate }, 'stripe event');
      return { received: true as const, duplicate };
    },
  );
};

export default stripeRoutes;
