import { and, eq, sql } from 'drizzle-orm';
import type { SchoolDistrict, SchoolDistrictChanges, SchoolDistrictValues } from '@phlox/contract';
import type { Db, Executor } from '../../db/client.js';
import { schoolDistricts } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { assertFresh, notFound } from '../../shared/errors.js';
import { refuseIfUsed } from '../../shared/in-use.js';
import { auditSnapshot, findDistrict, liveDistrict, MENU } from './detail.js';
import { claim } from '../../shared/claims.js';
import { assertFreeKeys, guardKeys, SCHOOLS, usesOf } from './rules.js';

/** Adds a district with its schools and its history, inside the caller's transaction (the form's, an import's). */
export async function insertDistrict(tx: Executor, input: SchoolDistrictValues, userId: number) {
  const { schoolIds, ...fields } = input;
  await assertFreeKeys(tx, input);
  const [row] = await tx.insert(schoolDistricts).values(fields).returning();
  await claim(tx, SCHOOLS, row, schoolIds, userId);
  const created = await findDistrict(tx, row.id);
  await writeHistory(tx, { menu: MENU, userId, itemId: row.id, action: 'create', after: auditSnapshot(created) });
  return created;
}

/** Changes the fields sent (and, when sent, makes `schoolIds` its schools), inside the caller's transaction. */
export async function changeDistrict(tx: Executor, id: number, input: SchoolDistrictChanges, userId: number) {
  const { updatedAt, schoolIds, ...changes } = input;
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const [row] = await tx
    .select()
    .from(schoolDistricts)
    .where(and(eq(schoolDistricts.id, id), liveDistrict))
    .for('update');
  if (!row) throw notFound('School district');
  assertFresh(updatedAt, row.updatedAt, 'school district');
  const before = await findDistrict(tx, id);
  await assertFreeKeys(tx, { title: row.title, code: row.code, state: row.state ?? '', ...defined }, id);
  const [saved] = await tx
    .update(schoolDistricts)
    .set({ ...defined, updatedAt: sql`now()` })
    .where(eq(schoolDistricts.id, id))
    .returning();
  if (schoolIds) await claim(tx, SCHOOLS, saved, schoolIds, userId);
  const after = await findDistrict(tx, id);
  await writeHistory(tx, {
    menu: MENU,
    userId,
    itemId: id,
    action: 'update',
    before: auditSnapshot(before),
    after: auditSnapshot(after),
  });
  return after;
}

export const createDistrict = (db: Db, input: SchoolDistrictValues, userId: number): Promise<SchoolDistrict> =>
  guardKeys(input, () => db.transaction((tx) => insertDistrict(tx, input, userId)));

export const updateDistrict = (db: Db, id: number, input: SchoolDistrictChanges, userId: number) =>
  guardKeys({ title: input.title ?? '', code: input.code ?? null, state: input.state ?? '' }, () =>
    db.transaction((tx) => changeDistrict(tx, id, input, userId)),
  );

/**
 * Refused (422 naming them) while live events are held for the district; its schools are let go (they belong to
 * no district afterwards, each with the change in its history).
 */
export async function deleteDistrict(db: Db, id: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: schoolDistricts.id })
      .from(schoolDistricts)
      .where(and(eq(schoolDistricts.id, id), liveDistrict))
      .for('update');
    if (!row) throw notFound('School district');
    const before = await findDistrict(tx, id);
    await refuseIfUsed(tx, before.title, usesOf(id));
    // Its schools stay, in no district.
    await claim(tx, SCHOOLS, before, [], userId);
    await tx
      .update(schoolDistricts)
      .set({ deletedAt: sql`now()` })
      .where(eq(schoolDistricts.id, id));
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before: auditSnapshot(before) });
  });
}
