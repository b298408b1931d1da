import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Level, LevelInput, LevelListQuery } from '@phlox/contract';
import type { Db, Executor } from '../../db/client.js';
import { levels } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { iso } from '../../shared/dates.js';
import { conflict, notFound, assertFresh } from '../../shared/errors.js';
import { refuseIfUsed, type Use } from '../../shared/in-use.js';
import { offsetOf, orderBy, searchAny, toPage, totalOver } from '../../shared/list.js';
import { assertFree, guardUnique, sameName, taken } from '../../shared/unique.js';

const MENU = 'levels';
type Row = typeof levels.$inferSelect;

export const toLevel = (r: Row): Level => ({
  id: r.id,
  name: r.name,
  code: r.code,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

const live = isNull(levels.deletedAt);
const duplicateCode = () =>
  conflict('A level with this code already exists', { code: 'A level with this code already exists' });
const duplicateName = (name: string) => taken('name', `A level named “${name}” already exists.`);

/** Code and name are each unique among live levels, ignoring case; the checks give the friendly answer. */
async function assertFreeKeys(db: Executor, values: Partial<LevelInput>, exceptId?: number) {
  const others = exceptId ? ne(levels.id, exceptId) : undefined;
  if (values.code !== undefined)
    await assertFree(
      db,
      levels,
      levels.code,
      and(live, sql`lower(${levels.code}) = lower(${values.code})`, others),
      duplicateCode,
    );
  if (values.name !== undefined)
    await assertFree(db, levels, levels.name, and(live, sameName(levels.name, values.name), others), duplicateName);
}

/** The partial unique indexes are the real guard against two admins saving the same code or name at once. */
const guardKeys = <T>(values: Partial<LevelInput>, write: () => Promise<T>) =>
  guardUnique({ levels_code_unique: duplicateCode, levels_name_unique: () => duplicateName(values.name ?? '') }, write);

/** Live events (their match's level or one of its further levels), bundles and users of the level. */
const usesOf = (id: number): Use[] => [
  {
    noun: ['event', 'events'],
    rows: sql`select e.title as name from events e
      where e.deleted_at is null and exists (
        select 1 from event_matches m
         where m.event_id = e.id and m.deleted_at is null and (m.level_id = ${id} or ${id} = any(m.multi_level_id)))`,
  },
  {
    noun: ['bundle', 'bundles'],
    rows: sql`select s.name from season_pass s where s.level_id = ${id} and s.deleted_at is null`,
  },
  {
    noun: ['user', 'users'],
    rows: sql`select u.first_name || ' ' || u.last_name as name from users u
      where u.level_id = ${id} and u.deleted_at is null`,
  },
];

export async function listLevels(db: Db, q: LevelListQuery) {
  const where = and(live, searchAny(q.q, [levels.name, levels.code]));
  const rows = await db
    .select({ row: levels, total: totalOver() })
    .from(levels)
    .where(where)
    .orderBy(
      ...orderBy(
        q.sort,
        { name: levels.name, code: levels.code, createdAt: levels.createdAt, updatedAt: levels.updatedAt },
        [asc(levels.name)],
        levels.id,
      ),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const page = await toPage(rows, q, async () => (await db.select({ n: count() }).from(levels).where(where))[0].n);
  return { data: page.rows.map((r) => toLevel(r.row)), meta: page.meta };
}

export async function getLevel(db: Executor, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(levels)
    .where(and(eq(levels.id, id), live));
  if (!row) throw notFound('Level');
  return row;
}

export async function createLevel(db: Db, input: LevelInput, userId: number) {
  return guardKeys(input, () =>
    db.transaction(async (tx) => {
      await assertFreeKeys(tx, input);
      const [row] = await tx.insert(levels).values(input).returning();
      await writeHistory(tx, { menu: MENU, userId, itemId: row.id, action: 'create', after: row });
      return toLevel(row);
    }),
  );
}

export async function updateLevel(
  db: Db,
  id: number,
  input: Partial<LevelInput> & { updatedAt?: string },
  userId: number,
) {
  const { updatedAt, ...changes } = input;
  return guardKeys(changes, () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(levels)
        .where(and(eq(levels.id, id), live))
        .for('update');
      if (!before) throw notFound('Level');
      assertFresh(updatedAt, before.updatedAt, 'level');
      await assertFreeKeys(tx, changes, id);
      const [after] = await tx
        .update(levels)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(levels.id, id))
        .returning();
      await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'update', before, after });
      return toLevel(after);
    }),
  );
}

/** Refused (422 naming them) while live events, bundles or users use the level: they would point at a deleted row. */
export async function deleteLevel(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(levels)
      .where(and(eq(levels.id, id), live))
      .for('update');
    if (!before) throw notFound('Level');
    await refuseIfUsed(tx, before.name, usesOf(id));
    await tx
      .update(levels)
      .set({ deletedAt: sql`now()` })
      .where(eq(levels.id, id));
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before });
  });
}
