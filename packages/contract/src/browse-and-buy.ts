import { z } from 'zod';
import { csvImportRequestSchema } from './csv-import.js';
import type { OutsideSource } from './orders.js';

/**
 * Columns of the browse-and-buy import (one row = one outside order with one product). The event is found
 * by `event_id`, or by `event_title` and `event_date` (its Chicago calendar day).
 */
export const BROWSE_AND_BUY_CSV_COLUMNS = [
  'source',
  'source_order_id',
  'order_date',
  'event_id',
  'event_title',
  'event_date',
  'first_name',
  'last_name',
  'email',
  'phone',
  'product',
  'amount',
] as const;
export type BrowseAndBuyCsvColumn = (typeof BROWSE_AND_BUY_CSV_COLUMNS)[number];
export const BROWSE_AND_BUY_CSV_REQUIRED = [
  'source',
  'source_order_id',
  'order_date',
  'first_name',
  'last_name',
  'amount',
] as const;

/**
 * The headers each platform's own export uses for our columns, so staff can drop the file as exported: the
 * import dialog guesses the column matches from these (and from our own column names). Zenfolio's Browse & Buy
 * and Spotlights exports share a layout. Neither names the platform, so `source` is chosen in the dialog.
 */
const ZENFOLIO_EXPORT_HEADERS = {
  source_order_id: ['Order Number'],
  order_date: ['Order Date'],
  event_title: ['Gallery Title'],
  event_date: ['Gallery Date', 'Event Date'],
  first_name: ['First Name'],
  last_name: ['Last Name'],
  email: ['Email Address', 'Email'],
  phone: ['Phone'],
  product: ['Item', 'Product'],
  amount: ['Item Total', 'Total'],
} as const;
export const OUTSIDE_EXPORT_HEADERS: Record<
  OutsideSource,
  Partial<Record<BrowseAndBuyCsvColumn, readonly string[]>>
> = {
  zenfolio_bb: ZENFOLIO_EXPORT_HEADERS,
  zenfolio_sl: ZENFOLIO_EXPORT_HEADERS,
  photoday: {
    source_order_id: ['Order ID'],
    order_date: ['Order Date'],
    event_title: ['Job Name'],
    event_date: ['Job Date'],
    first_name: ['Customer First Name'],
    last_name: ['Customer Last Name'],
    email: ['Customer Email'],
    phone: ['Customer Phone'],
    product: ['Product Name'],
    amount: ['Subtotal'],
  },
};

/** Rows the web app sends per request: big files go in parts, which also gives the import its progress. */
export const BROWSE_AND_BUY_IMPORT_CHUNK_ROWS = 5000;

export const browseAndBuyImportRequestSchema = csvImportRequestSchema.extend({
  /** The file's name, kept in each order's source details. */
  fileName: z.string().trim().max(255).optional(),
});
export type BrowseAndBuyImportRequest = z.input<typeof browseAndBuyImportRequestSchema>;

export const BROWSE_AND_BUY_TEMPLATE_ROWS: Array<Record<BrowseAndBuyCsvColumn, string>> = [
  {
    source: 'zenfolio_bb',
    source_order_id: 'ZF-100001',
    order_date: '2026-09-14 18:30',
    event_id: '12',
    event_title: '',
    event_date: '',
    first_name: 'Jordan',
    last_name: 'Lee',
    email: 'jordan.lee@example.com',
    phone: '(214) 555-0182',
    product: 'Digital Download',
    amount: '24.99',
  },
  {
    source: 'photoday',
    source_order_id: 'PD-55521',
    order_date: '2026-09-15',
    event_id: '',
    event_title: 'Visitors @ Home - Boys - Varsity - Football',
    event_date: '2026-09-12',
    first_name: 'Sam',
    last_name: 'Ortiz',
    email: '',
    phone: '',
    product: '',
    amount: '15.00',
  },
];
