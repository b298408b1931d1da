import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE, type OrderExportQuery, type OutsideSource } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { badRequest } from '../../shared/errors.js';
import { likePattern } from '../../shared/list.js';

/** Beyond this many matching orders a search asks to be narrowed (an id list that long helps nobody). */
export const MAX_MATCHES = 100_000;

/**
 * What the orders list, the browse-and-buy list and the export filter by. `matchIds`: the ids the search,
 * event and bundle filters allow, worked out once (`resolveMatches`) instead of in every statement.
 */
export type OrderFilter = Omit<OrderExportQuery, 'sort'> & {
  sources?: readonly OutsideSource[];
  matchIds?: number[];
};

const REFUND_STATUSES_OF = {
  none: ['pending', 'paid', 'canceled'],
  partial: ['partially_refunded'],
  full: ['refunded'],
} as const;

/** Midnight starting a Chicago calendar day, as an instant. */
const chicagoDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIME_ZONE})`;

/**
 * The search, as a condition on orders: an order number (or the source's order id); a phone number by its
 * digits; an e-mail address; otherwise "contains", any case, in `search_text` (the customer's name and e-mail,
 * the source's order id and the players' names, kept by the triggers of migration 0012): one trigram lookup,
 * with no join to customers, players or order products. Phone and e-mail look up the customers first (their own
 * trigram indexes) and gather them into an array, so orders are probed by index for exactly those customers.
 */
export function orderSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  const idMatch = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
  const phoneLike = /^[\d\s().+-]+$/.test(text);
  if (idMatch === null && !phoneLike && text.length < 3)
    throw badRequest('Type at least 3 characters to search', { q: 'Type at least 3 characters' });
  const bySourceId = sql`${orders.sourceOrderId} = ${text}`;
  const ofCustomers = (match: SQL) =>
    sql`(${orders.customerId} = any(array(select c.id from customers c where ${match})) or ${bySourceId})`;
  if (idMatch !== null) return sql`(${orders.id} = ${idMatch} or ${bySourceId})`;
  if (phoneLike && digits.length >= 7)
    return ofCustomers(sql`regexp_replace(c.phone, '[^0-9]', '', 'g') like ${likePattern(digits)}`);
  if (text.includes('@')) return ofCustomers(emailMatch(text));
  return sql`${orders.searchText} like ${likePattern(text.toLowerCase())}`;
}

/**
 * An e-mail search ("kreiger200000@example"): the trigram index looks up only the longest part around the @
 * (every address shares the domain's trigrams, and reading their posting lists cost more than the rest), and
 * the whole text is checked on the rows found (lower(...) like, which that index cannot serve).
 */
function emailMatch(text: string): SQL {
  const longest = text.split('@').reduce((a, b) => (b.length > a.length ? b : a), '');
  const whole = sql`lower(c.email) like ${likePattern(text.toLowerCase())}`;
  return longest.length >= 3
    ? sql`c.email ilike ${likePattern(longest)} and ${whole}`
    : sql`c.email ilike ${likePattern(text)}`;
}

/**
 * Order ids allowed by the event and the bundle filters, each a short indexed lookup. Reading
 * them first and then the orders by primary key beats any join order the planner could pick: it cannot know
 * that a bundle has 4 orders and not 400,000.
 */
export async function resolveMatches<Q extends OrderFilter>(db: Executor, q: Q): Promise<Q> {
  const sets: SQL[] = [];
  if (q.eventId)
    sets.push(
      sql`select op.order_id from order_products op where op.event_id = ${q.eventId} and op.deleted_at is null`,
    );
  if (q.bundleId)
    sets.push(sql`select op.order_id from order_products op
      join season_pass_products spp on spp.id = op.season_pass_product_id
      where spp.season_pass_id = ${q.bundleId} and op.deleted_at is null`);
  if (!sets.length) return q;
  const result = await db.execute<{ ids: number[] | null }>(
    sql`select array(select distinct id from (${sql.join(
      sets.map((s) => sql`(${s})`),
      sql` intersect `,
    )}) m(id) limit ${MAX_MATCHES + 1}) as ids`,
  );
  const ids = result.rows[0].ids ?? [];
  if (ids.length > MAX_MATCHES) throw tooManyMatches();
  return { ...q, matchIds: ids };
}

/** Beyond MAX_MATCHES orders a search (or an event or bundle filter) asks to be narrowed. */
export const tooManyMatches = () =>
  badRequest(`More than ${MAX_MATCHES.toLocaleString('en-US')} orders match. Narrow the search.`, {
    q: 'Too many matches: type more of the name, or add a filter',
  });

/** Every filter of the list; also used by the export, so it exports exactly what is listed. */
export function orderWhere(q: OrderFilter): SQL | undefined {
  return and(
    isNull(orders.deletedAt),
    q.sources ? inArray(orders.source, [...q.sources]) : undefined,
    q.status ? eq(orders.status, q.status) : undefined,
    q.source ? eq(orders.source, q.source) : undefined,
    q.refund ? inArray(orders.status, [...REFUND_STATUSES_OF[q.refund]]) : undefined,
    q.couponId ? eq(orders.couponId, q.couponId) : undefined,
    q.from ? sql`${orders.orderDate} >= ${chicagoDayStart(q.from)}` : undefined,
    q.to ? sql`${orders.orderDate} < ${chicagoDayStart(q.to, 1)}` : undefined,
    q.matchIds ? sql`${orders.id} = any(${`{${q.matchIds.join(',')}}`}::int[])` : undefined,
    orderSearch(q.q),
    q.fulfilment
      ? sql`exists (select 1 from order_products op where op.order_id = ${orders.id}
          and op.fullfilment_status = ${q.fulfilment} and op.deleted_at is null)`
      : undefined,
  );
}

/** Whether anything narrows the list (an unfiltered list shows an estimated total). */
export function isFiltered(q: OrderFilter): boolean {
  return Boolean(
    q.sources ||
    q.q ||
    q.status ||
    q.source ||
    q.refund ||
    q.couponId ||
    q.from ||
    q.to ||
    q.eventId ||
    q.bundleId ||
    q.fulfilment,
  );
}

/** Sort keys, each backed by an index (order_date, id, total_amount); ties broken by id. */
export const SORT_KEYS = {
  orderDate: { column: orders.orderDate, text: sql<string>`${orders.orderDate}::text`, cast: '::timestamptz' },
  id: { column: orders.id, text: sql<string>`${orders.id}::text`, cast: '::int' },
  totalAmount: { column: orders.totalAmount, text: sql<string>`${orders.totalAmount}::text`, cast: '::int' },
} as const;
export type SortKey = keyof typeof SORT_KEYS;

export function parseSort(sort: string | undefined): { key: SortKey; descending: boolean } {
  const descending = sort ? sort.startsWith('-') : true;
  const key = (sort?.replace(/^-/, '') ?? 'orderDate') as SortKey;
  return { key: key in SORT_KEYS ? key : 'orderDate', descending };
}

export function orderByOf(sort: string | undefined): SQL[] {
  const { key, descending } = parseSort(sort);
  const col = SORT_KEYS[key].column;
  return descending ? [desc(col), desc(orders.id)] : [asc(col), asc(orders.id)];
}
