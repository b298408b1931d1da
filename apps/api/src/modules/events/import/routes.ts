import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { EVENT_CSV_COLUMNS, EVENT_CSV_REQUIRED, eventImportRequestSchema } from '@phlox/contract';
import { defineCsvImport } from '../../../shared/csv-import.js';
import { importEvents } from './apply.js';

/** A schedule's import: inline in parts the web sends, or as a job for a file above IMPORT_INLINE_MAX_ROWS rows. */
export function eventImportRoutes(app: FastifyInstance, access: FastifyContextConfig) {
  defineCsvImport(app, {
    access,
    name: 'events-import',
    plural: 'events',
    columns: { known: EVENT_CSV_COLUMNS, required: EVENT_CSV_REQUIRED },
    request: eventImportRequestSchema,
    importFile: (request, userId, log) => importEvents(app.db, request, userId, log),
  });
}
