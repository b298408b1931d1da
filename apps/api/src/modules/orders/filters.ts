import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE, type OrderExportQuery, type OutsideSource } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { badRequest } from '../../shared/errors.js';
import { likePattern } from '../../shared/list.js';

/** Beyond this many matching orders a search asks to be narrowed (an id list that long helps nobody). */
const MAX_MATCHES = 100_000;

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
 * The search: an order number (or the source's order id); a phone number by its digits; otherwise a
 * customer's name or e-mail or a player's name, "contains", any case. Each branch is one indexed lookup
 * (primary key, trigram GIN indexes of migration 0003), united before the orders are read. The matching
 * people are gathered into an array first (`= any(array(…))`): the planner then probes orders and order
 * products by index for exactly those people, where an `in (subquery)` let it guess thousands of players
 * and hash-join a sequential scan of all 3M order products (the name search timed out at 1M orders).
 */
export function orderSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  const idMatch = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
  if (idMatch === null && !/^[\d\s().+-]+$/.test(text) && text.length < 3)
    throw badRequest('Type at least 3 characters to search', { q: 'Type at least 3 characters' });
  const pattern = likePattern(text);
  const branches: SQL[] = [sql`select o2.id from orders o2 where o2.source_order_id = ${text}`];
  if (idMatch !== null) branches.push(sql`select ${idMatch}::int`);
  if (/^[\d\s().+-]+$/.test(text) && digits.length >= 7) {
    branches.push(sql`select o2.id from orders o2 where o2.customer_id = any(array(
      select c.id from customers c where regexp_replace(c.phone, '[^0-9]', '', 'g') like ${likePattern(digits)}))`);
  } else if (idMatch === null) {
    branches.push(sql`select o2.id from orders o2 where o2.customer_id = any(array(
      select c.id from customers c where ${text.includes('@') ? emailMatch(text) : sql`(c.first_name || ' ' || c.last_name) ilike ${pattern} or c.email ilike ${pattern}`}))`);
    if (!text.includes('@'))
      branches.push(sql`select op.order_id from order_products op where op.deleted_at is null
        and op.customer_player_id = any(array(
          select cp.id from customer_players cp where (cp.first_name || ' ' || cp.last_name) ilike ${pattern}))`);
  }
  return sql.join(branches, sql` union `);
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
 * Order ids allowed by the search, the event and the bundle filters, each a short indexed lookup. Reading
 * them first and then the orders by primary key beats any join order the planner could pick: it cannot know
 * that a bundle has 4 orders and not 400,000.
 */
export async function resolveMatches<Q extends OrderFilter>(db: Executor, q: Q): Promise<Q> {
  const sets: SQL[] = [];
  const search = orderSearch(q.q);
  if (search) sets.push(search);
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
    sql`select array(select id from (${sql.join(
      sets.map((s) => sql`(${s})`),
      sql` intersect `,
    )}) m(id) limit ${MAX_MATCHES + 1}) as ids`,
  );
  const ids = result.rows[0].ids ?? [];
  if (ids.length > MAX_MATCHES)
    throw badRequest(`More than ${MAX_MATCHES.toLocaleString('en-US')} orders match. Narrow the search.`, {
      q: 'Too many matches: type more of the name, or add a filter',
    });
  return { ...q, matchIds: ids };
}

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
