import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import {
  SCHOOL_DISTRICT_CSV_COLUMNS,
  SCHOOL_DISTRICT_CSV_REQUIRED,
  schoolDistrictImportJobRequestSchema,
  schoolDistrictImportRequestSchema,
} from '@phlox/contract';
import { defineCsvImport } from '../../../shared/csv-import.js';
import { importSchoolDistricts } from './apply.js';

/** The districts import: a file at once, or a big one as a job in parts (same dialog as every import). */
export function schoolDistrictImportRoutes(app: FastifyInstance, access: FastifyContextConfig) {
  defineCsvImport(app, {
    access,
    name: 'school-districts-import',
    plural: 'school districts',
    columns: { known: SCHOOL_DISTRICT_CSV_COLUMNS, required: SCHOOL_DISTRICT_CSV_REQUIRED },
    request: schoolDistrictImportRequestSchema,
    jobRequest: schoolDistrictImportJobRequestSchema,
    importFile: (request, userId, log) => importSchoolDistricts(app.db, request, userId, log),
  });
}
