import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Level, LevelInput, LevelListQuery } from '@phlox/contract';
import type { Db, Executor } from '../../db/client.js';
import { levels } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { iso } from '../../shared/dates.js';
import { conflict, notFound, pgErrorCode, PG_UNIQUE_VIOLATION, staleUpdate } from '../../shared/errors.js';
import { offsetOf, orderBy, searchAny, toPage, totalOver } from '../../shared/list.js';

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

async function assertCodeFree(db: Executor, code: string, exceptId?: number) {
  const [hit] = await db
    .select({ id: levels.id })
    .from(levels)
    .where(and(live, sql`lower(${levels.code}) = lower(${code})`, exceptId ? ne(levels.id, exceptId) : undefined));
  if (hit) throw duplicateCode();
}

/** The unique index is the real guard against two admins saving the same code at once. */
async function translateUnique<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw duplicateCode();
    throw err;
  }
}

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
  return translateUnique(() =>
    db.transaction(async (tx) => {
      await assertCodeFree(tx, input.code);
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
  return translateUnique(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(levels)
        .where(and(eq(levels.id, id), live))
        .for('update');
      if (!before) throw notFound('Level');
      if (updatedAt && new Date(updatedAt).getTime() !== before.updatedAt.getTime()) throw staleUpdate('level');
      if (changes.code !== undefined) await assertCodeFree(tx, changes.code, id);
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

export async function deleteLevel(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .update(levels)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(levels.id, id), live))
      .returning();
    if (!before) throw notFound('Level');
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before });
  });
}
