import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentAnswerBodySchema,
  assignmentStateSchema,
  crewParamsSchema,
  eventDetailSchema,
  eventTrackerSchema,
  eventInputSchema,
  eventListItemSchema,
  eventListQuerySchema,
  eventLookupsSchema,
  eventOrganizationOptionSchema,
  eventOrganizationQuerySchema,
  eventUpdateSchema,
  idParamSchema,
  itemResponseSchema,
  jobStartedSchema,
  listResponseSchema,
  shotCardSchema,
} from '@phlox/contract';
import { currentUser } from '../../plugins/auth.js';
import { sendAttachment } from '../../shared/download.js';
import { eventImportRoutes } from './import/routes.js';
import { listEvents } from './list.js';
import { eventLookups, eventOrganizationOptions } from './lookups.js';
import { assertCanSee, seesPhotographerRates } from './scope.js';
import { createEvent, deleteEvent, duplicateEvent, eventOrderCount, getEventFor, updateEvent } from './service.js';
import { answerAssignment, resendRequest, type ConfirmationMailer } from './confirmation.js';
import { loadTracker } from './tracker.js';
import { findEvent } from './detail.js';
import { loadShotCard } from './shot-card/load.js';
import { defineShotCardJob, PDF_TYPE, queueShotCard, shotCardFileName } from './shot-card/job.js';

const config = { module: 'events' } as const;
const tags = ['events'];
const item = itemResponseSchema(eventDetailSchema);

const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineShotCardJob(app);
  const mailer: ConfirmationMailer = { mail: app.mail, publicUrl: app.config.publicUrl };
  const state = itemResponseSchema(assignmentStateSchema);

  app.get(
    '/',
    {
      config,
      schema: { tags, querystring: eventListQuerySchema, response: { 200: listResponseSchema(eventListItemSchema) } },
    },
    async (req) => listEvents(app.db, req.query, currentUser(req)),
  );

  // The form's choices and the list's filter choices.
  app.get(
    '/lookups',
    { config, schema: { tags, response: { 200: itemResponseSchema(eventLookupsSchema) } } },
    async (req) => ({ data: await eventLookups(app.db, seesPhotographerRates(currentUser(req))) }),
  );

  app.get(
    '/lookups/organizations',
    {
      config,
      schema: {
        tags,
        querystring: eventOrganizationQuerySchema,
        response: { 200: itemResponseSchema(z.array(eventOrganizationOptionSchema)) },
      },
    },
    async (req) => ({
      data: await eventOrganizationOptions(app.db, req.query.q, req.query.ids?.split(',').map(Number) ?? []),
    }),
  );

  // POST /import (a small file, or a part the web sends) and /import/jobs (a file above IMPORT_INLINE_MAX_ROWS).
  eventImportRoutes(app, { ...config, addon: 'events.import' });

  app.get('/:id', { config, schema: { tags, params: idParamSchema, response: { 200: item } } }, async (req) => ({
    data: await getEventFor(app.db, req.params.id, currentUser(req)),
  }));

  app.get(
    '/:id/order-count',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: itemResponseSchema(z.object({ orderCount: z.number() })) },
      },
    },
    async (req) => {
      await assertCanSee(app.db, req.params.id, currentUser(req));
      return { data: { orderCount: await eventOrderCount(app.db, req.params.id) } };
    },
  );

  // The tracker: sold orders fulfilled, the crew's uploads, orders by team (money only for those who see orders).
  app.get(
    '/:id/tracker',
    { config, schema: { tags, params: idParamSchema, response: { 200: itemResponseSchema(eventTrackerSchema) } } },
    async (req) => {
      const user = currentUser(req);
      await assertCanSee(app.db, req.params.id, user);
      return { data: await loadTracker(app.db, req.params.id, user) };
    },
  );

  app.get(
    '/:id/shot-card',
    { config, schema: { tags, params: idParamSchema, response: { 200: itemResponseSchema(shotCardSchema) } } },
    async (req) => {
      await assertCanSee(app.db, req.params.id, currentUser(req));
      return { data: await loadShotCard(app.db, req.params.id) };
    },
  );

  app.get('/:id/shot-card.pdf', { config, schema: { tags, params: idParamSchema } }, async (req, reply) => {
    await assertCanSee(app.db, req.params.id, currentUser(req));
    const card = await loadShotCard(app.db, req.params.id);
    // pdfkit, the font and sharp are loaded on the first shot card, not at start.
    const { buildShotCardPdf } = await import('./shot-card/file.js');
    const { pdf, photos } = await buildShotCardPdf(card, app.storage);
    if (photos.failed) req.log.warn({ eventId: card.eventId, ...photos }, 'shot card: some photos could not be read');
    return sendAttachment(reply, { type: PDF_TYPE, name: shotCardFileName(card.eventId) }).send(pdf);
  });

  // A large card (the web asks above SHOT_CARD_INLINE_MAX_PLAYERS): a job whose PDF the person gets from the bell.
  app.post(
    '/:id/shot-card/jobs',
    {
      config: { ...config, tier: 'view' },
      schema: { tags, params: idParamSchema, response: { 202: itemResponseSchema(jobStartedSchema) } },
    },
    async (req, reply) => {
      const user = currentUser(req);
      await assertCanSee(app.db, req.params.id, user);
      const event = await findEvent(app.db, req.params.id);
      return reply.status(202).send({ data: await queueShotCard(app, req.params.id, event.title, user.id) });
    },
  );

  app.post('/', { config, schema: { tags, body: eventInputSchema, response: { 201: item } } }, async (req, reply) =>
    reply.status(201).send({ data: await createEvent(app.db, mailer, req.body, currentUser(req).id) }),
  );

  app.patch(
    '/:id',
    { config, schema: { tags, params: idParamSchema, body: eventUpdateSchema, response: { 200: item } } },
    async (req) => ({ data: await updateEvent(app.db, mailer, req.params.id, req.body, currentUser(req).id) }),
  );

  app.post(
    '/:id/duplicate',
    { config, schema: { tags, params: idParamSchema, response: { 201: item } } },
    async (req, reply) =>
      reply.status(201).send({ data: await duplicateEvent(app.db, mailer, req.params.id, currentUser(req).id) }),
  );

  // The signed-in crew member answers its own assignment (a photographer sees only its own events anyway).
  app.post(
    '/:id/confirmation',
    {
      config: { ...config, tier: 'view' },
      schema: { tags, params: idParamSchema, body: assignmentAnswerBodySchema, response: { 200: state } },
    },
    async (req) => {
      const user = currentUser(req);
      return {
        data: await answerAssignment(app.db, req.params.id, user.id, req.body.answer, {
          userId: user.id,
          byStaff: false,
        }),
      };
    },
  );

  // Staff: send a crew member's request again, or record its answer (given by phone; an event already played).
  app.post(
    '/:id/crew/:photographerId/confirmation-request',
    { config: { ...config, staffOnly: true }, schema: { tags, params: crewParamsSchema, response: { 200: state } } },
    async (req) => ({
      data: await resendRequest(app.db, mailer, req.params.id, req.params.photographerId, currentUser(req).id),
    }),
  );

  app.post(
    '/:id/crew/:photographerId/confirmation',
    {
      config: { ...config, staffOnly: true },
      schema: { tags, params: crewParamsSchema, body: assignmentAnswerBodySchema, response: { 200: state } },
    },
    async (req) => ({
      data: await answerAssignment(app.db, req.params.id, req.params.photographerId, req.body.answer, {
        userId: currentUser(req).id,
        byStaff: true,
      }),
    }),
  );

  app.delete(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteEvent(app.db, req.params.id, currentUser(req).id);
      return reply.status(204).send(null);
    },
  );
};

export default eventsRoutes;
