import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { writeFieldChangeMany } from './audit.js';
import { badRequest, conflict } from './errors.js';
import { idArray } from './sql.js';

/**
 * Items a parent claims, each belonging to at most one parent: a district's schools (organizations), a Statement of
 * Work's media days (events). Described once per kind; `claim` does the rest.
 */
export interface ClaimKind {
  table: PgTable;
  id: AnyPgColumn;
  /** The item's column naming its parent. */
  parent: AnyPgColumn;
  name: AnyPgColumn;
  deletedAt: AnyPgColumn;
  /** What else an item must be to be claimed (a media day's type), as SQL over its row; anything when absent. */
  eligible?: SQL;
  /** The form's field holding the list, and its messages. */
  field: string;
  missing: string;
  heldElsewhere: (item: string, holder: string) => string;
  /** The title of the parent holding an item (for the message). */
  holderTitle: (tx: Executor, parentId: number) => Promise<string>;
  /** The item's own history records its parent changing, under this menu and field. */
  history: { menu: string; field: string };
}

/**
 * Makes `ids` the items the parent claims: the others it had leave it, the new ones join. One another parent holds
 * is refused (409 on the field), never moved silently. The items are locked first (`for update`, in id order), so
 * two parents claiming one item at once cannot both win: the second sees the first's claim once its lock is
 * granted. Each item whose parent changes gets that change in its own history.
 */
export async function claim(
  tx: Executor,
  kind: ClaimKind,
  parent: { id: number; title: string },
  ids: number[],
  userId: number,
): Promise<void> {
  const wanted = new Set(ids);
  const rows = await tx
    .select({
      id: sql<number>`${kind.id}`,
      name: sql<string>`${kind.name}`,
      gone: sql<boolean>`(${kind.deletedAt} is not null or not (${kind.eligible ?? sql`true`}))`,
      parentId: sql<number | null>`${kind.parent}`,
    })
    .from(kind.table)
    .where(sql`${kind.id} = any(${idArray([...wanted])}) or ${kind.parent} = ${parent.id}`)
    .orderBy(kind.id)
    .for('update');
  const found = new Map(rows.map((r) => [r.id, r]));
  if ([...wanted].some((id) => !found.get(id) || found.get(id)!.gone))
    throw badRequest(kind.missing, { [kind.field]: kind.missing });
  const elsewhere = rows.find((r) => wanted.has(r.id) && r.parentId !== null && r.parentId !== parent.id);
  if (elsewhere) {
    const message = kind.heldElsewhere(elsewhere.name, await kind.holderTitle(tx, elsewhere.parentId!));
    throw conflict(message, { [kind.field]: message });
  }
  const joining = rows.filter((r) => wanted.has(r.id) && r.parentId !== parent.id);
  const leaving = rows.filter((r) => !wanted.has(r.id) && r.parentId === parent.id && !r.gone);
  await setParent(
    tx,
    kind,
    joining.map((r) => r.id),
    parent.id,
  );
  await setParent(
    tx,
    kind,
    leaving.map((r) => r.id),
    null,
  );
  // Each item's own history shows its parent changing ("School district: — → Plano ISD"), one insert per side.
  const history = { menu: kind.history.menu, userId, field: kind.history.field };
  await writeFieldChangeMany(tx, { ...history, from: null, to: parent.title, itemIds: joining.map((r) => r.id) });
  await writeFieldChangeMany(tx, { ...history, from: parent.title, to: null, itemIds: leaving.map((r) => r.id) });
}

/** Points the items at `parentId` (null: at none). */
async function setParent(tx: Executor, kind: ClaimKind, ids: number[], parentId: number | null) {
  if (ids.length)
    await tx.execute(
      sql`update ${kind.table} set ${sql.identifier(kind.parent.name)} = ${parentId}, updated_at = now()
        where ${kind.id} = any(${idArray(ids)})`,
    );
}
