import { and, eq, sql } from 'drizzle-orm';
import type { Sow, SowChanges, SowValues } from '@phlox/contract';
import { SOW_END_BEFORE_START } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { statementsOfWork } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { assertFresh, badRequest, notFound } from '../../shared/errors.js';
import { auditSnapshot, findSow, liveSow, MENU } from './detail.js';
import { claim } from '../../shared/claims.js';
import { assertDistrictLive, MEDIA_DAYS } from './rules.js';

export async function createSow(db: Db, input: SowValues, userId: number): Promise<Sow> {
  const { mediaDayIds, ...fields } = input;
  return db.transaction(async (tx) => {
    await assertDistrictLive(tx, fields.schoolDistrictId);
    const [row] = await tx.insert(statementsOfWork).values(fields).returning();
    await claim(tx, MEDIA_DAYS, row, mediaDayIds, userId);
    const created = await findSow(tx, row.id);
    await writeHistory(tx, { menu: MENU, userId, itemId: row.id, action: 'create', after: auditSnapshot(created) });
    return created;
  });
}

export async function updateSow(db: Db, id: number, input: SowChanges, userId: number): Promise<Sow> {
  const { updatedAt, mediaDayIds, ...changes } = input;
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(statementsOfWork)
      .where(and(eq(statementsOfWork.id, id), liveSow))
      .for('update');
    if (!row) throw notFound('Statement of Work');
    assertFresh(updatedAt, row.updatedAt, 'Statement of Work');
    // The dates sent are checked against the stored ones they join.
    const start = (defined.startDate as string | undefined) ?? row.startDate;
    const end = (defined.endDate as string | undefined) ?? row.endDate;
    if (end < start) throw badRequest(SOW_END_BEFORE_START, { endDate: SOW_END_BEFORE_START });
    if (defined.schoolDistrictId) await assertDistrictLive(tx, defined.schoolDistrictId as number);
    const before = await findSow(tx, id);
    const [saved] = await tx
      .update(statementsOfWork)
      .set({ ...defined, updatedAt: sql`now()` })
      .where(eq(statementsOfWork.id, id))
      .returning();
    if (mediaDayIds) await claim(tx, MEDIA_DAYS, saved, mediaDayIds, userId);
    const after = await findSow(tx, id);
    await writeHistory(tx, {
      menu: MENU,
      userId,
      itemId: id,
      action: 'update',
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    });
    return after;
  });
}

/** Its media days stay (they are events of their own) and are let go, each with the change in its history. */
export async function deleteSow(db: Db, id: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: statementsOfWork.id })
      .from(statementsOfWork)
      .where(and(eq(statementsOfWork.id, id), liveSow))
      .for('update');
    if (!row) throw notFound('Statement of Work');
    const before = await findSow(tx, id);
    // Its media days stay, linked to nothing.
    await claim(tx, MEDIA_DAYS, before, [], userId);
    await tx
      .update(statementsOfWork)
      .set({ deletedAt: sql`now()` })
      .where(eq(statementsOfWork.id, id));
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before: auditSnapshot(before) });
  });
}
