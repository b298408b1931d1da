import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { BROWSE_AND_BUY_CSV_COLUMNS, BROWSE_AND_BUY_CSV_REQUIRED } from '@phlox/contract';
import { defineCsvImportJob } from '../../../shared/csv-import-job.js';
import { importBrowseAndBuy } from './apply.js';

/** A big export from Zenfolio or PhotoDay imports as a job; a sale already imported is skipped, never doubled. */
export function defineBrowseAndBuyImportJob(app: FastifyInstance, access: FastifyContextConfig) {
  defineCsvImportJob<Record<string, never>>(app, {
    access,
    name: 'browse-and-buy-import',
    plural: 'sales',
    columns: { known: BROWSE_AND_BUY_CSV_COLUMNS, required: BROWSE_AND_BUY_CSV_REQUIRED },
    importPart: (part, { userId, fileName }) =>
      importBrowseAndBuy(app.db, { csv: part.text, dryRun: false, firstLine: part.firstLine, fileName }, userId),
  });
}
