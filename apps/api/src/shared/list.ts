import { asc, desc, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';

export interface PageQuery {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
}

/**
 * `-name` → desc(name); unknown keys fall back to the default order. Always ends with id for a stable order.
 * A sort key may also name a computed expression (e.g. a gift card's balance).
 */
export function orderBy(
  sort: string | undefined,
  columns: Record<string, AnyColumn | SQL>,
  fallback: SQL[],
  id: AnyColumn,
) {
  if (!sort) return [...fallback, asc(id)];
  const descending = sort.startsWith('-');
  const col = columns[descending ? sort.slice(1) : sort];
  if (!col) return [...fallback, asc(id)];
  return [descending ? desc(col) : asc(col), descending ? desc(id) : asc(id)];
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `value` contains `pattern` in any case and with or without accents ("nandu" finds "Ñandú"): both sides folded by
 * immutable_unaccent (migration 0034), which an index can back.
 */
export function foldedLike(value: AnyColumn | SQL, pattern: string | SQL | SQL.Aliased | Placeholder): SQL {
  return sql`immutable_unaccent(${value}) ilike immutable_unaccent(${pattern})`;
}

export function searchAny(q: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!q) return undefined;
  const p = likePattern(q);
  return or(...columns.map((c) => foldedLike(c, p)));
}

export const totalOver = () => sql<number>`count(*) over()`.mapWith(Number);

export function offsetOf(q: PageQuery): number {
  return (q.page - 1) * q.pageSize;
}

/** Splits rows carrying `total` (from count(*) over()) into { data, meta }. */
export async function toPage<T extends { total: number }>(
  rows: T[],
  q: PageQuery,
  countFallback: () => Promise<number>,
): Promise<{ rows: Omit<T, 'total'>[]; meta: { page: number; pageSize: number; total: number } }> {
  // Past the last page there is no row to carry the total, so count separately.
  const total = rows.length ? rows[0].total : q.page > 1 ? await countFallback() : 0;
  return {
    rows: rows.map(({ total: _t, ...r }) => r),
    meta: { page: q.page, pageSize: q.pageSize, total },
  };
}
