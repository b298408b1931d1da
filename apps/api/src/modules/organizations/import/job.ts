import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import {
  ORGANIZATION_CSV_COLUMNS,
  ORGANIZATION_CSV_REQUIRED,
  organizationImportJobRequestSchema,
} from '@phlox/contract';
import { defineCsvImportJob } from '../../../shared/csv-import-job.js';
import { importOrganizations } from './apply.js';

/**
 * A big organizations file imports as a job, in parts: a row naming a parent created by an earlier part finds
 * it stored, as it would find an earlier row of the same part.
 */
export function defineOrganizationsImportJob(app: FastifyInstance, access: FastifyContextConfig) {
  defineCsvImportJob(app, {
    access,
    name: 'organizations-import',
    plural: 'organizations',
    body: organizationImportJobRequestSchema,
    optionsOf: ({ blankClears }) => ({ blankClears }),
    columns: { known: ORGANIZATION_CSV_COLUMNS, required: ORGANIZATION_CSV_REQUIRED },
    importPart: (part, { userId, options }, log) =>
      importOrganizations(
        app.db,
        { csv: part.text, dryRun: false, firstLine: part.firstLine, blankClears: options.blankClears },
        userId,
        log,
      ),
  });
}
