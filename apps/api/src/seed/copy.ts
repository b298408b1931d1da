/** Bulk loading with COPY FROM STDIN (pg-copy-streams): rows are streamed, never held in memory. */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type Cell = string | number | boolean | Date | null | undefined;

/** One value in COPY text format. */
export function encodeCell(v: Cell): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (v instanceof Date) return v.toISOString();
  return /[\\\t\n\r]/.test(v)
    ? v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : v;
}

/** Streams rows into table(columns) with COPY; returns the row count. */
export async function copyInto(
  client: pg.ClientBase,
  table: string,
  columns: string[],
  rows: Iterable<Cell[]>,
  batchRows = 4000,
): Promise<number> {
  let count = 0;
  function* chunks(): Generator<string> {
    let buf: string[] = [];
    for (const row of rows) {
      let line = encodeCell(row[0]);
      for (let i = 1; i < row.length; i++) line += '\t' + encodeCell(row[i]);
      buf.push(line);
      count++;
      if (buf.length >= batchRows) {
        yield buf.join('\n') + '\n';
        buf = [];
      }
    }
    if (buf.length) yield buf.join('\n') + '\n';
  }
  const sql = `COPY "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`;
  await pipeline(Readable.from(chunks()), client.query(copyFrom(sql)));
  return count;
}

/**
 * Inside the caller's transaction: drops the secondary indexes and foreign keys of `tables`, and
 * returns a function that puts them back (index builds are sorted, keys validated by one join
 * each, both far faster than row-by-row upkeep). Rolling the transaction back restores them too,
 * so nothing stays disabled if the load fails.
 */
export async function deferIndexesAndKeys(client: pg.ClientBase, tables: string[]): Promise<() => Promise<void>> {
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `select quote_ident(ic.relname) as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_class ic on ic.oid = i.indexrelid
      where c.relnamespace = 'public'::regnamespace and c.relname = any($1)
        and not i.indisprimary
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    [tables],
  );
  const { rows: keys } = await client.query<{ tbl: string; name: string; def: string }>(
    `select quote_ident(c.relname) as tbl, quote_ident(k.conname) as name, pg_get_constraintdef(k.oid) as def
       from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and c.relname = any($1)`,
    [tables],
  );
  for (const k of keys) await client.query(`alter table ${k.tbl} drop constraint ${k.name}`);
  for (const i of indexes) await client.query(`drop index ${i.name}`);
  return async () => {
    for (const i of indexes) await client.query(i.def);
    for (const k of keys) await client.query(`alter table ${k.tbl} add constraint ${k.name} ${k.def}`);
  };
}

/** Current highest id of each table (0 when empty). */
export async function maxIds<T extends string>(
  client: pg.ClientBase,
  tables: readonly T[],
): Promise<Record<T, number>> {
  const sql = tables.map((t) => `select '${t}' as t, coalesce(max(id), 0)::int as m from "${t}"`).join(' union all ');
  const { rows } = await client.query<{ t: T; m: number }>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.m])) as Record<T, number>;
}

/** Moves each serial sequence past the highest id, so the app's inserts after a COPY with explicit ids work. */
export async function syncSequences(client: pg.ClientBase, tables: readonly string[]): Promise<void> {
  for (const t of tables) {
    await client.query(
      `select setval(pg_get_serial_sequence('"${t}"', 'id'), coalesce((select max(id) from "${t}"), 0) + 1, false)`,
    );
  }
}
