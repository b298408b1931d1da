import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { EVENT_CSV_COLUMNS, EVENT_CSV_REQUIRED } from '@phlox/contract';
import { defineCsvImportJob } from '../../../shared/csv-import-job.js';
import { importEvents } from './apply.js';

/** A big schedule imports as a job (the web sends files above IMPORT_INLINE_MAX_ROWS rows). */
export function defineEventsImportJob(app: FastifyInstance, access: FastifyContextConfig) {
  defineCsvImportJob<Record<string, never>>(app, {
    access,
    name: 'events-import',
    plural: 'events',
    columns: { known: EVENT_CSV_COLUMNS, required: EVENT_CSV_REQUIRED },
    importPart: (part, { userId }, log) =>
      importEvents(app.db, { csv: part.text, dryRun: false, firstLine: part.firstLine }, userId, log),
  });
}
