import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import {
  ORGANIZATION_CSV_COLUMNS,
  ORGANIZATION_CSV_REQUIRED,
  organizationImportJobRequestSchema,
  organizationImportRequestSchema,
} from '@phlox/contract';
import { defineCsvImport } from '../../../shared/csv-import.js';
import { importOrganizations } from './apply.js';

/**
 * The organizations import: a file at once, or a big one as a job in parts — a row naming a parent created by an
 * earlier part finds it stored, as it would find an earlier row of the same part.
 */
export function organizationImportRoutes(app: FastifyInstance, access: FastifyContextConfig) {
  defineCsvImport(app, {
    access,
    name: 'organizations-import',
    plural: 'organizations',
    columns: { known: ORGANIZATION_CSV_COLUMNS, required: ORGANIZATION_CSV_REQUIRED },
    request: organizationImportRequestSchema,
    jobRequest: organizationImportJobRequestSchema,
    optionsOf: ({ blankClears }) => ({ blankClears }),
    importFile: (request, userId, log) => importOrganizations(app.db, request, userId, log),
  });
}
