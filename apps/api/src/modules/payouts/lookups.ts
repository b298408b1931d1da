import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../shared/sql.js';

/** The payout list's organization picker: the first 20 live organizations by name, plus the chosen one. */
export async function organizationOptions(
  db: Db,
  q: string | undefined,
  id: number | undefined,
): Promise<Array<{ id: number; name: string; isBoosterClub: boolean }>> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return rowsOf(
    db,
    sql`(select id, name, is_boosetr_club as "isBoosterClub" from organizations
        where deleted_at is null ${pattern ? sql`and (name ilike ${pattern} or short_name ilike ${pattern})` : sql``}
        order by name, id limit 20)
      union
      (select id, name, is_boosetr_club from organizations where id = ${id ?? 0} and deleted_at is null)
      order by 2, 1`,
  );
}
