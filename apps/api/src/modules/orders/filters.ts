import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { type EventMatch, type OrderExportQuery, type OutsideSource } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { badRequest } from '../../shared/errors.js';
import { chicagoDayStart } from '../../shared/chicago.js';
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
  /** Browse-and-buy: sales with an event, or kept without one (order_products_unmatched_idx). */
  eventMatch?: EventMatch;
};

/** An order line without an event that is not a season pass's: an outside sale not matched yet. */
const unmatchedLine = sql`(select op.order_id from order_products op
  where op.event_id is null and op.season_pass_product_id is null and op.deleted_at is null)`;

const REFUND_STATUSES_OF = {
  none: ['pending', 'paid', 'canceled'],
  partial: ['partially_refunded'],
  full: ['refunded'],
} as const;

/** An order number as staff type it: digits, perhaps after a #. */
const ORDER_NUMBER = /^#?\d{1,9}$/;
/** A phone number: 7 or more digits, with only spaces, brackets, dots, dashes or a plus between them. */
const isPhone = (text: string) => /^[\d\s().+-]+$/.test(text) && text.replace(/\D/g, '').length >= 7;
/** More words than a name has ask to be narrowed rather than read as one index range each. */
const MAX_WORDS = 6;

/**
 * The search, as a condition on orders: an order number (or the source's order id); a phone number by its
 * digits; an e-mail address (with an @); otherwise words, each matching the start of a word of the order
 * (customer's name, players' names, the source's order id), any case: "schm" finds Schmidt,
 * "john smi" John Smith. Words come from order_search_terms (migration 0012). Phone and e-mail look up the
 * customers first (their trigram indexes) and gather them into an array, so orders are probed by index for
 * exactly those customers.
 */
export function orderSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const words = nameSearchWords(text);
  if (words) return sql`${orders.id} = any(array(select m.order_id from (${wordMatches(words)}) m))`;
  const bySourceId = sql`${orders.sourceOrderId} = ${text}`;
  if (ORDER_NUMBER.test(text)) return sql`(${orders.id} = ${Number(text.replace('#', ''))} or ${bySourceId})`;
  const customersMatching = text.includes('@')
    ? emailMatch(text)
    : sql`regexp_replace(c.phone, '[^0-9]', '', 'g') like ${likePattern(text.replace(/\D/g, ''))}`;
  return sql`(${orders.customerId} = any(array(select c.id from customers c where ${customersMatching})) or ${bySourceId})`;
}

/**
 * The words of a search by name (null for an order number, a phone number or an e-mail), split as
 * order_search_words() splits an order's text: at anything not a letter or digit, lower case. One word at least
 * must have 3 characters: it is what the search reads; shorter ones only narrow it ("john s").
 */
export function nameSearchWords(q: string | undefined): string[] | null {
  const text = q?.trim() ?? '';
  if (!text || ORDER_NUMBER.test(text) || text.includes('@') || isPhone(text)) return null;
  const words = [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
  if (!words.some((w) => w.length >= 3))
    throw badRequest('Type at least 3 characters of a name to search', { q: 'Type at least 3 characters' });
  if (words.length > MAX_WORDS)
    throw badRequest(`Search with at most ${MAX_WORDS} words`, { q: `At most ${MAX_WORDS} words` });
  return words;
}

/**
 * (order_id, order_date) of the orders having, for each word, a word starting with it. Words of 3 characters or
 * more are each one range of order_search_terms' (term, order_date) index ("C" collation: every word with that
 * start sits between it and it followed by the last code point), intersected. A shorter word would read a
 * twenty-sixth of the index ("s": 400,000 rows, a second), so it is checked on those orders instead, one
 * primary-key probe each.
 */
export function wordMatches(words: string[]): SQL {
  const range = (alias: string, w: string) =>
    sql`${sql.raw(alias)}.term >= ${w} and ${sql.raw(alias)}.term < ${w} || chr(1114111)`;
  const ranges = words
    .filter((w) => w.length >= 3)
    .map((w) => sql`select t.order_id, t.order_date from order_search_terms t where ${range('t', w)}`);
  const probes = words
    .filter((w) => w.length < 3)
    .map((w) => sql`exists (select 1 from order_search_terms p where p.order_id = r.order_id and ${range('p', w)})`);
  const matches = sql.join(ranges, sql` intersect `);
  return probes.length
    ? sql`select r.order_id, r.order_date from (${matches}) r where ${sql.join(probes, sql` and `)}`
    : matches;
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
    q.eventMatch === 'unmatched' ? sql`${orders.id} = any(array${unmatchedLine})` : undefined,
    q.eventMatch === 'matched' ? sql`not (${orders.id} = any(array${unmatchedLine}))` : undefined,
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
    q.eventMatch ||
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
