import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import {
  BROWSE_AND_BUY_CSV_COLUMNS,
  BROWSE_AND_BUY_CSV_REQUIRED,
  browseAndBuyImportRequestSchema,
} from '@phlox/contract';
import { defineCsvImport } from '../../../shared/csv-import.js';
import { importBrowseAndBuy } from './apply.js';

/** Zenfolio and PhotoDay exports, inline in parts or as a job; a sale already imported is skipped, never doubled. */
export function salesImportRoutes(app: FastifyInstance, access: FastifyContextConfig) {
  defineCsvImport(app, {
    access,
    name: 'browse-and-buy-import',
    plural: 'sales',
    // An order's lines in one part: identical items are numbered within their order (see apply.ts).
    keepTogether: 'source_order_id',
    columns: { known: BROWSE_AND_BUY_CSV_COLUMNS, required: BROWSE_AND_BUY_CSV_REQUIRED },
    request: browseAndBuyImportRequestSchema,
    importFile: (request, userId) => importBrowseAndBuy(app.db, request, userId),
  });
}
