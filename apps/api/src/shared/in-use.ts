import { sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES, type InUseDetails } from '@phlox/contract';
import type { Executor } from '../db/client.js';
import { AppError } from './errors.js';
import { rowsOf } from './sql.js';

/** "1 event", "1,204 events". */
export function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** "a", "a and b", "a, b and c". */
export function listInWords(parts: string[]): string {
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? '');
}

/** One kind of live row that points at an item about to be deleted. */
export interface Use {
  /** What one and several of them are called: ['event', 'events']. */
  noun: readonly [string, string];
  /** `select <text> as name from … where …`: the live rows using the item, each once. */
  rows: SQL;
}

/** How many users of each kind the message names before "and N more". */
const NAMED = 3;

/**
 * The in-use rule of every reference list (docs/decisions.md): deleting an item that live rows still use is
 * refused with 422 naming how many of each kind and the first few, e.g. “Varsity” is used by 42 events
 * (“Eagles @ Lions …”, …, and 39 more) and 1 bundle (“…”).
 *
 * Race-safety: call it inside the deleting transaction after locking the item's row `for update`. A writer
 * that starts using the item takes `for key share` on it (explicitly where it checks the reference, and by
 * the foreign key on insert), which that lock waits for: a writer that got there first has committed before
 * these counts run (each statement sees what committed before it), and one that comes after finds the item
 * deleted when its lock is granted.
 */
export async function refuseIfUsed(db: Executor, itemName: string, uses: Use[]): Promise<void> {
  const parts: string[] = [];
  const usedBy: InUseDetails['usedBy'] = [];
  // One after another: a transaction is one connection.
  for (const use of uses) {
    const found = await rowsOf<{ name: string | null; total: number | string }>(
      db,
      sql`select u.name, count(*) over () as total from (${use.rows}) u order by u.name limit ${NAMED}`,
    );
    if (!found.length) continue;
    const total = Number(found[0].total);
    const more = total - found.length;
    const names = found.map((r) => r.name ?? 'untitled');
    const named = names.map((n) => `“${n}”`);
    if (more) named.push(`${more.toLocaleString('en-US')} more`);
    parts.push(`${plural(total, ...use.noun)} (${listInWords(named)})`);
    usedBy.push({ kind: total === 1 ? use.noun[0] : use.noun[1], count: total, names });
  }
  if (!parts.length) return;
  throw new AppError(
    422,
    ERROR_CODES.business,
    `“${itemName}” cannot be deleted: it is used by ${listInWords(parts)}. Change or delete those first.`,
    undefined,
    undefined,
    { usedBy } satisfies InUseDetails,
  );
}
