import { sql } from 'drizzle-orm';
import type { AuditAction } from '@phlox/contract';
import type { Executor } from '../db/client.js';
import { updateHistory } from '../db/schema/index.js';

type Value = string | number | boolean | Date | null | undefined;

function show(v: Value): string | null {
  if (v === null || v === undefined) return null;
  return v instanceof Date ? v.toISOString() : String(v);
}

function typeOf(v: Value): string {
  if (v instanceof Date) return 'date';
  return v === null || v === undefined ? 'null' : typeof v;
}

export interface AuditEntry {
  /** The menu (dashboard area) name, e.g. 'levels'. */
  menu: string;
  userId: number | null;
  itemId: number;
  action: AuditAction;
  /** For create and delete: the item's fields. For update: the row before and after. */
  before?: Record<string, Value>;
  after?: Record<string, Value>;
}

const IGNORED = new Set(['id', 'createdAt', 'updatedAt', 'deletedAt', 'password']);

/**
 * Writes update_history inside the caller's transaction: one row per changed field on update,
 * one row holding the item's fields on create and delete.
 */
export async function writeHistory(db: Executor, e: AuditEntry): Promise<void> {
  const menuId = sql`(select id from menus where name = ${e.menu})`;
  const base = { menuId, userId: e.userId, itemId: e.itemId, action: e.action } as const;
  if (e.action === 'update') {
    const rows = Object.keys(e.after ?? {})
      .filter((k) => !IGNORED.has(k) && show(e.before?.[k]) !== show(e.after?.[k]))
      .map((k) => ({
        ...base,
        updatedField: k,
        oldValue: show(e.before?.[k]),
        newValue: show(e.after?.[k]),
        valueType: typeOf(e.after?.[k]),
      }));
    if (rows.length) await db.insert(updateHistory).values(rows);
    return;
  }
  const snapshot = Object.fromEntries(
    Object.entries((e.action === 'create' ? e.after : e.before) ?? {}).filter(([k]) => !IGNORED.has(k)),
  );
  const json = JSON.stringify(snapshot);
  await db.insert(updateHistory).values({
    ...base,
    oldValue: e.action === 'delete' ? json : null,
    newValue: e.action === 'create' ? json : null,
    valueType: 'json',
  });
}

/**
 * Create rows for many items at once (a CSV import's batch), same shape as writeHistory's create: one
 * statement with the rows as a single JSON parameter, so a big batch stays one short query.
 */
export async function writeCreateHistoryMany(
  db: Executor,
  menu: string,
  userId: number | null,
  items: Array<{ itemId: number; after: Record<string, Value> }>,
): Promise<void> {
  if (!items.length) return;
  const rows = items.map((i) => ({
    itemId: i.itemId,
    newValue: JSON.stringify(Object.fromEntries(Object.entries(i.after).filter(([k]) => !IGNORED.has(k)))),
  }));
  await db.execute(sql`
    insert into update_history (menu_id, user_id, item_id, action, new_value, value_type)
    select (select id from menus where name = ${menu}), ${userId}::int, x."itemId", 'create', x."newValue", 'json'
    from json_to_recordset(${JSON.stringify(rows)}::json) as x("itemId" int, "newValue" text)`);
}

/**
 * One field's change on many items at once (items joining or leaving a parent), same shape as writeHistory's
 * update rows: one statement however many items moved.
 */
export async function writeFieldChangeMany(
  db: Executor,
  e: { menu: string; userId: number | null; field: string; from: string | null; to: string | null; itemIds: number[] },
): Promise<void> {
  if (!e.itemIds.length) return;
  await db.insert(updateHistory).values(
    e.itemIds.map((itemId) => ({
      menuId: sql`(select id from menus where name = ${e.menu})`,
      userId: e.userId,
      itemId,
      action: 'update' as const,
      updatedField: e.field,
      oldValue: e.from,
      newValue: e.to,
      valueType: e.to === null ? 'null' : 'string',
    })),
  );
}
